//! Question shapes of a fourth round, each a general rule of English on a fixture of its own,
//! found on a fresh probe set (`eval-data/probe3.jsonl`): a bare number compared right after
//! the rows a question is about is a value of theirs; the youngest was born last; a decade is
//! a range of years; an aggregate compared with a number after "have" / "whose" / "where" is a
//! condition on groups; "where" after a noun relates, it does not ask for a place; a verb
//! compared with a number names the compared attribute ("weigh more than", "earned less
//! than"); a phrase ending in a participle is done *by* someone, not grouped by them; "one"
//! after a comparison is a number; a column called as its table is the row's name; a
//! superlative within groups is each group's extreme.

use super::fixtures::{assert_first, assert_offers, fixture};
use rstest::rstest;

/// Singers with a birth year (and no age), their songs, and staff with ages in three cities:
/// Oslo averages 38, Rome 31, Lima 27.
const PEOPLE: &str = "
CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT, birth_year INTEGER,
  citizenship TEXT);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, city TEXT);
CREATE TABLE song (song_id INTEGER PRIMARY KEY, title TEXT,
  singer_id INTEGER REFERENCES singer(singer_id), sales REAL, highest_position INTEGER);
INSERT INTO singer VALUES (1,'Ann',1944,'France'),(2,'Bob',1962,'Spain'),(3,'Cyd',1948,'France'),
  (4,'Dee',1971,'Chile'),(5,'Eve',1955,'Spain');
INSERT INTO staff VALUES (1,'Al',41,'Oslo'),(2,'Bo',35,'Oslo'),(3,'Cy',31,'Rome'),
  (4,'Di',29,'Rome'),(5,'Ed',27,'Lima'),(6,'Fa',33,'Rome');
INSERT INTO song VALUES (10,'Red',1,120.0,1),(11,'Blue',1,250.0,3),(12,'Gold',2,300.0,2),
  (13,'Grey',3,50.0,1),(14,'Pink',4,210.0,3),(15,'Teal',5,95.0,2);
";

/// "the names of staff over 30": a value of the staff (their age), not a count of them.
#[test]
fn a_bare_number_after_the_rows_is_a_value_of_theirs() {
    assert_first(
        &fixture(PEOPLE),
        "List the names of staff over 30.",
        "SELECT name FROM staff WHERE age > 30",
    );
}

/// Over a birth year the youngest was born last and the oldest first.
#[rstest]
#[case(
    "Who is the youngest singer? Give the name and citizenship.",
    "SELECT name, citizenship FROM singer ORDER BY birth_year DESC LIMIT 1"
)]
#[case(
    "Who is the oldest singer?",
    "SELECT name FROM singer ORDER BY birth_year ASC LIMIT 1"
)]
fn the_youngest_was_born_last(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PEOPLE), question, expected);
}

/// "in the 1940s" is the years 1940 to 1949.
#[test]
fn a_decade_is_a_range_of_years() {
    assert_first(
        &fixture(PEOPLE),
        "Which singers were born in the 1940s?",
        "SELECT name FROM singer WHERE birth_year BETWEEN 1940 AND 1949",
    );
}

/// An aggregate of an attribute compared with a number, said of a group's rows, restricts
/// the groups (HAVING), whichever way it is said.
#[rstest]
#[case("Which cities have an average staff age above 30?")]
#[case("What are the cities whose average age is above 30?")]
#[case("Which cities have an average age of more than 30?")]
#[case("Show the cities where staff have an average age greater than 30.")]
#[case("Find the cities where the average age of staff is over 30.")]
fn an_aggregate_compared_after_have_restricts_groups(#[case] question: &str) {
    assert_first(
        &fixture(PEOPLE),
        question,
        "SELECT city FROM staff GROUP BY city HAVING AVG(age) > 30",
    );
}

/// After a noun, "where" introduces a restriction; it does not ask for a location.
#[test]
fn where_after_a_noun_relates() {
    assert_first(
        &fixture(PEOPLE),
        "List the names of staff where the city is Rome.",
        "SELECT name FROM staff WHERE city = 'Rome'",
    );
}

