//! Background work of the TUI: every piece of I/O or heavy computation — opening the database,
//! generating, fingerprinting, running SQL, previews, saving what was learned, loading screen
//! data, exports, waiting for the embedding model — is a [`Task`] run on a blocking thread,
//! reporting back with one `Message::Done` (and any number of `Message::Progress`).
//!
//! Owns: the task and outcome vocabulary, the shared [`Engine`] tasks work on, and [`execute`],
//! which runs one task to completion on the calling thread (the event loop calls it inside
//! `spawn_blocking`; tests and benches call it directly, so they need no terminal).
//! Must not touch: app state (tasks only see what they were given) or the terminal.

use super::component::{ExportFormat, Request};
use super::events::{Message, Sender};
use super::main_screen::OptionPreview;
use super::screens::{self, HintsData, HistoryData, ParamValues, PrefsData, SchemaData};
use crate::core::eig::Strategy;
use crate::core::ports::Similarity;
use crate::core::session::{Effect, Event, Session};
use crate::db::{CancelHandle, IntrospectOptions, Limits, ResultSet, SafeDb};
use crate::driver::learned::{self as stored, HistoryEntry};
use crate::driver::{Checkers, DbAccess, DriveReport, GenerationOptions, Persistence, Workbench};
use crate::embed::{Backend, ModelPaths, Semantic};
use crate::store::{Config, Dirs, Store};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Identifies a task while it runs.
pub type TaskId = u64;

/// Rows read per option when previewing what a clarification option means in data.
pub const PREVIEW_ROWS: u64 = 1000;
/// Sample rows kept per previewed option.
pub const PREVIEW_SAMPLES: usize = 3;

/// Everything the tasks of one open database share.
pub struct Engine {
    pub bench: Workbench<Mutex<SafeDb>>,
    /// Interrupts the query running on the connection without waiting for its lock (Esc).
    pub db_cancel: CancelHandle,
    pub store: Store,
    pub fingerprint: String,
}

impl Engine {
    /// Wrap a workbench; the cancel handle is taken from its connection.
    pub fn new(bench: Workbench<Mutex<SafeDb>>, store: Store, fingerprint: String) -> Self {
        let db_cancel = bench.db.with_db(SafeDb::cancel_handle);
        Engine {
            bench,
            db_cancel,
            store,
            fingerprint,
        }
    }

    /// Interrupt every query of the round: the main connection's and the checks'.
    pub fn cancel_queries(&self) {
        self.db_cancel.cancel();
        if let Some(checkers) = &self.bench.checkers {
            checkers.cancel_all();
        }
    }
}

/// What opening a database needs.
#[derive(Debug, Clone)]
pub struct OpenSpec {
    pub path: PathBuf,
    pub dirs: Dirs,
    pub config: Config,
    /// Lexical similarity even when the model is installed (deterministic tests).
    pub lexical: bool,
}

/// An open database, ready for questions.
pub struct Opened {
    pub engine: Arc<Engine>,
    pub session: Session,
    /// The similarity facade, when it may still switch to the model.
    pub semantic: Option<Arc<Semantic>>,
    pub backend: Backend,
    /// Selector calibrations, read once here so α changes never touch the disk.
    pub calibrations: crate::commands::Calibrations,
    /// Questions asked before on this database, oldest first.
    pub history: Vec<String>,
    pub warnings: Vec<String>,
    /// Where the value index is kept, to complete it in the background once the database is
    /// open (a question waited only for large tables' first rows); none for a server, whose
    /// index is not kept.
    pub values: Option<CompleteValues>,
}

/// What completing the value index needs: its own read-only connection to the file, under the
/// configured limits, and the cache directory.
#[derive(Debug, Clone)]
pub struct CompleteValues {
    pub path: std::path::PathBuf,
    pub limits: Limits,
    pub cache_dir: std::path::PathBuf,
}

/// How long the background read of whole tables may take, all columns together.
pub const COMPLETE_VALUES_BUDGET: Duration = Duration::from_secs(120);

/// Which screen's data to load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenKind {
    Hints,
    Prefs,
    Schema,
    History,
}

/// A screen's loaded data.
#[derive(Debug)]
pub enum ScreenData {
    Hints(Result<HintsData, String>),
    Prefs(Result<PrefsData, String>),
    Schema(Box<SchemaData>),
    History(Result<HistoryData, String>),
}

