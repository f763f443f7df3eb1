//! Table-driven tests of the atomiser: every atom kind, alias resolution, commutative
//! normalisation, set operations, nested subqueries, errors, and every gold SQL of the dev set.

use super::*;
use crate::core::schema::{Column, Schema, Table};
use rstest::rstest;
use std::collections::BTreeSet;

fn atoms(sql: &str) -> Vec<Atom> {
    match atomize(sql) {
        Ok(atoms) => atoms,
        Err(e) => panic!("{sql}: {e}"),
    }
}

fn keys(sql: &str) -> BTreeSet<String> {
    atoms(sql).into_iter().map(|a| a.key).collect()
}

/// The atom with this key (panics with the full list when it is missing).
fn find(sql: &str, key: &str) -> Atom {
    let all = atoms(sql);
    match all.iter().find(|a| a.key == key) {
        Some(a) => a.clone(),
        None => panic!(
            "{sql}: no atom {key:?} in {:#?}",
            all.iter().map(|a| &a.key).collect::<Vec<_>>()
        ),
    }
}

fn assert_spans(sql: &str, atoms: &[Atom]) {
    for a in atoms {
        assert_eq!(
            sql.get(a.span.clone()),
            Some(a.text.as_str()),
            "{sql}: {a:?}"
        );
    }
}

fn schema(tables: &[(&str, &[&str])]) -> Schema {
    Schema {
        tables: tables
            .iter()
            .map(|(name, columns)| Table {
                name: name.to_string(),
                columns: columns
                    .iter()
                    .map(|c| Column {
                        name: c.to_string(),
                        ..Column::default()
                    })
                    .collect(),
                ..Table::default()
            })
            .collect(),
        foreign_keys: Vec::new(),
        ..Default::default()
    }
}

