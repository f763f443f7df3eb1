//! Open-data naming and coding, each fixture with rows that make the usual wrong reading return
//! other rows: a US state named in words where the data keys rows by its postal code (`st_cd =
//! 'OH'`, beside a city called "Texas City"); a noun naming the one table its name abbreviates
//! (`sch_gen_info`, beside code descriptions holding the noun); a number after its own "in"
//! (a year, not a second code); names abbreviated to their consonants (`cmte`).

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

/// Two numbers in one question, the second introduced by its own "in": a code of the named
/// attribute and a year. Read as two values of the code, no row could match both.
const CHARGES: &str = "
CREATE TABLE chrg (prvdr TEXT, drg_cd TEXT, yr INTEGER, dschrg INTEGER);
INSERT INTO chrg VALUES ('A','470',2022,10),('A','470',2023,12),('B','470',2023,5),
  ('A','291',2023,7),('B','291',2022,3);
";

#[rstest]
#[case(
    "total discharges for drg 470 in 2023",
    "SELECT SUM(dschrg) FROM chrg WHERE drg_cd = '470' AND yr = 2023"
)]
fn a_number_after_in_is_another_condition(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(CHARGES), question, expected);
}

/// Names abbreviated to their consonants (`cmte` committee): the table a question names by
/// its word holds other rows than its neighbour's.
const FILINGS: &str = "
CREATE TABLE cmte (cmte_id INTEGER PRIMARY KEY, cmte_nm TEXT, cmte_st TEXT, dschrg_cnt INTEGER);
CREATE TABLE cand (cand_id INTEGER PRIMARY KEY, cand_nm TEXT, cand_st TEXT, vote_cnt INTEGER);
INSERT INTO cmte VALUES (1,'Friends of Lee','OH',3),(2,'Better Roads PAC','TX',5),
  (3,'Ohio Forward','OH',1);
INSERT INTO cand VALUES (1,'LEE, ANN','OH',900),(2,'DIAZ, RAUL','TX',700),(3,'PARK, JO','TX',300);
";

#[rstest]
#[case(
    "list the committees in ohio",
    "SELECT cmte_nm FROM cmte WHERE cmte_st = 'OH'"
)]
#[case("how many committees are there", "SELECT COUNT(*) FROM cmte")]
#[case("total discharges of committees", "SELECT SUM(dschrg_cnt) FROM cmte")]
fn names_abbreviated_to_their_consonants_are_linked(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_first(&fixture(FILINGS), question, expected);
}
