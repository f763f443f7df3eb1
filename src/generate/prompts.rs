//! The prompts qlarify sends to chat models, as pure functions of what they show: the question,
//! the (possibly masked) schema, sample values, learned hints, a structural plan, and readings
//! to differ from.
//!
//! Owns: schema serialisation (CREATE TABLE DDL with sample values as comments), ODIN's
//! generation prompt with hints (Fig. 3) and its yes/no scoring prompt (Fig. 2), LogicalBeam's
//! plan line, ForcedDiversity's "differ from these" section, and the templates in
//! `assets/prompts/`.
//! Must not touch: the network or the reply (`openai`, `extract`); which schema is shown is the
//! caller's (ODIN's masking passes a masked schema in the request).

use crate::core::hints::{format_hints, Hint, ADHERE_INSTRUCTION};
use crate::core::plans::Plan;
use crate::core::schema::Schema;
use crate::generate::openai::Message;
use std::collections::BTreeMap;

pub const SYSTEM: &str = include_str!("../../assets/prompts/system.txt");
pub const GENERATE: &str = include_str!("../../assets/prompts/generate.txt");
pub const PLAN: &str = include_str!("../../assets/prompts/plan.txt");
pub const AVOID: &str = include_str!("../../assets/prompts/avoid.txt");
pub const JUDGE: &str = include_str!("../../assets/prompts/judge.txt");

/// Sample values per `table.column` (lower-cased), overriding the schema's own samples.
pub type Samples = BTreeMap<String, Vec<String>>;

/// Sample values shown per column at most.
const SAMPLES_SHOWN: usize = 3;
/// A sample longer than this is cut (it is there to show the column's kind of value).
const SAMPLE_CHARS: usize = 40;

/// Everything a generation prompt shows.
#[derive(Debug, Clone, Copy)]
pub struct PromptInput<'a> {
    pub question: &'a str,
    pub schema: &'a Schema,
    pub samples: &'a Samples,
    pub hints: &'a [Hint],
    pub plan: Option<Plan>,
    /// ForcedDiversity: readings already given, to differ from.
    pub avoid: &'a [String],
}

/// The system message: what the model translates into, in the database's own dialect.
pub fn system_prompt(engine: crate::core::engine::Engine) -> String {
    render(SYSTEM.trim(), &[("engine", engine.label().to_string())])
}

/// The messages asking for one reading.
pub fn generation_messages(input: &PromptInput<'_>) -> Vec<Message> {
    vec![
        Message::system(system_prompt(input.schema.engine)),
        Message::user(generation_prompt(input)),
    ]
}

/// ODIN's generation prompt (Fig. 3), with LogicalBeam's plan and ForcedDiversity's section
/// when asked for.
pub fn generation_prompt(input: &PromptInput<'_>) -> String {
    let hints = format_hints(input.hints);
    let adhere = if hints.is_empty() {
        String::new()
    } else {
        format!(" {ADHERE_INSTRUCTION}")
    };
    let plan = input
        .plan
        .map(|p| {
            render(
                PLAN,
                &[
                    ("joins", p.joins.to_string()),
                    ("selects", p.selections.to_string()),
                ],
            )
            .trim_end()
            .to_string()
        })
        .unwrap_or_default();
    let avoid = if input.avoid.is_empty() {
        String::new()
    } else {
        let previous: Vec<String> = input
            .avoid
            .iter()
            .enumerate()
            .map(|(i, sql)| format!("{}. {}", i + 1, one_line(sql)))
            .collect();
        render(AVOID, &[("previous", previous.join("\n"))])
            .trim_end()
            .to_string()
    };
    render(
        GENERATE,
        &[
            ("schema", schema_ddl(input.schema, input.samples)),
            ("hints", hints),
            ("question", one_line(input.question)),
            ("adhere", adhere),
            ("plan", plan),
            ("avoid", avoid),
        ],
    )
}

/// ODIN's scoring prompt (Fig. 2): does `sql` answer the question? Option A yes, B no.
pub fn judge_messages(
    question: &str,
    schema: &Schema,
    samples: &Samples,
    hints: &[Hint],
    sql: &str,
) -> Vec<Message> {
    let text = render(
        JUDGE,
        &[
            ("schema", schema_ddl(schema, samples)),
            ("hints", format_hints(hints)),
            ("question", one_line(question)),
            ("sql", one_line(sql)),
        ],
    );
    vec![
        Message::system(system_prompt(schema.engine)),
        Message::user(text.trim_end()),
    ]
}