#[rstest]
#[case::table(
    "SELECT name FROM singer",
    AtomKind::Table,
    "|table|singer",
    "singer",
    "|from"
)]
#[case::table_alias(
    "select T1.name from singer as T1",
    AtomKind::Table,
    "|table|singer",
    "singer as T1",
    "|from"
)]
#[case::self_join(
    "select T1.name from emp as T1 join emp as T2 on T1.boss = T2.id",
    AtomKind::Table,
    "|table|emp#2",
    "emp as T2",
    "|from"
)]
#[case::join_on(
    "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.singer_id",
    AtomKind::Join,
    "|join|concert.singer_id = singer.id",
    "T1.id = T2.singer_id",
    "|join"
)]
#[case::join_on_second_conjunct(
    "select * from a join b on a.id = b.aid and b.k = 1",
    AtomKind::Join,
    "|join|b.k = 1",
    "b.k = 1",
    "|join"
)]
#[case::join_using(
    "select * from a join b using (id)",
    AtomKind::Join,
    "|join|a.id = b.id",
    "using (id)",
    "|join"
)]
#[case::join_in_where(
    "select a.x from a, b where a.id = b.aid and a.y > 1",
    AtomKind::Join,
    "|join|a.id = b.aid",
    "a.id = b.aid",
    "|join"
)]
#[case::self_join_condition(
    "select T1.name from emp as T1 join emp as T2 on T1.boss = T2.id",
    AtomKind::Join,
    "|join|emp#2.id = emp.boss",
    "T1.boss = T2.id",
    "|join"
)]
#[case::projection(
    "select name, age from singer",
    AtomKind::Projection,
    "|projection|singer.age",
    "age",
    "|select"
)]
#[case::projection_alias(
    "select age + 1 as older from singer",
    AtomKind::Projection,
    "|projection|singer.age + 1",
    "age + 1 as older",
    "|select"
)]
#[case::scalar_max(
    "select max(a, b) from t",
    AtomKind::Projection,
    "|projection|max(t.a, t.b)",
    "max(a, b)",
    "|select"
)]
#[case::wildcard(
    "select * from singer",
    AtomKind::Projection,
    "|projection|singer.*",
    "*",
    "|select"
)]
#[case::aggregate(
    "SELECT COUNT(*) FROM singer",
    AtomKind::Aggregate,
    "|aggregate|count(*)",
    "COUNT(*)",
    "|select"
)]
#[case::aggregate_expression(
    "select max(age) - min(age) from singer",
    AtomKind::Aggregate,
    "|aggregate|max(singer.age) - min(singer.age)",
    "max(age) - min(age)",
    "|select"
)]
#[case::aggregate_distinct(
    "select count(DISTINCT country) from singer",
    AtomKind::Aggregate,
    "|aggregate|count(distinct singer.country)",
    "count(DISTINCT country)",
    "|select"
)]
#[case::predicate(
    "select name from singer where age > 30",
    AtomKind::Predicate,
    "|predicate|singer.age > 30",
    "age > 30",
    "|where"
)]
#[case::predicate_between(
    "select name from singer where age between 20 and 30 and name like 'A%'",
    AtomKind::Predicate,
    "|predicate|singer.age <= 30",
    "age between 20 and 30",
    "|where"
)]
#[case::predicate_not_exists_text(
    "select name from singer where not age is null and country = 'France'",
    AtomKind::Predicate,
    "|predicate|not singer.age is null",
    "not age is null",
    "|where"
)]
#[case::having(
    "select country from singer group by country having count(*) > 2",
    AtomKind::Having,
    "|having|count(*) > 2",
    "count(*) > 2",
    "|having"
)]
#[case::group_by(
    "select country, count(*) from singer group by country",
    AtomKind::GroupBy,
    "|group_by|singer.country",
    "country",
    "|group_by"
)]
#[case::order_by_default_asc(
    "select name from singer order by age",
    AtomKind::OrderBy,
    "|order_by|singer.age asc",
    "age",
    "|order_by"
)]
#[case::order_by_desc(
    "select name from singer order by age DESC, name",
    AtomKind::OrderBy,
    "|order_by|singer.age desc",
    "age DESC",
    "|order_by"
)]
#[case::limit(
    "select name from singer order by age desc limit 3",
    AtomKind::Limit,
    "|limit|3",
    "limit 3",
    "|limit"
)]
#[case::offset(
    "select name from singer limit 3 offset 6",
    AtomKind::Offset,
    "|offset|6",
    "offset 6",
    "|offset"
)]
#[case::offset_comma(
    "select name from singer limit 6, 3",
    AtomKind::Offset,
    "|offset|6",
    "6",
    "|offset"
)]
#[case::limit_comma(
    "select name from singer limit 6, 3",
    AtomKind::Limit,
    "|limit|3",
    "limit 6, 3",
    "|limit"
)]
#[case::distinct(
    "select DISTINCT country from singer",
    AtomKind::Distinct,
    "|distinct|distinct",
    "DISTINCT",
    "|select"
)]
#[case::union(
    "select a from t union select b from u",
    AtomKind::SetOp,
    "|set_op|union",
    "union",
    "|set_op"
)]
#[case::union_all(
    "select a from t UNION ALL select b from u",
    AtomKind::SetOp,
    "|set_op|union all",
    "UNION ALL",
    "|set_op"
)]
#[case::intersect(
    "select a from t intersect select b from u",
    AtomKind::SetOp,
    "|set_op|intersect",
    "intersect",
    "|set_op"
)]
#[case::except(
    "select a from t except select b from u",
    AtomKind::SetOp,
    "|set_op|except",
    "except",
    "|set_op"
)]
#[case::set_branch(
    "select a from t except select b from u",
    AtomKind::Projection,
    "set1|projection|u.b",
    "b",
    "set1|select"
)]
#[case::second_union(
    "select a from t union select b from u union select c from v",
    AtomKind::SetOp,
    "|set_op|union#2",
    "union",
    "|set_op"
)]
#[case::where_subquery(
    "select name from singer where age > (select avg(age) from singer)",
    AtomKind::Subquery,
    "|subquery|(|aggregate|avg(singer.age); |table|singer)",
    "(select avg(age) from singer)",
    "|where"
)]
#[case::from_subquery(
    "select q.x from (select a as x from t) as q",
    AtomKind::Subquery,
    "|subquery|(|projection|t.a; |table|t)",
    "(select a as x from t) as q",
    "|from"
)]
fn every_kind_gets_its_key_text_and_slot(
    #[case] sql: &str,
    #[case] kind: AtomKind,
    #[case] key: &str,
    #[case] text: &str,
    #[case] slot: &str,
) {
    let atom = find(sql, key);
    assert_eq!(atom.kind, kind);
    assert_eq!(atom.text, text);
    assert_eq!(atom.slot, slot);
    assert_eq!(atom.nl, None);
    assert!(atom
        .key
        .starts_with(&format!("{}|{}|", atom.path, kind.as_str())));
    assert_spans(sql, &atoms(sql));
}

