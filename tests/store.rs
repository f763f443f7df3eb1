//! The learned-state store against real files: round trips, interrupted writes, damaged files,
//! version migration, history with a torn line, and concurrent writers (threads and processes).
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use qlarify::core::conformal::Calibration;
use qlarify::core::hints::{Hint, HintBook};
use qlarify::store::{Dirs, Doc, Store, StoreError, Warning, CALIBRATION, HINTS};
use rstest::rstest;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

const FP: &str = "0123456789abcdef";
const CHILD_ENV: &str = "QLARIFY_STORE_TEST_CHILD";

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::new(dir.path());
    (dir, store)
}

fn hint(entity: &str) -> Hint {
    Hint::new(
        entity,
        "students.birthplace",
        vec!["students.origin".into()],
        1,
    )
}

fn entities(store: &Store) -> Vec<String> {
    let loaded = store.load::<HintBook>(FP, &HINTS).expect("load");
    assert_eq!(loaded.warnings, [], "unexpected warnings");
    let mut names: Vec<String> = loaded
        .value
        .hints()
        .iter()
        .map(|h| h.entity.clone())
        .collect();
    names.sort();
    names
}

fn add(store: &Store, entity: &str) {
    store
        .update(FP, &HINTS, |book: &mut HintBook| book.record(hint(entity)))
        .expect("update");
}

/// Re-runs this test binary as a child that executes `child_helper` in the given mode.
fn spawn_child(mode: &str, args: &[&str]) -> Child {
    let exe = std::env::current_exe().expect("test executable");
    let spec = std::iter::once(mode)
        .chain(args.iter().copied())
        .collect::<Vec<_>>()
        .join("|");
    Command::new(exe)
        .args([
            "child_helper",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
            "-q",
        ])
        .env(CHILD_ENV, spec)
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("spawn child")
}

#[test]
#[ignore = "helper: run in a child process by the concurrency and crash tests"]
fn child_helper() {
    let Ok(spec) = std::env::var(CHILD_ENV) else {
        return;
    };
    let parts: Vec<&str> = spec.split('|').collect();
    match parts.as_slice() {
        ["append", dir, tag, k] => {
            let store = Store::new(dir);
            for i in 0..k.parse::<usize>().expect("count") {
                add(&store, &format!("{tag}-{i}"));
            }
        }
        ["hold", dir, marker] => {
            let store = Store::new(dir);
            store
                .update(FP, &HINTS, |book: &mut HintBook| {
                    book.record(hint("written-by-the-crashed-process"));
                    std::fs::write(marker, b"locked").expect("marker");
                    std::thread::sleep(Duration::from_secs(120));
                })
                .expect("update");
        }
        other => panic!("unknown child spec {other:?}"),
    }
}

#[test]
fn missing_file_gives_defaults_and_update_writes_a_readable_envelope() {
    let (_dir, store) = store();
    let loaded = store.load::<HintBook>(FP, &HINTS).expect("load");
    assert!(loaded.value.is_empty() && loaded.warnings.is_empty());
    add(&store, "hometown");
    assert_eq!(entities(&store), ["hometown"]);
    let text =
        std::fs::read_to_string(store.db_dir(FP).expect("dir").join("hints.json")).expect("read");
    let parsed: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(parsed["version"], json!(1));
    assert_eq!(
        parsed["data"]["hints"][0]["preferred"],
        json!("students.birthplace")
    );
    assert!(
        text.lines().count() > 5,
        "pretty-printed for people: {text}"
    );
    assert_eq!(store.fingerprints().expect("list"), [FP]);
}

#[test]
fn calibration_round_trips_through_the_store() {
    let (_dir, store) = store();
    for s in [0.3, 0.1, 0.2] {
        store
            .update(FP, &CALIBRATION, |c: &mut Calibration| c.add(s))
            .expect("update")
            .value
            .expect("finite");
    }
    let cal = store
        .load::<Calibration>(FP, &CALIBRATION)
        .expect("load")
        .value;
    assert_eq!(cal.scores(), &[0.3, 0.1, 0.2]);
    assert_eq!(cal.threshold(), None, "3 scores at α = 0.05 cannot prune");
}

