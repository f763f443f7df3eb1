//! A row of an event table measured as a whole ("the largest single contribution", "the
//! average contribution") is measured by its amount: the table's number that is no key, no
//! reference and no date, not a column that only shares the table's word (`contrib_city`,
//! `contrib_zip`). Rows chosen so that the greatest or average city, zip code or date is
//! another answer than the greatest or average amount.

use super::fixtures::{assert_first, fixture};

const CONTRIBUTIONS: &str = "
CREATE TABLE pac_contrib (tran_id INTEGER PRIMARY KEY, contrib_city TEXT, contrib_zip TEXT,
  contrib_nm TEXT, tran_amt REAL, tran_dt TEXT);
INSERT INTO pac_contrib VALUES
  (1,'Albany','12207','Ann Lee',250,'2024-01-05'),
  (2,'Yonkers','10701','Bo Chan',900,'2023-03-09'),
  (3,'Utica','99501','Cy Diaz',40,'2024-11-30'),
  (4,'Troy','12180','Di Eze',310,'2022-07-14');
";

#[rstest::rstest]
#[case(
    "What was the largest single contribution?",
    "SELECT MAX(tran_amt) FROM pac_contrib"
)]
#[case("the smallest contribution", "SELECT MIN(tran_amt) FROM pac_contrib")]
#[case(
    "What is the average contribution?",
    "SELECT AVG(tran_amt) FROM pac_contrib"
)]
fn a_table_measured_as_a_whole_is_measured_by_its_amount(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_first(&fixture(CONTRIBUTIONS), question, expected);
}

/// A property named keeps its own column: the latest transaction date is a date.
#[test]
fn a_named_property_is_still_read() {
    assert_first(
        &fixture(CONTRIBUTIONS),
        "What is the latest transaction date?",
        "SELECT MAX(tran_dt) FROM pac_contrib",
    );
}
