//! Hostile databases and SQL through `qlarify run`: time, disk and rows are bounded, WAL files
//! are read without creating anything, and every failure has its documented exit code.

use crate::support::{database, qlarify};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const ROWS: &str = "CREATE TABLE t (x INTEGER);
    WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 20000)
    INSERT INTO t SELECT n FROM r;";

fn run(state: &Path, db: &Path, args: &[&str]) -> std::process::Output {
    qlarify(state)
        .arg("run")
        .arg("--db")
        .arg(db)
        .args(args)
        .timeout(Duration::from_secs(60))
        .output()
        .expect("runs")
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_value_bomb_stops_at_the_deadline_whatever_the_op_mix() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(dir.path(), "forty.db", &ROWS.replace("20000", "40"));
    let started = Instant::now();
    let out = run(
        dir.path(),
        &db,
        &[
            "--timeout-ms",
            "1000",
            "SELECT count(DISTINCT zeroblob(60000000) || x) FROM t",
        ],
    );
    let took = started.elapsed();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    // Before the watchdog: 11.3 s and 2.4 GB of temp file for a 1 s timeout.
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[test]
fn run_caps_rows_by_config_unless_max_rows_0() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(dir.path(), "rows.db", ROWS);
    let capped = run(dir.path(), &db, &["--csv", "SELECT x FROM t"]);
    assert!(capped.status.success(), "{}", stderr(&capped));
    assert_eq!(
        capped.stdout.iter().filter(|b| **b == b'\n').count(),
        10_001
    );
    assert!(stderr(&capped).contains("stopped after 10000 rows"));
    let all = run(
        dir.path(),
        &db,
        &["--csv", "--max-rows", "0", "SELECT x FROM t"],
    );
    assert_eq!(all.stdout.iter().filter(|b| **b == b'\n').count(), 20_001);
}

#[test]
fn sql_may_start_with_a_comment() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(dir.path(), "rows.db", ROWS);
    let comment = run(
        dir.path(),
        &db,
        &["--csv", "-- the count\nSELECT count(*) FROM t"],
    );
    assert!(comment.status.success(), "{}", stderr(&comment));
    assert!(String::from_utf8_lossy(&comment.stdout).contains("20000"));
}

#[test]
fn the_whole_run_counts_against_its_timeout_not_only_time_in_sqlite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(dir.path(), "rows.db", ROWS);
    let mut child = Command::new(env!("CARGO_BIN_EXE_qlarify"))
        .env("QLARIFY_CONFIG_DIR", dir.path().join("config"))
        .env("QLARIFY_DATA_DIR", dir.path().join("data"))
        .arg("run")
        .arg("--db")
        .arg(&db)
        .args(["--csv", "--max-rows", "0", "--timeout-ms", "1000"])
        .arg("SELECT x, printf('%.200c', 'y') FROM t, (SELECT 1 UNION ALL SELECT 2)")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    // Nobody reads for 2 s: the pipe fills and the command waits, inside its timeout.
    std::thread::sleep(Duration::from_secs(2));
    let mut sink = Vec::new();
    child
        .stdout
        .take()
        .expect("stdout")
        .read_to_end(&mut sink)
        .expect("read");
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("timed out"), "{}", stderr(&out));
}

#[test]
fn a_wal_database_is_read_without_creating_files_beside_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(
        dir.path(),
        "wal.db",
        "PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (7);",
    );
    let before: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    let out = run(
        &dir.path().join("state"),
        &db,
        &["--csv", "SELECT x FROM t"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains('7'));
    let after: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        .filter(|n| n != "state")
        .collect();
    assert_eq!(before, after, "no -shm or -wal appears");
}

