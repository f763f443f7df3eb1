//! Vertically split tables and alternatives across a join, each a general rule on a fixture of
//! its own: a table `t_c(key, c)` holding a copy of `t.c` is read either way, an attribute named
//! twice is read from one copy, a copy hanging off a joined table is reached, a row with no
//! name is named by the row it refers to, and "X or Y"
//! whose alternatives live on two sides of a one-to-many join is a UNION (an OR over the join
//! would drop the rows with no related row).

use super::fixtures::{
    assert_first, assert_offers, fixture, generate, rank_of, sqls, Fixture, SHOWN as K,
};
use rstest::rstest;

/// Athletes (people who compete) with a world rank, and the rank stored again apart in
/// `athlete_world_rank` with other values, so each copy's reading returns other rows.
const ATHLETES: &str = "
CREATE TABLE person (person_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
CREATE TABLE athlete (athlete_id INTEGER PRIMARY KEY, person_id INTEGER REFERENCES person(person_id),
  prize_money REAL, world_rank INTEGER);
CREATE TABLE athlete_world_rank (athlete_id INTEGER, world_rank INTEGER);
INSERT INTO person VALUES (1,'Ann','Oslo'),(2,'Bob','Rome'),(3,'Cyd','Lima'),(4,'Dee','Oslo');
INSERT INTO athlete VALUES (10,1,500.0,3),(11,2,900.0,1),(12,3,200.0,4),(13,4,700.0,2);
INSERT INTO athlete_world_rank VALUES (10,1),(11,4),(12,2),(13,3);
";

/// Instructors, the grades they teach (not every instructor teaches: Di teaches nothing), and
/// their age stored again apart in `instructor_age` with other values.
const INSTRUCTORS: &str = "
CREATE TABLE instructor (instructor_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, hometown TEXT);
CREATE TABLE course (course_id INTEGER PRIMARY KEY, subject TEXT);
CREATE TABLE course_arrange (course_id INTEGER REFERENCES course(course_id),
  instructor_id INTEGER REFERENCES instructor(instructor_id), grade INTEGER,
  PRIMARY KEY (course_id, instructor_id, grade));
CREATE TABLE instructor_age (instructor_id INTEGER, age INTEGER);
INSERT INTO instructor VALUES (1,'Ada',45,'Leeds'),(2,'Bo',28,'York'),(3,'Cy',52,'Bath'),
  (4,'Di',26,'Hull'),(5,'Ed',33,'York');
INSERT INTO course VALUES (10,'Math'),(11,'Art'),(12,'Music');
INSERT INTO course_arrange VALUES (10,1,7),(11,3,8),(12,5,7),(10,2,8);
INSERT INTO instructor_age VALUES (1,28),(2,52),(3,26),(4,33),(5,45);
";

/// The alias a reading gives `table` (`T2` in `… athlete AS T2 …`), if it reads it.
fn alias(sql: &str, table: &str) -> Option<String> {
    let marker = format!(" {table} AS ");
    let at = sql.find(&marker)? + marker.len();
    Some(
        sql[at..]
            .chars()
            .take_while(|c| c.is_alphanumeric())
            .collect(),
    )
}

/// Each copy of a split attribute is read in its own reading, the split's right after the
/// base's, also when the copy hangs off a table that is itself joined (names come from
/// `person`, the rank from `athlete` or from its split).
#[rstest]
#[case::split_off_a_joined_table(
    "Show the names of the athletes and their world ranks, sorted by world rank.",
    "SELECT p.name, a.world_rank FROM person p JOIN athlete a ON p.person_id = a.person_id ORDER BY a.world_rank",
    "SELECT p.name, w.world_rank FROM person p JOIN athlete a ON p.person_id = a.person_id JOIN athlete_world_rank w ON a.athlete_id = w.athlete_id ORDER BY w.world_rank"
)]
#[case::split_off_the_main_table(
    "List the prize money and world rank of every athlete.",
    "SELECT prize_money, world_rank FROM athlete",
    "SELECT a.prize_money, w.world_rank FROM athlete a JOIN athlete_world_rank w ON a.athlete_id = w.athlete_id"
)]
#[case::ordered_by_the_split_attribute(
    "List the prize money of every athlete, ordered by world rank.",
    "SELECT prize_money FROM athlete ORDER BY world_rank",
    "SELECT a.prize_money FROM athlete a JOIN athlete_world_rank w ON a.athlete_id = w.athlete_id ORDER BY w.world_rank"
)]
fn the_split_reading_follows_the_base_reading(
    #[case] question: &str,
    #[case] base: &str,
    #[case] split: &str,
) {
    assert_split_follows_base(&fixture(ATHLETES), question, base, split);
}

