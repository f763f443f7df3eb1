//! The app: all state of the interface, updated by one [`Message`] at a time and drawn from
//! `&App` (model: gitui's `App` and atuin's fsm). `update` never blocks: whatever needs I/O
//! comes back as a list of [`Task`]s for the event loop to run in the background.
//!
//! Owns: the screens (main, hints, preferences, schema, tree, history) and the help overlay, the
//! running session and its engine, screen switching and global keys, the list of running tasks,
//! the status message, and turning component [`Request`]s into tasks.
//! Must not touch: the terminal (the loop writes OSC 52 sequences taken from
//! [`App::take_terminal_writes`]), SQLite or files (tasks do), decisions of the method.

mod draw;
mod keys;
mod session;

use super::component::Component;
use super::events::Message;
use super::keymap::{Action, Keymap};
use super::main_screen::MainScreen;
use super::screens::{
    ExportPrompt, HelpOverlay, HintsScreen, HistoryScreen, ParamValues, PrefsScreen, SchemaScreen,
    TreeScreen,
};
use super::status::Status;
use super::tasks::{Engine, OpenSpec, Task, TaskId, Work};
use super::theme::Theme;
use crate::core::session::Session;
use crate::embed::Backend;
use crate::store::{Config, Dirs};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Below this size only a "terminal too small" message is drawn.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 16;

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Main,
    Hints,
    Prefs,
    Schema,
    Tree,
    History,
}

impl Screen {
    /// Every screen, in tab order, with its name and the action that shows it.
    pub const ALL: [(Screen, &'static str, Action); 6] = [
        (Screen::Main, "Main", Action::ScreenMain),
        (Screen::Hints, "Hints", Action::ScreenHints),
        (Screen::Prefs, "Prefs", Action::ScreenPrefs),
        (Screen::Schema, "Schema", Action::ScreenSchema),
        (Screen::Tree, "Tree", Action::ScreenTree),
        (Screen::History, "History", Action::ScreenHistory),
    ];
}

/// How the app starts.
pub struct AppOptions {
    pub open: OpenSpec,
    pub theme: Theme,
    pub keymap: Keymap,
    /// Where the export prompt starts (`[export] dir`, else the current directory).
    pub export_dir: PathBuf,
    /// Problems met while reading the configuration (shown on the status line and logged).
    pub warnings: Vec<String>,
}

impl AppOptions {
    /// Theme and keymap from the configuration, with every problem kept as a warning.
    pub fn from_config(path: PathBuf, dirs: Dirs, config: Config, lexical: bool) -> Self {
        let mut warnings = Vec::new();
        let (theme, warning) =
            Theme::load_or_default(&config.theme, Some(&dirs.config.join("themes")));
        warnings.extend(warning);
        let (keymap, problems) = Keymap::from_config(&config.keymap);
        warnings.extend(problems);
        let export_dir = match config.export.dir.trim() {
            "" => PathBuf::from("."),
            dir => PathBuf::from(dir),
        };
        AppOptions {
            open: OpenSpec {
                path,
                dirs,
                config,
                lexical,
            },
            theme,
            keymap,
            export_dir,
            warnings,
        }
    }
}

/// A task the app started and has not heard back from.
#[derive(Debug, Clone)]
struct Running {
    label: String,
    /// Work of the session's round (generation, fingerprints, the run): Esc cancels it.
    session: bool,
    /// Writes what was learned to disk: quitting waits for it, or the learning is lost.
    saving: bool,
}

/// The other screens, built once their data has loaded.
#[derive(Default)]
struct Screens {
    hints: Option<HintsScreen>,
    prefs: Option<PrefsScreen>,
    schema: Option<SchemaScreen>,
    tree: Option<TreeScreen>,
    history: Option<HistoryScreen>,
}

/// The whole interface.
pub struct App {
    theme: Theme,
    keymap: Keymap,
    tick: u64,
    screen: Screen,
    help: Option<HelpOverlay>,
    /// The export path prompt, while open (it owns the keyboard like the help).
    export_prompt: Option<ExportPrompt>,
    main: MainScreen,
    screens: Screens,
    session: Option<Session>,
    engine: Option<Arc<Engine>>,
    backend: Option<Backend>,
    /// The model scoring readings for the selector (`[selection] score = "llm"`), if any.
    llm_selector: Option<String>,
    /// Selector calibrations per backend, loaded with the database.
    calibrations: crate::commands::Calibrations,
    /// The linking step's level (`method.linking_alpha`): its threshold is calibrated per
    /// similarity backend, so it is looked up again when the backend changes.
    linking_alpha: f64,
    db_name: String,
    /// Where config.toml lives: settings changed on the preferences screen are saved there.
    dirs: Dirs,
    params: ParamValues,
    export_dir: PathBuf,
    running: BTreeMap<TaskId, Running>,
    /// Cancelled tasks still running: whatever they report is dropped.
    cancelled: BTreeSet<TaskId>,
    next_task: TaskId,
    status: Option<Status>,
    /// Set when the current round is cancelled or replaced; generators watch it.
    round_cancel: Arc<AtomicBool>,
    /// A question asked before the database finished opening.
    pending_ask: Option<String>,
    /// The top question whose options were last previewed: (round, prompt and labels).
    previewed: Option<(u64, String)>,
    submitted_at: Option<Instant>,
    /// Submit → first candidate shown, for the last round that showed one.
    first_candidate: Option<Duration>,
    terminal_writes: Vec<String>,
    quit: bool,
}

impl App {
    /// A new app and the tasks that open the database; the first frame can be drawn at once.
    pub fn new(options: AppOptions) -> (App, Vec<Task>) {
        let db_name = options.open.path.file_name().map_or_else(
            || options.open.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        for warning in &options.warnings {
            tracing::warn!(%warning, "configuration");
        }
        let mut app = App {
            theme: options.theme,
            keymap: options.keymap,
            tick: 0,
            screen: Screen::Main,
            help: None,
            export_prompt: None,
            main: MainScreen::new(Vec::new()),
            screens: Screens::default(),
            session: None,
            engine: None,
            backend: None,
            llm_selector: crate::commands::judge_model(
                &options.open.config.models,
                &options.open.config.selection,
            )
            .ok()
            .flatten()
            .map(|model| model.name.clone()),
            calibrations: Default::default(),
            db_name,
            dirs: options.open.dirs.clone(),
            params: ParamValues::from_config(&options.open.config.method),
            linking_alpha: options.open.config.method.linking_alpha,
            export_dir: options.export_dir,
            running: BTreeMap::new(),
            cancelled: BTreeSet::new(),
            next_task: 1,
            status: options.warnings.first().map(Status::warning),
            round_cancel: Arc::new(AtomicBool::new(false)),
            pending_ask: None,
            previewed: None,
            submitted_at: None,
            first_candidate: None,
            terminal_writes: Vec::new(),
            quit: false,
        };
        let open = app.task(
            "opening the database",
            false,
            Work::Open(Box::new(options.open)),
        );
        (app, vec![open])
    }

    /// React to one message; returns the tasks to start.
    pub fn update(&mut self, message: Message) -> Vec<Task> {
        match message {
            Message::Key(key) => self.on_key(&key),
            Message::Paste(text) => {
                // Only the question input takes a paste, and only on the main screen (with no
                // overlay): anywhere else it is dropped rather than read as key presses.
                if self.screen == Screen::Main && self.help.is_none() {
                    self.main.paste(&text);
                }
                Vec::new()
            }
            Message::Terminate => {
                self.quit = true;
                Vec::new()
            }
            Message::Resize { .. } => Vec::new(),
            Message::Tick => {
                self.tick = self.tick.wrapping_add(1);
                Vec::new()
            }
            Message::Progress { task, label } => {
                if let Some(running) = self.running.get_mut(&task) {
                    running.label = label;
                }
                Vec::new()
            }
            Message::Done { task, outcome } => {
                if self.cancelled.remove(&task) {
                    tracing::debug!(task, "a cancelled task's result was dropped");
                    return Vec::new();
                }
                self.running.remove(&task);
                self.on_outcome(outcome)
            }
        }
    }

    /// True once the user has asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// True while what was learned is being written: the driver lets it finish before it exits
    /// (a Ctrl-C right after an answer must not lose the hint).
    pub fn is_saving(&self) -> bool {
        self.running.values().any(|r| r.saving)
    }

    /// True while tasks run (the spinner wants ticks drawn).
    pub fn is_busy(&self) -> bool {
        !self.running.is_empty()
    }

    /// True when no task is running or cancelled-but-unfinished: nothing more will arrive.
    pub fn is_idle(&self) -> bool {
        self.running.is_empty() && self.cancelled.is_empty()
    }

    /// Labels of the running tasks, oldest first.
    pub fn running_labels(&self) -> Vec<String> {
        self.running.values().map(|r| r.label.clone()).collect()
    }

    /// The screen shown.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The session, once the database is open.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The latest status message.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// Submit → first candidate shown, for the last round that showed one.
    pub fn first_candidate_latency(&self) -> Option<Duration> {
        self.first_candidate
    }

    /// Escape sequences for the terminal (OSC 52 copies), to write before the next frame.
    pub fn take_terminal_writes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.terminal_writes)
    }