/// The schema as CREATE TABLE statements, a few sample values per column as comments, keys
/// and foreign keys included.
pub fn schema_ddl(schema: &Schema, samples: &Samples) -> String {
    // Names as the engine reads them back: PostgreSQL folds bare names to lower case, so the
    // model copies `"StuID"` with its quotes there.
    let ident = |name: &str| match schema.engine {
        crate::core::engine::Engine::Sqlite => ident(name),
        engine => engine.ident(name),
    };
    let mut out = String::new();
    for table in &schema.tables {
        let mut lines: Vec<(String, Option<String>)> = Vec::new();
        for column in &table.columns {
            let mut line = format!("  {}", ident(&column.name));
            if !column.decl_type.trim().is_empty() {
                line.push(' ');
                line.push_str(column.decl_type.trim());
            }
            if column.not_null {
                line.push_str(" NOT NULL");
            }
            let key = format!("{}.{}", table.name, column.name).to_lowercase();
            let values = samples.get(&key).unwrap_or(&column.samples);
            let comment = (!values.is_empty()).then(|| {
                let shown: Vec<String> = values
                    .iter()
                    .take(SAMPLES_SHOWN)
                    .map(|v| literal(v))
                    .collect();
                format!("-- e.g. {}", shown.join(", "))
            });
            lines.push((line, comment));
        }
        if !table.primary_key.is_empty() {
            let keys: Vec<String> = table.primary_key.iter().map(|k| ident(k)).collect();
            lines.push((format!("  PRIMARY KEY ({})", keys.join(", ")), None));
        }
        for fk in schema
            .foreign_keys
            .iter()
            .filter(|fk| fk.from_table.eq_ignore_ascii_case(&table.name))
        {
            lines.push((
                format!(
                    "  FOREIGN KEY ({}) REFERENCES {} ({})",
                    ident(&fk.from_column),
                    ident(&fk.to_table),
                    ident(&fk.to_column)
                ),
                None,
            ));
        }
        let kind = if table.view_sql.is_some() {
            "VIEW"
        } else {
            "TABLE"
        };
        out.push_str(&format!("CREATE {kind} {} (\n", ident(&table.name)));
        let last = lines.len().saturating_sub(1);
        for (i, (line, comment)) in lines.into_iter().enumerate() {
            out.push_str(&line);
            if i < last {
                out.push(',');
            }
            if let Some(comment) = comment {
                out.push(' ');
                out.push_str(&comment);
            }
            out.push('\n');
        }
        out.push_str(");\n");
    }
    out.trim_end().to_string()
}

/// An identifier as SQLite reads it: bare when plain, double-quoted otherwise.
fn ident(name: &str) -> String {
    let plain = !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if plain {
        name.to_string()
    } else {
        format!("\"{}\"", name.replace('"', "\"\""))
    }
}

