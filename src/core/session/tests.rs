//! Transition tests: events in, effects and state out, no I/O (in the style of atuin's fsm tests).

use super::*;
use crate::core::schema::{ForeignKey, Table};
use crate::core::sql::atomize;

fn table(name: &str, columns: &[&str]) -> Table {
    Table::with_columns(name, columns, &[])
}

pub(super) fn schema() -> Schema {
    Schema {
        tables: vec![
            table(
                "singer",
                &["singer_id", "name", "nationality", "citizenship", "age"],
            ),
            table("concert", &["concert_id", "singer_id", "year"]),
        ],
        foreign_keys: vec![ForeignKey {
            from_table: "concert".into(),
            from_column: "singer_id".into(),
            to_table: "singer".into(),
            to_column: "singer_id".into(),
            inferred: false,
        }],
        ..Default::default()
    }
}

pub(super) use crate::core::toy_similarity::overlap;

fn session_with(sources: &[&str]) -> Session {
    let config = SessionConfig {
        sources: sources.iter().map(|s| s.to_string()).collect(),
        ..SessionConfig::default()
    };
    Session::new(config, schema(), LearnedState::default(), Arc::new(overlap))
}

/// A proposal whose atoms serving `phrase` are tagged with it (as the built-in generator does).
pub(super) fn tagged(sql: &str, score: f64, phrase: &str, column: &str) -> Proposal {
    let mut atoms = atomize(sql).expect("test SQL parses");
    for atom in &mut atoms {
        if atom.key.contains(column) {
            atom.nl = Some(phrase.to_string());
        }
    }
    Proposal {
        sql: sql.into(),
        score,
        atoms: Some(atoms),
        selector: None,
    }
}

const NATIONALITY: &str = "select name, nationality from singer";
const CITIZENSHIP: &str = "select name, citizenship from singer";

/// Submit, deliver proposals from one source, fingerprint each SQL with its own text.
pub(super) fn ready_round(session: &mut Session, proposals: Vec<Proposal>) {
    let effects = session.handle(Event::Submit {
        question: "Show the name and country of every singer".into(),
    });
    let round = session.round_id();
    assert!(matches!(
        effects.as_slice(),
        [
            Effect::Generate { .. },
            Effect::Record(HistoryNote { sql: None, .. })
        ]
    ));
    deliver(session, round, proposals);
}

/// The builtin source's `proposals` for `round`, each SQL fingerprinted with its own text.
fn deliver(session: &mut Session, round: u64, proposals: Vec<Proposal>) {
    deliver_keyed(session, round, proposals, str::to_string);
}

/// [`deliver`], each SQL's result keyed by `key(sql)` (equal keys: equal results).
pub(super) fn deliver_keyed(
    session: &mut Session,
    round: u64,
    proposals: Vec<Proposal>,
    key: impl Fn(&str) -> String,
) {
    let effects = session.handle(Event::Generated {
        round,
        source: "builtin".into(),
        proposals,
    });
    for effect in effects {
        if let Effect::Fingerprint { sql, .. } = effect {
            let outcome = Ok(key(&sql));
            session.handle(Event::Fingerprinted {
                round,
                sql,
                outcome,
            });
        }
    }
}

fn two_readings() -> Vec<Proposal> {
    vec![
        tagged(NATIONALITY, 0.6, "country", "nationality"),
        tagged(CITIZENSHIP, 0.4, "country", "citizenship"),
    ]
}

#[test]
fn a_new_session_is_idle_and_shows_nothing() {
    let session = session_with(&["builtin"]);
    assert_eq!(session.phase(), Phase::Idle);
    let view = session.view();
    assert!(view.candidates.is_empty() && view.questions.is_empty() && !view.ask);
}

#[test]
fn submit_asks_every_source_to_generate() {
    let mut session = session_with(&["builtin", "gpt"]);
    let effects = session.handle(Event::Submit {
        question: "  How many singers?  ".into(),
    });
    let sources: Vec<&str> = effects
        .iter()
        .map(|e| match e {
            Effect::Generate {
                source,
                question,
                round,
                ..
            } => {
                assert_eq!(question, "How many singers?");
                assert_eq!(*round, 1);
                source.as_str()
            }
            Effect::Record(note) => {
                assert_eq!(note.question, "How many singers?", "every question is kept");
                "record"
            }
            other => panic!("unexpected effect {other:?}"),
        })
        .collect();
    assert_eq!(sources, ["builtin", "gpt", "record"]);
    assert_eq!(session.phase(), Phase::Working);
}

