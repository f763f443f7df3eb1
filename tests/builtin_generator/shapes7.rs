//! Question shapes of a seventh round, found on probe sets over six more databases the parser
//! had never seen (`eval-data/probe6a.jsonl`, `probe6b.jsonl`):
//! - a clause after "or" does not inherit the comparison before it ("younger than 30 or live
//!   in Dover");
//! - "more than one keeper born after 1980" counts keepers restricted by the participle;
//! - "the total number of" a quantity a column holds ("jars filled") adds it up, while the
//!   total number of rows ("keepers") still counts them, and "the most X in total" ranks the
//!   totals;
//! - "installed first" is installed earliest;
//! - a proper name ending in a number ("Xbox 360") is a stored value, and one value and a
//!   pattern it does not fit on one column ("both PC and Switch") are rows related to each
//!   (INTERSECT), as are a value and its refusal ("both certified keepers and keepers who
//!   are not certified");
//! - rows "not served by any line" have no related rows;
//! - "blends that contain Assam" hold the tea that value names;
//! - "the top price" is the highest.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Beekeepers, their hives and the honey each hive gave.
const APIARY: &str = "
CREATE TABLE keeper (keeper_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, city TEXT,
  region TEXT, birth_year INTEGER, is_certified TEXT);
CREATE TABLE hive (hive_id INTEGER PRIMARY KEY, keeper_id INTEGER REFERENCES keeper(keeper_id),
  hive_type TEXT, installed_year INTEGER);
CREATE TABLE harvest (harvest_id INTEGER PRIMARY KEY, hive_id INTEGER REFERENCES hive(hive_id),
  jars_filled INTEGER, season TEXT);
INSERT INTO keeper VALUES (1,'Ana',25,'Ashford','North',1999,'Y'),
  (2,'Ben',41,'Dover','North',1983,'N'),(3,'Cem',55,'Ashford','South',1969,'Y'),
  (4,'Dag',35,'Leeds','North',1989,'Y'),(5,'Eli',62,'York','South',1962,'Y');
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
// A value and its refusal cannot hold on one row: rows related to each.
#[case(
    "Find the regions with both certified keepers and keepers who are not certified.",
    "SELECT region FROM keeper WHERE is_certified = 'Y' \
     INTERSECT SELECT region FROM keeper WHERE is_certified != 'Y'"
)]
// …and a total number of rows counts them.
#[case("What is the total number of keepers?", "SELECT COUNT(*) FROM keeper")]
fn shapes_on_an_unseen_schema(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(APIARY), question, expected);
}

/// Video games and the consoles they run on.
const CONSOLES: &str = "
CREATE TABLE console (console_id INTEGER PRIMARY KEY, console_name TEXT);
CREATE TABLE title (title_id INTEGER PRIMARY KEY, name TEXT, genre TEXT);
CREATE TABLE title_console (title_id INTEGER REFERENCES title(title_id),
  console_id INTEGER REFERENCES console(console_id), PRIMARY KEY (title_id, console_id));
INSERT INTO console VALUES (1,'PC'),(2,'Xbox 360'),(3,'Nintendo Switch'),(4,'Wii U');
INSERT INTO title VALUES (1,'Star Drift','Racing'),(2,'Moss Gate','Puzzle'),
  (3,'Iron Keep','Strategy'),(4,'Tidal','Puzzle'),(5,'Low Tide','Racing');
INSERT INTO title_console VALUES (1,1),(1,2),(2,1),(2,3),(3,3),(3,4),(4,2);
";

#[rstest]
#[case(
    "Which titles are on Xbox 360? Give their names.",
    "SELECT T1.name FROM title AS T1 JOIN title_console AS T2 ON T1.title_id = T2.title_id \
     JOIN console AS T3 ON T2.console_id = T3.console_id WHERE T3.console_name = 'Xbox 360'"
)]
#[case(
    "What are the names of the titles available on both PC and Switch?",
    "SELECT T1.name FROM title AS T1 JOIN title_console AS T2 ON T1.title_id = T2.title_id \
     JOIN console AS T3 ON T2.console_id = T3.console_id WHERE T3.console_name = 'PC' \
     INTERSECT SELECT T1.name FROM title AS T1 JOIN title_console AS T2 ON T1.title_id = T2.title_id \
     JOIN console AS T3 ON T2.console_id = T3.console_id WHERE T3.console_name = 'Nintendo Switch'"
)]
fn values_across_a_link_table(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CONSOLES), question, expected);
}

/// Bus lines and the stops they serve; a line is named by its number and its name.
const LINES: &str = "
CREATE TABLE stop (stop_id INTEGER PRIMARY KEY, stop_name TEXT, district TEXT);
CREATE TABLE bus_line (line_id INTEGER PRIMARY KEY, line_no TEXT, line_name TEXT);
CREATE TABLE line_stop (line_id INTEGER REFERENCES bus_line(line_id),
  stop_id INTEGER REFERENCES stop(stop_id), PRIMARY KEY (line_id, stop_id));
INSERT INTO stop VALUES (1,'Quay','Harbour'),(2,'Mill Lane','Old Town'),(3,'Depot','North'),
  (4,'Green','Old Town');
INSERT INTO bus_line VALUES (1,'4A','Harbour Loop'),(2,'12','Cross Town');
INSERT INTO line_stop VALUES (1,1),(1,2),(2,2);
";

/// A noun after a negated verb names the related rows there are none of, though it names a
/// column as well as its table ("line" next to `line_no` and `line_name`).
#[test]
fn rows_not_served_by_any_related_row() {
    assert_first(
        &fixture(LINES),
        "What are the names of the stops that are not served by any line?",
        "SELECT stop_name FROM stop WHERE stop_id NOT IN (SELECT stop_id FROM line_stop)",
    );
}

/// Tea blends and the teas in them.
const BLENDS: &str = "
CREATE TABLE blend (blend_id INTEGER PRIMARY KEY, blend_name TEXT, price REAL);
CREATE TABLE tea (tea_id INTEGER PRIMARY KEY, tea_name TEXT, origin TEXT);
CREATE TABLE blend_tea (blend_id INTEGER REFERENCES blend(blend_id),
  tea_id INTEGER REFERENCES tea(tea_id), PRIMARY KEY (blend_id, tea_id));
INSERT INTO blend VALUES (1,'Morning Gold',4.5),(2,'Dusk',5.0),(3,'Assam Breakfast',3.5);
INSERT INTO tea VALUES (1,'Assam','India'),(2,'Keemun','China'),(3,'Ceylon','Sri Lanka');
INSERT INTO blend_tea VALUES (1,1),(1,3),(2,2),(3,3);
";

/// "contain" with a whole stored value as its object relates rows ("blends that contain
/// Assam" hold that tea), while a pattern in the subject's own text stays a LIKE; "the top
/// price" is the highest.
#[rstest]
#[case(
    "List the names of the blends that contain Assam.",
    "SELECT T1.blend_name FROM blend AS T1 JOIN blend_tea AS T2 ON T1.blend_id = T2.blend_id \
     JOIN tea AS T3 ON T2.tea_id = T3.tea_id WHERE T3.tea_name = 'Assam'"
)]
#[case(
    "List the names of the blends whose names contain the word Dusk.",
    "SELECT blend_name FROM blend WHERE blend_name LIKE '%Dusk%'"
)]
// "the top price" is the highest.
#[case(
    "What is the name of the blend with the top price?",
    "SELECT blend_name FROM blend ORDER BY price DESC LIMIT 1"
)]
fn blends_and_their_teas(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(BLENDS), question, expected);
}