/// A sample value as a SQL literal on one line: numbers bare, text quoted, long text cut.
fn literal(value: &str) -> String {
    let flat = one_line(value);
    if flat.parse::<f64>().is_ok() {
        return flat;
    }
    let cut: String = flat.chars().take(SAMPLE_CHARS).collect();
    let ellipsis = if cut.len() < flat.len() { "…" } else { "" };
    format!("'{}{ellipsis}'", cut.replace('\'', "''"))
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Fill `{name}` placeholders in one pass, so text substituted in (a question that contains
/// "{schema}", say) is never substituted again. Unknown `{…}` stays as written.
pub fn render(template: &str, values: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 256);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            values
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (v, close))
        });
        match value {
            Some((v, close)) => {
                out.push_str(v);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{Column, ForeignKey, Table};

    pub(crate) fn small_schema() -> Schema {
        let mut students = Table::with_columns(
            "students",
            &["id", "name", "birthplace", "origin", "dept_id"],
            &["id"],
        );
        for (column, values) in [
            ("name", &["Ann", "Bo O'Neil"][..]),
            ("birthplace", &["Utah", "Ohio"][..]),
            ("id", &["1", "2", "3", "4"][..]),
        ] {
            if let Some(c) = students.columns.iter_mut().find(|c| c.name == column) {
                c.samples = values.iter().map(|s| s.to_string()).collect();
            }
        }
        students.columns[0].decl_type = "INTEGER".into();
        students.columns[0].not_null = true;
        let departments = Table {
            name: "departments".into(),
            columns: vec![
                Column {
                    name: "id".into(),
                    decl_type: "INTEGER".into(),
                    ..Column::default()
                },
                Column {
                    name: "dept name".into(),
                    decl_type: "TEXT".into(),
                    ..Column::default()
                },
            ],
            primary_key: vec!["id".into()],
            ..Table::default()
        };
        Schema {
            tables: vec![students, departments],
            foreign_keys: vec![ForeignKey {
                from_table: "students".into(),
                from_column: "dept_id".into(),
                to_table: "departments".into(),
                to_column: "id".into(),
                inferred: false,
            }],
            ..Default::default()
        }
    }

    fn hint() -> Hint {
        Hint::new(
            "hometown",
            "students.origin",
            vec!["students.birthplace".into()],
            0,
        )
    }

    #[test]
    fn a_prompt_with_hints_and_a_plan() {
        let schema = small_schema();
        let hints = [hint()];
        let prompt = generation_prompt(&PromptInput {
            question: "Find the hometown of students",
            schema: &schema,
            samples: &Samples::new(),
            hints: &hints,
            plan: Some(Plan {
                joins: 1,
                selections: 2,
            }),
            avoid: &[],
        });
        insta::assert_snapshot!(prompt);
    }

    #[test]
    fn forced_diversity_lists_what_to_differ_from() {
        let schema = small_schema();
        let previous = vec!["SELECT birthplace\nFROM students;".to_string()];
        let prompt = generation_prompt(&PromptInput {
            question: "Find the hometown of students",
            schema: &schema,
            samples: &Samples::new(),
            hints: &[],
            plan: None,
            avoid: &previous,
        });
        assert!(
            prompt.contains("1. SELECT birthplace FROM students;"),
            "{prompt}"
        );
        assert!(
            prompt.contains("differs from every one of them"),
            "{prompt}"
        );
        assert!(
            !prompt.contains("Hints:") && !prompt.contains("adheres"),
            "{prompt}"
        );
        assert!(!prompt.contains("joins |"), "{prompt}");
    }

    #[test]
    fn the_masked_schema_is_what_the_prompt_shows() {
        let mut schema = small_schema();
        schema.tables[0].columns.retain(|c| c.name != "birthplace");
        let ddl = schema_ddl(&schema, &Samples::new());
        assert!(
            !ddl.contains("birthplace") && ddl.contains("origin"),
            "{ddl}"
        );
    }

    #[test]
    fn samples_given_override_the_schema_s_and_are_quoted() {
        let schema = small_schema();
        let mut samples = Samples::new();
        samples.insert("students.origin".into(), vec!["Salt Lake".into()]);
        let ddl = schema_ddl(&schema, &samples);
        assert!(ddl.contains("origin, -- e.g. 'Salt Lake'"), "{ddl}");
        assert!(ddl.contains("'Bo O''Neil'"), "{ddl}");
        assert!(
            ddl.contains("-- e.g. 1, 2, 3\n"),
            "three samples at most: {ddl}"
        );
        assert!(ddl.contains("\"dept name\" TEXT"), "{ddl}");
    }

    #[test]
    fn the_judge_prompt_is_odin_s_figure_2() {
        let schema = small_schema();
        let messages = judge_messages(
            "Find hometown",
            &schema,
            &Samples::new(),
            &[hint()],
            "SELECT origin FROM students",
        );
        let text = &messages[1].content;
        assert!(text.contains("SQL Query: SELECT origin FROM students"));
        assert!(text.contains("Option B: No, the SQL does not correctly answer"));
        assert!(
            text.contains("Hints:\n- When referring to hometown"),
            "{text}"
        );
    }

    #[test]
    fn rendering_is_one_pass() {
        let out = render(
            "{a} and {b} and {json}",
            &[("a", "{b}".into()), ("b", "x".into())],
        );
        assert_eq!(out, "{b} and x and {json}");
    }
}
