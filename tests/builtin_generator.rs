//! The built-in generator, end to end: questions over small SQLite databases to ranked SQL
//! readings, judged by execution (a reading counts when it returns the expected rows).
#![allow(clippy::expect_used)] // a failed expectation is the test failing

#[path = "builtin_generator/business_names.rs"]
mod business_names;
#[path = "builtin_generator/code_lookups.rs"]
mod code_lookups;
#[path = "builtin_generator/coded_categories.rs"]
mod coded_categories;
#[path = "builtin_generator/compared_counts.rs"]
mod compared_counts;
#[path = "builtin_generator/counted_occurrences.rs"]
mod counted_occurrences;
#[path = "builtin_generator/counted_one.rs"]
mod counted_one;
#[path = "builtin_generator/counted_references.rs"]
mod counted_references;
#[path = "builtin_generator/counted_totals.rs"]
mod counted_totals;
#[path = "builtin_generator/counted_values.rs"]
mod counted_values;
#[path = "builtin_generator/described_codes.rs"]
mod described_codes;
#[path = "builtin_generator/dev.rs"]
mod dev;
#[path = "builtin_generator/dimension_adjectives.rs"]
mod dimension_adjectives;
#[path = "builtin_generator/distinct_counts.rs"]
mod distinct_counts;
#[path = "builtin_generator/event_amounts.rs"]
mod event_amounts;
#[path = "builtin_generator/filler_tables.rs"]
mod filler_tables;
#[path = "builtin_generator/fixtures.rs"]
mod fixtures;
#[path = "builtin_generator/fronted_aggregates.rs"]
mod fronted_aggregates;
#[path = "builtin_generator/keyless_exports.rs"]
mod keyless_exports;
#[path = "builtin_generator/listed_once.rs"]
mod listed_once;
#[path = "builtin_generator/missing_values.rs"]
mod missing_values;
#[path = "builtin_generator/month_years.rs"]
mod month_years;
#[path = "builtin_generator/negated_verbs.rs"]
mod negated_verbs;
#[path = "builtin_generator/numbered_names.rs"]
mod numbered_names;
#[path = "builtin_generator/padded_numbers.rs"]
mod padded_numbers;
#[path = "builtin_generator/period_totals.rs"]
mod period_totals;
#[path = "builtin_generator/person_names.rs"]
mod person_names;
#[path = "builtin_generator/placeholder_numbers.rs"]
mod placeholder_numbers;
#[path = "builtin_generator/prepositions.rs"]
mod prepositions;
#[path = "builtin_generator/present_attributes.rs"]
mod present_attributes;
#[path = "builtin_generator/principles.rs"]
mod principles;
#[path = "builtin_generator/probe.rs"]
mod probe;
#[path = "builtin_generator/ranges.rs"]
mod ranges;
#[path = "builtin_generator/record_keys.rs"]
mod record_keys;
#[path = "builtin_generator/reduced_relatives.rs"]
mod reduced_relatives;
#[path = "builtin_generator/relative_dates.rs"]
mod relative_dates;
#[path = "builtin_generator/rows_per_group.rs"]
mod rows_per_group;
#[path = "builtin_generator/shapes.rs"]
mod shapes;
#[path = "builtin_generator/shapes10.rs"]
mod shapes10;
#[path = "builtin_generator/shapes11.rs"]
mod shapes11;
#[path = "builtin_generator/shapes12.rs"]
mod shapes12;
#[path = "builtin_generator/shapes13.rs"]
mod shapes13;
#[path = "builtin_generator/shapes14.rs"]
mod shapes14;
#[path = "builtin_generator/shapes15.rs"]
mod shapes15;
#[path = "builtin_generator/shapes2.rs"]
mod shapes2;
#[path = "builtin_generator/shapes3.rs"]
mod shapes3;
#[path = "builtin_generator/shapes4.rs"]
mod shapes4;
#[path = "builtin_generator/shapes5.rs"]
mod shapes5;
#[path = "builtin_generator/shapes6.rs"]
mod shapes6;
#[path = "builtin_generator/shapes7.rs"]
mod shapes7;
#[path = "builtin_generator/shapes8.rs"]
mod shapes8;
#[path = "builtin_generator/shapes9.rs"]
mod shapes9;
#[path = "builtin_generator/shared_prefixes.rs"]
mod shared_prefixes;
#[path = "builtin_generator/states.rs"]
mod states;
#[path = "builtin_generator/superlatives.rs"]
mod superlatives;
#[path = "builtin_generator/text_dates.rs"]
mod text_dates;
#[path = "builtin_generator/text_numbers.rs"]
mod text_numbers;
#[path = "builtin_generator/twins.rs"]
mod twins;
#[path = "builtin_generator/value_fragments.rs"]
mod value_fragments;
#[path = "builtin_generator/years_of_dates.rs"]
mod years_of_dates;

