//! Example questions for the first screen, written from the open database's own schema, so a
//! new user sees what kind of question works on *their* data before typing anything.
//!
//! Owns: choosing the tables and columns the examples name. The largest tables (by row count)
//! are the data an analyst most likely asks about; key and code columns (`*_id`, `*_cd`) make
//! poor measures, so a measure is a numeric column that is neither.
//! Must not touch: the session — these are suggestions, never asked on the user's behalf.

use crate::core::schema::{Schema, Table};

/// At most three questions: a count of the largest table, its top row by a measure, and a
/// count of the next table.
pub fn example_questions(schema: &Schema) -> Vec<String> {
    let mut tables: Vec<&Table> = schema
        .tables
        .iter()
        .filter(|t| t.view_sql.is_none() && !t.columns.is_empty())
        .collect();
    // Largest first; unknown counts last; then by name, so the choice is stable.
    tables.sort_by(|a, b| {
        b.row_count
            .cmp(&a.row_count)
            .then_with(|| a.name.cmp(&b.name))
    });
    let mut questions = Vec::new();
    if let Some(first) = tables.first() {
        questions.push(format!("How many {} are there?", words(&first.name)));
        if let Some(measure) = first
            .columns
            .iter()
            .find(|c| is_measure(first, &c.name, &c.decl_type))
        {
            questions.push(format!(
                "Which of the {} has the highest {}?",
                words(&first.name),
                words(&measure.name)
            ));
        }
    }
    if let Some(second) = tables.get(1) {
        questions.push(format!("How many {} are there?", words(&second.name)));
    }
    questions
}

/// A name as words: `dept_2022` → "dept 2022", `OrderLines` stays one word, lower case.
fn words(name: &str) -> String {
    name.replace(['_', '-'], " ").trim().to_lowercase()
}

fn is_measure(table: &Table, column: &str, decl_type: &str) -> bool {
    let upper = decl_type.to_ascii_uppercase();
    let numeric = ["INT", "REAL", "FLOA", "DOUB", "NUMERIC", "DECIMAL"]
        .iter()
        .any(|t| upper.contains(t));
    let lower = column.to_lowercase();
    let coded = lower == "id"
        || ["_id", "id", "_cd", "_code", "_no", "_num"]
            .iter()
            .any(|suffix| lower.ends_with(suffix));
    let key = table
        .primary_key
        .iter()
        .any(|k| k.eq_ignore_ascii_case(column));
    numeric && !coded && !key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::Column;

    fn table(name: &str, rows: Option<u64>, columns: &[(&str, &str)]) -> Table {
        Table {
            name: name.into(),
            row_count: rows,
            columns: columns
                .iter()
                .map(|(n, t)| Column {
                    name: (*n).into(),
                    decl_type: (*t).into(),
                    ..Column::default()
                })
                .collect(),
            primary_key: vec![columns[0].0.into()],
            ..Table::default()
        }
    }

    #[test]
    fn examples_name_the_largest_tables_and_a_real_measure() {
        let schema = Schema {
            tables: vec![
                table("dept", Some(5), &[("dept_id", "INTEGER"), ("name", "TEXT")]),
                table(
                    "sales_orders",
                    Some(900),
                    &[
                        ("order_id", "INTEGER"),
                        ("store_id", "INTEGER"),
                        ("status_cd", "INTEGER"),
                        ("net_amount", "REAL"),
                    ],
                ),
                table(
                    "stores",
                    Some(40),
                    &[("store_id", "INTEGER"), ("city", "TEXT")],
                ),
            ],
            ..Schema::default()
        };
        assert_eq!(
            example_questions(&schema),
            [
                "How many sales orders are there?",
                "Which of the sales orders has the highest net amount?",
                "How many stores are there?"
            ]
        );
    }

    #[test]
    fn no_measure_no_second_example_and_an_empty_schema_has_none() {
        let schema = Schema {
            tables: vec![table(
                "tags",
                None,
                &[("tag_id", "INTEGER"), ("label", "TEXT")],
            )],
            ..Schema::default()
        };
        assert_eq!(example_questions(&schema), ["How many tags are there?"]);
        assert!(example_questions(&Schema::default()).is_empty());
    }
}
