//! Question shapes of a fifth round, found on probe sets over databases the parser had never
//! seen (`eval-data/probe4a.jsonl`): a stored value may join numbers with a hyphen ("the
//! 2019-20 season"); the attribute named after a second comparison's number is what it
//! compares; a person's name, where a table keeps first and last names apart, is both; a
//! column named by its table's initial (`pname` in `port`) is the table's attribute; a later
//! sentence's "its" speaks of the rows the first one asked for; a quoted text "in their name"
//! is a part of the names; rows counted per a key that refers to other rows are grouped by
//! that key; a verb done "the most times" ranks by how often; an aggregate after "each …"
//! goes back to the list; a relative clause after absent rows restricts those rows.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Ports, the ships that call there, and sailors with their names in two columns.
const HARBOUR: &str = "
CREATE TABLE port (port_id INTEGER PRIMARY KEY, pname TEXT, city TEXT, capacity INTEGER);
CREATE TABLE ship (ship_id INTEGER PRIMARY KEY, name TEXT, year_built INTEGER, berths INTEGER,
  tonnage REAL, length REAL, season TEXT, home_port INTEGER REFERENCES port(port_id));
CREATE TABLE sailor (sailor_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT, age INTEGER,
  ship_id INTEGER REFERENCES ship(ship_id));
INSERT INTO port VALUES (1,'North Quay','Bergen',40),(2,'Old Harbour','Cadiz',25),
  (3,'East Dock','Gdansk',60);
INSERT INTO ship VALUES (1,'Morning Star',1985,420,9000.0,120.0,'2019-20',1),
  (2,'Sea Lark',1995,150,3000.0,60.5,'2020-21',2),
  (3,'Star of Cadiz',1979,310,7000.0,98.0,'2019-20',2),
  (4,'Grey Gull',2004,90,1500.0,40.0,'2020-21',3),
  (5,'Polar Wind',1988,250,5000.0,85.0,'2019-20',3);
INSERT INTO sailor VALUES (1,'Ana','Lind',45,1),(2,'Ben','Ruiz',33,2),(3,'Cem','Kaya',51,3),
  (4,'Dag','Moe',28,4),(5,'Eli','Berg',39,5);
";

#[rstest]
// A hyphen holds a stored value's numbers together.
#[case(
    "What is the average tonnage of the ships in the 2019-20 season?",
    "SELECT AVG(tonnage) FROM ship WHERE season = '2019-20'"
)]
// The first comparison bounded the year; the second compares the berths named after it.
#[case(
    "How many ships launched before 1990 have more than 300 berths?",
    "SELECT COUNT(*) FROM ship WHERE year_built < 1990 AND berths > 300"
)]
// A person's name is the first and the last name.
#[case(
    "What are the names of the sailors older than 40?",
    "SELECT fname, lname FROM sailor WHERE age > 40"
)]
// `pname` is the port's name, and "its" is the port the first sentence asked for.
#[case(
    "Which port has the largest capacity? Give its name and city.",
    "SELECT pname, city FROM port ORDER BY capacity DESC LIMIT 1"
)]
// A quoted text in their name is a part of the names.
#[case(
    "Find the names of the ships with 'Star' in their name.",
    "SELECT name FROM ship WHERE name LIKE '%Star%'"
)]
// "longest" is a length.
#[case(
    "What is the name of the longest ship?",
    "SELECT name FROM ship ORDER BY length DESC LIMIT 1"
)]
fn shapes_on_an_unseen_schema(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(HARBOUR), question, expected);
}

/// Sailors' shipments of cargo: a relationship whose rows are counted per sailor.
const VOYAGES: &str = "
CREATE TABLE sailor (sailor_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT, age INTEGER);
CREATE TABLE cargo (cargo_id INTEGER PRIMARY KEY, title TEXT, weight REAL);
CREATE TABLE shipment (voyage_id INTEGER PRIMARY KEY, sailor_id INTEGER REFERENCES
  sailor(sailor_id), cargo_id INTEGER REFERENCES cargo(cargo_id), pay REAL);