#[test]
fn exit_codes_say_refused_or_transient_as_documented() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(
        dir.path(),
        "rows.db",
        "PRAGMA journal_mode = DELETE; CREATE TABLE t (x); INSERT INTO t VALUES (1);",
    );
    // A table-valued pragma is refused (2), with its reason.
    let pragma = run(dir.path(), &db, &["SELECT * FROM pragma_query_only"]);
    assert_eq!(pragma.status.code(), Some(2), "{}", stderr(&pragma));
    // A directory and a device are not "no such file", and are refused.
    for (path, says) in [
        (dir.path(), "is a directory"),
        (Path::new("/dev/null"), "not a regular file"),
    ] {
        let out = run(dir.path(), path, &["SELECT 1"]);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
    }
    // Invalid UTF-8 on stdin is refused input, in one line of ours.
    let out = qlarify(dir.path())
        .arg("run")
        .arg("--db")
        .arg(&db)
        .arg("-")
        .write_stdin(vec![b'S', 0xff, 0xfe])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("not valid UTF-8"), "{}", stderr(&out));
    // A database another program holds locked is transient: 1, and it says so.
    let writer = rusqlite::Connection::open(&db).expect("open");
    writer
        .execute_batch("BEGIN EXCLUSIVE; INSERT INTO t VALUES (2);")
        .expect("lock");
    let locked = run(dir.path(), &db, &["SELECT count(*) FROM t"]);
    assert_eq!(locked.status.code(), Some(1), "{}", stderr(&locked));
    assert!(stderr(&locked).contains("locked"), "{}", stderr(&locked));
    drop(writer);
}

#[test]
fn a_hostile_column_name_prints_as_escapes_in_the_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(
        dir.path(),
        "names.db",
        "CREATE TABLE t (x); INSERT INTO t VALUES (1);",
    );
    let out = run(
        dir.path(),
        &db,
        &["SELECT x AS \"\u{1b}]0;PWNED\u{7}\" FROM t"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        !out.stdout.contains(&0x1b),
        "{:?}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Run `qlarify run --csv SQL` on `name` inside `src`, seen through a read-only bind mount in a
/// private mount namespace (`unshare -m`, which needs root); `None` where that is not allowed.
fn run_on_read_only_mount(src: &Path, name: &str, sql: &str) -> Option<std::process::Output> {
    let mnt = src.with_file_name("mnt");
    std::fs::create_dir_all(&mnt).expect("mount point");
    let bin = assert_cmd::cargo::cargo_bin("qlarify");
    let state = src.with_file_name("state");
    let script = format!(
        "mount --bind -o ro '{src}' '{mnt}' || exit 97; \
         touch '{mnt}/probe' 2>/dev/null && exit 98; \
         echo 'read-only mount ready' >&2; \
         QLARIFY_CONFIG_DIR='{state}/config' QLARIFY_DATA_DIR='{state}/data' \
         exec '{bin}' run --db '{mnt}/{name}' --csv \"{sql}\"",
        src = src.display(),
        mnt = mnt.display(),
        state = state.display(),
        bin = bin.display(),
    );
    let out = Command::new("unshare")
        .args(["-m", "sh", "-c", &script])
        .output()
        .ok()?;
    if out.status.code() == Some(98) {
        panic!("the bind mount is writable");
    }
    // `unshare` itself refused (not root), or the mount failed: nothing to test here.
    if !String::from_utf8_lossy(&out.stderr).contains("read-only mount ready") {
        eprintln!("skipped: no private read-only mount here (needs root and unshare)");
        return None;
    }
    Some(out)
}

#[test]
fn a_wal_database_on_read_only_media_is_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("src");
    std::fs::create_dir_all(&src).expect("src");
    // A checkpointed WAL database (no -shm beside it), and one copied while a writer had
    // uncheckpointed rows in its -wal (its -shm beside it).
    database(
        &src,
        "clean.db",
        "PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (7);",
    );
    let live = src.with_file_name("live.db");
    let writer = rusqlite::Connection::open(&live).expect("writer");
    writer
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
             CREATE TABLE t (x); INSERT INTO t VALUES (7);",
        )
        .expect("fixture");
    for suffix in ["", "-wal", "-shm"] {
        let from = format!("{}{suffix}", live.display());
        let to = src.join(format!("live.db{suffix}"));
        std::fs::copy(&from, &to).expect("copy");
    }
    for name in ["clean.db", "live.db"] {
        let Some(out) = run_on_read_only_mount(&src, name, "SELECT count(*) FROM sqlite_schema")
        else {
            return;
        };
        assert!(out.status.success(), "{name}: {}", stderr(&out));
    }
    let out = run_on_read_only_mount(&src, "clean.db", "SELECT x FROM t").expect("mounted before");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout)
            .trim_end()
            .lines()
            .last(),
        Some("7")
    );
    drop(writer);
}
