//! The export prompt: it proposes a path, takes a typed one, and writes nothing itself.

use super::{press, render};
use crate::tui::component::{ExportFormat, Outcome, Request};
use crate::tui::screens::ExportPrompt;
use rstest::rstest;
use std::path::Path;

const SQL: &str = "SELECT name FROM employees";

fn prompt() -> ExportPrompt {
    ExportPrompt::new(
        ExportFormat::Csv,
        SQL.into(),
        Path::new("exports/qlarify-20261128-040000.csv"),
    )
}

fn export_to(path: &str) -> Outcome {
    Outcome::Request(Request::ExportTo {
        format: ExportFormat::Csv,
        sql: SQL.into(),
        path: path.into(),
    })
}

#[rstest]
#[case::proposed_path("enter", export_to("exports/qlarify-20261128-040000.csv"))]
#[case::own_path("ctrl-u type:my.csv enter", export_to("my.csv"))]
#[case::letters_are_text_not_keys("ctrl-u type:jq.csv enter", export_to("jq.csv"))]
#[case::empty_path_is_refused("ctrl-u enter", Outcome::Request(Request::Status(
    "give the export a file name".into())))]
#[case::esc_cancels("esc", Outcome::Request(Request::Close))]
fn export_prompt_keys(#[case] keys: &str, #[case] expected: Outcome) {
    let mut prompt = prompt();
    assert_eq!(press(&mut prompt, keys), expected);
}

#[rstest]
#[case::wide(160, 48)]
#[case::narrow(80, 24)]
fn snapshot_export_prompt(#[case] width: u16, #[case] height: u16) {
    insta::assert_snapshot!(
        format!("export_prompt_{width}x{height}"),
        render(&prompt(), width, height)
    );
}
