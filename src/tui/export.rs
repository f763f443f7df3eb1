//! Exporting the rows of a run to a file the user names: CSV or JSON, written with the same
//! renderer as `qlarify run --csv/--json`, with ALL the rows — streamed page by page from the
//! database through the guarded read-only path ([`SafeDb::prepare`]), not the rows kept for
//! display — or a clear reason why not.
//!
//! Owns: the proposed file name (`qlarify-<timestamp>.<ext>` in the export directory), writing
//! a new file (never overwriting one), and removing a partial file when the query stops.
//! Runs in a background task. Must not touch: the formats themselves (`db::output`).

use super::component::ExportFormat;
use crate::db::output::{Format, Renderer};
use crate::db::SafeDb;
use std::fs::OpenOptions;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Rows read from the database per page while exporting (only one page is in memory).
const PAGE_ROWS: usize = 1024;

/// What an export wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    pub path: PathBuf,
    pub rows: u64,
}

/// The path the export prompt proposes: `dir/qlarify-<timestamp>.<csv|json>`.
pub fn default_path(dir: &Path, format: ExportFormat, now: SystemTime) -> PathBuf {
    dir.join(format!("qlarify-{}.{}", timestamp(now), extension(format)))
}

fn extension(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Csv => "csv",
        ExportFormat::Json => "json",
    }
}

/// Run `sql` again on `db` (read-only, checked like every run) and write every row it returns
/// to a new file at `path`, one page at a time. An existing file is never overwritten; if the
/// query stops part-way (its time limit, a cancel, an error) the partial file is removed and
/// the error says how many rows had been written and why it stopped.
pub fn export_query(
    db: &SafeDb,
    sql: &str,
    format: ExportFormat,
    path: &Path,
) -> Result<Exported, String> {
    let render = match format {
        ExportFormat::Csv => Format::Csv,
        ExportFormat::Json => Format::Json,
    };
    let mut query = db
        .prepare(sql)
        .map_err(|e| format!("cannot run the SQL: {e}"))?;
    let columns = query.columns().to_vec();
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{} already exists: choose another name", path.display())
            }
            _ => format!("{}: {e}", path.display()),
        })?;
    let mut written = 0u64;
    let outcome = (|| -> Result<(), String> {
        let io = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut renderer = Renderer::new(render, &columns, BufWriter::new(file)).map_err(io)?;
        let mut pages = query
            .pages(PAGE_ROWS, None)
            .map_err(|e| format!("the query stopped: {e}"))?;
        loop {
            match pages.next_page() {
                Ok(Some(page)) => {
                    renderer.page(&page).map_err(io)?;
                    written += page.rows.len() as u64;
                }
                Ok(None) => break,
                Err(e) => return Err(format!("the query stopped after {written} rows: {e}")),
            }
        }
        renderer.finish(false).map_err(io)?.flush().map_err(io)
    })();
    match outcome {
        Ok(()) => Ok(Exported {
            path: path.to_path_buf(),
            rows: written,
        }),
        Err(reason) => {
            // Half a file would look like all of it: it goes, and the reason stays.
            let _ = std::fs::remove_file(path);
            Err(format!("{reason}; nothing was kept"))
        }
    }
}

/// `YYYYMMDD-HHMMSS` in UTC.
pub fn timestamp(now: SystemTime) -> String {
    let secs = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;
    use std::time::Duration;

    #[rstest]
    #[case(0, "19700101-000000")]
    #[case(951_782_400, "20000229-000000")]
    #[case(1_795_338_451, "20261122-090731")]
    fn timestamps_are_utc_calendar_times(#[case] secs: u64, #[case] expected: &str) {
        assert_eq!(timestamp(UNIX_EPOCH + Duration::from_secs(secs)), expected);
    }

    /// A database of `n` rows (more than the 10,000 the interface keeps for display).
    fn numbers(dir: &Path, n: u64) -> SafeDb {
        let path = dir.join("numbers.sqlite");
        let conn = rusqlite::Connection::open(&path).expect("create");
        conn.execute_batch(&format!(
            "CREATE TABLE t (n INTEGER, name TEXT);
             WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < {n})
             INSERT INTO t SELECT i, CASE WHEN i = 1 THEN 'a,b' ELSE 'x' END FROM c;"
        ))
        .expect("fill");
        drop(conn);
        SafeDb::open(&path, crate::db::Limits::default()).expect("open")
    }

    #[test]
    fn every_row_is_written_not_only_the_ones_shown() {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = numbers(dir.path(), 25_000);
        let path = dir.path().join("all.csv");
        let exported = export_query(
            &db,
            "SELECT n, name FROM t ORDER BY n",
            ExportFormat::Csv,
            &path,
        )
        .expect("exports");
        assert_eq!(exported.rows, 25_000);
        let csv = std::fs::read_to_string(&path).expect("read");
        assert_eq!(csv.lines().count(), 25_001);
        assert!(
            csv.starts_with("n,name\n1,\"a,b\"\n2,x\n"),
            "{}",
            &csv[..40]
        );
        let json_path = dir.path().join("all.json");
        export_query(&db, "SELECT n FROM t", ExportFormat::Json, &json_path).expect("json");
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json_path).expect("read"))
                .expect("valid JSON");
        assert_eq!(json["rows"].as_array().map(Vec::len), Some(25_000));
    }

    #[rstest]
    #[case::existing_file("SELECT n FROM t", true, "already exists")]
    #[case::writing_sql("DELETE FROM t", false, "cannot run the SQL")]
    #[case::failing_query("SELECT n FROM missing_table", false, "cannot run the SQL")]
    fn an_export_that_cannot_be_done_says_why_and_leaves_no_file(
        #[case] sql: &str,
        #[case] existing: bool,
        #[case] reason: &str,
    ) {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = numbers(dir.path(), 10);
        let path = dir.path().join("out.csv");
        if existing {
            std::fs::write(&path, "mine").expect("write");
        }
        let error = export_query(&db, sql, ExportFormat::Csv, &path).expect_err("refused");
        assert!(error.contains(reason), "{error}");
        let left = std::fs::read_to_string(&path).ok();
        assert_eq!(
            left.as_deref(),
            existing.then_some("mine"),
            "the user's file is untouched"
        );
        assert_eq!(
            db.query_capped("SELECT COUNT(*) FROM t", 1)
                .expect("count")
                .rows
                .len(),
            1
        );
    }

    #[test]
    fn the_proposed_path_is_timestamped_in_the_export_directory() {
        let now = UNIX_EPOCH + Duration::from_secs(0);
        assert_eq!(
            default_path(Path::new("/tmp/x"), ExportFormat::Json, now),
            PathBuf::from("/tmp/x/qlarify-19700101-000000.json")
        );
    }
}
