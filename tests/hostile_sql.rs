//! Hostile SQL: every way of writing, escaping the read-only policy or exhausting the machine
//! gets a clear refusal, a timeout or a resource-limit stop — and the database file stays
//! byte-identical with no journal, WAL or other file appearing beside it.
//!
//! Exit codes through the binary: 2 for refusals (unsafe or invalid SQL), 1 for timeouts and
//! resource limits (the SQL was acceptable; running it was stopped).

#![allow(clippy::expect_used)] // a failed expectation is the test failing

use assert_cmd::Command;
use predicates::prelude::*;
use qlarify::db::{DbError, Limits, SafeDb};
use rstest::rstest;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Short, so the runaway cases finish quickly.
const TIMEOUT: Duration = Duration::from_millis(300);

/// A size bomb has to build this many bytes before SQLite notices it; kept well below the
/// default so that work stays far inside [`TIMEOUT`] on a loaded machine.
const MAX_VALUE_BYTES: i32 = 8 << 20;

const FIXTURE: &str = "
    CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT);
    CREATE INDEX t_name ON t(name);
    CREATE VIEW v AS SELECT name FROM t;
    CREATE TRIGGER t_log AFTER INSERT ON t BEGIN SELECT 1; END;
    CREATE TABLE big (n INTEGER);
    WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 2000)
        INSERT INTO big SELECT n FROM r;
    INSERT INTO t VALUES (1, 'one'), (2, 'two');
    PRAGMA user_version = 3;
";

struct Fixture {
    dir: tempfile::TempDir,
    path: PathBuf,
    hash: Vec<u8>,
}

impl Fixture {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("hostile.db");
        let conn = rusqlite::Connection::open(&path).expect("create");
        conn.execute_batch(FIXTURE).expect("fixture");
        drop(conn);
        let hash = hash(&path);
        Self { dir, path, hash }
    }

    /// Substitute `{dir}` so file-creating statements aim inside the watched directory.
    fn sql(&self, template: &str) -> String {
        template.replace("{dir}", &self.dir.path().display().to_string())
    }

    /// The file is byte-identical and alone in its directory.
    fn assert_untouched(&self) {
        assert_eq!(hash(&self.path), self.hash, "database file changed");
        let mut names: Vec<String> = std::fs::read_dir(self.dir.path())
            .expect("ls")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            ["hostile.db"],
            "a journal, WAL or other file appeared"
        );
    }
}

