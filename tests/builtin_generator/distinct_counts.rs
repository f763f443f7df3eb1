//! A count of things another table holds, taken over rows that refer to them, may count each
//! thing once: "drugs billed by at least 2 hospitals" over charges kept per hospital, drug and
//! year is offered as `COUNT(DISTINCT hospital_id)` beside the count of charge rows. Rows
//! chosen so the two counts keep different drugs (drug B has three charges, all from one
//! hospital).

use super::fixtures::{assert_offers, fixture};
use rstest::rstest;

const CHARGES: &str = "
CREATE TABLE hospital (hospital_id INTEGER PRIMARY KEY, hospital_nm TEXT);
INSERT INTO hospital VALUES (1,'GRACE'),(2,'MERCY'),(3,'HOPE');
CREATE TABLE drug (drug_cd TEXT PRIMARY KEY, drug_desc TEXT);
INSERT INTO drug VALUES ('A','ASPIRIN'),('B','BACLOFEN'),('C','CODEINE');
CREATE TABLE charge (hospital_id INTEGER REFERENCES hospital(hospital_id),
  drug_cd TEXT REFERENCES drug(drug_cd), yr INTEGER, amount REAL);
INSERT INTO charge VALUES (1,'A',2022,10),(1,'A',2023,12),(2,'A',2023,11),
  (1,'B',2021,5),(1,'B',2022,6),(1,'B',2023,7),(3,'C',2023,9);
";

#[rstest]
#[case(
    "drug codes billed by at least 2 hospitals",
    "SELECT drug_cd FROM charge GROUP BY drug_cd HAVING COUNT(DISTINCT hospital_id) >= 2"
)]
#[case(
    "number of hospitals per drug code in charges",
    "SELECT COUNT(DISTINCT hospital_id), drug_cd FROM charge GROUP BY drug_cd"
)]
fn things_counted_through_the_rows_that_refer_to_them(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(CHARGES), question, expected);
}
