//! What the round holds (#27 items 1 and 3): up to `pool` readings, `shown` of them on screen,
//! questions weighed over all it keeps; readings that cannot be meant demoted with the reason.

use super::tests::{deliver_keyed, overlap, ready_round, schema, tagged};
use super::*;

fn session(shown: usize, pool: usize) -> Session {
    let config = SessionConfig {
        shown,
        pool,
        ..SessionConfig::default()
    };
    Session::new(config, schema(), LearnedState::default(), Arc::new(overlap))
}

/// Five readings of "country", best first: nationality, citizenship, then three filtered ones.
fn five_readings() -> Vec<Proposal> {
    vec![
        tagged(
            "select name, nationality from singer",
            0.4,
            "country",
            "nationality",
        ),
        tagged(
            "select name, citizenship from singer",
            0.3,
            "country",
            "citizenship",
        ),
        tagged(
            "select name, nationality from singer where age > 20",
            0.15,
            "country",
            "nationality",
        ),
        tagged(
            "select name, nationality from singer where age > 30",
            0.1,
            "country",
            "nationality",
        ),
        tagged(
            "select name, nationality from singer where age > 40",
            0.05,
            "country",
            "nationality",
        ),
    ]
}

/// The SQL of every reading the round holds, shown or not.
fn held(session: &Session) -> Vec<String> {
    session
        .candidates()
        .candidates()
        .iter()
        .map(|c| c.sql.clone())
        .collect()
}

#[test]
fn the_round_keeps_the_most_probable_readings_up_to_the_pool() {
    let mut session = session(2, 3);
    ready_round(&mut session, five_readings());
    let kept = held(&session);
    assert_eq!(kept.len(), 3, "{kept:?}");
    assert!(kept
        .iter()
        .all(|sql| !sql.contains("age > 30") && !sql.contains("age > 40")));
    let view = session.view();
    assert_eq!(view.pool, 3);
    assert_eq!(view.candidates.len(), 2);
    let total: f64 = session.candidates().probabilities().iter().sum();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "the pool is a distribution: {total}"
    );
}

#[test]
fn a_pool_below_the_shown_count_still_fills_the_screen() {
    let mut session = session(4, 1);
    ready_round(&mut session, five_readings());
    assert_eq!(session.candidates().len(), 4);
}

#[test]
fn what_the_user_wrote_is_kept_whatever_its_rank() {
    let mut session = session(1, 1);
    ready_round(&mut session, five_readings());
    session.handle(Event::Write {
        sql: "select name from singer where age > 99".into(),
    });
    let sqls = held(&session);
    assert!(sqls.iter().any(|s| s.contains("age > 99")), "{sqls:?}");
}

#[test]
fn questions_weigh_the_hidden_pool_and_an_answer_brings_up_a_hidden_reading() {
    let mut session = session(1, 30);
    ready_round(&mut session, five_readings());
    let view = session.view();
    assert_eq!(view.candidates.len(), 1);
    assert!(view.candidates[0].sql.contains("nationality"));
    assert!(view.ask, "the reading on screen is not the only one held");
    // The question about "country" splits the shown reading from a hidden one.
    let (rank, option) = view
        .questions
        .iter()
        .enumerate()
        .find_map(|(rank, q)| {
            let option = q
                .options
                .iter()
                .position(|o| o.label.contains("citizenship"))?;
            Some((rank, option))
        })
        .expect("a question offering the hidden citizenship reading");
    for _ in 0..rank {
        session.handle(Event::Skip);
    }
    session.handle(Event::Answer { option });
    let after = session.view();
    assert_eq!(
        after.candidates[0].sql,
        "select name, citizenship from singer"
    );
}

#[test]
fn a_reading_that_cannot_be_meant_is_demoted_and_says_why() {
    let mut session = session(5, 30);
    let both = "select name from singer where nationality = 'France' and nationality = 'Spain'";
    let each = "select name from singer where nationality = 'France' and citizenship = 'Spain'";
    ready_round(
        &mut session,
        vec![
            tagged(both, 0.6, "country", "nationality"),
            tagged(each, 0.4, "country", "citizenship"),
        ],
    );
    let view = session.view();
    assert_eq!(
        view.candidates[0].sql, each,
        "the possible reading comes first"
    );
    assert!(view.candidates[0].doubts.is_empty());
    let doubted = &view.candidates[1];
    assert_eq!(doubted.sql, both);
    assert_eq!(
        doubted.doubts,
        vec!["asks singer.nationality to be both 'France' and 'Spain': no row can be".to_string()]
    );
    // 0.6 · 0.3 against 0.4: the factor is what moved it.
    let expected = 0.6 * 0.3 / (0.6 * 0.3 + 0.4);
    assert!(
        (doubted.probability - expected).abs() < 1e-9,
        "{}",
        doubted.probability
    );
}

