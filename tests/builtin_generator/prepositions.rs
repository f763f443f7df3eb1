//! "on" says membership or place as "in" does: "inspectors on team T3" keeps the inspectors of
//! that team (the noun before the value names the value's column), it does not also list the
//! team; "fires on private land" keeps the fires whose land is private. Rows chosen so that
//! listing the noun as a second column, or dropping the condition, returns other rows.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const STAFF: &str = "
CREATE TABLE inspector (inspector_id INTEGER PRIMARY KEY, inspector_nm TEXT, team_cd TEXT);
INSERT INTO inspector VALUES (1,'R. OKAFOR','T1'),(2,'L. CHEN','T3'),(3,'M. DIAZ','T3');
CREATE TABLE fire (fire_id INTEGER PRIMARY KEY, fire_nm TEXT, land_owner TEXT, acres REAL);
INSERT INTO fire VALUES (1,'NORTH PEAK','Private',120),(2,'WILLOW','Federal',40),
  (3,'CEDAR','Private',15);
";

#[rstest]
#[case(
    "inspectors on team T3",
    "SELECT inspector_nm FROM inspector WHERE team_cd = 'T3'"
)]
#[case(
    "fires on private land",
    "SELECT fire_nm FROM fire WHERE land_owner = 'Private'"
)]
fn on_restricts_as_in_does(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(STAFF), question, expected);
}