use fixtures::{fixture, generate, generator, rank_of, AMBIGUOUS, SCHOOL};
use proptest::prelude::*;
use qlarify::core::hints::Hint;
use qlarify::core::plans::Plan;
use qlarify::core::ports::{GenerationRequest, Generator};
use qlarify::core::schema::Schema;
use rstest::rstest;

const K: usize = 5;

#[rstest]
#[case::projection(
    "List the first names and ages of all students.",
    "SELECT first_name, age FROM student"
)]
#[case::count("How many students are there?", "SELECT count(*) FROM student")]
#[case::average_by_group(
    "What is the average age of students in each city?",
    "SELECT avg(age), city FROM student GROUP BY city"
)]
#[case::count_by_group(
    "How many students are from each city?",
    "SELECT count(*), city FROM student GROUP BY city"
)]
#[case::superlative(
    "What is the first name of the oldest student?",
    "SELECT first_name FROM student ORDER BY age DESC LIMIT 1"
)]
#[case::superlative_column(
    "Which student has the highest age? Give the last name.",
    "SELECT last_name FROM student ORDER BY age DESC LIMIT 1"
)]
#[case::value_in_data(
    "How many students are from Paris?",
    "SELECT count(*) FROM student WHERE city = 'Paris'"
)]
#[case::quoted_value(
    "Find the last names of students whose city is \"Rome\".",
    "SELECT last_name FROM student WHERE city = 'Rome'"
)]
#[case::negated_value(
    "Find the first names of students whose city is not Oslo.",
    "SELECT first_name FROM student WHERE city != 'Oslo'"
)]
#[case::comparative(
    "List the first names of students older than 21.",
    "SELECT first_name FROM student WHERE age > 21"
)]
#[case::comparative_words(
    "Find the last names of students with age below 21.",
    "SELECT last_name FROM student WHERE age < 21"
)]
#[case::either_or(
    "Show the first names of students aged either 19 or 25.",
    "SELECT first_name FROM student WHERE age = 19 OR age = 25"
)]
#[case::join_along_key("Find the first names of students who have a cat.", "SELECT DISTINCT s.first_name FROM student s JOIN has_pet h ON s.stu_id = h.stu_id JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'cat'")]
#[case::count_through_join("How many dog pets are owned by female students?", "SELECT count(*) FROM student s JOIN has_pet h ON s.stu_id = h.stu_id JOIN pet p ON p.pet_id = h.pet_id WHERE s.sex = 'F' AND p.pet_type = 'dog'")]
#[case::not_in("Find the first names of students who do not have a dog.", "SELECT first_name FROM student WHERE stu_id NOT IN (SELECT h.stu_id FROM has_pet h JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'dog')")]
#[case::having_count("Find the first names of students who have at least 2 pets.", "SELECT s.first_name FROM student s JOIN has_pet h ON s.stu_id = h.stu_id GROUP BY s.stu_id HAVING count(*) >= 2")]
#[case::distinct(
    "List the different cities of students.",
    "SELECT DISTINCT city FROM student"
)]
#[case::order_by(
    "List the last names of students in descending order of age.",
    "SELECT last_name FROM student ORDER BY age DESC"
)]
#[case::order_by_default_key(
    "List the ages of students in ascending order.",
    "SELECT age FROM student ORDER BY age ASC"
)]
#[case::aggregate_comparison(
    "List the first names of students older than the average age.",
    "SELECT first_name FROM student WHERE age > (SELECT avg(age) FROM student)"
)]
#[case::intersect("Find the first names of students who have both a cat and a dog.", "SELECT s.first_name FROM student s JOIN has_pet h ON s.stu_id = h.stu_id JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'cat' INTERSECT SELECT s.first_name FROM student s JOIN has_pet h ON s.stu_id = h.stu_id JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'dog'")]
#[case::sum("What is the total weight of all pets?", "SELECT sum(weight) FROM pet")]
#[case::min_max(
    "What are the maximum and minimum weight of pets?",
    "SELECT max(weight), min(weight) FROM pet"
)]
#[case::between(
    "List the first names of students aged between 20 and 23.",
    "SELECT first_name FROM student WHERE age >= 20 AND age <= 23"
)]
#[case::count_distinct(
    "How many different cities do students come from?",
    "SELECT count(DISTINCT city) FROM student"
)]
#[case::like(
    "Find the first names of students whose last name contains 'e'.",
    "SELECT first_name FROM student WHERE last_name LIKE '%e%'"
)]
#[case::top_n(
    "List the first names of the 3 oldest students.",
    "SELECT first_name FROM student ORDER BY age DESC LIMIT 3"
)]
#[case::most_by_count(
    "Which city has the most students?",
    "SELECT city FROM student GROUP BY city ORDER BY count(*) DESC LIMIT 1"
)]
#[case::two_sentences("How many students does each course have? List the course title and the number.", "SELECT c.title, count(*) FROM course c JOIN enrollment e ON c.course_id = e.course_id GROUP BY c.course_id")]
fn finds_the_reading_among_the_top(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SCHOOL);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, expected).is_some(),
        "{question}\nexpected {expected}\ngot {sqls:#?}"
    );
}

