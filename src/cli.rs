//! Command-line interface: clap definitions and dispatch to the drivers.
//!
//! Owns: argument parsing, the exit-code contract (0 done; 2 input refused — invalid or unsafe
//! SQL, bad arguments — with a one-line reason on stderr; 1 anything else) and the thin
//! `run` driver. Adding a subcommand is one [`Command`] variant plus one function in `main`'s
//! match.
//! Must not touch: algorithms (they live in `core`) or SQLite details (they live in `db`).

use crate::db::output::{Format, Renderer};
use crate::db::{DbError, Limits, SafeDb};
use clap::{Args, Parser, Subcommand};
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;
use std::time::Duration;

/// Rows per page when streaming a result to stdout.
const PAGE_ROWS: usize = 1024;

const AFTER_HELP: &str = "\
Learning:
  qlarify learns your vocabulary (hints, preferences) only from a reading you accept: A in
  the interface, ! in line mode, `ask --choose N`. Running a reading is a preview; undo (u)
  takes an acceptance back, on disk too.

Environment:
  QLARIFY_CONFIG_DIR  directory for config.toml and learned state (hints, preferences,
                      calibration, history) instead of <config dir>/qlarify
  QLARIFY_DATA_DIR    directory for the local embedding model, ONNX Runtime and logs
                      instead of <data dir>/qlarify

Exit codes:
  0  done
  1  anything else (a timeout, a cancelled query, a resource limit, an I/O error, a
     database another program has locked or left with a hot journal, a server that cannot
     be reached: try again)
  2  the input was refused: invalid or unsafe SQL, bad arguments, a file that is not a
     SQLite database (a directory, FIFO or device included), a refused login or a
     password in the URL, SQL on stdin that is not UTF-8; the reason is printed on
     stderr in one line";

/// Ask a database questions in plain English; see every reading, answer the one question that
/// matters.
#[derive(Debug, Parser)]
#[command(name = "qlarify", version, about, after_help = AFTER_HELP)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The options before any subcommand. `--db` here serves the interface and any subcommand that
/// reads a database; those subcommands also take it after their name ([`DbArg`]), and the others
/// (`eval`, `model`) do not list it.
#[derive(Debug, Clone, Args)]
pub struct GlobalArgs {
    #[arg(long, value_name = "FILE|URL", help = DB_HELP)]
    pub db: Option<PathBuf>,
    /// Without a subcommand: the line-by-line session even on a terminal (instead of the TUI).
    /// (Not global: it means nothing to a subcommand, so their help does not list it.)
    #[arg(long)]
    pub line: bool,
    /// Without a subcommand: generators to run (`builtin`, a `[[models]]` name; repeatable).
    /// Default: `sources` in config.toml.
    #[arg(long = "generator", value_name = "NAME")]
    pub generators: Vec<String>,
    /// Without a subcommand: lexical similarity even when the local model is installed.
    #[arg(long)]
    pub lexical: bool,
}

/// `--db`'s help, before and after a subcommand's name.
const DB_HELP: &str = "The database, always opened read-only: a SQLite or DuckDB file, a \
    CSV/TSV/Parquet file or a directory of them (one table per file, read in place by DuckDB), \
    or a PostgreSQL server as postgres://user@host:port/db (password from PGPASSWORD or \
    ~/.pgpass, never the URL)";

/// `--db` for the subcommands that read a database (global within each, so `hints list --db X`
/// works as `hints --db X list` does).
#[derive(Debug, Clone, Default, Args)]
pub struct DbArg {
    #[arg(long = "db", global = true, value_name = "FILE|URL", help = DB_HELP)]
    pub db: Option<PathBuf>,
}

impl Command {
    /// The `--db` given after the subcommand's name; `Err` for a subcommand that reads no
    /// database when one was given before it (it would otherwise be ignored without a word).
    fn database(&self, global: &GlobalArgs) -> Result<Option<PathBuf>, CliError> {
        let local = match self {
            Self::Ask(args) => &args.db,
            Self::Run(args) => &args.db,
            Self::Hints(args) => &args.db,
            Self::Prefs(args) => &args.db,
            Self::Eval(_) => return refuse_db(global, "`eval` (its databases are --dbs DIR)"),
            Self::Model(_) => return refuse_db(global, "`model`"),
        };
        Ok(local.db.clone().or_else(|| global.db.clone()))
    }
}

/// A subcommand that reads no database takes no `--db`: said, rather than ignored.
fn refuse_db(global: &GlobalArgs, what: &str) -> Result<Option<PathBuf>, CliError> {
    match global.db {
        Some(_) => Err(CliError::Refused(format!("--db means nothing to {what}"))),
        None => Ok(None),
    }
}

