//! The hints review screen: snapshots and the request each key sequence sends.

use super::{press, render};
use crate::core::hints::Hint;
use crate::tui::component::{Component, Outcome, Request};
use crate::tui::screens::{HintsData, HintsScreen};
use rstest::rstest;

fn hint(entity: &str, preferred: &str, over: &str, evidence: u32, last_used: u64) -> Hint {
    Hint {
        evidence,
        ..Hint::new(entity, preferred, vec![over.to_string()], last_used)
    }
}

/// Four hints as a few weeks of use would leave them: one with a note, one switched off, one
/// still learning (a single answer: it does not steer generation yet).
pub fn data() -> HintsData {
    let mut hometown = hint("hometown", "students.birthplace", "students.origin", 3, 7);
    hometown.note = Some("where they were born, not where they live".into());
    let mut sales = hint(
        "total sales",
        "orders.gross_sales",
        "orders.net_sales",
        1,
        2,
    );
    sales.enabled = false;
    let dept = hint(
        "department",
        "employees.curr_dept",
        "employees.dept_2022",
        5,
        9,
    );
    let manager = hint("boss", "employees.manager_id", "employees.mentor_id", 1, 8);
    HintsData {
        hints: vec![hometown, sales, manager, dept],
        step: 9,
        warnings: Vec::new(),
    }
}

fn set_enabled(entity: &str, preferred: &str, enabled: bool) -> Outcome {
    Outcome::Request(Request::SetHintEnabled {
        entity: entity.into(),
        preferred: preferred.into(),
        enabled,
    })
}

#[rstest]
#[case::toggle_off("x", set_enabled("hometown", "students.birthplace", false))]
#[case::toggle_on_with_space("down space", set_enabled("total sales", "orders.gross_sales", true))]
#[case::toggle_twice("x x", set_enabled("hometown", "students.birthplace", true))]
#[case::delete_confirmed("G d y", Outcome::Request(Request::DeleteHint {
    entity: "department".into(), preferred: "employees.curr_dept".into() }))]
#[case::delete_declined("d n", Outcome::Consumed)]
#[case::delete_stray_key_keeps_asking("d j", Outcome::Consumed)]
#[case::edit_note("down e type:gross,_not_net enter", Outcome::Request(Request::EditHint {
    entity: "total sales".into(), preferred: "orders.gross_sales".into(),
    note: "gross, not net".into() }))]
#[case::edit_replaces_prefill("e ctrl-u type:born_there enter", Outcome::Request(Request::EditHint {
    entity: "hometown".into(), preferred: "students.birthplace".into(), note: "born there".into() }))]
#[case::edit_cancelled("e type:zzz esc", Outcome::Consumed)]
#[case::search_then_toggle(
    "/ type:dept enter x",
    set_enabled("department", "employees.curr_dept", false)
)]
#[case::search_types_letters_not_actions("/ type:xd", Outcome::Consumed)]
#[case::cancel_leaves("esc", Outcome::Request(Request::Close))]
#[case::esc_in_search_only_closes_it("/ esc", Outcome::Consumed)]
#[case::unknown_key_is_ignored("r", Outcome::Ignored)]
fn keys_send_requests(#[case] keys: &str, #[case] expected: Outcome) {
    let mut screen = HintsScreen::new(data());
    assert_eq!(press(&mut screen, keys), expected);
}

#[rstest]
#[case("/", true)]
#[case("/ type:ab", true)]
#[case("/ type:ab enter", false)]
#[case("e", true)]
#[case("d", true)]
#[case("d n", false)]
#[case("down", false)]
fn text_capture_follows_the_open_field(#[case] keys: &str, #[case] capturing: bool) {
    let mut screen = HintsScreen::new(data());
    press(&mut screen, keys);
    assert_eq!(screen.capturing_text(), capturing);
}

#[test]
fn the_screen_mirrors_an_edit_before_the_store_confirms_it() {
    let mut screen = HintsScreen::new(data());
    press(&mut screen, "x d y");
    let text = render(&screen, 100, 20).to_string();
    assert!(
        !text.contains("hometown"),
        "deleted hint still shown:\n{text}"
    );
    assert!(text.contains("3 hints, 1 off, 1 learning"), "{text}");
}

#[test]
fn snapshot_enabled_and_disabled() {
    let mut screen = HintsScreen::new(data());
    press(&mut screen, "down");
    insta::assert_snapshot!(render(&screen, 100, 16));
}

#[test]
fn snapshot_search_active() {
    let mut screen = HintsScreen::new(data());
    press(&mut screen, "/ type:sales");
    insta::assert_snapshot!(render(&screen, 100, 16));
}

#[test]
fn snapshot_delete_confirmation() {
    let mut screen = HintsScreen::new(data());
    press(&mut screen, "G d");
    insta::assert_snapshot!(render(&screen, 100, 16));
}

#[test]
fn snapshot_empty_book() {
    let screen = HintsScreen::new(HintsData::default());
    insta::assert_snapshot!(render(&screen, 80, 10));
}
