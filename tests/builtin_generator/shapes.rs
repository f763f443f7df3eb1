//! Question shapes of everyday analyst English, each on a fixture of its own: counts that must
//! read the counted rows, negated relations, verbs that are not columns, aggregates written
//! after their noun, names that are not keys, and years that are values, not counts.

use super::fixtures::{assert_first, assert_offers, fixture, generate, sqls, SHOWN as K};
use rstest::rstest;

/// Shops in areas, their employees, the employees' reviews and the shops' sales. The area
/// table's name column is called like the shop's key to it (`area`).
const SHOPS: &str = "
CREATE TABLE area (area_id INTEGER PRIMARY KEY, area TEXT);
CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, name TEXT, area INTEGER REFERENCES area(area_id));
CREATE TABLE employee (employee_id INTEGER PRIMARY KEY, name TEXT, age INTEGER);
CREATE TABLE hiring (shop_id INTEGER REFERENCES shop(shop_id), employee_id INTEGER PRIMARY KEY REFERENCES employee(employee_id), start_year INTEGER);
CREATE TABLE review (employee_id INTEGER REFERENCES employee(employee_id), year_awarded INTEGER, bonus REAL, PRIMARY KEY (employee_id, year_awarded));
CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, shop_id INTEGER REFERENCES shop(shop_id), num_of_items INTEGER, amount_spent REAL, sale_year INTEGER);
INSERT INTO area VALUES (1,'Coast'),(2,'Hills'),(3,'Plains');
INSERT INTO shop VALUES (1,'Anchor',1),(2,'Birch',1),(3,'Cedar',2),(4,'Dune',1);
INSERT INTO employee VALUES (1,'Ann',30),(2,'Bob',41),(3,'Cid',25),(4,'Dee',52),(5,'Eve',38);
INSERT INTO hiring VALUES (1,1,2019),(1,2,2020),(1,3,2021),(2,4,2020),(3,5,2018);
INSERT INTO review VALUES (1,2020,100.0),(1,2021,150.0),(4,2021,80.0);
INSERT INTO sale VALUES (1,1,3,30.0,2020),(2,1,1,12.5,2021),(3,2,5,40.0,2021),(4,3,2,8.0,2020),(5,4,4,22.0,2021);
";

/// Counting "employees" per shop reads the employees: a shop grouped by its own key alone has
/// one row per group, so its COUNT is always 1 and no such reading is offered.
#[rstest]
#[case::having(
    "Find the names of shops that have more than 1 employee.",
    "SELECT s.name FROM shop s JOIN hiring h ON s.shop_id = h.shop_id GROUP BY s.shop_id HAVING count(*) > 1"
)]
#[case::most(
    "Which shop has the most employees? Give the shop name.",
    "SELECT s.name FROM shop s JOIN hiring h ON s.shop_id = h.shop_id GROUP BY s.shop_id ORDER BY count(*) DESC LIMIT 1"
)]
#[case::per_entity(
    "Show the shop names and the number of employees for each shop.",
    "SELECT s.name, count(*) FROM shop s JOIN hiring h ON s.shop_id = h.shop_id GROUP BY s.shop_id"
)]
fn a_count_per_entity_reads_the_counted_rows(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SHOPS);
    let proposals = assert_offers(&f, question, expected);
    for p in &proposals {
        let grouped_alone = p.sql.contains("GROUP BY") && !p.sql.contains("JOIN");
        assert!(!grouped_alone, "{question}: one-row groups in {}", p.sql);
    }
}

/// What the question says is absent is read only inside the negation, also when it is named
/// through an owner ("any review award").
#[rstest]
#[case::owned("Find the names of employees who never won any review award.")]
#[case::plain("Find the names of employees who do not have any review.")]
fn an_absent_thing_is_not_joined_into_the_rows(#[case] question: &str) {
    let f = fixture(SHOPS);
    let proposals = assert_offers(
        &f,
        question,
        "SELECT name FROM employee WHERE employee_id NOT IN (SELECT employee_id FROM review)",
    );
    for p in &proposals {
        let outer = p.sql.split("NOT IN").next().unwrap_or_default();
        assert!(
            !(p.sql.contains("NOT IN") && outer.contains("JOIN review")),
            "{question}: joins what must be absent in {}",
            p.sql
        );
    }
}

