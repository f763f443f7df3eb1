//! The whole TUI app driven without a terminal: scripted key messages, background tasks run
//! synchronously until idle (`run_until_idle`), frames drawn to ratatui's `TestBackend` and
//! compared with insta snapshots. A real copy of the demo database and lexical similarity keep
//! every frame deterministic.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use qlarify::core::ports::{GenerateError, GenerationRequest, Generator, Similarity};
use qlarify::core::session::{LearnedState, Proposal, Session, SessionConfig};
use qlarify::db::{IntrospectOptions, Limits, SafeDb};
use qlarify::driver::{GenerationOptions, Persistence, Workbench};
use qlarify::embed::{Backend, Lexical};
use qlarify::store::{parse_config, Dirs, Store};
use qlarify::tui::app::Screen;
use qlarify::tui::driver::run_until_idle;
use qlarify::tui::events::Message;
use qlarify::tui::tasks::{CompleteValues, Engine, Opened, Task, TaskOutcome};
use qlarify::tui::{App, AppOptions};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tempfile::TempDir;

const QUESTION: &str = "What are the average salaries by department?";

/// A temporary home: a copy of the demo database, config and data directories, an export dir.
struct Home {
    dir: TempDir,
}

impl Home {
    fn new() -> Home {
        let dir = TempDir::new().expect("tempdir");
        let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite");
        std::fs::copy(demo, dir.path().join("demo.sqlite")).expect("copy the demo database");
        std::fs::create_dir_all(dir.path().join("exports")).expect("exports dir");
        Home { dir }
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("demo.sqlite")
    }

    fn dirs(&self) -> Dirs {
        Dirs::under(self.dir.path())
    }

    fn exports(&self) -> PathBuf {
        self.dir.path().join("exports")
    }

    fn options(&self) -> AppOptions {
        let dirs = self.dirs();
        let config = parse_config(&dirs.config_file(), None).value;
        let mut options = AppOptions::from_config(self.db(), dirs, config, true);
        options.export_dir = self.exports();
        options
    }
}

fn key(code: KeyCode) -> Message {
    Message::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn ctrl(c: char) -> Message {
    Message::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL))
}

/// Feed messages; run every task they start (and what those lead to) until nothing runs.
fn send(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    let mut tasks: Vec<Task> = Vec::new();
    for message in messages {
        tasks.extend(app.update(message));
    }
    run_until_idle(app, tasks);
    assert!(
        app.is_idle(),
        "tasks still running: {:?}",
        app.running_labels()
    );
}

fn typed(text: &str) -> Vec<Message> {
    text.chars().map(|c| key(KeyCode::Char(c))).collect()
}

fn frame(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| app.draw(f)).expect("draw");
    format!("{}", terminal.backend())
}

fn open(home: &Home) -> App {
    let (mut app, tasks) = App::new(home.options());
    run_until_idle(&mut app, tasks);
    app
}

#[test]
fn startup_draws_at_once_then_opens_the_database_in_the_background() {
    let home = Home::new();
    let (mut app, tasks) = App::new(home.options());
    assert!(!tasks.is_empty(), "opening is a task");
    assert!(
        app.session().is_none(),
        "nothing is opened before the first frame"
    );
    insta::assert_snapshot!("startup", frame(&app, 100, 30));
    run_until_idle(&mut app, tasks);
    assert!(app.session().is_some());
    insta::assert_snapshot!("opened", frame(&app, 100, 30));
}

/// A database that cannot be opened says so on the screen as soon as the open fails, instead of
/// "still opening" for ever: a missing file, a directory and a file that is not SQLite.
#[test]
fn a_database_that_cannot_be_opened_says_why_on_the_screen() {
    let home = Home::new();
    let not_sqlite = home.dir.path().join("notes.sqlite");
    std::fs::write(&not_sqlite, "just some text, not a database").expect("write");
    for path in [
        home.dir.path().join("missing.sqlite"),
        home.exports(),
        not_sqlite,
    ] {
        let mut options = home.options();
        options.open.path = path.clone();
        let (mut app, tasks) = App::new(options);
        run_until_idle(&mut app, tasks);
        assert!(app.session().is_none());
        let screen = frame(&app, 140, 30);
        assert!(
            screen.contains("could not be opened") && !screen.contains("still opening"),
            "{}: {screen}",
            path.display()
        );
    }
}

