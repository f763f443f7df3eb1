//! Exporting the rows of a run to a file in the current directory: `qlarify-<timestamp>.csv` or
//! `.json`, written with the same renderer as `qlarify run --csv/--json`.
//!
//! Owns: naming the file (never overwriting one) and writing it. Runs in a background task.
//! Must not touch: the formats themselves (`db::output`).

use super::component::ExportFormat;
use crate::db::output::{Format, Renderer};
use crate::db::{Page, ResultSet};
use std::fs::OpenOptions;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Write `result` into a new file in `dir`; returns its path.
pub fn export(
    result: &ResultSet,
    format: ExportFormat,
    dir: &Path,
    now: SystemTime,
) -> Result<PathBuf, String> {
    let (render, extension) = match format {
        ExportFormat::Csv => (Format::Csv, "csv"),
        ExportFormat::Json => (Format::Json, "json"),
    };
    let stamp = timestamp(now);
    for attempt in 0..100u32 {
        let name = match attempt {
            0 => format!("qlarify-{stamp}.{extension}"),
            n => format!("qlarify-{stamp}-{n}.{extension}"),
        };
        let path = dir.join(name);
        // create_new: two exports in the same second must not overwrite each other.
        let file = match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let written = (|| {
            let mut renderer = Renderer::new(render, &result.columns, BufWriter::new(file))?;
            renderer.page(&Page {
                rows: result.rows.clone(),
            })?;
            renderer.finish(result.truncated)?.flush()
        })();
        return written
            .map(|()| path.clone())
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    Err(format!(
        "too many exports named qlarify-{stamp} in {}",
        dir.display()
    ))
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
    use crate::db::Value;
    use rstest::rstest;
    use std::time::Duration;

    #[rstest]
    #[case(0, "19700101-000000")]
    #[case(951_782_400, "20000229-000000")]
    #[case(1_795_338_451, "20261122-090731")]
    fn timestamps_are_utc_calendar_times(#[case] secs: u64, #[case] expected: &str) {
        assert_eq!(timestamp(UNIX_EPOCH + Duration::from_secs(secs)), expected);
    }

    fn rows() -> ResultSet {
        ResultSet {
            columns: vec!["name".into(), "n".into()],
            rows: vec![
                vec![Value::Text("a,b".into()), Value::Integer(1)],
                vec![Value::Null, Value::Integer(2)],
            ],
            truncated: false,
        }
    }

    #[test]
    fn csv_and_json_go_to_new_files_that_never_overwrite() -> Result<(), String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let now = UNIX_EPOCH + Duration::from_secs(0);
        let first = export(&rows(), ExportFormat::Csv, dir.path(), now)?;
        let second = export(&rows(), ExportFormat::Csv, dir.path(), now)?;
        let json = export(&rows(), ExportFormat::Json, dir.path(), now)?;
        assert_ne!(first, second);
        assert!(first.ends_with("qlarify-19700101-000000.csv"));
        let csv = std::fs::read_to_string(&first).map_err(|e| e.to_string())?;
        assert_eq!(csv, "name,n\n\"a,b\",1\n,2\n");
        let json = std::fs::read_to_string(&json).map_err(|e| e.to_string())?;
        let value: serde_json::Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        assert_eq!(value["columns"][0], "name");
        assert_eq!(value["rows"][1][1], 2);
        Ok(())
    }
}
