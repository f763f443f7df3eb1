//! A total of rows. "total samples per project" is how many samples each project has, not the
//! sum of the samples' time of day (stored as text like '0915'); a singular amount ("total
//! cost per project") is still added up. Rows chosen so that the count, the sum of the times
//! and the sum of the costs all differ.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const SAMPLES: &str = "
CREATE TABLE sample (sample_id INTEGER PRIMARY KEY, project TEXT, sample_tm TEXT,
  lab_cost REAL);
INSERT INTO sample VALUES (1,'NORTH','0915',120.0),(2,'NORTH','1430',80.0),
  (3,'SOUTH','0730',200.0),(4,'NORTH','1100',10.0),(5,'SOUTH','0800',5.0);
";

#[rstest]
#[case::rows_counted(
    "total samples per project",
    "SELECT COUNT(*), project FROM sample GROUP BY project"
)]
#[case::an_amount_added_up(
    "total lab cost per project",
    "SELECT SUM(lab_cost), project FROM sample GROUP BY project"
)]
#[case::a_column_named_by_the_noun(
    "total lab costs per project",
    "SELECT SUM(lab_cost), project FROM sample GROUP BY project"
)]
#[case::in_total_after_its_head(
    "how many samples are there in total",
    "SELECT COUNT(*) FROM sample"
)]
fn a_total_of_rows_counts_them(#[case] question: &str, #[case] want: &str) {
    assert_first(&fixture(SAMPLES), question, want);
}