#[test]
fn a_whole_round_asks_answers_runs_learns_and_exports() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    let view = app.session().expect("session").view();
    assert!(view.candidates.len() > 1, "several readings: {view:?}");
    assert!(
        view.ask && !view.questions.is_empty(),
        "a clarification is asked"
    );
    assert!(app.first_candidate_latency().is_some());
    insta::assert_snapshot!("asked", frame(&app, 120, 40));

    send(&mut app, [key(KeyCode::Char('a'))]);
    let answered = app.session().expect("session").view();
    assert!(
        answered.candidates.len() < view.candidates.len(),
        "the answer narrowed the set"
    );
    insta::assert_snapshot!("answered", frame(&app, 120, 40));

    send(&mut app, [key(KeyCode::Char('r'))]);
    let ran = app.session().expect("session").view();
    assert!(ran.last_run.as_ref().is_some_and(|r| r.rows > 0), "{ran:?}");
    let db_dir = std::fs::read_dir(home.dirs().config.join("db"))
        .expect("state written")
        .next()
        .expect("one database")
        .expect("entry")
        .path();
    let hints = || std::fs::read_to_string(db_dir.join("hints.json")).unwrap_or_default();
    assert!(
        !hints().contains("department"),
        "running is a preview: {}",
        hints()
    );
    insta::assert_snapshot!("ran", frame(&app, 120, 40));

    // Accepting teaches: the hint is in the config directory's hints file.
    send(&mut app, [key(KeyCode::Char('A'))]);
    let text = app.status().expect("status").text.clone();
    assert!(text.starts_with("learned"), "{text}");
    assert!(hints().contains("department"), "{}", hints());
    insta::assert_snapshot!("accepted", frame(&app, 120, 40));
    insta::assert_snapshot!("accepted_160x48", frame(&app, 160, 48));
    insta::assert_snapshot!("accepted_80x24", frame(&app, 80, 24));

    // Undo takes it back, on disk too; accepting again learns it again.
    send(&mut app, [key(KeyCode::Char('u'))]);
    assert!(!hints().contains("department"), "{}", hints());
    assert_eq!(app.session().expect("session").view().accepted, None);
    send(&mut app, [key(KeyCode::Char('A'))]);
    assert!(hints().contains("department"), "{}", hints());

    // Every other screen is reachable by its key once something was learned.
    for (screen, name, code) in [
        (Screen::Hints, "screen_hints", KeyCode::F(3)),
        (Screen::Prefs, "screen_prefs", KeyCode::F(4)),
        (Screen::Schema, "screen_schema", KeyCode::F(5)),
        (Screen::Tree, "screen_tree", KeyCode::F(6)),
        (Screen::History, "screen_history", KeyCode::F(7)),
    ] {
        send(&mut app, [key(code)]);
        assert_eq!(app.screen(), screen);
        insta::assert_snapshot!(name, frame(&app, 120, 40));
        if screen == Screen::Prefs {
            insta::assert_snapshot!("screen_prefs_160x48", frame(&app, 160, 48));
            insta::assert_snapshot!("screen_prefs_80x24", frame(&app, 80, 24));
        }
    }
    send(&mut app, [key(KeyCode::F(2))]);
    assert_eq!(app.screen(), Screen::Main);

    // Copy goes out as an OSC 52 sequence; export writes a CSV file.
    send(&mut app, [key(KeyCode::Char('y'))]);
    let writes = app.take_terminal_writes();
    assert!(
        writes.len() == 1 && writes[0].starts_with("\x1b]52;c;"),
        "{writes:?}"
    );
    let status = app.status().expect("status").text.clone();
    assert!(
        status.starts_with("sent ") && status.contains("may not support it"),
        "never claims a copy the terminal did not confirm: {status}"
    );
    // The focused row and cell of the results can be copied too.
    send(&mut app, [key(KeyCode::Char('R')), key(KeyCode::Char('C'))]);
    let writes = app.take_terminal_writes();
    assert_eq!(writes.len(), 2, "{writes:?}");

    // Export asks where first (nothing is written before Enter), proposing the export dir.
    send(&mut app, [key(KeyCode::Char('E'))]);
    let prompt = frame(&app, 120, 40);
    assert!(prompt.contains("Export as CSV"), "{prompt}");
    assert_eq!(
        std::fs::read_dir(home.exports()).expect("exports").count(),
        0
    );
    send(&mut app, [key(KeyCode::Esc)]);
    assert!(app.status().expect("status").text.contains("cancelled"));
    assert_eq!(
        std::fs::read_dir(home.exports()).expect("exports").count(),
        0
    );
    // A name of one's own: erase the proposed one (ctrl-u) and type a path.
    let chosen = home.exports().join("salaries.csv");
    let mut keys = vec![key(KeyCode::Char('E')), ctrl('u')];
    keys.extend(typed(&chosen.display().to_string()));
    keys.push(key(KeyCode::Enter));
    send(&mut app, keys);
    let csv = std::fs::read_to_string(&chosen).expect("csv");
    assert!(csv.lines().count() > 2, "{csv}");
    let status = app.status().expect("status").text.clone();
    assert!(
        status.contains("exported all") && status.contains("salaries.csv"),
        "{status}"
    );
    // The proposed name is timestamped in the export directory.
    send(&mut app, [key(KeyCode::Char('J')), key(KeyCode::Enter)]);
    let json: Vec<_> = std::fs::read_dir(home.exports())
        .expect("exports")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("qlarify-") && name.ends_with(".json"))
        .collect();
    assert_eq!(json.len(), 1, "{json:?}");
}

