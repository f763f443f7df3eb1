//! A negated verb with no object ("drgs never billed", "products never shipped"): the rows
//! no record refers to, read from the tables whose rows refer to them, the one the verb names
//! best (the first in the schema when it names none). Before, the negation was dropped and every row listed. Rows chosen so that
//! listing every row, or excluding through the other referring table, returns other rows.

use super::fixtures::{assert_first, assert_offers, fixture};

const SHOP: &str = "
CREATE TABLE product (product_id INTEGER PRIMARY KEY, product_name TEXT, price REAL,
  brand TEXT);
CREATE TABLE purchase_line (line_id INTEGER PRIMARY KEY,
  product_id INTEGER REFERENCES product(product_id), qty INTEGER);
CREATE TABLE review (review_id INTEGER PRIMARY KEY,
  product_id INTEGER REFERENCES product(product_id), stars INTEGER);
INSERT INTO product VALUES (1,'Kettle',30,'Acme'),(2,'Toaster',25,'Zen'),(3,'Blender',60,'Acme'),
  (4,'Grill',90,'Orb');
INSERT INTO purchase_line VALUES (10,1,2),(11,1,1),(12,3,5);
INSERT INTO review VALUES (20,2,4),(21,3,5);
";

#[rstest::rstest]
#[case::never(
    "products never shipped",
    "SELECT product_name FROM product WHERE product_id NOT IN (SELECT product_id FROM purchase_line)"
)]
#[case::passive_named_records(
    "products that were never reviewed",
    "SELECT product_name FROM product WHERE product_id NOT IN (SELECT product_id FROM review)"
)]
#[case::not(
    "which products have not been delivered",
    "SELECT product_name FROM product WHERE product_id NOT IN (SELECT product_id FROM purchase_line)"
)]
// The verb names one of the referring tables: its records.
#[case::named_records(
    "products that were never purchased",
    "SELECT product_name FROM product WHERE product_id NOT IN (SELECT product_id FROM purchase_line)"
)]
fn rows_no_record_refers_to(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(SHOP), question, expected);
}

/// A value said between the negation and the verb is what is negated: "not Acme supplied" keeps
/// the products of other brands, whatever refers to them.
#[test]
fn a_value_before_the_verb_is_what_is_negated() {
    assert_first(
        &fixture(SHOP),
        "products that are not Acme supplied",
        "SELECT product_name FROM product WHERE brand != 'Acme'",
    );
}

/// Violations and their citations, and a code list whose descriptions hold the verb ('Violations
/// Cited'): a participle found only inside longer stored texts is the clause's verb, not a
/// fragment of a value. Before, "cited" and "violations" were read as fragments of that text
/// and the question had no reading.
const CITATIONS: &str = "
CREATE TABLE viol_ref (viol_cd TEXT PRIMARY KEY, viol_desc TEXT);
CREATE TABLE insp_viol (insp_id INTEGER, viol_cd TEXT REFERENCES viol_ref(viol_cd), pts INTEGER);
CREATE TABLE ref_codes (code_typ TEXT, code TEXT, code_desc TEXT);
INSERT INTO viol_ref VALUES ('02A','Food not cold held'),('04L','Evidence of mice'),
  ('08A','Facility not vermin proof'),('10F','Non-food surface dirty');
INSERT INTO insp_viol VALUES (1,'04L',5),(1,'02A',7),(2,'04L',5);
INSERT INTO ref_codes VALUES ('ACTION','V','Violations Cited'),('ACTION','N','No violations'),
  ('ACTION','C','Establishment Closed');
";

#[test]
fn a_participle_inside_stored_texts_is_the_verb() {
    assert_offers(
        &fixture(CITATIONS),
        "violations that were never cited",
        "SELECT viol_desc FROM viol_ref WHERE viol_cd NOT IN (SELECT viol_cd FROM insp_viol)",
    );
}
