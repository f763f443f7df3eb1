//! A measure asked over a span of time and nothing else is its total over the span: "What
//! was the revenue in 2024?" is one number, not the revenue of every order dated 2024. Asked
//! for the rows ("list …", "each …"), the rows stay first and the total is offered second; a
//! measure asked of one identified row, or grouped, is left as it was. Orders over three
//! years, one a year apart from the rest, so that listing, summing every year or summing the
//! wrong year return other rows.

use super::fixtures::{assert_first, assert_offers, fixture, generate, rank_of, SHOWN};
use rstest::rstest;

const ORDERS: &str = "
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, company_name TEXT);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers,
  order_date TEXT, revenue REAL, quantity INTEGER);
INSERT INTO customers VALUES (1,'Acme'),(2,'Globex');
INSERT INTO orders VALUES (1,1,'2022-03-01',10,1),(2,2,'2023-05-02',20,2),(3,1,'2023-11-03',40,3),
  (4,2,'2024-02-04',80,5),(5,1,'2024-12-31',160,8),(6,2,'2024-07-07',320,13);
";

#[rstest]
#[case(
    "What was the revenue in 2024?",
    "SELECT SUM(revenue) FROM orders WHERE order_date LIKE '2024%'"
)]
#[case(
    "What was the quantity in 2023?",
    "SELECT SUM(quantity) FROM orders WHERE order_date LIKE '2023%'"
)]
#[case(
    "What was the revenue after 2022?",
    "SELECT SUM(revenue) FROM orders WHERE order_date >= '2023-01-01'"
)]
fn a_measure_over_a_period_is_its_total(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(ORDERS), question, expected);
}

#[test]
fn listed_rows_stay_first_with_the_total_offered() {
    let f = fixture(ORDERS);
    let question = "List the revenues in 2024.";
    assert_first(
        &f,
        question,
        "SELECT revenue FROM orders WHERE order_date LIKE '2024%'",
    );
    assert_offers(
        &f,
        question,
        "SELECT SUM(revenue) FROM orders WHERE order_date LIKE '2024%'",
    );
}

#[rstest]
#[case("What is the revenue of each customer in 2024?")]
#[case("What was the revenue of order 4?")]
fn no_total_without_a_bare_period(#[case] question: &str) {
    let f = fixture(ORDERS);
    let proposals = generate(&f, question, SHOWN);
    let summed = "SELECT SUM(revenue) FROM orders WHERE order_date LIKE '2024%'";
    assert_ne!(rank_of(&f, &proposals, summed), Some(0), "{question}");
}
