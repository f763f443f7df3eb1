//! Question shapes of a ninth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe7*.jsonl`, `probe8*.jsonl`):
//! - "opened in 2023" over a column of dates stored as text whose name says nothing of dates
//!   (`opening_night` holding "2023-03-14"): the year is a prefix of the date, not dropped;
//! - "Which cities have both exhibitors and visitors?" asks for values two tables share
//!   (INTERSECT), "visitors but no exhibitors" for values one holds and the other does not
//!   (EXCEPT);
//! - "have occurred more than twice": a verb names no rows to count, the asked attribute's
//!   own rows are counted;
//! - "For every stall, list …" with nothing aggregated names the rows, not a first item;
//! - volunteers and incidents that both belong to a team are related by the table referring
//!   to both (who was called out to what), not by the team they share;
//! - "more expensive than average" and "cheaper than 10" compare prices;
//! - "the highest total of stage points" sums the points; "stage" only says whose.

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

/// A rescue service: volunteers and incidents both belong to a team, and a link table says
/// which volunteers were called out to which incidents.
const RESCUE: &str = "
CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT);
CREATE TABLE volunteer (vol_id INTEGER PRIMARY KEY, name TEXT,
  team_id INTEGER REFERENCES team(team_id));
CREATE TABLE incident (incident_id INTEGER PRIMARY KEY, kind TEXT,
  team_id INTEGER REFERENCES team(team_id));
CREATE TABLE callout (vol_id INTEGER REFERENCES volunteer(vol_id),
  incident_id INTEGER REFERENCES incident(incident_id), hours INTEGER);
INSERT INTO team VALUES (1,'North'),(2,'South');
INSERT INTO volunteer VALUES (1,'Ann',1),(2,'Bob',1),(3,'Cai',2),(4,'Dee',2);
INSERT INTO incident VALUES (1,'Fall',1),(2,'Flood',2),(3,'Fall',2);
INSERT INTO callout VALUES (1,1,3),(3,2,5),(3,3,2),(1,3,1);
";

#[rstest]
// Volunteers and incidents are related by the table referring to both, not by their team.
#[case(
    "Which volunteers have never been to an incident? Give their names.",
    "SELECT name FROM volunteer WHERE vol_id NOT IN (SELECT vol_id FROM callout)"
)]
#[case(
    "Show the names of volunteers and the kinds of the incidents they went to.",
    "SELECT T1.name, T3.kind FROM volunteer AS T1 JOIN callout AS T2 ON T1.vol_id = T2.vol_id \
     JOIN incident AS T3 ON T2.incident_id = T3.incident_id"
)]
fn rows_related_directly_before_by_a_shared_parent(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(RESCUE), question, expected);
}

/// A gift shop's items.
const GIFT_SHOP: &str = "
CREATE TABLE item (item_id INTEGER PRIMARY KEY, item_name TEXT, price REAL, stock INTEGER);
INSERT INTO item VALUES (1,'Mug',8.0,30),(2,'Poster',12.5,10),(3,'Scarf',25.0,4),
  (4,'Pin',2.0,100);
";

#[rstest]
// "more expensive" and "cheaper" compare prices, also with the average.
#[case(
    "Which items are more expensive than average? Give their names.",
    "SELECT item_name FROM item WHERE price > (SELECT AVG(price) FROM item)"
)]
#[case(
    "List the names of the items cheaper than 10.",
    "SELECT item_name FROM item WHERE price < 10"
)]
fn price_comparatives(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(GIFT_SHOP), question, expected);
}

/// A cycle race: teams, their riders, the stages and each rider's result on a stage.
const RACE: &str = "
CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT);
CREATE TABLE rider (rider_id INTEGER PRIMARY KEY, name TEXT,
  team_id INTEGER REFERENCES team(team_id));
CREATE TABLE stage (stage_id INTEGER PRIMARY KEY, start_town TEXT, km INTEGER);
CREATE TABLE stage_result (rider_id INTEGER REFERENCES rider(rider_id),
  stage_id INTEGER REFERENCES stage(stage_id), pts INTEGER);
INSERT INTO team VALUES (1,'Azur'),(2,'Bora'),(3,'Cielo');
INSERT INTO rider VALUES (1,'Ana',1),(2,'Ben',1),(3,'Cal',2),(4,'Dov',3);
INSERT INTO stage VALUES (1,'Nice',180),(2,'Gap',150);
INSERT INTO stage_result VALUES (1,1,5),(2,1,3),(3,1,20),(4,1,1),(1,2,4),(2,2,2),(3,2,1),(4,2,8);
";

#[rstest]
// A table's word before the summed phrase names the rows, not a count of them.
#[case(
    "Name the team that collected the highest total of stage points.",
    "SELECT T1.team_name FROM team AS T1 JOIN rider AS T2 ON T1.team_id = T2.team_id \
     JOIN stage_result AS T3 ON T2.rider_id = T3.rider_id GROUP BY T1.team_id \
     ORDER BY SUM(T3.pts) DESC LIMIT 1"
)]
fn totals_of_a_qualified_phrase(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(RACE), question, expected);
}
