use super::*;
use proptest::prelude::*;
use rstest::rstest;

use crate::core::ports::Similarity;
use crate::core::toy_similarity::overlap;

/// The link sets of `question`'s phrases, read as the session reads them.
fn sets_of(
    question: &str,
    components: &[String],
    similarity: &dyn Similarity,
    threshold: f64,
) -> Vec<LinkSet> {
    let entities = relevant_entities(question, components, similarity);
    link_sets(&entities, components, similarity, threshold)
}

fn components() -> Vec<String> {
    [
        "singer",
        "singer.singer_id",
        "singer.name",
        "singer.nationality",
        "singer.citizenship",
        "singer.age",
        "concert",
        "concert.concert_id",
        "concert.year",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

fn set_of<'a>(sets: &'a [LinkSet], phrase: &str) -> &'a LinkSet {
    sets.iter()
        .find(|s| s.phrase == phrase)
        .unwrap_or_else(|| panic!("no set for {phrase:?} in {sets:?}"))
}

fn names(pairs: &[(String, f64)]) -> Vec<&str> {
    pairs.iter().map(|(c, _)| c.as_str()).collect()
}

#[test]
fn a_phrase_two_columns_name_equally_is_a_question() {
    let sets = sets_of(
        "which singers have country france",
        &components(),
        &overlap,
        0.3,
    );
    let country = set_of(&sets, "country");
    assert_eq!(
        names(&country.within),
        ["singer.nationality", "singer.citizenship"]
    );
    assert!(country.ambiguous());
    let asked: Vec<&str> = questions_of(&sets)
        .iter()
        .map(|s| s.phrase.as_str())
        .collect();
    assert!(asked.contains(&"country"), "{asked:?}");
}

#[test]
fn a_phrase_one_component_names_is_no_question() {
    let sets = sets_of("the age of each singer", &components(), &overlap, 0.3);
    let age = set_of(&sets, "age");
    assert_eq!(names(&age.within), ["singer.age"]);
    assert!(!age.ambiguous() && !age.abstains());
}

#[test]
fn a_table_stands_for_its_own_columns() {
    // "singer" names the table and, through its qualified name, every column of it.
    let sets = sets_of("every singer", &components(), &overlap, 0.9);
    let singer = set_of(&sets, "singer");
    assert_eq!(names(&singer.within)[0], "singer");
    assert!(singer.within.iter().all(|(c, _)| !c.starts_with("singer.")));
}

#[test]
fn nothing_close_enough_abstains_and_offers_the_closest() {
    // "concert year" half-names `concert.year` (0.5 with the bare name ⇒ score 0.5 + 0) and
    // a tight threshold keeps nothing.
    let sets = sets_of("concert hall year", &components(), &overlap, 0.2);
    let phrase = set_of(&sets, "concert hall year");
    assert!(phrase.abstains());
    assert!(!phrase.closest.is_empty());
    assert!(phrase.closest.len() <= MAX_LINK_OPTIONS);
}

#[rstest]
#[case::two(2, true)]
#[case::four(4, true)]
#[case::one(1, false)]
#[case::five(5, false)]
fn only_a_few_components_make_a_question(#[case] within: usize, #[case] asked: bool) {
    let set = LinkSet {
        phrase: "x".into(),
        within: (0..within).map(|i| (format!("t.c{i}"), 0.9)).collect(),
        closest: Vec::new(),
    };
    assert_eq!(set.ambiguous(), asked);
}

#[test]
fn longer_phrases_are_asked_and_their_words_not_again() {
    let set = |phrase: &str, options: &[&str]| LinkSet {
        phrase: phrase.into(),
        within: options.iter().map(|c| (c.to_string(), 0.8)).collect(),
        closest: Vec::new(),
    };
    let sets = vec![
        set("name", &["singer.name", "concert.name"]),
        set("singer name", &["singer.name", "singer.full_name"]),
        set("year", &["concert.year", "singer.year"]),
        set("stage", &["singer.name", "singer.full_name"]),
    ];
    let asked: Vec<&str> = questions_of(&sets)
        .iter()
        .map(|s| s.phrase.as_str())
        .collect();
    // "name" is inside "singer name"; "stage" offers the same two options again.
    assert_eq!(asked, ["singer name", "year"]);
}

#[test]
fn calibration_scores_the_meant_component_of_phrases_that_name_one() {
    let meant = vec!["singer.citizenship".to_string(), "singer".to_string()];
    let scores = calibration_scores(
        "which singers have country france",
        &meant,
        &components(),
        &overlap,
    );
    // "country" names citizenship as well as the schema's best (1.0): a score of 0. "france"
    // names nothing and is not calibrated on; "singers" names the table.
    assert!(scores.contains(&0.0), "{scores:?}");
    assert!(scores.iter().all(|s| s.is_finite() && *s >= 0.0));
}

proptest! {
    /// A larger threshold never loses a component (it may hold it through its table), and the
    /// best component is held as soon as its own score passes the threshold.
    #[test]
    fn sets_grow_with_the_threshold(low in 0.0f64..2.0, extra in 0.0f64..1.0) {
        let question = "singer country and concert year";
        let small = sets_of(question, &components(), &overlap, low);
        let large = sets_of(question, &components(), &overlap, low + extra);
        for (a, b) in small.iter().zip(&large) {
            let held = |(c, _): &(String, f64)| {
                let table = c.split_once('.').map_or(c.as_str(), |(t, _)| t);
                b.within.iter().any(|(d, _)| d == c || d == table)
            };
            prop_assert!(a.within.iter().all(held), "{:?} ⊄ {:?}", a.within, b.within);
            if let Some((_, best)) = a.closest.first() {
                if 1.0 - best <= low {
                    prop_assert!(!a.within.is_empty());
                }
            }
        }
    }
}

#[test]
fn a_phrase_that_barely_resembles_anything_is_no_abstention() {
    // "singer stage performance" shares one word of three with `singer`: the phrase is about
    // something the schema does not hold, not a name the linker failed to place.
    let sets = sets_of("singer stage performance", &components(), &overlap, 0.2);
    let phrase = set_of(&sets, "singer stage performance");
    assert!(phrase.within.is_empty());
    assert!(!phrase.abstains());
}

#[test]
fn numbers_are_values_not_names() {
    let components = vec!["concert".to_string(), "concert.year_2014".to_string()];
    let sets = sets_of("concerts in 2014", &components, &overlap, 0.5);
    assert!(sets.iter().all(|s| s.phrase != "2014"), "{sets:?}");
}
