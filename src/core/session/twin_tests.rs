//! The selector keeps twin readings together: a reading of a column's vertical copy is shown
//! whenever the same reading of the base column is ([`crate::core::copies`]).

use super::tests::{overlap, ready_round, tagged};
use super::*;
use crate::core::schema::Table;

fn split_schema() -> Schema {
    Schema {
        tables: vec![
            Table::with_columns(
                "singer",
                &["singer_id", "name", "country", "age"],
                &["singer_id"],
            ),
            Table::with_columns("singer_country", &["singer_id", "country"], &[]),
        ],
        foreign_keys: Vec::new(),
        ..Default::default()
    }
}

const BASE: &str = "select name, country from singer";
const TWIN: &str = "select T1.name, T2.country from singer as T1 join singer_country as T2 \
                    on T1.singer_id = T2.singer_id";
const TAIL: &str = "select name, country from singer where age > 3";

fn shown(selector: Option<f64>, twin_score: f64) -> Vec<String> {
    shown_capped(selector, twin_score, 0.001, SessionConfig::default().shown)
}

fn shown_capped(
    selector: Option<f64>,
    twin_score: f64,
    tail_score: f64,
    cap: usize,
) -> Vec<String> {
    let config = SessionConfig {
        selector,
        shown: cap,
        ..SessionConfig::default()
    };
    let mut session = Session::new(
        config,
        split_schema(),
        LearnedState::default(),
        Arc::new(overlap),
    );
    ready_round(
        &mut session,
        vec![
            tagged(BASE, 0.7, "country", "country"),
            tagged(TWIN, twin_score, "country", "country"),
            tagged(TAIL, tail_score, "country", "country"),
        ],
    );
    assert_eq!(session.candidates().len(), 3);
    session
        .view()
        .candidates
        .into_iter()
        .map(|c| c.sql)
        .collect()
}

#[test]
fn an_unlikely_twin_is_shown_with_its_base_reading() {
    let shown = shown(Some(-0.8), 0.001);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(
        shown.iter().any(|sql| sql.contains("singer_country")),
        "{shown:?}"
    );
    assert!(
        shown.iter().all(|sql| !sql.contains("age > 3")),
        "{shown:?}"
    );
}

#[test]
fn twins_are_shown_in_probability_order() {
    let shown = shown(Some(-0.8), 0.2);
    assert!(shown[0].contains("FROM singer") || shown[0].contains("from singer"));
    assert!(shown[1].contains("singer_country"), "{shown:?}");
}

#[test]
fn without_a_selector_the_top_readings_are_shown_as_before() {
    assert_eq!(shown(None, 0.001).len(), 3);
}

#[test]
fn when_nothing_clears_the_threshold_the_best_reading_comes_with_its_twin() {
    let shown = shown(Some(-5.0), 0.2);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(shown[1].contains("singer_country"), "{shown:?}");
}

#[test]
fn a_cap_drops_a_likelier_other_reading_before_it_splits_twins() {
    for selector in [None, Some(0.0)] {
        let shown = shown_capped(selector, 0.01, 0.2, 2);
        assert_eq!(shown.len(), 2, "{shown:?}");
        assert!(shown[1].contains("singer_country"), "{shown:?}");
        assert!(
            shown.iter().all(|sql| !sql.contains("age > 3")),
            "{shown:?}"
        );
    }
}

#[test]
fn a_cap_of_one_shows_the_best_reading_alone() {
    let shown = shown_capped(None, 0.01, 0.2, 1);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(!shown[0].contains("singer_country"), "{shown:?}");
}
