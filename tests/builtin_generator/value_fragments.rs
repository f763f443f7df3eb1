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

// A whole stored value of one table that names a column of another: read both ways. A damage
// category called 'Packages' lives in `dmg_ref`, which no key joins to `shpmt`; the packages
// counted are `pkg_cnt`. Read only as the value, the question has no reading at all.
const SHIPMENTS: &str = "
CREATE TABLE shpmt (shp_id INTEGER PRIMARY KEY, carrier_nm TEXT, pkg_cnt INTEGER, st_cd TEXT,
  juris_lvl TEXT);
CREATE TABLE dmg_ref (dmg_cd TEXT PRIMARY KEY, dmg_desc TEXT);
INSERT INTO shpmt VALUES (1,'ACME',10,'OR','State'),(2,'ZED',5,'WA','County'),
  (3,'ACME',7,'OR','County');
INSERT INTO dmg_ref VALUES ('P','Packages'),('B','Crushed box');
";

#[test]
fn a_whole_value_of_another_table_that_names_a_column_is_also_the_column() {
    assert_offers(
        &fixture(SHIPMENTS),
        "total packages",
        "SELECT SUM(pkg_cnt) FROM shpmt",
    );
}

// A value of one column ('State', a jurisdiction level) that is a word naming another column
// of the same table (`st_cd`): read both ways.
#[test]
fn a_value_of_one_column_that_names_another_column_is_also_that_column() {
    assert_offers(
        &fixture(SHIPMENTS),
        "how many shipments per state",
        "SELECT COUNT(*), st_cd FROM shpmt GROUP BY st_cd",
    );
}

// A value of the very table or column the word names is that table's own kind of row: it
// stays the one reading first ("cats" among the pets' types).
const PETS: &str = "
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, pet_type TEXT, weight REAL);
INSERT INTO pets VALUES (1,'cat',4.0),(2,'dog',20.0),(3,'cat',5.0);
";

#[test]
fn a_value_of_the_table_the_word_names_stays_a_value() {
    assert_first(
        &fixture(PETS),
        "average weight of cats",
        "SELECT AVG(weight) FROM pets WHERE pet_type = 'cat'",
    );
}

// Words found inside a sentence stored whole ('Violations were cited …') end where the
// question's own grammar begins: "violations were" is no part of a value, "violations" names
// the table and "were critical" restricts it.
const VIOLATIONS: &str = "
CREATE TABLE action_ref (action_cd TEXT, action_desc TEXT);
CREATE TABLE insp_viol (insp_id INTEGER, viol_cd TEXT, crit_flg TEXT, pts INTEGER);
INSERT INTO action_ref VALUES ('V','Violations were cited in the following areas.'),
  ('N','No violations were recorded at the time of this inspection.');
INSERT INTO insp_viol VALUES (1,'04L','Critical',10),(1,'10F','Not Critical',2),
  (2,'04L','Critical',10),(3,'08A','Not Critical',3),(3,'02B','Critical',7);
";

#[test]
fn a_part_of_a_stored_sentence_never_ends_in_a_cue_of_the_question() {
    assert_offers(
        &fixture(VIOLATIONS),
        "how many violations were critical",
        "SELECT COUNT(*) FROM insp_viol WHERE crit_flg = 'Critical'",
    );
}

/// Hospitals of three types: "hospital" is also inside two names ('GRACE HOSPITAL') and two
/// descriptions of a lookup, so the fragment readings count two, the hospitals five, the
/// types three. Two tables of hospitals, so that "hospital" names no one table.
const TYPED_HOSPITALS: &str = "
CREATE TABLE hosp_gen_info (prvdr_num TEXT, fac_nm TEXT, st_cd TEXT, hosp_typ_cd TEXT);
INSERT INTO hosp_gen_info VALUES ('01','GRACE HOSPITAL','OH','02'),('02','MERCY CENTER','CA','01'),
  ('03','LAKE CLINIC','OH','03'),('04','HOPE HOSPITAL','CA','02'),('05','SUN CENTER','CA','03');
CREATE TABLE hosp_readm (prvdr_num TEXT, msr_id TEXT, excess_rt REAL);
INSERT INTO hosp_readm VALUES ('01','READM-30-HF',1.1),('02','READM-30-HF',0.9);
CREATE TABLE cd_lkp (cd_set TEXT, cd_val TEXT, cd_desc TEXT);
INSERT INTO cd_lkp VALUES ('HTYP','01','Acute Care Hospitals'),('HTYP','02','Critical Access Hospitals'),
  ('HTYP','03','Psychiatric'),('OWNR','P','Proprietary');
";

/// "how many hospital types": "hospital", found only inside stored values, is read both ways
/// (the value first); read as part of "hospital types", the phrase names the kinds in
/// `hosp_typ_cd`, and what is counted is those kinds, not the hospitals so named.
#[test]
fn a_fragment_read_as_a_name_counts_what_the_name_names() {
    super::fixtures::assert_offers_by_model(
        &fixture(TYPED_HOSPITALS),
        "how many hospital types are there",
        "SELECT COUNT(DISTINCT hosp_typ_cd) FROM hosp_gen_info",
    );
}
