//! Tests for the contrast rule of [`super::contrastive_hints`]: a hint records only a choice the
//! user really made between a chosen and a rejected component.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use super::tests::assert_hints_are;
use super::*;
use proptest::prelude::*;
use rstest::rstest;
use std::collections::BTreeSet;

/// Word overlap (Jaccard) between the phrase and the component's words, plus the paper's
/// synonym pair, so "hometown" links to a column that shares no word with it.
fn overlap(a: &str, b: &str) -> f64 {
    if (a, b) == ("hometown", "students.birthplace") || (a, b) == ("hometown", "students.origin") {
        return 0.7;
    }
    let words = |t: &str| -> BTreeSet<String> {
        t.split(|c: char| c == '.' || c == '_' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let (wa, wb) = (words(a), words(b));
    let union = wa.union(&wb).count();
    if union == 0 {
        return 0.0;
    }
    wa.intersection(&wb).count() as f64 / union as f64
}

type Expected<'a> = &'a [(&'a str, &'a str, &'a [&'a str])];

#[rstest]
#[case::paper_example(
    &["hometown"],
    &["students", "students.birthplace"],
    &[&["students", "students.origin"][..]],
    &[("hometown", "students.birthplace", &["students.origin"][..])],
)]
#[case::split_table_teaches_only_the_split_column(
    &["name", "country", "singers"],
    &["singer", "singer.name", "singer.country"],
    &[&["singer", "singer.name", "singer_country.country", "singer_country"][..]],
    &[("country", "singer.country", &["singer_country.country"][..])],
)]
#[case::a_component_the_user_kept_is_never_rejected(
    &["age"],
    &["singer", "singer.age"],
    &[&["singer", "singer_age"][..]],
    &[("age", "singer.age", &["singer_age"][..])],
)]
#[case::a_reading_that_has_the_choice_rejects_nothing(
    &["age"],
    &["singer.age"],
    &[&["singer.age", "singer_age.age"][..]],
    &[],
)]
#[case::an_unrelated_phrase_links_to_nothing(&["zzz"], &["t.a"], &[&["t.b"][..]], &[])]
#[case::the_longer_phrase_owns_the_link(
    &["manager name", "name"],
    &["shop.manager_name"],
    &[&["shop.name"][..]],
    &[("manager name", "shop.manager_name", &["shop.name"][..])],
)]
#[case::alternatives_from_several_readings(
    &["weight"],
    &["pets.weight"],
    &[&["pets_weight.weight"][..], &["pets.weight"][..], &["pets_weight.max_weight"][..]],
    &[("weight", "pets.weight", &["pets_weight.weight", "pets_weight.max_weight"][..])],
)]
fn contrastive_hints_record_only_real_choices(
    #[case] entities: &[&str],
    #[case] chosen: &[&str],
    #[case] rejected: &[&[&str]],
    #[case] expected: Expected<'_>,
) {
    let hints = contrastive_hints(entities, chosen, rejected, &overlap, 3);
    assert_hints_are(&hints, expected);
    assert!(hints.iter().all(|h| h.evidence == 1 && h.last_used == 3));
}

fn component() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "singer",
        "singer.name",
        "singer.age",
        "singer_age",
        "singer_age.age",
        "stadium.name",
        "concert",
    ])
    .prop_map(str::to_string)
}

proptest! {
    /// Every hint names a component of the chosen SQL, has alternatives, none of them kept by
    /// the user, and each alternative comes from a rejected reading that lacks the preferred one.
    #[test]
    fn hints_are_contrasts_between_chosen_and_rejected(
        chosen in prop::collection::vec(component(), 0..5),
        rejected in prop::collection::vec(prop::collection::vec(component(), 0..5), 0..4),
        entities in prop::collection::vec(
            prop::sample::select(vec!["name", "age", "singer", "stadium name", "zzz"]), 0..4),
    ) {
        let hints = contrastive_hints(&entities, &chosen, &rejected, &overlap, 0);
        for hint in &hints {
            prop_assert!(chosen.contains(&hint.preferred));
            prop_assert!(!hint.over.is_empty());
            prop_assert!(overlap(&hint.entity, &hint.preferred) > 0.0);
            for alternative in &hint.over {
                prop_assert!(!chosen.contains(alternative));
                prop_assert!(rejected.iter().any(|r| r.contains(alternative)
                    && !r.contains(&hint.preferred)));
            }
        }
    }
}