/// `split` is offered right after `base` among the first readings of `question`.
fn assert_split_follows_base(f: &Fixture, question: &str, base: &str, split: &str) {
    let proposals = generate(f, question, K);
    let (b, s) = (rank_of(f, &proposals, base), rank_of(f, &proposals, split));
    assert!(
        b.is_some() && s == b.map(|b| b + 1),
        "{question}\nbase {base} at {b:?}, split {split} at {s:?}\ngot {:#?}",
        sqls(&proposals)
    );
}

/// Clubs, their members and the members' games, with the club's name stored again apart in
/// `club_club_name` with other values: the name is read three joins away from the scores.
const CLUBS: &str = "
CREATE TABLE club (club_id INTEGER PRIMARY KEY, club_name TEXT, city TEXT);
CREATE TABLE member (member_id INTEGER PRIMARY KEY, club_id INTEGER REFERENCES club(club_id),
  name TEXT);
CREATE TABLE game (game_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES member(member_id),
  score INTEGER);
CREATE TABLE club_club_name (club_id INTEGER, club_name TEXT);
INSERT INTO club VALUES (1,'Rooks','Oslo'),(2,'Pawns','Rome'),(3,'Kings','Lima');
INSERT INTO member VALUES (1,1,'Ann'),(2,1,'Bob'),(3,2,'Cyd'),(4,3,'Dee');
INSERT INTO game VALUES (1,1,10),(2,2,30),(3,3,25),(4,4,12),(5,4,18);
INSERT INTO club_club_name VALUES (1,'Pawns'),(2,'Kings'),(3,'Rooks');
";

/// A reading whose shown name lives in a split table three joins away still comes with its
/// twin, right after it: the generator builds the twin from the reading itself.
#[test]
fn a_three_table_reading_comes_with_its_twin() {
    let f = fixture(CLUBS);
    let question = "What is the average score of the members of each club? Show the club name and the average score.";
    let base =
        "SELECT c.club_name, AVG(g.score) FROM club c JOIN member m ON c.club_id = m.club_id \
                JOIN game g ON m.member_id = g.member_id GROUP BY c.club_id";
    let split = "SELECT n.club_name, AVG(g.score) FROM club c JOIN member m ON c.club_id = m.club_id \
                 JOIN game g ON m.member_id = g.member_id JOIN club_club_name n ON c.club_id = n.club_id \
                 GROUP BY c.club_id";
    assert_split_follows_base(&f, question, base, split);
}

/// A row with no name of its own is named by the row it refers to: an athlete's name is its
/// person's, not its key.
#[rstest]
#[case(
    "Show the names of the athletes and their world ranks, sorted by world rank.",
    "SELECT p.name, a.world_rank FROM person p JOIN athlete a ON p.person_id = a.person_id ORDER BY a.world_rank"
)]
#[case(
    "What are the names of the athletes with prize money above 600?",
    "SELECT p.name FROM person p JOIN athlete a ON p.person_id = a.person_id WHERE a.prize_money > 600"
)]
fn a_nameless_row_is_named_by_the_row_it_refers_to(#[case] question: &str, #[case] expected: &str) {
    assert_first(&fixture(ATHLETES), question, expected);
}

/// One attribute is read from one copy in the whole reading: no reading shows the base's
/// world rank and orders by the split's (two readings mixed).
#[rstest]
#[case("Show the names of the athletes and their world ranks, sorted by world rank.")]
#[case("List the prize money and world rank of every athlete, ordered by world rank.")]
#[case("Which athletes have a world rank below 3? Give their prize money.")]
fn no_reading_mixes_the_copies(#[case] question: &str) {
    let f = fixture(ATHLETES);
    let proposals = generate(&f, question, K);
    for p in &proposals {
        let (Some(base), Some(split)) = (
            alias(&p.sql, "athlete"),
            alias(&p.sql, "athlete_world_rank"),
        ) else {
            continue;
        };
        let reads = |a: &str| p.sql.matches(&format!("{a}.world_rank")).count();
        assert!(
            reads(&base) == 0 || reads(&split) == 0,
            "{question}\nmixed copies in {}\ngot {:#?}",
            p.sql,
            sqls(&proposals)
        );
    }
}

