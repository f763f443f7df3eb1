//! Dates stored as text with the year last ("06/19/2023", as American open-data exports write
//! them): "in 2023" is a date ending with 2023, and "last year" is counted from the data's
//! latest date read in that layout (text order would put '12/31/2023' after '01/05/2024').
//! Rows in three years, laid out so that a year read from the wrong end of the text, or a
//! today taken from the text's largest value, returns other rows; a range of years compared
//! with the text itself would keep every row ('12/31/2022' sorts before '2023').

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

const VISITS: &str = "
CREATE TABLE visit (visit_id INTEGER PRIMARY KEY, visit_dt TEXT, fee REAL);
INSERT INTO visit VALUES (1,'12/31/2022',10),(2,'03/15/2023',20),(3,'11/02/2023',40),
  (4,'01/05/2024',80),(5,'02/20/2024',160);
";

#[rstest]
#[case(
    "How many visits were there in 2023?",
    "SELECT COUNT(*) FROM visit WHERE visit_dt LIKE '%2023'"
)]
#[case(
    "total fee last year",
    "SELECT SUM(fee) FROM visit WHERE visit_dt LIKE '%2023'"
)]
#[case(
    "How many visits this year?",
    "SELECT COUNT(*) FROM visit WHERE visit_dt LIKE '%2024'"
)]
#[case(
    "fees of visits before 2023",
    "SELECT fee FROM visit WHERE substr(visit_dt, -4) < '2023'"
)]
#[case(
    "How many visits after 2023?",
    "SELECT COUNT(*) FROM visit WHERE substr(visit_dt, -4) > '2023'"
)]
fn a_year_is_read_from_where_the_dates_write_it(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(VISITS), question, expected);
}

/// Clinics opened on dates written month first: as text, '12/01/1999' sorts after
/// '03/15/2005', so ordering by the text would take the wrong clinic for the oldest and for
/// the newest.
const CLINICS: &str = "
CREATE TABLE clinic (clinic_id INTEGER PRIMARY KEY, clinic_nm TEXT, open_dt TEXT);
INSERT INTO clinic VALUES (1,'HARBOR','03/15/2005'),(2,'MILL','12/01/1999'),
  (3,'RIDGE','01/20/2021'),(4,'BAY','11/30/2010');
";

#[rstest]
#[case(
    "oldest clinic",
    "SELECT clinic_nm FROM clinic ORDER BY substr(open_dt, 7, 4) || substr(open_dt, 1, 2) || substr(open_dt, 4, 2) LIMIT 1"
)]
#[case(
    "the most recently opened clinic",
    "SELECT clinic_nm FROM clinic ORDER BY substr(open_dt, 7, 4) || substr(open_dt, 1, 2) || substr(open_dt, 4, 2) DESC LIMIT 1"
)]
#[case(
    "the most recent visit",
    "SELECT visit_dt FROM visit ORDER BY substr(visit_dt, 7, 4) || substr(visit_dt, 1, 2) || substr(visit_dt, 4, 2) DESC LIMIT 1"
)]
fn dates_written_year_last_are_ordered_in_time(#[case] question: &str, #[case] expected: &str) {
    let ddl = format!("{VISITS}{CLINICS}");
    assert_first(&fixture(&ddl), question, expected);
}
