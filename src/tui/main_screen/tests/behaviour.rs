//! Behaviour across the session: picking, preferring, answering, previews, results.

use super::*;
use crate::core::session::Event;
use crate::tui::component::{ExportFormat, Request};
use crossterm::event::KeyCode;
use rstest::rstest;

#[test]
fn moving_in_the_readings_changes_the_focused_sql_and_what_p_picks() {
    let mut screen = focused(Focus::Candidates);
    let view = session().view();
    send(&mut screen, key(KeyCode::Char('j')));
    assert_eq!(screen.focused_sql(), Some(view.candidates[1].sql.as_str()));
    assert_eq!(
        send(&mut screen, key(KeyCode::Char('p'))),
        to_session(Event::PickCandidate { index: 1 })
    );
    send(&mut screen, key(KeyCode::Char('G')));
    assert_eq!(screen.focused_sql(), Some(view.candidates[2].sql.as_str()));
    send(&mut screen, key(KeyCode::Char('G')));
    assert_eq!(
        screen.selected, 2,
        "the selection stops at the last reading"
    );
}

#[test]
fn prefer_on_an_alternative_keeps_the_readings_with_that_atom() {
    let mut screen = focused(Focus::Sql);
    let view = session().view();
    let best = &view.candidates[0];
    let table = best
        .atoms
        .iter()
        .position(|a| a.kind == "table" && a.text.contains("curr_dept"))
        .expect("table atom");
    while screen.atom < table {
        send(&mut screen, key(KeyCode::Char('l')));
    }
    send(&mut screen, key(KeyCode::Char('j')));
    let Outcome::Request(Request::Session(Event::PreferAtom { key: chosen })) =
        send(&mut screen, key(KeyCode::Char('f')))
    else {
        panic!("f must prefer an atom");
    };
    assert!(chosen.contains("dept_2022"), "{chosen}");
    assert!(best.atoms.iter().all(|a| a.key != chosen));
    // Feeding it to the session keeps only the readings over dept_2022.
    let mut session = session();
    session.handle(Event::PreferAtom { key: chosen });
    screen.set_round(session.view());
    assert!(screen
        .focused_sql()
        .is_some_and(|sql| sql.contains("dept_2022")));
}

#[test]
fn answering_through_the_session_updates_the_screen() {
    let mut screen = focused(Focus::Clarify);
    let mut session = session();
    let before = session.view().candidates.len();
    let Outcome::Request(Request::Session(answer)) = send(&mut screen, key(KeyCode::Char('a')))
    else {
        panic!("a must answer");
    };
    session.handle(answer);
    screen.set_round(session.view());
    let after = screen.view.as_ref().map_or(0, |v| v.candidates.len());
    assert!(after < before, "{before} → {after}");
    assert_eq!(screen.selected, 0);
}

#[test]
fn none_of_these_answers_the_option_without_atoms_or_says_there_is_none() {
    let mut screen = focused(Focus::Clarify);
    let options = &session().view().questions[0].options;
    let outcome = send(&mut screen, key(KeyCode::Char('n')));
    match options.iter().position(|o| o.atoms.is_empty()) {
        Some(index) => assert_eq!(outcome, answer(index)),
        None => assert!(matches!(outcome, Outcome::Request(Request::Status(_)))),
    }
}

/// A linking question offers schema components: "none of these" is not one of its answers,
/// a letter is, and each option previews the reading over its component.
#[test]
fn a_linking_question_is_answered_by_letter_and_previewed_by_component() {
    let view = session_with_linking().view();
    assert_eq!(view.questions[0].kind, "linking");
    let mut screen = MainScreen::new(Vec::new());
    screen.set_round(view.clone());
    screen.focus = Focus::Clarify;
    let outcome = send(&mut screen, key(KeyCode::Char('n')));
    assert!(
        matches!(outcome, Outcome::Request(Request::Status(_))),
        "{outcome:?}"
    );
    assert_eq!(send(&mut screen, key(KeyCode::Char('c'))), answer(2));
    let previews: Vec<(usize, String)> = screen.preview_queries();
    let option = |component: &str| {
        view.questions[0]
            .options
            .iter()
            .position(|o| o.component.as_deref() == Some(component))
            .expect("offered")
    };
    assert!(
        previews.contains(&(option("curr_dept"), CURRENT.to_string())),
        "{previews:?}"
    );
    assert!(
        previews.contains(&(option("dept_2022"), OLD.to_string())),
        "{previews:?}"
    );
}

#[test]
fn preview_queries_name_each_options_best_reading() {
    let screen = screen_with_round();
    let view = session().view();
    let queries = screen.preview_queries();
    assert!(!queries.is_empty());
    for (option, sql) in &queries {
        let wanted = &view.questions[0].options[*option].atoms;
        let candidate = view
            .candidates
            .iter()
            .find(|c| &c.sql == sql)
            .expect("a shown reading");
        for key in wanted {
            assert!(
                candidate.atoms.iter().any(|a| &a.key == key),
                "{key} not in {sql}"
            );
        }
    }
}

