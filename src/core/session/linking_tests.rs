//! The linking step (#27 item 5, RTS §3): transitions with no I/O.

use super::tests::{deliver_keyed, overlap, schema, tagged};
use super::*;

const QUESTION: &str = "Show the name and country of every singer";
const NATIONALITY: &str = "select name, nationality from singer";
const CITIZENSHIP: &str = "select name, citizenship from singer";
const NAME_ONLY: &str = "select name from singer";

fn session(linking: Option<f64>) -> Session {
    let config = SessionConfig {
        linking,
        link_questions: 1,
        ..SessionConfig::default()
    };
    Session::new(config, schema(), LearnedState::default(), Arc::new(overlap))
}

/// Submit the question and deliver `proposals` from the built-in source.
fn round_with(session: &mut Session, question: &str, proposals: Vec<Proposal>) {
    session.handle(Event::Submit {
        question: question.into(),
    });
    let round = session.round_id();
    deliver_keyed(session, round, proposals, str::to_string);
}

fn both_columns() -> Vec<Proposal> {
    vec![
        tagged(NATIONALITY, 0.6, "country", "nationality"),
        tagged(CITIZENSHIP, 0.4, "country", "citizenship"),
    ]
}

fn option_of(view: &RoundView, component: &str) -> usize {
    view.questions[0]
        .options
        .iter()
        .position(|o| o.component.as_deref() == Some(component))
        .expect("the component is offered")
}

fn generated_hints(effects: &[Effect]) -> Vec<crate::core::hints::Hint> {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Generate { hints, .. } => Some(hints.clone()),
            _ => None,
        })
        .expect("the generators run again")
}

#[test]
fn a_phrase_two_columns_could_name_is_asked_first_in_words() {
    let mut session = session(Some(0.3));
    round_with(&mut session, QUESTION, both_columns());
    let view = session.view();
    assert!(view.ask);
    let question = &view.questions[0];
    assert_eq!(question.kind, "linking");
    assert_eq!(
        question.prompt,
        "By “country”, do you mean the nationality of singer or the citizenship of singer?"
    );
    let components: Vec<_> = question
        .options
        .iter()
        .map(|o| o.component.clone())
        .collect();
    assert_eq!(
        components,
        [
            Some("singer.nationality".to_string()),
            Some("singer.citizenship".to_string())
        ]
    );
    assert_eq!(view.linking.len(), 1);
    assert_eq!(view.linking[0].state, "asked");
    // The question about the readings is still there, behind it.
    assert!(view.questions[1..].iter().all(|q| q.kind == "readings"));
}

#[test]
fn without_a_threshold_there_is_no_linking_step() {
    let mut session = session(None);
    round_with(&mut session, QUESTION, both_columns());
    let view = session.view();
    assert!(view.linking.is_empty());
    assert!(view.questions.iter().all(|q| q.kind == "readings"));
}

#[test]
fn with_no_linking_questions_allowed_the_step_only_reports() {
    let mut session = session(Some(0.3));
    session.set_config(SessionConfig {
        link_questions: 0,
        ..session.config().clone()
    });
    round_with(&mut session, QUESTION, both_columns());
    let view = session.view();
    assert!(view.questions.iter().all(|q| q.kind == "readings"));
    assert_eq!(view.linking.len(), 1);
    assert_eq!(view.linking[0].state, "ambiguous");
    assert_eq!(view.linking[0].options.len(), 2);
}

#[test]
fn an_answer_the_readings_hold_narrows_without_generating_again() {
    let mut session = session(Some(0.3));
    round_with(&mut session, QUESTION, both_columns());
    let option = option_of(&session.view(), "singer.citizenship");
    let effects = session.handle(Event::Answer { option });
    assert!(effects.is_empty(), "{effects:?}");
    let view = session.view();
    let shown: Vec<&str> = view.candidates.iter().map(|c| c.sql.as_str()).collect();
    assert_eq!(shown, [CITIZENSHIP]);
    assert_eq!(view.linking[0].state, "answered");
    assert_eq!(
        view.linking[0].chosen.as_deref(),
        Some("singer.citizenship")
    );
    assert_eq!(view.questions_put, 1);
}