#[rstest]
#[case::alias_vs_plain("select T1.name from singer as T1", "SELECT name FROM singer")]
#[case::case_and_space(
    "select name from singer where age > 30",
    "SELECT  Name\n\tFROM Singer WHERE AGE>30"
)]
#[case::quoted_identifiers("select \"Name\" from [singer]", "select name from singer")]
#[case::flipped_comparison(
    "select name from singer where age > 30",
    "select name from singer where 30 < age"
)]
#[case::flipped_equality(
    "select * from t join u on t.id = u.tid",
    "select * from t join u on u.tid = t.id"
)]
#[case::join_order_and_aliases(
    "select T1.name from singer as T1 join concert as T2 on T1.id = T2.sid",
    "select singer.name from concert join singer on concert.sid = singer.id"
)]
#[case::and_or_order(
    "select a from t where x = 1 and (y = 2 or z = 3)",
    "select a from t where (z = 3 or y = 2) and 1 = x"
)]
#[case::parenthesised_conjunction(
    "select a from t where (x = 1 and y = 2) and z = 3",
    "select a from t where x = 1 and y = 2 and z = 3"
)]
#[case::double_quoted_string(
    "select name from singer where country = \"France\"",
    "select name from singer where country = 'France'"
)]
#[case::not_equal_spellings("select a from t where b != 1", "select a from t where b <> 1")]
#[case::order_by_alias(
    "select dept, count(*) as n from emp group by dept order by n desc",
    "select dept, count(*) from emp group by dept order by count(*) desc"
)]
#[case::order_by_position(
    "select name, age from singer order by 2 desc",
    "select name, age from singer order by age desc"
)]
#[case::having_alias(
    "select dept, count(*) as n from emp group by dept having n > 2",
    "select dept, count(*) from emp group by dept having count(*) > 2"
)]
#[case::explicit_asc(
    "select name from singer order by age",
    "select name from singer order by age ASC"
)]
#[case::conjuncts_reordered_with_subquery(
    "select a from t where a > (select avg(a) from t) and b = 1",
    "select a from t where b = 1 and a > (select avg(a) from t)"
)]
#[case::in_list_order(
    "select a from t where b in (3, 1, 2)",
    "select a from t where b in (1, 2, 3)"
)]
#[case::range_as_two_bounds(
    "select name from singer where age between 20 and 30",
    "select name from singer where age >= 20 and age <= 30"
)]
#[case::range_in_having(
    "select country from singer group by country having count(*) between 2 and 4",
    "select country from singer group by country having count(*) <= 4 and count(*) >= 2"
)]
fn equivalent_spellings_share_every_key(#[case] a: &str, #[case] b: &str) {
    assert_eq!(keys(a), keys(b));
    assert_eq!(canonical_sql(a), canonical_sql(b));
}