    /// Stop everything still running (on quit).
    pub fn shutdown(&mut self) {
        self.cancel_round();
    }

    fn task(&mut self, label: &str, session: bool, work: Work) -> Task {
        let id = self.next_task;
        self.next_task += 1;
        self.running.insert(
            id,
            Running {
                label: label.to_string(),
                session,
                saving: matches!(work, Work::Learn { .. } | Work::SaveSettings { .. }),
            },
        );
        Task {
            id,
            label: label.to_string(),
            work,
        }
    }

    fn active(&self) -> Option<&dyn Component> {
        match self.screen {
            Screen::Main => Some(&self.main),
            Screen::Hints => self.screens.hints.as_ref().map(|c| c as &dyn Component),
            Screen::Prefs => self.screens.prefs.as_ref().map(|c| c as &dyn Component),
            Screen::Schema => self.screens.schema.as_ref().map(|c| c as &dyn Component),
            Screen::Tree => self.screens.tree.as_ref().map(|c| c as &dyn Component),
            Screen::History => self.screens.history.as_ref().map(|c| c as &dyn Component),
        }
    }

    fn active_mut(&mut self) -> Option<&mut dyn Component> {
        match self.screen {
            Screen::Main => Some(&mut self.main),
            Screen::Hints => self.screens.hints.as_mut().map(|c| c as &mut dyn Component),
            Screen::Prefs => self.screens.prefs.as_mut().map(|c| c as &mut dyn Component),
            Screen::Schema => self
                .screens
                .schema
                .as_mut()
                .map(|c| c as &mut dyn Component),
            Screen::Tree => self.screens.tree.as_mut().map(|c| c as &mut dyn Component),
            Screen::History => self
                .screens
                .history
                .as_mut()
                .map(|c| c as &mut dyn Component),
        }
    }

    /// The semantic facade's current status (for the title bar).
    fn backend_name(&self) -> &str {
        self.backend.as_ref().map_or("…", Backend::short)
    }

    /// The key the selector is calibrated under: `llm:<model>` or the similarity backend.
    fn selector_key(&self) -> String {
        match &self.llm_selector {
            Some(model) => format!("llm:{model}"),
            None => self.backend_name().to_string(),
        }
    }
}