INSERT INTO sailor VALUES (1,'Ana','Lind',45),(2,'Ben','Ruiz',33),(3,'Cem','Kaya',51);
INSERT INTO cargo VALUES (1,'Salt',10.0),(2,'Tea',4.0),(3,'Iron',30.0);
INSERT INTO shipment VALUES (1,1,1,100.0),(2,1,2,80.0),(3,1,3,120.0),(4,2,1,90.0),(5,3,3,60.0),
  (6,2,3,70.0);
";

#[rstest]
// The shipments are counted per sailor they refer to, not per shipment.
#[case(
    "Show the ids of the sailors who made at least 3 shipments.",
    "SELECT sailor_id FROM shipment GROUP BY sailor_id HAVING COUNT(*) >= 3"
)]
// Shipped "the most times" is the most shipments.
#[case(
    "What is the title of the cargo that was shipped the most times?",
    "SELECT T1.title FROM cargo AS T1 JOIN shipment AS T2 ON T1.cargo_id = T2.cargo_id \
     GROUP BY T1.cargo_id ORDER BY COUNT(*) DESC LIMIT 1"
)]
// "each sailor and the total pay": the total is listed, per sailor.
#[case(
    "Show the age of each sailor and the total pay of their shipments.",
    "SELECT T1.age, SUM(T2.pay) FROM sailor AS T1 JOIN shipment AS T2 \
     ON T1.sailor_id = T2.sailor_id GROUP BY T1.sailor_id"
)]
// The clause after the absent rows restricts them, inside the NOT IN.
#[case(
    "Which cargoes do not have a shipment whose pay is above 100?",
    "SELECT title FROM cargo WHERE cargo_id NOT IN (SELECT cargo_id FROM shipment WHERE pay > 100)"
)]
fn counts_and_totals_per_related_rows(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(VOYAGES), question, expected);
}

/// Directors with a birth year and no age.
const DIRECTORS: &str = "
CREATE TABLE director (director_id INTEGER PRIMARY KEY, name TEXT, birth_year INTEGER);
INSERT INTO director VALUES (1,'Ida',1950),(2,'Jon',1981),(3,'Kim',1966);
";

/// An age read from a birth year runs the other way, said ("ordered by age") or implied.
#[rstest]
#[case(
    "List the names of all directors, from the youngest to the oldest.",
    "SELECT name FROM director ORDER BY birth_year DESC"
)]
#[case(
    "List the names of all directors ordered by age.",
    "SELECT name FROM director ORDER BY birth_year DESC"
)]
fn an_age_from_a_birth_year_runs_the_other_way(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(DIRECTORS), question, expected);
}

/// Dishes with a flag column named by the adjective itself, and kitchens with an opening year.
const MENU: &str = "
CREATE TABLE kitchen (kitchen_id INTEGER PRIMARY KEY, name TEXT, yr_open INTEGER,
  franchised TEXT);
CREATE TABLE dish (dish_id INTEGER PRIMARY KEY, name TEXT, price REAL, vegetarian TEXT,
  kitchen_id INTEGER REFERENCES kitchen(kitchen_id));
INSERT INTO kitchen VALUES (1,'Lark',2011,'T'),(2,'Pike',2019,'F'),(3,'Rook',2004,'T');
INSERT INTO dish VALUES (1,'Soup',6.5,'T',1),(2,'Steak',21.0,'F',1),(3,'Salad',8.0,'T',2),
  (4,'Fish',17.5,'F',3);
";

#[rstest]
// An adjective that is the name of a flag column asks for its yes.
#[case(
    "How many vegetarian dishes are there?",
    "SELECT COUNT(*) FROM dish WHERE vegetarian = 'T'"
)]
// The flag may be named by the participle.
#[case(
    "List the names of the franchise kitchens.",
    "SELECT name FROM kitchen WHERE franchised = 'T'"
)]
// "most recently" ranks by a year (`yr_open`).
#[case(
    "Which kitchen opened most recently? Give its name.",
    "SELECT name FROM kitchen ORDER BY yr_open DESC LIMIT 1"
)]
fn flags_and_recency(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(MENU), question, expected);
}
