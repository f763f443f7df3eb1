use super::super::scoring::QuestionOption;
use super::super::tests::overlap;
use super::super::{LearnedState, Session, SessionConfig};
use super::spoken;
use crate::core::schema::{Schema, Table};
use rstest::rstest;
use std::sync::Arc;

fn session() -> Session {
    let mut singer = Table::with_columns(
        "singer",
        &["singer_id", "name", "citizenship", "age"],
        &["singer_id"],
    );
    singer.row_count = Some(6);
    singer.columns[2].samples = vec!["France".into(), "Spain".into(), "Chile".into()];
    let schema = Schema {
        tables: vec![
            singer,
            Table::with_columns(
                "curr_dept",
                &["dept_id", "head_emp_id", "dept_name"],
                &["dept_id"],
            ),
            Table::with_columns(
                "employees",
                &["emp_id", "curr_dept_id", "salary"],
                &["emp_id"],
            ),
        ],
        ..Default::default()
    };
    Session::new(
        SessionConfig::default(),
        schema,
        LearnedState::default(),
        Arc::new(overlap),
    )
}

fn labelled(keys: &[&[&str]]) -> Vec<String> {
    let mut options: Vec<QuestionOption> = keys
        .iter()
        .map(|k| QuestionOption {
            label: k.join(", "),
            atom_keys: k.iter().map(|s| s.to_string()).collect(),
            candidates: Vec::new(),
        })
        .collect();
    session().in_words(&mut options);
    options.into_iter().map(|o| o.label).collect()
}

#[rstest]
#[case::column("|projection|singer.citizenship", "the citizenship of singer")]
#[case::table("|table|curr_dept", "the curr dept table")]
#[case::average("|aggregate|avg(employees.salary)", "the average salary of employees")]
#[case::count_rows("|aggregate|count(*)", "the number of rows")]
#[case::count_distinct(
    "|aggregate|count(distinct singer.citizenship)",
    "the number of different citizenship of singer"
)]
#[case::grouping("|group_by|curr_dept.dept_name", "dept name of curr dept")]
#[case::distinct("|distinct|distinct", "without repeated rows")]
#[case::join_by_the_pointing_column(
    "|join|curr_dept.dept_id = employees.curr_dept_id",
    "employees to curr dept by curr dept id"
)]
#[case::the_other_path(
    "|join|curr_dept.head_emp_id = employees.emp_id",
    "curr dept to employees by head emp id"
)]
#[case::at_least("|predicate|singer.age >= 30", "the age of singer is at least 30")]
#[case::less_than("|predicate|singer.age < 30", "the age of singer is less than 30")]
#[case::a_value(
    "|predicate|singer.citizenship = 'France'",
    "the citizenship of singer is “France”"
)]
#[case::not_a_value(
    "|predicate|singer.citizenship != 'France'",
    "the citizenship of singer is not “France”"
)]
#[case::a_prefix(
    "|predicate|singer.name like 'A%'",
    "the name of singer starts with “A”"
)]
#[case::no_infix(
    "|predicate|singer.name not like '%son%'",
    "the name of singer does not contain “son”"
)]
#[case::missing("|predicate|singer.age is null", "the age of singer is missing")]
#[case::given("|predicate|not singer.age is null", "the age of singer is given")]
#[case::groups("|having|count(*) > 2", "the number of rows is more than 2")]
fn atoms_are_said_as_what_they_mean(#[case] key: &str, #[case] words: &str) {
    assert_eq!(labelled(&[&[key]]), [words]);
}

#[rstest]
#[case::two_columns("|predicate|singer.age > singer.singer_id")]
#[case::a_list("|predicate|singer.citizenship in ('France', 'Spain')")]
#[case::inner_wildcard("|predicate|singer.name like 'A_b%'")]
#[case::an_operator_inside_a_value("|predicate|singer.name = 'a >= b'")]
#[case::expression("|projection|singer.age + 1")]
#[case::nested("0.where.1|projection|singer.name")]
#[case::unknown_column("|projection|singer.height")]
#[case::second_read("|table|singer#2")]
fn the_rest_keeps_its_sql(#[case] key: &str) {
    assert_eq!(labelled(&[&[key]]), [key]);
}

#[test]
fn tables_read_together_are_one_phrase() {
    assert_eq!(
        labelled(&[&["|table|curr_dept", "|table|employees"]]),
        ["the curr dept and employees tables"]
    );
}

#[test]
fn options_whose_words_would_collide_keep_their_sql() {
    let labels = labelled(&[
        &["|join|employees.curr_dept_id = curr_dept.dept_id"],
        &["|join|employees.curr_dept_id = curr_dept.head_emp_id"],
    ]);
    assert_eq!(
        labels,
        [
            "|join|employees.curr_dept_id = curr_dept.dept_id",
            "|join|employees.curr_dept_id = curr_dept.head_emp_id"
        ]
    );
}

#[test]
fn components_are_described_with_what_tells_them_apart() {
    let session = session();
    assert_eq!(
        session.describe("singer.citizenship"),
        "the citizenship of singer (e.g. France, Spain)"
    );
    assert_eq!(session.describe("singer"), "the singer table (6 rows)");
    assert_eq!(session.describe("curr_dept"), "the curr dept table");
}

#[rstest]
#[case("birth_place", "birth place")]
#[case("HomeTown", "home town")]
#[case("singer", "singer")]
#[case("tot_rev_fy", "tot rev fy")]
#[case("__x__", "x")]
fn names_are_spoken_as_words(#[case] name: &str, #[case] words: &str) {
    assert_eq!(spoken(name), words);
}