/// The subcommands. Without one, qlarify opens the TUI (line mode on a pipe or with `--line`).
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Ask one question: candidate readings, atoms with confidence, ranked clarifications
    /// (learns only with --choose N, which accepts reading N).
    Ask(crate::commands::ask::AskArgs),
    /// Run one SQL query read-only and print its rows (table, CSV or JSON).
    Run(RunArgs),
    /// Run a benchmark in the AmbiQT format and print its metrics.
    Eval(Box<crate::commands::eval::EvalArgs>),
    /// Review or edit the learned hints of the database given by --db.
    Hints(crate::commands::learned::HintsArgs),
    /// Review or reset the learned preferences of the database given by --db.
    Prefs(crate::commands::learned::PrefsArgs),
    /// Install, check or probe the local sentence-embedding model.
    Model(crate::commands::model::ModelArgs),
}

/// `qlarify run`.
#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub db: DbArg,
    /// The SQL query: exactly one read-only statement ("-" reads it from stdin). It may start
    /// with a `--` comment: it is never read as an option.
    pub sql: String,
    /// Print CSV (header row first; NULL is an empty field).
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// Print {"columns": [...], "rows": [[...]], "truncated": bool}.
    #[arg(long)]
    pub json: bool,
    /// Stop after N rows (the output says when more existed); 0: no cap. Default:
    /// `[execution] max_rows` of config.toml.
    #[arg(long, value_name = "N")]
    pub max_rows: Option<u64>,
    /// Time the whole command may take (running the query and writing its rows), in
    /// milliseconds. Default: `[execution] timeout_ms` of config.toml.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout_ms: Option<u64>,
}

/// Why a command did not finish; decides the exit code.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The input was refused (exit 2).
    #[error("{0}")]
    Refused(String),
    /// Anything else went wrong (exit 1).
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    pub fn exit_code(&self) -> i32 {
        match self {
            Self::Refused(_) => 2,
            Self::Failed(_) => 1,
        }
    }
}

impl From<DbError> for CliError {
    fn from(error: DbError) -> Self {
        if error.is_refusal() {
            Self::Refused(error.to_string())
        } else {
            Self::Failed(error.to_string())
        }
    }
}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> Self {
        Self::Failed(format!("output: {error}"))
    }
}

/// Run the command line; returns the process exit code.
pub fn main() -> i32 {
    // First, while the process has one thread (see the function).
    crate::embed::model::opt_out_of_runtime_telemetry();
    let cli = match Cli::try_parse_from(values_last(std::env::args_os())) {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version land here: not errors.
            let _ = error.print();
            return 0;
        }
        Err(error) => {
            // A usage error is a refused input: its first paragraph, on one line, is the reason.
            let rendered = error.render().to_string();
            let paragraph = rendered.split("\n\n").next().unwrap_or("bad arguments");
            eprintln!(
                "qlarify: {}",
                one_line(paragraph.trim_start_matches("error: "))
            );
            return 2;
        }
    };
    match dispatch(&cli) {
        Ok(()) => 0,
        Err(error) => {
            eprintln!("qlarify: {}", one_line(&error.to_string()));
            error.exit_code()
        }
    }
}

/// One line for stderr: whitespace runs folded, other control characters escaped (an error
/// can quote a table name from a hostile database).
/// The arguments with every one that starts with `-` but holds whitespace (SQL opening with a
/// `-- comment`, a question like "-5 degrees …") moved after a `--`, so clap takes it as the
/// positional value it is instead of an unknown option. No option name holds whitespace, and
/// each command has one positional, so order is kept where it matters.
fn values_last(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let args: Vec<std::ffi::OsString> = args.into_iter().collect();
    if args.iter().any(|a| a == "--") {
        return args;
    }
    let looks_like_value = |a: &std::ffi::OsString| {
        a.to_str()
            .is_some_and(|s| s.starts_with('-') && s.contains(char::is_whitespace))
    };
    let (values, mut rest): (Vec<_>, Vec<_>) = args.into_iter().partition(looks_like_value);
    if !values.is_empty() {
        rest.push("--".into());
        rest.extend(values);
    }
    rest
}

fn one_line(text: &str) -> String {
    let folded = text.split_whitespace().collect::<Vec<_>>().join(" ");
    crate::printable::one_line(&folded).into_owned()
}

