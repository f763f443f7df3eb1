//! PostgreSQL: the demo answered as on SQLite, the schema read the same, and the hostile suite —
//! every statement that would write or act outside its transaction refused, the database
//! unchanged (row counts and checksums of every table) after all of them.

use super::compare::{demo_db, edges, qlarify, same_readings_and_answers, shape};
use super::server::server;
use predicates::prelude::PredicateBooleanExt;
use qlarify::db::{DbError, IntrospectOptions, Limits, SafeDb, Value};
use std::path::Path;
use std::time::{Duration, Instant};

/// Row count and an order-independent checksum of every table, read behind qlarify's back.
fn fingerprint_of_every_table() -> Vec<String> {
    let server = server();
    let tables = server.psql(
        "SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = 'public' AND relkind = 'r' ORDER BY relname",
    );
    assert!(tables.len() >= 15, "{tables:?}");
    tables
        .iter()
        .flat_map(|name| {
            let t = format!("\"{name}\"");
            server.psql(&format!(
                "SELECT '{name}', count(*), md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) FROM {t} x"
            ))
        })
        .collect()
}

#[test]
fn the_schema_reads_as_it_does_from_the_sqlite_file() {
    let pg = SafeDb::open(Path::new(&server().demo_url()), Limits::default()).expect("connects");
    let lite = SafeDb::open(&demo_db(), Limits::default()).expect("opens");
    let options = IntrospectOptions::default();
    let (p, s) = (
        pg.introspect(&options).expect("pg"),
        lite.introspect(&options).expect("sqlite"),
    );
    assert_eq!(p.engine, qlarify::core::engine::Engine::Postgres);
    assert_eq!(p.namespace, "public");
    assert_eq!(shape(&p), shape(&s));
    // Learned state is keyed by the fingerprint: reading the server again finds the same one
    // (column types are part of it, and PostgreSQL's are its own: `bigint`, not `INTEGER`).
    let again = pg.introspect(&options).expect("pg again");
    assert_eq!(p.fingerprint(), again.fingerprint());
}

/// The demo's questions give the same readings in the same order on both engines, and every
/// reading both give returns the same rows. PostgreSQL may give fewer: a reading SQLite runs by
/// coercing types (`SUM` of a text column) is an error there and is dropped.
#[test]
fn the_demo_questions_give_the_same_readings_and_answers_on_sqlite_and_postgres() {
    let (same_top, compared) = same_readings_and_answers(&server().demo_url());
    assert!(compared >= 60, "only {compared} readings compared");
    assert!(
        same_top >= 35,
        "the top reading is the same on only {same_top} questions"
    );
}

