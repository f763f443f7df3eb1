//! Benchmark records in the AmbiQT format (`../shared/data/ambiqt/README.md`).
//!
//! Owns: reading a `.jsonl` file into [`Example`]s with line-numbered errors.
//! Must not touch: databases (the runner builds them) or metrics.

use serde::Deserialize;
use std::path::Path;

/// One ambiguous question with its two gold readings.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Example {
    pub id: String,
    /// `C` column synonyms, `T` table synonyms, `J` vertically split table, `P` precomputed aggregate.
    pub kind: String,
    pub db_id: String,
    pub question: String,
    pub gold: Vec<String>,
    /// Statements that turn the base database into the modified one (run on a copy).
    #[serde(default)]
    pub setup: Vec<String>,
}

/// Why a benchmark file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}:{line}: {reason}")]
    Record {
        path: String,
        line: usize,
        reason: String,
    },
}

/// Every example of a `.jsonl` file, in file order. Blank lines are skipped.
pub fn load(path: &Path) -> Result<Vec<Example>, DataError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| DataError::Io {
        path: shown.clone(),
        source,
    })?;
    parse(&text, &shown)
}

/// Parse the text of a `.jsonl` file (`origin` names it in errors).
pub fn parse(text: &str, origin: &str) -> Result<Vec<Example>, DataError> {
    let mut examples = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let record = |reason: String| DataError::Record {
            path: origin.to_string(),
            line: index + 1,
            reason,
        };
        let example: Example = serde_json::from_str(line).map_err(|e| record(e.to_string()))?;
        if example.gold.is_empty() {
            return Err(record("no gold SQL".into()));
        }
        examples.push(example);
    }
    Ok(examples)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_records_and_reports_the_bad_line() {
        let good = r#"{"id": "C-1", "kind": "C", "db_id": "x", "question": "q?", "gold": ["select 1", "select 2"], "setup": []}"#;
        let examples = parse(&format!("{good}\n\n{good}\n"), "f.jsonl").expect("parses");
        assert_eq!(examples.len(), 2);
        assert_eq!(examples[0].gold[1], "select 2");
        let error = parse(&format!("{good}\n{{\"id\": 1}}\n"), "f.jsonl").expect_err("bad line");
        assert!(error.to_string().starts_with("f.jsonl:2:"), "{error}");
        let error = parse(
            r#"{"id": "C-1", "kind": "C", "db_id": "x", "question": "q", "gold": []}"#,
            "f",
        )
        .expect_err("no gold");
        assert!(error.to_string().contains("no gold"));
    }
}
