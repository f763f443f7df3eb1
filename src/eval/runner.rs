//! The benchmark runner: every example through the same session machine and driver the user
//! gets, with an optional simulated user.
//!
//! Owns: building each modified database in memory (base file + `setup`, never touching the
//! file), the round per example, execution match against the gold readings (keyed by where each
//! result column comes from, as AmbiQT's evaluation does), the dialogue with the honest
//! simulated user of [`super::user`] (wants `gold[0]`, knows only its meaning), and
//! personalisation runs (ODIN: one database's questions in sequence, learning from each; a
//! question text asked before on the database is reported apart).
//! Must not touch: generation or scoring policy (it drives the session like any other driver).

use super::calibration::{ConfidencePoint, Stage};
use super::data::Example;
use super::meaning::{self, Meaning};
use super::metrics::{Metrics, Outcome};
use super::user::{self, Reply};
use crate::core::conformal::all_readings_calibration_score;
use crate::core::eig::Strategy;
use crate::core::ports::{Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::{Event, LearnedState, Session, SessionConfig};
use crate::db::{Fingerprint, IntrospectOptions, Limits, SafeDb};
use crate::driver::{GenerationOptions, Workbench, FINGERPRINT_ROWS};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Makes the generators for one (modified) database.
pub type GeneratorFactory =
    dyn Fn(&SafeDb, &Schema) -> Vec<Box<dyn Generator + Send + Sync>> + Sync;

/// How to run the benchmark.
#[derive(Debug, Clone)]
pub struct EvalOptions {
    pub k: usize,
    pub simulate_user: bool,
    pub personalize: bool,
    /// The session knobs (strategy, τ, β, …); `shown` is set to `k`.
    pub config: SessionConfig,
    /// Worker threads (examples of one database stay on one thread, in order).
    pub threads: usize,
    /// Per-statement timeout on the in-memory databases.
    pub timeout: Duration,
    /// Masking and plans (the `--no-masking` ablation turns masking off).
    pub generation: GenerationOptions,
    /// Print each simulated dialogue to stderr (for studying failures on the dev split).
    pub trace: bool,
    /// Execution match also requires the columns in the gold's order (the reading before
    /// column order was ignored; see `crate::db::Fingerprint`).
    pub strict_columns: bool,
    /// Each example's database on another engine, its setup already applied
    /// (`demo-db/convert.py examples` writes them), instead of the SQLite base with the
    /// setup run on a copy: the same benchmark measured on DuckDB or PostgreSQL.
    pub engine_dbs: Option<EngineDbs>,
}

/// Where each example's database is on another engine (`eval --engine-dbs`).
#[derive(Debug, Clone, PartialEq)]
pub enum EngineDbs {
    /// `<dir>/<example id>.duckdb`.
    Duckdb(PathBuf),
    /// A `postgres://` URL in which `{id}` stands for the example's database name (its id).
    Postgres(String),
}

impl EngineDbs {
    /// The placeholder a PostgreSQL URL names each example's database with.
    pub const ID: &'static str = "{id}";

    /// `--engine-dbs`: a PostgreSQL URL with [`Self::ID`] in it, or a directory of DuckDB files.
    pub fn parse(text: &str) -> Result<Self, String> {
        if crate::db::postgres::is_postgres_url(text) {
            return if text.contains(Self::ID) {
                Ok(Self::Postgres(text.to_string()))
            } else {
                Err(format!(
                    "--engine-dbs: a PostgreSQL URL names each example's database with {}",
                    Self::ID
                ))
            };
        }
        let dir = PathBuf::from(text);
        if dir.is_dir() {
            Ok(Self::Duckdb(dir))
        } else {
            Err(format!(
                "--engine-dbs {text} is neither a directory nor a postgres:// URL"
            ))
        }
    }

    /// What `--db` would be given for the example `id`.
    fn target(&self, id: &str) -> PathBuf {
        match self {
            Self::Duckdb(dir) => dir.join(format!("{id}.duckdb")),
            Self::Postgres(url) => PathBuf::from(url.replace(Self::ID, id)),
        }
    }
}

impl Default for EvalOptions {
    fn default() -> Self {
        Self {
            k: 5,
            simulate_user: false,
            personalize: false,
            config: SessionConfig::default(),
            threads: 2,
            timeout: Duration::from_secs(5),
            generation: GenerationOptions::default(),
            trace: false,
            strict_columns: false,
            engine_dbs: None,
        }
    }
}

/// The `eval --json` object of DESIGN.md.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub examples: usize,
    pub k: usize,
    pub seconds: f64,
    pub strategy: String,
    pub by_kind: BTreeMap<String, Metrics>,
    pub overall: Metrics,
    /// Examples that could not be evaluated (their database or gold SQL failed), with reasons.
    pub errors: Vec<String>,
    /// Selector calibration scores (ODIN §6.2), one per question with a gold reading generated.
    #[serde(skip)]
    pub calibration_scores: Vec<f64>,
    /// The linking step's calibration scores (RTS §3.3), one per phrase naming a component of
    /// gold[0] (`eval --calibrate-linking`).
    #[serde(skip)]
    pub link_calibration: Vec<f64>,
    /// The best reading's confidence, before questions and after the dialogue, per example
    /// (`--calibration-report`, `--confidence-samples`).
    #[serde(skip)]
    pub confidence_points: Vec<ConfidencePoint>,
}

