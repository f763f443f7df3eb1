//! A comparison bounds the one number it precedes, and a stored value said between that
//! number and the noun it counts modifies the noun ("more than 2 house candidates": the
//! candidates for the House, more than 2 of them per state).
//!
//! The rows separate the readings: California has three House candidates; Texas has four
//! candidates but two for the House; New York has three Senate candidates and one for the
//! House. Counting every candidate adds Texas and New York; carrying "more than" onto the
//! office (`office > 'House'`) counts the Senate and President candidates (New York); reading
//! the 2 as a district bound (`district > 2`) keeps neither count.

use super::fixtures::{assert_first, fixture};

const CANDIDATES: &str = "
CREATE TABLE cand (cand_id TEXT, cand_nm TEXT, cand_office TEXT, cand_office_st TEXT,
  cand_office_district TEXT);
INSERT INTO cand VALUES
  ('C1','ADAMS','House','CA','01'),('C2','BAKER','House','CA','02'),
  ('C3','CRUZ','House','CA','03'),
  ('C4','DIAZ','House','TX','07'),('C5','EVANS','House','TX','08'),
  ('C6','FOX','Senate','TX','00'),('C7','GRAY','Senate','TX','00'),
  ('C8','HALL','Senate','NY','00'),('C9','IVES','Senate','NY','00'),
  ('C10','JONES','Senate','NY','00'),('C11','KING','House','NY','12'),
  ('C12','LOPEZ','President','NY','00');
";

const HOUSE_STATES: &str = "SELECT cand_office_st FROM cand WHERE cand_office = 'House' \
     GROUP BY cand_office_st HAVING COUNT(*) > 2";

/// "more than 2 candidates in the house": the count is compared; the office is equal.
#[test]
fn a_comparison_bounds_only_the_number_after_it() {
    assert_first(
        &fixture(CANDIDATES),
        "states with more than 2 candidates in the house",
        HOUSE_STATES,
    );
}

/// "more than 2 house candidates": the value before the counted noun restricts the rows
/// counted; the number counts them.
#[test]
fn a_value_before_the_counted_noun_restricts_what_is_counted() {
    assert_first(
        &fixture(CANDIDATES),
        "states with more than 2 house candidates",
        HOUSE_STATES,
    );
}

/// Loans as a lender's export keeps them. Two large loans defaulted (L2, L4); a small one
/// defaulted too (L3), and large ones are current (L1, L5).
const LOANS: &str = "
CREATE TABLE loan (loan_id TEXT, borrower_nm TEXT, amt INTEGER, loan_stat TEXT);
INSERT INTO loan VALUES ('L1','ACME',9000,'Current'),('L2','BOLT',7000,'Defaulted'),
  ('L3','CRANE',1200,'Defaulted'),('L4','DELTA',6500,'Defaulted'),('L5','EMBER',8000,'Current'),
  ('L6','FJORD',300,'Current');
";

/// "loans with an amount over 5000 defaulted": the amount is bounded by the number, and the
/// word after it is a status, found in its own column. Read as a second condition on the
/// amount, it is an amount equal to a word (no row) or, with "over" carried onto it, an
/// amount above the defaulted ones (L1 and L5 only).
#[rstest::rstest]
#[case("loans with an amount over 5000 defaulted")]
#[case("loans over 5000 defaulted")]
fn an_attribute_bounded_by_a_number_is_not_also_equal_to_a_word(#[case] question: &str) {
    assert_first(
        &fixture(LOANS),
        question,
        "SELECT borrower_nm FROM loan WHERE amt > 5000 AND loan_stat = 'Defaulted'",
    );
}

/// Hospitals, the diagnosis groups they billed (one row per hospital and group) and the
/// groups' lookup. Only Alder billed two groups; all three billed group '2', so reading the
/// 2 as a group's code returns every hospital.
const CHARGES: &str = "
CREATE TABLE hosp (prvdr_num TEXT, fac_nm TEXT, bed_cnt INTEGER);
INSERT INTO hosp VALUES ('H1','ALDER',300),('H2','BIRCH',120),('H3','CEDAR',300);
CREATE TABLE drg_lkp (drg_cd TEXT, drg_desc TEXT);
INSERT INTO drg_lkp VALUES ('1','SEPSIS'),('2','HEART FAILURE'),('3','PNEUMONIA');
CREATE TABLE chrg (prvdr_num TEXT, drg_cd TEXT, covd_chrg INTEGER);
INSERT INTO chrg VALUES ('H1','1',900),('H1','2',700),('H2','2',500),
  ('H3','1',800),('H3','2',650),('H3','3',400);
";

/// "hospitals that billed 2 drgs": a cardinal before a plural noun naming rows counts them;
/// an identifier follows its noun ("drg 2").
#[rstest::rstest]
#[case("hospitals that billed 2 drgs")]
#[case("hospitals with 2 drgs")]
fn a_number_before_a_plural_noun_counts_its_rows(#[case] question: &str) {
    assert_first(
        &fixture(CHARGES),
        question,
        "SELECT T1.fac_nm FROM hosp AS T1 JOIN chrg AS T2 ON T1.prvdr_num = T2.prvdr_num \
         GROUP BY T1.prvdr_num HAVING COUNT(*) = 2",
    );
}

/// "hospitals with 300 beds": the noun names a column, not rows; its value is compared.
#[test]
fn a_number_before_an_attribute_is_its_value() {
    assert_first(
        &fixture(CHARGES),
        "hospitals with 300 beds",
        "SELECT fac_nm FROM hosp WHERE bed_cnt = 300",
    );
}