#[test]
fn an_empty_question_does_nothing() {
    let mut session = session_with(&["builtin"]);
    assert!(session
        .handle(Event::Submit {
            question: "   ".into()
        })
        .is_empty());
    assert_eq!(session.phase(), Phase::Idle);
}

#[test]
fn each_distinct_candidate_is_fingerprinted_once() {
    let mut session = session_with(&["builtin"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    let effects = session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![
            Proposal::sql(NATIONALITY, 1.0),
            Proposal::sql("SELECT T1.name, T1.nationality FROM singer AS T1", 1.0),
            Proposal::sql(CITIZENSHIP, 1.0),
        ],
    });
    let fingerprints = effects
        .iter()
        .filter(|e| matches!(e, Effect::Fingerprint { .. }))
        .count();
    assert_eq!(fingerprints, 2, "{effects:?}");
    assert_eq!(session.candidates().len(), 2);
    assert_eq!(
        session.phase(),
        Phase::Working,
        "fingerprints are outstanding"
    );
}

#[test]
fn the_round_is_ready_only_when_every_source_and_fingerprint_is_in() {
    let mut session = session_with(&["builtin", "gpt"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![Proposal::sql(NATIONALITY, 1.0)],
    });
    session.handle(Event::Fingerprinted {
        round: 1,
        sql: NATIONALITY.into(),
        outcome: Ok("a".into()),
    });
    assert_eq!(session.phase(), Phase::Working, "gpt has not answered");
    session.handle(Event::GenerationFailed {
        round: 1,
        source: "gpt".into(),
        error: "HTTP 500".into(),
    });
    assert_eq!(session.phase(), Phase::Ready);
    assert_eq!(session.view().errors, vec!["gpt: HTTP 500"]);
    assert_eq!(
        session.candidates().len(),
        1,
        "the offline reading survives a failed model"
    );
}

#[test]
fn the_same_sql_from_two_models_is_one_candidate_with_both_sources() {
    let mut session = session_with(&["builtin", "gpt"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![Proposal::sql(NATIONALITY, 1.0)],
    });
    let effects = session.handle(Event::Generated {
        round: 1,
        source: "gpt".into(),
        proposals: vec![Proposal::sql("SELECT Name, Nationality FROM Singer", 1.0)],
    });
    assert!(
        effects.is_empty(),
        "a merged duplicate needs no new fingerprint"
    );
    assert_eq!(session.view().candidates[0].sources, ["builtin", "gpt"]);
}

#[test]
fn results_of_an_abandoned_round_are_ignored() {
    let mut session = session_with(&["builtin"]);
    session.handle(Event::Submit {
        question: "first".into(),
    });
    let effects = session.handle(Event::Submit {
        question: "second".into(),
    });
    assert!(effects.contains(&Effect::CancelRound { round: 1 }));
    let late = session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![Proposal::sql(NATIONALITY, 1.0)],
    });
    assert!(late.is_empty());
    assert!(session.candidates().is_empty());
    assert_eq!(session.round_id(), 2);
}

#[test]
fn unparseable_sql_is_reported_not_kept() {
    let mut session = session_with(&["builtin"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![
            Proposal::sql("selec name frm singer", 1.0),
            Proposal::sql(NATIONALITY, 1.0),
        ],
    });
    assert_eq!(session.candidates().len(), 1);
    assert!(session.view().errors[0].starts_with("builtin: "));
}

#[test]
fn a_candidate_that_fails_to_run_is_dropped() {
    let mut session = session_with(&["builtin"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: two_readings(),
    });
    session.handle(Event::Fingerprinted {
        round: 1,
        sql: NATIONALITY.into(),
        outcome: Err("no such column".into()),
    });
    session.handle(Event::Fingerprinted {
        round: 1,
        sql: CITIZENSHIP.into(),
        outcome: Ok("x".into()),
    });
    assert_eq!(session.phase(), Phase::Ready);
    let view = session.view();
    assert_eq!(view.candidates.len(), 1);
    assert_eq!(view.candidates[0].sql, CITIZENSHIP);
    assert!((view.candidates[0].probability - 1.0).abs() < 1e-9);
}

/// Round 1 with `readings` from "builtin", every one fingerprinted "same".
fn same_results(readings: &[&str]) -> Session {
    let mut session = session_with(&["builtin"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: readings
            .iter()
            .map(|sql| Proposal {
                sql: (*sql).into(),
                score: 1.0,
                atoms: None,
                selector: None,
            })
            .collect(),
    });
    for sql in readings {
        session.handle(Event::Fingerprinted {
            round: 1,
            sql: (*sql).into(),
            outcome: Ok("same".into()),
        });
    }
    session
}