/// The work of one task.
pub enum Work {
    Open(Box<OpenSpec>),
    /// Wait for the embedding model to finish loading.
    /// Read the database's large tables whole and keep the completed value index.
    CompleteValues {
        values: CompleteValues,
        engine: Arc<Engine>,
    },
    /// Wait for the model, then give it the schema's embedding cache.
    WaitModel {
        semantic: Arc<Semantic>,
        data: std::path::PathBuf,
        engine: Arc<Engine>,
    },
    /// Generation or fingerprinting for the session.
    Effect {
        engine: Arc<Engine>,
        effect: Effect,
        cancel: Arc<AtomicBool>,
    },
    Execute {
        engine: Arc<Engine>,
        round: u64,
        sql: String,
    },
    /// Write to the stored state: a learning step, taking one back, or a history line
    /// (`Effect::Learn`, `Effect::Unlearn`, `Effect::Record`). Quitting waits for it.
    Learn {
        engine: Arc<Engine>,
        effect: Effect,
        summary: String,
    },
    Previews {
        engine: Arc<Engine>,
        round: u64,
        queries: Vec<(usize, String)>,
    },
    /// Run SQL from the history again (read-only, row-capped, like any run) and note it there.
    RunStored {
        engine: Arc<Engine>,
        question: String,
        sql: String,
    },
    /// Write method settings changed on the preferences screen to config.toml.
    SaveSettings {
        dirs: Dirs,
        settings: Vec<crate::store::config_edit::Setting>,
    },
    /// Write every row of `sql` (run again, streamed page by page) to a new file at `path`.
    Export {
        engine: Arc<Engine>,
        sql: String,
        format: ExportFormat,
        path: PathBuf,
    },
    LoadScreen {
        engine: Arc<Engine>,
        screen: ScreenKind,
        params: ParamValues,
    },
    /// A store edit from a screen.
    Apply {
        engine: Arc<Engine>,
        request: Request,
    },
}

/// A unit of background work with the label the status bar shows while it runs.
pub struct Task {
    pub id: TaskId,
    pub label: String,
    pub work: Work,
}

/// What a task produced.
#[derive(Debug)]
pub enum TaskOutcome {
    Opened(Box<Opened>),
    /// The database could not be opened: nothing else can happen, the screen says why.
    OpenFailed(String),
    /// The task failed; the message is for the status line.
    Failed(String),
    ModelReady(Backend),
    /// The value index was completed in the background (false: nothing to complete, or it
    /// could not be within its budget).
    ValuesCompleted(bool),
    /// A session event (generation or fingerprint result).
    Session(Event),
    /// The chosen SQL ran (or failed); `rows` when it ran.
    Executed {
        event: Event,
        sql: String,
        rows: Option<ResultSet>,
    },
    /// The stored state was written; `summary` is for the status line (empty: say nothing).
    Learned {
        summary: String,
        warnings: Vec<String>,
    },
    Previews {
        round: u64,
        previews: Vec<OptionPreview>,
    },
    /// SQL from the history ran again (or failed).
    RanStored {
        question: String,
        sql: String,
        result: Result<ResultSet, String>,
    },
    Exported(Result<super::export::Exported, String>),
    Screen(ScreenData),
    /// A store edit was applied; what is learned now, re-read so the session uses it.
    Applied(
        Result<String, String>,
        Option<crate::core::session::LearnedState>,
    ),
}

impl std::fmt::Debug for Opened {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opened")
            .field("fingerprint", &self.engine.fingerprint)
            .field("backend", &self.backend)
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Task({}, {})", self.id, self.label)
    }
}

/// Run `task` to completion on this thread, sending its progress and finally its outcome on
/// `tx`. A panic inside the task becomes a failed outcome, so the app never waits forever.
pub fn execute(task: Task, tx: &Sender) {
    let Task { id, label, work } = task;
    let started = std::time::Instant::now();
    let progress = |text: &str| {
        let _ = tx.send(Message::Progress {
            task: id,
            label: text.to_string(),
        });
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| run(work, &progress)))
        .unwrap_or_else(|_| TaskOutcome::Failed(format!("{label}: internal error (see the log)")));
    tracing::debug!(task = id, %label, elapsed_ms = started.elapsed().as_millis() as u64, "task done");
    let _ = tx.send(Message::Done { task: id, outcome });
}