#[test]
fn help_overlay_opens_and_closes() {
    let home = Home::new();
    let mut app = open(&home);
    // The question input has focus and `?` is text there: leave it first.
    send(&mut app, [key(KeyCode::Tab), key(KeyCode::Char('?'))]);
    insta::assert_snapshot!("help", frame(&app, 100, 30));
    insta::assert_snapshot!("help_160x48", frame(&app, 160, 48));
    insta::assert_snapshot!("help_80x24", frame(&app, 80, 24));
    send(&mut app, [key(KeyCode::Esc)]);
    assert!(!frame(&app, 100, 30).contains("Help: keys"));
    send(&mut app, [key(KeyCode::F(1))]);
    assert!(frame(&app, 100, 30).contains("Help: keys"));
}

#[test]
fn a_terminal_below_the_minimum_shows_only_its_size() {
    let home = Home::new();
    let app = open(&home);
    let small = frame(&app, 50, 12);
    assert!(small.contains("50×12"), "{small}");
    insta::assert_snapshot!("too_small", small);
}

#[test]
fn quit_works_from_the_question_input() {
    let home = Home::new();
    let mut app = open(&home);
    send(&mut app, typed("q"));
    assert!(!app.should_quit(), "typed text is not a shortcut");
    send(&mut app, [ctrl('c')]);
    assert!(app.should_quit());
}

/// Ctrl-C right after a run must not lose what the run taught: while the write is in flight
/// the app says so (the driver waits for it before it exits), and says so no longer once the
/// write has reported back.
#[test]
fn quitting_while_learning_is_saved_waits_for_the_write() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    send(&mut app, [key(KeyCode::Char('a'))]);
    let (tx, mut rx) = qlarify::tui::events::channel();
    let mut queue: Vec<Task> = app.update(key(KeyCode::Char('r')));
    // Run the SQL, and hold back whatever it leads to: the write of what was learned.
    let mut held: Vec<Task> = Vec::new();
    while let Some(task) = queue.pop() {
        qlarify::tui::tasks::execute(task, &tx);
        while let Ok(message) = rx.try_recv() {
            held.extend(app.update(message));
        }
    }
    assert!(!held.is_empty(), "the run leads to saving what was learned");
    assert!(app.is_saving());
    let mut ignored = app.update(ctrl('c'));
    assert!(app.should_quit());
    assert!(app.is_saving(), "quitting does not drop the write");
    held.append(&mut ignored);
    run_until_idle(&mut app, held);
    assert!(!app.is_saving());
}

/// A generator with fixed readings, or a fixed failure.
struct Stub {
    fail: Option<&'static str>,
}

impl Generator for Stub {
    fn name(&self) -> &str {
        "stub"
    }

    fn generate(&self, _request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        match self.fail {
            Some(message) => Err(GenerateError {
                source_name: "stub".into(),
                message: message.into(),
            }),
            None => Ok(vec![
                Proposal::sql("SELECT dept_name FROM dept_2022", 1.0),
                Proposal::sql("SELECT dept_name FROM curr_dept", 0.8),
            ]),
        }
    }
}

/// An app whose database is opened by hand with the stub generator.
fn with_stub(home: &Home, fail: Option<&'static str>) -> App {
    with_stub_on(
        home,
        fail,
        Backend::Lexical {
            reason: "test".into(),
        },
    )
}

