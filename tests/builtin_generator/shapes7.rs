//! Question shapes of a seventh round, found on probe sets over six more databases the parser
//! had never seen (`eval-data/probe6a.jsonl`, `probe6b.jsonl`): a clause after "or" does not
//! inherit the comparison before it ("younger than 30 or live in Ashford"); "born" and "died"
//! are verbs, so "keepers born after 1980" are keepers, restricted; and "the total number of"
//! a quantity a column holds ("jars filled") adds it up, while the total number of
//! rows ("keepers") still counts them; "the most X in total" ranks the totals; and "founded first"
//! is founded earliest.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Beekeepers, their hives and the honey each hive gave.
const APIARY: &str = "
CREATE TABLE keeper (keeper_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, city TEXT,
  region TEXT, birth_year INTEGER);
CREATE TABLE hive (hive_id INTEGER PRIMARY KEY, keeper_id INTEGER REFERENCES keeper(keeper_id),
  hive_type TEXT, installed_year INTEGER);
CREATE TABLE harvest (harvest_id INTEGER PRIMARY KEY, hive_id INTEGER REFERENCES hive(hive_id),
  jars_filled INTEGER, season TEXT);
INSERT INTO keeper VALUES (1,'Ana',25,'Ashford','North',1999),(2,'Ben',41,'Dover','North',1983),
  (3,'Cem',55,'Ashford','South',1969),(4,'Dag',35,'Leeds','North',1989),
  (5,'Eli',62,'York','South',1962);
INSERT INTO hive VALUES (1,1,'Langstroth',2015),(2,2,'Warre',2011),(3,3,'Top bar',2019),
  (4,4,'Warre',2013);
INSERT INTO harvest VALUES (1,1,12,'Spring'),(2,1,20,'Summer'),(3,2,8,'Summer'),
  (4,3,15,'Summer'),(5,4,30,'Autumn');
";

#[rstest]
// The clause after "or" names its own column through its value.
#[case(
    "Find the names of the keepers who are younger than 30 or live in Dover.",
    "SELECT name FROM keeper WHERE age < 30 OR city = 'Dover'"
)]
// …while a second number still shares the comparison.
#[case(
    "Find the names of the keepers who are younger than 30 or older than 60.",
    "SELECT name FROM keeper WHERE age < 30 OR age > 60"
)]
// "born after 1980" restricts the keepers counted per region.
#[case(
    "Which regions have more than one keeper born after 1980?",
    "SELECT region FROM keeper WHERE birth_year > 1980 GROUP BY region HAVING COUNT(*) > 1"
)]
// A total of a quantity adds it up…
#[case(
    "What is the total number of jars filled?",
    "SELECT SUM(jars_filled) FROM harvest"
)]
#[case(
    "Show each season and the total number of jars filled in it.",
    "SELECT season, SUM(jars_filled) FROM harvest GROUP BY season"
)]
// "the most jars in total" ranks each hive's total, not its largest harvest.
#[case(
    "Which hive filled the most jars in total? Give its type.",
    "SELECT T1.hive_type FROM hive AS T1 JOIN harvest AS T2 ON T1.hive_id = T2.hive_id \
     GROUP BY T1.hive_id ORDER BY SUM(T2.jars_filled) DESC LIMIT 1"
)]
// "first" closing a clause after a participle is the earliest.
#[case(
    "Which hive was installed first? Give its type.",
    "SELECT hive_type FROM hive ORDER BY installed_year ASC LIMIT 1"
)]
// …and a total number of rows counts them.
#[case("What is the total number of keepers?", "SELECT COUNT(*) FROM keeper")]
fn shapes_on_an_unseen_schema(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(APIARY), question, expected);
}
