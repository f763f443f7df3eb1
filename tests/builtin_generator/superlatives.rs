//! Attributive superlatives, each fixture with rows that make the usual wrong readings return
//! other rows: a compound premodifier ("the highest-paid employees": ranked by pay, not the
//! largest name), a plural superlative with no number (a ranking of ten, where the single top
//! row is the second reading and the singular keeps it first), and entities ranked by a
//! measure of the rows that reference them (summed per entity, offered beside the single
//! largest row), and a size adjective before a noun naming rows ("the largest fire": ranked
//! by its acres, not the largest name), and a superlative after a verb ("the vendor paid the
//! most": ranked by the total of the verb's measure over each vendor's rows).

use super::fixtures::{assert_first, assert_offers, fixture};
use rstest::rstest;

/// Twelve employees: salaries and names in different orders (so `MAX(name)` is nobody's top
/// pay), birth dates in a third order, more than ten rows (so a ranking of ten is not all).
const STAFF: &str = "
CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, name TEXT, salary INTEGER,
  birth_date TEXT);
INSERT INTO employees VALUES (1,'Zoe',50000,'1990-01-01'),(2,'Adam',91000,'1960-05-02'),
  (3,'Maya',72000,'1985-03-03'),(4,'Liam',88000,'1971-07-04'),(5,'Noah',40000,'1958-02-05'),
  (6,'Emma',99000,'1995-11-06'),(7,'Olga',61000,'1966-09-07'),(8,'Paul',83000,'1979-06-08'),
  (9,'Rita',45000,'1962-12-09'),(10,'Sam',77000,'1988-04-10'),(11,'Tina',58000,'1955-08-11'),
  (12,'Ugo',66000,'1999-10-12');
";

#[rstest]
#[case(
    "Who are the highest-paid employees?",
    "SELECT name FROM employees ORDER BY salary DESC LIMIT 10"
)]
#[case(
    "Who are the oldest employees?",
    "SELECT name FROM employees ORDER BY birth_date ASC LIMIT 10"
)]
#[case(
    "List the lowest-paid employees.",
    "SELECT name FROM employees ORDER BY salary ASC LIMIT 10"
)]
#[case(
    "Who is the oldest employee?",
    "SELECT name FROM employees ORDER BY birth_date ASC LIMIT 1"
)]
#[case(
    "Which employee has the highest salary?",
    "SELECT name FROM employees ORDER BY salary DESC LIMIT 1"
)]
#[case(
    "Who are the 3 highest-paid employees?",
    "SELECT name FROM employees ORDER BY salary DESC LIMIT 3"
)]
fn a_superlative_before_its_noun_ranks_the_rows(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(STAFF), question, expected);
}

#[rstest]
#[case(
    "Who are the oldest employees?",
    "SELECT name FROM employees ORDER BY birth_date ASC LIMIT 1"
)]
fn the_single_top_row_stays_a_reading_of_the_plural(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(STAFF), question, expected);
}

/// One product with a single large order (the largest row) and one with many middling orders
/// (the largest total): ranking by the largest row and by the total disagree.
const SHOP: &str = "
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
  product_id INTEGER REFERENCES products(product_id), sales REAL);
INSERT INTO products VALUES (1,'Anvil'),(2,'Bucket'),(3,'Chisel');
INSERT INTO orders VALUES (1,1,900),(2,2,300),(3,2,350),(4,2,400),(5,3,100),(6,3,120);
";

#[rstest]
#[case(
    "Which product has the highest sales?",
    "SELECT T1.product_name FROM products AS T1 JOIN orders AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_id ORDER BY SUM(T2.sales) DESC LIMIT 1"
)]
#[case(
    "What are the best-selling products?",
    "SELECT T1.product_name FROM products AS T1 JOIN orders AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_id ORDER BY SUM(T2.sales) DESC LIMIT 10"
)]
fn entities_ranked_by_their_rows_are_ranked_by_the_total(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(SHOP), question, expected);
}

