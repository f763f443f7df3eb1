//! A description stored in a code lookup names the code a data table stores: "restaurants in
//! brooklyn" is `boro_cd = '3'` when only `ref_codes(code_typ, code, code_desc)` says that '3'
//! is Brooklyn, and no key joins the two. Codes of two sets share the lookup ('3' is also an
//! inspection type, stored in `insp_typ_cd`), and another column of code-like values holds
//! codes the lookup lacks, so filtering the wrong column, or reading the lookup alone, returns
//! other rows.

use super::fixtures::{assert_offers, fixture};

const RESTAURANTS: &str = "
CREATE TABLE rest_estab (camis TEXT, dba TEXT, boro_cd TEXT, zone_cd TEXT);
CREATE TABLE insp_hdr (insp_id TEXT, camis TEXT, insp_typ_cd TEXT, score TEXT);
CREATE TABLE ref_codes (code_typ TEXT, code TEXT, code_desc TEXT);
INSERT INTO rest_estab VALUES ('1','DELI CAFE','3','9'),('2','SPICE CORNER','1','3'),
  ('3','ROYAL BROOKLYN','3','7'),('4','TACO HUT','2','3');
INSERT INTO insp_hdr VALUES ('a','1','1','12'),('b','2','3','20'),('c','3','2','7');
INSERT INTO ref_codes VALUES ('BORO','1','Manhattan'),('BORO','2','Bronx'),('BORO','3','Brooklyn'),
  ('INSP_TYP','1','Initial Inspection'),('INSP_TYP','2','Re-inspection'),('INSP_TYP','3','Compliance');
";

#[test]
fn a_lookups_description_names_the_code_a_data_table_stores() {
    assert_offers(
        &fixture(RESTAURANTS),
        "restaurants in brooklyn",
        "SELECT dba FROM rest_estab WHERE boro_cd = '3'",
    );
}

#[test]
fn only_the_column_of_the_descriptions_code_set_is_named() {
    // `insp_typ_cd` holds '1'–'3' too, but of the inspection-type set; `zone_cd` holds codes
    // the lookup lacks ('7', '9').
    let f = fixture(RESTAURANTS);
    let named: Vec<(String, String, String)> = f
        .values
        .find("brooklyn", &f.schema)
        .into_iter()
        .map(|h| (h.table, h.column, h.value))
        .collect();
    let code = |t: &str, c: &str, v: &str| (t.to_string(), c.to_string(), v.to_string());
    assert!(
        named.contains(&code("rest_estab", "boro_cd", "3")),
        "{named:?}"
    );
    for wrong in ["insp_typ_cd", "zone_cd"] {
        assert!(
            !named.iter().any(|(_, c, _)| c == wrong),
            "{wrong}: {named:?}"
        );
    }
}
