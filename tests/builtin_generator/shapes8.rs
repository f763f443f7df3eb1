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
//! - "ordered by class and then by year" orders by both keys, the first first;
//! - any aggregate word ("the combined points") makes "each" a grouping;
//! - "each rank" names a column, where "Rank the …" would order;
//! - "members who organise the club" hold the flag `is_organizer`, and "would recommend" the
//!   flag `would_recommend`;
//! - "routes that depart from" a harbour follow the key at the start of the route
//!   (`origin_id`), "arrive at" the one at its end;
//! - `Sname` is a surname, and "last name" names it even where a stored title holds "Last".

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
// Any aggregate word ("combined") makes "each" a grouping.
#[case(
    "What are the combined points won at each venue?",
    "SELECT SUM(Points_Won), Venue FROM race GROUP BY Venue"
)]
#[case(
    "Sort the boats by class and give their names.",
    "SELECT Boat_Name FROM boat ORDER BY Boat_Class ASC"
)]
fn sailors_boats_and_races(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(REGATTA), question, expected);
}

/// A lifeboat station: its crew, by rank, and the call-outs they reviewed.
const LIFEBOAT: &str = "
CREATE TABLE crew (Crew_ID INTEGER PRIMARY KEY, Fname TEXT, Rank TEXT, Salary INTEGER,
  Is_Organizer TEXT);
CREATE TABLE callout (Callout_ID INTEGER PRIMARY KEY, Crew_ID INTEGER REFERENCES crew(Crew_ID),
  Sea_State TEXT, Would_Recommend TEXT);
INSERT INTO crew VALUES (1,'Ada','Helm',300,'Y'),(2,'Bo','Mechanic',250,'N'),
  (3,'Cy','Helm',420,'N'),(4,'Di','Crew',180,'Y'),(5,'Ed','Crew',200,'N');
INSERT INTO callout VALUES (1,1,'Rough','Y'),(2,1,'Calm','N'),(3,2,'Rough','Y'),(4,3,'Calm','Y'),
  (5,4,'Rough','N'),(6,5,'Rough','N');
";

#[rstest]
#[case(
    "What is the average salary of the crew of each rank?",
    "SELECT AVG(Salary), Rank FROM crew GROUP BY Rank"
)]
#[case(
    "What are the first names of the crew who organise the training?",
    "SELECT Fname FROM crew WHERE Is_Organizer = 'Y'"
)]
#[case(
    "For each sea state, count the call-outs in which the crew would recommend the boat.",
    "SELECT Sea_State, COUNT(*) FROM callout WHERE Would_Recommend = 'Y' GROUP BY Sea_State"
)]
fn crew_ranks_and_flags(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(LIFEBOAT), question, expected);
}

/// Harbours and the routes between them: two keys to one table, one at each end.
const HARBOURS: &str = "
CREATE TABLE harbour (harbour_id INTEGER PRIMARY KEY, harbour_name TEXT, town TEXT);
CREATE TABLE route (route_id INTEGER PRIMARY KEY,
  origin_id INTEGER REFERENCES harbour(harbour_id),
  dest_id INTEGER REFERENCES harbour(harbour_id), miles INTEGER);
INSERT INTO harbour VALUES (1,'North Quay','Oban'),(2,'Old Pier','Mull'),(3,'Ferry Slip','Iona'),
  (4,'East Dock','Coll');
INSERT INTO route VALUES (1,1,2,12),(2,1,3,30),(3,2,3,18),(4,3,1,30);
";

#[rstest]
#[case(
    "Which harbours have no routes starting from them? Give their names.",
    "SELECT harbour_name FROM harbour WHERE harbour_id NOT IN (SELECT origin_id FROM route)"
)]
#[case(
    "Find the names of the harbours that no route arrives at.",
    "SELECT harbour_name FROM harbour WHERE harbour_id NOT IN (SELECT dest_id FROM route)"
)]
#[case(
    "How many routes depart from Oban?",
    "SELECT COUNT(*) FROM harbour AS T1 JOIN route AS T2 ON T1.harbour_id = T2.origin_id \
     WHERE T1.town = 'Oban'"
)]
fn routes_between_harbours(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(HARBOURS), question, expected);
}

/// Players and the plays they were cast in (one title holds the word "Last"), and understudies
/// whose last name is an `Sname`.
const PLAYHOUSE: &str = "
CREATE TABLE player (Player_ID INTEGER PRIMARY KEY, Fname TEXT, LName TEXT, Nationality TEXT,
  date_of_birth TEXT);
CREATE TABLE understudy (Understudy_ID INTEGER PRIMARY KEY, Sname TEXT, Agency TEXT);
CREATE TABLE play (Play_ID INTEGER PRIMARY KEY, Title TEXT);
CREATE TABLE cast_in (Player_ID INTEGER REFERENCES player(Player_ID),
  Play_ID INTEGER REFERENCES play(Play_ID));
INSERT INTO player VALUES (1,'Ann','Reed','Irish','1980-02-01'),(2,'Ben','Cole','Welsh','1975-07-12'),
  (3,'Cat','Dunn','Irish','1990-11-30'),(4,'Dan','Ames','Scottish','1985-05-05');
INSERT INTO play VALUES (1,'The Last Tenant'),(2,'Hay Fever');
INSERT INTO understudy VALUES (1,'Hart','Stage Left'),(2,'Moss','Wings');
INSERT INTO cast_in VALUES (1,1),(2,1),(3,2);
";

#[rstest]
#[case(
    "Give the first name and last name of every player.",
    "SELECT Fname, LName FROM player"
)]
#[case(
    "List the surname and agency of every understudy.",
    "SELECT Sname, Agency FROM understudy"
)]
#[case(
    "Which plays have Tenant in their title?",
    "SELECT Title FROM play WHERE Title LIKE '%Tenant%'"
)]
fn players_and_their_names(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PLAYHOUSE), question, expected);
}
