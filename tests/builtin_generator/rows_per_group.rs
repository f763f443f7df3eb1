//! "loans per genre": rows named and then "per" a group, with no aggregate said, are counted
//! per group (an analyst's shorthand for "the number of loans per genre"); the word after
//! "per" is what rows are grouped by, never a word found inside some stored text (a
//! publisher 'State Books'). Rows chosen so that listing the loans, grouping by another
//! column or filtering on the stored text returns other rows.

use super::fixtures::{assert_first, assert_offers, fixture};

const LIBRARY: &str = "
CREATE TABLE branch (branch_id TEXT, branch_nm TEXT);
CREATE TABLE publisher (pub_id TEXT, pub_nm TEXT);
CREATE TABLE loan (loan_id INTEGER, branch_id TEXT, pub_id TEXT, genre TEXT, days INTEGER,
  st_cd TEXT);
INSERT INTO branch VALUES ('B1','Riverside'),('B2','Hilltop');
INSERT INTO publisher VALUES ('P1','Genre Press'),('P2','State Books');
INSERT INTO loan VALUES (1,'B1','P1','fiction',7,'OH'),(2,'B1','P2','fiction',14,'OH'),
  (3,'B2','P1','poetry',7,'IN'),(4,'B1','P2','history',21,'OH'),(5,'B2','P2','fiction',7,'IN'),
  (6,'B2','P1','history',14,'OH');
";

#[test]
fn rows_per_group_are_counted_per_group() {
    assert_first(
        &fixture(LIBRARY),
        "loans per genre",
        "SELECT COUNT(*), genre FROM loan GROUP BY genre",
    );
}

#[test]
fn rows_per_related_rows_are_counted_per_related_row() {
    assert_offers(
        &fixture(LIBRARY),
        "loans per branch",
        "SELECT COUNT(*), branch_id FROM loan GROUP BY branch_id",
    );
}

/// "state" after "per" is the grouping attribute (`st_cd`), not the word inside a publisher
/// called 'State Books'.
#[test]
fn the_word_after_per_is_no_stored_value() {
    assert_first(
        &fixture(LIBRARY),
        "loans per state",
        "SELECT COUNT(*), st_cd FROM loan GROUP BY st_cd",
    );
}

/// "how many kinds of genre": the distinct values of what follows, not the rows.
#[rstest::rstest]
#[case("how many kinds of genre are there")]
#[case("how many sorts of genre do loans have")]
fn kinds_of_counts_distinct_values(#[case] question: &str) {
    assert_first(
        &fixture(LIBRARY),
        question,
        "SELECT COUNT(DISTINCT genre) FROM loan",
    );
}
