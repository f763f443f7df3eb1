//! Tables loaded from a data export declare no keys at all. Each takes its key from its data
//! (its first column shared with another table whose values are distinct), and the tables that
//! repeat the key's name join on it, so a question over two tables has its reading. Before,
//! such questions had none: no join was known. Rows chosen so that reading one table alone,
//! or joining on the wrong column, returns other rows. Counts over such tables too: a number
//! of rows whose best column is a key, and "N times".

use super::fixtures::{assert_first, assert_offers, fixture};

const INSPECTIONS: &str = "
CREATE TABLE rest_estab (camis TEXT, dba TEXT, boro TEXT);
CREATE TABLE inspctr (inspctr_id TEXT, inspctr_nm TEXT);
CREATE TABLE insp_hdr (insp_id INTEGER, camis TEXT, score TEXT, inspctr_id TEXT);
INSERT INTO rest_estab VALUES ('41','DELI CAFE','Bronx'),('42','SPICE CORNER','Queens'),
  ('43','ROYAL GRILL','Bronx');
INSERT INTO inspctr VALUES ('I1','R. Okafor'),('I2','M. Chen');
INSERT INTO insp_hdr VALUES (1,'41','12','I1'),(2,'41','20','I2'),(3,'42','7','I2'),
  (4,'43','31','I1');
";

#[test]
fn a_question_over_two_keyless_tables_joins_them_on_the_key_read_from_the_data() {
    assert_offers(
        &fixture(INSPECTIONS),
        "scores for deli cafe",
        "SELECT T2.score FROM rest_estab AS T1 JOIN insp_hdr AS T2 ON T1.camis = T2.camis \
         WHERE T1.dba = 'DELI CAFE'",
    );
}

#[test]
fn a_chain_of_keyless_tables_joins_through_the_middle_one() {
    assert_offers(
        &fixture(INSPECTIONS),
        "inspector names for deli cafe",
        "SELECT T3.inspctr_nm FROM rest_estab AS T1 JOIN insp_hdr AS T2 ON T1.camis = T2.camis \
         JOIN inspctr AS T3 ON T2.inspctr_id = T3.inspctr_id WHERE T1.dba = 'DELI CAFE'",
    );
}

/// A table named where a column is wanted stands for its name: with no column called a name,
/// the first text column that is no key (`dba`, not the key `camis` read from the data).
#[test]
fn a_table_with_no_name_column_stands_for_its_first_text_column_that_is_no_key() {
    assert_first(
        &fixture(INSPECTIONS),
        "which restaurants are in the Bronx",
        "SELECT dba FROM rest_estab WHERE boro = 'Bronx'",
    );
}

/// A number before a noun whose best column is a key counts the rows: "at least 2
/// inspections" never compares `insp_id` with 2.
#[test]
fn a_number_of_keyed_rows_is_a_count() {
    assert_offers(
        &fixture(INSPECTIONS),
        "restaurants with at least 2 inspections",
        "SELECT T1.dba FROM rest_estab AS T1 JOIN insp_hdr AS T2 ON T1.camis = T2.camis \
         GROUP BY T1.camis HAVING COUNT(*) >= 2",
    );
}

/// A log of visits, one row each: a visitor seen twice and one seen three times, so that
/// "at least 2 times" and "exactly 2 times" differ, and comparing a column with the number
/// returns nobody.
const VISITS: &str = "
CREATE TABLE visit_log (visitor_nm TEXT, visit_dt TEXT, party_size INTEGER);
INSERT INTO visit_log VALUES ('Ann','2024-01-02',1),('Ann','2024-02-03',3),('Bo','2024-01-05',1),
  ('Cy','2024-01-06',2),('Cy','2024-03-07',4),('Cy','2024-04-08',1);
";

/// "N times" after a number counts occurrences, as "twice" does, with its bound said before the
/// number or after it ("2 or more times").
#[rstest::rstest]
#[case(
    "visitors who came at least 2 times",
    "SELECT visitor_nm FROM visit_log GROUP BY visitor_nm HAVING COUNT(*) >= 2"
)]
#[case(
    "visitors who came 3 times",
    "SELECT visitor_nm FROM visit_log GROUP BY visitor_nm HAVING COUNT(*) = 3"
)]
#[case::bound_after_the_number(
    "visitors who came 2 or more times",
    "SELECT visitor_nm FROM visit_log GROUP BY visitor_nm HAVING COUNT(*) >= 2"
)]
#[case::upper_bound_after_the_number(
    "visitors who came 2 or fewer times",
    "SELECT visitor_nm FROM visit_log GROUP BY visitor_nm HAVING COUNT(*) <= 2"
)]
fn a_number_of_times_counts_occurrences(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(VISITS), question, expected);
}

/// A lookup whose key nothing repeats by name: candidates name their party
/// `cand_pty_affiliation`, the lookup keys it `pty_cd`. Every affiliation is a party code, so
/// the data makes the reference. Two parties have no candidate and one candidate's party is
/// shared, so reading the lookup alone, or the affiliation codes, returns other rows.
const PARTIES: &str = "
CREATE TABLE pty_ref (pty_cd TEXT, pty_desc TEXT);
CREATE TABLE cand (cand_id TEXT, cand_nm TEXT, cand_pty_affiliation TEXT);
INSERT INTO pty_ref VALUES ('DEM','Democratic Party'),('REP','Republican Party'),
  ('GRE','Green Party'),('LIB','Libertarian Party');
INSERT INTO cand VALUES ('C1','ADAMS','DEM'),('C2','BAKER','REP'),('C3','CRUZ','DEM');
";

#[rstest::rstest]
#[case(
    "parties with no candidates",
    "SELECT pty_desc FROM pty_ref WHERE pty_cd NOT IN (SELECT cand_pty_affiliation FROM cand)"
)]
#[case(
    "candidates of the democratic party",
    "SELECT T2.cand_nm FROM pty_ref AS T1 JOIN cand AS T2 ON T1.pty_cd = T2.cand_pty_affiliation \
     WHERE T1.pty_desc = 'Democratic Party'"
)]
#[case(
    "number of candidates per party",
    "SELECT COUNT(*), T1.pty_desc FROM pty_ref AS T1 JOIN cand AS T2 \
     ON T1.pty_cd = T2.cand_pty_affiliation GROUP BY T1.pty_desc"
)]
fn a_code_column_joins_the_lookup_whose_key_holds_its_values(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(PARTIES), question, expected);
}
