//! The parser on its own: questions into frames over a small schema, described compactly.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use super::{parse, Ctx};
use crate::core::schema::{Column, ForeignKey, Schema, Table};
use crate::embed::Lexical;
use crate::generate::builtin::frame::{Frame, Operand, Slot};
use crate::generate::builtin::link::Linker;
use crate::generate::builtin::values::ValueIndex;
use proptest::prelude::*;
use rstest::rstest;

fn table(name: &str, cols: &[(&str, &[&str])], pk: &str) -> Table {
    Table {
        name: name.into(),
        columns: cols
            .iter()
            .map(|(c, samples)| Column {
                name: (*c).into(),
                decl_type: "TEXT".into(),
                samples: samples.iter().map(|s| (*s).to_string()).collect(),
                ..Column::default()
            })
            .collect(),
        primary_key: vec![pk.into()],
        ..Table::default()
    }
}

fn school() -> Schema {
    Schema {
        tables: vec![
            table(
                "student",
                &[
                    ("stu_id", &[]),
                    ("first_name", &[]),
                    ("age", &[]),
                    ("city", &["Paris", "Rome"]),
                ],
                "stu_id",
            ),
            table(
                "pet",
                &[
                    ("pet_id", &[]),
                    ("pet_type", &["cat", "dog"]),
                    ("weight", &[]),
                ],
                "pet_id",
            ),
            table("has_pet", &[("stu_id", &[]), ("pet_id", &[])], "stu_id"),
        ],
        foreign_keys: vec![ForeignKey {
            from_table: "has_pet".into(),
            from_column: "pet_id".into(),
            to_table: "pet".into(),
            to_column: "pet_id".into(),
            inferred: false,
        }],
        ..Default::default()
    }
}

fn text(frame: &Frame, slot: &Slot) -> String {
    match slot {
        Slot::Phrase(m) => frame.mentions[*m].text.clone(),
        Slot::Star => "*".into(),
        Slot::Value => "?".into(),
        Slot::AnchorKey => "key".into(),
        Slot::Key(m) => format!("key({})", frame.mentions[*m].text),
    }
}

/// `select a, avg(b) | where x=v or x=w | group c | order d desc 1 | not (…)`, only the parts
/// present.
fn describe(frame: &Frame) -> String {
    let mut parts = Vec::new();
    let items: Vec<String> = frame
        .select
        .iter()
        .map(|s| match s.agg {
            Some(agg) => format!("{}({})", agg.sql().to_lowercase(), text(frame, &s.slot)),
            None => text(frame, &s.slot),
        })
        .collect();
    parts.push(format!("select {}", items.join(", ")));
    let filter = |f: &crate::generate::builtin::frame::Filter| {
        let value = match &f.operand {
            Operand::Number(n) => n.clone(),
            Operand::Text { raw, .. } => raw.clone(),
            Operand::Aggregate(agg, s, _) => {
                format!("{}({})", agg.sql().to_lowercase(), text(frame, s))
            }
        };
        let joiner = if f.or { "or " } else { "" };
        format!("{joiner}{}{}{}", text(frame, &f.slot), f.op.sql(), value)
    };
    if !frame.filters.is_empty() {
        parts.push(format!(
            "where {}",
            frame
                .filters
                .iter()
                .map(filter)
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    if !frame.group.is_empty() {
        parts.push(format!(
            "group {}",
            frame
                .group
                .iter()
                .map(|g| text(frame, g))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if let Some(h) = &frame.having {
        let of = match &h.of {
            Some((agg, slot)) => format!("{agg:?} {}", text(frame, slot)).to_lowercase(),
            None => "count".to_string(),
        };
        parts.push(format!("having {of}{}{}", h.op.sql(), h.value));
    }
    if let Some(o) = &frame.order {
        let limit = frame.limit.map(|n| format!(" {n}")).unwrap_or_default();
        parts.push(format!(
            "order {} {}{limit}",
            text(frame, &o.slot),
            if o.desc { "desc" } else { "asc" }
        ));
    }
    for a in &frame.absences {
        parts.push(format!(
            "not ({})",
            a.filters.iter().map(filter).collect::<Vec<_>>().join(" ")
        ));
    }
    parts.join(" | ")
}

fn read(question: &str) -> String {
    let schema = school();
    let sim = Lexical::new();
    let linker = Linker::new(&schema, &sim, &[]);
    let values = ValueIndex::from_samples(&schema);
    let ctx = Ctx {
        linker: &linker,
        values: &values,
        schema: &schema,
    };
    parse(&ctx, question)
        .first()
        .map(describe)
        .unwrap_or_default()
}

#[rstest]
#[case("List the first names of all students.", "select first names")]
#[case("How many students are there?", "select count(*)")]
#[case(
    "What is the average age of students in each city?",
    "select avg(age), city | group city"
)]
#[case(
    "For each city, how many students are there?",
    "select city, count(*) | group city"
)]
#[case(
    "What is the first name of the oldest student?",
    "select first name | order age desc 1"
)]
#[case("How many students are from Paris?", "select count(*) | where ?=Paris")]
#[case(
    "List the first names of students older than 20.",
    "select first names | where age>20"
)]
#[case(
    "Find the first names of students whose age is not higher than 20.",
    "select first names | where age<=20"
)]
#[case(
    "Show the first names of students aged either 19 or 25.",
    "select first names | where age=19 or age=25"
)]
#[case(
    "List the first names of students older than the average age.",
    "select first names | where age>avg(age)"
)]
#[case(
    "Find the first names of students who do not have a dog.",
    "select first names | not (?=dog)"
)]
#[case(
    "List the cities of students in descending order of age.",
    "select cities | order age desc"
)]
#[case(
    "List the ages of students in ascending order.",
    "select ages | order ages asc"
)]
#[case(
    "What are the maximum and minimum weight of pets?",
    "select max(weight), min(weight)"
)]
#[case(
    "Find the first names of students who have at least 2 pets.",
    "select first names | group key | having count>=2"
)]
#[case(
    "How many pets does each student have? List the first name and the number.",
    "select first name, count(*) | group student"
)]
fn reads_the_structure_of_a_question(#[case] question: &str, #[case] want: &str) {
    assert_eq!(read(question), want, "{question}");
}

#[test]
fn a_question_with_nothing_to_link_has_no_frame() {
    assert_eq!(read(""), "");
    assert_eq!(read("?!"), "");
}

proptest! {
    #[test]
    fn parsing_never_panics(question in "\\PC{0,80}") {
        let _ = read(&question);
    }
}
