//! Whole numbers a code column writes with leading zeros. "district 5" where districts are
//! stored as '05' is '05', not the '5' no row holds; where the column writes one-digit numbers
//! both ways ('2' and '02', as exports merged from two sources do) it is both; a number as
//! wide as the column's codes is itself. Rows chosen so that each spelling alone returns
//! other rows.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const REPRESENTATIVES: &str = "
CREATE TABLE rep (rep_id INTEGER PRIMARY KEY, rep_nm TEXT, dist_no TEXT);
INSERT INTO rep VALUES (1,'ADA','2'),(2,'BEN','02'),(3,'CAL','12'),(4,'DEE','05'),
  (5,'EVE','20'),(6,'FAY','1');
";

#[rstest]
#[case::written_both_ways(
    "representatives in district 2",
    "SELECT rep_nm FROM rep WHERE rep_nm IN ('ADA', 'BEN')"
)]
#[case::written_padded(
    "representatives in district 5",
    "SELECT rep_nm FROM rep WHERE rep_nm = 'DEE'"
)]
#[case::as_wide_as_the_codes(
    "representatives in district 12",
    "SELECT rep_nm FROM rep WHERE rep_nm = 'CAL'"
)]
fn a_number_said_is_every_way_the_column_writes_it(#[case] question: &str, #[case] want: &str) {
    assert_first(&fixture(REPRESENTATIVES), question, want);
}
