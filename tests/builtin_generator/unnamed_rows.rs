//! Rows a table names by no column (no name, title or column called as the table: a
//! contribution, a sample, a payment) are told apart by their key: listing them offers the
//! key beside the first text column, which may be a city or a date that many rows share. Rows
//! chosen so that the key, the city and the date list different values.

use super::fixtures::{assert_offers, fixture};

/// A transaction export keyed by a submission number named after nothing in the question.
const CONTRIBUTIONS: &str = "
CREATE TABLE contribution (sub_id INTEGER PRIMARY KEY, donor_city TEXT, contrib_date TEXT,
  amount REAL);
INSERT INTO contribution VALUES (4101,'Austin','2024-01-05',900),(4102,'Austin','2024-01-05',40),
  (4103,'Boston','2024-02-11',650),(4104,'Denver','2024-03-02',75);
";

#[rstest::rstest]
#[case(
    "list the contributions above 500",
    "SELECT sub_id FROM contribution WHERE amount > 500"
)]
#[case(
    "contributions from Austin",
    "SELECT sub_id FROM contribution WHERE donor_city = 'Austin'"
)]
fn rows_named_by_no_column_are_listed_by_their_key(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(CONTRIBUTIONS), question, expected);
}
