//! "fires discovered in 2022": a past participle after a plural noun naming a table is a
//! reduced relative clause ("fires [that were] discovered in 2022"): the noun names the rows
//! listed and the participle restricts them. Read as one phrase ("fires discovered"), it names
//! the discovery date, and the dates are listed instead of the fires.
//!
//! The rows separate the readings: Oak Ridge was discovered in 2021 and contained in 2022, so
//! the containment date keeps it; the discovery dates are not the fires' names.

use super::fixtures::{assert_first_by_model, fixture};

/// Fires as an incident export keeps them: abbreviated table and column names, dates as text.
const FIRES: &str = "
CREATE TABLE fire_incd (inc_id TEXT, inc_nm TEXT, disc_dt TEXT, cont_dt TEXT, acres INTEGER);
INSERT INTO fire_incd VALUES ('F1','OAK RIDGE','2021-12-30','2022-01-04',120),
  ('F2','PINE FLAT','2022-03-02','2022-03-09',40),('F3','CEDAR GAP','2022-08-15','2022-09-01',900),
  ('F4','ELK CREEK','2023-01-10','2023-01-12',15);
";

#[test]
fn a_participle_after_the_rows_noun_restricts_them() {
    assert_first_by_model(
        &fixture(FIRES),
        "fires discovered in 2022",
        "SELECT inc_nm FROM fire_incd WHERE disc_dt LIKE '2022%'",
    );
}

/// "fires discovered before 2022-06-01": a date written as ISO digits, unquoted, is one
/// literal. Split at its hyphens it read as a year bound and two more numbers (`disc_dt = 06
/// INTERSECT … disc_dt = 01`: no row); Oak Ridge and Pine Flat were discovered before June
/// 2022.
#[test]
fn an_unquoted_iso_date_is_one_literal() {
    assert_first_by_model(
        &fixture(FIRES),
        "fires discovered before 2022-06-01",
        "SELECT inc_nm FROM fire_incd WHERE disc_dt < '2022-06-01'",
    );
}
