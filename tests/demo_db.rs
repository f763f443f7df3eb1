//! The demo database: reproducible from its script, small, and ambiguous on purpose.
//!
//! Owns: checks on `demo-db/` (generate.py, demo.sqlite, questions.md). The generator is re-run
//! and compared by LOGICAL content (schema text and every row by rowid), because SQLite does not
//! promise byte-identical files across versions. Every planted ambiguity must exist and must make
//! the readings return different rows, and every SQL reading in questions.md must run.
//! Must not touch: the committed files (the generator writes into a temp dir); no crate code.

use anyhow::{bail, ensure, Context, Result};
use rstest::rstest;
use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const MAX_BYTES: u64 = 5 * 1024 * 1024;

fn demo_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db")
}

fn open_demo() -> Result<Connection> {
    let path = demo_dir().join("demo.sqlite");
    Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .with_context(|| format!("open {}", path.display()))
}

type SchemaRow = (String, String, String, Option<String>);
type TableRows = BTreeMap<String, Vec<Vec<Value>>>;

/// Schema entries and the rows of every table in rowid order: what "same database" means here.
fn logical_content(conn: &Connection) -> Result<(Vec<SchemaRow>, TableRows)> {
    let mut stmt =
        conn.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")?;
    let schema = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<rusqlite::Result<Vec<SchemaRow>>>()?;
    let mut tables = BTreeMap::new();
    for (kind, name, _, _) in &schema {
        if kind == "table" && !name.starts_with("sqlite_") {
            let sql = format!("SELECT * FROM \"{name}\" ORDER BY rowid");
            tables.insert(name.clone(), query_values(conn, &sql)?);
        }
    }
    Ok((schema, tables))
}

fn query_values(conn: &Connection, sql: &str) -> Result<Vec<Vec<Value>>> {
    let mut stmt = conn
        .prepare(sql)
        .with_context(|| format!("prepare: {sql}"))?;
    let width = stmt.column_count();
    let rows = stmt
        .query_map([], |r| (0..width).map(|i| r.get::<_, Value>(i)).collect())?
        .collect::<rusqlite::Result<Vec<Vec<Value>>>>()
        .with_context(|| format!("run: {sql}"))?;
    Ok(rows)
}

fn scalar(conn: &Connection, sql: &str) -> Result<i64> {
    conn.query_row(sql, [], |r| r.get(0))
        .with_context(|| format!("run: {sql}"))
}

#[test]
fn generator_reproduces_the_committed_database() -> Result<()> {
    let dir = tempfile::tempdir()?;
    let out = dir.path().join("x.sqlite");
    let run = Command::new("python3")
        .arg(demo_dir().join("generate.py"))
        .arg("--out")
        .arg(&out)
        .output()
        .context("demo_db tests need python3 on PATH to re-run demo-db/generate.py")?;
    ensure!(
        run.status.success(),
        "generate.py failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let fresh = Connection::open_with_flags(&out, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let (want_schema, want_rows) = logical_content(&open_demo()?)?;
    let (got_schema, got_rows) = logical_content(&fresh)?;
    assert_eq!(
        got_schema, want_schema,
        "sqlite_master differs: re-run generate.py"
    );
    assert_eq!(
        got_rows.keys().collect::<Vec<_>>(),
        want_rows.keys().collect::<Vec<_>>()
    );
    for (table, want) in &want_rows {
        let got = &got_rows[table];
        assert_eq!(got.len(), want.len(), "row count of {table}");
        if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
            panic!(
                "{table} row {i}: generated {:?}, committed {:?}",
                got[i], want[i]
            );
        }
    }
    Ok(())
}

#[test]
fn committed_database_is_small_but_has_thousands_of_rows() -> Result<()> {
    let size = std::fs::metadata(demo_dir().join("demo.sqlite"))?.len();
    assert!(size < MAX_BYTES, "demo.sqlite is {size} bytes");
    let (_, tables) = logical_content(&open_demo()?)?;
    let rows: usize = tables.values().map(Vec::len).sum();
    assert!(rows >= 3000, "only {rows} rows in total");
    assert!(tables["employees"].len() >= 300 && tables["orders"].len() >= 2000);
    Ok(())
}