/// [`with_stub`] with the similarity backend the opened database reports.
fn with_stub_on(home: &Home, fail: Option<&'static str>, backend: Backend) -> App {
    let (mut app, tasks) = App::new(home.options());
    let open_task = tasks.first().expect("the open task").id;
    let dirs = home.dirs();
    let db = SafeDb::open(&home.db(), Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    let fingerprint = schema.fingerprint();
    let similarity: Arc<dyn Similarity + Send + Sync> = Arc::new(Lexical::new());
    let config = SessionConfig {
        sources: vec!["stub".into()],
        ..SessionConfig::default()
    };
    let bench = Workbench {
        db: Mutex::new(db),
        schema: schema.clone(),
        generators: vec![Box::new(Stub { fail })],
        max_candidates: 10,
        max_rows: 1000,
        persistence: Some(Persistence {
            store: Store::open(&dirs),
            fingerprint: fingerprint.clone(),
            alpha: 0.3,
        }),
        generation: GenerationOptions {
            masking: None,
            plans: false,
            ..GenerationOptions::default()
        },
        similarity: similarity.clone(),
        last_result: Default::default(),
        checks: Default::default(),
        checkers: None,
    };
    let opened = Opened {
        engine: Arc::new(Engine::new(bench, Store::open(&dirs), fingerprint)),
        session: Session::new(config, schema, LearnedState::default(), similarity),
        semantic: None,
        backend,
        calibrations: Default::default(),
        history: Vec::new(),
        warnings: Vec::new(),
        values: Some(CompleteValues {
            path: home.db(),
            limits: Limits::default(),
            cache_dir: dirs.data.join("cache").join("values"),
        }),
    };
    send(
        &mut app,
        [Message::Done {
            task: open_task,
            outcome: TaskOutcome::Opened(Box::new(opened)),
        }],
    );
    app
}

#[test]
fn cancel_drops_the_result_of_a_running_generation() {
    let home = Home::new();
    let mut app = with_stub(&home, None);
    let mut tasks = Vec::new();
    for message in typed("departments")
        .into_iter()
        .chain([key(KeyCode::Enter)])
    {
        tasks.extend(app.update(message));
    }
    assert!(
        app.running_labels()
            .iter()
            .any(|l| l.contains("generating")),
        "{:?}",
        app.running_labels()
    );
    // Esc while the generation runs: the status bar forgets it at once …
    let more = app.update(key(KeyCode::Esc));
    assert!(more.is_empty());
    // (Saving the question to the history is not the round's work: it goes on.)
    assert!(
        app.running_labels().iter().all(|l| l.contains("history")),
        "{:?}",
        app.running_labels()
    );
    assert_eq!(app.session().expect("session").view().phase, "ready");
    // … and its late result is ignored.
    run_until_idle(&mut app, tasks);
    assert!(app.is_idle());
    let view = app.session().expect("session").view();
    assert!(view.candidates.is_empty(), "{view:?}");
    // The next question runs normally.
    send(
        &mut app,
        typed("i")
            .into_iter()
            .chain(typed("departments"))
            .chain([key(KeyCode::Enter)]),
    );
    assert_eq!(app.session().expect("session").view().candidates.len(), 2);
}

#[test]
fn a_failing_generator_shows_an_error_line() {
    let home = Home::new();
    let mut app = with_stub(&home, Some("the model is unreachable"));
    send(
        &mut app,
        typed("departments")
            .into_iter()
            .chain([key(KeyCode::Enter)]),
    );
    let view = app.session().expect("session").view();
    assert!(view.candidates.is_empty());
    assert!(
        view.errors
            .iter()
            .any(|e| e.contains("the model is unreachable")),
        "{:?}",
        view.errors
    );
    let screen = frame(&app, 100, 30);
    assert!(screen.contains("the model is unreachable"), "{screen}");
}

#[test]
fn a_question_asked_while_opening_is_asked_once_the_database_is_open() {
    let home = Home::new();
    let (mut app, mut tasks) = App::new(home.options());
    for message in typed(QUESTION).into_iter().chain([key(KeyCode::Enter)]) {
        tasks.extend(app.update(message));
    }
    assert!(app.session().is_none());
    let status = app.status().expect("status").text.clone();
    assert!(status.contains("still opening"), "{status}");
    run_until_idle(&mut app, tasks);
    let view = app.session().expect("session").view();
    assert_eq!(view.question, QUESTION);
    assert!(!view.candidates.is_empty());
}

#[test]
fn a_parameter_changed_on_the_preferences_screen_reaches_the_session() {
    let home = Home::new();
    let mut app = open(&home);
    let before = app.session().expect("session").config().beta;
    // β is the first setting; `+` steps it up.
    send(&mut app, [key(KeyCode::F(4))]);
    send(&mut app, [key(KeyCode::Char('+'))]);
    let after = app.session().expect("session").config().beta;
    assert!(after > before, "β {before} → {after}");
}

/// F4 changes last: the setting is written into config.toml in place, the user's comments and
/// unknown keys kept, and the next start reads it back.
#[test]
fn settings_changed_on_the_preferences_screen_are_saved_to_config_toml() {
    let home = Home::new();
    let dirs = home.dirs();
    std::fs::create_dir_all(&dirs.config).expect("config dir");
    let user = "# my settings\n[method]\nbeta = 0.5 # how much my choices weigh\nmy_note = 1\n";
    std::fs::write(dirs.config_file(), user).expect("write config");
    let mut app = open(&home);
    send(&mut app, [key(KeyCode::F(4))]);
    assert_eq!(app.screen(), Screen::Prefs);
    send(&mut app, [key(KeyCode::Char('+')), key(KeyCode::Char('+'))]);
    let text = std::fs::read_to_string(dirs.config_file()).expect("config");
    let loaded = qlarify::store::load_config(&dirs).expect("loads").value;
    assert!(loaded.method.beta > 0.5, "{text}");
    assert!(
        text.starts_with("# my settings\n[method]\nbeta = ")
            && text.contains(" # how much my choices weigh\nmy_note = 1\n"),
        "{text}"
    );
    let used = app.session().expect("session").config().beta;
    assert!((used - loaded.method.beta).abs() < 1e-9, "{used} vs {text}");
}

/// History keeps every question (asked, ran, accepted) and Enter on a run one runs its stored
/// SQL again through the guarded path, instead of asking the question anew.
#[test]
fn history_keeps_every_question_and_reruns_the_stored_sql() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed("How many employees are there?");
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    // Back to the question box (typed letters on the readings would be keys).
    let mut asking = vec![key(KeyCode::Char('i'))];
    asking.extend(typed(QUESTION));
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    send(&mut app, [key(KeyCode::Char('a')), key(KeyCode::Char('r'))]);
    let ran_sql = app.session().expect("session").view().candidates[0]
        .sql
        .clone();
    send(&mut app, [key(KeyCode::F(7))]);
    assert_eq!(app.screen(), Screen::History);
    let screen = frame(&app, 160, 48);
    insta::assert_snapshot!("history_160x48", screen);
    insta::assert_snapshot!("history_80x24", frame(&app, 80, 24));
    assert!(
        screen.contains("How many employees are there?"),
        "asked, never run: {screen}"
    );
    let round_before = app.session().expect("session").round_id();
    send(&mut app, [key(KeyCode::Enter)]);
    assert_eq!(app.screen(), Screen::Main);
    assert_eq!(
        app.session().expect("session").round_id(),
        round_before,
        "not asked again"
    );
    let status = app.status().expect("status").text.clone();
    assert!(status.starts_with("ran the stored SQL"), "{status}");
    let history = std::fs::read_to_string(
        std::fs::read_dir(home.dirs().config.join("db"))
            .expect("state")
            .next()
            .expect("one")
            .expect("entry")
            .path()
            .join("history.jsonl"),
    )
    .expect("history");
    let ran = history.lines().filter(|l| l.contains("\"ran\"")).count();
    assert_eq!(ran, 2, "the re-run is kept too: {history}");
    assert!(history.contains(&ran_sql.replace('"', "\\\"")) || history.contains("AVG"));
}

