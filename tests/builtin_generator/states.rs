//! Open-data naming. Values stored as codes: a US state named in words where the data keys rows by its postal
//! code (`st_cd = 'OH'`), as open data does. A city whose name holds the state's name ("Texas
//! City") makes the reading that looks for the word inside some value return other rows.

use super::fixtures::{assert_first, assert_offers, fixture};
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

/// Open-data naming: a table called by its abbreviated head noun and qualifiers
/// (`sch_gen_info`, "school general information"), a name column abbreviated (`sch_nm`),
/// and a code table whose descriptions hold the same noun ("Charter Schools"). The noun names
/// the one table its name abbreviates; found inside the code descriptions it returns codes.
/// (The names are offered, not yet first: `sch_id` resembles "schools" as much as `sch_nm`
/// does, through the table's name both carry, and ties it.)
const SCHOOLS: &str = "
CREATE TABLE sch_gen_info (sch_id INTEGER PRIMARY KEY, sch_nm TEXT, st_cd TEXT,
  sch_typ_cd TEXT, enroll_cnt INTEGER);
CREATE TABLE cd_lkp (cd_val TEXT, cd_desc TEXT);
INSERT INTO sch_gen_info VALUES (1,'Lincoln High','OH','01',900),(2,'Maple Elementary','OH','02',300),
  (3,'Bayview Academy','TX','03',450),(4,'Ridge Middle','TX','01',600);
INSERT INTO cd_lkp VALUES ('01','Public Schools'),('02','Private Schools'),('03','Charter Schools');
";

#[rstest]
#[case(
    "list schools in ohio",
    "SELECT sch_nm FROM sch_gen_info WHERE st_cd = 'OH'"
)]
#[case(
    "schools in texas",
    "SELECT sch_nm FROM sch_gen_info WHERE st_cd = 'TX'"
)]
fn a_noun_one_table_abbreviates_names_that_table(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(SCHOOLS), question, expected);
}
