//! What every engine's tests compare against the SQLite demo: the schema's shape, and the demo
//! questions' readings and answers (one home for both, so each engine is held to the same bar).

use assert_cmd::Command;
use qlarify::core::schema::Schema;
use std::path::{Path, PathBuf};

pub fn demo_db() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite")
}

/// The binary with its state under `state` and nothing from the caller's environment.
pub fn qlarify(state: &Path) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", state.join("config"))
        .env("QLARIFY_DATA_DIR", state.join("data"))
        .env_remove("QLARIFY_LOG")
        .env_remove("PGPASSWORD");
    cmd
}

/// Name, columns, primary key, row count, and whether it is a view.
pub type TableShape = (String, Vec<String>, Vec<String>, Option<u64>, bool);

/// Every table's shape and every declared foreign key, sorted: what must not depend on the
/// engine a database was converted to.
pub fn shape(schema: &Schema) -> (Vec<TableShape>, Vec<String>) {
    let mut tables: Vec<TableShape> = schema
        .tables
        .iter()
        .map(|t| {
            (
                t.name.clone(),
                t.columns.iter().map(|c| c.name.clone()).collect(),
                t.primary_key.clone(),
                t.row_count,
                t.view_sql.is_some(),
            )
        })
        .collect();
    tables.sort();
    let mut keys: Vec<String> = schema
        .foreign_keys
        .iter()
        .filter(|k| !k.inferred)
        .map(|k| {
            format!(
                "{}.{}->{}.{}",
                k.from_table, k.from_column, k.to_table, k.to_column
            )
        })
        .collect();
    keys.sort();
    (tables, keys)
}

/// Every foreign key of the schema, declared or inferred, as `from.column>to.column`.
pub fn edges(schema: &Schema) -> Vec<String> {
    schema
        .foreign_keys
        .iter()
        .map(|k| {
            format!(
                "{}.{}>{}.{}",
                k.from_table, k.from_column, k.to_table, k.to_column
            )
        })
        .collect()
}

