//! Tests of the lexical similarity.
use super::*;
use proptest::prelude::*;
use rstest::rstest;

#[test]
fn synonym_words_belong_to_one_group_only() {
    let mut seen = std::collections::HashSet::new();
    for w in SYNONYMS.iter().flat_map(|g| g.iter()) {
        assert!(seen.insert(*w), "{w} is in two groups");
    }
}

#[rstest]
#[case("cities", "city")]
#[case("boxes", "box")]
#[case("sales", "sale")]
#[case("students", "student")]
#[case("address", "address")]
#[case("status", "status")]
fn stems_plurals(#[case] word: &str, #[case] want: &str) {
    assert_eq!(stem(word), want);
}

/// (query, nearer, farther): the same orderings the model must give on obvious cases.
#[rstest]
#[case("hometown", "birthplace", "roll_num")]
#[case("hometown", "origin", "roll_num")]
#[case("hometown", "place_of_birth", "grade")]
#[case("total sales", "gross_sales", "student_name")]
#[case("total sales", "net_sales", "hire_date")]
#[case("total sales", "SalesAmount", "country")]
#[case("employee salary", "emp_sal", "dept_name")]
#[case("quantity", "qty", "price")]
#[case("home town", "hometown", "roll_num")]
#[case("students", "student_id", "course_title")]
#[case("movie", "film_title", "song_title")]
#[case("date of birth", "dob", "hire_date")]
fn orders_obvious_cases(#[case] query: &str, #[case] nearer: &str, #[case] farther: &str) {
    let lex = Lexical::new();
    let (n, f) = (
        lex.similarity(query, nearer),
        lex.similarity(query, farther),
    );
    assert!(
        n > f,
        "{query}: {nearer} {n:.3} should beat {farther} {f:.3}"
    );
}

#[rstest]
#[case("gross_sales", "GrossSales")]
#[case("roll_num", "roll number")]
#[case("Hometown", "hometown")]
fn spelling_variants_are_identical(#[case] a: &str, #[case] b: &str) {
    assert!((Lexical::new().similarity(a, b) - 1.0).abs() < 1e-9);
}

#[rstest::rstest]
#[case("plnt", "plant", true)]
#[case("nm", "name", true)]
#[case("st", "state", true)]
#[case("cd", "code", true)]
#[case("rtg", "rating", true)]
#[case("typ", "type", true)]
#[case("actv", "active", true)]
#[case("hosp", "hospital", true)]
#[case("emer", "emergency", true)]
#[case("age", "average", false)]
#[case("cat", "cart", false)]
#[case("hos", "hospital", false)]
#[case("plant", "plant", false)]
#[case("tn", "name", false)]
#[case("nme", "name", false)]
#[case("n", "name", false)]
#[case::an_acronym_is_not_another_skeleton("drg", "dschrg", false)]
#[case::nor_is_a_shorter_skeleton("st", "strt", false)]
fn abbreviations_are_skeletons_or_long_truncations(
    #[case] short: &str,
    #[case] long: &str,
    #[case] expected: bool,
) {
    assert_eq!(abbreviates(short, long), expected);
}

#[test]
fn an_abbreviated_name_is_nearer_the_words_it_abbreviates() {
    let lexical = Lexical::new();
    let near = lexical.similarity("plant name", "plnt_nm");
    let far = lexical.similarity("plant name", "st_cd");
    assert!(near > 0.6 && far < 0.2, "near {near}, far {far}");
    assert!(
        lexical.similarity("hospitals", "hosp_gen_info")
            > lexical.similarity("hospitals", "drg_lkp")
    );
    // Nothing abbreviated: the plain score.
    assert_eq!(lexical.abbreviated("average age", "salary"), 0.0);
}

#[test]
fn unrelated_words_score_near_zero() {
    assert!(Lexical::new().similarity("hometown", "roll_num") < 0.1);
}

/// Parts of identifiers: words, abbreviations, one-letter words and the words of phrases,
/// so glued abbreviations and phrases across the dot are generated too.
fn identifier() -> impl Strategy<Value = String> {
    let part = prop::sample::select(vec![
        "emp", "l", "name", "nm", "date", "of", "birth", "place", "home", "town", "sales", "f",
        "st", "cd", "Qty", "ID", "x", "2019", "native", "dob",
    ]);
    (
        prop::collection::vec(part, 1..4),
        prop::sample::select(vec!["_", "", " "]),
    )
        .prop_map(|(parts, sep)| parts.join(sep))
}

proptest! {
    /// Composing a qualified name's profile from its parts is an optimisation only.
    #[test]
    fn a_qualified_name_composed_scores_as_analysed_whole(
        table in identifier(), column in identifier(), other in identifier()
    ) {
        let qualified = format!("{table}.{column}");
        let composing = Lexical::new();
        let whole = Lexical::new();
        let direct = whole.analysed(&qualified);
        let composed = composing.profile(&qualified);
        prop_assert_eq!(&composed.concepts, &direct.concepts);
        prop_assert_eq!(&composed.grams, &direct.grams);
        prop_assert_eq!(composed.norm, direct.norm);
        prop_assert_eq!(
            composing.similarity(&other, &qualified),
            score_of(&whole.profile(&other), &direct).max(abbreviated_of(&whole.profile(&other), &direct))
        );
    }

    #[test]
    fn abbreviated_score_is_symmetric_and_bounded(a in "[a-z_ ]{0,20}", b in "[a-z_ ]{0,20}") {
        let lexical = Lexical::new();
        let (ab, ba) = (lexical.similarity(&a, &b), lexical.similarity(&b, &a));
        prop_assert!((ab - ba).abs() < 1e-12, "{ab} vs {ba}");
        prop_assert!((0.0..=1.0).contains(&ab));
    }

    #[test]
    fn score_is_symmetric_bounded_and_reflexive(a in "[a-zA-Z_ ]{0,20}", b in "[a-zA-Z_ ]{0,20}") {
        let lex = Lexical::new();
        let (ab, ba) = (lex.similarity(&a, &b), lex.similarity(&b, &a));
        prop_assert!((ab - ba).abs() < 1e-12);
        prop_assert!((0.0..=1.0).contains(&ab));
        if a.chars().any(|c| c.is_alphabetic()) {
            prop_assert!(lex.similarity(&a, &a) > 0.89);
        }
    }
}
