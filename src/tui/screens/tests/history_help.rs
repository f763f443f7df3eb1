//! The history screen and the help overlay.

use super::{press, render};
use crate::driver::learned::{HistoryEntry, HistoryKind};
use crate::store::Store;
use crate::tui::component::{Component, Outcome, Request};
use crate::tui::keymap::Action;
use crate::tui::screens::help::GROUPS;
use crate::tui::screens::{load_history, HelpOverlay, HistoryData, HistoryScreen};
use rstest::rstest;

const FP: &str = "0123456789abcdef";

fn entries() -> Vec<HistoryEntry> {
    [
        (
            1,
            "How many employees are there?",
            "SELECT COUNT(*) FROM employees",
        ),
        (
            2,
            "What are the average salaries by department?",
            "SELECT curr_dept, AVG(salary) FROM employees GROUP BY curr_dept",
        ),
        (
            4,
            "Who earns the most?",
            "SELECT name FROM employees ORDER BY salary DESC LIMIT 1",
        ),
        (5, "Which department is the biggest?", ""),
    ]
    .into_iter()
    .map(|(step, q, sql)| HistoryEntry {
        step,
        question: q.into(),
        sql: sql.into(),
        kind: match (step, sql) {
            (_, "") => HistoryKind::Asked,
            (4, _) => HistoryKind::Ran,
            _ => HistoryKind::Accepted,
        },
    })
    .collect()
}

fn run_stored(question: &str, sql: &str) -> Outcome {
    Outcome::Request(Request::RunStored {
        question: question.into(),
        sql: sql.into(),
    })
}

fn loaded() -> (tempfile::TempDir, HistoryData) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    for entry in entries() {
        store.append_history(FP, &entry).expect("append");
    }
    let data = load_history(&store, FP).expect("load");
    (dir, data)
}

#[test]
fn the_loader_gives_newest_first() {
    let (_dir, data) = loaded();
    let steps: Vec<u64> = data.entries.iter().map(|e| e.step).collect();
    assert_eq!(steps, [5, 4, 2, 1]);
}

#[rstest]
#[case::asked_only_is_asked_again("enter", Outcome::Request(Request::Ask(
    "Which department is the biggest?".into())))]
#[case::ran_runs_its_sql_again(
    "down enter",
    run_stored(
        "Who earns the most?",
        "SELECT name FROM employees ORDER BY salary DESC LIMIT 1"
    )
)]
#[case::edit_asks_again("down e", Outcome::Request(Request::Ask("Who earns the most?".into())))]
#[case::copy("G y", Outcome::Request(Request::Copy("SELECT COUNT(*) FROM employees".into())))]
#[case::search_then_run(
    "/ type:how_many enter enter",
    run_stored("How many employees are there?", "SELECT COUNT(*) FROM employees")
)]
#[case::search_matches_sql(
    "/ type:group_by enter enter",
    run_stored(
        "What are the average salaries by department?",
        "SELECT curr_dept, AVG(salary) FROM employees GROUP BY curr_dept"
    )
)]
#[case::search_matches_the_kind("/ type:asked enter enter", Outcome::Request(Request::Ask(
    "Which department is the biggest?".into())))]
#[case::no_match_asks_nothing("/ type:zebra enter enter", Outcome::Ignored)]
#[case::cancel("esc", Outcome::Request(Request::Close))]
fn history_keys(#[case] keys: &str, #[case] expected: Outcome) {
    let (_dir, data) = loaded();
    let mut screen = HistoryScreen::new(data);
    assert_eq!(press(&mut screen, keys), expected);
}

#[test]
fn snapshot_history() {
    let (_dir, data) = loaded();
    let mut screen = HistoryScreen::new(data);
    press(&mut screen, "down");
    insta::assert_snapshot!(render(&screen, 90, 18));
}

#[test]
fn snapshot_history_searching() {
    let (_dir, data) = loaded();
    let mut screen = HistoryScreen::new(data);
    press(&mut screen, "/ type:earn");
    assert!(screen.capturing_text());
    insta::assert_snapshot!(render(&screen, 90, 18));
}

#[test]
fn every_action_is_in_exactly_one_help_group() {
    for &action in Action::ALL {
        let count = GROUPS
            .iter()
            .filter(|(_, actions)| actions.contains(&action))
            .count();
        assert_eq!(count, 1, "{action} appears {count} times");
    }
}

#[test]
fn snapshot_help_100x30() {
    insta::assert_snapshot!(render(&HelpOverlay::new(), 100, 30));
}

#[test]
fn snapshot_help_80x24() {
    insta::assert_snapshot!(render(&HelpOverlay::new(), 80, 24));
}

#[test]
fn help_scrolls_to_its_last_line_and_no_further() {
    let mut help = HelpOverlay::new();
    render(&help, 80, 24);
    press(&mut help, "G");
    let bottom = render(&help, 80, 24).to_string();
    assert!(bottom.contains("decrease the focused setting"), "{bottom}");
    press(&mut help, "down down");
    assert_eq!(render(&help, 80, 24).to_string(), bottom);
    press(&mut help, "up");
    assert_ne!(render(&help, 80, 24).to_string(), bottom);
}

#[rstest]
#[case("esc", Outcome::Request(Request::Close))]
#[case("?", Outcome::Request(Request::Close))]
#[case("j", Outcome::Consumed)]
#[case("r", Outcome::Consumed)]
fn help_keys(#[case] keys: &str, #[case] expected: Outcome) {
    let mut help = HelpOverlay::new();
    render(&help, 80, 24);
    assert_eq!(press(&mut help, keys), expected);
}

#[test]
fn help_lets_quit_through() {
    let mut help = HelpOverlay::new();
    let key = crossterm::event::KeyEvent::new(
        crossterm::event::KeyCode::Char('c'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    let keymap = crate::tui::keymap::Keymap::default();
    assert_eq!(
        help.handle_key(&key, keymap.actions(&key)),
        Outcome::Ignored
    );
}
