//! The outcome of every key in every focus, and the question input's own keys.

use super::*;
use crate::core::session::Event;
use crate::tui::component::Request;
use crossterm::event::{KeyCode, KeyModifiers};
use rstest::rstest;

#[rstest]
#[case::b_answers_option_1(Focus::Clarify, key(KeyCode::Char('b')), answer(1))]
#[case::digit_2_answers_option_1(Focus::Clarify, key(KeyCode::Char('2')), answer(1))]
#[case::a_answers_from_readings(Focus::Candidates, key(KeyCode::Char('a')), answer(0))]
#[case::skip(Focus::Clarify, key(KeyCode::Char('s')), to_session(Event::Skip))]
#[case::undo(Focus::Clarify, key(KeyCode::Char('u')), to_session(Event::Undo))]
#[case::ctrl_z_undoes(
    Focus::Sql,
    press(KeyCode::Char('z'), KeyModifiers::CONTROL),
    to_session(Event::Undo)
)]
#[case::pick(Focus::Candidates, key(KeyCode::Char('p')), to_session(Event::PickCandidate { index: 0 }))]
#[case::enter_picks(Focus::Candidates, key(KeyCode::Enter), to_session(Event::PickCandidate { index: 0 }))]
#[case::run(Focus::Candidates, key(KeyCode::Char('r')), to_session(Event::Run { index: Some(0) }))]
#[case::ctrl_r_runs_from_input(Focus::Input, press(KeyCode::Char('r'), KeyModifiers::CONTROL), to_session(Event::Run { index: Some(0) }))]
#[case::copy(Focus::Clarify, key(KeyCode::Char('y')), Outcome::Request(Request::Copy(CURRENT.into())))]
#[case::j_in_input_is_text(Focus::Input, key(KeyCode::Char('j')), Outcome::Consumed)]
#[case::r_in_input_is_text(Focus::Input, key(KeyCode::Char('r')), Outcome::Consumed)]
#[case::tab_moves_on(Focus::Input, key(KeyCode::Tab), Outcome::Consumed)]
#[case::quit_is_the_shells(
    Focus::Input,
    press(KeyCode::Char('c'), KeyModifiers::CONTROL),
    Outcome::Ignored
)]
#[case::help_is_the_shells(Focus::Candidates, key(KeyCode::Char('?')), Outcome::Ignored)]
#[case::screens_are_the_shells(Focus::Sql, key(KeyCode::Char('H')), Outcome::Ignored)]
#[case::f5_is_the_shells(Focus::Input, key(KeyCode::F(5)), Outcome::Ignored)]
#[case::esc_outside_the_input_is_the_shells(Focus::Clarify, key(KeyCode::Esc), Outcome::Ignored)]
#[case::esc_leaves_the_input(Focus::Input, key(KeyCode::Esc), Outcome::Consumed)]
#[case::slash_edits_the_question(Focus::Results, key(KeyCode::Char('/')), Outcome::Consumed)]
#[case::export_without_rows(Focus::Results, key(KeyCode::Char('E')), Outcome::Request(Request::Status("no rows to export: run a reading first (r)".into())))]
#[case::no_option_d(Focus::Clarify, key(KeyCode::Char('d')), Outcome::Request(Request::Status("the question has no option d".into())))]
fn keys_produce_requests(
    #[case] focus: Focus,
    #[case] pressed: KeyEvent,
    #[case] expected: Outcome,
) {
    let mut screen = focused(focus);
    let options = screen
        .view
        .as_ref()
        .map_or(0, |v| v.questions[0].options.len());
    if expected == answer(3)
        || matches!(&expected, Outcome::Request(Request::Status(s)) if s.contains("option d"))
    {
        assert!(options < 4, "the fixture question has {options} options");
    }
    assert_eq!(send(&mut screen, pressed), expected);
}

#[test]
fn typing_then_enter_asks_and_leaves_the_input() {
    let mut screen = MainScreen::new(Vec::new());
    assert!(screen.capturing_text());
    typed(&mut screen, "jobs by region");
    assert_eq!(screen.input.text(), "jobs by region");
    let outcome = send(&mut screen, key(KeyCode::Enter));
    assert_eq!(
        outcome,
        Outcome::Request(Request::Ask("jobs by region".into()))
    );
    assert!(!screen.capturing_text());
    assert_eq!(screen.input.text(), "");
    assert_eq!(
        send(&mut screen, key(KeyCode::Enter)),
        Outcome::Ignored,
        "Enter outside the input with no reading does nothing here"
    );
}

#[test]
fn enter_on_an_empty_input_asks_nothing() {
    let mut screen = MainScreen::new(Vec::new());
    assert!(matches!(
        send(&mut screen, key(KeyCode::Enter)),
        Outcome::Request(Request::Status(_))
    ));
}

#[test]
fn up_and_down_in_the_input_walk_the_history_and_keep_the_draft() {
    let mut screen = MainScreen::new(vec!["first".into(), "second".into()]);
    typed(&mut screen, "dra");
    let steps = [
        (KeyCode::Up, "second"),
        (KeyCode::Up, "first"),
        (KeyCode::Up, "first"),
        (KeyCode::Down, "second"),
        (KeyCode::Down, "dra"),
        (KeyCode::Down, "dra"),
    ];
    for (code, text) in steps {
        assert_eq!(send(&mut screen, key(code)), Outcome::Consumed);
        assert_eq!(screen.input.text(), text, "after {code:?}");
    }
    send(&mut screen, key(KeyCode::Enter));
    send(&mut screen, key(KeyCode::Char('i')));
    send(&mut screen, key(KeyCode::Up));
    assert_eq!(
        screen.input.text(),
        "dra",
        "a submitted question joins the history"
    );
}

#[test]
fn esc_in_the_input_is_the_shells_when_there_is_nothing_to_leave_to() {
    let mut screen = MainScreen::new(Vec::new());
    assert_eq!(send(&mut screen, key(KeyCode::Esc)), Outcome::Ignored);
    let mut screen = screen_with_round();
    screen.set_busy(true);
    assert_eq!(send(&mut screen, key(KeyCode::Esc)), Outcome::Ignored);
    screen.set_busy(false);
    assert_eq!(send(&mut screen, key(KeyCode::Esc)), Outcome::Consumed);
    assert_eq!(screen.focus, Focus::Candidates);
}

#[test]
fn tab_and_shift_tab_cycle_the_panels() {
    let mut screen = screen_with_round();
    let mut seen = vec![screen.focus];
    for _ in 0..5 {
        send(&mut screen, key(KeyCode::Tab));
        seen.push(screen.focus);
    }
    assert_eq!(
        seen,
        [
            Focus::Input,
            Focus::Candidates,
            Focus::Sql,
            Focus::Clarify,
            Focus::Results,
            Focus::Input
        ]
    );
    send(&mut screen, press(KeyCode::BackTab, KeyModifiers::SHIFT));
    assert_eq!(screen.focus, Focus::Results);
    send(&mut screen, key(KeyCode::Char('i')));
    assert_eq!(screen.focus, Focus::Input);
}