#[test]
fn statements_that_write_or_act_outside_the_transaction_are_refused_and_change_nothing() {
    let state = tempfile::tempdir().expect("state");
    let url = server().demo_url();
    let before = fingerprint_of_every_table();
    let refused = [
        "DELETE FROM \"Pets\"",
        "UPDATE employees SET salary = 0",
        "INSERT INTO \"Pets\" VALUES (999, 'dragon', 1, 1)",
        "DROP TABLE employees",
        "TRUNCATE orders",
        "CREATE TABLE x (a int)",
        "COPY employees TO PROGRAM 'touch /tmp/qlarify-pwned'",
        "COPY employees FROM '/etc/hostname'",
        "SET ROLE postgres",
        "RESET ROLE",
        "SET default_transaction_read_only = off",
        "DO $$ BEGIN DELETE FROM \"Pets\"; END $$",
        "CALL nothing()",
        "LISTEN channel",
        "BEGIN",
        "VACUUM employees",
        "SELECT 1; DELETE FROM \"Pets\"",
        "WITH gone AS (DELETE FROM \"Pets\" RETURNING *) SELECT count(*) FROM gone",
        "EXPLAIN ANALYZE DELETE FROM \"Pets\"",
        "SELECT * FROM employees FOR UPDATE",
        "SELECT pg_terminate_backend(pg_backend_pid())",
        "SELECT pg_cancel_backend(1)",
        "SELECT lo_import('/etc/hostname')",
        "SELECT pg_read_file('/etc/hostname')",
        "SELECT set_config('default_transaction_read_only', 'off', false)",
        "SELECT query_to_xml('DELETE FROM \"Pets\"', true, true, '')",
        "SELECT pg_advisory_lock(42)",
        "SELECT txid_current()",
        "SELECT * FROM pg_ls_dir('.')",
    ];
    for sql in refused {
        let out = qlarify(state.path())
            .args(["--db", &url, "run", sql])
            .output()
            .expect("runs");
        assert_eq!(
            out.status.code(),
            Some(2),
            "{sql}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(!Path::new("/tmp/qlarify-pwned").exists());
    assert_eq!(fingerprint_of_every_table(), before);
}

/// A lookup loaded as it was exported, no key declared: the candidates' `cand_pty_affiliation`
/// holds only the lookup's `pty_cd` values, so the two join although no name says so;
/// `cand_pty_note` holds other values and joins nothing.
#[test]
fn a_code_column_of_an_export_joins_the_lookup_that_holds_its_values() {
    let dir = tempfile::tempdir().expect("dir");
    let script = dir.path().join("lookups.sql");
    std::fs::write(
        &script,
        "CREATE TABLE pty_ref (pty_cd text, pty_desc text);\n\
         CREATE TABLE cand (cand_id text, cand_pty_affiliation text, cand_pty_note text);\n\
         INSERT INTO pty_ref VALUES ('DEM','Democratic'),('REP','Republican'),('GRE','Green');\n\
         INSERT INTO cand VALUES ('C1','DEM','x'),('C2','REP','y'),('C3','DEM','z');\n",
    )
    .expect("script");
    let pg = server();
    pg.load("lookups", &script);
    let url = format!("postgres://postgres@127.0.0.1:{}/lookups", pg.port);
    let db = SafeDb::open(Path::new(&url), Limits::default()).expect("connects");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    assert_eq!(edges(&schema), ["cand.cand_pty_affiliation>pty_ref.pty_cd"]);
}

#[test]
fn a_slow_statement_times_out_and_a_running_one_is_cancelled() {
    let state = tempfile::tempdir().expect("state");
    let started = Instant::now();
    qlarify(state.path())
        .args([
            "--db",
            &server().demo_url(),
            "run",
            "--timeout-ms",
            "300",
            "SELECT pg_sleep(30)",
        ])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("timed out"));
    assert!(started.elapsed() < Duration::from_secs(15));

    let db = SafeDb::open(Path::new(&server().demo_url()), Limits::default()).expect("connects");
    let cancel = db.cancel_handle();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        cancel.cancel();
    });
    let started = Instant::now();
    let outcome = db.query_capped("SELECT pg_sleep(30)", 10);
    canceller.join().expect("joins");
    assert!(matches!(outcome, Err(DbError::Cancelled)), "{outcome:?}");
    assert!(started.elapsed() < Duration::from_secs(15));
    // The session is usable again after a cancel.
    let after = db.query_capped("SELECT 1", 10).expect("runs");
    assert_eq!(after.rows, vec![vec![Value::Integer(1)]]);
}

#[test]
fn rows_stream_in_pages_under_the_row_cap() {
    let db = SafeDb::open(Path::new(&server().demo_url()), Limits::default()).expect("connects");
    let mut query = db
        .prepare("SELECT g, g::text || 'x', g / 2.0 FROM generate_series(1, 5000) g ORDER BY g")
        .expect("prepares");
    assert!(query.ordered());
    let mut pages = query.pages(1000, Some(2500)).expect("starts");
    let mut sizes = Vec::new();
    let mut last = None;
    while let Some(page) = pages.next_page().expect("page") {
        sizes.push(page.rows.len());
        last = page.rows.last().cloned();
    }
    assert_eq!(sizes, vec![1000, 1000, 500]);
    assert!(pages.truncated());
    assert_eq!(
        last,
        Some(vec![
            Value::Integer(2500),
            Value::Text("2500x".into()),
            Value::Real(1250.0)
        ])
    );
}

