//! A word the questions' own language takes for filler ("show the results", "the values of")
//! is the name of a table where the schema calls one so: "number of results by status" over a
//! table `rslt` counts its rows. Before, the word was dropped and the question counted
//! another table's rows or had no reading. Two tables of different sizes, so that counting the
//! wrong one returns another number.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const SAMPLES: &str = "
CREATE TABLE smpl (smpl_id INTEGER PRIMARY KEY, site_no TEXT, smpl_dt TEXT);
CREATE TABLE rslt (smpl_id INTEGER REFERENCES smpl, parm_cd TEXT, rslt_va TEXT,
  rslt_stat_cd TEXT);
INSERT INTO smpl VALUES (1,'S1','2023-01-02'),(2,'S2','2023-02-03');
INSERT INTO rslt VALUES (1,'00300','7.1','A'),(1,'00400','6.8','A'),(2,'00300','5.0','P'),
  (2,'00630','1.2','A'),(2,'00400','7.0','R');
";

#[rstest]
#[case("how many results are there", "SELECT COUNT(*) FROM rslt")]
#[case(
    "number of results by status",
    "SELECT COUNT(*), rslt_stat_cd FROM rslt GROUP BY rslt_stat_cd"
)]
fn a_filler_word_that_names_a_table_is_that_table(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(SAMPLES), question, expected);
}