#[test]
fn interrupted_write_leaves_the_real_file_intact() {
    let (_dir, store) = store();
    add(&store, "hometown");
    let dir = store.db_dir(FP).expect("dir");
    let real = std::fs::read(dir.join("hints.json")).expect("read");
    // A writer that died mid-write leaves its temp file: truncated, or empty.
    let torn = dir.join(".hints.json.a1b2c3.tmp");
    std::fs::write(&torn, &real[..real.len() / 2]).expect("write torn temp");
    let empty = dir.join(".hints.json.zzzzzz.tmp");
    std::fs::write(&empty, b"").expect("write empty temp");
    assert_eq!(entities(&store), ["hometown"]);
    add(&store, "birth city");
    assert_eq!(entities(&store), ["birth city", "hometown"]);
    assert!(
        !torn.exists() && !empty.exists(),
        "orphaned temp files are cleaned under the lock"
    );
}

#[test]
fn a_process_killed_while_holding_the_lock_loses_nothing_and_frees_the_lock() {
    let (dir, store) = store();
    add(&store, "hometown");
    let marker = dir.path().join("child-has-lock");
    let mut child = spawn_child(
        "hold",
        &[
            dir.path().to_str().expect("utf-8"),
            marker.to_str().expect("utf-8"),
        ],
    );
    let start = Instant::now();
    while !marker.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "child never took the lock"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().expect("kill child");
    child.wait().expect("reap child");
    let (tx, rx) = std::sync::mpsc::channel();
    let writer = store.clone();
    std::thread::spawn(move || {
        add(&writer, "after the crash");
        let _ = tx.send(());
    });
    rx.recv_timeout(Duration::from_secs(30))
        .expect("the lock was released when the process died");
    assert_eq!(entities(&store), ["after the crash", "hometown"]);
}

#[rstest]
#[case::truncated_json(&b"{\"version\": 1, \"data\": {\"hints\": [{\"entity\": \"home"[..])]
#[case::not_json(&b"hints: hometown -> birthplace"[..])]
#[case::empty_file(&b""[..])]
#[case::wrong_shape(&b"{\"version\": 1, \"data\": 42}"[..])]
#[case::no_envelope(&b"{\"hints\": []}"[..])]
#[case::older_version_without_migration(&b"{\"version\": 0, \"data\": {\"hints\": []}}"[..])]
fn a_damaged_file_is_set_aside_with_a_warning(#[case] damage: &[u8]) {
    let (_dir, store) = store();
    let dir = store.db_dir(FP).expect("dir");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("hints.json");
    std::fs::write(&path, damage).expect("write damage");
    let loaded = store
        .load::<HintBook>(FP, &HINTS)
        .expect("load never fails on content");
    assert!(loaded.value.is_empty());
    let aside = dir.join("hints.json.corrupt-1");
    match loaded.warnings.as_slice() {
        [Warning::SetAside {
            path: p, moved_to, ..
        }] => assert_eq!((p, moved_to), (&path, &aside)),
        other => panic!("expected one SetAside warning, got {other:?}"),
    }
    assert_eq!(
        std::fs::read(&aside).expect("kept"),
        damage,
        "the damaged bytes are kept"
    );
    assert!(!path.exists());
    // A second damaged file gets the next free name; the first is not overwritten.
    std::fs::write(&path, b"{").expect("write damage");
    let warnings = store
        .update(FP, &HINTS, |b: &mut HintBook| b.record(hint("x")))
        .expect("update")
        .warnings;
    assert!(
        matches!(warnings.as_slice(), [Warning::SetAside { moved_to, .. }] if moved_to == &dir.join("hints.json.corrupt-2"))
    );
    assert_eq!(std::fs::read(&aside).expect("kept"), damage);
    assert_eq!(entities(&store), ["x"]);
}

#[test]
fn a_file_from_a_newer_version_is_never_overwritten() {
    let (_dir, store) = store();
    let dir = store.db_dir(FP).expect("dir");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let path = dir.join("hints.json");
    let future = br#"{"version": 99, "data": {"hints": [], "new_field": true}}"#;
    std::fs::write(&path, future).expect("write");
    let loaded = store.load::<HintBook>(FP, &HINTS).expect("load");
    assert!(matches!(
        loaded.warnings.as_slice(),
        [Warning::NewerVersion {
            found: 99,
            supported: 1,
            ..
        }]
    ));
    let err = store
        .update(FP, &HINTS, |b: &mut HintBook| b.record(hint("x")))
        .expect_err("refused");
    assert!(
        matches!(err, StoreError::NewerVersion { found: 99, .. }),
        "{err}"
    );
    assert_eq!(std::fs::read(&path).expect("read"), future);
}