#[test]
fn equal_results_from_the_same_columns_merge_different_texts() {
    let session = same_results(&[
        NATIONALITY,
        "select name, nationality from singer where 1 = 1",
    ]);
    assert_eq!(session.candidates().len(), 1);
    assert!(
        session.view().questions.is_empty(),
        "nothing left to ask about"
    );
}

#[test]
fn equal_results_from_other_columns_stay_two_readings() {
    // The columns agree on this data; they do not mean the same.
    let session = same_results(&[NATIONALITY, CITIZENSHIP]);
    assert_eq!(session.candidates().len(), 2);
}

#[test]
fn disagreeing_readings_raise_a_question_about_the_phrase() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    let view = session.view();
    assert_eq!(view.phase, "ready");
    assert_eq!(view.candidates.len(), 2);
    assert_eq!(
        view.candidates[0].sql, NATIONALITY,
        "the higher prior ranks first"
    );
    let total: f64 = view.candidates.iter().map(|c| c.probability).sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert!(view.ask);
    let question = &view.questions[0];
    assert!(question.prompt.contains("“country”"), "{}", question.prompt);
    assert_eq!(question.options.len(), 2);
    assert!(
        question.eig > 0.9 && question.eig <= view.entropy + 1e-9,
        "{} vs {}",
        question.eig,
        view.entropy
    );
}

#[test]
fn shared_atoms_are_certain_and_disputed_atoms_are_not() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    let top = &session.view().candidates[0];
    let name = top
        .atoms
        .iter()
        .find(|a| a.text == "name")
        .expect("name atom");
    let country = top
        .atoms
        .iter()
        .find(|a| a.text == "nationality")
        .expect("nationality atom");
    assert!((name.confidence - 1.0).abs() < 1e-9, "{}", name.confidence);
    assert!(
        country.confidence > 0.0 && country.confidence < 1.0,
        "{}",
        country.confidence
    );
    assert_eq!(country.nl.as_deref(), Some("country"));
}

#[test]
fn answering_keeps_the_consistent_reading_and_undo_restores_the_set() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    let view = session.view();
    let option = view.questions[0]
        .options
        .iter()
        .position(|o| o.label.contains("citizenship"))
        .expect("an option for citizenship");
    session.handle(Event::Answer { option });
    let after = session.view();
    assert_eq!(after.candidates.len(), 1);
    assert_eq!(after.candidates[0].sql, CITIZENSHIP);
    assert!(!after.ask && after.questions.is_empty());
    session.handle(Event::Undo);
    assert_eq!(session.view().candidates.len(), 2);
    assert!(session.view().ask);
}

#[test]
fn an_answer_without_a_question_or_out_of_range_is_ignored() {
    let mut session = session_with(&["builtin"]);
    assert!(session.handle(Event::Answer { option: 0 }).is_empty());
    ready_round(&mut session, two_readings());
    session.handle(Event::Answer { option: 99 });
    assert_eq!(session.candidates().len(), 2);
    session.handle(Event::Undo);
    assert_eq!(session.candidates().len(), 2, "nothing to undo");
}

#[test]
fn skipping_moves_on_to_another_question() {
    let mut session = session_with(&["builtin"]);
    ready_round(
        &mut session,
        vec![
            Proposal::sql("select name from singer order by age desc limit 1", 0.4),
            Proposal::sql("select name from singer order by age asc limit 1", 0.3),
            Proposal::sql("select name from singer order by age desc limit 3", 0.3),
        ],
    );
    let first = session.view().questions[0].prompt.clone();
    session.handle(Event::Skip);
    let view = session.view();
    assert!(!view.questions.is_empty());
    assert_ne!(view.questions[0].prompt, first);
    assert_eq!(view.candidates.len(), 3, "skipping removes no candidate");
}

/// Two independent disagreements: which column, and which direction.
fn four_readings() -> Vec<Proposal> {
    vec![
        Proposal::sql(
            "select name, nationality from singer order by age desc",
            0.3,
        ),
        Proposal::sql(
            "select name, citizenship from singer order by age desc",
            0.3,
        ),
        Proposal::sql("select name, nationality from singer order by age asc", 0.2),
        Proposal::sql("select name, citizenship from singer order by age asc", 0.2),
    ]
}

