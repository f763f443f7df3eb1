//! "one" as a count: before a noun, after a word that takes a count (a verb, "with", "only",
//! "exactly", "than"), "one" is the number 1 ("committees that got one contribution", "restaurants
//! with exactly one inspection"); a pronoun ("one of the") or an existence ("at least one") stays a word.
//!
//! The rows separate the readings: Acme got one contribution, Birch three, Cedar two and
//! Dune none, so a count of exactly one and listing every committee differ.

use super::fixtures::{assert_offers, fixture};
use rstest::rstest;

const COMMITTEES: &str = "
CREATE TABLE committee (cmte_id INTEGER PRIMARY KEY, cmte_name TEXT);
CREATE TABLE contribution (contrib_id INTEGER PRIMARY KEY,
  cmte_id INTEGER REFERENCES committee(cmte_id), amount REAL);
INSERT INTO committee VALUES (1,'Acme'),(2,'Birch'),(3,'Cedar'),(4,'Dune');
INSERT INTO contribution VALUES (1,1,50.0),(2,2,10.0),(3,2,20.0),(4,2,30.0),(5,3,5.0),
  (6,3,7.0);
";

const ONE: &str = "SELECT T1.cmte_name FROM committee AS T1 JOIN contribution AS T2 \
     ON T1.cmte_id = T2.cmte_id GROUP BY T1.cmte_id HAVING COUNT(*) = 1";

#[rstest]
#[case("committees that got one contribution", ONE)]
#[case("Which committees have exactly one contribution?", ONE)]
fn one_before_a_noun_counts_it(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(COMMITTEES), question, expected);
}
