//! "inspections in march 2024": a month name and the year after it are one point in time, the
//! dates of that month, asked in the layout the column writes its dates in. Read word by word
//! the month links to nothing and only the year restricts the dates.
//!
//! And "fires discovered in 2022": a verb said right before "in" and a year (or a comparison)
//! names the date compared, as a noun would ("discovery date"); without it the year went to
//! whichever date column looked most like a date.
//!
//! The rows separate the readings: each table holds a date of the same month in another year,
//! of another month in the same year, and a date whose day is the month's number (which a
//! pattern that does not know where the month sits would take).

use super::fixtures::{assert_first, assert_first_by_model, assert_offers_by_model, fixture};

/// Dates opening with the year (`2022-07-19`), three date columns (discovered, contained,
/// out); one fire burned from 2021 into 2022.
const FIRES: &str = "
CREATE TABLE fire_incd (inc_id TEXT, inc_nm TEXT, disc_dt TEXT, cont_dt TEXT, out_dt TEXT,
  acres INTEGER);
INSERT INTO fire_incd VALUES
  ('F1','OAK RIDGE','2022-07-03','2022-08-01','2022-08-20',120),
  ('F2','PINE FLAT','2022-06-28','2022-07-09','2022-07-15',40),
  ('F3','CEDAR GAP','2021-07-15','2021-07-20','2021-08-01',900),
  ('F4','ELK CREEK','2021-12-27','2022-01-12','2022-01-30',15),
  ('F5','BEAR HOLLOW','2022-07-30','2022-07-31','2022-08-02',60);
";

/// American dates closing with the year (`03/05/2024`).
const INSPECTIONS: &str = "
CREATE TABLE insp_hdr (insp_id TEXT, camis TEXT, insp_dt TEXT, score INTEGER);
INSERT INTO insp_hdr VALUES ('I1','C1','03/05/2024',12),('I2','C2','03/20/2023',7),
  ('I3','C1','04/03/2024',20),('I4','C3','03/28/2024',9),('I5','C2','12/03/2024',31);
";

/// European dates closing with the year, the day first (`05.03.2024`).
const VISITS: &str = "
CREATE TABLE site_visit (visit_id TEXT, site TEXT, visit_date TEXT, inspector TEXT);
INSERT INTO site_visit VALUES ('V1','Nord','05.03.2024','Berg'),('V2','Sud','15.03.2023','Lind'),
  ('V3','Ost','03.04.2024','Berg'),('V4','West','28.03.2024','Holm'),('V5','Nord','19.06.2024','Lind');
";

#[test]
fn a_month_of_a_year_asks_for_that_months_iso_dates() {
    assert_first_by_model(
        &fixture(FIRES),
        "fires discovered in july 2022",
        "SELECT inc_nm FROM fire_incd WHERE disc_dt LIKE '2022-07%'",
    );
}

#[test]
fn a_month_of_a_year_asks_for_that_months_american_dates() {
    assert_first(
        &fixture(INSPECTIONS),
        "how many inspections in march 2024",
        "SELECT COUNT(*) FROM insp_hdr WHERE insp_dt LIKE '03/%/2024'",
    );
}

#[test]
fn a_month_of_a_year_asks_for_that_months_european_dates() {
    assert_first(
        &fixture(VISITS),
        "how many site visits in March of 2024",
        "SELECT COUNT(*) FROM site_visit WHERE visit_date LIKE '%.03.2024'",
    );
}

#[test]
fn a_verb_before_a_year_names_the_date_compared() {
    assert_first_by_model(
        &fixture(FIRES),
        "how many fires were discovered in 2022",
        "SELECT COUNT(*) FROM fire_incd WHERE disc_dt LIKE '2022%'",
    );
}

/// Restaurants and their inspections; an inspection's number runs through the years' range
/// (2022 is an inspection's id too), and a restaurant that opened in 2022 was never inspected.
const RESTAURANTS: &str = "
CREATE TABLE rest_estab (camis TEXT, dba TEXT, open_dt TEXT);
CREATE TABLE insp_hdr (insp_id INTEGER, camis TEXT, insp_dt TEXT, score INTEGER);
INSERT INTO rest_estab VALUES ('R1','Lupa','04/02/2015'),('R2','Nom Wah','09/12/2018'),
  ('R3','Dhamaka','01/15/2022');
INSERT INTO insp_hdr VALUES (2022,'R1','05/01/2021',10),(2023,'R1','03/04/2022',12),
  (2024,'R2','11/11/2022',8),(2025,'R2','01/02/2022',20),(2026,'R1','02/02/2023',9);
";

/// "inspected in 2022": the verb set in a year names the inspection's date (its year), not
/// the inspection's number that "insp" names as well (2022 is one), nor the opening date.
#[test]
fn a_verb_set_in_a_year_names_its_date_not_a_key() {
    assert_offers_by_model(
        &fixture(RESTAURANTS),
        "how many restaurants were inspected in 2022",
        "SELECT COUNT(DISTINCT camis) FROM insp_hdr WHERE substr(insp_dt, -4) = '2022'",
    );
}

/// "between 2022-01-01 and 2022-06-30": two whole dates bound one date, the later one
/// included. The second bound was dropped (no range was read for values), and with the verb
/// before it the first compared the year cut out of the date with a whole date.
#[test]
fn two_dates_bound_one_date() {
    assert_first_by_model(
        &fixture(FIRES),
        "fires discovered between 2021-12-01 and 2022-06-30",
        "SELECT inc_nm FROM fire_incd WHERE disc_dt BETWEEN '2021-12-01' AND '2022-06-30'",
    );
}
