//! Tests for hint generation (ODIN Algorithm 3), formatting (Fig. 3) and the hint book.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use super::*;
use proptest::prelude::*;
use rstest::rstest;

/// The hints, as (entity, preferred, over) triples, are exactly `expected`, in order.
pub(super) fn assert_hints_are(hints: &[Hint], expected: &[(&str, &str, &[&str])]) {
    let got: Vec<(&str, &str, Vec<&str>)> = hints
        .iter()
        .map(|h| {
            (
                h.entity.as_str(),
                h.preferred.as_str(),
                h.over.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    let want: Vec<(&str, &str, Vec<&str>)> = expected
        .iter()
        .map(|(e, p, o)| (*e, *p, o.to_vec()))
        .collect();
    assert_eq!(got, want);
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn schema_map_ignores_nan_similarities() {
    let nan_first = |_: &str, b: &str| if b == "t.a" { f64::NAN } else { 0.1 };
    assert_eq!(schema_map("x", &["t.a", "t.b"], &nan_first), Some("t.b"));
    let all_nan = |_: &str, _: &str| f64::NAN;
    assert_eq!(schema_map("x", &["t.a"], &all_nan), None);
}

#[rstest]
#[case::column_with_alternatives(
    Hint::new("hometown", "students.birthplace", strings(&["students.origin"]), 0),
    "When referring to hometown, the user prefers the students.birthplace column over students.origin."
)]
#[case::table_without_alternatives(
    Hint::new("pet owners", "has_pet", vec![], 0),
    "When referring to pet owners, the user prefers the has_pet table."
)]
#[case::two_alternatives(
    Hint::new("total sales", "s.gross", strings(&["s.net", "s.final"]), 0),
    "When referring to total sales, the user prefers the s.gross column over s.net, s.final."
)]
fn format_hint_uses_the_paper_sentence(#[case] hint: Hint, #[case] text: &str) {
    assert_eq!(format_hint(&hint), text);
}

#[test]
fn format_hints_lists_enabled_hints_only() {
    let mut off = Hint::new("age", "students.age", vec![], 0);
    off.enabled = false;
    let on = Hint::new(
        "hometown",
        "students.birthplace",
        strings(&["students.origin"]),
        0,
    );
    assert_eq!(format_hints(&[]), "");
    assert_eq!(format_hints(&[off.clone()]), "");
    assert_eq!(
        format_hints(&[off, on]),
        "Hints:\n- When referring to hometown, the user prefers the students.birthplace column over students.origin.\n"
    );
}

#[rstest]
#[case(0, 10, 4.0)]
#[case(10, 10, 2.0)]
#[case(20, 10, 1.0)]
#[case(0, 0, 4.0)]
#[case(1, 0, 0.0)]
fn weight_halves_every_half_life(#[case] age: u64, #[case] half_life: u64, #[case] expected: f64) {
    let mut h = Hint::new("a", "t.a", vec![], 100);
    h.evidence = 4;
    assert!((h.weight(100 + age, half_life) - expected).abs() < 1e-12);
}

#[test]
fn record_accumulates_and_respects_user_edits() {
    let mut book = HintBook::new();
    book.record(Hint::new(
        "hometown",
        "students.birthplace",
        strings(&["students.origin"]),
        1,
    ));
    assert!(book.disable("HomeTown", "Students.Birthplace"));
    let mut again = Hint::new(
        "Hometown ",
        "students.birthplace",
        strings(&["student_birthplace.birthplace"]),
        5,
    );
    again.note = Some("from session 5".into());
    assert!(book.record(again).is_empty());
    assert_eq!(book.len(), 1);
    let h = &book.hints()[0];
    assert_eq!((h.evidence, h.last_used, h.enabled), (2, 5, false));
    assert_eq!(
        h.over,
        strings(&["students.origin", "student_birthplace.birthplace"])
    );
    assert_eq!(h.note.as_deref(), Some("from session 5"));
    assert!(book.enable("hometown", "students.birthplace"));
    assert!(!book.enable("hometown", "nowhere.at_all"));
}

#[test]
fn contradiction_erodes_then_replaces_an_old_preference() {
    let mut book = HintBook::new();
    for step in 0..2 {
        book.record(Hint::new(
            "hometown",
            "students.birthplace",
            strings(&["students.origin"]),
            step,
        ));
    }
    let flip = || {
        Hint::new(
            "hometown",
            "students.origin",
            strings(&["students.birthplace"]),
            9,
        )
    };
    assert!(book.record(flip()).is_empty());
    assert_eq!(
        book.find("hometown", "students.birthplace")
            .map(|h| h.evidence),
        Some(1)
    );
    let removed = book.record(flip());
    assert_eq!(removed.len(), 1);
    assert_eq!(removed[0].preferred, "students.birthplace");
    assert!(book.find("hometown", "students.birthplace").is_none());
    assert_eq!(
        book.find("hometown", "students.origin").map(|h| h.evidence),
        Some(2)
    );
}

