//! "How many cats are there": a count of rows that names no table, only a stored value, counts
//! the rows that hold the value, in the value's table. Before, such a question selected nothing
//! and had no reading at all. Where a code lookup describes the value, the rows counted may be
//! those that hold its code ("critical access hospitals" is type '02' of `hosp_gen_info`).

use super::fixtures::{assert_first, assert_offers, fixture};

const PETS: &str = "
CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_nm TEXT);
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES owners,
  pet_type TEXT, weight REAL);
INSERT INTO owners VALUES (1,'Ann'),(2,'Bo');
INSERT INTO pets VALUES (1,1,'cat',4.0),(2,1,'dog',20.0),(3,2,'cat',5.0),(4,2,'bird',0.1);
";

#[test]
fn a_count_of_a_value_counts_the_rows_holding_it() {
    assert_first(
        &fixture(PETS),
        "how many cats are there",
        "SELECT COUNT(*) FROM pets WHERE pet_type = 'cat'",
    );
}

const HOSPITALS: &str = "
CREATE TABLE hosp_gen_info (prvdr_num TEXT PRIMARY KEY, fac_nm TEXT, st_cd TEXT, typ_cd TEXT);
CREATE TABLE cd_lkp (cd_val TEXT, cd_desc TEXT);
INSERT INTO hosp_gen_info VALUES ('A1','GRACE HOSPITAL','OH','02'),('B2','MERCY CENTER','CA','01'),
  ('C3','LAKE CLINIC','OH','01'),('D4','HILL HOSPITAL','WA','02'),('E5','BAY CENTER','WA','02');
INSERT INTO cd_lkp VALUES ('01','Acute Care Hospitals'),('02','Critical Access Hospitals');
";

#[test]
fn a_count_of_a_described_code_counts_the_rows_holding_the_code() {
    assert_offers(
        &fixture(HOSPITALS),
        "how many critical access hospitals are there",
        "SELECT COUNT(*) FROM hosp_gen_info WHERE typ_cd = '02'",
    );
}
