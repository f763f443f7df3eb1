//! "X with Y" where Y is one of X's own columns and nothing is compared with it: the rows that
//! have it. A quantity is had when above zero ("fires with injuries": `injury_ct > 0`), any
//! other value when it is there ("hospitals with a website": `website IS NOT NULL`). Rows
//! chosen so that listing every row, reading "has" as "is not missing" for a count stored as
//! 0, and dropping the condition all return other rows.

use super::fixtures::{assert_first, fixture};

const FIRES: &str = "
CREATE TABLE fire (fire_id INTEGER PRIMARY KEY, fire_nm TEXT, st_cd TEXT,
  injury_ct INTEGER, fatality_ct INTEGER);
INSERT INTO fire VALUES (1,'NORTH PEAK','CA',0,0),(2,'WILLOW','CA',3,0),(3,'CEDAR','OR',0,1),
  (4,'ASPEN','OR',NULL,NULL),(5,'BIRCH','CA',1,2);
CREATE TABLE hospital (prvdr_num TEXT, hosp_nm TEXT, website TEXT, bed_cnt INTEGER);
INSERT INTO hospital VALUES ('01','GRACE','grace.org',40),('02','MERCY',NULL,0),
  ('03','HOPE','hope.org',NULL);
";

#[rstest::rstest]
#[case::quantity("fires with injuries", "SELECT fire_nm FROM fire WHERE injury_ct > 0")]
#[case::have(
    "fires that had fatalities",
    "SELECT fire_nm FROM fire WHERE fatality_ct > 0"
)]
#[case::either(
    "fires with injuries or fatalities",
    "SELECT fire_nm FROM fire WHERE injury_ct > 0 OR fatality_ct > 0"
)]
#[case::with_a_value_filter(
    "fires in CA with fatalities",
    "SELECT fire_nm FROM fire WHERE st_cd = 'CA' AND fatality_ct > 0"
)]
#[case::text(
    "hospitals with a website",
    "SELECT hosp_nm FROM hospital WHERE website IS NOT NULL"
)]
// Compared, the attribute is no presence as well.
#[case::compared(
    "fires with more than 2 injuries",
    "SELECT fire_nm FROM fire WHERE injury_ct > 2"
)]
fn an_attribute_said_alone_is_had(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(FIRES), question, expected);
}
