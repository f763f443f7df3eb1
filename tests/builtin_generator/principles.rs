//! General principles the generator must honour, each on a small fixture of its own (never a
//! benchmark example): set-operation forms next to NOT IN / OR, and the readings a rough
//! analyst question carries.

use super::fixtures::{fixture, generate, rank_of, AMBIGUOUS, SCHOOL};
use rstest::rstest;

const K: usize = 5;

/// Readings that differ only where selected values repeat: the plain form and the set form
/// (here two students share the last name Lee, so the two return different rows).
#[rstest]
#[case::not_in_and_except(
    "Find the last names of students who do not have a dog.",
    "SELECT last_name FROM student WHERE stu_id NOT IN (SELECT h.stu_id FROM has_pet h JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'dog')",
    "SELECT last_name FROM student EXCEPT SELECT s.last_name FROM student s JOIN has_pet h ON s.stu_id = h.stu_id JOIN pet p ON p.pet_id = h.pet_id WHERE p.pet_type = 'dog'"
)]
#[case::or_and_union(
    "Find the last names of students who live in Paris or Oslo.",
    "SELECT last_name FROM student WHERE city = 'Paris' OR city = 'Oslo'",
    "SELECT last_name FROM student WHERE city = 'Paris' UNION SELECT last_name FROM student WHERE city = 'Oslo'"
)]
fn offers_the_set_form_next_to_the_plain_one(
    #[case] question: &str,
    #[case] plain: &str,
    #[case] set_form: &str,
) {
    let f = fixture(SCHOOL);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, plain).is_some(),
        "missing {plain}\ngot {sqls:#?}"
    );
    assert!(
        rank_of(&f, &proposals, set_form).is_some(),
        "missing {set_form}\ngot {sqls:#?}"
    );
}

/// The set form's atoms are tagged with the question's phrases like the plain form's.
#[test]
fn set_form_atoms_carry_phrases() {
    let f = fixture(SCHOOL);
    let proposals = generate(
        &f,
        "Find the last names of students who do not have a dog.",
        K,
    );
    let except = proposals
        .iter()
        .find(|p| p.sql.contains("EXCEPT"))
        .expect("an EXCEPT reading");
    let atoms = except.atoms.as_ref().expect("atoms");
    assert!(
        atoms
            .iter()
            .any(|a| a.nl.as_deref().is_some_and(|nl| nl.contains("dog"))),
        "{atoms:#?}"
    );
}

/// One attribute named twice resolves to one column in every reading, so the second synonym
/// reading is whole (`origin … ORDER BY origin`), not a mix.
#[rstest]
#[case::select_and_order(
    "List the names and hometowns of the teachers ordered by hometown.",
    "SELECT name, birthplace FROM teacher ORDER BY birthplace",
    "SELECT name, origin FROM teacher ORDER BY origin"
)]
#[case::select_and_group(
    "Show the hometown and the maximum age of the teachers for each hometown.",
    "SELECT birthplace, max(age) FROM teacher GROUP BY birthplace",
    "SELECT origin, max(age) FROM teacher GROUP BY origin"
)]
fn a_repeated_attribute_resolves_alike(
    #[case] question: &str,
    #[case] first: &str,
    #[case] second: &str,
) {
    let f = fixture(AMBIGUOUS);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    for want in [first, second] {
        assert!(
            rank_of(&f, &proposals, want).is_some(),
            "missing {want}\ngot {sqls:#?}"
        );
    }
}

/// Orders with ISO dates stored as text, and each customer's precomputed (and, as such
/// columns go, not quite current) order total.
const SALES: &str = "
CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, company TEXT, region TEXT, total_amount REAL, order_count INTEGER);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(customer_id), order_date TEXT, amount REAL);
INSERT INTO customer VALUES (1,'Acme','North',30,2),(2,'Bolt','South',12,2),(3,'Core','North',50,1);
INSERT INTO orders VALUES (1,1,'2019-05-01',10),(2,1,'2020-03-02',20),(3,2,'2020-12-31',5),(4,2,'2021-01-01',7),
  (5,3,'2022-07-04',40),(6,3,'2023-02-02',12),(7,1,'2023-11-30',3);
";

/// A year compared with a date stored as text means the calendar year, not the number.
#[rstest]
#[case::after(
    "How many orders were placed after 2020?",
    "SELECT count(*) FROM orders WHERE order_date >= '2021-01-01'"
)]
#[case::before(
    "How many orders were placed before 2021?",
    "SELECT count(*) FROM orders WHERE order_date < '2021-01-01'"
)]
#[case::since(
    "List the ids of orders placed since 2023.",
    "SELECT order_id FROM orders WHERE order_date >= '2023-01-01'"
)]
fn a_year_against_a_date_column_is_a_calendar_bound(
    #[case] question: &str,
    #[case] expected: &str,
) {
    let f = fixture(SALES);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, expected).is_some(),
        "missing {expected}\ngot {sqls:#?}"
    );
}

/// Staff under today's departments and under an older chart; each chart's head is a second,
/// parallel key between the same tables.
const ORG: &str = "
PRAGMA foreign_keys = OFF;
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT, salary INTEGER,
  department_id INTEGER REFERENCES department(department_id),
  department_2020_id INTEGER REFERENCES department_2020(department_id));
CREATE TABLE department (department_id INTEGER PRIMARY KEY, department_name TEXT,
  head_staff_id INTEGER REFERENCES staff(staff_id));
CREATE TABLE department_2020 (department_id INTEGER PRIMARY KEY, department_name TEXT,
  head_staff_id INTEGER REFERENCES staff(staff_id));
