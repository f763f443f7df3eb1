use super::*;
use crate::core::schema::Table;
use crate::core::session::OptionView;
use crate::core::sql::{atomize_with_schema, AtomKind};

fn schema() -> Schema {
    Schema {
        tables: vec![Table::with_columns(
            "country",
            &["country_id", "name", "local_name", "population", "area"],
            &["country_id"],
        )],
        foreign_keys: Vec::new(),
        ..Default::default()
    }
}

/// The keys of `sql`'s atoms of `kind`: what an option built from that reading shows.
fn keys(sql: &str, kind: AtomKind) -> Vec<String> {
    atomize_with_schema(sql, &schema())
        .expect("decomposes")
        .into_iter()
        .filter(|a| a.kind == kind)
        .map(|a| a.key)
        .collect()
}

fn question(options: Vec<Vec<String>>) -> QuestionView {
    QuestionView {
        kind: "readings".into(),
        eig: 1.0,
        prompt: "Which one?".into(),
        options: options
            .into_iter()
            .enumerate()
            .map(|(i, atoms)| OptionView {
                label: format!("option {i}"),
                atoms,
                candidates: 1,
                kept: vec![i],
                probability: 0.5,
                component: None,
            })
            .collect(),
    }
}

fn wanting(sql: &str) -> Meaning {
    Meaning::of(sql, &schema()).expect("decomposes")
}

const BIG: &str = "select name from country where population > 1000";
const BIG_OR_EQUAL: &str = "select name from country where population >= 1000";

#[test]
fn picks_the_option_its_reading_implies_whatever_the_spelling() {
    let q = question(vec![
        keys(BIG, AtomKind::Predicate),
        keys(BIG_OR_EQUAL, AtomKind::Predicate),
        Vec::new(),
    ]);
    let gold = wanting("SELECT T1.Name FROM Country AS T1 WHERE 1000 < T1.population");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Choose(0));
    let gold = wanting("select name from country as c where c.population >= 1000");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Choose(1));
}

#[test]
fn counting_the_key_is_counting_rows() {
    let q = question(vec![
        keys("select count(*) from country", AtomKind::Aggregate),
        keys("select count(area) from country", AtomKind::Aggregate),
    ]);
    let gold = wanting("select count(country_id) from country");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Choose(0));
}

#[test]
fn says_none_of_these_when_its_reading_has_none_of_the_atoms() {
    let q = question(vec![
        keys(BIG, AtomKind::Predicate),
        keys(BIG_OR_EQUAL, AtomKind::Predicate),
        Vec::new(),
    ]);
    let gold = wanting("select name from country where area > 5");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Choose(2));
}

#[test]
fn skips_when_no_option_fits() {
    let q = question(vec![
        keys(BIG, AtomKind::Predicate),
        keys(BIG_OR_EQUAL, AtomKind::Predicate),
    ]);
    let gold = wanting("select name from country where area > 5");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Skip);
}

#[test]
fn prefers_the_option_that_says_all_it_wants() {
    let both = "select name from country where population > 1000 and area > 5";
    let q = question(vec![
        keys(BIG, AtomKind::Predicate),
        keys(both, AtomKind::Predicate),
        Vec::new(),
    ]);
    assert_eq!(reply(&q, &wanting(both), &schema()), Reply::Choose(1));
}

/// Two readings that return the very same rows on this data (`name` and `local_name` hold the
/// same text here): the user still tells them apart by what they mean, because it knows nothing
/// of what they return, and its answer follows the reading it wants.
#[test]
fn cannot_see_results_readings_with_equal_rows_are_told_apart_by_meaning() {
    let by_name = "select population from country where name = 'France'";
    let by_local = "select population from country where local_name = 'France'";
    let conn = rusqlite::Connection::open_in_memory().expect("db");
    conn.execute_batch(
        "create table country (country_id integer primary key, name text, local_name text,
                               population integer, area integer);
         insert into country values (1, 'France', 'France', 68, 551), (2, 'Spain', 'España', 48, 506);",
    )
    .expect("fill");
    let rows = |sql: &str| -> Vec<i64> {
        let mut statement = conn.prepare(sql).expect("prepares");
        statement
            .query_map([], |r| r.get(0))
            .expect("runs")
            .collect::<Result<_, _>>()
            .expect("rows")
    };
    assert_eq!(
        rows(by_name),
        rows(by_local),
        "the fixture's two readings agree"
    );
    let q = question(vec![
        keys(by_name, AtomKind::Predicate),
        keys(by_local, AtomKind::Predicate),
    ]);
    assert_eq!(reply(&q, &wanting(by_name), &schema()), Reply::Choose(0));
    assert_eq!(reply(&q, &wanting(by_local), &schema()), Reply::Choose(1));
}

#[test]
fn recognises_its_reading_on_screen_only() {
    use crate::core::session::CandidateView;
    let view = |sql: &str| CandidateView {
        sql: sql.into(),
        probability: 0.5,
        sources: Vec::new(),
        atoms: Vec::new(),
        s_final: 0.0,
        nonconformity: 0.0,
        unexplained: Vec::new(),
        doubts: Vec::new(),
    };
    let shown = [view(BIG_OR_EQUAL), view(BIG)];
    let gold = wanting("select T.name from country T where T.population > 1000");
    assert_eq!(recognise(&shown, &gold, &schema()), Some(1));
    assert_eq!(recognise(&shown[..1], &gold, &schema()), None);
}

/// A linking question offering these components.
fn linking(components: &[&str]) -> QuestionView {
    let mut q = question(components.iter().map(|_| Vec::new()).collect());
    q.kind = "linking".into();
    for (option, component) in q.options.iter_mut().zip(components) {
        option.component = Some(component.to_string());
    }
    q
}

#[test]
fn a_linking_question_is_answered_by_the_component_the_reading_reads() {
    let q = linking(&["country.name", "country.local_name"]);
    let gold = wanting("SELECT T1.Local_Name FROM Country AS T1");
    assert_eq!(reply(&q, &gold, &schema()), Reply::Choose(1));
}

#[rstest::rstest]
#[case::reads_both("select name, local_name from country")]
#[case::reads_neither("select population from country")]
fn a_linking_question_the_reading_cannot_settle_is_skipped(#[case] sql: &str) {
    let q = linking(&["country.name", "country.local_name"]);
    assert_eq!(reply(&q, &wanting(sql), &schema()), Reply::Skip);
}