fn run(work: Work, progress: &dyn Fn(&str)) -> TaskOutcome {
    match work {
        Work::Open(spec) => match open(&spec, progress) {
            Ok(opened) => TaskOutcome::Opened(Box::new(opened)),
            Err(error) => TaskOutcome::OpenFailed(error),
        },
        Work::CompleteValues { values, engine } => TaskOutcome::ValuesCompleted(
            SafeDb::open(&values.path, values.limits.clone()).is_ok_and(|db| {
                crate::generate::builtin::ValueSource {
                    db: &db,
                    cache_dir: Some(&values.cache_dir),
                }
                .complete(&engine.bench.schema, COMPLETE_VALUES_BUDGET)
            }),
        ),
        Work::WaitModel {
            semantic,
            data,
            engine,
        } => {
            let backend = semantic.wait();
            if let Some(model) = semantic.model() {
                crate::commands::ready_model(&model, &ModelPaths::new(data), &engine.bench.schema);
            }
            TaskOutcome::ModelReady(backend)
        }
        Work::Effect {
            engine,
            effect,
            cancel,
        } => {
            let mut report = DriveReport::default();
            match engine.bench.perform(effect, Some(&cancel), &mut report) {
                Some(event) => TaskOutcome::Session(event),
                None => TaskOutcome::Failed("nothing to report".into()),
            }
        }
        Work::Execute { engine, round, sql } => {
            let (event, rows) = engine.bench.execute(round, sql.clone());
            TaskOutcome::Executed { event, sql, rows }
        }
        Work::Learn {
            engine,
            effect,
            summary,
        } => {
            let mut report = DriveReport::default();
            engine.bench.perform(effect, None, &mut report);
            TaskOutcome::Learned {
                summary,
                warnings: report.warnings,
            }
        }
        Work::Previews {
            engine,
            round,
            queries,
        } => TaskOutcome::Previews {
            round,
            previews: queries
                .into_iter()
                .map(|(option, sql)| preview(&engine, option, &sql))
                .collect(),
        },
        Work::RunStored {
            engine,
            question,
            sql,
        } => {
            let bench = &engine.bench;
            let result = bench
                .db
                .with_db(|db| db.query_capped(&sql, bench.max_rows))
                .map_err(|e| e.to_string());
            if result.is_ok() {
                for warning in bench.record(&crate::core::session::HistoryNote {
                    question: question.clone(),
                    sql: Some(sql.clone()),
                }) {
                    tracing::warn!(%warning, "history");
                }
            }
            TaskOutcome::RanStored {
                question,
                sql,
                result,
            }
        }
        Work::SaveSettings { dirs, settings } => TaskOutcome::Learned {
            summary: String::new(),
            warnings: crate::store::config_edit::save_settings(&dirs, &settings)
                .err()
                .map(|e| format!("the setting is used but was not saved: {e}"))
                .into_iter()
                .collect(),
        },
        Work::Export {
            engine,
            sql,
            format,
            path,
        } => TaskOutcome::Exported(
            engine
                .bench
                .db
                .with_db(|db| super::export::export_query(db, &sql, format, &path)),
        ),
        Work::LoadScreen {
            engine,
            screen,
            params,
        } => TaskOutcome::Screen(load_screen(&engine, screen, params)),
        Work::Apply { engine, request } => {
            let applied = screens::apply(&request, &engine.store, &engine.fingerprint);
            let learned = crate::driver::learned::load(&engine.store, &engine.fingerprint)
                .ok()
                .map(|(learned, _)| learned);
            TaskOutcome::Applied(applied, learned)
        }
    }
}

fn load_screen(engine: &Engine, screen: ScreenKind, params: ParamValues) -> ScreenData {
    let (store, fingerprint) = (&engine.store, engine.fingerprint.as_str());
    match screen {
        ScreenKind::Hints => ScreenData::Hints(screens::load_hints(store, fingerprint)),
        ScreenKind::Prefs => ScreenData::Prefs(screens::load_prefs(store, fingerprint, params)),
        ScreenKind::History => ScreenData::History(screens::load_history(store, fingerprint)),
        ScreenKind::Schema => ScreenData::Schema(Box::new(
            engine
                .bench
                .db
                .with_db(|db| screens::load_schema(db, &engine.bench.schema)),
        )),
    }
}

/// Run one option's reading, row-capped, and keep what the clarification panel shows.
fn preview(engine: &Engine, option: usize, sql: &str) -> OptionPreview {
    match engine
        .bench
        .db
        .with_db(|db| db.query_capped(sql, PREVIEW_ROWS))
    {
        Ok(result) => OptionPreview {
            option,
            rows: (!result.truncated).then_some(result.rows.len() as u64),
            columns: result.columns,
            sample_rows: result
                .rows
                .iter()
                .take(PREVIEW_SAMPLES)
                .map(|row| row.iter().map(|value| value.display_text()).collect())
                .collect(),
            error: None,
        },
        Err(error) => OptionPreview {
            option,
            rows: None,
            columns: Vec::new(),
            sample_rows: Vec::new(),
            error: Some(error.to_string()),
        },
    }
}