#[test]
fn foreign_keys_are_declared_and_hold() -> Result<()> {
    let conn = open_demo()?;
    let violations = query_values(&conn, "PRAGMA foreign_key_check")?;
    assert!(violations.is_empty(), "violations: {violations:?}");
    for table in [
        "employees",
        "employee_details",
        "orders",
        "customers",
        "Has_Pet",
        "concert_performers",
    ] {
        let n = scalar(
            &conn,
            &format!("SELECT COUNT(*) FROM pragma_foreign_key_list('{table}')"),
        )?;
        assert!(n > 0, "{table} declares no foreign key");
    }
    let views = scalar(
        &conn,
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'view'",
    )?;
    assert!(views >= 2, "only {views} views");
    Ok(())
}

#[rstest]
#[case::department_tables("curr_dept", "dept_2022")]
#[case::artist_tables("artists", "performers")]
#[case::vertical_split("employees", "employee_details")]
#[case::precomputed_sales("orders", "sales_summary")]
#[case::precomputed_pets("Pets", "pet_type_stats")]
#[case::student_tables("students", "Student")]
#[case::atomsql_pets("Has_Pet", "Pets")]
fn table_pairs_exist(#[case] a: &str, #[case] b: &str) -> Result<()> {
    let conn = open_demo()?;
    for t in [a, b] {
        let n = scalar(
            &conn,
            &format!("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '{t}'"),
        )?;
        assert_eq!(n, 1, "table {t}");
    }
    Ok(())
}

#[rstest]
#[case::sales("orders", &["gross_sales", "net_sales", "revenue"])]
#[case::precomputed("customers", &["total_revenue", "order_count"])]
#[case::employee_places("employees", &["birthplace", "origin", "phone", "curr_dept_id", "dept_2022_id"])]
#[case::split_half("employee_details", &["phone", "performance_rating", "bonus"])]
#[case::student_ids("students", &["roll_num", "admission_number", "birthplace", "origin"])]
#[case::capacity("venues", &["seating_capacity", "standing_capacity"])]
#[case::spider_student("Student", &["StuID", "LName", "Fname", "Age", "Sex", "Major", "Advisor", "city_code"])]
#[case::spider_pets("Pets", &["PetID", "PetType", "pet_age", "weight"])]
#[case::spider_has_pet("Has_Pet", &["StuID", "PetID"])]
fn columns_exist(#[case] table: &str, #[case] columns: &[&str]) -> Result<()> {
    let conn = open_demo()?;
    for c in columns {
        let sql = format!("SELECT COUNT(*) FROM pragma_table_info('{table}') WHERE name = '{c}'");
        assert_eq!(scalar(&conn, &sql)?, 1, "{table}.{c}");
    }
    Ok(())
}

