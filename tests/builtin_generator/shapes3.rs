//! Question shapes of a third round, each a general rule of English on a fixture of its own:
//! ranges of extremes are orderings, adjectives that name a flag filter on it, "each" groups
//! only what is aggregated, a group can be named up front or by a back-reference, one word
//! said of two owners is two attributes, "together with" lists another item after a
//! restriction, and conditions that cannot meet on one row are an INTERSECT.

use super::fixtures::{assert_first, assert_offers, fixture};
use rstest::rstest;

/// Shops and their staff. Two staff live in each of Oslo and Rome, one older than 35 and one
/// younger than 30 in each; `is_male` and `is_full_time` are T/F flags.
const SHOPS: &str = "
CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, name TEXT, district TEXT, capacity INTEGER);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, city TEXT,
  is_male TEXT);
CREATE TABLE work (staff_id INTEGER REFERENCES staff(staff_id),
  shop_id INTEGER REFERENCES shop(shop_id), is_full_time TEXT, PRIMARY KEY (staff_id, shop_id));
INSERT INTO shop VALUES (1,'North','Alpha',300),(2,'South','Beta',120),(3,'East','Alpha',80);
INSERT INTO staff VALUES (1,'Ann',25,'Oslo','F'),(2,'Bob',41,'Rome','T'),(3,'Cy',36,'Oslo','T'),
  (4,'Di',28,'Rome','F'),(5,'Ed',33,'Lima','T');
INSERT INTO work VALUES (1,1,'T'),(2,1,'F'),(3,2,'T'),(4,3,'T');
";

/// "from the largest X to the smallest" orders every row by X; it does not pick the largest.
#[rstest]
#[case(
    "List the name and capacity of every shop, from the largest capacity to the smallest.",
    "SELECT name, capacity FROM shop ORDER BY capacity DESC"
)]
#[case(
    "List the names and ages of the staff from the youngest to the oldest.",
    "SELECT name, age FROM staff ORDER BY age ASC"
)]
fn ranges_of_extremes_order_every_row(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(SHOPS), question, expected);
}

/// An adjective that names a T/F column asks for the rows where it holds.
#[rstest]
#[case(
    "What is the average age of male staff?",
    "SELECT avg(age) FROM staff WHERE is_male = 'T'"
)]
#[case(
    "How many full-time staff work at shop North?",
    "SELECT count(*) FROM work AS T1 JOIN shop AS T2 ON T1.shop_id = T2.shop_id WHERE T1.is_full_time = 'T' AND T2.name = 'North'"
)]
fn flag_adjectives_filter_on_their_yes_value(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(SHOPS), question, expected);
}

/// A group named up front, or referred back to with "that", is what is grouped by.
#[rstest]
#[case("Show each city and the number of staff with that city.")]
#[case("Show each city and the number of staff.")]
fn groups_named_up_front_are_grouped_by(#[case] question: &str) {
    assert_first(
        &fixture(SHOPS),
        question,
        "SELECT city, count(*) FROM staff GROUP BY city",
    );
}

/// Without an aggregate, "each" only means "every": both attributes are listed.
#[test]
fn each_without_an_aggregate_lists_every_row() {
    assert_offers(
        &fixture(SHOPS),
        "Show the name of each staff member together with the name of the shop.",
        "SELECT T1.name, T3.name FROM staff AS T1 JOIN work AS T2 ON T1.staff_id = T2.staff_id JOIN shop AS T3 ON T2.shop_id = T3.shop_id",
    );
}

/// "the names of the staff and the names of the shops": two owners, two columns.
#[test]
fn one_word_of_two_owners_is_two_attributes() {
    assert_offers(
        &fixture(SHOPS),
        "Show the names of the staff and the names of the shops they work at.",
        "SELECT T1.name, T3.name FROM staff AS T1 JOIN work AS T2 ON T1.staff_id = T2.staff_id JOIN shop AS T3 ON T2.shop_id = T3.shop_id",
    );
}

/// Conditions that cannot both hold on one row describe two sets of rows that share a value.
#[test]
fn ranges_that_cannot_meet_are_an_intersect() {
    assert_first(
        &fixture(SHOPS),
        "Which cities have both staff older than 35 and staff younger than 30?",
        "SELECT city FROM staff WHERE age > 35 INTERSECT SELECT city FROM staff WHERE age < 30",
    );
}

/// "oldest first" orders the whole list by the attribute the extreme implies.
#[test]
fn an_extreme_first_orders_the_list() {
    assert_first(
        &fixture(SHOPS),
        "List the names and ages of the staff, oldest first.",
        "SELECT name, age FROM staff ORDER BY age DESC",
    );
}

/// "ids 1 through 2" is a closed range.
#[test]
fn through_is_a_range() {
    assert_first(
        &fixture(SHOPS),
        "List the names of the shops with ids 1 through 2.",
        "SELECT name FROM shop WHERE shop_id BETWEEN 1 AND 2",
    );
}

/// "older than the average staff member": the average of the compared attribute.
#[test]
fn a_comparison_with_the_average_row_averages_the_compared_attribute() {
    assert_offers(
        &fixture(SHOPS),
        "Which staff are older than the average staff? Show their names.",
        "SELECT name FROM staff WHERE age > (SELECT avg(age) FROM staff)",
    );
}

/// "with their cities" lists the cities; "In which cities …" asks for them.
#[rstest]
#[case(
    "List the staff names with their cities.",
    "SELECT name, city FROM staff"
)]
#[case(
    "In which cities do staff older than 35 live?",
    "SELECT city FROM staff WHERE age > 35"
)]
fn possessives_and_question_prepositions_ask_for_attributes(
    #[case] question: &str,
    #[case] expected: &str,
) {
    assert_offers(&fixture(SHOPS), question, expected);
}

/// "age 25 and age 36": the attribute said again before its second value is the same one, and
/// two values of it cannot meet on one row.
#[test]
fn an_attribute_repeated_before_its_second_value_is_the_same() {
    assert_first(
        &fixture(SHOPS),
        "Which cities have both staff with age 25 and staff with age 36?",
        "SELECT city FROM staff WHERE age = 25 INTERSECT SELECT city FROM staff WHERE age = 36",
    );
}