INSERT INTO department VALUES (1,'Sales',1),(2,'Research',3),(3,'Research',4);
INSERT INTO department_2020 VALUES (7,'Sales',2),(8,'Support',4),(9,'Support',1);
INSERT INTO staff VALUES (1,'Ann',100,1,7),(2,'Bob',200,1,8),(3,'Cid',300,2,7),(4,'Dee',400,3,9);
";

/// Grouping by a foreign key can mean the referenced rows' names: each chart's name reading
/// is offered, joined along the key named after its table (not the head-of-department role).
/// Two departments share a name in each chart, so grouping by name differs from by key. The
/// groups are shown (by the name they are grouped by), since nothing else identifies them.
#[rstest]
#[case::current_chart(
    "SELECT avg(s.salary), d.department_name FROM staff s JOIN department d ON s.department_id = d.department_id GROUP BY d.department_name"
)]
#[case::older_chart(
    "SELECT avg(s.salary), d.department_name FROM staff s JOIN department_2020 d ON s.department_2020_id = d.department_id GROUP BY d.department_name"
)]
fn a_group_by_key_is_also_shown_by_name(#[case] expected: &str) {
    let f = fixture(ORG);
    let proposals = generate(&f, "What is the average salary by department?", K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, expected).is_some(),
        "missing {expected}\ngot {sqls:#?}"
    );
}

/// An aggregate over detail rows per entity, and the entity's precomputed column for it: both
/// are readings whenever the schema offers both. Each entity is shown by its key.
#[rstest]
#[case::total_per_entity(
    "What is the total amount per customer?",
    "SELECT sum(amount), customer_id FROM orders GROUP BY customer_id",
    "SELECT total_amount, customer_id FROM customer"
)]
#[case::count_per_entity(
    "How many orders does each customer have?",
    "SELECT count(*), customer_id FROM orders GROUP BY customer_id",
    "SELECT order_count, customer_id FROM customer"
)]
fn a_precomputed_column_is_read_next_to_the_aggregate(
    #[case] question: &str,
    #[case] computed: &str,
    #[case] stored: &str,
) {
    let f = fixture(SALES);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    for want in [computed, stored] {
        assert!(
            rank_of(&f, &proposals, want).is_some(),
            "missing {want}\ngot {sqls:#?}"
        );
    }
}

/// Phrasings of comparatives, superlatives, aggregation and grouping beyond the textbook
/// ones, on the school fixture.
#[rstest]
#[case::ge_words(
    "List the first names of students aged 22 or older.",
    "SELECT first_name FROM student WHERE age >= 22"
)]
#[case::ge_phrase(
    "List the first names of students whose age is greater than or equal to 22.",
    "SELECT first_name FROM student WHERE age >= 22"
)]
#[case::le_phrase(
    "List the first names of students whose age is less than or equal to 20.",
    "SELECT first_name FROM student WHERE age <= 20"
)]
// "or more" / "or less" with no noun after them bound the number before them.
#[case::or_more(
    "List the first names of students aged 22 or more.",
    "SELECT first_name FROM student WHERE age >= 22"
)]
#[case::or_less(
    "List the first names of students aged 20 or less.",
    "SELECT first_name FROM student WHERE age <= 20"
)]
#[case::and_above(
    "List the first names of students with age 23 and above.",
    "SELECT first_name FROM student WHERE age >= 23"
)]
#[case::n_youngest(
    "List the first names of the 2 youngest students.",
    "SELECT first_name FROM student ORDER BY age ASC LIMIT 2"
)]
#[case::three_oldest(
    "Show the last names of the three oldest students.",
    "SELECT last_name FROM student ORDER BY age DESC LIMIT 3"
)]
#[case::grouped_by(
    "Show the number of students grouped by city.",
    "SELECT count(*), city FROM student GROUP BY city"
)]
#[case::broken_down(
    "Show the average age of students broken down by sex.",
    "SELECT avg(age), sex FROM student GROUP BY sex"
)]
fn understands_more_phrasings(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SCHOOL);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert!(
        rank_of(&f, &proposals, expected).is_some(),
        "{question}\nmissing {expected}\ngot {sqls:#?}"
    );
}

/// A measure asked of each row of a table ("the age of each student") is listed with what names
/// the row (its name, or first and last name together), so the numbers can be read; where a text
/// attribute is listed (it reads by itself), or the listed attribute names the row, or nothing
/// does, or values are aggregated per group, the reading is left as it is. (The fixture's rows
/// make each of these a different result.)
#[rstest]
#[case::first_and_last_name(
    "What is the age of each student?",
    "SELECT first_name, last_name, age FROM student"
)]
#[case::a_text_attribute_reads_by_itself(
    "What is the city of each student?",
    "SELECT city FROM student"
)]
#[case::every_with_a_possessive(
    "Show every student's age.",
    "SELECT first_name, last_name, age FROM student"
)]
#[case::title(
    "What are the credits of each course?",
    "SELECT title, credits FROM course"
)]
#[case::the_label_itself_is_listed("List the title of each course.", "SELECT title FROM course")]
#[case::no_column_names_the_row("What is the weight of each pet?", "SELECT weight FROM pet")]
#[case::a_group_is_not_a_row(
    "What is the average age of each sex?",
    "SELECT AVG(age), sex FROM student GROUP BY sex"
)]
fn rows_listed_for_each_keep_their_label(#[case] question: &str, #[case] first: &str) {
    let f = fixture(SCHOOL);
    let proposals = generate(&f, question, K);
    let sqls: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert_eq!(
        rank_of(&f, &proposals, first),
        Some(0),
        "{question}: want first {first}\ngot {sqls:#?}"
    );
}
