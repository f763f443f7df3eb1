//! Question shapes of an eleventh round: one table read twice, through two different keys.
//! A table that refers to another through two keys (`home_team_id`, `away_team_id`) or to
//! itself (`manager_id`) gives the referred rows *roles*; a question that names them ("the
//! home team's name", "their manager", "the subfolders of Projects") reads the table once per
//! role, each instance joined through its own key. Found on `eval-data/probe9.jsonl`; these
//! databases are new.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A football league: each match refers to its home and its away team.
const LEAGUE: &str = "
CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT, city TEXT);
CREATE TABLE fixture (fixture_id INTEGER PRIMARY KEY,
  home_team_id INTEGER REFERENCES team(team_id), away_team_id INTEGER REFERENCES team(team_id),
  spectators INTEGER);
INSERT INTO team VALUES (1,'Rovers','Leeds'),(2,'United','York'),(3,'Albion','Hull');
INSERT INTO fixture VALUES (1,1,2,52000),(2,2,3,18000),(3,3,1,61000),(4,1,3,9000);
";

#[rstest]
#[case(
    "Show the home team name and the away team name of every fixture with more than 50000 spectators.",
    "SELECT h.team_name, a.team_name FROM fixture f JOIN team h ON f.home_team_id = h.team_id \
     JOIN team a ON f.away_team_id = a.team_id WHERE f.spectators > 50000"
)]
#[case(
    "List the away team's city and the home team's city for each fixture.",
    "SELECT a.city, h.city FROM fixture f JOIN team h ON f.home_team_id = h.team_id \
     JOIN team a ON f.away_team_id = a.team_id"
)]
// Naming no role, a team is read once.
#[case(
    "List the names of the teams from Leeds.",
    "SELECT team_name FROM team WHERE city = 'Leeds'"
)]
fn two_keys_to_one_table(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(LEAGUE), question, expected);
}

/// A bank: transfers from one account to another, and the customers who send and receive.
const BANK: &str = "
CREATE TABLE account (account_id INTEGER PRIMARY KEY, holder TEXT, city TEXT);
CREATE TABLE transfer (transfer_id INTEGER PRIMARY KEY,
  from_account INTEGER REFERENCES account(account_id),
  to_account INTEGER REFERENCES account(account_id), amount REAL);
CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, username TEXT);
CREATE TABLE payment (payment_id INTEGER PRIMARY KEY,
  sender_id INTEGER REFERENCES customer(customer_id),
  receiver_id INTEGER REFERENCES customer(customer_id), total REAL);
INSERT INTO account VALUES (1,'Ada','Paris'),(2,'Ben','Rome'),(3,'Cleo','Paris'),(4,'Dan','Oslo');
INSERT INTO transfer VALUES (1,1,2,100),(2,3,2,250),(3,2,1,75),(4,1,4,300),(5,3,1,20);
INSERT INTO customer VALUES (1,'ada_k'),(2,'benj'),(3,'cleo99');
INSERT INTO payment VALUES (1,1,2,800),(2,2,3,120),(3,3,1,950);
";

#[rstest]
// Each value is held by the account of the role said just before it.
#[case(
    "How many transfers went from an account in Paris to an account in Rome?",
    "SELECT COUNT(*) FROM transfer t JOIN account f ON t.from_account = f.account_id \
     JOIN account r ON t.to_account = r.account_id WHERE f.city = 'Paris' AND r.city = 'Rome'"
)]
#[case(
    "Show the origin account holder and the destination account holder of transfer 4.",
    "SELECT f.holder, r.holder FROM transfer t JOIN account f ON t.from_account = f.account_id \
     JOIN account r ON t.to_account = r.account_id WHERE t.transfer_id = 4"
)]
// "the usernames of the sender and the receiver": the attribute of both roles.
#[case(
    "Show the usernames of the sender and the receiver of every payment above 500.",
    "SELECT s.username, r.username FROM payment p JOIN customer s ON p.sender_id = s.customer_id \
     JOIN customer r ON p.receiver_id = r.customer_id WHERE p.total > 500"
)]
// Said of a role, an attribute is the instance's, not the key that reads it.
#[case(
    "List the receiver's username and the sender's username of every payment above 500.",
    "SELECT r.username, s.username FROM payment p JOIN customer s ON p.sender_id = s.customer_id \
     JOIN customer r ON p.receiver_id = r.customer_id WHERE p.total > 500"
)]
// A grammar word names a role only before the table's noun.
#[case(
    "List the holders of the accounts in Paris.",
    "SELECT holder FROM account WHERE city = 'Paris'"
)]
fn roles_named_by_prepositions_synonyms_and_lists(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(BANK), question, expected);
}

