//! Question shapes of an eighth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe6*.jsonl`, `probe7*.jsonl`):
//! - "both beginner learners and learners older than 40": a phrase repeated after "and", with
//!   a condition on each side, names two sets of rows, and what is asked is related to both
//!   (INTERSECT), whatever columns the two conditions restrict.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A pottery school: its learners and the classes they take.
const POTTERY: &str = "
CREATE TABLE learner (learner_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, town TEXT,
  level TEXT);
CREATE TABLE class (class_id INTEGER PRIMARY KEY, title TEXT, kiln TEXT);
CREATE TABLE enrolment (learner_id INTEGER REFERENCES learner(learner_id),
  class_id INTEGER REFERENCES class(class_id));
INSERT INTO learner VALUES (1,'Ana',25,'Ashford','Beginner'),(2,'Ben',41,'Dover','Expert'),
  (3,'Cem',55,'Ashford','Expert'),(4,'Dag',35,'Leeds','Beginner'),(5,'Eli',62,'Leeds','Beginner');
INSERT INTO class VALUES (1,'Throwing','Gas'),(2,'Glazing','Electric');
INSERT INTO enrolment VALUES (1,1),(2,1),(3,2),(4,2),(5,1);
";

#[rstest]
// Two sets named by one repeated phrase: the towns related to each.
#[case(
    "Which towns have both beginner learners and learners older than 50?",
    "SELECT town FROM learner WHERE level = 'Beginner' \
     INTERSECT SELECT town FROM learner WHERE age > 50"
)]
#[case(
    "Find the towns that have beginner learners and learners older than 50.",
    "SELECT town FROM learner WHERE level = 'Beginner' \
     INTERSECT SELECT town FROM learner WHERE age > 50"
)]
// One set with two conditions stays one set.
#[case(
    "Which towns have beginner learners older than 50?",
    "SELECT town FROM learner WHERE level = 'Beginner' AND age > 50"
)]
fn two_sets_of_learners(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(POTTERY), question, expected);
}
