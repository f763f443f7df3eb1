//! `qlarify --line [--db FILE]` (and `qlarify` on a pipe): a whole clarification session line by
//! line, over the same session machine as `ask`, `eval` and the TUI.
//!
//! Owns: reading one line at a time (a question, an answer letter, or a command), driving the
//! session with it, and printing the round and the rows of the reading that is run. It works
//! on a pipe as well as on a terminal, so it can be scripted and tested.
//! Must not touch: the method (the session decides), SQLite (the workbench runs it).

use super::ask::render;
use super::{open_session, Setup};
use crate::cli::{CliError, GlobalArgs};
use crate::core::eig::Strategy;
use crate::core::session::{Event, Session};
use crate::db::output::{Format, Renderer};
use crate::db::Page;
use crate::driver::Workbench;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// Rows printed after a run (the rest are counted, not shown).
const ROWS_SHOWN: usize = 20;

const HELP: &str = "\
Type a question in plain English. Then:
  a, b, c …   answer the clarification question with that option
  s           skip the question          u   undo the last answer, pick or acceptance
  1 … 9       pick reading N             r   run the best reading (a preview: learns nothing)
  !  :accept  accept the best reading as what you meant: qlarify learns from it (u takes it back)
  :sql        show the best reading's SQL in full
  :help       this text                  :quit (or an empty line at the end of input) leaves";

/// The database the interactive session (line mode or TUI) opens: `--db`, else the bundled
/// demo database.
pub fn database(global: &GlobalArgs) -> Result<PathBuf, CliError> {
    if let Some(path) = &global.db {
        return Ok(path.clone());
    }
    let demo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite");
    if demo.is_file() {
        Ok(demo)
    } else {
        Err(CliError::Refused(
            "no --db FILE given and the demo database is not here".into(),
        ))
    }
}

/// Run the line-mode session on stdin/stdout.
pub fn interactive(global: &GlobalArgs) -> Result<(), CliError> {
    let path = database(global)?;
    let setup = Setup {
        generators: global.generators.clone(),
        strategy: Strategy::Eig,
        masking: true,
        lexical: global.lexical,
    };
    let (bench, mut session, notice) = open_session(&path, &setup)?;
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "qlarify on {} ({} tables). Ask a question; :help for keys.",
        path.display(),
        bench.schema.tables.len()
    )?;
    if let Some(notice) = notice {
        writeln!(out, "note: {notice}")?;
    }
    // A prompt where someone types (`--line` on a terminal); piped input and output stay
    // free of it, so a script reads only answers.
    let prompt = stdin.is_terminal();
    let mut input = stdin.lock();
    loop {
        if prompt {
            write!(out, "> ")?;
            out.flush()?;
        }
        let mut line = Vec::new();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        if line.last() == Some(&b'\n') {
            line.pop();
        }
        let Ok(line) = String::from_utf8(line) else {
            // One bad line (a binary paste) is refused with a word, not the whole session.
            writeln!(out, "note: that line is not valid UTF-8 and was ignored")?;
            continue;
        };
        let input = line.trim();
        if input.is_empty() {
            continue;
        }
        if matches!(input, ":quit" | ":q" | ":exit") {
            break;
        }
        let text = step(&bench, &mut session, input);
        // Names and values come from the database and the models: shown, never sent as escapes.
        write!(out, "{}", crate::printable::lines(&text))?;
        out.flush()?;
    }
    Ok(())
}

/// One line of input: what to print afterwards.
pub fn step(bench: &Workbench, session: &mut Session, input: &str) -> String {
    let has_round = !session.view().question.is_empty();
    let event = match input {
        ":help" | "?" => return format!("{HELP}\n"),
        ":sql" => {
            return match session.view().candidates.first() {
                Some(c) => format!("{}\n", c.sql),
                None => "no reading yet\n".into(),
            }
        }
        "s" if has_round => Event::Skip,
        "u" if has_round => Event::Undo,
        "r" if has_round => Event::Run { index: None },
        "!" | ":accept" if has_round => Event::Accept { index: None },
        one if has_round && one.len() == 1 && one.as_bytes()[0].is_ascii_lowercase() => {
            Event::Answer {
                option: usize::from(one.as_bytes()[0] - b'a'),
            }
        }
        digit
            if has_round
                && digit.len() == 1
                && digit.as_bytes()[0].is_ascii_digit()
                && digit != "0" =>
        {
            Event::PickCandidate {
                index: usize::from(digit.as_bytes()[0] - b'1'),
            }
        }
        question => Event::Submit {
            question: question.to_string(),
        },
    };
    let ran = matches!(event, Event::Run { .. });
    let report = bench.drive(session, event);
    let mut text = String::new();
    for warning in report.warnings {
        text.push_str(&format!("warning: {warning}\n"));
    }
    if ran {
        text.push_str(&rows(bench));
    }
    text.push_str(&render(&session.view()));
    text.push('\n');
    text
}

/// The rows of the last run, as an aligned table.
fn rows(bench: &Workbench) -> String {
    let last = bench.last_result.lock().ok().and_then(|last| last.clone());
    let Some(result) = last else {
        return String::new();
    };
    let shown = Page {
        rows: result.rows.iter().take(ROWS_SHOWN).cloned().collect(),
    };
    let mut buffer = Vec::new();
    let rendered = Renderer::new(Format::Table, &result.columns, &mut buffer)
        .and_then(|mut r| r.page(&shown).map(|_| r))
        .and_then(|r| r.finish(false));
    match rendered {
        Ok(_) => {
            let mut text = String::from_utf8_lossy(&buffer).into_owned();
            let (held, shown) = (result.rows.len(), shown.rows.len());
            // One count line: the table's own says how many rows it printed, which is not the
            // result's size when only the first ROWS_SHOWN are shown or a row cap stopped it.
            let count = match (result.truncated, held > shown) {
                (false, false) => None,
                (false, true) => Some(format!("({held} rows; the first {shown} shown)")),
                (true, _) => Some(format!(
                    "(more than {held} rows: the row cap stopped the query; the first {shown} shown)"
                )),
            };
            if let Some(count) = count {
                let table_end = text.trim_end_matches('\n').rfind('\n').map_or(0, |i| i + 1);
                text.truncate(table_end);
                text.push_str(&count);
                text.push('\n');
            }
            text
        }
        Err(error) => format!("cannot show the rows: {error}\n"),
    }
}
