//! Question shapes of a fifteenth round: "list each X once" naming X; "has ordered" and "been
//! ordered by" as verbs; "more than N units of blood in total"; a full name on one side of a
//! self-join ("who mentors Nina Patel", "Nina Patel's mentor", "the vet who mentors …"); a
//! verb after "did <name>" or before "by" picking one of two keys to the same table; two
//! values of one column that both must be related (INTERSECT); "is home to"; a "number" listed
//! beside attributes; "the 2 orders that cost the most"; "full names"; "from the one who …
//! earliest to the one who … last"; plural values ("taxis"); a pattern whose attribute comes
//! after it ("with the word check in its notes"); "the longest total …". Found on
//! `eval-data/probe13.jsonl`; this database is new.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A veterinary practice: vets (one mentors another), owners and their pets, visits in which
/// one vet sees the pet and another bills it, and the practice's orders of medicine from
/// pharmacies.
const PRACTICE: &str = "
CREATE TABLE vets (vet_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
  started_yr TEXT, mentor_id INTEGER REFERENCES vets(vet_id));
CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT, town TEXT);
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, pet_name TEXT, species TEXT,
  owner_id INTEGER REFERENCES owners(owner_id));
CREATE TABLE visits (visit_num INTEGER PRIMARY KEY, pet_id INTEGER REFERENCES pets(pet_id),
  seen_by INTEGER REFERENCES vets(vet_id), billed_by INTEGER REFERENCES vets(vet_id),
  visit_dt TEXT, fee REAL, visit_time INTEGER, notes TEXT);
CREATE TABLE drug_orders (order_num INTEGER PRIMARY KEY, pharmacy_name TEXT, drug_type TEXT,
  doses_qty INTEGER, cost REAL, courier TEXT);
CREATE TABLE clinics (clinic_id INTEGER PRIMARY KEY, clinic_name TEXT, opened_yr TEXT,
  closed_reason TEXT);
INSERT INTO clinics VALUES (1,'North','1998',NULL),(2,'South','2011','AGE'),(3,'East','2005',NULL);
INSERT INTO vets VALUES (1,'Omar','Reyes','2004',NULL),(2,'Nina','Patel','2012',1),
  (3,'Lars','Berg','2009',1),(4,'Ada','Moss','2018',3),(5,'Iris','Kent','2001',NULL);
INSERT INTO owners VALUES (1,'Tom','Hale','Ely'),(2,'Ann','Cole','Ely'),(3,'Raj','Das','Diss'),
  (4,'Mia','Frost','Ely'),(5,'Leo','Park','Diss'),(6,'Zoe','Lund','Holt');
INSERT INTO pets VALUES (1,'Rex','dog',1),(2,'Tib','cat',2),(3,'Bun','rabbit',3),
  (4,'Max','dog',4),(5,'Pip','cat',5),(6,'Kiwi','bird',6),(7,'Ola','cat',1);
INSERT INTO visits VALUES
  (1,1,1,2,'2024-01-03',40,20,'annual check'),(2,2,2,1,'2024-01-09',95,45,'dental work'),
  (3,3,1,3,'2024-02-11',30,15,'nail trim'),(4,4,3,1,'2024-02-20',120,60,'x-ray check'),
  (5,5,1,1,'2024-03-02',55,25,'vaccination'),(6,1,4,2,'2024-03-15',70,30,'follow-up check'),
  (7,6,5,5,'2024-04-01',25,10,'wing clip'),(8,7,2,1,'2024-04-12',85,40,'skin test'),
  (9,4,1,2,'2024-05-05',60,35,'booster');
INSERT INTO drug_orders VALUES (1,'Hillside','antibiotic',30,300,'Taxi'),
  (2,'Riverside','antibiotic',20,210,'Van'),(3,'Hillside','painkiller',25,120,'Van'),
  (4,'Riverside','vaccine',40,560,'Taxi'),(5,'Hillside','vaccine',10,150,'Bike'),
  (6,'Meadow','painkiller',15,90,'Taxi'),(7,'Meadow','antibiotic',35,400,'Van');
";