fn hash(path: &Path) -> Vec<u8> {
    Sha256::digest(std::fs::read(path).expect("read")).to_vec()
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Expect {
    /// Refused before running, with a reason containing this text.
    Refused(&'static str),
    Timeout,
    /// Stopped by a size limit (length or heap).
    Limit,
    /// Stopped by whichever limit comes first: the size limit on a fast machine, the timeout
    /// on a loaded one (the work grows row by row, so which one fires depends on speed).
    LimitOrTimeout,
}

/// Run through the library the way the CLI does: stream every page, keep none.
fn run(db: &SafeDb, sql: &str) -> Result<u64, DbError> {
    let mut query = db.prepare(sql)?;
    let mut pages = query.pages(1024, None)?;
    let mut rows = 0;
    while let Some(page) = pages.next_page()? {
        rows += page.rows.len() as u64;
    }
    Ok(rows)
}

#[rstest]
// Every write form.
#[case::insert(
    "INSERT INTO t VALUES (9, 'x')",
    Expect::Refused("writes are not allowed (INSERT)")
)]
#[case::insert_select("INSERT INTO t SELECT id + 10, name FROM t", Expect::Refused("INSERT"))]
#[case::insert_or_replace("INSERT OR REPLACE INTO t VALUES (1, 'y')", Expect::Refused("INSERT"))]
#[case::update(
    "UPDATE t SET name = 'x'",
    Expect::Refused("writes are not allowed (UPDATE)")
)]
#[case::delete("DELETE FROM t", Expect::Refused("writes are not allowed (DELETE)"))]
#[case::replace("REPLACE INTO t VALUES (1, 'y')", Expect::Refused("REPLACE"))]
#[case::upsert(
    "INSERT INTO t VALUES (1, 'z') ON CONFLICT(id) DO UPDATE SET name = 'z'",
    Expect::Refused("INSERT")
)]
#[case::update_schema_table("UPDATE sqlite_schema SET sql = 'x'", Expect::Refused("UPDATE"))]
#[case::create_table(
    "CREATE TABLE x (a)",
    Expect::Refused("schema changes are not allowed")
)]
#[case::create_table_as("CREATE TABLE x AS SELECT * FROM t", Expect::Refused("schema changes"))]
#[case::create_index("CREATE INDEX i2 ON t(name)", Expect::Refused("schema changes"))]
#[case::create_view("CREATE VIEW v2 AS SELECT 1", Expect::Refused("schema changes"))]
#[case::create_trigger(
    "CREATE TRIGGER tr AFTER INSERT ON t BEGIN DELETE FROM t; END",
    Expect::Refused("schema changes")
)]
#[case::create_virtual(
    "CREATE VIRTUAL TABLE vt USING fts5(x)",
    Expect::Refused("schema changes")
)]
#[case::create_temp_table("CREATE TEMP TABLE tmp (a)", Expect::Refused("schema changes"))]
#[case::create_temp_view(
    "CREATE TEMPORARY VIEW tv AS SELECT 1",
    Expect::Refused("schema changes")
)]
#[case::drop_table(
    "DROP TABLE t",
    Expect::Refused("schema changes are not allowed (DROP)")
)]
#[case::drop_view("DROP VIEW v", Expect::Refused("DROP"))]
#[case::drop_index("DROP INDEX t_name", Expect::Refused("DROP"))]
#[case::drop_trigger("DROP TRIGGER t_log", Expect::Refused("DROP"))]
#[case::alter_add("ALTER TABLE t ADD COLUMN c", Expect::Refused("ALTER"))]
#[case::alter_rename("ALTER TABLE t RENAME TO t2", Expect::Refused("ALTER"))]
// More than one statement, hidden behind comments or not.
#[case::two_statements("SELECT 1; DROP TABLE t", Expect::Refused("only one statement"))]
#[case::two_selects("SELECT 1; SELECT 2", Expect::Refused("only one statement"))]
#[case::line_comment_then_delete(
    "SELECT 1 -- \n; DELETE FROM t",
    Expect::Refused("only one statement")
)]
#[case::block_comment_semicolon(
    "SELECT 1 /* ; */ ; DELETE FROM t",
    Expect::Refused("only one statement")
)]
#[case::string_semicolon("SELECT ';'; DELETE FROM t", Expect::Refused("only one statement"))]
// Writes dressed as queries.
#[case::cte_delete(
    "WITH x AS (SELECT 1) DELETE FROM t",
    Expect::Refused("writes are not allowed (DELETE)")
)]
#[case::cte_insert(
    "WITH x AS (SELECT 1) INSERT INTO t SELECT 100, 'a' FROM x",
    Expect::Refused("INSERT")
)]
#[case::cte_update(
    "WITH x AS (SELECT 1) UPDATE t SET name = 'q'",
    Expect::Refused("UPDATE")
)]
#[case::block_comment_delete("/* harmless */ DELETE FROM t", Expect::Refused("DELETE"))]
#[case::line_comment_update("-- report\nUPDATE t SET name = NULL", Expect::Refused("UPDATE"))]
#[case::explain_delete("EXPLAIN DELETE FROM t", Expect::Refused("DELETE"))]
// Other databases.
#[case::attach_file("ATTACH '{dir}/other.db' AS o", Expect::Refused("ATTACH"))]
#[case::attach_memory("ATTACH ':memory:' AS m", Expect::Refused("ATTACH"))]
#[case::detach("DETACH DATABASE main", Expect::Refused("DETACH"))]
// PRAGMAs that write or loosen the guard.
#[case::journal_wal("PRAGMA journal_mode = WAL", Expect::Refused("PRAGMA journal_mode"))]
#[case::journal_delete("PRAGMA journal_mode = DELETE", Expect::Refused("PRAGMA journal_mode"))]
#[case::writable_schema(
    "PRAGMA writable_schema = 1",
    Expect::Refused("PRAGMA writable_schema")
)]
#[case::user_version(
    "PRAGMA user_version = 5",
    Expect::Refused("PRAGMA user_version with a value")
)]
#[case::application_id(
    "PRAGMA main.application_id = 7",
    Expect::Refused("PRAGMA application_id")
)]
#[case::query_only_off("PRAGMA query_only = 0", Expect::Refused("PRAGMA query_only"))]
#[case::trusted_schema("PRAGMA trusted_schema = 1", Expect::Refused("PRAGMA trusted_schema"))]
#[case::load_extension(
    "SELECT load_extension('{dir}/evil.so')",
    Expect::Refused("load_extension")
)]
// Maintenance and transactions.
#[case::vacuum("VACUUM", Expect::Refused("VACUUM"))]
#[case::vacuum_into("VACUUM INTO '{dir}/copy.db'", Expect::Refused("VACUUM"))]
#[case::reindex("REINDEX", Expect::Refused("REINDEX"))]
#[case::analyze("ANALYZE", Expect::Refused("ANALYZE"))]
#[case::savepoint("SAVEPOINT s1", Expect::Refused("transactions are not allowed"))]
#[case::begin("BEGIN", Expect::Refused("transactions are not allowed"))]
#[case::begin_immediate("BEGIN IMMEDIATE", Expect::Refused("transactions"))]
#[case::commit("COMMIT", Expect::Refused("transactions"))]
#[case::release("RELEASE s1", Expect::Refused("transactions"))]
// Runaway work: the time budget stops it.
#[case::endless_cte_count(
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r",
    Expect::Timeout
)]
#[case::endless_cte_rows(
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r",
    Expect::Timeout
)]
#[case::cross_join("SELECT count(*) FROM big a, big b, big c", Expect::Timeout)]
#[case::sorted_cross_join(
    "SELECT a.n FROM big a, big b, big c ORDER BY random() LIMIT 1",
    Expect::Timeout
)]
// Size bombs: the length limit stops them at the first oversized value.
#[case::randomblob("SELECT randomblob(2000000000)", Expect::Limit)]
#[case::randomblob_length("SELECT length(randomblob(100000000))", Expect::Limit)]
#[case::zeroblob("SELECT zeroblob(1000000000)", Expect::Limit)]
#[case::replace_bomb(
    "SELECT length(replace(hex(zeroblob(1000000)), '0', '0123456789'))",
    Expect::Limit
)]
#[case::printf_precision("SELECT length(printf('%.*c', 2000000000, 'x'))", Expect::Limit)]
#[case::printf_width("SELECT length(printf('%2000000000d', 1))", Expect::Limit)]
#[case::group_concat_bomb(
    "SELECT length(group_concat(hex(zeroblob(1000000)))) FROM big",
    Expect::LimitOrTimeout
)]
fn hostile_sql_is_refused_or_stopped(#[case] template: &str, #[case] expected: Expect) {
    let fixture = Fixture::new();
    let sql = fixture.sql(template);
    let db = SafeDb::open(
        &fixture.path,
        Limits {
            timeout: TIMEOUT,
            max_value_bytes: MAX_VALUE_BYTES,
            ..Limits::default()
        },
    )
    .expect("open");
    let outcome = run(&db, &sql);
    match (expected, &outcome) {
        (Expect::Refused(reason), Err(error @ DbError::Refused(_))) => {
            let message = error.to_string();
            assert!(message.starts_with("refused: "), "{message}");
            assert!(
                message.contains(reason),
                "{sql}: `{message}` lacks `{reason}`"
            );
            assert!(!message.contains('\n'), "one line: {message}");
        }
        (Expect::Timeout, Err(DbError::Timeout(limit))) => assert_eq!(*limit, TIMEOUT),
        (Expect::Limit | Expect::LimitOrTimeout, Err(DbError::Limit(_))) => {}
        (Expect::LimitOrTimeout, Err(DbError::Timeout(limit))) => assert_eq!(*limit, TIMEOUT),
        _ => panic!("{sql}: expected {expected:?}, got {outcome:?}"),
    }
    drop(db);
    fixture.assert_untouched();
}

