//! The contract between the app shell and its screens (model: gitui's `components/mod.rs`).
//!
//! Owns: the [`Component`] trait every screen implements, the [`DrawContext`] handed to drawing,
//! and the [`Request`]s a component sends up when something must happen outside it (a session
//! event, a store write, a clipboard copy). Components never perform I/O themselves: the shell
//! turns requests into tasks whose results come back by message.
//! Must not touch: layout of other components, the event loop, the session machine.

use super::keymap::{Action, Keymap};
use super::theme::Theme;
use crate::core::session::Event;
use crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use ratatui::Frame;

/// What every component draws with. Drawing takes `&self`: it never changes state.
pub struct DrawContext<'a> {
    pub theme: &'a Theme,
    pub keymap: &'a Keymap,
    /// Frames drawn so far; spinners animate on it.
    pub tick: u64,
}

/// A screen or panel of the interface.
pub trait Component {
    /// Draw into `area` of `frame`.
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>);

    /// React to a key press. `actions` are every action the keymap binds to `key` (one key may
    /// mean several, e.g. Enter is `submit` and `select`); `key` itself is there for text fields.
    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome;

    /// True while a text field has focus: the shell then must not treat printable keys as
    /// global shortcuts (typing "j" in a search box must not move the list).
    fn capturing_text(&self) -> bool {
        false
    }
}

/// What a component did with a key.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Not for this component: the shell may try its global bindings.
    Ignored,
    /// Handled inside the component; redraw.
    Consumed,
    /// Handled, and the shell must do this.
    Request(Request),
}

/// Output formats for exporting a result table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Json,
}

/// What to do with SQL the user wrote, once it is a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrittenThen {
    /// Keep it among the readings.
    Keep,
    /// Run it (a preview).
    Run,
    /// Accept it as what the user meant (learns).
    Accept,
}

/// The method parameters adjustable from the preferences screen (AtomSQL's admin panel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Param {
    /// AtomSQL β: weight of the user's preferences U against agreement M.
    Beta,
    /// AtomSQL λ: weight of model preference in S_final.
    Lambda,
    /// ODIN's conformal level α.
    Alpha,
    /// EIG paper τ: stop asking once the best reading is this likely.
    Tau,
}

/// Something a component asks the shell to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Ask this question (a new round).
    Ask(String),
    /// Run SQL kept in the history again, read-only through the guarded path (not a reading of
    /// the current round: nothing is learned from it).
    RunStored { question: String, sql: String },
    /// Hand this event to the session machine (answer, skip, undo, pick, prefer atom, run …).
    Session(Event),
    /// Copy text to the clipboard (OSC 52).
    Copy(String),
    /// Export the current result rows: asks where first.
    Export(ExportFormat),
    /// Export every row of `sql` (run again, streamed) into a new file at `path`.
    ExportTo {
        format: ExportFormat,
        sql: String,
        path: std::path::PathBuf,
    },
    /// SQL the user wrote or edited: add it to the round as their reading, then this.
    Written { sql: String, then: WrittenThen },
    /// Show this on the status line.
    Status(String),
    /// Switch to the main screen (from another screen).
    Close,
    /// Enable or disable a learned hint, named by its (entity, preferred) key.
    SetHintEnabled {
        entity: String,
        preferred: String,
        enabled: bool,
    },
    /// Delete a learned hint.
    DeleteHint { entity: String, preferred: String },
    /// Replace a hint's note (the free text shown in prompts and the review screen).
    EditHint {
        entity: String,
        preferred: String,
        note: String,
    },
    /// Set a method parameter for the running session.
    SetParam { param: Param, value: f64 },
    /// Forget the preference matrices of this database (U and Pref(model)).
    ResetPrefs,
}
