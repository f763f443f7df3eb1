//! Numbers stored as text beside a placeholder word ('Not Available'): ranking or bounding the
//! column reads only its numbers; averaging it offers the average over the numbers beside the
//! one that counts the word as 0. Rows chosen so that counting the word as 0 (SQLite's reading
//! of it as a number) or sorting it after the numbers (its reading as text) returns another
//! average or another top row.

use super::fixtures::{assert_first, assert_offers, fixture};

const RATINGS: &str = "
CREATE TABLE hospital (hosp_id INTEGER PRIMARY KEY, hosp_name TEXT, star_rating TEXT);
INSERT INTO hospital VALUES (1,'Grace','5'),(2,'Mercy','4'),(3,'Hope','Not Available'),
  (4,'Unity','2'),(5,'Oak','4'),(6,'Pine','Not Available');
";

#[test]
fn an_average_over_the_numbers_is_offered() {
    assert_offers(
        &fixture(RATINGS),
        "What is the average star rating?",
        "SELECT AVG(star_rating) FROM hospital WHERE star_rating != 'Not Available'",
    );
}

#[rstest::rstest]
#[case(
    "Which hospital has the highest star rating?",
    "SELECT hosp_name FROM hospital WHERE star_rating != 'Not Available' ORDER BY CAST(star_rating AS INTEGER) DESC LIMIT 1"
)]
// A control: on SQLite the text comparison already leaves the word out ('N' > '3'); the bound
// keeps reading only numbers with the condition added.
#[case(
    "hospitals with a star rating below 3",
    "SELECT hosp_name FROM hospital WHERE CAST(star_rating AS INTEGER) < 3 AND star_rating != 'Not Available'"
)]
fn a_measure_stored_as_text_is_read_without_its_placeholder(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_first(&fixture(RATINGS), question, expected);
}

/// The placeholder said is what is asked for: nothing is excluded.
#[test]
fn a_placeholder_said_is_kept() {
    assert_first(
        &fixture(RATINGS),
        "hospitals whose star rating is Not Available",
        "SELECT hosp_name FROM hospital WHERE star_rating = 'Not Available'",
    );
}