/// Open the database and build everything a round needs, reporting each step. The pieces are
/// the command line's (`commands::{session_config_with, generators_with}`), so the TUI runs the same
/// method as `ask` and `eval`.
pub fn open(spec: &OpenSpec, progress: &dyn Fn(&str)) -> Result<Opened, String> {
    let config = &spec.config;
    progress("opening the database");
    let db = SafeDb::open(
        &spec.path,
        Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
    )
    .map_err(|e| e.to_string())?;
    progress("reading the schema");
    let schema = crate::db::introspect_cached(
        &db,
        &IntrospectOptions::default(),
        Some(&crate::commands::schemas_cache_dir(&spec.dirs)),
    )
    .map_err(|e| e.to_string())?;
    let fingerprint = schema.fingerprint();
    let store = Store::open(&spec.dirs);
    let mut warnings = Vec::new();
    progress("loading what was learned");
    let learned = match stored::load(&store, &fingerprint) {
        Ok((state, found)) => {
            warnings.extend(found.iter().map(ToString::to_string));
            state
        }
        Err(error) => {
            warnings.push(format!(
                "learned state unavailable ({error}); starting fresh"
            ));
            Default::default()
        }
    };
    let history = match store.read_history::<HistoryEntry>(&fingerprint) {
        Ok(loaded) => {
            warnings.extend(loaded.warnings.iter().map(ToString::to_string));
            // One line per question asked, run or accepted: recalled once per question.
            let mut questions: Vec<String> = loaded.value.into_iter().map(|e| e.question).collect();
            questions.dedup();
            questions
        }
        Err(error) => {
            warnings.push(format!("history unavailable: {error}"));
            Vec::new()
        }
    };
    let semantic = Arc::new(if spec.lexical {
        Semantic::lexical_only("lexical similarity was asked for")
    } else {
        Semantic::start(&ModelPaths::new(&spec.dirs.data))
    });
    let backend = semantic.status();
    if let Some(model) = semantic.model() {
        progress("reading the schema's embeddings");
        crate::commands::ready_model(&model, &ModelPaths::new(&spec.dirs.data), &schema);
    }
    // The facade only while the model may still arrive; otherwise the backend itself, so every
    // similarity call skips the facade's lock.
    let similarity: Arc<dyn Similarity + Send + Sync> = match backend {
        Backend::Loading => semantic.clone(),
        _ => semantic.current(),
    };
    let selector_key =
        crate::commands::selector_backend(&config.models, &config.selection, backend.short());
    let calibrations = crate::commands::calibrations();
    let session_config = crate::commands::session_config_with(
        &config.method,
        Strategy::Eig,
        &selector_key,
        backend.short(),
        &calibrations,
    );
    progress("indexing the database's values");
    let values_cache = crate::commands::values_cache_dir(&spec.dirs);
    let generators = crate::commands::generators_with(
        &session_config.sources,
        &config.models,
        &config.selection,
        crate::generate::builtin::ValueSource {
            db: &db,
            cache_dir: Some(&values_cache),
        },
        &schema,
        &similarity,
        None,
    )
    .map_err(|e| e.to_string())?;
    let values = db.file().map(|file| CompleteValues {
        path: file.to_path_buf(),
        limits: Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
        cache_dir: values_cache,
    });
    let bench = Workbench {
        db: Mutex::new(db),
        schema: schema.clone(),
        generators,
        max_candidates: session_config.shown * 2,
        max_rows: config.execution.max_rows as u64,
        persistence: Some(Persistence {
            store: Store::open(&spec.dirs),
            fingerprint: fingerprint.clone(),
            alpha: session_config.pref_step,
        }),
        generation: GenerationOptions::default(),
        similarity: similarity.clone(),
        last_result: Default::default(),
        checks: Default::default(),
        checkers: Some(Checkers::for_file(
            spec.path.clone(),
            Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
        )),
    };
    let session = Session::new(session_config, schema, learned, similarity);
    Ok(Opened {
        engine: Arc::new(Engine::new(bench, store, fingerprint)),
        session,
        semantic: matches!(backend, Backend::Loading).then_some(semantic),
        backend,
        calibrations,
        history,
        warnings,
        values,
    })
}
