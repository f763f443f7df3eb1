//! `qlarify ask --db FILE "question" [--json]`: one non-interactive round of the session.
//!
//! Owns: the command's arguments, building the workbench for the database (learned state
//! included), submitting the question through the same session machine the TUI drives, and
//! printing the round (DESIGN.md's `ask --json` shape, or a readable summary).
//! Must not touch: how candidates are made or scored.

use super::{open_session_observed, Setup};
use crate::cli::{CliError, GlobalArgs};
use crate::core::eig::Strategy;
use crate::core::session::{Event, RoundView};
use crate::generate::llm::{LlmEvent, LlmObserver};
use clap::Args;
use std::fmt::Write as _;

/// `qlarify ask`.
#[derive(Debug, Clone, Args)]
pub struct AskArgs {
    #[command(flatten)]
    pub db: crate::cli::DbArg,
    /// The question, in plain English.
    pub question: String,
    /// Print the round as JSON: candidates with probabilities and atoms, ranked questions.
    #[arg(long)]
    pub json: bool,
    /// Generators to run (repeatable); default: `sources` in config.toml.
    #[arg(long = "generator", value_name = "NAME")]
    pub generators: Vec<String>,
    /// How questions are ranked: eig, random[:SEED], max_probability, min_probability, ig.
    #[arg(long, default_value = "eig", value_parser = parse_strategy)]
    pub strategy: Strategy,
    /// Skip ODIN's masked-schema search (one call per generator).
    #[arg(long)]
    pub no_masking: bool,
    /// Use the lexical similarity even when the local model is installed.
    #[arg(long)]
    pub lexical: bool,
    /// Accept reading N (1 = the best) as what you meant: run it read-only and learn from the
    /// choice (hints, preferences, history), as accepting a reading does in the TUI. Without
    /// it, `ask` learns nothing.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub choose: Option<u64>,
}

fn parse_strategy(text: &str) -> Result<Strategy, String> {
    text.parse::<Strategy>().map_err(|e| e.to_string())
}

/// Run one round and print it.
pub fn ask(global: &GlobalArgs, args: &AskArgs) -> Result<(), CliError> {
    // Like the interface, `ask` without --db asks the bundled demo database.
    let path = &super::interactive::database(global)?;
    if args.question.trim().is_empty() {
        return Err(CliError::Refused("the question is empty".into()));
    }
    if let Some(reason) = crate::core::session::question_too_long(&args.question) {
        return Err(CliError::Refused(reason));
    }
    super::log_when_asked();
    let setup = Setup {
        generators: args.generators.clone(),
        strategy: args.strategy,
        masking: !args.no_masking,
        lexical: args.lexical,
    };
    let (bench, mut session, notice) = open_session_observed(path, &setup, Some(reporter()))?;
    if let (Some(notice), false) = (&notice, args.json) {
        eprintln!("qlarify: {notice}");
    }
    let report = bench.drive(
        &mut session,
        Event::Submit {
            question: args.question.clone(),
        },
    );
    report.warnings.iter().for_each(|w| {
        eprintln!(
            "qlarify: warning: {}",
            crate::printable::one_line(&w.to_string())
        )
    });
    if let Some(n) = args.choose {
        let index = (n - 1) as usize;
        let view = session.view();
        if index >= view.candidates.len() {
            // Say why: "no reading 1" after a failed model is a failure, not a bad choice.
            let why = if view.errors.is_empty() {
                format!("{} readings were found", view.candidates.len())
            } else {
                view.errors.join("; ")
            };
            let message = format!("there is no reading {n} to choose ({why})");
            return Err(if view.candidates.is_empty() && !view.errors.is_empty() {
                CliError::Failed(message)
            } else {
                CliError::Refused(message)
            });
        }
        let mut report = bench.drive(&mut session, Event::Run { index: Some(index) });
        let accepted = bench.drive(&mut session, Event::Accept { index: Some(index) });
        report.warnings.extend(accepted.warnings);
        report.warnings.iter().for_each(|w| {
            eprintln!(
                "qlarify: warning: {}",
                crate::printable::one_line(&w.to_string())
            )
        });
    }
    let view = session.view();
    let text = if args.json {
        serde_json::to_string_pretty(&view).map_err(|e| CliError::Failed(e.to_string()))? + "\n"
    } else {
        // Names and values come from the database and the models: no escape reaches the
        // terminal (JSON escapes control characters itself).
        crate::printable::lines(&render(&view)).into_owned()
    };
    print!("{text}");
    // The process ends here: the OS takes the memory back at once, while dropping the
    // workbench frees a large schema's caches one allocation at a time (profiled: 7% of a warm
    // `ask` on 1,000 tables). Nothing it holds writes on drop; connections are read-only.
    std::mem::forget(bench);
    std::mem::forget(session);
    Ok(())
}