fn session_asking_at_most(max_questions: usize) -> Session {
    let config = SessionConfig {
        sources: vec!["builtin".into()],
        max_questions,
        ..SessionConfig::default()
    };
    Session::new(config, schema(), LearnedState::default(), Arc::new(overlap))
}

#[test]
fn the_question_budget_stops_asking_with_questions_still_open() {
    let mut session = session_asking_at_most(1);
    ready_round(&mut session, four_readings());
    let view = session.view();
    assert!(view.ask);
    assert_eq!((view.questions_put, view.max_questions), (0, 1));
    session.handle(Event::Answer { option: 0 });
    let after = session.view();
    assert_eq!(after.candidates.len(), 2, "the answer narrowed the set");
    assert!(!after.questions.is_empty(), "a question is still open");
    assert!(!after.ask, "but the budget of one is spent");
    assert_eq!(after.questions_put, 1);
    session.handle(Event::Undo);
    assert!(
        session.view().ask,
        "undoing the answer gives the question back"
    );
    assert_eq!(session.view().questions_put, 0);
}

#[test]
fn a_skipped_question_counts_against_the_budget_and_a_pick_does_not() {
    let mut session = session_asking_at_most(2);
    ready_round(&mut session, four_readings());
    session.handle(Event::Skip);
    assert_eq!(session.view().questions_put, 1);
    assert!(session.view().ask);
    session.handle(Event::Skip);
    assert!(
        !session.view().ask,
        "two questions put: the budget of two is spent"
    );

    let mut picking = session_asking_at_most(1);
    ready_round(&mut picking, four_readings());
    let key = picking.view().candidates[0].atoms[0].key.clone();
    picking.handle(Event::PreferAtom { key });
    assert_eq!(
        picking.view().questions_put,
        0,
        "preferring an atom answers no question"
    );
}

#[test]
fn without_a_budget_the_session_asks_until_the_readings_agree() {
    let mut session = session_asking_at_most(10);
    ready_round(&mut session, four_readings());
    let mut asked = 0;
    while session.view().ask {
        session.handle(Event::Answer { option: 0 });
        asked += 1;
        assert!(asked <= 2, "two binary disagreements need two answers");
    }
    assert_eq!(asked, 2);
    assert_eq!(session.view().candidates.len(), 1);
}

#[test]
fn prefer_atom_keeps_only_the_readings_with_it() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    let key = session.view().candidates[1]
        .atoms
        .iter()
        .find(|a| a.text == "citizenship")
        .map(|a| a.key.clone())
        .expect("citizenship atom");
    session.handle(Event::PreferAtom { key: key.clone() });
    assert_eq!(session.view().candidates.len(), 1);
    assert!(session.candidates().candidates()[0].has_atom(&key));
    session.handle(Event::PreferAtom {
        key: "|projection|no.such".into(),
    });
    assert_eq!(
        session.view().candidates.len(),
        1,
        "an atom no candidate has changes nothing"
    );
}

#[test]
fn running_previews_and_accepting_learns_from_the_chosen_reading() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    session.handle(Event::PickCandidate { index: 1 });
    let effects = session.handle(Event::Run { index: None });
    let [Effect::Execute { round, sql }] = effects.as_slice() else {
        panic!("{effects:?}")
    };
    assert_eq!(sql, CITIZENSHIP);
    assert_eq!(session.phase(), Phase::Running);
    let effects = session.handle(Event::RunFinished {
        round: *round,
        sql: sql.clone(),
        outcome: Ok(RunSummary {
            rows: 6,
            truncated: false,
        }),
    });
    assert_eq!(session.phase(), Phase::Ready);
    let [Effect::Record(note)] = effects.as_slice() else {
        panic!("running only records what ran: {effects:?}")
    };
    assert_eq!(note.sql.as_deref(), Some(CITIZENSHIP));
    assert_eq!(session.learned().step, 0, "a run teaches nothing");
    let effects = session.handle(Event::Accept { index: None });
    let [Effect::Learn(delta)] = effects.as_slice() else {
        panic!("{effects:?}")
    };
    assert_eq!(delta.chosen_sql, CITIZENSHIP);
    assert_eq!(delta.model_choices, ["builtin"]);
    assert_eq!(delta.atom_choices.len(), 1);
    assert_eq!(delta.atom_choices[0].row, "country");
    assert!(
        delta.atom_choices[0].key.ends_with("singer.citizenship"),
        "{}",
        delta.atom_choices[0].key
    );
    let hint = delta
        .hints
        .iter()
        .find(|h| h.entity == "country")
        .expect("a hint for 'country'");
    assert_eq!(hint.preferred, "singer.citizenship");
    assert_eq!(hint.over, ["singer.nationality"]);
    assert_eq!(
        session.learned().step,
        1,
        "the session applies what it learned"
    );
}

