//! Tests of the main screen: snapshots through `TestBackend` of rounds produced by a real
//! session (tiny schema, hand-made proposals; no database, no model), and the request every key
//! produces in every focus. Fixtures live here; the tests are split by what they look at.

mod behaviour;
mod keys;
mod results;
mod snapshots;

use super::*;
use crate::core::schema::{Schema, Table};
use crate::core::session::{Event, LearnedState, Proposal, Session, SessionConfig};
use crate::core::sql::atomize;
use crate::db::Value;
use crate::tui::component::Request;
use crate::tui::keymap::Keymap;
use crate::tui::theme::Theme;
use crossterm::event::{KeyCode, KeyEventKind, KeyEventState, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::sync::Arc;

const QUESTION: &str = "What are the average salaries by department?";

fn schema() -> Schema {
    Schema {
        tables: vec![
            Table::with_columns("employees", &["emp_id", "name", "salary", "dept_id"], &[]),
            Table::with_columns("curr_dept", &["dept_id", "name"], &[]),
            Table::with_columns("dept_2022", &["dept_id", "name"], &[]),
        ],
        foreign_keys: Vec::new(),
        ..Default::default()
    }
}

/// Shared words over all words: enough similarity for the selector, no model needed.
fn overlap(a: &str, b: &str) -> f64 {
    let words = |s: &str| -> Vec<String> {
        s.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            // Singular, roughly: "salaries" names `salary`, "departments" `department`.
            .map(|w| match w.strip_suffix("ies") {
                Some(stem) => format!("{stem}y"),
                None => w.trim_end_matches('s').to_string(),
            })
            .collect()
    };
    let (a, b) = (words(a), words(b));
    // A word and its abbreviation (first letter kept, the rest in order) are one word
    // ("department", `dept`).
    let abbreviates = |short: &str, long: &str| {
        let mut rest = long.chars();
        short.len() >= 3
            && short.len() < long.len()
            && short.chars().next() == long.chars().next()
            && short.chars().all(|c| rest.any(|l| l == c))
    };
    let same = |x: &String, y: &String| x == y || abbreviates(x, y) || abbreviates(y, x);
    let shared = a.iter().filter(|x| b.iter().any(|y| same(x, y))).count() as f64;
    let union = (a.len() + b.len()) as f64 - shared;
    if union == 0.0 {
        0.0
    } else {
        shared / union
    }
}

/// A proposal whose atoms are tagged with the phrase of the first needle their key contains.
fn tagged(sql: &str, score: f64, tags: &[(&str, &str)]) -> Proposal {
    let mut atoms = atomize(sql).expect("test SQL parses");
    for atom in &mut atoms {
        atom.nl = tags
            .iter()
            .find(|(_, needle)| atom.key.contains(needle))
            .map(|(phrase, _)| phrase.to_string());
    }
    Proposal {
        sql: sql.into(),
        score,
        atoms: Some(atoms),
        selector: None,
    }
}

const CURRENT: &str = "SELECT d.name, AVG(e.salary) FROM employees AS e JOIN curr_dept AS d \
                       ON e.dept_id = d.dept_id GROUP BY d.name";
const OLD: &str = "SELECT d.name, AVG(e.salary) FROM employees AS e JOIN dept_2022 AS d \
                   ON e.dept_id = d.dept_id GROUP BY d.name";
/// Multi-line, with a non-ASCII literal: spans must still land on the right characters.
const ZURICH: &str = "SELECT d.name, SUM(e.salary)\nFROM employees AS e JOIN curr_dept AS d \
                      ON e.dept_id = d.dept_id\nWHERE d.name <> 'Zürich'\nGROUP BY d.name";

const TAGS: [(&str, &str); 3] = [
    ("average salaries", "salary"),
    ("department", "curr_dept"),
    ("department", "dept_2022"),
];

/// A session after one question with three readings from one generator, all fingerprinted.
fn session() -> Session {
    session_with_tau(SessionConfig::default().tau)
}

/// The same round with the stop rule τ: at τ below the best reading's probability the session
/// stops asking.
fn session_with_tau(tau: f64) -> Session {
    session_configured(SessionConfig {
        tau,
        ..SessionConfig::default()
    })
}

/// The same round under any knobs (the sources are always the built-in generator).
fn session_configured(config: SessionConfig) -> Session {
    round_of(
        config,
        vec![
            tagged(CURRENT, 0.5, &TAGS),
            tagged(OLD, 0.35, &TAGS),
            tagged(ZURICH, 0.15, &TAGS),
        ],
    )
}

/// Two readings, one per org chart, with RTS's linking step asking what "department" names
/// (the employee's department key, or either chart's table).
fn session_with_linking() -> Session {
    round_of(
        SessionConfig {
            linking: Some(0.6),
            link_questions: 1,
            ..SessionConfig::default()
        },
        vec![tagged(CURRENT, 0.6, &TAGS), tagged(OLD, 0.4, &TAGS)],
    )
}

/// A session under `config` after the question, the built-in generator having proposed
/// `proposals`, each fingerprinted with its own SQL.
fn round_of(config: SessionConfig, proposals: Vec<Proposal>) -> Session {
    let config = SessionConfig {
        sources: vec!["builtin".into()],
        ..config
    };
    let mut session = Session::new(config, schema(), LearnedState::default(), Arc::new(overlap));
    session.handle(Event::Submit {
        question: QUESTION.into(),
    });
    let round = session.round_id();
    let effects = session.handle(Event::Generated {
        round,
        source: "builtin".into(),
        proposals,
    });
    for effect in effects {
        if let crate::core::session::Effect::Fingerprint { sql, .. } = effect {
            session.handle(Event::Fingerprinted {
                round,
                sql: sql.clone(),
                outcome: Ok(sql),
            });
        }
    }
    session
}

fn screen_with_round() -> MainScreen {
    let mut screen = MainScreen::new(vec!["How many employees?".into()]);
    screen.set_round(session().view());
    screen
}

fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent {
        code,
        modifiers,
        kind: KeyEventKind::Press,
        state: KeyEventState::NONE,
    }
}

