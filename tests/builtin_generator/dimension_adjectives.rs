//! Dimension adjectives name the measure they grade: a well is deep or shallow by its depth, a
//! river wide or narrow by its width, a town populous by its population. Rows chosen so that
//! reading no ordering (every row) or another measure (the yield, the area) gives another
//! answer. A unit right after a number says how the number is measured, even where the data
//! stores that unit as a value of some column.

use super::fixtures::{assert_first, fixture};

const WELLS: &str = "
CREATE TABLE well (well_id INTEGER PRIMARY KEY, well_name TEXT, depth_ft REAL, yield_gpm REAL);
INSERT INTO well VALUES (1,'North Bore',420,15),(2,'Mill Spring',85,60),(3,'Ridge Deep',910,5),
  (4,'Creek Side',150,30);
CREATE TABLE parameter (parm_cd TEXT PRIMARY KEY, parm_nm TEXT, unit_cd TEXT);
INSERT INTO parameter VALUES ('72019','Depth to water','ft'),('00010','Temperature','deg C');
CREATE TABLE reading (reading_id INTEGER PRIMARY KEY, well_id INTEGER REFERENCES well(well_id),
  parm_cd TEXT REFERENCES parameter(parm_cd), result_va REAL);
INSERT INTO reading VALUES (1,1,'72019',40),(2,3,'00010',12.5),(3,2,'72019',8),(4,3,'72019',95);
CREATE TABLE town (town_id INTEGER PRIMARY KEY, town_name TEXT, population INTEGER, area REAL);
INSERT INTO town VALUES (1,'Ashby',12000,80.5),(2,'Brook',56000,12.0),(3,'Calder',3000,140.0);
";

#[rstest::rstest]
#[case(
    "the shallowest well",
    "SELECT well_name FROM well ORDER BY depth_ft ASC LIMIT 1"
)]
#[case(
    "Which well is the deepest?",
    "SELECT well_name FROM well ORDER BY depth_ft DESC LIMIT 1"
)]
#[case(
    "wells deeper than 300",
    "SELECT well_name FROM well WHERE depth_ft > 300"
)]
#[case(
    "wells deeper than 300 ft",
    "SELECT well_name FROM well WHERE depth_ft > 300"
)]
#[case(
    "the most populous town",
    "SELECT town_name FROM town ORDER BY population DESC LIMIT 1"
)]
fn a_dimension_adjective_grades_by_its_measure(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(WELLS), question, expected);
}