#[rstest]
#[case::strictness("select a from t where b > 30", "select a from t where b >= 30")]
#[case::direction("select a from t order by b", "select a from t order by b desc")]
#[case::exactly_vs_at_least(
    "select a from t group by a having count(*) = 2",
    "select a from t group by a having count(*) >= 2"
)]
#[case::string_case(
    "select a from t where b = 'Alice'",
    "select a from t where b = 'alice'"
)]
#[case::union_all(
    "select a from t union select a from u",
    "select a from t union all select a from u"
)]
#[case::limit("select a from t limit 1", "select a from t limit 2")]
#[case::clause_matters(
    "select a from t where b = 1",
    "select a from t group by a having b = 1"
)]
#[case::subtraction_order("select a - b from t", "select b - a from t")]
#[case::grouping(
    "select a from t where x = 1 and (y = 2 or z = 3)",
    "select a from t where (x = 1 and y = 2) or z = 3"
)]
#[case::subquery_content(
    "select a from t where b in (select b from u)",
    "select a from t where b in (select c from u)"
)]
#[case::range_vs_its_complement(
    "select a from t where b between 1 and 5",
    "select a from t where b not between 1 and 5"
)]
#[case::range_vs_one_bound(
    "select a from t where b between 1 and 5",
    "select a from t where b >= 1"
)]
fn different_readings_get_different_keys(#[case] a: &str, #[case] b: &str) {
    assert_ne!(keys(a), keys(b));
}

#[test]
fn the_atomsql_running_example_decomposes_into_its_atoms() {
    let sql = "SELECT T1.Fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.StuID = T2.StuID \
               GROUP BY T1.StuID HAVING COUNT(*) = 2 ORDER BY T1.Age DESC LIMIT 2";
    let got: Vec<(AtomKind, String, String)> = atoms(sql)
        .into_iter()
        .map(|a| (a.kind, a.key, a.text))
        .collect();
    let want = [
        (
            AtomKind::Projection,
            "|projection|student.fname",
            "T1.Fname",
        ),
        (AtomKind::Table, "|table|student", "Student AS T1"),
        (AtomKind::Table, "|table|has_pet", "Has_Pet AS T2"),
        (
            AtomKind::Join,
            "|join|has_pet.stuid = student.stuid",
            "T1.StuID = T2.StuID",
        ),
        (AtomKind::GroupBy, "|group_by|student.stuid", "T1.StuID"),
        (AtomKind::Having, "|having|count(*) = 2", "COUNT(*) = 2"),
        (
            AtomKind::OrderBy,
            "|order_by|student.age desc",
            "T1.Age DESC",
        ),
        (AtomKind::Limit, "|limit|2", "LIMIT 2"),
    ];
    let want: Vec<(AtomKind, String, String)> = want
        .iter()
        .map(|(k, key, t)| (*k, key.to_string(), t.to_string()))
        .collect();
    assert_eq!(got, want);

    // The competing reading of "older" and "two pets" (AtomSQL a1, a4) differs exactly there.
    let other = "SELECT T1.Fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.StuID = T2.StuID \
                 WHERE T1.Age > (SELECT AVG(Age) FROM Student) GROUP BY T1.StuID HAVING COUNT(T2.PetID) >= 2";
    let a = keys(sql);
    let b = keys(other);
    let only_a: Vec<&String> = a.difference(&b).collect();
    let only_b: Vec<&String> = b.difference(&a).collect();
    assert_eq!(
        only_a,
        [
            "|having|count(*) = 2",
            "|limit|2",
            "|order_by|student.age desc"
        ]
    );
    assert_eq!(
        only_b,
        [
            "where0.sub|aggregate|avg(student.age)",
            "where0.sub|table|student",
            "|having|count(has_pet.petid) >= 2",
            "|predicate|student.age > (|aggregate|avg(student.age); |table|student)",
            "|subquery|(|aggregate|avg(student.age); |table|student)",
        ]
    );
}