/// The way out when no reading is right: edit the focused reading's SQL, run it (a preview),
/// accept it as what I meant; it is the reading learned from and kept in the history.
#[test]
fn an_edited_reading_runs_read_only_and_is_accepted_as_what_i_meant() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    send(&mut app, [key(KeyCode::Char('a')), key(KeyCode::Char('e'))]);
    let focused = app.session().expect("session").view().candidates[0]
        .sql
        .clone();
    let editing = frame(&app, 160, 48);
    assert!(editing.contains("Edit SQL"), "{editing}");
    insta::assert_snapshot!("editor_160x48", editing);
    insta::assert_snapshot!("editor_80x24", frame(&app, 80, 24));
    // Letters are SQL here, not keys (`r`, `a`, `u` would run, answer, undo).
    let mut keys = typed(" ORDER BY 1 DESC LIMIT 3");
    keys.push(ctrl('r'));
    send(&mut app, keys);
    let words = |sql: &str| sql.split_whitespace().collect::<Vec<_>>().join(" ");
    let edited = format!("{focused} ORDER BY 1 DESC LIMIT 3");
    let view = app.session().expect("session").view();
    let mine = view
        .candidates
        .iter()
        .find(|c| words(&c.sql) == edited)
        .expect("the edit is a reading");
    let edited = mine.sql.clone();
    assert_eq!(mine.sources, ["you"]);
    assert_eq!(view.last_run.as_ref().map(|r| r.rows), Some(3), "{view:?}");
    assert_eq!(view.accepted, None, "running teaches nothing");
    send(&mut app, [ctrl('s')]);
    let view = app.session().expect("session").view();
    assert_eq!(view.accepted.as_deref(), Some(edited.as_str()));
    let history = std::fs::read_to_string(
        std::fs::read_dir(home.dirs().config.join("db"))
            .expect("state")
            .next()
            .expect("one")
            .expect("entry")
            .path()
            .join("history.jsonl"),
    )
    .expect("history");
    assert!(
        history.contains("\"accepted\"") && history.contains("LIMIT 3"),
        "{history}"
    );
}

