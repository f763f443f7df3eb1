//! A coded column read as what its codes mean: "number of vehicles per fuel type" lists the
//! fuel types by name when only a lookup says what the stored codes mean. One lookup keeps three
//! code sets whose codes coincide ('1'–'3' are fuels and body types), a second keeps one set
//! on its own, and a third coded column holds codes of several sets without naming any. So
//! the stored codes, the other set's names and a reading of the lookup alone all return other
//! rows than the meant one.

use super::fixtures::{assert_offers, fixture, generate, SHOWN};

const VEHICLES: &str = "
CREATE TABLE vehicle (vin TEXT, make TEXT, fuel_cd TEXT, body_typ TEXT, trim_cd TEXT, paint_cd TEXT);
CREATE TABLE lkp_code (code_set TEXT, code_val TEXT, code_label TEXT);
CREATE TABLE color_ref (color_cd TEXT, color_desc TEXT);
CREATE TABLE dealer (dealer_nm TEXT, dealer_typ TEXT);
INSERT INTO dealer VALUES ('NORTH MOTORS','1'),('CITY CARS','2'),('LAKE AUTO','1');
INSERT INTO vehicle VALUES ('V1','FORD','1','2','1','R'),('V2','TOYOTA','2','1','2','B'),
  ('V3','FORD','1','3','1','B'),('V4','KIA','3','1','2','W');
INSERT INTO lkp_code VALUES ('FUEL','1','Petrol'),('FUEL','2','Diesel'),('FUEL','3','Electric'),
  ('BODYTYP','1','Sedan'),('BODYTYP','2','Pickup'),('BODYTYP','3','Coupe'),
  ('DLRTYP','1','Franchise'),('DLRTYP','2','Independent');
INSERT INTO color_ref VALUES ('R','Red'),('B','Blue'),('W','White'),('G','Green');
";

#[test]
fn a_grouped_code_is_named_through_its_own_set_of_a_shared_lookup() {
    let f = fixture(VEHICLES);
    let question = "number of vehicles per fuel type";
    assert_offers(
        &f,
        question,
        "SELECT COUNT(*), T2.code_label FROM vehicle AS T1 JOIN lkp_code AS T2 \
         ON T1.fuel_cd = T2.code_val WHERE T2.code_set = 'FUEL' GROUP BY T2.code_label",
    );
    // The stored codes stay a reading of their own.
    assert_offers(
        &f,
        question,
        "SELECT COUNT(*), fuel_cd FROM vehicle GROUP BY fuel_cd",
    );
}

#[test]
fn a_listed_code_is_named_through_the_set_its_column_names() {
    // `body_typ` names the set 'BODYTYP' by its letters; the fuel set would call V1 and V3
    // Diesel and Electric.
    assert_offers(
        &fixture(VEHICLES),
        "body types of ford vehicles",
        "SELECT T2.code_label FROM vehicle AS T1 JOIN lkp_code AS T2 \
         ON T1.body_typ = T2.code_val WHERE T2.code_set = 'BODYTYP' AND T1.make = 'FORD'",
    );
}

#[test]
fn a_lookup_of_one_set_is_joined_on_the_code_alone() {
    assert_offers(
        &fixture(VEHICLES),
        "number of vehicles by paint",
        "SELECT COUNT(*), T2.color_desc FROM vehicle AS T1 JOIN color_ref AS T2 \
         ON T1.paint_cd = T2.color_cd GROUP BY T2.color_desc",
    );
}

#[test]
fn codes_no_single_set_names_stay_codes() {
    // `trim_cd` holds '1' and '2', codes of both sets, and names neither: naming them by
    // either set would be a guess.
    let f = fixture(VEHICLES);
    for p in generate(&f, "number of vehicles per trim", SHOWN * 4) {
        assert!(!p.sql.contains("lkp_code"), "{}", p.sql);
    }
}

#[test]
fn rows_named_by_their_table_are_not_listed_by_a_description() {
    // "dealers" names the dealers, not their type: whatever column stands in for a dealer, the
    // name of its type is not one ("dealer types" is).
    let f = fixture(VEHICLES);
    for p in generate(&f, "list the dealers", SHOWN * 4) {
        assert!(!p.sql.contains("lkp_code"), "{}", p.sql);
    }
    assert_offers(
        &f,
        "dealer types",
        "SELECT T2.code_label FROM dealer AS T1 JOIN lkp_code AS T2 \
         ON T1.dealer_typ = T2.code_val WHERE T2.code_set = 'DLRTYP'",
    );
}