/// "total number of items" over a count column is its sum, and a verb ("bought") after the
/// noun is no second column.
#[rstest]
#[case::total_number(
    "What is the total number of items bought in all sales?",
    "SELECT sum(num_of_items) FROM sale"
)]
#[case::in_total_after(
    "How many items did they buy in total?",
    "SELECT sum(num_of_items) FROM sale"
)]
#[case::on_average_after(
    "What is the amount spent on average?",
    "SELECT avg(amount_spent) FROM sale"
)]
fn an_aggregate_word_anywhere_aggregates_the_head(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SHOPS);
    assert_first(&f, question, expected);
}

/// A verb or participle that links only weakly is not read as a projected column.
#[rstest]
#[case::participle("Show the number of items purchased in each sale.")]
#[case::past("List the number of items they bought for each sale.")]
fn a_verb_is_not_a_projection(#[case] question: &str) {
    let f = fixture(SHOPS);
    let proposals = assert_offers(&f, question, "SELECT num_of_items FROM sale");
    let top = &proposals[0].sql;
    assert!(
        !top.contains("amount_spent") && !top.contains("sale_year"),
        "{question}: a verb became a column in {top}"
    );
}

/// "area name" is the area table's text column, not the shop's key to it (both are `area`).
#[rstest]
#[case::listed(
    "How many shops does each area have? List the area id, area name and the number of shops.",
    "SELECT a.area_id, a.area, count(*) FROM area a JOIN shop s ON a.area_id = s.area GROUP BY a.area_id"
)]
#[case::superlative(
    "What is the name of the area with the most shops?",
    "SELECT a.area FROM area a JOIN shop s ON a.area_id = s.area GROUP BY a.area_id ORDER BY count(*) DESC LIMIT 1"
)]
fn a_name_is_a_text_column_not_a_key(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SHOPS);
    assert_first(&f, question, expected);
}

/// A number after the rows it restricts ("sales made in 2021") is one of their values, not a
/// count of them.
#[rstest]
#[case::average(
    "What is the average amount spent of sales made in 2021?",
    "SELECT avg(amount_spent) FROM sale WHERE sale_year = 2021"
)]
#[case::projection(
    "Show the amount spent of sales made in 2020.",
    "SELECT amount_spent FROM sale WHERE sale_year = 2020"
)]
fn a_year_after_the_rows_is_a_value(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(SHOPS);
    let proposals = assert_offers(&f, question, expected);
    for p in &proposals {
        assert!(
            !p.sql.contains("HAVING"),
            "{question}: a count in {}",
            p.sql
        );
    }
}

/// Accounts with a stored (stale) payment total and the payments themselves.
const ACCOUNTS: &str = "
CREATE TABLE account (account_id INTEGER PRIMARY KEY, holder TEXT, total_amount REAL);
CREATE TABLE payment (payment_id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES account(account_id), amount REAL);
INSERT INTO account VALUES (1,'Ida',10),(2,'Jon',25),(3,'Kay',7);
INSERT INTO payment VALUES (1,1,4),(2,1,9),(3,2,25),(4,3,1),(5,3,2);
";

/// A stored total read from the entity's table is also computed from the detail rows that
/// reference it, whichever of the two the question named first.
#[rstest]
#[case::listed("Show the holder and total_amount of each account.")]
#[case::superlative("Which account has the largest total_amount? Give the holder.")]
fn a_stored_total_is_also_computed(#[case] question: &str) {
    let f = fixture(ACCOUNTS);
    let proposals = generate(&f, question, K);
    let computed = proposals
        .iter()
        .any(|p| p.sql.to_lowercase().contains("sum(t2.amount)"));
    let stored = proposals.iter().any(|p| p.sql.contains("total_amount"));
    assert!(
        computed && stored,
        "{question}\ngot {:#?}",
        sqls(&proposals)
    );
}

/// "order" is a noun where it and the next word name a column ("order count"), an ordering
/// cue elsewhere.
#[rstest]
#[case::sorted_by(
    "List the names of clients sorted by order count.",
    "SELECT name FROM client ORDER BY order_count ASC"
)]
#[case::superlative(
    "Which client has the highest order count? Give the name.",
    "SELECT name FROM client ORDER BY order_count DESC LIMIT 1"
)]
fn order_is_a_noun_when_it_names_a_column(#[case] question: &str, #[case] expected: &str) {
    let f = fixture(
        "CREATE TABLE client (client_id INTEGER PRIMARY KEY, name TEXT, order_count INTEGER);
         INSERT INTO client VALUES (1,'Ida',4),(2,'Jon',9),(3,'Kay',1);",
    );
    assert_offers(&f, question, expected);
}
