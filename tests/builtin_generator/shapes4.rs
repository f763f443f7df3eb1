//! Question shapes of a fourth round, each a general rule of English on a fixture of its own,
//! found on a fresh probe set (`eval-data/probe3.jsonl`): a bare number compared right after
//! the rows a question is about is a value of theirs; the youngest was born last; a decade is
//! a range of years; an aggregate compared with a number after "have" / "whose" / "where" is a
//! condition on groups; "where" after a noun relates, it does not ask for a place.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Singers with a birth year (and no age), and staff with ages in three cities: Oslo averages
/// 38, Rome 30, Lima 27.
const PEOPLE: &str = "
CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, birth_year INTEGER,
  citizenship TEXT);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, city TEXT);
INSERT INTO singer VALUES (1,'Ann',1944,'France'),(2,'Bob',1962,'Spain'),(3,'Cyd',1948,'France'),
  (4,'Dee',1971,'Chile'),(5,'Eve',1955,'Spain');
INSERT INTO staff VALUES (1,'Al',41,'Oslo'),(2,'Bo',35,'Oslo'),(3,'Cy',31,'Rome'),
  (4,'Di',29,'Rome'),(5,'Ed',27,'Lima'),(6,'Fa',33,'Rome');
";

/// "the names of staff over 30": a value of the staff (their age), not a count of them.
#[test]
fn a_bare_number_after_the_rows_is_a_value_of_theirs() {
    assert_first(
        &fixture(PEOPLE),
        "List the names of staff over 30.",
        "SELECT name FROM staff WHERE age > 30",
    );
}

/// Over a birth year the youngest was born last and the oldest first.
#[rstest]
#[case(
    "Who is the youngest singer? Give the name and citizenship.",
    "SELECT name, citizenship FROM singer ORDER BY birth_year DESC LIMIT 1"
)]
#[case(
    "Who is the oldest singer?",
    "SELECT name FROM singer ORDER BY birth_year ASC LIMIT 1"
)]
fn the_youngest_was_born_last(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PEOPLE), question, expected);
}

/// "in the 1940s" is the years 1940 to 1949.
#[test]
fn a_decade_is_a_range_of_years() {
    assert_first(
        &fixture(PEOPLE),
        "Which singers were born in the 1940s?",
        "SELECT name FROM singer WHERE birth_year BETWEEN 1940 AND 1949",
    );
}

/// An aggregate of an attribute compared with a number, said of a group's rows, restricts
/// the groups (HAVING), whichever way it is said.
#[rstest]
#[case("Which cities have an average staff age above 30?")]
#[case("What are the cities whose average age is above 30?")]
#[case("Which cities have an average age of more than 30?")]
#[case("Show the cities where staff have an average age greater than 30.")]
#[case("Find the cities where the average age of staff is over 30.")]
fn an_aggregate_compared_after_have_restricts_groups(#[case] question: &str) {
    assert_first(
        &fixture(PEOPLE),
        question,
        "SELECT city FROM staff GROUP BY city HAVING AVG(age) > 30",
    );
}

/// After a noun, "where" introduces a restriction; it does not ask for a location.
#[test]
fn where_after_a_noun_relates() {
    assert_first(
        &fixture(PEOPLE),
        "List the names of staff where the city is Rome.",
        "SELECT name FROM staff WHERE city = 'Rome'",
    );
}