#[test]
fn numbers_stored_as_text_are_read_as_numbers_in_the_reading_offered_instead() {
    use crate::core::schema::{Column, Table};
    let text = |name: &str, samples: &[&str]| Column {
        name: name.into(),
        decl_type: "TEXT".into(),
        samples: samples.iter().map(|s| s.to_string()).collect(),
        ..Column::default()
    };
    let schema = Schema {
        tables: vec![Table {
            name: "plant".into(),
            columns: vec![
                text("plant_nm", &["Alder", "Bay"]),
                text("cap_mw", &["9", "10", "120"]),
            ],
            ..Table::default()
        }],
        ..Schema::default()
    };
    let mut session = Session::new(
        SessionConfig::default(),
        schema,
        LearnedState::default(),
        Arc::new(overlap),
    );
    let as_text = "select plant_nm from plant order by cap_mw desc limit 1";
    ready_round(&mut session, vec![Proposal::sql(as_text, 1.0)]);
    let view = session.view();
    let sqls: Vec<&str> = view.candidates.iter().map(|c| c.sql.as_str()).collect();
    assert_eq!(
        sqls,
        vec!["select plant_nm from plant order by CAST(cap_mw AS INTEGER) desc limit 1"]
    );
    assert!(view.candidates[0].doubts.is_empty());
}

#[test]
fn a_reading_that_returns_nothing_beside_readings_that_answer_is_doubted() {
    let mut session = session(5, 30);
    session.handle(Event::Submit {
        question: "Show the name of every singer from France".into(),
    });
    let round = session.round_id();
    let nothing = "select name from singer where nationality = 'france'";
    let rows = "select name from singer where citizenship = 'France'";
    let proposals = vec![
        tagged(nothing, 0.6, "France", "nationality"),
        tagged(rows, 0.4, "France", "citizenship"),
    ];
    deliver_keyed(&mut session, round, proposals, |sql| {
        if sql == nothing { "empty:0" } else { "u:1" }.to_string()
    });
    let view = session.view();
    assert_eq!(view.candidates[0].sql, rows, "the answer comes first");
    assert_eq!(
        view.candidates[1].doubts,
        vec!["returns no rows, where other readings return some".to_string()]
    );
}

/// Readings that differ only in the one column they show, more of them than a question may
/// offer: the question names the likeliest columns and "none of these", and answering "none of
/// these" keeps exactly the readings of the columns it did not name.
#[test]
fn a_many_way_choice_of_column_is_one_question_with_none_of_these() {
    let mut session = session(5, 30);
    let columns = ["nationality", "citizenship", "age", "name", "singer_id"];
    let scores = [0.3, 0.25, 0.2, 0.15, 0.1];
    let proposals = columns
        .iter()
        .zip(scores)
        .map(|(column, score)| tagged(&format!("select {column} from singer"), score, "x", column))
        .collect();
    ready_round(&mut session, proposals);
    let view = session.view();
    let question = view.questions.first().expect("a question is asked");
    let labels: Vec<&str> = question.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(labels.len(), 4, "{labels:?}");
    assert_eq!(labels.last(), Some(&"none of these"), "{labels:?}");
    assert!(
        question.prompt.contains("(or none of these)"),
        "{}",
        question.prompt
    );
    let none = question.options.last().expect("none of these");
    assert!(none.atoms.is_empty());
    let mut rest: Vec<String> = none
        .kept
        .iter()
        .map(|&i| held(&session)[i].clone())
        .collect();
    rest.sort();
    let mut unnamed: Vec<String> = columns
        .iter()
        .filter(|c| !labels.iter().any(|l| l.contains(*c)))
        .map(|c| format!("select {c} from singer"))
        .collect();
    unnamed.sort();
    assert_eq!(unnamed.len(), 2, "{labels:?}");
    assert_eq!(rest, unnamed);
}
