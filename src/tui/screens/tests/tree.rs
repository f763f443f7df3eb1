//! The SQL tree screen: a join + group-by reading as a clause tree, with the round view's
//! confidences and phrases attached, scrolling, and SQL that does not parse.

use super::{press, render};
use crate::core::session::AtomView;
use crate::core::sql::atomize;
use crate::tui::component::{Outcome, Request};
use crate::tui::screens::TreeScreen;
use rstest::rstest;

const SQL: &str = "SELECT d.name, AVG(e.salary) FROM employees AS e \
                   JOIN departments AS d ON e.curr_dept = d.id \
                   WHERE e.salary > 1000 GROUP BY d.name ORDER BY AVG(e.salary) DESC LIMIT 5";

/// The atoms as the round view would carry them: confidences and the phrases they serve.
fn view_atoms() -> Vec<AtomView> {
    let phrases = [
        ("AVG(e.salary)", "average salaries", 0.92),
        ("e.curr_dept = d.id", "department", 0.55),
        ("d.name", "department", 0.81),
    ];
    atomize(SQL)
        .expect("atomize")
        .into_iter()
        .map(|a| {
            let known = phrases.iter().find(|(text, ..)| *text == a.text);
            AtomView {
                kind: a.kind.as_str().into(),
                text: a.text.clone(),
                nl: known.map(|(_, nl, _)| (*nl).to_string()),
                confidence: known.map_or(0.3, |(.., c)| *c),
                key: a.key.clone(),
                span: [a.span.start, a.span.end],
            }
        })
        .collect()
}

#[test]
fn snapshot_join_group_by_tree() {
    let atoms = view_atoms();
    let mut screen = TreeScreen::new(SQL, Some(&atoms));
    press(&mut screen, "down");
    insta::assert_snapshot!(render(&screen, 100, 24));
}

#[test]
fn snapshot_nested_query_without_view_atoms() {
    let sql = "SELECT name FROM employees WHERE salary > (SELECT AVG(salary) FROM employees)";
    let screen = TreeScreen::new(sql, None);
    insta::assert_snapshot!(render(&screen, 90, 22));
}

#[test]
fn every_atom_of_the_reading_is_a_line_of_the_tree() {
    let screen = TreeScreen::new(SQL, None);
    let text = render(&screen, 120, 40).to_string();
    for atom in atomize(SQL).expect("atomize") {
        assert!(text.contains(&atom.text), "{} missing:\n{text}", atom.text);
    }
    for clause in [
        "SELECT", "FROM", "JOIN", "WHERE", "GROUP BY", "ORDER BY", "LIMIT",
    ] {
        assert!(
            text.contains(&format!("│{clause}")),
            "{clause} heading missing:\n{text}"
        );
    }
}

#[test]
fn scrolling_keeps_the_selected_atom_visible() {
    let mut screen = TreeScreen::new(SQL, None);
    press(&mut screen, "G");
    let text = render(&screen, 100, 14).to_string();
    assert!(
        text.contains("LIMIT") && text.contains("└› limit"),
        "{text}"
    );
}

#[test]
fn sql_that_does_not_parse_says_so() {
    let screen = TreeScreen::new("SELEC nonsense FROM", None);
    let text = render(&screen, 100, 12).to_string();
    assert!(text.contains("cannot be decomposed"), "{text}");
}

#[rstest]
#[case("esc", Outcome::Request(Request::Close))]
#[case("y", Outcome::Request(Request::Copy(SQL.into())))]
#[case("down", Outcome::Consumed)]
#[case("r", Outcome::Ignored)]
fn keys_do(#[case] keys: &str, #[case] expected: Outcome) {
    let mut screen = TreeScreen::new(SQL, None);
    assert_eq!(press(&mut screen, keys), expected);
}
