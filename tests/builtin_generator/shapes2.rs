//! More question shapes, each a general rule of English or SQL on a fixture of its own:
//! groups shown by the key they group by, later sentences that say how to show earlier rows,
//! adjectives that describe the noun they follow, "the most X" as a count, "one" as a number,
//! "are not" a kind of row, aggregate words inside column names over groups, passive "by",
//! rankings "by" a key, counts of text-named rows, verbs after table words, questions that
//! name only the rows, and compound nouns that end in an aggregate word.

use super::fixtures::{assert_first, assert_offers, fixture};
use rstest::rstest;

/// A dog club: members, their dogs, referees (members who judge), brands and their products,
/// and purchases keyed by member and product. Two members share a first name; members and
/// dogs both have an age; "product" names a table and its text column.
const CLUB: &str = "
CREATE TABLE member (member_id INTEGER PRIMARY KEY, first_name TEXT, age INTEGER, city TEXT);
CREATE TABLE dog (dog_id INTEGER PRIMARY KEY, breed TEXT, age INTEGER, weight REAL,
  member_id INTEGER REFERENCES member(member_id));
CREATE TABLE referee (member_id INTEGER PRIMARY KEY REFERENCES member(member_id), since INTEGER);
CREATE TABLE brand (brand_id INTEGER PRIMARY KEY, brand_name TEXT);
CREATE TABLE product (product_id INTEGER PRIMARY KEY, product TEXT,
  brand_id INTEGER REFERENCES brand(brand_id));
CREATE TABLE purchase (member_id INTEGER REFERENCES member(member_id),
  product_id INTEGER REFERENCES product(product_id), total_paid REAL,
  PRIMARY KEY (member_id, product_id));
INSERT INTO member VALUES (1,'Ann',25,'Oslo'),(2,'Bob',41,'Rome'),(3,'Ann',35,'Oslo'),(4,'Cyd',52,'Lima');
INSERT INTO dog VALUES (10,'collie',2,20.0,1),(11,'pug',14,8.0,1),(12,'boxer',3,30.0,2),
  (13,'beagle',4,11.0,2),(14,'husky',13,25.0,2),(15,'corgi',1,12.0,3),(16,'poodle',5,9.0,3);
INSERT INTO referee VALUES (2,2015),(4,2019);
INSERT INTO brand VALUES (1,'Acme'),(2,'Bark'),(3,'Chew');
INSERT INTO product VALUES (100,'leash',1),(101,'bowl',2),(102,'ball',2),(103,'bone',2),(104,'bed',1);
INSERT INTO purchase VALUES (1,100,10.0),(1,101,5.0),(2,102,7.5),(3,103,4.0),(3,100,12.0),(3,104,30.0);
";

/// Groups of rows a table names are shown by the key they are grouped by when nothing else
/// identifies them; shown by name is the second reading.
#[rstest]
#[case::by_key(
    "How many dogs does each member have?",
    "SELECT count(*), member_id FROM dog GROUP BY member_id"
)]
#[case::by_name(
    "How many dogs does each member have?",
    "SELECT count(*), m.first_name FROM member m JOIN dog d ON m.member_id = d.member_id GROUP BY m.member_id"
)]
#[case::leading_group(
    "For each brand, how many products are there?",
    "SELECT brand_id, count(*) FROM product GROUP BY brand_id"
)]
fn groups_of_a_table_are_shown(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(CLUB), question, expected);
}

/// A later sentence that names only how to show the groups keeps the earlier aggregate, and
/// the rows the first sentence asked for stay the rows (grouped by their key, not the name:
/// two members are called Ann).
#[rstest]
#[case::keeps_aggregate(
    "What is the total weight of dogs for each member? Show the first name.",
    "SELECT m.first_name, sum(d.weight) FROM member m JOIN dog d ON m.member_id = d.member_id GROUP BY m.member_id"
)]
#[case::keeps_rows(
    "Which member has the most dogs? Give the first name.",
    "SELECT m.first_name FROM member m JOIN dog d ON m.member_id = d.member_id GROUP BY m.member_id ORDER BY count(*) DESC LIMIT 1"
)]
fn a_later_sentence_says_how_to_show(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CLUB), question, expected);
}

/// "older than" describes the noun it follows: the dog's age after "a dog", the member's
/// after "members"; "oldest" the noun after it.
#[rstest]
#[case::dog(
    "Show the first names of members who have a dog older than 10.",
    "SELECT DISTINCT m.first_name FROM member m JOIN dog d ON m.member_id = d.member_id WHERE d.age > 10"
)]
#[case::member(
    "What is the average weight of dogs owned by members older than 30?",
    "SELECT avg(d.weight) FROM member m JOIN dog d ON m.member_id = d.member_id WHERE m.age > 30"
)]
#[case::superlative_before(
    "Show the first name of the member with the oldest dog.",
    "SELECT m.first_name FROM member m JOIN dog d ON m.member_id = d.member_id ORDER BY d.age DESC LIMIT 1"
)]
fn an_adjective_describes_its_noun(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(CLUB), question, expected);
}

