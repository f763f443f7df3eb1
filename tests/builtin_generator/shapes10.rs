//! Question shapes of a tenth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe8*.jsonl`, `probe9.jsonl`):
//! - "the total, longest and shortest distances": a superlative adjective listed with other
//!   aggregates of one attribute is MAX / MIN of it, not a pick of the longest row.
//! - "players whose rapid rating is above 2600": a word that, with the noun after it, names a
//!   column (`rapid_rating`) qualifies that name, though another column stores it as a value.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A relay race: its legs and the runners who ran them.
const RELAY: &str = "
CREATE TABLE runner (runner_id INTEGER PRIMARY KEY, name TEXT, club TEXT, born INTEGER);
CREATE TABLE leg (leg_id INTEGER PRIMARY KEY, runner_id INTEGER REFERENCES runner(runner_id),
  start_town TEXT, distance_km REAL, minutes INTEGER);
INSERT INTO runner VALUES (1,'Ada','Harriers',1990),(2,'Ben','Striders',1985),
  (3,'Cleo','Harriers',2001);
INSERT INTO leg VALUES (1,1,'Ayr',12.5,61),(2,2,'Troon',8.0,35),(3,3,'Irvine',15.2,80),
  (4,1,'Largs',10.1,47);
";

#[rstest]
#[case(
    "What are the total, longest and shortest leg distances?",
    "SELECT SUM(distance_km), MAX(distance_km), MIN(distance_km) FROM leg"
)]
#[case(
    "Show the shortest, the longest and the average distance over all legs.",
    "SELECT MIN(distance_km), MAX(distance_km), AVG(distance_km) FROM leg"
)]
// Alone, a superlative still picks the row.
#[case(
    "What is the start town of the leg with the longest distance?",
    "SELECT start_town FROM leg ORDER BY distance_km DESC LIMIT 1"
)]
fn extremes_listed_with_aggregates(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(RELAY), question, expected);
}

/// A chess club: ratings in two time controls, and tournaments named by their control.
const CHESS: &str = "
CREATE TABLE player (player_id INTEGER PRIMARY KEY, first_name TEXT, rapid_rating INTEGER,
  standard_rating INTEGER);
CREATE TABLE tournament (tournament_id INTEGER PRIMARY KEY, name TEXT, time_control TEXT);
CREATE TABLE entry (tournament_id INTEGER REFERENCES tournament(tournament_id),
  player_id INTEGER REFERENCES player(player_id), PRIMARY KEY (tournament_id, player_id));
INSERT INTO player VALUES (1,'Ada',2650,2500),(2,'Ben',2400,2700),(3,'Cleo',2610,2610);
INSERT INTO tournament VALUES (1,'Spring Cup','Rapid'),(2,'Autumn Open','Classical');
INSERT INTO entry VALUES (1,1),(1,2),(2,3);
";

#[rstest]
// "rapid" is stored as a time control, but here it qualifies the rating it names.
#[case(
    "Show the first names of players whose rapid rating is above 2600.",
    "SELECT first_name FROM player WHERE rapid_rating > 2600"
)]
// Capitalised, or naming no column with the noun after it, it is still the value.
#[case(
    "List the names of the Rapid tournaments.",
    "SELECT name FROM tournament WHERE time_control = 'Rapid'"
)]
fn a_qualifier_of_a_column_name_is_no_value(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CHESS), question, expected);
}