/// Courses named by a column called as the table, cars with weights, poker players with
/// earnings, and pets with ages.
const THINGS: &str = "
CREATE TABLE course (course_id INTEGER PRIMARY KEY, staring_date TEXT, course TEXT);
CREATE TABLE car (car_id INTEGER PRIMARY KEY, make TEXT, weight INTEGER, acceleration REAL);
CREATE TABLE player (player_id INTEGER PRIMARY KEY, name TEXT, earnings REAL,
  final_table_made INTEGER, best_finish INTEGER, money_rank INTEGER);
CREATE TABLE pet (pet_id INTEGER PRIMARY KEY, pet_type TEXT, pet_age INTEGER);
INSERT INTO course VALUES (1,'5 May','Math'),(2,'6 May','Art'),(3,'7 May','Bio');
INSERT INTO car VALUES (1,'ford',4950,12.0),(2,'fiat',2100,8.5),(3,'opel',3000,15.0),
  (4,'audi',5100,11.0);
INSERT INTO player VALUES (1,'Ann',90000,4,2,3),(2,'Bob',150000,7,1,1),(3,'Cyd',300000,5,2,2),
  (4,'Dee',100000,2,3,4);
INSERT INTO pet VALUES (1,'cat',3),(2,'dog',1),(3,'dog',2);
";

#[rstest]
#[case::eponym_column_names_the_row(
    "Show the id and starting date of every course, ordered by course name.",
    "SELECT course_id, staring_date FROM course ORDER BY course"
)]
#[case::verb_compared_names_the_attribute(
    "List the makes of the cars that weigh more than 4900.",
    "SELECT make FROM car WHERE weight > 4900"
)]
#[case::past_tense_verb_compared(
    "Which players earned less than 120000? Give their names.",
    "SELECT name FROM player WHERE earnings < 120000"
)]
#[case::done_by_is_no_grouping(
    "What is the average number of final tables made by the players whose best finish is 2?",
    "SELECT AVG(final_table_made) FROM player WHERE best_finish = 2"
)]
#[case::a_value_starting_with_a_number(
    "Which course starts on 6 May?",
    "SELECT course FROM course WHERE staring_date = '6 May'"
)]
#[case::the_best_place_is_the_lowest(
    "Which player has the best money rank? Give the name.",
    "SELECT name FROM player ORDER BY money_rank ASC LIMIT 1"
)]
#[case::one_after_a_comparison(
    "Which pets are older than one year? Give their types.",
    "SELECT pet_type FROM pet WHERE pet_age > 1"
)]
fn verbs_and_names_read_as_said(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(THINGS), question, expected);
}

/// Alternatives joined by "or" keep each its own attribute when the second is a verb.
#[test]
fn a_verb_after_or_starts_its_own_comparison() {
    assert_offers(
        &fixture(THINGS),
        "Show the names of the players who either had a best finish of 3 or earned less than 95000.",
        "SELECT name FROM player WHERE best_finish = 3 OR earnings < 95000",
    );
}

/// A superlative within groups is each group's extreme; an aggregate word right after "for
/// each" is part of the grouped column's name; "them from the earliest X" orders the list.
#[rstest]
#[case::extreme_per_group(
    "How old is the youngest staff member in each city?",
    "SELECT MIN(age), city FROM staff GROUP BY city"
)]
#[case::aggregate_word_in_a_group_name(
    "For each highest chart position, what are the average sales of the songs?",
    "SELECT highest_position, AVG(sales) FROM song GROUP BY highest_position"
)]
#[case::the_highest_total_ranks_groups_by_their_sum(
    "Which singer has the highest total sales? Return the name.",
    "SELECT s.name FROM singer s JOIN song t ON s.singer_id = t.singer_id GROUP BY s.singer_id ORDER BY SUM(t.sales) DESC LIMIT 1"
)]
#[case::open_range_orders_the_list(
    "Which singers were born in the 1940s? List them from the earliest birth year.",
    "SELECT name FROM singer WHERE birth_year BETWEEN 1940 AND 1949 ORDER BY birth_year"
)]
fn groups_and_orders_read_as_said(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PEOPLE), question, expected);
}

/// Concerts by year: stadium 1 hosted in 2014 and 2015, stadium 2 only in 2014.
const VENUES: &str = "
CREATE TABLE stadium (stadium_id INTEGER PRIMARY KEY, name TEXT, capacity INTEGER);
CREATE TABLE concert (concert_id INTEGER PRIMARY KEY, stadium_id INTEGER REFERENCES stadium(stadium_id),
  year INTEGER);
