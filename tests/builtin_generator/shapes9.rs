//! Question shapes of a ninth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe7*.jsonl`, `probe8*.jsonl`):
//! - "opened in 2023" over a column of dates stored as text whose name says nothing of dates
//!   (`opening_night` holding "2023-03-14"): the year is a prefix of the date, not dropped.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A playhouse: its shows and the nights they were staged.
const PLAYHOUSE: &str = "
CREATE TABLE show (show_id INTEGER PRIMARY KEY, title TEXT, opening_night TEXT, seats INTEGER);
CREATE TABLE staging (staging_id INTEGER PRIMARY KEY,
  show_id INTEGER REFERENCES show(show_id), night TEXT, takings INTEGER);
INSERT INTO show VALUES (1,'Hamlet','2022-03-14',300),(2,'Cats','2023-05-02',450),
  (3,'Medea','2023-11-20',200),(4,'Annie','2024-01-09',350);
INSERT INTO staging VALUES (1,1,'2022-03-14',9000),(2,2,'2023-05-02',12000),
  (3,2,'2023-05-03',11000),(4,3,'2023-11-20',5000),(5,4,'2024-01-09',8000);
";

#[rstest]
#[case(
    "Which shows opened in 2023? List their titles.",
    "SELECT title FROM show WHERE opening_night LIKE '2023%'"
)]
#[case(
    "How many shows had their opening night in 2023?",
    "SELECT COUNT(*) FROM show WHERE opening_night LIKE '2023%'"
)]
#[case(
    "What is the total takings of stagings in 2023?",
    "SELECT SUM(takings) FROM staging WHERE night LIKE '2023%'"
)]
fn years_of_dates_stored_as_text(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PLAYHOUSE), question, expected);
}