/// SQL that is not a reading of the question says why, and nothing is run.
#[test]
fn edited_sql_that_cannot_run_says_why() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    let mut keys = vec![key(KeyCode::Char('e')), ctrl('u')];
    for _ in 0..8 {
        keys.push(ctrl('k'));
        keys.push(key(KeyCode::Backspace));
    }
    keys.extend(typed("DELETE FROM employees"));
    keys.push(ctrl('r'));
    send(&mut app, keys);
    let status = app.status().expect("status").text.clone();
    assert!(
        status.contains("not kept") || status.contains("run failed") || status.contains("refused"),
        "{status}"
    );
    let view = app.session().expect("session").view();
    assert!(
        view.candidates.iter().all(|c| !c.sql.contains("DELETE")),
        "{view:?}"
    );
}

/// Ask `question` once a round is on screen: `i` focuses the question input.
fn ask_again(app: &mut App, question: &str) {
    let mut keys = vec![key(KeyCode::Char('i'))];
    keys.extend(typed(question));
    keys.push(key(KeyCode::Enter));
    send(app, keys);
    assert_eq!(
        app.session().expect("session").view().question,
        question,
        "the input held only the new question"
    );
}

/// A new question starts with a clean status line: what was said about the previous one goes;
/// a question the built-in reader cannot read (not English) is said to be so, and the readings
/// panel counts the readings it shows against those it holds.
#[test]
fn a_new_question_clears_the_status_and_says_when_it_is_not_english() {
    let home = Home::new();
    let mut app = open(&home);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    send(&mut app, [key(KeyCode::Char('y'))]);
    let copied = app.status().expect("status").text.clone();
    assert!(copied.starts_with("sent "), "{copied}");

    ask_again(&mut app, "How many employees are there?");
    assert!(
        app.status().is_none_or(|s| !s.text.starts_with("sent ")),
        "stale: {:?}",
        app.status()
    );

    ask_again(&mut app, "¿Cuántos empleados hay en cada departamento?");
    let notice = app.status().expect("a notice").text.clone();
    assert!(
        notice.contains("looks Spanish") && notice.contains("English only"),
        "{notice}"
    );
    insta::assert_snapshot!("not_english", frame(&app, 120, 40));
    insta::assert_snapshot!("not_english_160x48", frame(&app, 160, 48));
    insta::assert_snapshot!("not_english_80x24", frame(&app, 80, 24));
}

/// A problem with the configuration (an unknown theme) is still on the status line once the
/// database has opened, instead of being replaced by "open".
#[test]
fn a_configuration_warning_outlives_the_open_message() {
    let home = Home::new();
    let dirs = home.dirs();
    let config = parse_config(&dirs.config_file(), Some("theme = \"solarised-purple\"\n")).value;
    let (mut app, tasks) = App::new(AppOptions::from_config(home.db(), dirs, config, true));
    run_until_idle(&mut app, tasks);
    let status = app.status().expect("status").text.clone();
    assert!(
        status.contains("open") && status.contains("solarised-purple"),
        "{status}"
    );
}

