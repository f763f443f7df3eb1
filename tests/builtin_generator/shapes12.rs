//! Question shapes of a twelfth round, all ordinary Spider shapes said in another way: a bound
//! after its number ("three or more books"), a negative contraction ("aren't"), "add up", a
//! bound on a total that the question also lists, and "A but no B" over one table's
//! attribute. Found on `eval-data/probe10.jsonl`; this database is new.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A bookshop chain: shops in cities, books by authors, and the copies each shop sold.
const BOOKSHOPS: &str = "
CREATE TABLE author (author_id INTEGER PRIMARY KEY, author_name TEXT, country TEXT);
CREATE TABLE book (book_id INTEGER PRIMARY KEY, title TEXT, genre TEXT, price REAL,
  is_paperback TEXT, author_id INTEGER REFERENCES author(author_id));
CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, city TEXT, shop_kind TEXT);
CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, shop_id INTEGER REFERENCES shop(shop_id),
  book_id INTEGER REFERENCES book(book_id), copies INTEGER);
INSERT INTO author VALUES (1,'Ana Ruiz','Spain'),(2,'Bo Lind','Sweden'),(3,'Cy Moss','Ireland');
INSERT INTO book VALUES
  (1,'Tides','Poetry',12,'Y',1),(2,'Ember','Crime',20,'N',1),(3,'Frost','Crime',25,'N',1),
  (4,'Moor','Crime',8,'Y',2),(5,'Glass','Poetry',30,'N',2),(6,'Reeds','Poetry',9,'Y',3),
  (7,'Ashes','Crime',14,'Y',3),(8,'Dunes','Poetry',18,'N',3),(9,'Anon','Crime',5,'Y',NULL);
INSERT INTO shop VALUES (1,'Leeds','Outlet'),(2,'Leeds','Flagship'),(3,'Cork','Outlet'),
  (4,'Malmo','Flagship'),(5,'Cork','Kiosk'),(6,'Malmo','Flagship'),(7,'Cork','Outlet');
INSERT INTO sale VALUES (1,1,1,30),(2,1,2,25),(3,2,3,5),(4,3,4,60),(5,4,5,12),(6,5,6,8),
  (7,6,7,45),(8,1,4,3),(9,2,8,2),(10,3,2,4);
";

#[rstest]
// A bound said after its number, before what it counts, is the bound said first.
#[case(
    "Which genres have four or more books?",
    "SELECT genre FROM book GROUP BY genre HAVING COUNT(*) >= 4"
)]
#[case(
    "List the names of the authors who wrote three or more books.",
    "SELECT a.author_name FROM author a JOIN book b ON a.author_id = b.author_id \
     GROUP BY a.author_id HAVING COUNT(*) >= 3"
)]
// "aren't" is "are not": the flag's other value, not a relation to other rows.
#[case(
    "What is the average price of the books that aren't paperbacks?",
    "SELECT AVG(price) FROM book WHERE is_paperback = 'N'"
)]
#[case(
    "Add up the prices of the crime books.",
    "SELECT SUM(price) FROM book WHERE genre = 'Crime'"
)]
// A bound on what the question lists as a total is on the total.
#[case(
    "Show the title and the total copies sold of every book that sold more than 40 copies.",
    "SELECT b.title, SUM(s.copies) FROM book b JOIN sale s ON b.book_id = s.book_id \
     GROUP BY b.book_id HAVING SUM(s.copies) > 40"
)]
// "an average of more than 20 copies": the average compared, of the attribute after the number.
#[case(
    "Which books have an average of more than 20 copies in their sales? Give the titles.",
    "SELECT b.title FROM book b JOIN sale s ON b.book_id = s.book_id \
     GROUP BY b.book_id HAVING AVG(s.copies) > 20"
)]
// "A but no B" over one table: the cities, not the shops, are excluded, and each city is
// listed once (Cork has two outlets).
#[case(
    "Which cities have an outlet shop but no flagship shop?",
    "SELECT city FROM shop WHERE shop_kind = 'Outlet' \
     EXCEPT SELECT city FROM shop WHERE shop_kind = 'Flagship'"
)]
// Rows that hold the reference have none when it is empty (`author_id IS NULL`), not when it
// names a row that does not exist.
#[case(
    "How many books have no author?",
    "SELECT COUNT(*) FROM book WHERE author_id IS NULL"
)]
fn ordinary_shapes_said_another_way(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(BOOKSHOPS), question, expected);
}

/// Staff with a mentor among them.
const STAFF: &str = "
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
  mentor_id INTEGER REFERENCES staff(staff_id), mentor_score INTEGER);
CREATE TABLE shift (shift_id INTEGER PRIMARY KEY, staff_id INTEGER REFERENCES staff(staff_id),
  hours INTEGER);
INSERT INTO staff VALUES (1,'Ada','Hale',NULL,9),(2,'Ben','Ito',1,7),(3,'Cy','Lund',1,2),
  (4,'Dee','Moss',2,3),(5,'Eli','Hale',NULL,8),(6,'Ada','Ito',5,1);
INSERT INTO shift VALUES (1,1,8),(2,1,6),(3,2,4),(4,5,7),(5,5,5),(6,6,9),(7,3,12),(8,4,3);
";

// People grouped by name are grouped by first and last name together, as their names are
// listed: two Hales and two Adas are four people.
#[test]
fn people_are_grouped_by_their_full_names() {
    assert_first(
        &fixture(STAFF),
        "Which staff worked more than 10 hours in total? Give their names and the total hours.",
        "SELECT s.first_name, s.last_name, SUM(h.hours) FROM staff s \
         JOIN shift h ON s.staff_id = h.staff_id GROUP BY s.staff_id HAVING SUM(h.hours) > 10",
    );
}

#[rstest]
// "mentored by Ada Hale" names the mentor by the value after "by": the table read twice.
#[case(
    "Which staff were mentored by Ada Hale? Give their first names.",
    "SELECT s.first_name FROM staff s JOIN staff m ON s.mentor_id = m.staff_id \
     WHERE m.first_name = 'Ada' AND m.last_name = 'Hale'"
)]
// A role word that opens a column's name ("mentor score") names the column: no role, and
// "better … than" compares like "higher … than".
#[case(
    "Which staff have a better mentor score than the average? Give their first names.",
    "SELECT first_name FROM staff WHERE mentor_score > (SELECT AVG(mentor_score) FROM staff)"
)]
#[case(
    "List the last names of the staff without a mentor.",
    "SELECT last_name FROM staff WHERE mentor_id IS NULL"
)]
fn role_words_said_as_verbs_or_in_column_names(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(STAFF), question, expected);
}
