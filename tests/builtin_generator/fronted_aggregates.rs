//! An aggregate said first. "On average, how old are the technicians?" averages what the
//! sentence goes on to ask for, as "How old are the technicians on average?" does: a sentence
//! adverbial ("on average", "in total") scopes over the sentence's head whether it comes
//! before or after it. Before, an aggregate with nothing before it was dropped, and one after
//! a "how old" found no head. Rows chosen so that the average, the listed ages and the other
//! aggregates all differ.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const CREWS: &str = "
CREATE TABLE technician (tech_id INTEGER PRIMARY KEY, full_name TEXT, age INTEGER,
  hours_worked INTEGER);
INSERT INTO technician VALUES (1,'Ada Moss',31,120),(2,'Ben Ruiz',45,80),(3,'Cy Lund',29,200),
  (4,'Dee Park',52,40),(5,'Eli Tamm',NULL,10);
CREATE TABLE review (review_id INTEGER PRIMARY KEY, tech_id INTEGER REFERENCES technician,
  rating INTEGER, review_dt TEXT);
INSERT INTO review VALUES (1,1,4,'2024-01-02'),(2,1,5,'2024-02-03'),(3,2,2,'2024-03-04'),
  (4,3,3,'2024-04-05'),(5,4,5,'2024-05-06');
";

#[rstest]
#[case::fronted_before_how_old(
    "On average, how old are the technicians?",
    "SELECT AVG(age) FROM technician"
)]
#[case::trailing_after_how_old(
    "How old are the technicians on average?",
    "SELECT AVG(age) FROM technician"
)]
#[case::fronted_before_what(
    "On average, what rating do the reviews give?",
    "SELECT AVG(rating) FROM review"
)]
#[case::fronted_before_a_counted_quantity(
    "On average, how many hours have the technicians worked?",
    "SELECT AVG(hours_worked) FROM technician"
)]
#[case::fronted_total_of_a_counted_quantity(
    "In total, how many hours have the technicians worked?",
    "SELECT SUM(hours_worked) FROM technician"
)]
#[case::no_aggregate_lists_the_ages("How old are the technicians?", "SELECT age FROM technician")]
fn an_aggregate_said_first_applies_to_the_head(#[case] question: &str, #[case] want: &str) {
    assert_first(&fixture(CREWS), question, want);
}

/// "How old is the oldest technician?" asks for a value, the largest age: a degree question
/// ("how old") about the superlative of its own dimension ("the oldest") is that extreme, not
/// the top row ranked by it, which on ascending order starts with the rows whose age is not
/// known (the NULL row here), and is an ordering, not the value asked for. A superlative of
/// another dimension still ranks ("the technician who worked the most hours").
#[rstest]
#[case::youngest(
    "How old is the youngest technician?",
    "SELECT MIN(age) FROM technician"
)]
#[case::oldest("How old is the oldest technician?", "SELECT MAX(age) FROM technician")]
#[case::who_is_oldest(
    "Who is the oldest technician?",
    "SELECT full_name FROM technician ORDER BY age DESC LIMIT 1"
)]
fn a_degree_asked_of_its_superlative_is_the_extreme(#[case] question: &str, #[case] want: &str) {
    assert_first(&fixture(CREWS), question, want);
}
