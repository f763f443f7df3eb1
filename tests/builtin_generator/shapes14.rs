//! Question shapes of a fourteenth round: signed numbers ("-18", "minus 18"); temperature and
//! speed adjectives ("colder than", "the coldest", "how cold"); patterns said with "ends in",
//! "include", a closing bare word ("names ending with ade") and "the letter a"; "more X than
//! the average <row noun>" averaging X; "word count" naming a column; "on average" and
//! "altogether" around "how many <quantity>"; "whose X add up to …" and "more than N X in
//! total" as totals; a closing "ordered"; "the counts" said again; "without repeats";
//! ", in cents," and "per-word". Found on `eval-data/probe12.jsonl`; this database is new.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A cold-chain depot: fridges at sites, products, shipments stored in a fridge, storage bins
/// and the depot's newsletter articles.
const DEPOT: &str = "
CREATE TABLE fridge (fridge_id INTEGER PRIMARY KEY, fridge_name TEXT, site TEXT,
  temp_c REAL, capacity_crates INTEGER);
CREATE TABLE product (product_id INTEGER PRIMARY KEY, product_name TEXT, category TEXT);
CREATE TABLE shipment (shipment_id INTEGER PRIMARY KEY,
  fridge_id INTEGER REFERENCES fridge(fridge_id),
  product_id INTEGER REFERENCES product(product_id), crates INTEGER, truck_speed_kmh REAL);
CREATE TABLE article (article_id INTEGER PRIMARY KEY, title TEXT, section TEXT,
  word_cnt INTEGER);
CREATE TABLE storage_bin (bin_id INTEGER PRIMARY KEY, bin_label TEXT, max_items INTEGER);
INSERT INTO fridge VALUES (1,'North Vault','Leeds',-22,400),(2,'Blue Room','Leeds',4,120),
  (3,'Deep Store','York',-30,650),(4,'Chill Bay','York',-12,200),(5,'Dairy Hall','Hull',2,90);
INSERT INTO product VALUES (1,'Lemonade','drink'),(2,'Orangeade','drink'),(3,'Ice Cream','frozen'),
  (4,'Peas','frozen'),(5,'Yogurt','dairy');
INSERT INTO shipment VALUES (1,1,3,40,62),(2,3,4,25,55),(3,2,1,12,70),(4,2,2,30,48),
  (5,5,5,8,80),(6,3,3,60,51),(7,4,4,15,66),(8,2,1,20,59);
INSERT INTO article VALUES (1,'Winter rota','Staff',420),(2,'Cup final','Sports',800),
  (3,'New vault','News',350),(4,'Five-a-side','Sports',610);
INSERT INTO storage_bin VALUES (1,'B1',30),(2,'B2',80),(3,'B3',45),(4,'B4',20);
";

#[rstest]
// A sign before a number belongs to it, written or said.
#[case(
    "Which fridges are kept colder than -18 degrees? Give their names.",
    "SELECT fridge_name FROM fridge WHERE temp_c < -18"
)]
#[case(
    "List the names of the fridges whose temperature is above minus 20.",
    "SELECT fridge_name FROM fridge WHERE temp_c > -20"
)]
// Temperature adjectives name the temperature.
#[case("How cold is the coldest fridge?", "SELECT MIN(temp_c) FROM fridge")]
#[case(
    "Which fridge is the warmest? Give its name.",
    "SELECT fridge_name FROM fridge ORDER BY temp_c DESC LIMIT 1"
)]
#[case(
    "Show the names of fridges warmer than -15 degrees.",
    "SELECT fridge_name FROM fridge WHERE temp_c > -15"
)]
// Patterns: "ends in", "include", a closing bare word after the attribute, "the letter a".
#[case(
    "Show the names of the products whose name ends in 'ade'.",
    "SELECT product_name FROM product WHERE product_name LIKE '%ade'"
)]
#[case(
    "List the product names ending with ade.",
    "SELECT product_name FROM product WHERE product_name LIKE '%ade'"
)]
#[case(
    "Which products have a name that includes Cream?",
    "SELECT product_name FROM product WHERE product_name LIKE '%Cream%'"
)]
#[case(
    "List the fridge names that contain the letter a.",
    "SELECT fridge_name FROM fridge WHERE fridge_name LIKE '%a%'"
)]
// "than the average bin": the compared attribute, averaged over the rows the noun names,
// though it names only part of the table's name.
#[case(
    "Which storage bins can hold more items than the average bin? Give their labels.",
    "SELECT bin_label FROM storage_bin WHERE max_items > (SELECT AVG(max_items) FROM storage_bin)"
)]
// "word count" is the column's name, not a count of rows.
#[case(
    "What is the average word count of the sports articles?",
    "SELECT AVG(word_cnt) FROM article WHERE section = 'Sports'"
)]
// "how many <quantity>" with "on average" or "altogether" averages or adds the column up.
#[case(
    "On average, how many crates does a shipment of Peas hold?",
    "SELECT AVG(s.crates) FROM shipment s JOIN product p ON s.product_id = p.product_id \
     WHERE p.product_name = 'Peas'"
)]
#[case(
    "For each fridge, show the fridge name and how many crates it holds altogether.",
    "SELECT f.fridge_name, SUM(s.crates) FROM fridge f JOIN shipment s \
     ON f.fridge_id = s.fridge_id GROUP BY f.fridge_id"
)]
// What a row's related rows "add up to" is their total, ranked or compared.
#[case(
    "Find the name of the product whose shipments add up to the largest number of crates.",
    "SELECT p.product_name FROM product p JOIN shipment s ON p.product_id = s.product_id \
     GROUP BY p.product_id ORDER BY SUM(s.crates) DESC LIMIT 1"
)]
#[case(
    "Find the names of the fridges whose shipments add up to more than 50 crates.",
    "SELECT f.fridge_name FROM fridge f JOIN shipment s ON f.fridge_id = s.fridge_id \
     GROUP BY f.fridge_id HAVING SUM(s.crates) > 50"
)]
// A participle that closes its clause is no ordering, and "the counts" named again in a
// list are the count already asked for.
#[case(
    "How many shipments has each product ordered? List the product names and the counts.",
    "SELECT p.product_name, COUNT(*) FROM product p JOIN shipment s \
     ON p.product_id = s.product_id GROUP BY p.product_id"
)]
// "without repeats" asks for each value once; it negates nothing.
#[case(
    "Which fridges in Leeds have stored frozen products? List their names without repeats.",
    "SELECT DISTINCT f.fridge_name FROM fridge f JOIN shipment s ON f.fridge_id = s.fridge_id \
     JOIN product p ON s.product_id = p.product_id WHERE f.site = 'Leeds' AND p.category = 'frozen'"
)]
// A unit of measure set off by commas names nothing, and "per-" joined by a hyphen groups
// nothing.
#[case(
    "What is the lowest temperature, in degrees, among the fridges?",
    "SELECT MIN(temp_c) FROM fridge"
)]
#[case(
    "What is the largest per-article word count?",
    "SELECT MAX(word_cnt) FROM article"
)]
// A total compared with a number is a condition on each row's total.
#[case(
    "Which fridges have stored more than 50 crates in total? Give their names.",
    "SELECT f.fridge_name FROM fridge f JOIN shipment s ON f.fridge_id = s.fridge_id \
     GROUP BY f.fridge_id HAVING SUM(s.crates) > 50"
)]
// "in total" after a count of rows still counts them.
#[case(
    "How many shipments are there in total?",
    "SELECT COUNT(*) FROM shipment"
)]
fn signs_temperatures_patterns_and_totals(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(DEPOT), question, expected);
}