/// Samples whose dates, sites and ids run in different orders, so that the latest site or
/// the largest id is not the latest date.
const SAMPLES: &str = "
CREATE TABLE smpl (smpl_id INTEGER PRIMARY KEY, site_no TEXT, smpl_dt TEXT);
INSERT INTO smpl VALUES (1,'S9','2023-08-01'),(2,'S1','2024-02-03'),(3,'S5','2022-11-30');
";

/// "the most recent sample date": the attribute named after the adjective is what is asked
/// for. Before, the adjective closed the list asked for and the question had no reading.
#[test]
fn an_attribute_after_a_superlative_is_what_is_asked_for() {
    assert_first(
        &fixture(SAMPLES),
        "most recent sample date",
        "SELECT smpl_dt FROM smpl ORDER BY smpl_dt DESC LIMIT 1",
    );
}

/// Fires measured in acres and counted in casualties; names, acres and fatalities each in
/// another order, so the largest name, the most fatal fire and the largest fire differ.
const FIRES: &str = "
CREATE TABLE fire (fire_id INTEGER PRIMARY KEY, fire_nm TEXT, final_acres REAL,
  fatality_ct INTEGER);
INSERT INTO fire VALUES (1,'ASPEN',120.5,3),(2,'WILLOW',450.0,0),(3,'CEDAR',9800.0,1),
  (4,'BIRCH',15.0,0);
";

/// "the largest fire": a size adjective before a noun naming rows ranks the rows by their size
/// (acres here), as "the oldest employee" ranks by age; never the largest name.
#[rstest]
#[case(
    "Which is the largest fire?",
    "SELECT fire_nm FROM fire ORDER BY final_acres DESC LIMIT 1"
)]
#[case(
    "the smallest fire",
    "SELECT fire_nm FROM fire ORDER BY final_acres ASC LIMIT 1"
)]
fn a_size_adjective_ranks_rows_by_their_size(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(FIRES), question, expected);
}

/// Payments to vendors: Acme has the largest total (3 × 100), Zen the largest single payment
/// (250), Orb the most payments (5 × 40), Kit the smallest total (45 + 150), Orb the smallest
/// single payment and Zen the fewest: ranking by a total, a single row or a count disagree.
const PAYMENTS: &str = "
CREATE TABLE vendor (vendor_id INTEGER PRIMARY KEY, vendor_name TEXT);
CREATE TABLE payment (payment_id INTEGER PRIMARY KEY,
  vendor_id INTEGER REFERENCES vendor(vendor_id), amount_paid REAL);
INSERT INTO vendor VALUES (1,'Acme'),(2,'Zen'),(3,'Orb'),(4,'Kit');
INSERT INTO payment VALUES (1,1,100),(2,1,100),(3,1,100),(4,2,250),(5,3,40),(6,3,40),(7,3,40),
  (8,3,40),(9,3,40),(10,4,45),(11,4,150);
";

/// "the vendor paid the most": a superlative with no noun after a verb ranks the clause's rows
/// by the total of what the verb measures. Before, "the most" was dropped and every vendor
/// listed.
#[rstest]
#[case(
    "Which vendor was paid the most?",
    "SELECT T1.vendor_name FROM vendor AS T1 JOIN payment AS T2 ON T1.vendor_id = T2.vendor_id GROUP BY T1.vendor_id ORDER BY SUM(T2.amount_paid) DESC LIMIT 1"
)]
#[case(
    "the vendor paid the least",
    "SELECT T1.vendor_name FROM vendor AS T1 JOIN payment AS T2 ON T1.vendor_id = T2.vendor_id GROUP BY T1.vendor_id ORDER BY SUM(T2.amount_paid) ASC LIMIT 1"
)]
fn a_superlative_after_a_verb_ranks_by_its_total(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PAYMENTS), question, expected);
}
