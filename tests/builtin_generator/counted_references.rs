//! "the most common violation": nothing names what is counted, and the group is a table's own
//! name, one row per violation. What is counted is the rows that refer to it (each citation),
//! read by joining them. Each violation is listed once, so counting the violations' own rows
//! ties every group at one (SQLite then returns the last, SIGNAGE); the citations make MICE
//! the most common, and the cited codes name it only as '04M'.

use super::fixtures::fixture;

/// Violations cited at inspections, as an inspection export keeps them: no key declared,
/// abbreviated names.
const CITATIONS: &str = "
CREATE TABLE viol_ref (viol_cd TEXT, viol_desc TEXT);
INSERT INTO viol_ref VALUES ('02A','ROACHES'),('04M','MICE'),('10F','SIGNAGE');
CREATE TABLE insp_viol (insp_id INTEGER, viol_cd TEXT);
INSERT INTO insp_viol VALUES (1,'04M'),(1,'10F'),(2,'04M'),(3,'04M');
";

#[test]
fn the_most_common_of_a_table_counts_the_rows_that_refer_to_it() {
    super::fixtures::assert_offers_by_model(
        &fixture(CITATIONS),
        "most common violation",
        "SELECT T1.viol_desc FROM viol_ref AS T1 JOIN insp_viol AS T2 ON T1.viol_cd = T2.viol_cd \
         GROUP BY T1.viol_desc ORDER BY COUNT(*) DESC LIMIT 1",
    );
}

/// Restaurants by cuisine as an inspection export keeps them: no key declared, abbreviated
/// names. "restaurants" names the establishments, and nearly as well the cuisines' lookup.
/// Bakeries are the most restaurants; the lookup lists each cuisine once (a tie SQLite breaks
/// with the last, Pizza), and the restaurants' codes say 'BAK'.
const RESTAURANTS: &str = "
CREATE TABLE cuisine_ref (cuisine_cd TEXT, cuisine_desc TEXT);
INSERT INTO cuisine_ref VALUES ('BAK','Bakery'),('CHI','Chinese'),('PIZ','Pizza');
CREATE TABLE rest_estab (camis TEXT, dba TEXT, cuisine_cd TEXT, boro_cd TEXT);
INSERT INTO rest_estab VALUES ('R1','LA BOULANGE','BAK','1'),('R2','CRUMBS','BAK','3'),
  ('R3','GOLDEN WOK','CHI','1'),('R4','JOE PIZZA','PIZ','2'),('R5','SWEET ROLL','BAK','2');
";

#[test]
fn rows_counted_per_group_are_the_rows_that_refer_to_it() {
    super::fixtures::assert_offers_by_model(
        &fixture(RESTAURANTS),
        "cuisine with the most restaurants",
        "SELECT T1.cuisine_desc FROM cuisine_ref AS T1 JOIN rest_estab AS T2 \
         ON T1.cuisine_cd = T2.cuisine_cd GROUP BY T1.cuisine_desc ORDER BY COUNT(*) DESC LIMIT 1",
    );
}

/// "cuisines with more than 2 restaurants": the counted rows are named, and named nearly as
/// well by the cuisines' own lookup. Named as the question's entity and as what the HAVING
/// counts, they are still counted from the establishments: only bakeries have three; the
/// lookup's own rows make every cuisine a group of one (no row), the codes say 'BAK'.
#[test]
fn rows_counted_by_a_having_are_read_where_they_are_named_best() {
    super::fixtures::assert_offers_by_model(
        &fixture(RESTAURANTS),
        "cuisines with more than 2 restaurants",
        "SELECT T1.cuisine_desc FROM cuisine_ref AS T1 JOIN rest_estab AS T2 \
         ON T1.cuisine_cd = T2.cuisine_cd GROUP BY T1.cuisine_desc HAVING COUNT(*) > 2",
    );
}

/// "number of coffee shops": nothing names the shops' table, and "coffee" is found in the
/// cuisines' lookup. Counting the lookup's rows counts the one cuisine the word describes;
/// the coffee shops are the establishments referring to it, two of them.
#[test]
fn a_value_of_a_lookup_counts_the_rows_that_refer_to_it() {
    let restaurants = format!(
        "{RESTAURANTS}
INSERT INTO cuisine_ref VALUES ('COF','Coffee/Tea');
INSERT INTO rest_estab VALUES ('R6','BEAN THERE','COF','1'),('R7','DAILY GRIND','COF','3');"
    );
    super::fixtures::assert_offers(
        &fixture(&restaurants),
        "number of coffee shops",
        "SELECT COUNT(*) FROM rest_estab AS T1 JOIN cuisine_ref AS T2 \
         ON T1.cuisine_cd = T2.cuisine_cd WHERE T2.cuisine_desc LIKE '%Coffee%'",
    );
}
