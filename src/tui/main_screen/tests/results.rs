//! Results that read well: rows take the room, zoom, sort, filter, readable headers, and the
//! previous question's rows cleared.

use super::*;

/// A round with nothing left to ask (τ low) and `rows` rows shown.
fn confident_with_rows(rows: usize) -> MainScreen {
    let mut screen = MainScreen::new(Vec::new());
    let view = session_with_tau(0.3).view();
    assert!(!view.ask, "nothing is asked");
    screen.set_round(view);
    screen.set_results(CURRENT.into(), result_set(rows));
    screen
}

/// Data rows drawn in the results panel (lines from its header to its bottom border).
fn result_lines(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let Some(top) = lines.iter().position(|l| l.contains("Results")) else {
        return 0;
    };
    lines[top + 2..]
        .iter()
        .take_while(|l| !l.contains('└'))
        .filter(|l| {
            !l.trim_matches(|c: char| c == '"' || c == '│' || c == ' ')
                .is_empty()
        })
        .count()
}

#[rstest::rstest]
#[case::wide(160, 48, 25)]
#[case::narrow(80, 24, 8)]
fn with_nothing_to_ask_the_rows_get_the_room(
    #[case] width: u16,
    #[case] height: u16,
    #[case] at_least: usize,
) {
    let screen = confident_with_rows(100);
    let text = render(&screen, width, height).backend().to_string();
    assert!(
        !text.contains("Clarify"),
        "an empty Clarify panel collapses:\n{text}"
    );
    assert!(
        result_lines(&text) >= at_least,
        "{} rows:\n{text}",
        result_lines(&text)
    );
    insta::assert_snapshot!(format!("rows_first_{width}x{height}"), text);
}

#[rstest::rstest]
#[case::wide(160, 48)]
#[case::narrow(80, 24)]
fn zoom_gives_the_results_the_screen_and_takes_it_back(#[case] width: u16, #[case] height: u16) {
    let mut screen = confident_with_rows(100);
    screen.focus = Focus::Candidates;
    assert_eq!(
        send(&mut screen, key(KeyCode::Char('z'))),
        Outcome::Consumed
    );
    let text = render(&screen, width, height).backend().to_string();
    assert!(
        !text.contains("Readings") && !text.contains("SQL ·"),
        "{text}"
    );
    assert_eq!(
        result_lines(&text),
        usize::from(height) - 3 - 1 - 3,
        "{text}"
    );
    insta::assert_snapshot!(format!("zoomed_{width}x{height}"), text);
    send(&mut screen, key(KeyCode::Char('z')));
    assert!(render(&screen, width, height)
        .backend()
        .to_string()
        .contains("Readings"));
}

/// The first data row's cells, as drawn.
fn first_row(screen: &MainScreen) -> String {
    let text = render(screen, 160, 48).backend().to_string();
    let lines: Vec<&str> = text.lines().collect();
    let top = lines
        .iter()
        .position(|l| l.contains("Results"))
        .expect("results panel");
    lines[top + 2].to_string()
}

#[test]
fn sort_cycles_ascending_descending_and_as_returned() {
    let mut screen = confident_with_rows(12);
    screen.focus = Focus::Results;
    send(&mut screen, key(KeyCode::Right));
    send(&mut screen, key(KeyCode::Right)); // average salary
    let returned = first_row(&screen);
    assert!(returned.contains("4000.00"), "{returned}");
    send(&mut screen, key(KeyCode::Char('o')));
    assert!(first_row(&screen).contains("4000.00"));
    send(&mut screen, key(KeyCode::Char('o')));
    assert!(
        first_row(&screen).contains("4137.50"),
        "{}",
        first_row(&screen)
    );
    let text = render(&screen, 160, 48).backend().to_string();
    assert!(text.contains("sorted by average salary ↓"), "{text}");
    send(&mut screen, key(KeyCode::Char('o')));
    assert_eq!(first_row(&screen), returned);
}

#[test]
fn nulls_stay_last_whichever_way_a_column_is_sorted() {
    let mut screen = confident_with_rows(12);
    screen.focus = Focus::Results;
    for _ in 0..4 {
        send(&mut screen, key(KeyCode::Right)); // city: NULL every third row
    }
    for _ in 0..2 {
        send(&mut screen, key(KeyCode::Char('o')));
        send(&mut screen, key(KeyCode::Char('G')));
        let (_, last) = screen
            .results
            .as_ref()
            .and_then(|t| t.selected_cell())
            .expect("a cell");
        assert_eq!(last, "NULL");
    }
}

#[test]
fn a_filter_keeps_the_matching_rows_and_esc_clears_it() {
    let mut screen = confident_with_rows(30);
    screen.focus = Focus::Results;
    send(&mut screen, key(KeyCode::Char('/')));
    assert!(screen.capturing_text());
    typed(&mut screen, "department 2");
    send(&mut screen, key(KeyCode::Enter));
    assert!(!screen.capturing_text());
    let text = render(&screen, 160, 48).backend().to_string();
    // "Department 2" and "Department 20" … "29".
    assert!(text.contains("filter “department 2”: 11 of 30"), "{text}");
    assert_eq!(result_lines(&text), 11);
    send(&mut screen, key(KeyCode::Char('/')));
    send(&mut screen, key(KeyCode::Esc));
    let text = render(&screen, 160, 48).backend().to_string();
    assert!(!text.contains("filter “"), "{text}");
}

#[test]
fn headers_read_as_words_not_sql() {
    let mut screen = confident_with_rows(3);
    let mut rows = result_set(3);
    rows.columns[2] = "AVG(e.salary)".into();
    screen.set_results(CURRENT.into(), rows);
    let text = render(&screen, 160, 48).backend().to_string();
    let lines: Vec<&str> = text.lines().collect();
    let top = lines
        .iter()
        .position(|l| l.contains("Results"))
        .expect("results panel");
    let header = lines[top + 1];
    assert!(
        header.contains("avg salary") && !header.contains("AVG("),
        "{header}"
    );
    assert!(header.contains("manager email"), "{header}");
}

#[test]
fn the_previous_questions_rows_go_when_a_new_question_starts() {
    let mut session = session();
    let mut screen = MainScreen::new(Vec::new());
    screen.set_round(session.view());
    screen.set_results(CURRENT.into(), result_set(3));
    screen.set_round(session.view());
    assert!(screen.results().is_some(), "the same round keeps its rows");
    session.handle(Event::Submit {
        question: "How many employees are there?".into(),
    });
    screen.set_round(session.view());
    assert!(screen.results().is_none());
    let text = render(&screen, 160, 48).backend().to_string();
    assert!(!text.contains("Department 1"), "{text}");
}
