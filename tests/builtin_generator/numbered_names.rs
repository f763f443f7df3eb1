//! Names that end in a number, typed in lower case. A station's name spelled out in full
//! ("mill creek at gauge 3") is the stored value 'MILL CREEK AT GAUGE 3', not a fragment of
//! names ("mill creek") with a number put on some other column (`cnty_cd = '3'`); an
//! attribute and its number ("county 3") stay an attribute and a number. Rows chosen so that
//! the split reading returns another station's row.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const SITES: &str = "
CREATE TABLE gauge_site (site_no TEXT PRIMARY KEY, station_nm TEXT, cnty_cd TEXT,
  depth_ft INTEGER);
INSERT INTO gauge_site VALUES ('S1','MILL CREEK AT GAUGE 2','3',14),
  ('S2','MILL CREEK AT GAUGE 3','2',9),('S3','MILL CREEK AT BRIDGE','3',21),
  ('S4','OTTER LAKE NEAR DAM 3','1',40),('S5','OTTER LAKE NEAR DAM 12','3',33);
";

#[rstest]
#[case::a_name_with_a_preposition(
    "depth of mill creek at gauge 3",
    "SELECT depth_ft FROM gauge_site WHERE station_nm = 'MILL CREEK AT GAUGE 3'"
)]
#[case::a_name_inside_the_question(
    "what county is otter lake near dam 3 in",
    "SELECT cnty_cd FROM gauge_site WHERE station_nm = 'OTTER LAKE NEAR DAM 3'"
)]
#[case::an_attribute_and_its_number(
    "sites in county 3",
    "SELECT site_no FROM gauge_site WHERE cnty_cd = '3'"
)]
fn a_name_spelled_out_with_its_number_is_the_stored_name(
    #[case] question: &str,
    #[case] want: &str,
) {
    assert_first(&fixture(SITES), question, want);
}