#[test]
fn a_failed_run_teaches_nothing() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    session.handle(Event::Run { index: Some(1) });
    let effects = session.handle(Event::RunFinished {
        round: 1,
        sql: CITIZENSHIP.into(),
        outcome: Err("interrupted".into()),
    });
    assert!(effects.is_empty());
    assert_eq!(session.learned().step, 0);
}

#[test]
fn what_was_learned_changes_the_next_round() {
    let mut session = session_with(&["builtin"]);
    for _ in 0..3 {
        ready_round(&mut session, two_readings());
        let index = session
            .view()
            .candidates
            .iter()
            .position(|c| c.sql == CITIZENSHIP)
            .expect("present");
        session.handle(Event::Accept { index: Some(index) });
    }
    let effects = session.handle(Event::Submit {
        question: "Show the name and country of every singer".into(),
    });
    let Some(Effect::Generate { hints, .. }) = effects.first() else {
        panic!("{effects:?}")
    };
    assert_eq!(
        hints.first().map(|h| h.preferred.as_str()),
        Some("singer.citizenship")
    );
    let round = session.round_id();
    session.handle(Event::Generated {
        round,
        source: "builtin".into(),
        proposals: two_readings(),
    });
    let view = session.view();
    assert_eq!(
        view.candidates[0].sql, CITIZENSHIP,
        "U now prefers citizenship for “country”"
    );
}

#[test]
fn cancel_stops_outstanding_work_and_keeps_what_arrived() {
    let mut session = session_with(&["builtin", "gpt"]);
    session.handle(Event::Submit {
        question: "q".into(),
    });
    session.handle(Event::Generated {
        round: 1,
        source: "builtin".into(),
        proposals: vec![Proposal::sql(NATIONALITY, 1.0)],
    });
    assert_eq!(
        session.handle(Event::Cancel),
        vec![Effect::CancelRound { round: 1 }]
    );
    assert_eq!(session.phase(), Phase::Ready);
    assert_eq!(session.candidates().len(), 1);
    assert!(
        session.handle(Event::Cancel).is_empty(),
        "nothing left to cancel"
    );
    let late = [
        Event::Generated {
            round: 1,
            source: "gpt".into(),
            proposals: vec![Proposal::sql(
                NATIONALITY.replace("nationality", "name"),
                1.0,
            )],
        },
        Event::GenerationFailed {
            round: 1,
            source: "gpt".into(),
            error: "timed out".into(),
        },
    ];
    for event in late {
        assert!(
            session.handle(event).is_empty(),
            "a cancelled source is dropped"
        );
    }
    assert_eq!(session.candidates().len(), 1);
    assert!(session.view().errors.is_empty());
}

#[test]
fn a_dominant_reading_is_shown_without_a_question() {
    let mut session = session_with(&["builtin"]);
    ready_round(
        &mut session,
        vec![
            tagged(NATIONALITY, 0.97, "country", "nationality"),
            tagged(CITIZENSHIP, 0.03, "country", "citizenship"),
        ],
    );
    let view = session.view();
    assert!(!view.ask, "top candidate is above τ");
    assert!(
        !view.questions.is_empty(),
        "the alternative is still one key away"
    );
}

#[test]
fn the_view_serialises_with_the_documented_field_names() {
    let mut session = session_with(&["builtin"]);
    ready_round(&mut session, two_readings());
    let json = serde_json::to_value(session.view()).expect("serialises");
    for field in ["question", "candidates", "questions"] {
        assert!(json.get(field).is_some(), "missing {field}");
    }
    let candidate = &json["candidates"][0];
    for field in ["sql", "probability", "sources", "atoms"] {
        assert!(
            candidate.get(field).is_some(),
            "missing candidates[].{field}"
        );
    }
    for field in ["kind", "text", "nl", "confidence"] {
        assert!(
            candidate["atoms"][0].get(field).is_some(),
            "missing atoms[].{field}"
        );
    }
    let question = &json["questions"][0];
    for field in ["eig", "prompt", "options"] {
        assert!(question.get(field).is_some(), "missing questions[].{field}");
    }
    assert!(
        question["options"][0].get("label").is_some()
            && question["options"][0].get("atoms").is_some()
    );
}