/// Both readings of an ambiguous question must be offered (AmbiQT's principles, on toy data).
#[rstest]
#[case::synonym_columns(
    "What are the names and hometowns of the teachers?",
    "SELECT name, birthplace FROM teacher",
    "SELECT name, origin FROM teacher"
)]
#[case::split_table(
    "What are the names and ages of the teachers?",
    "SELECT name, age FROM teacher",
    "SELECT t.name, a.age FROM teacher t JOIN teacher_age a ON t.teacher_id = a.teacher_id"
)]
#[case::precomputed_aggregate(
    "What is the average number of products for each location?",
    "SELECT avg(products), location FROM shop GROUP BY location",
    "SELECT avg_products, location FROM shop_products"
)]
#[case::synonym_tables(
    "What are the full names and salaries of the instructors?",
    "SELECT full_name, salary FROM instructor",
    "SELECT full_name, salary FROM lecturer"
)]
fn offers_both_readings_of_an_ambiguity(
    #[case] question: &str,
    #[case] first: &str,
    #[case] second: &str,
) {
    let f = fixture(AMBIGUOUS);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, first).is_some(),
        "missing {first}\ngot {sqls:#?}"
    );
    assert!(
        rank_of(&f, &proposals, second).is_some(),
        "missing {second}\ngot {sqls:#?}"
    );
}

#[test]
fn proposals_are_ranked_scored_capped_and_distinct() {
    let f = fixture(AMBIGUOUS);
    for k in [1, 2, 5] {
        let proposals = generate(&f, "What are the names and hometowns of the teachers?", k);
        assert!(!proposals.is_empty() && proposals.len() <= k);
        assert!(proposals.windows(2).all(|w| w[0].score >= w[1].score));
        assert!(proposals
            .iter()
            .all(|p| p.score >= 0.0 && p.score.is_finite()));
        let mut sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
        sqls.sort();
        sqls.dedup();
        assert_eq!(sqls.len(), proposals.len());
    }
}

#[test]
fn atoms_carry_the_phrases_they_serve() {
    let f = fixture(AMBIGUOUS);
    let proposals = generate(&f, "What are the names and hometowns of the teachers?", K);
    let atoms = proposals[0].atoms.as_ref().expect("tagged atoms");
    let phrases: Vec<&str> = atoms.iter().filter_map(|a| a.nl.as_deref()).collect();
    assert!(phrases.contains(&"hometowns"), "{atoms:#?}");
    assert!(phrases.contains(&"names"), "{atoms:#?}");
}

#[test]
fn honours_a_plan() {
    let f = fixture(AMBIGUOUS);
    let question = "What are the names and ages of the teachers?";
    for plan in [
        Plan {
            joins: 1,
            selections: 2,
        },
        Plan {
            joins: 0,
            selections: 2,
        },
    ] {
        let request = GenerationRequest {
            question,
            schema: &f.schema,
            hints: &[],
            plan: Some(plan),
            max_candidates: K,
            cancel: None,
        };
        let g = generator(f.values.clone());
        assert!(g.honours_plans());
        let proposals = g.generate(&request).expect("generate");
        assert!(!proposals.is_empty(), "{plan:?}");
        for p in &proposals {
            let joins = p.sql.matches(" JOIN ").count();
            assert_eq!(joins, plan.joins, "{plan:?}: {}", p.sql);
        }
    }
}

#[test]
fn a_hint_changes_the_next_answer() {
    let f = fixture(AMBIGUOUS);
    let question = "What are the names and hometowns of the teachers?";
    let g = generator(f.values.clone());
    let top = |hints: &[Hint]| {
        let request = GenerationRequest {
            question,
            schema: &f.schema,
            hints,
            plan: None,
            max_candidates: K,
            cancel: None,
        };
        g.generate(&request).expect("generate")[0].sql.clone()
    };
    for (preferred, rejected) in [("origin", "birthplace"), ("birthplace", "origin")] {
        let hint = Hint::new(
            "hometowns",
            format!("teacher.{preferred}"),
            vec![format!("teacher.{rejected}")],
            1,
        );
        let sql = top(&[hint]);
        assert!(
            sql.contains(preferred) && !sql.contains(rejected),
            "{preferred}: {sql}"
        );
    }
}

