//! Question shapes of a sixth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe5b.jsonl`): "times" after a word is a noun ("lap times"), not a count
//! of occurrences; a restating sentence that names an earlier attribute by its last word ("Show
//! the team name and the average time") means that attribute; nothing is averaged or summed
//! that holds text; the word after "starts with" is the pattern, quoted or not; "more than
//! every X" is more than the largest; "numbers of" an attribute lists it; a hyphen joins one
//! name ("sign-on date"); a flag's yes after a compared number is a condition of its own; the
//! oldest thing was founded or built first; "between 10 and 25 years of experience" bounds the
//! attribute named after the range, and "years of experience" is one name; rows that "have
//! never been visited" have no visit records.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Cycling teams, their riders, and the riders' results in races.
const CYCLING: &str = "
CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT, country TEXT);
CREATE TABLE rider (rider_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
  is_pro TEXT, team_id INTEGER REFERENCES team(team_id));
CREATE TABLE race (race_id INTEGER PRIMARY KEY, race_name TEXT, km INTEGER);
CREATE TABLE result (result_id INTEGER PRIMARY KEY, rider_id INTEGER REFERENCES
  rider(rider_id), race_id INTEGER REFERENCES race(race_id), lap_time_min REAL,
  placing INTEGER);
INSERT INTO team VALUES (1,'Blue Wheel','France'),(2,'Red Spoke','Italy');
INSERT INTO rider VALUES (1,'Ana','Lind','T',1),(2,'Ben','Ruiz','F',1),(3,'Cem','Kaya','T',2),
  (4,'Dag','Moe','T',2);
INSERT INTO race VALUES (1,'Coast Classic',160),(2,'Hill Sprint',40);
INSERT INTO result VALUES (1,1,1,212.5,2),(2,2,1,230.0,4),(3,3,1,205.0,1),(4,4,1,221.0,3),
  (5,1,2,61.0,1),(6,3,2,64.5,2);
";

#[rstest]
// "lap times" names the lap time, and the race named picks the results.
#[case(
    "What are the first names and lap times of the riders who took part in the Coast Classic?",
    "SELECT T1.first_name, T2.lap_time_min FROM rider AS T1 JOIN result AS T2 \
     ON T1.rider_id = T2.rider_id JOIN race AS T3 ON T2.race_id = T3.race_id \
     WHERE T3.race_name = 'Coast Classic'"
)]
// "the average time" restates "the average lap time", and a flag is never averaged.
#[case(
    "What is the average lap time of the riders of each team? Show the team name and the average time.",
    "SELECT T1.team_name, AVG(T3.lap_time_min) FROM team AS T1 JOIN rider AS T2 \
     ON T1.team_id = T2.team_id JOIN result AS T3 ON T2.rider_id = T3.rider_id \
     GROUP BY T1.team_id"
)]
fn shapes_on_an_unseen_schema(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CYCLING), question, expected);
}

/// A ship's crew and their trips.
const CREW: &str = "
CREATE TABLE crew (crew_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, rank TEXT,
  salary REAL, is_certified TEXT, joined_year INTEGER);
CREATE TABLE trip (trip_id INTEGER PRIMARY KEY, crew_id INTEGER REFERENCES crew(crew_id),
  sign_on TEXT, hours INTEGER);
INSERT INTO crew VALUES (1,'Ana','Kowal','Deckhand',100.0,'F',2012),
  (2,'Ben','Ruiz','Engineer',120.0,'T',2018),(3,'Cem','Kaya','Deckhand',150.0,'T',2016),
  (4,'Dag','Moe','Mate',160.0,'T',2019),(5,'Eli','Berg','Master',200.0,'F',2017);
INSERT INTO trip VALUES (1,1,'2021-03-02',12),(2,2,'2020-07-15',30),(3,3,'2022-01-09',8),
  (4,4,'2019-11-30',21);
";

#[rstest]
#[case(
    "Find the first names of the crew members whose last name starts with the letter K.",
    "SELECT first_name FROM crew WHERE last_name LIKE 'K%'"
)]
#[case(
    "List the first names of the crew whose salary is higher than every Deckhand.",
    "SELECT first_name FROM crew WHERE salary > (SELECT MAX(salary) FROM crew WHERE rank = 'Deckhand')"
)]
#[case(
    "List the sign-on dates and numbers of hours of all trips, ordered by sign-on date.",
    "SELECT sign_on, hours FROM trip ORDER BY sign_on"
)]
#[case(
    "How many crew members that joined after 2015 are certified?",
    "SELECT COUNT(*) FROM crew WHERE joined_year > 2015 AND is_certified = 'T'"
)]
fn patterns_bounds_and_flags(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CREW), question, expected);
}

/// Workshops, their founding year and mechanics' experience, and the visits to their bays.
const WORKSHOPS: &str = "
CREATE TABLE workshop (workshop_id INTEGER PRIMARY KEY, shop_name TEXT, town TEXT,
  yr_founded INTEGER);
CREATE TABLE mechanic (mechanic_id INTEGER PRIMARY KEY, mname TEXT, age INTEGER,
  yrs_experience INTEGER, workshop_id INTEGER REFERENCES workshop(workshop_id));
CREATE TABLE bay (bay_id INTEGER PRIMARY KEY, bay_code TEXT, workshop_id INTEGER
  REFERENCES workshop(workshop_id));
CREATE TABLE bay_visit (visit_id INTEGER PRIMARY KEY, bay_id INTEGER REFERENCES
  bay(bay_id), hours INTEGER);
INSERT INTO workshop VALUES (1,'Gear House','Leeds',1998),(2,'Torque Bros','York',1975),
  (3,'Axle Works','Hull',2010);
INSERT INTO mechanic VALUES (1,'Ivo',52,30,1),(2,'Jan',24,3,2),(3,'Kai',40,18,3),
  (4,'Lea',31,12,1);
INSERT INTO bay VALUES (1,'A1',1),(2,'A2',1),(3,'B1',2),(4,'C1',3);
INSERT INTO bay_visit VALUES (1,1,5),(2,1,3),(3,3,8);
";

#[rstest]
#[case(
    "What are the name and town of the oldest workshop?",
    "SELECT shop_name, town FROM workshop ORDER BY yr_founded ASC LIMIT 1"
)]
#[case(
    "Which mechanics have between 10 and 25 years of experience? Give their names.",
    "SELECT mname FROM mechanic WHERE yrs_experience BETWEEN 10 AND 25"
)]
#[case(
    "Find the codes of the bays that have never been visited.",
    "SELECT bay_code FROM bay WHERE bay_id NOT IN (SELECT bay_id FROM bay_visit)"
)]
fn ages_ranges_and_absent_records(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(WORKSHOPS), question, expected);
}
