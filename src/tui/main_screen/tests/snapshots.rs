//! Snapshots of the main screen through `TestBackend`: what a user sees in each state.

use super::*;
use crossterm::event::KeyCode;

#[test]
fn snapshot_empty_screen() {
    let screen = MainScreen::new(Vec::new());
    insta::assert_snapshot!(render(&screen, 100, 30).backend());
}

#[test]
fn snapshot_round_with_a_clarification_question_and_previews() {
    let mut screen = screen_with_round();
    let round = session().view().round;
    screen.set_previews(round, previews());
    screen.focus = Focus::Clarify;
    insta::assert_snapshot!(render(&screen, 130, 40).backend());
}

/// RTS's linking step on screen: "department" may name either chart's table (or the
/// employee's department key), asked in words before the questions about the readings.
#[test]
fn snapshot_round_with_a_linking_question() {
    let session = session_with_linking();
    let view = session.view();
    assert_eq!(view.questions[0].kind, "linking");
    let mut screen = MainScreen::new(vec!["How many employees?".into()]);
    screen.set_round(view);
    screen.focus = Focus::Clarify;
    insta::assert_snapshot!(render(&screen, 130, 40).backend());
}

#[test]
fn snapshot_sql_panel_with_a_focused_atom_and_its_alternatives() {
    let mut screen = screen_with_round();
    screen.focus = Focus::Sql;
    let table = screen
        .view
        .as_ref()
        .and_then(|v| {
            v.candidates[0]
                .atoms
                .iter()
                .position(|a| a.kind == "table" && a.text.contains("curr_dept"))
        })
        .expect("a table atom");
    screen.atom = table;
    send(&mut screen, key(KeyCode::Down));
    insta::assert_snapshot!(render(&screen, 130, 40).backend());
}

#[test]
fn snapshot_results_scrolled() {
    let mut screen = screen_with_round();
    screen.set_results(CURRENT.into(), result_set(60));
    screen.focus = Focus::Results;
    render(&screen, 120, 40);
    send(&mut screen, key(KeyCode::PageDown));
    send(&mut screen, key(KeyCode::PageDown));
    for _ in 0..8 {
        send(&mut screen, key(KeyCode::Right));
    }
    let text = render(&screen, 120, 40).backend().to_string();
    assert!(
        !text.contains("│id "),
        "the first columns scrolled out of view"
    );
    assert!(text.contains("founded"));
    insta::assert_snapshot!(render(&screen, 120, 40).backend());
}

#[test]
fn snapshot_cell_viewer() {
    let mut screen = screen_with_round();
    screen.set_results(CURRENT.into(), result_set(10));
    screen.focus = Focus::Results;
    for _ in 0..3 {
        send(&mut screen, key(KeyCode::Right));
    }
    send(&mut screen, key(KeyCode::Down));
    assert_eq!(
        send(&mut screen, key(KeyCode::Char('v'))),
        Outcome::Consumed
    );
    insta::assert_snapshot!(render(&screen, 100, 30).backend());
}

#[test]
fn snapshot_narrow_80x24() {
    let mut screen = screen_with_round();
    let round = session().view().round;
    screen.set_previews(round, previews());
    screen.focus = Focus::Clarify;
    insta::assert_snapshot!(render(&screen, 80, 24).backend());
}

#[test]
fn snapshot_narrow_80x24_sql_focused_shows_alternatives() {
    let mut screen = screen_with_round();
    screen.focus = Focus::Sql;
    send(&mut screen, key(KeyCode::Right));
    insta::assert_snapshot!(render(&screen, 80, 24).backend());
}

#[test]
fn snapshot_a_round_not_worth_asking_shows_the_closest_alternative() {
    let mut screen = MainScreen::new(Vec::new());
    let view = session_with_tau(0.45).view();
    assert!(
        !view.ask,
        "τ below the best reading's probability stops asking"
    );
    screen.set_round(view);
    let text = render(&screen, 130, 40).backend().to_string();
    assert!(
        // 52% is not called confident, whatever stopped the questions.
        text.contains("Nothing worth asking, but the best reading is only 52%"),
        "{text}"
    );
    assert!(
        text.contains("Closest alternative: reading 3 (11%)"),
        "{text}"
    );
    insta::assert_snapshot!(render(&screen, 130, 40).backend());
}

#[test]
fn snapshot_spent_question_budget_shows_the_best_reading_and_its_closest_alternative() {
    let mut session = session_configured(SessionConfig {
        max_questions: 1,
        ..SessionConfig::default()
    });
    assert!(session.view().ask);
    session.handle(Event::Skip);
    let view = session.view();
    assert!(
        !view.ask && !view.questions.is_empty(),
        "budget spent, questions open"
    );
    let mut screen = MainScreen::new(Vec::new());
    screen.set_round(view);
    let text = render(&screen, 130, 40).backend().to_string();
    assert!(text.contains("Asked 1 question, the limit"), "{text}");
    assert!(text.contains("Closest alternative"), "{text}");
    insta::assert_snapshot!(render(&screen, 130, 40).backend());
}

#[test]
fn snapshot_multi_line_sql_wraps_at_its_newlines_and_scrolls_to_the_focused_atom() {
    let mut screen = screen_with_round();
    screen.focus = Focus::Sql;
    screen.selected = 2;
    let atoms = screen
        .view
        .as_ref()
        .map_or(0, |v| v.candidates[2].atoms.len());
    for _ in 0..atoms {
        send(&mut screen, key(KeyCode::Right));
    }
    let text = render(&screen, 80, 24).backend().to_string();
    assert!(text.contains("│WHERE d.name <> 'Zürich'"), "{text}");
    assert!(text.contains("│GROUP BY d.name"), "{text}");
    insta::assert_snapshot!(render(&screen, 80, 24).backend());
}

/// A best reading that leaves words of the question out is not called confident, whatever its
/// probability: the panel says which words it does not account for.
#[test]
fn a_best_reading_that_leaves_words_out_is_not_called_confident() {
    let mut screen = MainScreen::new(Vec::new());
    let mut view = session_with_tau(0.45).view();
    assert!(!view.ask);
    view.candidates[0].unexplained = vec!["official".into()];
    screen.set_round(view);
    let text = render(&screen, 130, 40).backend().to_string();
    assert!(
        text.contains("account for: official.") && !text.contains("is confident enough"),
        "{text}"
    );
}

/// A reading validation doubts says so in the list and gives its reason beside its SQL.
#[test]
fn a_doubted_reading_is_marked_and_its_reason_shown() {
    let mut screen = MainScreen::new(Vec::new());
    let mut view = session().view();
    view.candidates[0].doubts =
        vec!["groups by d.name, a unique key: every group is one row".into()];
    screen.set_round(view);
    let text = render(&screen, 160, 48).backend().to_string();
    assert!(text.contains("· doubtful"), "{text}");
    assert!(
        text.contains("doubt: groups by d.name, a unique key"),
        "{text}"
    );
    insta::assert_snapshot!(render(&screen, 160, 48).backend());
}