/// Everything one example's evaluation needs besides the example.
struct Context<'a> {
    dbs: &'a Path,
    options: &'a EvalOptions,
    make_generators: &'a GeneratorFactory,
    similarity: Arc<dyn Similarity + Send + Sync>,
}

/// Run `examples` against the base databases in `dbs`. `progress(done, total)` is called after
/// each example (from worker threads, serialised).
pub fn run(
    examples: &[Example],
    dbs: &Path,
    options: &EvalOptions,
    make_generators: &GeneratorFactory,
    similarity: Arc<dyn Similarity + Send + Sync>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Report {
    let started = Instant::now();
    let context = Context {
        dbs,
        options,
        make_generators,
        similarity,
    };
    // Group by database, keeping file order inside a group (personalisation is sequential).
    let mut groups: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (index, example) in examples.iter().enumerate() {
        groups
            .entry(example.db_id.as_str())
            .or_default()
            .push(index);
    }
    let groups: Vec<Vec<usize>> = groups.into_values().collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Result<Outcome, String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..options.threads.max(1) {
            scope.spawn(|| {
                while let Some(group) = groups.get(next.fetch_add(1, Ordering::SeqCst)) {
                    let mut learned = LearnedState::default();
                    let mut asked_before: BTreeSet<String> = BTreeSet::new();
                    for &index in group {
                        // A repeat is the same text, case and spacing folded.
                        let text = crate::core::hints::fold(&examples[index].question);
                        let repeat = !asked_before.insert(text);
                        let outcome = evaluate(&examples[index], &context, &mut learned)
                            .map(|outcome| Outcome { repeat, ..outcome });
                        if let Ok(mut results) = results.lock() {
                            results.push((index, outcome));
                        }
                        progress(done.fetch_add(1, Ordering::SeqCst) + 1, examples.len());
                    }
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|(index, _)| *index);
    let mut outcomes = Vec::new();
    let mut calibration_scores = Vec::new();
    let mut link_calibration = Vec::new();
    let mut confidence_points = Vec::new();
    let mut errors = Vec::new();
    for (index, result) in results {
        match result {
            Ok(outcome) => {
                calibration_scores.extend(outcome.calibration);
                link_calibration.extend(outcome.link_calibration.iter().copied());
                confidence_points.extend(outcome.confidence.iter().cloned());
                outcomes.push(outcome);
            }
            Err(error) => errors.push(format!("{}: {error}", examples[index].id)),
        }
    }
    let (by_kind, overall) = Metrics::by_kind(&outcomes);
    Report {
        calibration_scores,
        link_calibration,
        confidence_points,
        examples: examples.len(),
        k: options.k,
        seconds: started.elapsed().as_secs_f64(),
        strategy: options.config.strategy.name().to_string(),
        by_kind,
        overall,
        errors,
    }
}

/// Whether schema pruning (as the driver does it for this question) keeps every table
/// gold[0] reads; `None` when the schema is not pruned or the gold's tables cannot be told.
fn gold_tables_kept(example: &Example, schema: &Schema, context: &Context<'_>) -> Option<bool> {
    let pruned = crate::core::prune::prune(
        schema,
        &example.question,
        context.similarity.as_ref(),
        &context.options.generation.pruning,
    )?;
    let tables = meaning::Provenance::of(&example.gold[0], schema).tables;
    Some(tables?.iter().all(|t| pruned.table(t).is_some()))
}

/// The linking step's calibration scores for this question: its phrases against the
/// components the wanted reading reads (what the user means, as the simulated user knows it).
fn link_calibration(
    wanted: &Meaning,
    question: &str,
    schema: &Schema,
    context: &Context<'_>,
) -> Vec<f64> {
    let meant: Vec<String> = wanted.components.iter().cloned().collect();
    crate::core::link_sets::calibration_scores(
        question,
        &meant,
        &schema.components(),
        context.similarity.as_ref(),
    )
}

/// One example: a fresh round (top-k metrics, optionally the simulated user), and with
/// personalisation a second round that starts from what earlier questions taught.
fn evaluate(
    example: &Example,
    context: &Context<'_>,
    learned: &mut LearnedState,
) -> Result<Outcome, String> {
    let limits = Limits::with_timeout(context.options.timeout);
    let db = match &context.options.engine_dbs {
        // The example's database already modified and copied to another engine, opened as
        // `--db` opens it.
        Some(engine) => SafeDb::open(&engine.target(&example.id), limits),
        None => {
            let base = context.dbs.join(format!("{}.sqlite", example.db_id));
            SafeDb::open_modified(&base, &example.setup, limits)
        }
    }
    .map_err(|e| e.to_string())?;
    let schema = db
        .introspect(&IntrospectOptions::default())
        .map_err(|e| e.to_string())?;
    if context.options.trace {
        trace_doubted_gold(example, &schema);
    }
    let gold: Vec<Judged> = example
        .gold
        .iter()
        .map(|sql| {
            db.fingerprint(sql, FINGERPRINT_ROWS)
                .map(|fp| Judged::new(fp, sql, &schema))
                .map_err(|e| format!("gold does not run: {e}"))
        })
        .collect::<Result<_, _>>()?;
    // What the simulated user knows: the meaning of the reading it wants, nothing it returns.
    let wanted = Meaning::of(&example.gold[0], &schema).unwrap_or_default();
    let generators = (context.make_generators)(&db, &schema);
    let bench = Workbench {
        db,
        schema: schema.clone(),
        generators,
        max_candidates: context.options.k * 2,
        max_rows: FINGERPRINT_ROWS,
        persistence: None,
        generation: context.options.generation.clone(),
        similarity: context.similarity.clone(),
        last_result: Default::default(),
        checks: Default::default(),
        // Examples already run on parallel workers, one connection each.
        checkers: None,
    };
    let mut config = context.options.config.clone();
    config.shown = context.options.k;

    let mut session = Session::new(
        config.clone(),
        schema.clone(),
        LearnedState::default(),
        context.similarity.clone(),
    );
    bench.drive(
        &mut session,
        Event::Submit {
            question: example.question.clone(),
        },
    );
    let matches = GoldMatches::new(&bench.db, &schema, &gold, context.options.strict_columns);
    let first = matches.shown(&session);
    let mut outcome = Outcome {
        kind: example.kind.clone(),
        gold_in_topk: [
            first.iter().any(|m| m[0]),
            first.iter().any(|m| gold.len() > 1 && m[1]),
        ],
        shown: first.len(),
        ..Outcome::default()
    };
    let first_top1 = first.first().is_some_and(|m| m[0]);
    let point = |session: &Session, stage, right, unasked| {
        ConfidencePoint::of(session, &example.id, stage, right, unasked)
    };
    outcome
        .confidence
        .extend(point(&session, Stage::Before, first_top1, false));
    // ODIN §6.2 calibrates on the correct readings; an ambiguous question's label is both of
    // them, so its score is where the shown set first holds every reading generated.
    let found: Vec<[bool; 2]> = session
        .candidates()
        .candidates()
        .iter()
        .map(|c| matches.of(&c.sql))
        .collect();
    outcome.in_pool = found.iter().any(|m| m[0]);
    outcome.pool = found.len();
    outcome.pruned_kept_gold = gold_tables_kept(example, &schema, context);
    outcome.link_calibration = link_calibration(&wanted, &example.question, &schema, context);
    let readings: Vec<Vec<bool>> = (0..gold.len().min(2))
        .map(|r| found.iter().map(|m| m[r]).collect())
        .collect();
    outcome.calibration =
        all_readings_calibration_score(session.nonconformity(), readings.iter().map(Vec::as_slice));
    if context.options.trace && !outcome.gold_in_topk.iter().all(|&hit| hit) {
        trace_first_round(example, &session, &found);
    }
    if context.options.simulate_user {
        let mut after_each = Vec::new();
        let asked = simulate_user(
            &bench,
            &mut session,
            &wanted,
            &schema,
            context.options.config.max_questions,
            &matches,
            &mut after_each,
        );
        let top = matches.shown(&session);
        let final_top1 = top.first().is_some_and(|m| m[0]);
        outcome
            .confidence
            .extend(point(&session, Stage::Final, final_top1, asked.is_empty()));
        outcome.top1_before = Some(first_top1);
        outcome.clarified = Some((final_top1, asked.len()));
        // A session that stopped asking before the budget keeps its last top candidate.
        outcome.top1_by_budget = Some(std::array::from_fn(|b| {
            after_each.get(b).copied().unwrap_or(final_top1)
        }));
        if context.options.trace && !top.first().is_some_and(|m| m[0]) {
            let shown: Vec<String> = session
                .view()
                .candidates
                .iter()
                .map(|c| c.sql.clone())
                .collect();
            eprintln!(
                "MISS {} {:?}\n  gold0: {}\n  asked: {:#?}\n  shown: {:#?}",
                example.id, example.question, example.gold[0], asked, shown
            );
        }
    }
    if context.options.personalize {
        outcome.unpersonalized_top1 = Some(first_top1);
        let mut personal = Session::new(
            config,
            schema.clone(),
            learned.clone(),
            context.similarity.clone(),
        );
        bench.drive(
            &mut personal,
            Event::Submit {
                question: example.question.clone(),
            },
        );
        let top = matches.shown(&personal);
        outcome.personalized_top1 = Some(top.first().is_some_and(|m| m[0]));
        if context.options.trace && outcome.personalized_top1 != outcome.unpersonalized_top1 {
            eprintln!(
                "LEARNED {} {:?} {} → {}\n  gold0: {}\n  first: {:?}",
                example.id,
                example.question,
                first_top1,
                !first_top1,
                example.gold[0],
                personal.view().candidates.first().map(|c| c.sql.clone()),
            );
        }
        // The user settles on the reading they meant (if it was offered) and runs it.
        simulate_user(
            &bench,
            &mut personal,
            &wanted,
            &schema,
            context.options.config.max_questions,
            &matches,
            &mut Vec::new(),
        );
        // The user accepts the reading on screen it recognises as the one it wants, if any.
        let recognised = user::recognise(&personal.view().candidates, &wanted, &schema);
        if let Some(index) = recognised {
            bench.drive(&mut personal, Event::PickCandidate { index });
            bench.drive(&mut personal, Event::Accept { index: Some(0) });
        }
        *learned = personal.learned().clone();
    }
    Ok(outcome)
}

/// Print the gold readings the session's validation doubts: each is a check that would demote
/// the reading the benchmark wants.
fn trace_doubted_gold(example: &Example, schema: &Schema) {
    for sql in &example.gold {
        let Ok(atoms) = crate::core::sql::atomize_with_schema(sql, schema) else {
            continue;
        };
        for doubt in crate::core::validate::doubts(&atoms, schema) {
            eprintln!("GOLD DOUBTED {}: {doubt}\n  {sql}", example.id);
        }
    }
}

/// One SQL's result as the execution match judges it: its fingerprint, and where its columns
/// come from (AmbiQT's `evaluate.py` keys each result column by its selected expression).
struct Judged {
    result: Fingerprint,
    provenance: meaning::Provenance,
}

impl Judged {
    fn new(result: Fingerprint, sql: &str, schema: &Schema) -> Self {
        Self {
            result,
            provenance: meaning::Provenance::of(sql, schema),
        }
    }

    /// Execution match against a gold result: equal rows (as sequences when the gold is
    /// ordered), the same selected expressions when both sides' are known (in the gold's order
    /// with `strict_columns`), and for an empty gold the same tables read, so that two wrong
    /// readings' empty results cannot match each other.
    fn matches(&self, gold: &Judged, strict_columns: bool) -> bool {
        let rows = if strict_columns {
            self.result.matches_reference_strictly(&gold.result)
        } else {
            self.result.matches_reference(&gold.result)
        };
        let columns = self
            .provenance
            .same_columns(&gold.provenance, strict_columns);
        let tables = &self.provenance.tables;
        let empty = gold.result.rows > 0 || (tables.is_some() && *tables == gold.provenance.tables);
        rows && columns && empty
    }
}

/// Which gold readings each SQL matches by execution, each SQL executed once per example
/// (the same readings are checked before and after clarification and for calibration).
struct GoldMatches<'a> {
    db: &'a SafeDb,
    schema: &'a Schema,
    gold: &'a [Judged],
    strict_columns: bool,
    seen: RefCell<HashMap<String, [bool; 2]>>,
}

impl<'a> GoldMatches<'a> {
    fn new(db: &'a SafeDb, schema: &'a Schema, gold: &'a [Judged], strict_columns: bool) -> Self {
        Self {
            db,
            schema,
            gold,
            strict_columns,
            seen: RefCell::default(),
        }
    }

    fn of(&self, sql: &str) -> [bool; 2] {
        if let Some(known) = self.seen.borrow().get(sql) {
            return *known;
        }
        let found = match self.db.fingerprint(sql, FINGERPRINT_ROWS) {
            Ok(fp) => {
                let judged = Judged::new(fp, sql, self.schema);
                [0, 1].map(|i| {
                    self.gold
                        .get(i)
                        .is_some_and(|g| judged.matches(g, self.strict_columns))
                })
            }
            Err(_) => [false, false],
        };
        self.seen.borrow_mut().insert(sql.to_string(), found);
        found
    }

    /// For each shown candidate: does it match gold[0], gold[1]?
    fn shown(&self, session: &Session) -> Vec<[bool; 2]> {
        session
            .view()
            .candidates
            .iter()
            .map(|c| self.of(&c.sql))
            .collect()
    }

    /// Does the session's top reading match gold[0]? (The metric, which may execute.)
    fn top_is_wanted(&self, session: &Session) -> bool {
        self.shown(session).first().is_some_and(|m| m[0])
    }
}

/// The EIG paper's dialogue with the honest simulated user ([`user`]): while the session thinks
/// a question is worth asking and the budget lasts, the user answers the top question from its
/// text and the meaning of the reading it wants. Returns each question with its answer;
/// `after_each` gets, per question, whether the top reading then matches the gold (measured by
/// the benchmark, not seen by the user).
fn simulate_user(
    bench: &Workbench,
    session: &mut Session,
    wanted: &Meaning,
    schema: &Schema,
    limit: usize,
    judge: &GoldMatches,
    after_each: &mut Vec<bool>,
) -> Vec<String> {
    let mut asked = Vec::new();
    while asked.len() < limit && session.should_ask() {
        let view = session.view();
        let Some(question) = view.questions.first() else {
            break;
        };
        let event = match user::reply(question, wanted, schema) {
            Reply::Choose(option) => Event::Answer { option },
            Reply::Skip => Event::Skip,
        };
        asked.push(match &event {
            Event::Answer { option } => {
                format!("{} → {}", question.prompt, question.options[*option].label)
            }
            _ => format!("{} → (skip)", question.prompt),
        });
        bench.drive(session, event);
        after_each.push(judge.top_is_wanted(session));
    }
    asked
}

/// Parse a strategy name for the CLI (`eig`, `random[:seed]`, `max_probability`, `ig`, …).
pub fn strategy(name: &str) -> Result<Strategy, String> {
    name.parse::<Strategy>().map_err(|e| e.to_string())
}

/// `--trace`: a question whose first round misses a gold reading, with every candidate the
/// session holds (shown or pruned) and which gold reading each implements.
fn trace_first_round(example: &Example, session: &Session, found: &[[bool; 2]]) {
    let view = session.view();
    let shown: Vec<&str> = view.candidates.iter().map(|c| c.sql.as_str()).collect();
    let mut lines = String::new();
    for (candidate, hit) in session.candidates().candidates().iter().zip(found) {
        let mark = match hit {
            [true, true] => "01",
            [true, false] => "0 ",
            [false, true] => " 1",
            [false, false] => "  ",
        };
        let place = if shown.contains(&candidate.sql.as_str()) {
            "shown"
        } else {
            "     "
        };
        lines.push_str(&format!(
            "\n  {mark} {place} {:.3} {}",
            candidate.probability, candidate.sql
        ));
    }
    eprintln!(
        "FIRST {} {:?}\n  gold0: {}\n  gold1: {}{lines}",
        example.id,
        example.question,
        example.gold.first().map_or("", String::as_str),
        example.gold.get(1).map_or("", String::as_str),
    );
}
