//! `apply` against a real store in a temp directory: every edit persists, touches only its own
//! hint and its own database, and a missing hint is an error rather than a silent no-op.

use super::press;
use crate::core::hints::{Hint, HintBook};
use crate::core::prefs::{Drift, ModelPrefs};
use crate::driver::learned::PrefsDoc;
use crate::store::{Store, HINTS, MODELS, PREFS};
use crate::tui::component::{Outcome, Request};
use crate::tui::screens::{apply, load_hints, HintsScreen};
use std::collections::BTreeMap;

const FP: &str = "0123456789abcdef";
const OTHER: &str = "fedcba9876543210";

fn hints() -> Vec<Hint> {
    vec![
        Hint::new(
            "hometown",
            "students.birthplace",
            vec!["students.origin".into()],
            3,
        ),
        Hint::new(
            "total sales",
            "orders.gross_sales",
            vec!["orders.net_sales".into()],
            5,
        ),
        Hint::new("department", "employees.curr_dept", vec![], 6),
    ]
}

/// Two databases with the same hints, and preferences for both.
fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    for fp in [FP, OTHER] {
        store
            .update(fp, &HINTS, |book: &mut HintBook| {
                *book = HintBook::from_hints(hints());
            })
            .expect("hints");
        store
            .update(fp, &PREFS, |doc: &mut PrefsDoc| {
                let m = BTreeMap::from([("|projection|a.x".to_string(), 1.0)]);
                doc.matrix
                    .select("x", "|projection|a.x", 0.3, 1, &m, &Drift::none());
                doc.step = 6;
            })
            .expect("prefs");
        store
            .update(fp, &MODELS, |m: &mut ModelPrefs| {
                m.record(&["builtin".into()], 1, &Drift::none());
            })
            .expect("models");
    }
    (dir, store)
}

fn book(store: &Store, fp: &str) -> Vec<Hint> {
    store
        .load::<HintBook>(fp, &HINTS)
        .expect("load")
        .value
        .hints()
        .to_vec()
}

#[test]
fn disabling_and_enabling_persist_for_this_database_only() {
    let (_dir, store) = store();
    let off = Request::SetHintEnabled {
        entity: "Total Sales".into(),
        preferred: "orders.gross_sales".into(),
        enabled: false,
    };
    let said = apply(&off, &store, FP).expect("apply");
    assert!(said.contains("disabled"), "{said}");
    let mine = book(&store, FP);
    assert!(!mine[1].enabled && mine[0].enabled && mine[2].enabled);
    assert_eq!(
        book(&store, OTHER),
        hints(),
        "the other database is untouched"
    );

    let on = Request::SetHintEnabled {
        entity: "total sales".into(),
        preferred: "orders.gross_sales".into(),
        enabled: true,
    };
    apply(&on, &store, FP).expect("apply");
    assert_eq!(book(&store, FP), hints());
}

#[test]
fn editing_a_note_persists_and_keeps_the_order_and_the_rest() {
    let (_dir, store) = store();
    let edit = Request::EditHint {
        entity: "hometown".into(),
        preferred: "students.birthplace".into(),
        note: "  where they were born  ".into(),
    };
    apply(&edit, &store, FP).expect("apply");
    let mine = book(&store, FP);
    assert_eq!(mine[0].note.as_deref(), Some("where they were born"));
    let mut expected = hints();
    expected[0].note = Some("where they were born".into());
    assert_eq!(mine, expected, "only the note changed, order kept");
    assert_eq!(book(&store, OTHER), hints());

    let clear = Request::EditHint {
        entity: "hometown".into(),
        preferred: "students.birthplace".into(),
        note: String::new(),
    };
    assert!(apply(&clear, &store, FP)
        .expect("apply")
        .contains("removed"));
    assert_eq!(book(&store, FP), hints());
}

#[test]
fn deleting_persists_and_a_second_delete_is_an_error() {
    let (_dir, store) = store();
    let delete = Request::DeleteHint {
        entity: "department".into(),
        preferred: "employees.curr_dept".into(),
    };
    apply(&delete, &store, FP).expect("apply");
    assert_eq!(book(&store, FP), hints()[..2]);
    assert_eq!(book(&store, OTHER).len(), 3);
    let again = apply(&delete, &store, FP).expect_err("already gone");
    assert!(again.contains("no hint"), "{again}");
}

#[test]
fn an_edit_of_a_missing_hint_writes_nothing_new() {
    let (_dir, store) = store();
    let edit = Request::EditHint {
        entity: "nowhere".into(),
        preferred: "a.b".into(),
        note: "x".into(),
    };
    assert!(apply(&edit, &store, FP).is_err());
    assert_eq!(book(&store, FP), hints());
}

#[test]
fn resetting_preferences_forgets_u_and_models_but_keeps_clock_and_hints() {
    let (_dir, store) = store();
    let said = apply(&Request::ResetPrefs, &store, FP).expect("apply");
    assert!(said.contains("1 phrase row"), "{said}");
    let doc = store.load::<PrefsDoc>(FP, &PREFS).expect("load").value;
    assert!(doc.matrix.is_empty());
    assert_eq!(doc.step, 6, "the logical clock keeps running");
    let models = store.load::<ModelPrefs>(FP, &MODELS).expect("load").value;
    assert!(models.shares().is_empty());
    assert_eq!(book(&store, FP), hints());
    let other = store.load::<PrefsDoc>(OTHER, &PREFS).expect("load").value;
    assert!(
        !other.matrix.is_empty(),
        "the other database keeps its preferences"
    );
}

#[test]
fn requests_that_are_not_store_edits_are_refused() {
    let (_dir, store) = store();
    assert!(apply(&Request::Close, &store, FP).is_err());
    assert!(apply(&Request::Ask("hi".into()), &store, FP).is_err());
}

#[test]
fn a_screen_edit_round_trips_through_the_store() {
    let (_dir, store) = store();
    let mut screen = HintsScreen::new(load_hints(&store, FP).expect("load"));
    for keys in ["down x", "e type:gross_not_net enter", "G d y"] {
        let Outcome::Request(request) = press(&mut screen, keys) else {
            panic!("{keys}: no request");
        };
        apply(&request, &store, FP).expect("apply");
    }
    let data = load_hints(&store, FP).expect("reload");
    assert_eq!(data.step, 6);
    assert_eq!(data.hints.len(), 2);
    assert!(!data.hints[1].enabled);
    assert_eq!(data.hints[1].note.as_deref(), Some("gross not net"));
    assert_eq!(book(&store, OTHER), hints());
}
