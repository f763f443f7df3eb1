//! A person named by a split name: a question that names the people ("who are …", "list the
//! employees") is also read as listing every part of their name, since one part alone names
//! several of them (two Annas below); a question that names a part ("first names") lists that
//! part first.

use super::fixtures::{assert_first, assert_offers, fixture};
use rstest::rstest;

const PEOPLE: &str = "
CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
  salary INTEGER, city TEXT);
INSERT INTO employees VALUES (1,'Anna','Berg',90000,'Oslo'),(2,'Anna','Dahl',50000,'Bergen'),
  (3,'Omar','Haddad',70000,'Oslo'),(4,'Li','Wei',65000,'Oslo'),(5,'Sara','Lind',80000,'Bergen');
";

#[rstest]
#[case(
    "Who are the employees in Oslo?",
    "SELECT first_name, last_name FROM employees WHERE city = 'Oslo'"
)]
#[case(
    "Which employee has the highest salary?",
    "SELECT first_name, last_name FROM employees ORDER BY salary DESC LIMIT 1"
)]
fn a_person_is_named_by_every_part_of_the_name(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(PEOPLE), question, expected);
}

#[test]
fn a_part_of_the_name_asked_for_is_listed_alone() {
    assert_first(
        &fixture(PEOPLE),
        "What are the first names of the employees in Oslo?",
        "SELECT first_name FROM employees WHERE city = 'Oslo'",
    );
}
