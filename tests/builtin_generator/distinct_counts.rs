//! A count of things another table holds, taken over rows that refer to them, may count each
//! thing once: "drugs billed by at least 2 hospitals" over charges kept per hospital, drug and
//! year is offered as `COUNT(DISTINCT hospital_id)` beside the count of charge rows. Rows
//! chosen so the two counts keep different drugs (drug B has three charges, all from one
//! hospital).

use super::fixtures::{assert_first, assert_offers, fixture};
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

/// No key declared, as exports come: `site_no` is read as "site number", an identifier.
/// Four sites, three of them sampled over five samples, so counting the sites, the sampled
/// sites and the samples give three different numbers, and a list of identifiers none.
const SITES: &str = "
CREATE TABLE site_inv (site_no TEXT, station_nm TEXT, st_cd TEXT);
INSERT INTO site_inv VALUES ('S1','ALDER CREEK','OR'),('S2','BEAR LAKE','OR'),
  ('S3','CEDAR RIVER','WA'),('S4','DEER POND','WA');
CREATE TABLE smpl (smpl_id INTEGER, site_no TEXT, smpl_dt TEXT);
INSERT INTO smpl VALUES (1,'S1','2024-01-02'),(2,'S2','2024-01-03'),(3,'S2','2024-02-03'),
  (4,'S3','2024-01-04'),(5,'S3','2024-02-04');
";

/// "how many sites": a count said before its noun is no identifier named "site number".
#[rstest]
#[case("how many sites are there", "SELECT COUNT(*) FROM site_inv")]
#[case("number of sites", "SELECT COUNT(*) FROM site_inv")]
#[case(
    "how many sites were sampled",
    "SELECT COUNT(DISTINCT site_no) FROM smpl"
)]
fn a_count_of_things_is_not_their_identifier(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(SITES), question, expected);
}

/// Five hospitals of two types: counting the types is not counting the hospitals.
const TYPED_HOSPITALS: &str = "
CREATE TABLE hosp_gen_info (prvdr_num TEXT, fac_nm TEXT, st_cd TEXT, hosp_typ_cd TEXT);
INSERT INTO hosp_gen_info VALUES ('01','GRACE','OH','02'),('02','MERCY','CA','01'),
  ('03','LAKE','OH','01'),('04','HOPE','CA','02'),('05','SUN','CA','02');
";

/// "how many hospital types": a phrase naming a column, not rows, counts the column's
/// distinct values.
#[test]
fn a_count_of_what_a_column_holds_counts_its_values() {
    assert_offers(
        &fixture(TYPED_HOSPITALS),
        "how many hospital types are there",
        "SELECT COUNT(DISTINCT hosp_typ_cd) FROM hosp_gen_info",
    );
}

/// Models listed per maker, one model name made by two makers: the models are rows.
const MODELS: &str = "
CREATE TABLE car_maker (id INTEGER PRIMARY KEY, maker_nm TEXT);
INSERT INTO car_maker VALUES (1,'AUDI'),(2,'SEAT');
CREATE TABLE model_list (model_id INTEGER PRIMARY KEY, maker INTEGER REFERENCES car_maker(id),
  model TEXT);
INSERT INTO model_list VALUES (1,1,'A4'),(2,1,'Q5'),(3,2,'A4');
";

/// "how many models": a plain noun naming a column (`model`) as well as a table of rows
/// counts the rows; only a noun of classification ("types") counts a column's values.
#[test]
fn a_count_of_rows_named_like_a_column_stays_a_count_of_rows() {
    assert_first(
        &fixture(MODELS),
        "How many models are there?",
        "SELECT COUNT(*) FROM model_list",
    );
}
