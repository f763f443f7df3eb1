//! "per year" and "by year" over a table that stores dates and no year: the groups are the
//! years the dates write (`substr(d, 1, 4)` where the year opens the text, `substr(d, -4)`
//! where it closes it), not each date on its own. A year the table does store is still what
//! "year" names. Rows put several dates in one year, so grouping by the date returns other
//! rows, and the year-last layout puts the months first, so reading its first four characters
//! would group by month and day. A year compared with a number compares the text it is: a bare
//! number would keep every row (SQLite sorts text after numbers).

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// Water samples dated in ISO text, two or three to a year.
const SAMPLES: &str = "
CREATE TABLE sample (sample_id INTEGER PRIMARY KEY, site TEXT, sample_dt TEXT, volume REAL);
INSERT INTO sample VALUES (1,'RIVER','2021-03-02',1.5),(2,'LAKE','2021-07-19',2.5),
  (3,'RIVER','2022-03-02',4.0),(4,'LAKE','2022-08-30',8.0),(5,'WELL','2022-11-11',16.0),
  (6,'RIVER','2023-01-05',32.0);
";

/// Clinic visits dated as American exports write them, month first.
const VISITS: &str = "
CREATE TABLE visit (visit_id INTEGER PRIMARY KEY, clinic TEXT, visit_dt TEXT, fee REAL);
INSERT INTO visit VALUES (1,'NORTH','03/15/2022',10),(2,'SOUTH','03/15/2023',20),
  (3,'NORTH','11/02/2023',40),(4,'NORTH','03/15/2024',80);
";

/// Budgets that store their fiscal year beside the date they were approved.
const BUDGETS: &str = "
CREATE TABLE budget (budget_id INTEGER PRIMARY KEY, dept TEXT, year INTEGER, approved_dt TEXT,
  amount REAL);
INSERT INTO budget VALUES (1,'PARKS',2023,'2022-12-01',100),(2,'ROADS',2023,'2023-01-15',200),
  (3,'PARKS',2024,'2023-12-20',400);
";

#[rstest]
#[case::per_year(
    SAMPLES,
    "samples per year",
    "SELECT COUNT(*), substr(sample_dt, 1, 4) FROM sample GROUP BY substr(sample_dt, 1, 4)"
)]
#[case::a_total_by_year(
    SAMPLES,
    "total volume by year",
    "SELECT SUM(volume), substr(sample_dt, 1, 4) FROM sample GROUP BY substr(sample_dt, 1, 4)"
)]
#[case::year_last(
    VISITS,
    "number of visits per year",
    "SELECT COUNT(*), substr(visit_dt, -4) FROM visit GROUP BY substr(visit_dt, -4)"
)]
#[case::a_year_compared_as_the_text_it_is(
    SAMPLES,
    "How many samples have a year after 2021?",
    "SELECT COUNT(*) FROM sample WHERE substr(sample_dt, 1, 4) > '2021'"
)]
#[case::a_stored_year_comes_first(
    BUDGETS,
    "total amount per year",
    "SELECT SUM(amount), year FROM budget GROUP BY year"
)]
fn a_year_of_dates_groups_by_the_year_they_write(
    #[case] ddl: &str,
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_first(&fixture(ddl), question, expected);
}
