//! Question shapes of a sixth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe5b.jsonl`): "times" after a word is a noun ("lap times"), not a count
//! of occurrences; a restating sentence that names an earlier attribute by its last word ("Show
//! the team name and the average time") means that attribute; nothing is averaged or summed
//! that holds text.

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
