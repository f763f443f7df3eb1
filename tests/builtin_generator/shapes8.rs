//! Question shapes of an eighth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe6*.jsonl`, `probe7*.jsonl`):
//! - "both beginner learners and learners older than 40": a phrase repeated after "and", with
//!   a condition on each side, names two sets of rows, and what is asked is related to both
//!   (INTERSECT), whatever columns the two conditions restrict, and "at least one woman and
//!   one man" only says such rows exist;
//! - "the most common class" is the value most rows hold;
//! - "Sort the sailors from youngest to oldest" names its key through the extremes, and "with
//!   the oldest boat first" orders the whole list;
//! - `LName` is a last name, as `lname` is;
//! - "How many points in total" and "the total number of points won" add up a column whose
//!   name holds the counted word;
//! - "assigned to more than one boat" compares the count of related rows;
//! - "ordered by class and then by year" orders by both keys, the first first.

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

/// A regatta: sailors, the boats they crew (a link table) and the races the boats sail.
const REGATTA: &str = "
CREATE TABLE sailor (Sailor_ID INTEGER PRIMARY KEY, Fname TEXT, LName TEXT, Age INTEGER,
  Gender TEXT, Occupation TEXT);
CREATE TABLE boat (Boat_ID INTEGER PRIMARY KEY, Boat_Name TEXT, Boat_Class TEXT,
  Built_Year INTEGER);
CREATE TABLE crew_slot (Sailor_ID INTEGER REFERENCES sailor(Sailor_ID),
  Boat_ID INTEGER REFERENCES boat(Boat_ID));
CREATE TABLE race (Race_ID INTEGER PRIMARY KEY, Boat_ID INTEGER REFERENCES boat(Boat_ID),
  Points_Won INTEGER, Venue TEXT);
INSERT INTO sailor VALUES (1,'Ada','Moss',31,'F','Teacher'),(2,'Bo','Lund',45,'M','Teacher'),
  (3,'Cy','Hart',22,'M','Nurse'),(4,'Di','Kemp',58,'F','Pilot'),(5,'Ed','Yates',39,'M','Pilot'),
  (6,'Flo','Ames',27,'F','Nurse');
INSERT INTO boat VALUES (1,'Tern','Dinghy',2015),(2,'Skua','Keelboat',1998),
  (3,'Gull','Dinghy',2008),(4,'Auk','Dinghy',2020);
INSERT INTO crew_slot VALUES (1,1),(1,2),(2,2),(3,3),(4,4),(4,1),(5,3),(6,2);
INSERT INTO race VALUES (1,1,12,'Cowes'),(2,1,7,'Poole'),(3,2,20,'Cowes'),(4,3,3,'Poole'),
  (5,4,9,'Cowes');
";

#[rstest]
#[case(
    "Which occupations are shared by at least one female and one male sailor?",
    "SELECT Occupation FROM sailor WHERE Gender = 'F' \
     INTERSECT SELECT Occupation FROM sailor WHERE Gender = 'M'"
)]
#[case(
    "What is the most common boat class?",
    "SELECT Boat_Class FROM boat GROUP BY Boat_Class ORDER BY COUNT(*) DESC LIMIT 1"
)]
#[case(
    "Which class is the most common among the boats?",
    "SELECT Boat_Class FROM boat GROUP BY Boat_Class ORDER BY COUNT(*) DESC LIMIT 1"
)]
#[case(
    "What is the least common occupation of the sailors?",
    "SELECT Occupation FROM sailor GROUP BY Occupation ORDER BY COUNT(*) ASC LIMIT 1"
)]
#[case(
    "Sort the sailors from youngest to oldest and give each one's surname.",
    "SELECT LName FROM sailor ORDER BY Age ASC"
)]
#[case(
    "List the last names of all sailors, with the oldest sailor first.",
    "SELECT LName FROM sailor ORDER BY Age DESC"
)]
#[case(
    "What are the last names of the sailors older than 40?",
    "SELECT LName FROM sailor WHERE Age > 40"
)]
#[case(
    "How many points were won in total at Cowes?",
    "SELECT SUM(Points_Won) FROM race WHERE Venue = 'Cowes'"
)]
#[case(
    "What is the total number of points won by each boat? Show the boat name and the total.",
    "SELECT T1.Boat_Name, SUM(T2.Points_Won) FROM boat AS T1 JOIN race AS T2 \
     ON T1.Boat_ID = T2.Boat_ID GROUP BY T1.Boat_ID"
)]
#[case(
    "Which sailors have been assigned to more than one boat? Show their first names.",
    "SELECT T1.Fname FROM sailor AS T1 JOIN crew_slot AS T2 ON T1.Sailor_ID = T2.Sailor_ID \
     GROUP BY T1.Sailor_ID HAVING COUNT(*) > 1"
)]
#[case(
    "List the class, year and name of every boat, ordered by class and then by year in \
     descending order.",
    "SELECT Boat_Class, Built_Year, Boat_Name FROM boat ORDER BY Boat_Class ASC, Built_Year DESC"
)]
#[case(
    "Sort the boats by class and give their names.",
    "SELECT Boat_Name FROM boat ORDER BY Boat_Class ASC"
)]
fn sailors_boats_and_races(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(REGATTA), question, expected);
}
