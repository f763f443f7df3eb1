//! Question shapes of a ninth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe7*.jsonl`, `probe8*.jsonl`):
//! - "opened in 2023" over a column of dates stored as text whose name says nothing of dates
//!   (`opening_night` holding "2023-03-14"): the year is a prefix of the date, not dropped;
//! - "Which cities have both exhibitors and visitors?" asks for values two tables share
//!   (INTERSECT), "visitors but no exhibitors" for values one holds and the other does not
//!   (EXCEPT);
//! - "have occurred more than twice": a verb names no rows to count, the asked attribute's
//!   own rows are counted;
//! - "For every stall, list …" with nothing aggregated names the rows, not a first item.

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

/// A book fair: exhibitors and visitors, both with the city they come from, the stalls the
/// exhibitors run, and the visits to its halls.
const BOOK_FAIR: &str = "
CREATE TABLE exhibitor (exhibitor_id INTEGER PRIMARY KEY, name TEXT, city TEXT,
  stall_fee REAL);
CREATE TABLE visitor (visitor_id INTEGER PRIMARY KEY, name TEXT, city TEXT, age INTEGER);
CREATE TABLE stall (stall_id INTEGER PRIMARY KEY,
  exhibitor_id INTEGER REFERENCES exhibitor(exhibitor_id), manager TEXT);
CREATE TABLE visit (visit_id INTEGER PRIMARY KEY, hall TEXT, minutes INTEGER);
INSERT INTO exhibitor VALUES (1,'Quill','Bath',120.0),(2,'Folio','York',90.0),
  (3,'Spine','Leeds',150.0);
INSERT INTO visitor VALUES (1,'Ann','York',31),(2,'Bob','Hull',45),(3,'Cat','Leeds',27),
  (4,'Dan','Hull',52);
INSERT INTO stall VALUES (1,1,'Tom Price'),(2,1,'Ivy Stone'),(3,2,'Tom Price'),(4,3,'Ivy Stone'),
  (5,2,'Tom Price');
INSERT INTO visit VALUES (1,'East',20),(2,'West',15),(3,'East',40),(4,'East',10),
  (5,'West',30),(6,'North',25);
";

#[rstest]
// Values two tables share, or one holds and the other does not.
#[case(
    "Which cities have both exhibitors and visitors?",
    "SELECT city FROM exhibitor INTERSECT SELECT city FROM visitor"
)]
#[case(
    "Which cities have visitors but no exhibitors?",
    "SELECT city FROM visitor EXCEPT SELECT city FROM exhibitor"
)]
// A verb names no rows of its own, however like a table's name it is: the halls are
// grouped and their visits counted.
#[case(
    "Which halls have been visited more than twice?",
    "SELECT hall FROM visit GROUP BY hall HAVING COUNT(*) > 2"
)]
// "For every stall" names the rows; what is shown is listed after them, in its order.
#[case(
    "For every stall, list the exhibitor's name and the stall manager.",
    "SELECT T1.name, T2.manager FROM exhibitor AS T1 JOIN stall AS T2 \
     ON T1.exhibitor_id = T2.exhibitor_id"
)]
fn shared_values_and_counted_verbs(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(BOOK_FAIR), question, expected);
}