/// Version 1 of this document stored bare `[entity, preferred]` pairs; version 2 is a HintBook.
fn pairs_to_book(from: u32, data: Value) -> Result<Value, String> {
    if from != 1 {
        return Err(format!("unknown version {from}"));
    }
    let pairs: Vec<(String, String)> = serde_json::from_value(data).map_err(|e| e.to_string())?;
    let hints: Vec<Value> = pairs
        .into_iter()
        .map(|(e, p)| json!({"entity": e, "preferred": p}))
        .collect();
    Ok(json!({ "hints": hints }))
}

#[test]
fn an_older_version_is_migrated_and_the_original_backed_up() {
    const HINTS_V2: Doc = Doc::new("hints.json", 2).with_migration(pairs_to_book);
    let (_dir, store) = store();
    let dir = store.db_dir(FP).expect("dir");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let v1 = br#"{"version": 1, "data": [["hometown", "students.birthplace"]]}"#;
    std::fs::write(dir.join("hints.json"), v1).expect("write");
    let loaded = store.load::<HintBook>(FP, &HINTS_V2).expect("load");
    assert!(matches!(
        loaded.warnings.as_slice(),
        [Warning::Migrated { from: 1, to: 2, .. }]
    ));
    assert_eq!(loaded.value.hints()[0].preferred, "students.birthplace");
    assert_eq!(
        std::fs::read(dir.join("hints.json")).expect("read"),
        v1,
        "loading does not write"
    );
    store
        .update(FP, &HINTS_V2, |b: &mut HintBook| b.record(hint("age")))
        .expect("update");
    assert_eq!(
        std::fs::read(dir.join("hints.json.v1.bak")).expect("backup"),
        v1
    );
    let after = store.load::<HintBook>(FP, &HINTS_V2).expect("load");
    assert_eq!((after.value.len(), after.warnings.len()), (2, 0));
}

#[test]
fn history_appends_and_tolerates_a_torn_last_line() {
    let (_dir, store) = store();
    for i in 0..3 {
        store
            .append_history(FP, &json!({"question": i}))
            .expect("append");
    }
    let path = store.db_dir(FP).expect("dir").join("history.jsonl");
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("open");
    std::io::Write::write_all(&mut file, br#"{"version": 1, "data": {"quest"#).expect("tear");
    let read = store.read_history::<Value>(FP).expect("read");
    assert_eq!(read.value.len(), 3);
    assert!(matches!(
        read.warnings.as_slice(),
        [Warning::TornLastLine { .. }]
    ));
    store
        .append_history(FP, &json!({"question": 3}))
        .expect("append after tear");
    let read = store.read_history::<Value>(FP).expect("read");
    let questions: Vec<i64> = read
        .value
        .iter()
        .map(|v| v["question"].as_i64().expect("int"))
        .collect();
    assert_eq!(questions, [0, 1, 2, 3]);
    assert!(
        matches!(
            read.warnings.as_slice(),
            [Warning::SkippedLine { line: 4, .. }]
        ),
        "{:?}",
        read.warnings
    );
    assert!(
        std::fs::read_to_string(&path)
            .expect("read")
            .contains("{\"quest\n"),
        "fragment kept"
    );
}

#[rstest]
#[case("")]
#[case("..")]
#[case("../escape")]
#[case("a/b")]
#[case("a b")]
fn fingerprints_must_be_plain_names(#[case] fp: &str) {
    let (_dir, store) = store();
    assert!(matches!(
        store.load::<HintBook>(fp, &HINTS),
        Err(StoreError::BadFingerprint(_))
    ));
    assert!(Dirs::under(Path::new("/x")).db_dir(fp).is_err());
}

#[test]
fn concurrent_threads_and_processes_lose_no_update() {
    const K: usize = 15;
    const THREADS: usize = 4;
    let (dir, store) = store();
    let root: PathBuf = dir.path().to_path_buf();
    let root_str = root.to_str().expect("utf-8").to_string();
    let children: Vec<Child> = ["proc-a", "proc-b"]
        .iter()
        .map(|tag| spawn_child("append", &[&root_str, tag, &K.to_string()]))
        .collect();
    let threads: Vec<_> = (0..THREADS)
        .map(|t| {
            let store = Store::new(&root);
            std::thread::spawn(move || (0..K).for_each(|i| add(&store, &format!("thread{t}-{i}"))))
        })
        .collect();
    for t in threads {
        t.join().expect("thread");
    }
    for mut child in children {
        assert!(child.wait().expect("child").success());
    }
    let names = entities(&store);
    assert_eq!(names.len(), (THREADS + 2) * K, "every update survives");
    for i in 0..K {
        assert!(names.contains(&format!("proc-b-{i}")) && names.contains(&format!("thread3-{i}")));
    }
}
