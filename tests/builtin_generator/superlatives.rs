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

/// Restaurants whose names, seats and floor areas run in three different orders, and staff
/// whose top salary per department differs from the top salary overall: ranking by seats, by
/// floor area or by the largest name disagree, as do the largest salary and the largest per
/// department.
const RESTAURANTS: &str = "
CREATE TABLE restaurant (rest_id INTEGER PRIMARY KEY, rest_name TEXT, seats INTEGER,
  floor_area REAL);
INSERT INTO restaurant VALUES (1,'Zest',40,900.0),(2,'Basil',120,300.0),(3,'Mango',75,1500.0),
  (4,'Clove',10,50.0),(5,'Anise',95,700.0),(6,'Pesto',60,1100.0),(7,'Thyme',30,200.0),
  (8,'Sage',85,400.0),(9,'Dill',20,650.0),(10,'Fig',55,800.0),(11,'Oat',110,100.0),
  (12,'Yuzu',5,1200.0);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, staff_name TEXT, dept TEXT, salary INTEGER);
INSERT INTO staff VALUES (1,'Ann','Kitchen',900),(2,'Bo','Kitchen',500),(3,'Cy','Floor',700),
  (4,'Di','Floor',300);
";

/// "the biggest restaurant by seats": a superlative before a noun naming rows, with "by" and a
/// measure after it, ranks the rows by that measure. Before, "by" grouped the rows by seats and
/// the superlative took the largest of another column.
#[rstest]
#[case(
    "Which is the smallest restaurant by floor area?",
    "SELECT rest_name FROM restaurant ORDER BY floor_area ASC LIMIT 1"
)]
#[case(
    "List the smallest restaurants by floor area.",
    "SELECT rest_name FROM restaurant ORDER BY floor_area ASC LIMIT 10"
)]
fn a_superlative_ranks_rows_by_the_measure_after_by(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_first(&fixture(RESTAURANTS), question, expected);
}

/// "the highest salary by department": the noun is the measure, and "by" groups it.
#[test]
fn a_superlative_of_a_measure_by_a_group_stays_grouped() {
    assert_first(
        &fixture(RESTAURANTS),
        "What is the highest salary by department?",
        "SELECT MAX(salary), dept FROM staff GROUP BY dept",
    );
}

/// Sites whose names, elevations and ids run in different orders.
const SITES: &str = "
CREATE TABLE site (site_id INTEGER PRIMARY KEY, site_name TEXT, elevation INTEGER,
  drainage_area REAL);
INSERT INTO site VALUES (1,'Birch Creek',1200,40.5),(2,'Alder Run',300,990.0),
  (3,'Cedar Fork',2500,12.0),(4,'Dune Flat',80,300.0);
";

/// "the highest elevation site": in a compound after a superlative, the last noun may name the
/// rows and the nouns before it the measure; the ranking by the modifier is offered. Before,
/// the compound was one phrase and only the largest of its best column was read.
#[rstest]
#[case(
    "the highest elevation site",
    "SELECT site_name FROM site ORDER BY elevation DESC LIMIT 1"
)]
#[case(
    "Which is the lowest elevation site?",
    "SELECT site_name FROM site ORDER BY elevation ASC LIMIT 1"
)]
fn a_measure_noun_before_the_rows_noun_ranks_them(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(SITES), question, expected);
}

/// Inspectors: Ann did three inspections, Bo one, Cy two; the largest and smallest inspection
/// ids, dates and scores belong to others than the most and the fewest inspections.
const INSPECTIONS: &str = "
CREATE TABLE inspctr (inspctr_id INTEGER PRIMARY KEY, inspctr_nm TEXT);
CREATE TABLE insp_hdr (insp_id INTEGER PRIMARY KEY,
  inspctr_id INTEGER REFERENCES inspctr(inspctr_id), insp_dt TEXT, score INTEGER);
INSERT INTO inspctr VALUES (1,'Ann'),(2,'Bo'),(3,'Cy');
INSERT INTO insp_hdr VALUES (1,2,'2024-03-01',30),(2,1,'2023-01-02',10),(3,1,'2023-05-06',12),
  (4,1,'2022-07-08',9),(5,3,'2024-01-09',20),(6,3,'2021-02-03',25);
";

/// "which inspector did the most inspections": "do" with a counted superlative object ranks
/// the subject by how many of the object's rows it has. Before, "did" was dropped and the
/// superlative took the largest inspection id per inspector.
#[rstest]
#[case(
    "which inspector did the most inspections",
    "SELECT T1.inspctr_nm FROM inspctr AS T1 JOIN insp_hdr AS T2 ON T1.inspctr_id = T2.inspctr_id GROUP BY T1.inspctr_id ORDER BY COUNT(*) DESC LIMIT 1"
)]
#[case(
    "which inspector did the fewest inspections",
    "SELECT T1.inspctr_nm FROM inspctr AS T1 JOIN insp_hdr AS T2 ON T1.inspctr_id = T2.inspctr_id GROUP BY T1.inspctr_id ORDER BY COUNT(*) ASC LIMIT 1"
)]
fn do_with_a_counted_superlative_counts_the_rows(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(INSPECTIONS), question, expected);
}