INSERT INTO stadium VALUES (1,'North',5000),(2,'South',3000),(3,'East',800);
INSERT INTO concert VALUES (1,1,2014),(2,1,2015),(3,2,2014),(4,3,2015);
";

/// "in 2014 but none in 2015": the rows related to one value and not to the other (EXCEPT);
/// a negated number alone is a value refused.
#[rstest]
#[case(
    "List the names of stadiums that hosted a concert in 2014 but none in 2015.",
    "SELECT s.name FROM stadium s JOIN concert c ON s.stadium_id = c.stadium_id WHERE c.year = 2014 EXCEPT SELECT s.name FROM stadium s JOIN concert c ON s.stadium_id = c.stadium_id WHERE c.year = 2015"
)]
#[case(
    "Which stadiums had concerts in 2014 but not in 2015? Give their names.",
    "SELECT s.name FROM stadium s JOIN concert c ON s.stadium_id = c.stadium_id WHERE c.year = 2014 EXCEPT SELECT s.name FROM stadium s JOIN concert c ON s.stadium_id = c.stadium_id WHERE c.year = 2015"
)]
#[case(
    "How many concerts were not in 2014?",
    "SELECT COUNT(*) FROM concert WHERE year != 2014"
)]
fn a_value_refused_after_but_is_taken_away(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(VENUES), question, expected);
}

/// "older than Bo", "a higher age than Bo": the attribute compared with the row the value
/// names, not the value's own column.
#[rstest]
#[case("Which staff are older than Bo? Give their names.")]
#[case("Which staff have a higher age than Bo? Give their names.")]
fn a_comparison_with_a_named_row_reads_that_rows_attribute(#[case] question: &str) {
    assert_first(
        &fixture(PEOPLE),
        question,
        "SELECT name FROM staff WHERE age > (SELECT age FROM staff WHERE name = 'Bo')",
    );
}

/// Continents, their countries and the car makers there: Asia has a country but no maker,
/// Africa no country at all.
const MAKERS: &str = "
CREATE TABLE continent (cont_id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE country (country_id INTEGER PRIMARY KEY, country_name TEXT,
  continent INTEGER REFERENCES continent(cont_id));
CREATE TABLE maker (maker_id INTEGER PRIMARY KEY, full_name TEXT,
  country INTEGER REFERENCES country(country_id));
CREATE TABLE model_list (model_id INTEGER PRIMARY KEY, maker INTEGER REFERENCES maker(maker_id),
  model TEXT);
INSERT INTO continent VALUES (1,'Europe'),(2,'Asia'),(3,'Africa');
INSERT INTO country VALUES (10,'France',1),(11,'Laos',2);
INSERT INTO maker VALUES (20,'Renault Group',10),(21,'Peugeot Company',10);
INSERT INTO model_list VALUES (30,20,'clio'),(31,20,'twingo'),(32,21,'partner');
";

/// A negated relation two hops away reaches the rows that need not exist (a country need not
/// have a maker); a verb that ends a question after "does" names nothing.
#[rstest]
#[case::no_related_rows_two_hops_away(
    "Which continents have no makers? Give the continent names.",
    "SELECT name FROM continent WHERE cont_id NOT IN (SELECT c.continent FROM country c JOIN maker m ON c.country_id = m.country)"
)]
#[case::a_trailing_verb_after_does(
    "What models does Renault Group make?",
    "SELECT l.model FROM model_list l JOIN maker m ON l.maker = m.maker_id WHERE m.full_name = 'Renault Group'"
)]
fn relations_read_through_their_hops(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(MAKERS), question, expected);
}

/// Teachers' hometowns, two of them urban districts.
const TOWNS: &str = "
CREATE TABLE teacher (teacher_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, hometown TEXT);
INSERT INTO teacher VALUES (1,'Ann',32,'Blackrod Urban District'),(2,'Bob',29,'Bolton County Borough'),
  (3,'Cyd',41,'Turton Urban District'),(4,'Dee',26,'Kearsley');
";

/// Words no column is called, found inside stored values, are a part of them (LIKE).
#[test]
fn a_part_of_stored_values_is_a_like() {
    assert_first(
        &fixture(TOWNS),
        "What is the minimum age of the teachers whose hometown is an urban district?",
        "SELECT MIN(age) FROM teacher WHERE hometown LIKE '%Urban District%'",
    );
}
