//! The rows of a record table are told apart by their identifier. "Donations made in 2023"
//! lists donations; the name a donation holds is its donor's, so two donations of one donor
//! read as one name twice. Where the column standing in for a row repeats over the rows, the
//! table's key (declared, or a first column named as an id in a keyless export) is a reading
//! of the listed rows beside it; where each row has a name of its own (film titles), the
//! name alone. Rows chosen so that the donor's name, the date and the key return different
//! rows.

use super::fixtures::{fixture, generate, rank_of, sqls};
use rstest::rstest;

const DONATIONS: &str = "
CREATE TABLE donation (rec_id INTEGER, donor_nm TEXT, don_dt TEXT, amt REAL);
INSERT INTO donation VALUES (1,'ANN LEE','2023-02-01',50),(2,'ANN LEE','2023-05-09',20),
  (3,'BO KIM','2022-11-30',75),(4,'CY ROE','2023-07-14',10);
";

/// A table named in abbreviation whose columns share the question's word as a prefix
/// (`member_city`, `member_st`, …): each fits "memberships" about as well as the name does,
/// more than the table's own name, and the identifier still reads the listed rows (a renewal
/// repeats its member's name).
const MEMBERSHIPS: &str = "
CREATE TABLE mbr_hist (rec_no INTEGER PRIMARY KEY, member_nm TEXT, member_city TEXT,
  member_st TEXT, member_zip TEXT, member_phone TEXT, start_dt TEXT);
INSERT INTO mbr_hist VALUES
  (1,'ANN LEE','SALEM','OR','97301','555-0101','2023-02-01'),
  (2,'ANN LEE','SALEM','OR','97301','555-0101','2023-11-20'),
  (3,'BO KIM','BEND','OR','97701','555-0102','2022-03-15'),
  (4,'CY ROE','SALEM','OR','97302','555-0103','2023-06-30');
";

/// Readings the session's hidden pool holds.
const POOL: usize = 30;

#[rstest]
#[case::donations(
    DONATIONS,
    "donations made in 2023",
    "SELECT rec_id FROM donation WHERE don_dt LIKE '2023%'"
)]
#[case::columns_sharing_the_tables_word(
    MEMBERSHIPS,
    "memberships started in 2023",
    "SELECT rec_no FROM mbr_hist WHERE start_dt LIKE '2023%'"
)]
fn listed_records_are_also_read_by_their_identifier(
    #[case] ddl: &str,
    #[case] question: &str,
    #[case] want: &str,
) {
    let f = fixture(ddl);
    let pool = generate(&f, question, POOL);
    assert!(
        rank_of(&f, &pool, want).is_some(),
        "{want} not in {:#?}",
        sqls(&pool)
    );
}

/// Films keyed by `ref`, a key no question names: titles of their own, or a remake sharing
/// its title with the film it remakes.
fn films(remade_title: &str) -> String {
    format!(
        "CREATE TABLE film (ref INTEGER PRIMARY KEY, title TEXT, yr INTEGER);
         INSERT INTO film VALUES (1,'HEAT',1995),(2,'{remade_title}',1995),(3,'JAWS',1975);"
    )
}

/// Titles of their own: the title alone; a title shared by a remake: the key beside it.
#[rstest]
#[case::names_of_their_own("CASINO", false)]
#[case::a_name_that_repeats("HEAT", true)]
fn rows_are_listed_by_key_only_where_their_names_repeat(
    #[case] remade_title: &str,
    #[case] by_key_offered: bool,
) {
    let f = fixture(&films(remade_title));
    let pool = generate(&f, "films from 1995", POOL);
    let by_title = rank_of(&f, &pool, "SELECT title FROM film WHERE yr = 1995");
    let by_key = rank_of(&f, &pool, "SELECT ref FROM film WHERE yr = 1995");
    assert_eq!(by_title, Some(0), "{:#?}", sqls(&pool));
    assert_eq!(by_key.is_some(), by_key_offered, "{:#?}", sqls(&pool));
}

#[test]
fn a_count_of_records_is_no_list_of_keys() {
    let f = fixture(DONATIONS);
    let pool = generate(&f, "how many donations were made in 2023", POOL);
    let want = "SELECT COUNT(*) FROM donation WHERE don_dt LIKE '2023%'";
    assert_eq!(rank_of(&f, &pool, want), Some(0), "{:#?}", sqls(&pool));
}