/// An office (employees and their managers) and a folder tree.
const TREES: &str = "
CREATE TABLE employee (emp_id INTEGER PRIMARY KEY, full_name TEXT,
  manager_id INTEGER REFERENCES employee(emp_id));
CREATE TABLE folder (folder_id INTEGER PRIMARY KEY, folder_name TEXT,
  parent_id INTEGER REFERENCES folder(folder_id));
CREATE TABLE document (doc_id INTEGER PRIMARY KEY, title TEXT,
  folder_id INTEGER REFERENCES folder(folder_id));
INSERT INTO employee VALUES (1,'Ada Lin',NULL),(2,'Ben Ode',1),(3,'Cleo Ray',1),(4,'Dan Fox',1),
  (5,'Eve Moss',2),(6,'Fay Hart',2);
INSERT INTO folder VALUES (1,'Projects',NULL),(2,'Archive',NULL),(3,'Alpha',1),(4,'Beta',1),
  (5,'Old',2);
INSERT INTO document VALUES (1,'plan',3),(2,'notes',3),(3,'spec',4),(4,'memo',5),(5,'draft',3);
";

#[rstest]
#[case(
    "Show the full name of each employee together with the full name of their manager.",
    "SELECT e.full_name, m.full_name FROM employee e JOIN employee m ON e.manager_id = m.emp_id"
)]
#[case(
    "Which managers have more than two employees? Give their full names.",
    "SELECT m.full_name FROM employee e JOIN employee m ON e.manager_id = m.emp_id \
     GROUP BY e.manager_id HAVING COUNT(*) > 2"
)]
// "subfolders" names the other instance as the parent, and "Projects" is its name.
#[case(
    "Show the names of the subfolders of Projects.",
    "SELECT c.folder_name FROM folder c JOIN folder p ON c.parent_id = p.folder_id \
     WHERE p.folder_name = 'Projects'"
)]
#[case(
    "Which folders have Archive as their parent folder? List their names.",
    "SELECT c.folder_name FROM folder c JOIN folder p ON c.parent_id = p.folder_id \
     WHERE p.folder_name = 'Archive'"
)]
#[case(
    "How many documents are there in each top-level folder? Show the folder name and the count.",
    "SELECT p.folder_name, COUNT(*) FROM document d JOIN folder c ON d.folder_id = c.folder_id \
     JOIN folder p ON c.parent_id = p.folder_id GROUP BY p.folder_id"
)]
fn a_table_that_refers_to_itself(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(TREES), question, expected);
}

/// Each instance's atoms carry the phrase that asked for it, so the session can say which
/// read of the table a question is about.
#[test]
fn each_instance_is_tagged_with_its_own_phrase() {
    let f = fixture(BANK);
    let proposals = super::fixtures::generate(
        &f,
        "Show the origin account holder and the destination account holder of transfer 4.",
        5,
    );
    let atoms = proposals[0].atoms.as_ref().expect("atoms");
    let phrase_of = |needle: &str| {
        atoms
            .iter()
            .find(|a| a.key.ends_with(needle))
            .and_then(|a| a.nl.clone())
    };
    let (first, second) = (phrase_of("|account.holder"), phrase_of("|account#2.holder"));
    let mut phrases = [first.expect("first read"), second.expect("second read")];
    phrases.sort();
    assert_eq!(
        phrases,
        ["destination account holder", "origin account holder"]
    );
}
