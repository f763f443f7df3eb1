//! "X with no Y" where Y is one of X's own columns: the rows that lack it (`Y IS NULL`), not
//! the rows of X excluded from themselves (which leaves nothing). Y naming other rows still
//! excludes the related rows. Rows chosen so that both wrong readings return other rows.

use super::fixtures::{assert_first, fixture};

/// Inspections, some not graded yet, some with violations cited.
const INSPECTIONS: &str = "
CREATE TABLE insp (insp_id INTEGER PRIMARY KEY, venue TEXT, grade TEXT, proj_cd TEXT,
  ctgry_cd TEXT);
INSERT INTO insp VALUES (1,'CAFE ONE','A','P1',NULL),(2,'CAFE TWO',NULL,'P1','C2'),
  (3,'DINER','B',NULL,NULL),(4,'GRILL',NULL,'P2','C1');
CREATE TABLE violation (viol_id INTEGER PRIMARY KEY, insp_id INTEGER REFERENCES insp(insp_id),
  viol_desc TEXT);
INSERT INTO violation VALUES (10,1,'MICE'),(11,2,'ROACHES'),(12,2,'MICE');
";

#[rstest::rstest]
#[case::no(
    "inspections with no grade",
    "SELECT venue FROM insp WHERE grade IS NULL"
)]
#[case::without(
    "venues of inspections without a grade",
    "SELECT venue FROM insp WHERE grade IS NULL"
)]
#[case::abbreviated_column(
    "inspections with no project code",
    "SELECT venue FROM insp WHERE proj_cd IS NULL"
)]
// Named less well than a column usually must be ("category" for `ctgry_cd`): the phrase names
// the rows' own table, so no related rows are meant, and the column is what they lack.
#[case::weakly_named_column(
    "inspections with no category",
    "SELECT venue FROM insp WHERE ctgry_cd IS NULL"
)]
#[case::related_rows(
    "inspections with no violations",
    "SELECT venue FROM insp WHERE insp_id NOT IN (SELECT insp_id FROM violation)"
)]
fn what_the_rows_lack_is_their_own_empty_column(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(INSPECTIONS), question, expected);
}