#[test]
fn previews_of_another_round_are_ignored() {
    let mut screen = screen_with_round();
    let round = session().view().round;
    screen.set_previews(round + 1, previews());
    assert!(screen.previews.is_empty());
    screen.set_previews(round, previews());
    assert_eq!(screen.previews.len(), 2);
}

#[rstest]
#[case::different(0, Some("differs from the other options in row count, values"))]
#[case::no_preview(3, None)]
fn option_differences(#[case] option: usize, #[case] expected: Option<&str>) {
    assert_eq!(
        clarify::differences(&previews(), option).as_deref(),
        expected
    );
}

#[test]
fn identical_previews_say_so() {
    let mut same = previews();
    same[1] = OptionPreview {
        option: 1,
        ..same[0].clone()
    };
    assert_eq!(
        clarify::differences(&same, 0).as_deref(),
        Some("same data as option b")
    );
}

#[test]
fn results_page_move_and_the_viewer_opens_and_closes() {
    let mut screen = screen_with_round();
    screen.set_results(CURRENT.into(), result_set(60));
    screen.focus = Focus::Results;
    render(&screen, 120, 40);
    let page = screen.results.as_ref().map_or(0, |t| t.page());
    assert!(page > 1);
    send(&mut screen, key(KeyCode::PageDown));
    assert_eq!(screen.results.as_ref().map(|t| t.row), Some(page));
    send(&mut screen, key(KeyCode::End));
    assert_eq!(screen.results.as_ref().map(|t| t.row), Some(59));
    send(&mut screen, key(KeyCode::Char('g')));
    assert_eq!(screen.results.as_ref().map(|t| t.row), Some(0));
    assert_eq!(
        send(&mut screen, key(KeyCode::Char('J'))),
        Outcome::Request(Request::Export(ExportFormat::Json))
    );
    send(&mut screen, key(KeyCode::Char('v')));
    assert!(screen.viewer_open);
    assert_eq!(send(&mut screen, key(KeyCode::Esc)), Outcome::Consumed);
    assert!(!screen.viewer_open);
    assert_eq!(send(&mut screen, key(KeyCode::Esc)), Outcome::Ignored);
    assert_eq!(screen.results().map(|r| r.rows.len()), Some(60));
}

#[test]
fn a_run_error_shows_in_the_results_panel() {
    let mut screen = screen_with_round();
    screen.set_run_error("no such table: depts".into());
    let text = render(&screen, 120, 40).backend().to_string();
    assert!(
        text.contains("The run failed: no such table: depts"),
        "{text}"
    );
}

#[test]
fn the_focused_panel_border_uses_the_focused_colour() {
    let theme = Theme::dark();
    let mut screen = screen_with_round();
    screen.focus = Focus::Candidates;
    let terminal = render(&screen, 130, 40);
    let buffer = terminal.backend().buffer();
    // The readings panel starts under the 3-row input, at the left edge.
    assert_eq!(buffer[(0, 3)].fg, theme.border_focused);
    assert_eq!(buffer[(0, 0)].fg, theme.border);
}

#[test]
fn drawn_atoms_carry_the_colour_of_their_phrase() {
    let theme = crate::tui::theme::Theme::dark();
    let screen = screen_with_round();
    let terminal = render(&screen, 130, 40);
    let buffer = terminal.backend().buffer();
    let department = screen
        .phrases
        .iter()
        .position(|p| p == "department")
        .expect("department is a phrase");
    let area = buffer.area;
    let found = (area.top()..area.bottom()).find_map(|y| {
        let row: String = (area.left()..area.right())
            .map(|x| buffer[(x, y)].symbol().to_string())
            .collect();
        row.find("JOIN curr_dept").map(|at| {
            let column = row[..at].chars().count() as u16 + 5;
            buffer[(column, y)].bg
        })
    });
    assert_eq!(found, Some(theme.phrase(department)));
}

#[test]
fn a_round_still_generating_and_a_busy_input_say_so() {
    let config = SessionConfig {
        sources: vec!["builtin".into(), "gpt".into()],
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, schema(), LearnedState::default(), Arc::new(overlap));
    session.handle(Event::Submit {
        question: QUESTION.into(),
    });
    session.handle(Event::Generated {
        round: session.round_id(),
        source: "builtin".into(),
        proposals: vec![tagged(CURRENT, 0.5, &TAGS)],
    });
    let mut screen = MainScreen::new(Vec::new());
    screen.set_round(session.view());
    screen.set_busy(true);
    let text = render(&screen, 130, 40).backend().to_string();
    assert!(text.contains("more coming…"), "{text}");
    assert!(text.contains("working…"), "{text}");
    screen.set_busy(false);
    let text = render(&screen, 130, 40).backend().to_string();
    assert!(!text.contains("working…"), "{text}");
}
