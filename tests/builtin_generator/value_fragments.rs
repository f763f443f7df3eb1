//! A lower-case word found only inside stored values that also names a table or a column is
//! read both ways: as the fragment of a value and as the table's rows or the column ("how many
//! stations per state" with `st_cd`, where an agency is called 'State Water Board'). "list hospitals in ohio" over
//! abbreviated tables, where a code lookup describes a hospital type as 'Critical Access
//! Hospitals': read only as a fragment, the question selects nothing and has no reading.
//! Two tables of hospitals (general information and charges) so that no one table stands out
//! by its name alone; the rows differ so that listing the wrong table or state differs.

use super::fixtures::{assert_first, assert_offers, fixture};

const HOSPITALS: &str = "
CREATE TABLE hosp_gen_info (prvdr_num TEXT PRIMARY KEY, fac_nm TEXT, st_cd TEXT, typ_cd TEXT);
CREATE TABLE hosp_chrg (prvdr_num TEXT REFERENCES hosp_gen_info, drg_cd TEXT, avg_chrg REAL);
CREATE TABLE cd_lkp (cd_val TEXT, cd_desc TEXT);
INSERT INTO hosp_gen_info VALUES ('01','GRACE HOSPITAL','OH','02'),('02','MERCY CENTER','CA','01'),
  ('03','LAKE CLINIC','OH','01');
INSERT INTO hosp_chrg VALUES ('01','470',1000.0),('02','470',2000.0);
INSERT INTO cd_lkp VALUES ('01','Acute Care Hospitals'),('02','Critical Access Hospitals');
";

#[test]
fn a_word_inside_stored_values_that_names_a_table_is_also_the_table() {
    assert_offers(
        &fixture(HOSPITALS),
        "list hospitals in ohio",
        "SELECT fac_nm FROM hosp_gen_info WHERE st_cd = 'OH'",
    );
}

#[test]
fn the_fragment_reading_stays_first_where_it_was() {
    assert_first(
        &fixture(HOSPITALS),
        "which code values describe hospitals",
        "SELECT cd_val FROM cd_lkp WHERE cd_desc LIKE '%Hospitals%'",
    );
}

const SITES: &str = "
CREATE TABLE site_inv (site_no TEXT PRIMARY KEY, station_nm TEXT, st_cd TEXT);
CREATE TABLE agency_ref (agency_cd TEXT PRIMARY KEY, agency_nm TEXT);
INSERT INTO site_inv VALUES ('1','BIG CREEK','OR'),('2','MILL RIVER','OR'),('3','LAKE WELL','WA');
INSERT INTO agency_ref VALUES ('USGS','Geological Survey'),('SWB','State Water Board');
";

#[test]
fn a_word_inside_stored_values_that_names_a_column_is_also_the_column() {
    assert_offers(
        &fixture(SITES),
        "how many stations per state",
        "SELECT COUNT(*), st_cd FROM site_inv GROUP BY st_cd",
    );
}