/// "the most products" counts products, even though a column is called "product"; ordering
/// by that column stays a reading.
#[test]
fn the_most_of_a_plural_noun_counts_it() {
    let f = fixture(CLUB);
    let q = "Which brand has the most products?";
    assert_offers(
        &f,
        q,
        "SELECT b.brand_name FROM brand b JOIN product p ON b.brand_id = p.brand_id GROUP BY b.brand_id ORDER BY count(*) DESC LIMIT 1",
    );
    assert_offers(
        &f,
        q,
        "SELECT b.brand_name FROM brand b JOIN product p ON b.brand_id = p.brand_id ORDER BY p.product DESC LIMIT 1",
    );
}

/// Counting phrasings: "one" after a comparison is a number; a number before a noun whose
/// column holds text counts that noun's rows; "are not Xs" for a table of Xs is a negated
/// relation; "owned by" names the owner, it does not group.
#[rstest]
#[case::one(
    "List the cities with more than one member.",
    "SELECT city FROM member GROUP BY city HAVING count(*) > 1"
)]
#[case::text_noun(
    "Which members have more than 2 products? Give their first names.",
    "SELECT m.first_name FROM member m JOIN purchase p ON m.member_id = p.member_id GROUP BY m.member_id HAVING count(*) > 2"
)]
#[case::are_not(
    "Find the first names of members who are not referees.",
    "SELECT first_name FROM member WHERE member_id NOT IN (SELECT member_id FROM referee)"
)]
#[case::passive_by(
    "How many dogs are owned by members whose city is Oslo?",
    "SELECT count(*) FROM member m JOIN dog d ON m.member_id = d.member_id WHERE m.city = 'Oslo'"
)]
#[case::top_by(
    "List the top 2 dogs by weight. Show their breeds.",
    "SELECT breed FROM dog ORDER BY weight DESC LIMIT 2"
)]
#[case::who_is(
    "Who is the oldest member?",
    "SELECT first_name FROM member ORDER BY age DESC LIMIT 1"
)]
fn counting_and_ranking_phrasings(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(CLUB), question, expected);
}

/// "total paid" names a column; over groups ("by each member") it is still summed, and the
/// column as it is stays a reading.
#[test]
fn an_aggregate_word_in_a_column_name_still_aggregates_groups() {
    let f = fixture(CLUB);
    let q = "What is the total paid by each member?";
    assert_first(
        &f,
        q,
        "SELECT sum(total_paid), member_id FROM purchase GROUP BY member_id",
    );
    assert_offers(&f, q, "SELECT total_paid FROM purchase");
}

/// Visits keyed by museum and visitor; customers with a stored order count.
const VISITS: &str = "
CREATE TABLE museum (museum_id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE visitor (visitor_id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE visit (museum_id INTEGER REFERENCES museum(museum_id),
  visitor_id INTEGER REFERENCES visitor(visitor_id), tickets INTEGER,
  PRIMARY KEY (museum_id, visitor_id));
CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, name TEXT, order_count INTEGER);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(customer_id), item TEXT);
INSERT INTO museum VALUES (1,'Louvre'),(2,'Prado'),(3,'Tate');
INSERT INTO visitor VALUES (1,'Ida'),(2,'Jon'),(3,'Kim');
INSERT INTO visit VALUES (1,1,2),(2,1,1),(3,1,4),(1,2,9),(2,3,1),(3,3,2);
INSERT INTO customer VALUES (1,'Kay',9),(2,'Lu',2);
INSERT INTO orders VALUES (1,1,'pen'),(2,2,'ink'),(3,2,'cap');
";

/// "visitor visited": a verb after a table word is what the rows did; "order count" is a
/// compound noun naming a column, not an ordering and a count.
#[rstest]
#[case::verb_after_table(
    "Which visitor visited the most museums? Show the name.",
    "SELECT v.name FROM visitor v JOIN visit t ON v.visitor_id = t.visitor_id GROUP BY v.visitor_id ORDER BY count(*) DESC LIMIT 1"
)]
#[case::compound(
    "Which customer has the highest order count?",
    "SELECT name FROM customer ORDER BY order_count DESC LIMIT 1"
)]
#[case::composite_key_group(
    "What is the total tickets of each visitor?",
    "SELECT sum(tickets), visitor_id FROM visit GROUP BY visitor_id"
)]
fn words_that_are_not_what_they_seem(#[case] question: &str, #[case] expected: &str) {
    assert_offers(&fixture(VISITS), question, expected);
}

/// Payments with a column named partly "amount".
const PAYMENTS: &str = "
CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE payment (payment_id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customer(customer_id), amount_paid REAL);
INSERT INTO customer VALUES (1,'Kay'),(2,'Lu'),(3,'Mo');
INSERT INTO payment VALUES (1,1,10.0),(2,1,5.5),(3,2,7.0),(4,3,1.0),(5,3,2.0);
";

/// "amount" is filler ("the amount of tickets") unless a column is named with it: then it is
/// part of the phrase that names that column.
#[test]
fn amount_names_a_column_named_with_it() {
    assert_first(
        &fixture(PAYMENTS),
        "What is the total amount paid by each customer?",
        "SELECT sum(amount_paid), customer_id FROM payment GROUP BY customer_id",
    );
}