/// Each planted ambiguity must bite on some rows and, where the two readings are meant to look
/// interchangeable, agree on others: a count that must be positive.
#[rstest]
#[case::revenue_snapshot_differs("SELECT COUNT(*) FROM customers c LEFT JOIN (SELECT customer_id, SUM(revenue) AS r FROM orders GROUP BY customer_id) s USING (customer_id) WHERE ABS(c.total_revenue - COALESCE(s.r, 0)) > 0.005")]
#[case::revenue_snapshot_agrees("SELECT COUNT(*) FROM customers c JOIN (SELECT customer_id, SUM(revenue) AS r FROM orders GROUP BY customer_id) s USING (customer_id) WHERE ABS(c.total_revenue - s.r) <= 0.005")]
#[case::order_count_differs("SELECT COUNT(*) FROM customers c WHERE c.order_count <> (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.customer_id)")]
#[case::summary_differs("SELECT COUNT(*) FROM sales_summary s WHERE ABS(s.total_net_sales - (SELECT SUM(o.net_sales) FROM orders o JOIN customers c USING (customer_id) WHERE c.region = s.region AND CAST(strftime('%Y', o.order_date) AS INTEGER) = s.year)) > 0.005")]
#[case::gross_net_differ("SELECT COUNT(*) FROM orders WHERE gross_sales <> net_sales")]
#[case::gross_net_agree("SELECT COUNT(*) FROM orders WHERE gross_sales = net_sales")]
#[case::net_revenue_differ("SELECT COUNT(*) FROM orders WHERE net_sales <> revenue")]
#[case::employee_origin_differs("SELECT COUNT(*) FROM employees WHERE birthplace <> origin")]
#[case::employee_origin_agrees("SELECT COUNT(*) FROM employees WHERE birthplace = origin")]
#[case::student_origin_differs("SELECT COUNT(*) FROM students WHERE birthplace <> origin")]
#[case::student_origin_agrees("SELECT COUNT(*) FROM students WHERE birthplace = origin")]
#[case::department_moved("SELECT COUNT(*) FROM employees e JOIN curr_dept c ON c.dept_id = e.curr_dept_id JOIN dept_2022 d ON d.dept_id = e.dept_2022_id WHERE c.dept_name <> d.dept_name")]
#[case::department_kept("SELECT COUNT(*) FROM employees e JOIN curr_dept c ON c.dept_id = e.curr_dept_id JOIN dept_2022 d ON d.dept_id = e.dept_2022_id WHERE c.dept_name = d.dept_name")]
#[case::sales_head_changed("SELECT COUNT(*) FROM curr_dept c JOIN dept_2022 d ON c.dept_name = d.dept_name WHERE c.head_emp_id <> d.head_emp_id")]
#[case::phones_differ("SELECT COUNT(*) FROM employees e JOIN employee_details d USING (emp_id) WHERE e.phone <> d.phone")]
#[case::details_missing("SELECT COUNT(*) FROM employees e WHERE NOT EXISTS (SELECT 1 FROM employee_details d WHERE d.emp_id = e.emp_id)")]
#[case::artist_not_performer(
    "SELECT COUNT(*) FROM artists WHERE name NOT IN (SELECT name FROM performers)"
)]
#[case::performer_not_artist(
    "SELECT COUNT(*) FROM performers WHERE name NOT IN (SELECT name FROM artists)"
)]
#[case::artist_country_differs("SELECT COUNT(*) FROM artists a JOIN performers p ON p.name = a.name WHERE a.country <> p.country")]
#[case::exactly_two_pets(
    "SELECT COUNT(*) FROM (SELECT StuID FROM Has_Pet GROUP BY StuID HAVING COUNT(*) = 2)"
)]
#[case::more_than_two_pets(
    "SELECT COUNT(*) FROM (SELECT StuID FROM Has_Pet GROUP BY StuID HAVING COUNT(*) > 2)"
)]
#[case::pet_stats_differ("SELECT COUNT(*) FROM pet_type_stats t WHERE t.number <> (SELECT COUNT(*) FROM Pets p WHERE p.PetType = t.PetType)")]
#[case::comp_tickets(
    "SELECT COUNT(*) FROM concerts WHERE ABS(ticket_revenue - tickets_sold * ticket_price) > 0.005"
)]
fn planted_ambiguity_shows_in_the_data(#[case] sql: &str) -> Result<()> {
    let n = scalar(&open_demo()?, sql)?;
    assert!(n > 0, "no rows for: {sql}");
    Ok(())
}

/// One numbered question of questions.md.
#[derive(Debug)]
struct Question {
    number: usize,
    title: String,
    note: String,
    readings: Vec<String>,
}

/// `## N. Title`, a line starting `Ambiguity`, then ```sql fenced readings.
fn parse_questions(md: &str) -> Result<Vec<Question>> {
    let mut out: Vec<Question> = Vec::new();
    let mut in_sql: Option<String> = None;
    for line in md.lines() {
        if let Some(buf) = in_sql.as_mut() {
            if line.trim_start().starts_with("```") {
                let sql = in_sql.take().unwrap_or_default();
                match out.last_mut() {
                    Some(q) => q.readings.push(sql),
                    None => bail!("SQL block before the first question"),
                }
            } else {
                buf.push_str(line);
                buf.push('\n');
            }
        } else if line.trim_start().starts_with("```sql") {
            in_sql = Some(String::new());
        } else if let Some(rest) = line.strip_prefix("## ") {
            if let Some((num, title)) = rest.split_once(". ") {
                if let Ok(number) = num.trim().parse() {
                    let (title, note) = (title.trim().to_string(), String::new());
                    out.push(Question {
                        number,
                        title,
                        note,
                        readings: Vec::new(),
                    });
                }
            }
        } else if line.starts_with("Ambiguity") {
            if let Some(q) = out.last_mut() {
                q.note = line.to_string();
            }
        }
    }
    ensure!(in_sql.is_none(), "unterminated ```sql block");
    Ok(out)
}

fn questions() -> Result<Vec<Question>> {
    let path = demo_dir().join("questions.md");
    let md = std::fs::read_to_string(&path).with_context(|| format!("read {}", path.display()))?;
    parse_questions(&md)
}