#[test]
fn delete_search_and_touch() {
    let mut book = HintBook::from_hints([
        Hint::new(
            "hometown",
            "students.birthplace",
            strings(&["students.origin"]),
            1,
        ),
        Hint::new("total sales", "customer_sales.gross_sales", vec![], 50),
    ]);
    assert_eq!(book.search("ORIGIN").len(), 1);
    assert_eq!(book.search("").len(), 2);
    assert!(book.search("teachers").is_empty());
    assert!(book.touch("hometown", "students.birthplace", 40));
    assert_eq!(
        book.delete("TOTAL sales", "customer_sales.gross_sales")
            .map(|h| h.last_used),
        Some(50)
    );
    assert_eq!(book.search("").len(), 1);
}

#[test]
fn lookup_orders_by_similarity_then_evidence_and_skips_disabled() {
    let mut book = HintBook::from_hints([
        Hint::new("home town", "students.origin", vec![], 1),
        Hint::new("hometown", "students.birthplace", vec![], 2),
        Hint::new("birth city", "students.birthplace", vec![], 3),
    ]);
    book.record(Hint::new("hometown", "students.birthplace", vec![], 4));
    let squash = |t: &str| t.replace(' ', "").to_lowercase();
    let sim = |a: &str, b: &str| if squash(a) == squash(b) { 0.9 } else { 0.1 };
    let found: Vec<(f64, &str)> = book
        .lookup("Hometown", &sim, 0.5)
        .into_iter()
        .map(|(s, h)| (s, h.preferred.as_str()))
        .collect();
    assert_eq!(
        found,
        [(1.0, "students.birthplace"), (0.9, "students.origin")]
    );
    book.disable("hometown", "students.birthplace");
    assert_eq!(book.lookup("hometown", &sim, 0.5).len(), 1);
    assert_eq!(book.lookup("hometown", &sim, 0.0).len(), 2);
}

#[test]
fn book_round_trips_through_json_with_defaults() {
    let json = r#"{"hints": [{"entity": "hometown", "preferred": "students.birthplace"}]}"#;
    let book: HintBook = serde_json::from_str(json).expect("parses");
    let h = &book.hints()[0];
    assert_eq!(
        (h.evidence, h.enabled, h.last_used, h.over.len()),
        (1, true, 0, 0)
    );
    let back: HintBook =
        serde_json::from_str(&serde_json::to_string(&book).expect("ser")).expect("de");
    assert_eq!(back, book);
}

fn arb_hint() -> impl Strategy<Value = Hint> {
    let entity = prop::sample::select(vec!["hometown", "Hometown", "total sales", "age"]);
    let comp = || {
        prop::sample::select(vec![
            "s.birthplace",
            "s.origin",
            "S.Origin",
            "sales.gross",
            "sales",
        ])
    };
    (
        entity,
        comp(),
        prop::collection::vec(comp(), 0..3),
        1u32..4,
        0u64..50,
        any::<bool>(),
    )
        .prop_map(|(e, p, over, evidence, step, enabled)| Hint {
            evidence,
            enabled,
            ..Hint::new(e, p, over.into_iter().map(String::from).collect(), step)
        })
}

fn sorted(book: &HintBook) -> Vec<Hint> {
    let mut hints = book.hints().to_vec();
    for h in &mut hints {
        let mut over: Vec<String> = h.over.iter().map(|o| fold(o)).collect();
        over.sort();
        h.over = over;
        h.entity = fold(&h.entity);
        h.preferred = fold(&h.preferred);
    }
    hints.sort_by_key(Hint::key);
    hints
}

proptest! {
    #[test]
    fn merge_is_idempotent_and_commutative(
        a in prop::collection::vec(arb_hint(), 0..8),
        b in prop::collection::vec(arb_hint(), 0..8),
    ) {
        let (a, b) = (HintBook::from_hints(a), HintBook::from_hints(b));
        let mut twice = a.clone();
        twice.merge(&a);
        prop_assert_eq!(&twice, &a);
        let mut ab = a.clone();
        ab.merge(&b);
        let mut ba = b.clone();
        ba.merge(&a);
        prop_assert_eq!(sorted(&ab), sorted(&ba));
        let mut again = ab.clone();
        again.merge(&b);
        prop_assert_eq!(again, ab);
    }

    #[test]
    fn record_never_lowers_the_recorded_hint_and_keeps_keys_unique(
        start in prop::collection::vec(arb_hint(), 0..8),
        new in prop::collection::vec(arb_hint(), 1..8),
    ) {
        let mut book = HintBook::from_hints(start);
        for hint in new {
            let before = book.find(&hint.entity, &hint.preferred).map_or(0, |h| h.evidence);
            let removed = book.record(hint.clone());
            let after = book.find(&hint.entity, &hint.preferred).map(|h| h.evidence);
            prop_assert_eq!(after, Some(before.saturating_add(hint.evidence)));
            let rejected: Vec<String> = hint.over.iter().map(|o| fold(o)).collect();
            for r in &removed {
                prop_assert_eq!(fold(&r.entity), fold(&hint.entity));
                prop_assert!(rejected.contains(&fold(&r.preferred)));
            }
            let mut keys: Vec<_> = book.hints().iter().map(Hint::key).collect();
            let n = keys.len();
            keys.sort();
            keys.dedup();
            prop_assert_eq!(keys.len(), n);
        }
    }
}