#[rstest]
#[case::not_in(
    "select name from singer where id not in (select singer_id from concert)",
    &["|predicate|singer.id not in (|projection|concert.singer_id; |table|concert)", "where0.sub|projection|concert.singer_id", "where0.sub|table|concert"]
)]
#[case::aggregate_comparison(
    "select name from singer where age < (select max(age) from singer where country = 'France')",
    &["where0.sub|aggregate|max(singer.age)", "where0.sub|predicate|singer.country = 'France'", "where0.sub|table|singer"]
)]
#[case::from_subquery(
    "select avg(n) from (select count(*) as n from concert group by stadium_id)",
    &["|aggregate|avg(sub0.n)", "from.sub0|aggregate|count(*)", "from.sub0|group_by|concert.stadium_id", "from.sub0|table|concert"]
)]
#[case::two_levels(
    "select a from t where b in (select b from u where c > (select avg(c) from u))",
    &["where0.sub|table|u", "where0.sub.where0.sub|aggregate|avg(u.c)", "where0.sub.where0.sub|table|u"]
)]
#[case::correlated_exists(
    "select e1.name from emp as e1 where exists (select 1 from emp as e2 where e2.dept = e1.dept and e2.pay > e1.pay)",
    &["where0.sub|join|^emp.dept = emp.dept", "where0.sub|predicate|^emp.pay < emp.pay", "where0.sub|table|emp"]
)]
#[case::set_operation_branches(
    "select name from singer where age > 40 intersect select name from singer where country = 'UK' order by name",
    &["|predicate|singer.age > 40", "set1|predicate|singer.country = 'UK'", "|set_op|intersect", "|order_by|singer.name asc"]
)]
#[case::correlated_by_table_name(
    "select a from t where b = (select max(b) from t as T2 where T2.c = t.c)",
    &["where0.sub|join|^t.c = t.c", "where0.sub|aggregate|max(t.b)"]
)]
#[case::quantified(
    "select a from t where a > all (select b from u where u.k = t.k)",
    &["|predicate|t.a > all (|join|^t.k = u.k; |projection|u.b; |table|u)", "where0.sub|join|^t.k = u.k"]
)]
#[case::cte(
    "with big as (select id from t where n > 5) select count(*) from big",
    &["with.big|predicate|t.n > 5", "|table|big", "|aggregate|count(*)"]
)]
fn nested_queries_keep_their_own_paths(#[case] sql: &str, #[case] expected: &[&str]) {
    let got = keys(sql);
    for key in expected {
        assert!(got.contains(*key), "{sql}: missing {key:?} in {got:#?}");
    }
    assert_spans(sql, &atoms(sql));
}

#[test]
fn spans_are_byte_ranges_in_multibyte_multiline_sql() {
    let sql = "SELECT \"名前\", count(*)\n  FROM  \"ünï\" AS x\r\n WHERE  x.città = 'Zürich — ü'\n\tAND x.n > 1 -- 説明\nGROUP BY \"名前\"";
    let all = atoms(sql);
    assert_spans(sql, &all);
    let texts: Vec<&str> = all.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "\"名前\"",
            "count(*)",
            "\"ünï\" AS x",
            "x.città = 'Zürich — ü'",
            "x.n > 1",
            "\"名前\""
        ]
    );
    assert!(all
        .iter()
        .any(|a| a.key == "|predicate|ünï.città = 'Zürich — ü'"));
}

#[test]
fn atoms_come_in_text_order_with_enclosing_atoms_first() {
    let sql =
        "select name from singer where age > (select avg(age) from singer) order by name limit 1";
    let all = atoms(sql);
    assert!(all.windows(2).all(|w| w[0].span.start <= w[1].span.start));
    let kinds: Vec<AtomKind> = all.iter().map(|a| a.kind).collect();
    use AtomKind::*;
    assert_eq!(
        kinds,
        [Projection, Table, Predicate, Subquery, Aggregate, Table, OrderBy, Limit]
    );
}

#[test]
fn the_schema_resolves_columns_when_several_tables_are_in_scope() {
    let schema = schema(&[
        ("singer", &["id", "name"]),
        ("song", &["singer_id", "title"]),
    ]);
    let sql = "select name, title from singer join song on id = singer_id where \"title\" = 'x'";
    let plain: BTreeSet<String> = keys(sql);
    assert!(plain.contains("|projection|name"), "{plain:#?}");
    let resolved: BTreeSet<String> = match atomize_with_schema(sql, &schema) {
        Ok(atoms) => atoms.into_iter().map(|a| a.key).collect(),
        Err(e) => panic!("{e}"),
    };
    for key in [
        "|projection|singer.name",
        "|projection|song.title",
        "|join|singer.id = song.singer_id",
        "|predicate|song.title = 'x'",
    ] {
        assert!(resolved.contains(key), "missing {key} in {resolved:#?}");
    }
}