/// A round with ODIN's selector at a threshold of −0.8, after `proposals` arrived.
fn selector_round(proposals: Vec<Proposal>) -> Session {
    let config = SessionConfig {
        selector: Some(-0.8),
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, schema(), LearnedState::default(), Arc::new(overlap));
    ready_round(&mut session, proposals);
    session
}

/// The SQL of the readings on screen, best first.
fn shown_sql(session: &Session) -> Vec<String> {
    session
        .view()
        .candidates
        .into_iter()
        .map(|c| c.sql)
        .collect()
}

#[test]
fn the_selector_hides_the_unlikely_tail_before_a_likely_reading() {
    // All three readings cover the question's words equally well; only the generator's belief
    // tells the tail apart, and the calibrated score carries it (selector::with_likelihood).
    let session = selector_round(vec![
        tagged(NATIONALITY, 0.6, "country", "nationality"),
        tagged(CITIZENSHIP, 0.4, "country", "citizenship"),
        tagged(
            "select name, nationality from singer where age > 3",
            0.001,
            "country",
            "nationality",
        ),
    ]);
    assert_eq!(session.candidates().len(), 3);
    let shown = shown_sql(&session);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(
        shown.iter().all(|sql| !sql.contains("age > 3")),
        "{shown:?}"
    );
}

#[test]
fn what_is_said_of_the_best_reading_is_said_of_the_first_one_shown() {
    // The likelier reading leaves "country" out: the selector hides it and shows the other.
    // The round's confidence signals describe the reading on screen, not the hidden one.
    let session = selector_round(vec![
        Proposal::sql("select name from singer", 0.6),
        tagged(NATIONALITY, 0.4, "country", "nationality"),
    ]);
    let held = session.candidates().candidates();
    assert_eq!(held[0].sql, "select name from singer");
    assert_eq!(shown_sql(&session), [NATIONALITY.to_string()]);
    let p = session.candidates().probabilities();
    let signals = session.signals().expect("signals");
    assert_eq!(signals.top, p[1]);
    assert_eq!(signals.second, p[0]);
    assert_eq!(signals.unexplained, 0, "the shown reading uses every word");
}

/// Each word of the question a reading leaves unexplained multiplies its probability by the
/// factor (SUM for "average" leaves "average"); at 1 the words are listed and the priors stand.
#[rstest::rstest]
#[case(0.7)]
#[case(1.0)]
fn unexplained_words_are_listed_and_weighed(#[case] factor: f64) {
    let config = SessionConfig {
        unexplained_factor: factor,
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, schema(), LearnedState::default(), Arc::new(overlap));
    session.handle(Event::Submit {
        question: "What is the average age of each singer?".into(),
    });
    let round = session.round_id();
    let proposal = |sql: &str| Proposal {
        sql: sql.into(),
        score: 0.5,
        atoms: None,
        selector: None,
    };
    deliver(
        &mut session,
        round,
        vec![
            proposal("select sum(age) from singer"),
            proposal("select avg(age) from singer"),
        ],
    );
    let view = session.view();
    let reading = |needle: &str| {
        view.candidates
            .iter()
            .find(|c| c.sql.contains(needle))
            .expect("both readings shown")
    };
    let (sum, avg) = (reading("sum("), reading("avg("));
    assert_eq!(sum.unexplained, vec!["average".to_string()]);
    assert!(avg.unexplained.is_empty(), "{:?}", avg.unexplained);
    let ratio = sum.probability / avg.probability;
    assert!((ratio - factor).abs() < 1e-9, "{ratio} for {factor}");
}

/// A question clearly not in English gets a notice when only the built-in reader reads it; a
/// language model among the sources reads it, so then nothing is said.
#[rstest::rstest]
#[case(&["builtin"], "¿Cuántos cantantes hay en cada país?", true)]
#[case(&["builtin", "qwen"], "¿Cuántos cantantes hay en cada país?", false)]
#[case(&["builtin"], "How many singers are there in each country?", false)]
fn a_question_not_in_english_is_noticed(
    #[case] sources: &[&str],
    #[case] question: &str,
    #[case] noticed: bool,
) {
    let mut session = session_with(sources);
    session.handle(Event::Submit {
        question: question.into(),
    });
    let notices = session.view().notices;
    assert_eq!(!notices.is_empty(), noticed, "{notices:?}");
    assert!(notices.iter().all(|n| n.contains("Spanish")), "{notices:?}");
}