#[test]
fn the_password_comes_from_the_environment_and_never_from_the_url() {
    let state = tempfile::tempdir().expect("state");
    let server = server();
    qlarify(state.path())
        .env("PGPASSWORD", "reader")
        .args([
            "--db",
            &server.reader_url(),
            "run",
            "--csv",
            "SELECT count(*) FROM \"Pets\"",
        ])
        .assert()
        .success()
        .stdout(predicates::str::contains("count"));
    let with_password = server
        .reader_url()
        .replace("qlarify_reader@", "qlarify_reader:reader@");
    let out = qlarify(state.path())
        .args(["--db", &with_password, "run", "SELECT 1"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("PGPASSWORD") && !stderr.contains(":reader@"),
        "{stderr}"
    );
}

/// Accepting a reading on the server learns as on a file: the learned hints and preferences are
/// kept under the schema's fingerprint, and `hints list` / `prefs show` find them again.
#[test]
fn accepting_a_reading_on_postgres_learns_and_the_learning_is_found_again() {
    let state = tempfile::tempdir().expect("state");
    let url = server().demo_url();
    let out = qlarify(state.path())
        .args(["--db", &url, "ask", "--lexical", "--choose", "1"])
        .arg("What are the average salaries by department?")
        .output()
        .expect("asks");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Accepted it as what you meant"));
    let prefs = qlarify(state.path())
        .args(["--db", &url, "prefs", "show", "--json"])
        .output()
        .expect("prefs");
    assert!(prefs.status.success());
    let prefs: serde_json::Value = serde_json::from_slice(&prefs.stdout).expect("json");
    let rows = prefs["matrix"]["rows"].as_object().expect("rows");
    assert!(!rows.is_empty(), "accepting learned something: {prefs}");
    // Nothing that names the server's address (or a secret) is a file name under the state.
    for entry in walk(state.path()) {
        assert!(!entry.contains("127.0.0.1"), "{entry}");
    }
}

fn walk(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        out.push(path.display().to_string());
        if path.is_dir() {
            out.extend(walk(&path));
        }
    }
    out
}

/// A server that is not there is "try again" (exit 1) with the reason; a database that does not
/// exist is the input's fault (exit 2) with the server's own words.
#[test]
fn connection_failures_say_why() {
    let state = tempfile::tempdir().expect("state");
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a port")
        .port();
    qlarify(state.path())
        .args([
            "--db",
            &format!("postgres://postgres@127.0.0.1:{closed}/x"),
            "run",
            "SELECT 1",
        ])
        .assert()
        .code(1)
        .stderr(
            predicates::str::contains("cannot reach").and(predicates::str::contains("refused")),
        );
    let missing = server().demo_url().replace("/demo", "/no_such_database");
    qlarify(state.path())
        .args(["--db", &missing, "run", "SELECT 1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "\"no_such_database\" does not exist",
        ));
}

/// A URL that asks for TLS gets it, with the server's certificate verified against the URL's
/// `sslrootcert`; one without that root cannot verify this server and fails saying so; a URL
/// that does not ask stays plain.
#[test]
fn tls_is_used_and_verified_when_the_url_asks_for_it() {
    let state = tempfile::tempdir().expect("state");
    let server = server();
    let on_tls = "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()";
    let ask = |url: &str| {
        qlarify(state.path())
            .args(["--db", url, "run", "--csv", on_tls])
            .output()
            .expect("runs")
    };
    // Wait for the reload that turned TLS on to reach the server (it is asynchronous).
    let verified = format!(
        "{}?sslmode=verify-full&sslrootcert={}",
        server.demo_url(),
        server.ca.display()
    );
    let mut out = ask(&verified);
    for _ in 0..50 {
        if out.status.success() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        out = ask(&verified);
    }
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "ssl\n1\n");

    let unverifiable = ask(&format!("{}?sslmode=require", server.demo_url()));
    assert_eq!(unverifiable.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&unverifiable.stderr);
    assert!(stderr.contains("certificate"), "{stderr}");

    let plain = ask(&server.demo_url());
    assert!(plain.status.success());
    assert_eq!(String::from_utf8_lossy(&plain.stdout), "ssl\n0\n");
}