#[test]
fn is_deterministic() {
    let f = fixture(SCHOOL);
    for question in [
        "Find the first names of students who do not have a dog.",
        "How many students are from each city?",
    ] {
        let a = generate(&f, question, 10);
        let b = generate(&f, question, 10);
        assert_eq!(a, b);
    }
}

/// A phrase that links to nothing and cannot be dropped ends grounding at once: it used to be
/// grounded again and again at a lower score, hundreds of calls deep, until a test thread's
/// stack overflowed (found by the word-salad property below).
#[test]
fn an_unlinkable_phrase_ends_grounding_without_recursing() {
    let f = fixture(SCHOOL);
    let question =
        "once once age a number older than older average older different \"Paris\" age ? with";
    let proposals = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || generate(&f, question, 5).len())
        .expect("thread")
        .join()
        .expect("no stack overflow");
    assert!(proposals <= 5);
}

/// An empty database with only the tables and columns of `schema`: a query that names anything
/// else fails to prepare.
fn shell(schema: &Schema) -> rusqlite::Connection {
    let conn = rusqlite::Connection::open_in_memory().expect("memory");
    for t in &schema.tables {
        let cols: Vec<String> = t
            .columns
            .iter()
            .map(|c| format!("\"{}\"", c.name))
            .collect();
        conn.execute_batch(&format!(
            "CREATE TABLE \"{}\" ({});",
            t.name,
            cols.join(", ")
        ))
        .expect("shell");
    }
    conn
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn never_uses_a_masked_component(mask in proptest::collection::vec(any::<bool>(), 64), pick in 0usize..8) {
        let f = fixture(SCHOOL);
        let mut masked = f.schema.clone();
        let mut bits = mask.into_iter();
        masked.tables.retain(|_| bits.next().unwrap_or(true));
        for t in &mut masked.tables {
            t.columns.retain(|_| bits.next().unwrap_or(true));
        }
        masked.tables.retain(|t| !t.columns.is_empty());
        let questions = [
            "How many students are from Paris?",
            "Find the first names of students who have a cat.",
            "What is the average age of students in each city?",
            "Find the first names of students who do not have a dog.",
            "List the last names of students in descending order of age.",
            "What is the total weight of all pets?",
            "Find the first names of students who have at least 2 pets.",
            "Which city has the most students?",
        ];
        let request = GenerationRequest { question: questions[pick], schema: &masked, hints: &[], plan: None, max_candidates: 10, cancel: None };
        let proposals = generator(f.values.clone()).generate(&request).expect("generate");
        let conn = shell(&masked);
        for p in proposals {
            prop_assert!(conn.prepare(&p.sql).is_ok(), "{} uses a masked component of {:?}", p.sql, masked.tables.iter().map(|t| (&t.name, t.columns.iter().map(|c| &c.name).collect::<Vec<_>>())).collect::<Vec<_>>());
        }
    }

    #[test]
    fn never_panics_on_arbitrary_questions(question in "\\PC{0,120}") {
        let f = fixture(SCHOOL);
        let request = GenerationRequest { question: &question, schema: &f.schema, hints: &[], plan: None, max_candidates: 5, cancel: None };
        let proposals = generator(f.values.clone()).generate(&request).expect("generate never errs");
        prop_assert!(proposals.len() <= 5);
    }

    #[test]
    fn never_panics_on_question_like_word_salad(words in proptest::collection::vec(prop::sample::select(vec![
        "how", "many", "students", "pets", "of", "each", "city", "not", "have", "a", "cat", "older", "than",
        "average", "the", "most", "and", "or", "in", "descending", "order", "by", "age", "\"Paris\"", "2", ",", "?",
        "who", "whose", "with", "more", "once", "number", "total", "different", "for", "named",
    ]), 0..18)) {
        let f = fixture(SCHOOL);
        let question = words.join(" ");
        let request = GenerationRequest { question: &question, schema: &f.schema, hints: &[], plan: None, max_candidates: 5, cancel: None };
        let proposals = generator(f.values.clone()).generate(&request).expect("generate");
        for p in proposals {
            prop_assert!(f.conn.prepare(&p.sql).is_ok(), "{question} → {}", p.sql);
        }
    }
}
