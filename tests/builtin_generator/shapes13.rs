//! Question shapes of a thirteenth round: an ordering that says only its direction runs along
//! the measure or date the question lists ("name and founding year, from the earliest to the
//! latest"); of two keys to one table, the one whose role the question's verb says ("never
//! judged", "did … win"), declared or only named like the other table's key; "List each one
//! once" as DISTINCT; a flag "on display"; a verb compared after the counted rows ("How many
//! clubs were founded before 1950"); an aggregate's word that a column names, though a text
//! column stores it; "older than all the others"; "A-grade regattas". Found on
//! `eval-data/probe11.jsonl`; this database is new.

use super::fixtures::{assert_first, fixture};
use rstest::rstest;

/// A sailing league: clubs, sailors, regattas judged and organised by sailors, races between
/// a home and an away club, and the winner of each race (a key no constraint declares).
const SAILING: &str = "
CREATE TABLE club (club_id INTEGER PRIMARY KEY, club_name TEXT, town TEXT,
  founded_year INTEGER);
CREATE TABLE sailor (sailor_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
  club_id INTEGER REFERENCES club(club_id), age INTEGER, joined_yr TEXT);
CREATE TABLE boat (boat_id INTEGER PRIMARY KEY, boat_name TEXT, on_display TEXT,
  club_id INTEGER REFERENCES club(club_id), weight_kg REAL, ballast_type TEXT);
CREATE TABLE regatta (regatta_id INTEGER PRIMARY KEY, regatta_name TEXT, start_date TEXT,
  grade TEXT,
  organizer_id INTEGER REFERENCES sailor(sailor_id),
  judge_id INTEGER REFERENCES sailor(sailor_id));
CREATE TABLE race (race_id INTEGER PRIMARY KEY, regatta_id INTEGER REFERENCES regatta(regatta_id),
  home_club_id INTEGER REFERENCES club(club_id), away_club_id INTEGER REFERENCES club(club_id),
  winner_club_id INTEGER, course_km REAL);
INSERT INTO club VALUES (1,'Harbour Point','Dunmore',1931),(2,'Gull Rock','Kilmore',1978),
  (3,'Bay Light','Dunmore',1902),(4,'Seal Cove','Ardmore',1955);
INSERT INTO sailor VALUES (1,'Ada','Quinn',1,34,'2004'),(2,'Ben','Roe',2,41,'1998'),
  (3,'Cal','Shaw',3,27,'2015'),(4,'Dee','Tate',4,52,'1990'),(5,'Eve','Ulm',1,38,'2004'),
  (6,'Fin','Vale',2,45,'2011');
INSERT INTO boat VALUES (1,'Petrel','Y',1,120,'weight'),(2,'Tern','N',1,95,'water'),
  (3,'Skua','Y',2,140,'weight'),(4,'Auk','N',3,80,'none'),(5,'Gannet','N',4,200,'water');
INSERT INTO regatta VALUES (1,'Spring Cup','2021-04-10','A',1,2),
  (2,'Summer Series','2020-07-01','B',1,3),(3,'Autumn Trophy','2022-10-15','A',4,2);
INSERT INTO race VALUES (1,1,1,2,1,4.5),(2,1,3,4,3,6),(3,2,2,1,1,5.5),(4,2,4,3,3,3),
  (5,3,1,3,1,7),(6,3,2,4,2,4);
";

#[rstest]
// A direction without a key orders by what the list shows that can be early or large, not by
// the name listed first.
#[case(
    "List the name and founding year of every club, from the earliest to the latest.",
    "SELECT club_name, founded_year FROM club ORDER BY founded_year"
)]
#[case(
    "Show the regatta names and their start dates, earliest first.",
    "SELECT regatta_name, start_date FROM regatta ORDER BY start_date"
)]
// Alphabetical order keeps the name.
#[case(
    "List the club names and founding years in alphabetical order.",
    "SELECT club_name, founded_year FROM club ORDER BY club_name"
)]
// A verb says which of two keys to one table: the role's own verb ("judged"), or the verb
// whose doer the key names ("organized" of `organizer_id`).
#[case(
    "Which sailors have never judged a regatta? Give their first names.",
    "SELECT first_name FROM sailor WHERE sailor_id NOT IN (SELECT judge_id FROM regatta)"
)]
#[case(
    "Which sailors have never organized a regatta? Give their first names.",
    "SELECT first_name FROM sailor WHERE sailor_id NOT IN (SELECT organizer_id FROM regatta)"
)]
// `winner_club_id` is a club's key with a role word before it, declared or not; "win" says it.
#[case(
    "How many races did Harbour Point win?",
    "SELECT COUNT(*) FROM club c JOIN race r ON c.club_id = r.winner_club_id \
     WHERE c.club_name = 'Harbour Point'"
)]
#[case(
    "Which clubs have never won a race? Give their names.",
    "SELECT club_name FROM club WHERE club_id NOT IN (SELECT winner_club_id FROM race)"
)]
// "List each town once": each value once.
#[case(
    "Which towns have clubs founded before 1960? List each town once.",
    "SELECT DISTINCT town FROM club WHERE founded_year < 1960"
)]
// A flag named by a verb (`on_display`) asks for its "yes" when the participle is said.
#[case(
    "How many boats are being displayed?",
    "SELECT COUNT(*) FROM boat WHERE on_display = 'Y'"
)]
// After "on" a request verb is a state the rows are in: the flag it names.
#[case(
    "How many boats are on display?",
    "SELECT COUNT(*) FROM boat WHERE on_display = 'Y'"
)]
// A verb compared right after the counted rows restricts them; it is not asked for too.
#[case(
    "How many clubs were founded before 1950?",
    "SELECT COUNT(*) FROM club WHERE founded_year < 1950"
)]
#[case(
    "How many sailors joined before 2005?",
    "SELECT COUNT(*) FROM sailor WHERE joined_yr < 2005"
)]
// What "average" applies to is the column that names it, though a text column stores the
// word as a value (a ballast type "weight").
#[case(
    "What is the average weight of the boats on display?",
    "SELECT AVG(weight_kg) FROM boat WHERE on_display = 'Y'"
)]
// A comparison with every other row is the superlative.
#[case(
    "Which sailor is older than all the others? Give the first name.",
    "SELECT first_name FROM sailor ORDER BY age DESC LIMIT 1"
)]
#[case(
    "Which sailor is younger than any other sailor? Give the last name.",
    "SELECT last_name FROM sailor ORDER BY age ASC LIMIT 1"
)]
// A capital letter before a hyphen is a code of the attribute after it.
#[case(
    "How many A-grade regattas are there?",
    "SELECT COUNT(*) FROM regatta WHERE grade = 'A'"
)]
fn direction_roles_and_once(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(SAILING), question, expected);
}