#[rstest]
// "each X once" names X when it opens the question.
#[case(
    "List each drug type once.",
    "SELECT DISTINCT drug_type FROM drug_orders"
)]
// "has ordered" buys; it orders no list.
#[case(
    "Which pharmacy has ordered the most doses altogether?",
    "SELECT pharmacy_name FROM drug_orders GROUP BY pharmacy_name ORDER BY SUM(doses_qty) DESC \
     LIMIT 1"
)]
#[case(
    "Which pharmacies have ordered more than 50 doses of medicine in total?",
    "SELECT pharmacy_name FROM drug_orders GROUP BY pharmacy_name HAVING SUM(doses_qty) > 50"
)]
// A self-join: the named vet is the one mentored, whether said after the verb, before the
// role, or after "the vet who mentors".
#[case(
    "Who mentors Ada Moss? Give the mentor's first and last name.",
    "SELECT first_name, last_name FROM vets WHERE vet_id = 3"
)]
#[case(
    "Find the first and last name of Ada Moss's mentor.",
    "SELECT first_name, last_name FROM vets WHERE vet_id = 3"
)]
#[case(
    "Find the first name and last name of the vet who mentors Ada Moss.",
    "SELECT first_name, last_name FROM vets WHERE vet_id = 3"
)]
// The verb after "did <name>", or a participle before "by", picks the key.
#[case(
    "How many visits did Omar Reyes bill?",
    "SELECT COUNT(*) FROM visits WHERE billed_by = 1"
)]
#[case(
    "Count the visits billed by the vet Omar Reyes.",
    "SELECT COUNT(*) FROM visits WHERE billed_by = 1"
)]
// Two values of one column that both must hold: the rows related to each (INTERSECT).
#[case(
    "Which drug types have been ordered by both Hillside and Riverside?",
    "SELECT drug_type FROM drug_orders WHERE pharmacy_name = 'Hillside' INTERSECT \
     SELECT drug_type FROM drug_orders WHERE pharmacy_name = 'Riverside'"
)]
#[case(
    "Find the drug types that Riverside ordered and that Meadow also ordered.",
    "SELECT drug_type FROM drug_orders WHERE pharmacy_name = 'Riverside' INTERSECT \
     SELECT drug_type FROM drug_orders WHERE pharmacy_name = 'Meadow'"
)]
// "home to" has.
#[case(
    "List the towns that are home to at least 2 owners.",
    "SELECT town FROM owners GROUP BY town HAVING COUNT(*) >= 2"
)]
// "number" listed beside attributes is the column that numbers the rows; "the 2 orders that
// cost the most" keeps two.
#[case(
    "What are the number, pharmacy name and cost of the 2 drug orders that cost the most?",
    "SELECT order_num, pharmacy_name, cost FROM drug_orders ORDER BY cost DESC LIMIT 2"
)]
#[case(
    "Which visits had a higher fee than the average visit? Give their numbers and dates.",
    "SELECT visit_num, visit_dt FROM visits WHERE fee > (SELECT AVG(fee) FROM visits)"
)]
// "full names" are both parts of a person's name.
#[case(
    "Give the full names of the vets who started after 2005.",
    "SELECT first_name, last_name FROM vets WHERE started_yr > '2005'"
)]
// A range between two rows described alike orders the whole list.
#[case(
    "List the first and last names of the vets, from the one who started earliest to the one \
     who started last.",
    "SELECT first_name, last_name FROM vets ORDER BY started_yr ASC"
)]
// A plural of a stored value the light stemmer keeps whole.
#[case(
    "How many drug orders were carried by taxis?",
    "SELECT COUNT(*) FROM drug_orders WHERE courier = 'Taxi'"
)]
// A pattern whose attribute is said after it.
#[case(
    "List the number and fee of each visit with the word check in its notes.",
    "SELECT visit_num, fee FROM visits WHERE notes LIKE '%check%'"
)]
// A scale adjective before a total ranks the total.
#[case(
    "Which pet has the longest total visit time? Give its name.",
    "SELECT p.pet_name FROM pets p JOIN visits v ON p.pet_id = v.pet_id GROUP BY p.pet_id \
     ORDER BY SUM(v.visit_time) DESC LIMIT 1"
)]
// Right after an ordering its words name the key, though the data stores them as a code;
// "oldest" over an opening year runs from the earliest.
#[case(
    "List the names and opening years of the clinics, oldest first.",
    "SELECT clinic_name, opened_yr FROM clinics ORDER BY opened_yr ASC"
)]
// A first and a last name said together after "is" are found each in its own column.
#[case(
    "What are the names of the pets whose owner name is Ann Cole?",
    "SELECT p.pet_name FROM pets p JOIN owners o ON p.owner_id = o.owner_id \
     WHERE o.fname = 'Ann' AND o.lname = 'Cole'"
)]
fn self_joins_roles_sets_and_lists(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(PRACTICE), question, expected);
}