#[test]
fn an_answer_no_reading_holds_runs_the_generators_with_it_as_a_hint() {
    let mut session = session(Some(0.3));
    round_with(
        &mut session,
        QUESTION,
        vec![
            tagged(NATIONALITY, 0.5, "country", "nationality"),
            Proposal::sql(NAME_ONLY, 0.5),
        ],
    );
    let view = session.view();
    assert_eq!(view.questions[0].kind, "linking");
    let option = option_of(&view, "singer.citizenship");
    let effects = session.handle(Event::Answer { option });
    assert_eq!(session.phase(), Phase::Working);
    let hints = generated_hints(&effects);
    let hint = hints.last().expect("the answer is a hint");
    assert_eq!(hint.entity, "country");
    assert_eq!(hint.preferred, "singer.citizenship");
    assert_eq!(hint.over, ["singer.nationality"]);
    // What the generators now return joins the round, but not a reading against the answer.
    let round = session.round_id();
    deliver_keyed(
        &mut session,
        round,
        vec![
            tagged(NATIONALITY, 0.6, "country", "nationality"),
            tagged(CITIZENSHIP, 0.4, "country", "citizenship"),
        ],
        str::to_string,
    );
    let held: Vec<String> = session
        .candidates()
        .candidates()
        .iter()
        .map(|c| c.sql.clone())
        .collect();
    assert!(held.contains(&CITIZENSHIP.to_string()), "{held:?}");
    assert!(!held.contains(&NATIONALITY.to_string()), "{held:?}");
    assert_eq!(session.phase(), Phase::Ready);
}

#[test]
fn undo_takes_the_answer_back_and_asks_again() {
    let mut session = session(Some(0.3));
    round_with(&mut session, QUESTION, both_columns());
    let before = session.view();
    let option = option_of(&before, "singer.citizenship");
    session.handle(Event::Answer { option });
    session.handle(Event::Undo);
    let after = session.view();
    assert_eq!(after.candidates, before.candidates);
    assert_eq!(after.linking[0].state, "asked");
    assert_eq!(after.questions[0].kind, "linking");
    assert_eq!(after.questions_put, 0);
}

#[test]
fn a_skipped_linking_question_is_put_and_not_asked_again() {
    let mut session = session(Some(0.3));
    round_with(&mut session, QUESTION, both_columns());
    session.handle(Event::Skip);
    let view = session.view();
    assert_eq!(view.linking[0].state, "skipped");
    assert_eq!(view.questions_put, 1);
    assert!(view.questions.iter().all(|q| q.kind == "readings"));
}

#[test]
fn accepting_a_reading_that_agrees_learns_the_answer_as_a_hint() {
    let mut session = session(Some(0.3));
    round_with(&mut session, QUESTION, both_columns());
    let option = option_of(&session.view(), "singer.citizenship");
    session.handle(Event::Answer { option });
    let effects = session.handle(Event::Accept { index: None });
    let Some(Effect::Learn(delta)) = effects.first() else {
        panic!("accepting learns: {effects:?}");
    };
    assert!(
        delta
            .hints
            .iter()
            .any(|h| h.entity == "country" && h.preferred == "singer.citizenship"),
        "{:?}",
        delta.hints
    );
}

#[test]
fn a_phrase_nothing_names_well_is_said_when_the_best_reading_leaves_it_out() {
    let mut session = session(Some(0.3));
    // "concert hall" half-names the concert table: below the threshold, so the step abstains,
    // and the best reading reads neither word.
    round_with(
        &mut session,
        "Show the name of every singer of the concert hall",
        vec![Proposal::sql(NAME_ONLY, 1.0)],
    );
    let view = session.view();
    let abstained: Vec<&LinkingView> = view
        .linking
        .iter()
        .filter(|l| l.state == "abstained")
        .collect();
    assert!(
        abstained.iter().any(|l| l.phrase == "concert hall"),
        "{:?}",
        view.linking
    );
    assert!(
        view.notices
            .iter()
            .any(|n| n.starts_with("nothing in the schema clearly names “")),
        "{:?}",
        view.notices
    );
}