fn key(code: KeyCode) -> KeyEvent {
    press(code, KeyModifiers::NONE)
}

/// Send a key the way the shell does: with the actions the default keymap binds to it.
fn send(screen: &mut MainScreen, event: KeyEvent) -> Outcome {
    let keymap = Keymap::default();
    let actions = keymap.actions(&event).to_vec();
    screen.handle_key(&event, &actions)
}

fn typed(screen: &mut MainScreen, text: &str) {
    for c in text.chars() {
        send(screen, key(KeyCode::Char(c)));
    }
}

fn render(screen: &MainScreen, width: u16, height: u16) -> Terminal<TestBackend> {
    let theme = Theme::dark();
    let keymap = Keymap::default();
    let ctx = DrawContext {
        theme: &theme,
        keymap: &keymap,
        tick: 0,
    };
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal
        .draw(|f| screen.draw(f, f.area(), &ctx))
        .expect("draw");
    terminal
}

fn previews() -> Vec<OptionPreview> {
    vec![
        OptionPreview {
            option: 0,
            rows: Some(4),
            columns: vec!["name".into(), "avg".into()],
            sample_rows: vec![
                vec!["Sales".into(), "5300.0".into()],
                vec!["Research".into(), "6100.0".into()],
            ],
            error: None,
        },
        OptionPreview {
            option: 1,
            rows: Some(3),
            columns: vec!["name".into(), "avg".into()],
            sample_rows: vec![vec!["Marketing".into(), "4800.0".into()]],
            error: None,
        },
    ]
}

fn result_set(rows: usize) -> ResultSet {
    ResultSet {
        columns: vec![
            "id".into(),
            "department".into(),
            "average_salary".into(),
            "note".into(),
            "city".into(),
            "head".into(),
            "manager_email".into(),
            "budget".into(),
            "founded".into(),
        ],
        rows: (0..rows)
            .map(|i| {
                vec![
                    Value::Integer(i as i64),
                    Value::Text(format!("Department {i}")),
                    Value::Real(4000.0 + i as f64 * 12.5),
                    Value::Text(format!(
                        "a long note about department {i} that will not fit in its column at all"
                    )),
                    if i % 3 == 0 {
                        Value::Null
                    } else {
                        Value::Text("Zürich".into())
                    },
                    Value::Text(format!("Head {i}")),
                    Value::Text(format!("head.of.department.{i}@example.com")),
                    Value::Integer(100_000 + i as i64 * 1_000),
                    Value::Text(format!("19{:02}-01-01", i % 100)),
                ]
            })
            .collect(),
        truncated: true,
    }
}

#[test]
fn the_fixture_round_asks_a_question_with_options() {
    let view = session().view();
    assert_eq!(view.candidates.len(), 3, "{view:#?}");
    assert!(view.ask, "{view:#?}");
    assert!(view.questions[0].options.len() >= 2);
}

/// Put the screen's focus on `focus` the way a user does: Tab from the input.
pub(super) fn focused(focus: Focus) -> MainScreen {
    let mut screen = screen_with_round();
    while screen.focus != focus {
        send(&mut screen, key(KeyCode::Tab));
    }
    screen
}

fn answer(option: usize) -> Outcome {
    Outcome::Request(Request::Session(Event::Answer { option }))
}

fn to_session(event: Event) -> Outcome {
    Outcome::Request(Request::Session(event))
}