#[rstest]
#[case::empty("", SqlError::StatementCount(0))]
#[case::two_statements("select 1; select 2", SqlError::StatementCount(2))]
#[case::insert("insert into t values (1)", SqlError::NotAQuery("INSERT".into()))]
#[case::drop("DROP TABLE singer", SqlError::NotAQuery("DROP".into()))]
fn statements_that_are_not_one_query_are_errors(#[case] sql: &str, #[case] want: SqlError) {
    assert_eq!(atomize(sql), Err(want));
}

#[rstest]
#[case::broken("select from where")]
#[case::unterminated("select 'abc from t")]
#[case::values("values (1, 2)")]
#[case::deep_parentheses(&format!("select {}1{}", "(".repeat(300), ")".repeat(300)))]
#[case::deep_subqueries(&(0..60).fold("select a from t".to_string(), |q, _| format!("select a from t where a in ({q})")))]
#[case::operator_flood(&format!("select 1{}", " + a".repeat(MAX_OPERATORS + 1)))]
#[case::and_flood(&format!("select 1 from t where {}", vec!["a = 1"; MAX_OPERATORS].join(" and ")))]
fn bad_or_hostile_input_is_an_error_not_a_panic(#[case] sql: &str) {
    assert!(atomize(sql).is_err(), "{}", &sql[..sql.len().min(80)]);
}

#[rstest]
#[case::long_sum(format!("select 1{} from t", " + a".repeat(MAX_OPERATORS - 1)))]
#[case::long_comparison_chain(format!("select a from t where {}", vec!["a"; MAX_OPERATORS / 2].join(" = ")))]
#[case::long_conjunction(format!("select 1 from t where {}", vec!["a = 1"; MAX_OPERATORS / 2 - 1].join(" and ")))]
#[case::nested_subqueries((0..12).fold("select a from t".to_string(), |q, _| format!("select a from t where a in ({q})")))]
#[case::nested_parentheses(format!("select {}1{} from t", "(".repeat(40), ")".repeat(40)))]
fn large_but_bounded_input_atomises(#[case] sql: String) {
    let all = atoms(&sql);
    assert!(!all.is_empty());
    assert_spans(&sql, &all);
}

#[test]
fn nesting_level_counts_subqueries() {
    assert_eq!(nesting_level("where0.sub.where1.sub"), 2);
    assert_eq!(nesting_level("with.subtotals"), 1);
}

#[derive(serde::Deserialize)]
struct DevExample {
    id: String,
    gold: Vec<String>,
}

#[test]
fn every_dev_gold_atomises_with_exact_spans_and_the_two_readings_differ() {
    // Compiled in rather than read at run time: the core (tests included) performs no I/O.
    let text = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/ambiqt/dev.jsonl"
    ));
    let mut examples = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let example: DevExample = match serde_json::from_str(line) {
            Ok(e) => e,
            Err(e) => panic!("{line}: {e}"),
        };
        let mut key_sets = Vec::new();
        for sql in &example.gold {
            let all = match atomize(sql) {
                Ok(all) => all,
                Err(e) => panic!("{}: {sql}: {e}", example.id),
            };
            assert!(all.len() >= 2, "{}: {sql}", example.id);
            assert_spans(sql, &all);
            key_sets.push(all.into_iter().map(|a| a.key).collect::<BTreeSet<_>>());
        }
        assert_eq!(key_sets.len(), 2, "{}", example.id);
        assert_ne!(
            key_sets[0], key_sets[1],
            "{}: both golds have the same atoms",
            example.id
        );
        examples += 1;
    }
    assert_eq!(examples, 278);
}