/// "X or Y" whose alternatives are on two sides of a join that can drop rows (an instructor
/// who teaches nothing) is a UNION of each alternative over its own tables, first; its
/// reading through the split copy is offered too.
#[rstest]
#[case::union_first(
    true,
    "List the names of the instructors who teach grade 7 or are younger than 30.",
    "SELECT t.name FROM instructor t JOIN course_arrange c ON t.instructor_id = c.instructor_id WHERE c.grade = 7 UNION SELECT name FROM instructor WHERE age < 30"
)]
#[case::union_with_the_split_copy(
    false,
    "List the names of the instructors who teach grade 7 or are younger than 30.",
    "SELECT t.name FROM instructor t JOIN course_arrange c ON t.instructor_id = c.instructor_id WHERE c.grade = 7 UNION SELECT t.name FROM instructor t JOIN instructor_age a ON t.instructor_id = a.instructor_id WHERE a.age < 30"
)]
#[case::two_joins_away(
    true,
    "Which instructors teach the Math course or are younger than 30? Give their names.",
    "SELECT t.name FROM instructor t JOIN course_arrange c ON t.instructor_id = c.instructor_id JOIN course s ON s.course_id = c.course_id WHERE s.subject = 'Math' UNION SELECT name FROM instructor WHERE age < 30"
)]
fn alternatives_across_a_join_are_a_union(
    #[case] first: bool,
    #[case] question: &str,
    #[case] expected: &str,
) {
    let f = fixture(INSTRUCTORS);
    if first {
        assert_first(&f, question, expected);
    } else {
        assert_offers(&f, question, expected);
    }
}

/// Alternatives on one table lose no rows to a join: the OR reading stays first.
#[rstest]
#[case("Which instructors are from York or from Hull? Give their names.")]
#[case("List the names of the instructors whose hometown is Leeds or Bath.")]
fn alternatives_on_one_table_stay_an_or(#[case] question: &str) {
    let f = fixture(INSTRUCTORS);
    let proposals = generate(&f, question, K);
    let first = proposals.first().map(|p| p.sql.as_str()).unwrap_or("");
    assert!(
        first.contains(" OR ") && !first.contains("UNION"),
        "{question}\ngot {:#?}",
        sqls(&proposals)
    );
}

/// A negated relation keeps its meaning when the attribute shown is read from a split copy:
/// the NOT IN tests the key of the table that declares the relation, and that reading is
/// offered among the first (after the base one and its EXCEPT form).
#[test]
fn a_negated_relation_reads_through_the_split_copy() {
    let f = fixture(INSTRUCTORS);
    let question = "Which instructors do not teach any course? Give their ages.";
    let base = "SELECT age FROM instructor WHERE instructor_id NOT IN (SELECT instructor_id FROM course_arrange)";
    let split = "SELECT a.age FROM instructor t JOIN instructor_age a ON t.instructor_id = a.instructor_id WHERE t.instructor_id NOT IN (SELECT instructor_id FROM course_arrange)";
    let proposals = generate(&f, question, K);
    let (b, s) = (
        rank_of(&f, &proposals, base),
        rank_of(&f, &proposals, split),
    );
    assert!(
        b == Some(0) && s.is_some(),
        "{question}\nbase at {b:?}, split at {s:?}\ngot {:#?}",
        sqls(&proposals)
    );
}

/// Guests whose last name is stored again apart, and their stays (Ann stayed in a suite twice).
const GUESTS: &str = "
CREATE TABLE guest (guest_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
CREATE TABLE guest_last_name (guest_id INTEGER, last_name TEXT);
CREATE TABLE stay (stay_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guest(guest_id),
  room_kind TEXT);
INSERT INTO guest VALUES (1,'Ann','Lind'),(2,'Bob','Ruiz'),(3,'Cyd','Kaya');
INSERT INTO guest_last_name VALUES (1,'Ruiz'),(2,'Kaya'),(3,'Lind');
INSERT INTO stay VALUES (1,1,'Suite'),(2,1,'Suite'),(3,2,'Single'),(4,3,'Suite');
";

/// Rows repeated by a filtering join are listed once in the split copy's reading as in the
/// base's: the copy pairs the guests' rows one to one.
#[test]
fn the_split_reading_lists_filtered_rows_once_too() {
    assert_offers(
        &fixture(GUESTS),
        "What are the first and last names of the guests who stayed in a Suite?",
        "SELECT DISTINCT g.first_name, l.last_name FROM guest g \
         JOIN guest_last_name l ON g.guest_id = l.guest_id \
         JOIN stay s ON g.guest_id = s.guest_id WHERE s.room_kind = 'Suite'",
    );
}