/// `run --csv` rows, numbers rounded to 6 decimals and sorted unless the SQL orders them.
pub fn rows(state: &Path, db: &str, sql: &str) -> Result<Vec<String>, String> {
    let out = qlarify(state)
        .args(["--db", db, "run", "--csv", "--max-rows", "0", sql])
        .output()
        .expect("runs");
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).to_string());
    }
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let mut lines: Vec<String> = text
        .lines()
        .skip(1)
        .map(|line| {
            line.split(',')
                .map(|cell| match cell.parse::<f64>() {
                    Ok(x) => format!("{x:.6}"),
                    Err(_) => cell.to_string(),
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    if !sql.to_ascii_uppercase().contains("ORDER BY") {
        lines.sort();
    }
    Ok(lines)
}

/// Rows as [`rows`] writes them, equal cell by cell, numbers up to the last digits of a
/// floating-point sum: engines add an average's terms in their own order (14749.3671625 is
/// written ...163 by one and ...162 by another).
fn same_rows(got: &[String], expected: &[String]) -> bool {
    let same_cell = |a: &str, b: &str| match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) => (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0) + 1e-6,
        _ => a == b,
    };
    got.len() == expected.len()
        && got.iter().zip(expected).all(|(g, e)| {
            let (g, e): (Vec<&str>, Vec<&str>) = (g.split(',').collect(), e.split(',').collect());
            g.len() == e.len() && g.iter().zip(&e).all(|(a, b)| same_cell(a, b))
        })
}

/// A reading as every engine writes it, compared without quotes and case-insensitive `LIKE`.
/// True when `sql` (one SELECT ending in `ORDER BY key LIMIT n`) keeps the first `n` rows of
/// an order whose `n`th and next keys are equal: which tied rows it returns is the engine's
/// choice. Read by asking for the keys around the cut.
fn ties_at_the_cut(state: &Path, db: &str, sql: &str) -> bool {
    let upper = sql.to_ascii_uppercase();
    let (Some(from), Some(order), Some(limit)) = (
        upper.find(" FROM "),
        upper.rfind(" ORDER BY "),
        upper.rfind(" LIMIT "),
    ) else {
        return false;
    };
    let Ok(n) = sql[limit + 7..].trim().parse::<usize>() else {
        return false;
    };
    if !(from < order && order < limit) || n == 0 {
        return false;
    }
    let keys = sql[order + 10..limit].trim();
    let bare = keys
        .split(',')
        .map(|k| {
            let k = k.trim();
            let u = k.to_ascii_uppercase();
            u.strip_suffix(" DESC")
                .or_else(|| u.strip_suffix(" ASC"))
                .map_or(k, |_| k[..k.rfind(' ').unwrap_or(k.len())].trim())
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(", ");
    let probe = format!(
        "SELECT {bare}{} ORDER BY {keys} LIMIT {}",
        &sql[from..order],
        n + 1
    );
    match rows(state, db, &probe) {
        Ok(around) => around.len() > n && around[n - 1] == around[n],
        Err(_) => false,
    }
}

fn normalised(sql: &str) -> String {
    sql.replace('"', "")
        .replace(" ILIKE ", " LIKE ")
        .to_ascii_lowercase()
}

fn readings(state: &Path, db: &str, question: &str) -> Vec<String> {
    let out = qlarify(state)
        .args(["--db", db, "ask", "--json", "--lexical", question])
        .output()
        .expect("asks");
    assert!(
        out.status.success(),
        "{db}: {question}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    json["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .map(|c| c["sql"].as_str().expect("sql").to_string())
        .collect()
}

/// Ask every demo question on the SQLite file and on `other`: the readings `other` shows stand
/// in SQLite's order, any new one takes the place of one `other` could not run (a reading
/// SQLite runs by coercing types is an error on a typed engine and is dropped), and every
/// reading both show returns the same rows. Returns (questions with the same top reading,
/// readings compared).
pub fn same_readings_and_answers(other: &str) -> (usize, usize) {
    let state = tempfile::tempdir().expect("state");
    let lite = demo_db().to_string_lossy().to_string();
    let md =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/questions.md"))
            .expect("questions");
    let questions: Vec<&str> = md
        .lines()
        .filter_map(|l| l.strip_prefix("## "))
        .filter_map(|l| l.split_once(". ").map(|(_, q)| q.trim()))
        .collect();
    assert!(questions.len() >= 30);
    let (mut same_top, mut compared) = (0, 0);
    for question in questions {
        let on_lite = readings(state.path(), &lite, question);
        let on_other = readings(state.path(), other, question);
        let lite_norm: Vec<String> = on_lite.iter().map(|s| normalised(s)).collect();
        // Where each of the other engine's readings stands among SQLite's (None: not there).
        let placed: Vec<Option<usize>> = on_other
            .iter()
            .map(|s| lite_norm.iter().position(|l| *l == normalised(s)))
            .collect();
        let kept: Vec<usize> = placed.iter().flatten().copied().collect();
        assert!(
            kept.windows(2).all(|w| w[0] < w[1]),
            "{question}: order {kept:?}"
        );
        let new = placed.iter().filter(|p| p.is_none()).count();
        let dropped = on_lite.len() - kept.len();
        assert!(
            new <= dropped,
            "{question}: {on_other:?} against {on_lite:?}"
        );
        if on_other.first().map(|s| normalised(s)) == lite_norm.first().cloned() {
            same_top += 1;
        }
        let shown: Vec<&String> = on_other
            .iter()
            .zip(&placed)
            .filter_map(|(sql, at)| at.map(|_| sql))
            .collect();
        for (sql, &at) in shown.iter().zip(&kept) {
            let expected = rows(state.path(), &lite, &on_lite[at]).expect("runs on SQLite");
            let got = rows(state.path(), other, sql).expect("runs on the other engine");
            if got != expected && ties_at_the_cut(state.path(), &lite, &on_lite[at]) {
                // Rows tied at a LIMIT's cut are the engine's to choose: the same reading,
                // answered alike up to which of the tied rows is kept.
                assert_eq!(got.len(), expected.len(), "{question}: {sql}");
            } else {
                assert!(
                    same_rows(&got, &expected),
                    "{question}: {sql}\n  got {got:?}\n  expected {expected:?}"
                );
            }
            compared += 1;
        }
    }
    (same_top, compared)
}