#[rstest]
#[case::insert(&["INSERT INTO t VALUES (9, 'x')"], 2, "refused: writes are not allowed (INSERT)")]
#[case::two_statements(&["SELECT 1; DROP TABLE t"], 2, "refused: only one statement")]
#[case::cte_delete(&["WITH x AS (SELECT 1) DELETE FROM t"], 2, "refused: writes are not allowed (DELETE)")]
#[case::attach(&["ATTACH '{dir}/other.db' AS o"], 2, "refused: ATTACH is not allowed")]
#[case::vacuum_into(&["VACUUM INTO '{dir}/copy.db'"], 2, "refused: maintenance commands are not allowed (VACUUM)")]
#[case::pragma(&["PRAGMA writable_schema = 1"], 2, "refused: PRAGMA writable_schema")]
#[case::invalid(&["SELECT * FROM nowhere"], 2, "invalid SQL: no such table: nowhere")]
#[case::endless(&["--timeout-ms", "300", "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"], 1, "timed out after 300 ms")]
#[case::bomb(&["SELECT randomblob(2000000000)"], 1, "stopped: a value grew past")]
fn hostile_sql_through_the_binary(#[case] args: &[&str], #[case] code: i32, #[case] message: &str) {
    let fixture = Fixture::new();
    let args: Vec<String> = args.iter().map(|a| fixture.sql(a)).collect();
    Command::cargo_bin("qlarify")
        .expect("binary")
        .arg("run")
        .arg("--db")
        .arg(&fixture.path)
        .args(&args)
        .assert()
        .code(code)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(message).and(predicate::str::contains('\n').count(1)));
    fixture.assert_untouched();
}
