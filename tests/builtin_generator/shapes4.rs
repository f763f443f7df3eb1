//! Question shapes of a fourth round, each a general rule of English on a fixture of its own,
//! found on a fresh probe set (`eval-data/probe3.jsonl`): a bare number compared right after
//! the rows a question is about is a value of theirs, not a count of them.

use super::fixtures::{assert_first, fixture};

/// Singers with a birth year, their songs with sales and chart positions, and staff with ages.
const MUSIC: &str = "
CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, birth_year INTEGER,
  citizenship TEXT, age INTEGER);
CREATE TABLE song (song_id INTEGER PRIMARY KEY, title TEXT,
  singer_id INTEGER REFERENCES singer(singer_id), sales REAL, highest_position INTEGER);
INSERT INTO singer VALUES (1,'Ann',1944,'France',52),(2,'Bob',1962,'Spain',31),
  (3,'Cyd',1948,'France',28),(4,'Dee',1971,'Chile',45),(5,'Eve',1955,'Spain',36);
INSERT INTO song VALUES (10,'Red',1,120.0,1),(11,'Blue',1,80.0,3),(12,'Gold',2,300.0,2),
  (13,'Grey',3,50.0,1),(14,'Pink',4,210.0,5),(15,'Teal',5,95.0,4);
";

/// "the names of singers over 30": a value of the singers (their age), not a count of them.
#[test]
fn a_bare_number_after_the_rows_is_a_value_of_theirs() {
    assert_first(
        &fixture(MUSIC),
        "List the names of singers over 30.",
        "SELECT name FROM singer WHERE age > 30",
    );
}