/// One stderr line per model as its first answer of the round arrives (later masked and
/// planned calls stay quiet), so a slow model is visibly the slow one.
fn reporter() -> LlmObserver {
    let reported = std::sync::Mutex::new(std::collections::HashSet::<String>::new());
    std::sync::Arc::new(move |event| {
        if let LlmEvent::Finished {
            model,
            elapsed,
            outcome,
        } = event
        {
            let first = reported
                .lock()
                .map(|mut seen| seen.insert(model.clone()))
                .unwrap_or(false);
            if first {
                let seconds = elapsed.as_secs_f64();
                match outcome {
                    Ok(n) => {
                        eprintln!("qlarify: {model} answered in {seconds:.1} s ({n} readings)")
                    }
                    Err(error) => eprintln!(
                        "qlarify: {}",
                        crate::printable::one_line(&format!("{model}: {error}"))
                    ),
                }
            }
        }
    })
}

/// A readable summary of a round.
pub fn render(view: &RoundView) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Question: {}", view.question);
    for notice in &view.notices {
        let _ = writeln!(out, "note: {notice}");
    }
    if view.candidates.is_empty() {
        let _ = writeln!(out, "No reading found.");
    } else if view.pool > view.candidates.len() {
        let _ = writeln!(
            out,
            "{} of {} readings shown ({:.0}% of the probability); questions weigh all {}.",
            view.candidates.len(),
            view.pool,
            view.shown_probability * 100.0,
            view.pool
        );
    }
    for (index, candidate) in view.candidates.iter().enumerate() {
        let _ = writeln!(
            out,
            "\n{:>2}. {:>5.1}%  [{}]  {}",
            index + 1,
            candidate.probability * 100.0,
            candidate.sources.join(", "),
            candidate.sql
        );
        let uncertain: Vec<String> = candidate
            .atoms
            .iter()
            .filter(|a| a.confidence < 0.999)
            .map(|a| {
                let clause = a.kind.replace('_', " ");
                match &a.nl {
                    Some(nl) => format!("{} [{clause}] ← “{nl}” ({:.2})", a.text, a.confidence),
                    None => format!("{} [{clause}] ({:.2})", a.text, a.confidence),
                }
            })
            .collect();
        if !uncertain.is_empty() {
            let _ = writeln!(out, "       uncertain: {}", uncertain.join(" · "));
        }
        if !candidate.unexplained.is_empty() {
            let _ = writeln!(out, "       not used: {}", candidate.unexplained.join(", "));
        }
        for doubt in &candidate.doubts {
            let _ = writeln!(out, "       doubt: {doubt}");
        }
    }
    if let Some(question) = view.questions.first() {
        // "Confident" only when the shown (calibrated) probability and the words bear it out.
        let verdict = if view.ask {
            "worth asking"
        } else if view.confident() {
            "the top reading is confident enough"
        } else {
            "not asked"
        };
        let _ = writeln!(
            out,
            "\nClarify ({:.2} bits, {verdict}): {}",
            question.eig, question.prompt
        );
        for (index, option) in question.options.iter().enumerate() {
            let letter = char::from(b'a' + (index % 26) as u8);
            let _ = writeln!(
                out,
                "  {letter}) {}  ({:.0}%)",
                option.label,
                option.probability * 100.0
            );
        }
    }
    if let Some(run) = &view.last_run {
        let more = if run.truncated { "+" } else { "" };
        let _ = writeln!(out, "\nRan the chosen reading: {}{more} rows.", run.rows);
    }
    if view.accepted.is_some() {
        let _ = writeln!(
            out,
            "Accepted it as what you meant: learned from the choice."
        );
    }
    for error in &view.errors {
        let _ = writeln!(out, "note: {error}");
    }
    out
}
