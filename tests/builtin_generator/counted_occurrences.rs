//! Occurrences said without a number: "sampled once", "visited twice" count the related rows
//! of each (`HAVING COUNT(*) = 1`). "each … once" is no count: it asks that every row be
//! listed once. Two sites share a name, so listing them without DISTINCT, or counting, returns
//! other rows.

use super::fixtures::{assert_first, assert_offers, fixture, generate, sqls};

const SITES: &str = "
CREATE TABLE site (site_no TEXT PRIMARY KEY, station_nm TEXT);
CREATE TABLE smpl (smpl_id INTEGER PRIMARY KEY, site_no TEXT REFERENCES site(site_no),
  smpl_dt TEXT);
INSERT INTO site VALUES ('S1','ALDER CREEK'),('S2','BEAR LAKE'),('S3','CEDAR RIVER'),
  ('S4','DEER POND'),('S5','ALDER CREEK');
INSERT INTO smpl VALUES (1,'S1','2024-01-02'),(2,'S2','2024-01-03'),(3,'S2','2024-02-03'),
  (4,'S3','2024-01-04'),(5,'S3','2024-02-04'),(6,'S3','2024-03-04'),(7,'S4','2024-01-05'),
  (8,'S5','2024-01-06');
";

#[rstest::rstest]
#[case::once(
    "sites that were only sampled once",
    "SELECT site_no FROM smpl GROUP BY site_no HAVING COUNT(*) = 1"
)]
#[case::twice(
    "sites sampled twice",
    "SELECT site_no FROM smpl GROUP BY site_no HAVING COUNT(*) = 2"
)]
fn occurrences_said_as_a_word_count_related_rows(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(SITES), question, expected);
}

#[rstest::rstest]
#[case::each_before("List each station name once.", "SELECT DISTINCT station_nm FROM site")]
#[case::each_once_after(
    "List the names of the sites sampled in 2024, each once.",
    "SELECT DISTINCT T1.station_nm FROM site AS T1 JOIN smpl AS T2 ON T1.site_no = T2.site_no \
     WHERE T2.smpl_dt LIKE '2024%'"
)]
#[case::each_far_before(
    "Which sites were sampled in 2024? Give each sampled site's station name once.",
    "SELECT DISTINCT T1.station_nm FROM site AS T1 JOIN smpl AS T2 ON T1.site_no = T2.site_no \
     WHERE T2.smpl_dt LIKE '2024%'"
)]
fn each_once_lists_every_row_once(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(SITES), question, expected);
}

/// Ann bought the most tickets over her visits, Bo the most in one visit.
const VISITS: &str = "
CREATE TABLE guest (guest_id INTEGER PRIMARY KEY, name TEXT, age INTEGER);
CREATE TABLE visit (visit_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guest(guest_id),
  num_of_tickets INTEGER);
INSERT INTO guest VALUES (1,'Ann',31),(2,'Bo',42),(3,'Cy',23);
INSERT INTO visit VALUES (1,1,4),(2,1,4),(3,1,3),(4,2,9),(5,3,1);
";

/// "at once" says in one go; it counts no occurrences.
#[test]
fn at_once_is_no_count() {
    let f = fixture(VISITS);
    let question = "Find the name and age of the guest who bought the most tickets at once.";
    let proposals = generate(&f, question, 30);
    assert!(
        sqls(&proposals)
            .iter()
            .all(|sql| !sql.contains("COUNT(*) = 1")),
        "{:#?}",
        sqls(&proposals)
    );
    assert_first(
        &f,
        question,
        "SELECT T1.name, T1.age FROM guest AS T1 JOIN visit AS T2 ON T1.guest_id = T2.guest_id \
         ORDER BY T2.num_of_tickets DESC LIMIT 1",
    );
}