/// Without a subcommand: the TUI on `--db` (or the demo database) when stdin and stdout are
/// terminals; the line-by-line session otherwise (pipes, scripts) or with `--line`.
fn open_interactive(global: &GlobalArgs) -> Result<(), CliError> {
    use std::io::IsTerminal;
    if global.line || !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return crate::commands::interactive::interactive(global);
    }
    let path = crate::commands::interactive::database(global)?;
    // A database that cannot be opened is said at once, before the terminal is taken over (the
    // interface opens it again in the background, where a failure could only be a status line).
    crate::db::SafeDb::open(&path, crate::db::Limits::default())?;
    let dirs = crate::store::Dirs::resolve().map_err(|e| CliError::Failed(e.to_string()))?;
    let (mut config, mut warnings) = match crate::store::load_config(&dirs) {
        Ok(loaded) => (
            loaded.value,
            loaded.warnings.iter().map(ToString::to_string).collect(),
        ),
        Err(error) => (
            crate::store::parse_config(&dirs.config_file(), None).value,
            vec![format!("{error}; built-in defaults are used")],
        ),
    };
    if !global.generators.is_empty() {
        crate::commands::check_sources(&global.generators, &config.models)?;
        config.method.sources = global.generators.clone();
    }
    if let Err(error) = crate::tui::logging::init(&dirs) {
        warnings.push(format!("no log file: {error}"));
    }
    let mut options = crate::tui::AppOptions::from_config(path, dirs, config, global.lexical);
    warnings.append(&mut options.warnings);
    options.warnings = warnings;
    crate::tui::run(options).map_err(|e| CliError::Failed(format!("terminal: {e}")))
}

fn dispatch(cli: &Cli) -> Result<(), CliError> {
    let Some(command) = &cli.command else {
        return open_interactive(&cli.global);
    };
    // One `--db` for what follows, wherever it was given.
    let global = GlobalArgs {
        db: command.database(&cli.global)?,
        ..cli.global.clone()
    };
    match command {
        Command::Ask(args) => crate::commands::ask::ask(&global, args),
        Command::Run(args) => run(&global, args),
        Command::Eval(args) => crate::commands::eval::eval(args),
        Command::Hints(args) => crate::commands::learned::hints(&global, args),
        Command::Prefs(args) => crate::commands::learned::prefs(&global, args),
        Command::Model(args) => crate::commands::model::model(args),
    }
}

/// `qlarify run`: execute one read-only statement and stream its rows to stdout.
fn run(global: &GlobalArgs, args: &RunArgs) -> Result<(), CliError> {
    let started = std::time::Instant::now();
    let path = global
        .db
        .as_deref()
        .ok_or_else(|| CliError::Refused("run needs --db FILE|URL".into()))?;
    let execution = crate::store::Dirs::resolve()
        .map(|dirs| crate::commands::config(&dirs).execution)
        .unwrap_or_else(|_| {
            crate::store::parse_config(std::path::Path::new(""), None)
                .value
                .execution
        });
    // The README promises a row cap: the configured one unless `--max-rows 0` lifts it.
    let max_rows = match args.max_rows.unwrap_or(execution.max_rows as u64) {
        0 => None,
        n => Some(n),
    };
    let timeout = Duration::from_millis(args.timeout_ms.unwrap_or(execution.timeout_ms));
    let sql = if args.sql == "-" {
        let mut bytes = Vec::new();
        io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| CliError::Failed(format!("stdin: {e}")))?;
        String::from_utf8(bytes).map_err(|e| {
            CliError::Refused(format!(
                "the SQL on stdin is not valid UTF-8 (byte {})",
                e.utf8_error().valid_up_to()
            ))
        })?
    } else {
        args.sql.clone()
    };
    let format = match (args.csv, args.json) {
        (true, _) => Format::Csv,
        (_, true) => Format::Json,
        _ => Format::Table,
    };
    let db = SafeDb::open(path, Limits::with_timeout(timeout))?;
    let mut query = db.prepare(&sql)?;
    let columns = query.columns().to_vec();
    // Reading stdin and opening came out of the same budget.
    let mut pages = query.pages(PAGE_ROWS, max_rows)?.wall_clock(started);
    let stdout = io::stdout();
    let out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let written = (|| -> Result<(), CliError> {
        let mut renderer = Renderer::new(format, &columns, out)?;
        while let Some(page) = pages.next_page()? {
            renderer.page(&page)?;
        }
        renderer.finish(pages.truncated())?.flush()?;
        Ok(())
    })();
    match written {
        // A reader that stops early (`| head`) is not a failure of the query.
        Err(CliError::Failed(message)) if message.contains("Broken pipe") => return Ok(()),
        other => other?,
    }
    if pages.truncated() && format != Format::Table {
        eprintln!(
            "qlarify: stopped after {} rows (--max-rows, or [execution] max_rows); more rows exist",
            pages.rows_delivered()
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn sql_opening_with_a_comment_is_a_value_and_options_stay_options() {
        let args = [
            "qlarify",
            "run",
            "--db",
            "x.db",
            "-- why\nSELECT 1",
            "--timeout-ms",
            "300",
        ];
        let cli = Cli::try_parse_from(values_last(args.map(Into::into))).expect("parses");
        let Some(Command::Run(run)) = cli.command else {
            panic!("run");
        };
        assert_eq!(
            (run.sql.as_str(), run.timeout_ms),
            ("-- why\nSELECT 1", Some(300))
        );
    }

    #[test]
    fn the_command_line_is_consistent() {
        // Catches clashing flags (a top-level `--generator` beside the subcommands' own).
        Cli::command().debug_assert();
    }
}
