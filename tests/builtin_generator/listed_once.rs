//! "…, without repeats" after a restriction asks for each listed row once, as it does right
//! after the list ("List the names without repeats of …"). Before, only a cue met while the
//! list was being read counted, so a trailing one left both readings, with and without
//! DISTINCT, for the dialogue to ask about. Rows chosen so that a donor who gave twice at the
//! centre is listed twice without DISTINCT.

use super::fixtures::{fixture, generate, sqls};
use rstest::rstest;

const DONATIONS: &str = "
CREATE TABLE donor (donor_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
INSERT INTO donor VALUES (1,'Ann','Lee'),(2,'Bo','Kim'),(3,'Cy','Ng');
CREATE TABLE centre (centre_id INTEGER PRIMARY KEY, centre_name TEXT);
INSERT INTO centre VALUES (1,'Brighton Donor Centre'),(2,'Hove Clinic');
CREATE TABLE donation (donation_id INTEGER PRIMARY KEY, donor_id INTEGER REFERENCES donor,
  centre_id INTEGER REFERENCES centre, donated_on TEXT);
INSERT INTO donation VALUES (1,1,1,'2024-01-01'),(2,1,1,'2024-03-01'),(3,2,1,'2024-02-01'),
  (4,3,2,'2024-02-02');
";

#[rstest]
#[case::trailing_without_repeats(
    "List the first and last names of the donors who gave blood at the Brighton Donor Centre, without repeats."
)]
#[case::trailing_without_duplicates(
    "List the first and last names of the donors who gave blood at the Brighton Donor Centre without duplicates."
)]
fn a_trailing_request_lists_each_row_once(#[case] question: &str) {
    let f = fixture(DONATIONS);
    let proposals = generate(&f, question, 30);
    let listed: Vec<&str> = sqls(&proposals)
        .into_iter()
        .filter(|sql| sql.contains("first_name") && sql.contains("last_name"))
        .collect();
    assert!(!listed.is_empty(), "{question}: {:?}", sqls(&proposals));
    assert!(
        listed.iter().all(|sql| sql.contains("DISTINCT")),
        "{question}: every listing of the names lists each once: {listed:?}"
    );
}
