//! Values stored as codes: a US state named in words where the data keys rows by its postal
//! code (`st_cd = 'OH'`), as open data does. A city whose name holds the state's name ("Texas
//! City") makes the reading that looks for the word inside some value return other rows.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const FACILITIES: &str = "
CREATE TABLE facility (fac_id INTEGER PRIMARY KEY, fac_nm TEXT, city TEXT, st_cd TEXT,
  beds INTEGER);
INSERT INTO facility VALUES (1,'Mercy General','Columbus','OH',120),
  (2,'Lakeside','Cleveland','OH',80),(3,'Gulf Coast','Texas City','TX',60),
  (4,'Hill Country','Austin','TX',200),(5,'Bayou','Lake Charles','LA',90),
  (6,'Pine Ridge','Tyler','TX',45);
";

#[rstest]
#[case(
    "List the facilities in Ohio.",
    "SELECT fac_nm FROM facility WHERE st_cd = 'OH'"
)]
#[case(
    "How many facilities are in Texas?",
    "SELECT COUNT(*) FROM facility WHERE st_cd = 'TX'"
)]
#[case(
    "Which facility in Texas has the most beds?",
    "SELECT fac_nm FROM facility WHERE st_cd = 'TX' ORDER BY beds DESC LIMIT 1"
)]
#[case(
    "What is the total number of beds in Louisiana?",
    "SELECT SUM(beds) FROM facility WHERE st_cd = 'LA'"
)]
fn a_state_named_in_words_is_read_as_its_code(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(FACILITIES), question, expected);
}
