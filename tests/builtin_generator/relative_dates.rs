//! Relative years read against the data's own today (its latest stored date), never the
//! clock: "last year" is the last complete calendar year of the data, "this year" the year of
//! its latest date. Rows in three years, and a summary table with a `year` column, so that
//! summing every order, summing the year column or reading the wrong year return other rows.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const ORDERS: &str = "
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT, amount REAL);
CREATE TABLE summary (year INTEGER, region TEXT, total REAL);
INSERT INTO orders VALUES (1,'2022-03-01',10),(2,'2023-05-02',20),(3,'2023-11-03',40),
  (4,'2024-02-04',80),(5,'2024-12-31',160);
INSERT INTO summary VALUES (2023,'North',60),(2024,'North',240);
";

/// The same orders, the data ending in the middle of 2025: 2024 is the last complete year.
const ORDERS_TO_MID_YEAR: &str = "
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT, amount REAL);
INSERT INTO orders VALUES (1,'2023-05-02',20),(2,'2024-02-04',80),(3,'2024-12-31',160),
  (4,'2025-06-30',320);
";

#[rstest]
#[case(
    ORDERS,
    "What was the total amount of orders last year?",
    "SELECT SUM(amount) FROM orders WHERE order_date LIKE '2024%'"
)]
#[case(
    ORDERS,
    "How many orders were placed this year?",
    "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2024%'"
)]
#[case(
    ORDERS_TO_MID_YEAR,
    "What was the total amount of orders last year?",
    "SELECT SUM(amount) FROM orders WHERE order_date LIKE '2024%'"
)]
#[case(
    ORDERS_TO_MID_YEAR,
    "How many orders were placed this year?",
    "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2025%'"
)]
fn a_relative_year_is_the_datas(#[case] ddl: &str, #[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(ddl), question, expected);
}