/// A question asked while the language model loads waits for it, so the TUI ranks it as `ask`
/// does (with the model), not with the lexical stand-in.
#[test]
fn a_question_asked_while_the_model_loads_is_asked_once_it_is_ready() {
    let home = Home::new();
    let mut app = with_stub_on(&home, None, Backend::Loading);
    let mut asking = typed(QUESTION);
    asking.push(key(KeyCode::Enter));
    send(&mut app, asking);
    assert!(app.session().expect("session").view().candidates.is_empty());
    let waiting = app.status().expect("status").text.clone();
    assert!(waiting.contains("model is loading"), "{waiting}");
    // The linking step's threshold is calibrated per similarity: none while the model loads.
    let linking = |app: &App| app.session().expect("session").config().linking;
    assert_eq!(linking(&app), None);
    send(
        &mut app,
        [Message::Done {
            task: 999,
            outcome: TaskOutcome::ModelReady(Backend::Model {
                model: "minilm".into(),
            }),
        }],
    );
    let view = app.session().expect("session").view();
    assert_eq!(view.question, QUESTION);
    assert!(
        !view.candidates.is_empty(),
        "asked once the model was ready"
    );
    let calibrated = qlarify::commands::link_threshold("minilm", 0.1);
    assert!(calibrated.is_some());
    assert_eq!(linking(&app), calibrated);
}

/// With the local model, the TUI gives it the database's embedding cache as `ask` does: the
/// demo schema's names are embedded once, in one batch, and kept under the data directory.
#[test]
fn the_tui_keeps_the_schemas_embeddings_like_ask() {
    let installed = Dirs::resolve()
        .ok()
        .map(|d| d.data)
        .filter(|d| qlarify::embed::ModelPaths::new(d).check_installed().is_ok());
    let Some(installed) = installed else {
        eprintln!("NOTICE: embedding model unavailable; test skipped");
        return;
    };
    let home = Home::new();
    let dirs = home.dirs();
    std::fs::create_dir_all(&dirs.data).expect("data dir");
    #[cfg(unix)]
    std::os::unix::fs::symlink(installed.join("models"), dirs.data.join("models"))
        .expect("link the model");
    let config = parse_config(&dirs.config_file(), None).value;
    let (mut app, tasks) = App::new(AppOptions::from_config(
        home.db(),
        dirs.clone(),
        config,
        false,
    ));
    run_until_idle(&mut app, tasks);
    let embeddings = dirs.data.join("cache").join("embeddings");
    let kept = std::fs::read_dir(&embeddings)
        .map(|entries| entries.count())
        .unwrap_or(0);
    assert_eq!(kept, 1, "nothing kept under {}", embeddings.display());
}

/// A question waits only for a large table's first rows; once the database is open the TUI
/// reads it whole in the background and keeps the completed index for the next question.
#[test]
fn the_tui_completes_the_value_index_in_the_background() {
    let home = Home::new();
    let db = home.dir.path().join("large.sqlite");
    let conn = rusqlite::Connection::open(&db).expect("create");
    conn.execute_batch(&format!(
        "CREATE TABLE shop(id INTEGER PRIMARY KEY, city TEXT);
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {})
         INSERT INTO shop(city) SELECT CASE i % 4 WHEN 0 THEN 'Lisbon' WHEN 1 THEN 'Porto'
             WHEN 2 THEN 'Faro' ELSE 'Evora' END FROM n;
         INSERT INTO shop(city) VALUES ('Braga');",
        qlarify::db::SAMPLE_ROWS + 10
    ))
    .expect("rows");
    drop(conn);
    let dirs = home.dirs();
    let config = parse_config(&dirs.config_file(), None).value;
    let (mut app, tasks) = App::new(AppOptions::from_config(db, dirs.clone(), config, true));
    run_until_idle(&mut app, tasks);
    let kept: Vec<String> = std::fs::read_dir(dirs.data.join("cache").join("values"))
        .expect("values cache")
        .flatten()
        .map(|f| std::fs::read_to_string(f.path()).expect("read"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].contains("\"complete\":true"), "not completed");
    assert!(
        kept[0].contains("Braga"),
        "the value past the first rows is missing"
    );
}