/// A result as a multiset of rows; numbers compared to four decimals so that float summation
/// order never makes two equal answers look different.
fn result_key(rows: &[Vec<Value>]) -> Vec<String> {
    let cell = |v: &Value| match v {
        Value::Null => "null".to_string(),
        Value::Integer(i) => format!("n{:.4}", *i as f64),
        Value::Real(r) => format!("n{r:.4}"),
        Value::Text(t) => format!("t{t}"),
        Value::Blob(b) => format!("b{b:?}"),
    };
    let mut key: Vec<String> = rows
        .iter()
        .map(|r| r.iter().map(cell).collect::<Vec<_>>().join("\u{1f}"))
        .collect();
    key.sort();
    key
}

#[test]
fn questions_are_numbered_noted_and_have_readings() -> Result<()> {
    let qs = questions()?;
    assert!(qs.len() >= 30, "only {} questions", qs.len());
    for (i, q) in qs.iter().enumerate() {
        assert_eq!(q.number, i + 1, "numbering at {:?}", q.title);
        assert!(
            !q.note.is_empty(),
            "question {} has no Ambiguity note",
            q.number
        );
        let n = q.readings.len();
        assert!(
            (2..=4).contains(&n),
            "question {} has {n} readings",
            q.number
        );
    }
    Ok(())
}

#[rstest]
#[case("average salaries by department", &["curr_dept", "dept_2022"])]
#[case("two older students who have two pets", &["Has_Pet", "AVG(Age)", "= 2", ">= 2"])]
#[case("total sales per customer", &["gross_sales", "net_sales", "total_revenue", "SUM("])]
#[case("orders were placed after 2020", &["2021-01-01", "2020-01-01"])]
#[case("top performers", &["performance_rating", "net_sales"])]
#[case("new employees", &["hire_date"])]
#[case("hometown", &["birthplace", "origin"])]
#[case("phone numbers", &["employee_details"])]
#[case("how many artists", &["artists", "performers"])]
#[case("ids of all students", &["roll_num", "admission_number"])]
fn required_questions_cover_their_ambiguity(
    #[case] phrase: &str,
    #[case] needles: &[&str],
) -> Result<()> {
    let qs = questions()?;
    let q = qs
        .iter()
        .find(|q| q.title.to_lowercase().contains(phrase))
        .with_context(|| format!("no question mentions {phrase:?}"))?;
    let all = q.readings.join("\n");
    for needle in needles {
        assert!(
            all.contains(needle),
            "question {} lacks {needle:?}",
            q.number
        );
    }
    Ok(())
}

#[test]
fn every_reading_runs_and_the_readings_of_a_question_disagree() -> Result<()> {
    let conn = open_demo()?;
    for q in questions()? {
        let mut keys = Vec::new();
        for sql in &q.readings {
            let rows = query_values(&conn, sql)
                .with_context(|| format!("question {} ({})", q.number, q.title))?;
            assert!(
                !rows.is_empty(),
                "question {}: a reading returns no rows:\n{sql}",
                q.number
            );
            keys.push(result_key(&rows));
        }
        for a in 0..keys.len() {
            for b in a + 1..keys.len() {
                assert_ne!(
                    keys[a],
                    keys[b],
                    "question {} ({}): readings {} and {} return the same rows",
                    q.number,
                    q.title,
                    a + 1,
                    b + 1
                );
            }
        }
    }
    Ok(())
}

#[test]
fn parser_reads_questions_and_rejects_stray_blocks() -> Result<()> {
    let md = "intro\n## 1. First?\nAmbiguity (C): x\n```sql\nSELECT 1\n```\n```sql\nSELECT 2\n```\n## Notes\n## 2. Second?\n```sql\nSELECT 3\n```\n";
    let qs = parse_questions(md)?;
    assert_eq!(qs.len(), 2);
    assert_eq!(qs[0].readings, vec!["SELECT 1\n", "SELECT 2\n"]);
    assert_eq!(qs[0].note, "Ambiguity (C): x");
    assert!(qs[1].note.is_empty() && qs[1].readings.len() == 1);
    assert!(parse_questions("```sql\nSELECT 1\n```\n").is_err());
    assert!(parse_questions("## 1. Q?\n```sql\nSELECT 1\n").is_err());
    Ok(())
}
