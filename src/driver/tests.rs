//! Candidate checks on the pool: concurrent, in the order asked, and the same as one by one.

use super::*;
use crate::db::{DbResult, IntrospectOptions, Limits};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Condvar;

fn database(dir: &Path) -> PathBuf {
    let path = dir.join("t.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, n INTEGER);
         INSERT INTO t(name, n) VALUES ('a', 1), ('b', 2), ('c', 2);",
    )
    .expect("fill");
    path
}

fn bench(path: &Path, checkers: Option<Checkers>) -> Workbench {
    let db = SafeDb::open(path, Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    Workbench {
        db,
        schema,
        generators: Vec::new(),
        max_candidates: 10,
        max_rows: 1000,
        persistence: None,
        generation: GenerationOptions::default(),
        similarity: Arc::new(|_: &str, _: &str| 0.0),
        last_result: Default::default(),
        checks: Default::default(),
        checkers,
    }
}

fn batch() -> Vec<(u64, String)> {
    [
        "SELECT name FROM t",
        "SELECT name FROM t WHERE n = 2",
        "SELECT nosuch FROM t",
        "SELECT count(*) FROM t",
        "SELECT name FROM t ORDER BY name DESC",
        "DELETE FROM t",
    ]
    .iter()
    .map(|sql| (1, sql.to_string()))
    .collect()
}

/// An opener whose first two calls wait for each other (up to 10 s): with checks one after
/// another the first call would wait alone and fail.
fn rendezvous_opener(
    path: PathBuf,
    met: Arc<(Mutex<usize>, Condvar)>,
    opened: Arc<AtomicUsize>,
) -> impl Fn() -> DbResult<SafeDb> + Send + Sync {
    move || {
        let nth = opened.fetch_add(1, Ordering::SeqCst);
        if nth < 2 {
            let (count, arrived) = &*met;
            let mut count = count.lock().expect("lock");
            *count += 1;
            arrived.notify_all();
            let (count, _) = arrived
                .wait_timeout_while(count, Duration::from_secs(10), |c| *c < 2)
                .expect("wait");
            if *count < 2 {
                return Err(crate::db::DbError::Open {
                    path: "rendezvous".into(),
                    reason: "the other check never started".into(),
                });
            }
        }
        SafeDb::open(&path, Limits::default())
    }
}

#[test]
fn a_batch_is_checked_concurrently_and_reported_in_the_order_asked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = database(dir.path());
    let met = Arc::new((Mutex::new(0), Condvar::new()));
    let opened = Arc::new(AtomicUsize::new(0));
    let pooled = bench(
        &path,
        Some(Checkers::new(
            3,
            rendezvous_opener(path.clone(), met.clone(), opened.clone()),
        )),
    );
    let alone = bench(&path, None);

    let together = pooled.check_all(batch());
    let one_by_one = alone.check_all(batch());

    assert_eq!(*met.0.lock().expect("lock"), 2, "two checks ran at once");
    assert!(opened.load(Ordering::SeqCst) <= 3, "never wider than asked");
    assert_eq!(together, one_by_one);
    let outcomes: Vec<bool> = together
        .iter()
        .map(|e| match e {
            Event::Fingerprinted { outcome, .. } => outcome.is_ok(),
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(outcomes, [true, true, false, true, true, false]);
}

#[test]
fn a_pool_that_cannot_open_falls_back_to_the_main_connection() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = database(dir.path());
    let broken = bench(
        &path,
        Some(Checkers::new(2, || {
            Err(crate::db::DbError::Open {
                path: "gone".into(),
                reason: "no such file".into(),
            })
        })),
    );
    let alone = bench(&path, None);
    assert_eq!(broken.check_all(batch()), alone.check_all(batch()));
}

#[test]
fn a_lent_connection_comes_back_even_when_the_work_panics() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = database(dir.path());
    let opened = Arc::new(AtomicUsize::new(0));
    let counter = opened.clone();
    let pool = Checkers::new(1, move || {
        counter.fetch_add(1, Ordering::SeqCst);
        SafeDb::open(&path, Limits::default())
    });
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        pool.with(|_| panic!("a check panicked"))
    }));
    assert!(panicked.is_err());
    // Width 1: a lost connection would make this wait for ever; it is idle again instead.
    let rows = pool
        .with(|db| {
            db.query_capped("SELECT count(*) FROM t", 10)
                .map(|r| r.rows.len())
        })
        .expect("lent")
        .expect("ran");
    assert_eq!(rows, 1);
    assert_eq!(opened.load(Ordering::SeqCst), 1);
}

#[test]
fn the_round_deadline_is_shared_by_the_pool() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = database(dir.path());
    let pooled = bench(
        &path,
        Some(Checkers::new(2, {
            let path = path.clone();
            move || SafeDb::open(&path, Limits::with_timeout(Duration::ZERO))
        })),
    );
    let events = pooled.check_all(batch());
    for event in events {
        let Event::Fingerprinted { outcome, .. } = event else {
            panic!("unexpected {event:?}");
        };
        let error = outcome.expect_err("no time to check");
        assert!(error.contains("ran out"), "{error}");
    }
}

#[test]
fn checks_read_a_sample_of_a_large_table_and_an_empty_sample_merges_with_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = database(dir.path());
    let db = SafeDb::open(&path, Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    // `t` holds 3 rows; read as its first 2, the row named 'c' lies outside the sample.
    let sampling = Sampling::over(&schema, 2);
    let checks = RoundChecks::default();
    let key = |sql: &str| match checkers::check(&db, &checks, &sampling, (1, sql.into()), 100) {
        Event::Fingerprinted { outcome, .. } => outcome.expect("runs"),
        other => panic!("unexpected {other:?}"),
    };
    let everything = |sql: &str| db.fingerprint(sql, 100).expect("runs").key();

    assert_eq!(
        key("SELECT count(*) FROM t"),
        format!("{}~", everything("SELECT 2"))
    );
    // Both filters miss the sample; on all the data they differ, so they must not merge.
    let c = key("SELECT id FROM t WHERE name = 'c'");
    let d = key("SELECT id FROM t WHERE name = 'd'");
    assert_ne!(c, d);
    assert!(c.starts_with("~empty:"), "{c}");
    // A statement the rewrite does not suit is checked on all the data.
    assert_eq!(
        key("WITH t AS (SELECT 7 AS n) SELECT n FROM t"),
        everything("SELECT 7")
    );
}
