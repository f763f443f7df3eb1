//! What `--db PATH` names when it is DuckDB's to open: a DuckDB database file, or data files
//! (CSV, TSV, Parquet — one file or a directory of them) that DuckDB reads in place.
//!
//! Owns: telling these from a SQLite file (by the file's header, then its extension) and naming
//! the table each data file becomes. Compiled with or without the `duckdb` feature, so a build
//! without DuckDB can still say why it cannot open one.
//! Must not touch: connections.

use std::io::Read;
use std::path::{Path, PathBuf};

/// What DuckDB is asked to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DuckTarget {
    /// A DuckDB database file, opened read-only.
    Database(PathBuf),
    /// Data files, each a table of an in-memory database that reads it in place.
    Files(Vec<DataFile>),
}

/// One data file and the table name it is queried by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataFile {
    pub path: PathBuf,
    pub table: String,
    pub format: FileFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFormat {
    /// Comma- or tab-separated text, optionally gzip-compressed (DuckDB sniffs the dialect).
    Delimited,
    Parquet,
}

const DUCKDB_EXTENSIONS: &[&str] = &["duckdb", "ddb"];

/// `Some` when `path` is DuckDB's: a directory (of data files), a data file by its extension, a
/// file whose header says DuckDB, or a `.duckdb`/`.ddb` name. `Err` for a directory holding no
/// data file. SQLite files and anything unknown are `Ok(None)`.
pub fn duck_target(path: &Path) -> Result<Option<DuckTarget>, String> {
    if path.is_dir() {
        let mut files = Vec::new();
        let entries =
            std::fs::read_dir(path).map_err(|e| format!("cannot list {}: {e}", path.display()))?;
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for file in paths.into_iter().filter(|p| p.is_file()) {
            if let Some((stem, format)) = data_file(&file) {
                files.push((file, stem, format));
            }
        }
        if files.is_empty() {
            return Err(format!(
                "{} is a directory with no .csv, .tsv or .parquet file to query",
                path.display()
            ));
        }
        return Ok(Some(DuckTarget::Files(name_tables(files))));
    }
    if let Some((stem, format)) = data_file(path) {
        return Ok(Some(DuckTarget::Files(name_tables(vec![(
            path.to_path_buf(),
            stem,
            format,
        )]))));
    }
    let by_extension = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| DUCKDB_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()));
    if by_extension || has_duckdb_header(path) {
        return Ok(Some(DuckTarget::Database(path.to_path_buf())));
    }
    Ok(None)
}

/// DuckDB's main header: a checksum, then the magic bytes `DUCK`.
fn has_duckdb_header(path: &Path) -> bool {
    let mut header = [0u8; 12];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut header))
        .is_ok()
        && &header[8..12] == b"DUCK"
}

/// The table name and format of a data file, by its extension (`sales.csv.gz` is `sales`).
fn data_file(path: &Path) -> Option<(String, FileFormat)> {
    let name = path.file_name()?.to_str()?;
    let lower = name.to_ascii_lowercase();
    let lower = lower.strip_suffix(".gz").unwrap_or(&lower);
    let (stem_len, format) = if let Some(stem) = lower.strip_suffix(".parquet") {
        (stem.len(), FileFormat::Parquet)
    } else if let Some(stem) = lower
        .strip_suffix(".csv")
        .or_else(|| lower.strip_suffix(".tsv"))
    {
        (stem.len(), FileFormat::Delimited)
    } else {
        return None;
    };
    let stem = &name[..stem_len];
    (!stem.is_empty()).then(|| (stem.to_string(), format))
}

/// Distinct table names: a stem that two files share gets its format after it the second time
/// (`sales` and `sales_parquet`), then a number.
fn name_tables(files: Vec<(PathBuf, String, FileFormat)>) -> Vec<DataFile> {
    let mut taken: Vec<String> = Vec::new();
    files
        .into_iter()
        .map(|(path, stem, format)| {
            let suffix = match format {
                FileFormat::Delimited => "csv",
                FileFormat::Parquet => "parquet",
            };
            let mut table = stem.clone();
            let mut n = 1;
            while taken.iter().any(|t| t.eq_ignore_ascii_case(&table)) {
                table = if n == 1 {
                    format!("{stem}_{suffix}")
                } else {
                    format!("{stem}_{suffix}_{n}")
                };
                n += 1;
            }
            taken.push(table.clone());
            DataFile {
                path,
                table,
                format,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("sales.csv", Some(("sales", FileFormat::Delimited)))]
    #[case("Sales.CSV", Some(("Sales", FileFormat::Delimited)))]
    #[case("orders.tsv.gz", Some(("orders", FileFormat::Delimited)))]
    #[case("events.parquet", Some(("events", FileFormat::Parquet)))]
    #[case("notes.txt", None)]
    #[case(".csv", None)]
    #[case("shop.sqlite", None)]
    fn data_files_are_known_by_extension(
        #[case] name: &str,
        #[case] expected: Option<(&str, FileFormat)>,
    ) {
        let got = data_file(Path::new(name));
        assert_eq!(
            got,
            expected.map(|(stem, format)| (stem.to_string(), format))
        );
    }

    #[test]
    fn a_directory_becomes_one_table_per_data_file_with_distinct_names() {
        let dir = tempfile::tempdir().expect("dir");
        for name in ["b.csv", "a.csv", "a.parquet", "readme.md"] {
            std::fs::write(dir.path().join(name), "x\n1\n").expect("write");
        }
        let Ok(Some(DuckTarget::Files(files))) = duck_target(dir.path()) else {
            panic!("a directory of data files is DuckDB's");
        };
        let tables: Vec<&str> = files.iter().map(|f| f.table.as_str()).collect();
        assert_eq!(tables, ["a", "a_parquet", "b"]);
    }

    #[test]
    fn a_directory_without_data_files_is_an_error_and_sqlite_files_are_not_duckdbs() {
        let dir = tempfile::tempdir().expect("dir");
        assert!(duck_target(dir.path()).is_err());
        let sqlite = dir.path().join("x.db");
        std::fs::write(&sqlite, b"SQLite format 3\0 and more").expect("write");
        assert_eq!(duck_target(&sqlite), Ok(None));
        let duck = dir.path().join("y.bin");
        std::fs::write(&duck, b"\0\0\0\0\0\0\0\0DUCK and more").expect("write");
        assert_eq!(
            duck_target(&duck),
            Ok(Some(DuckTarget::Database(duck.clone())))
        );
    }
}
