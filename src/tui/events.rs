//! The one channel of the event loop: terminal input, ticks and the results of background tasks
//! all arrive as [`Message`]s on a single `tokio::sync::mpsc` channel.
//!
//! Owns: the message vocabulary and the channel constructor.
//! Must not touch: what a message does (the app decides) or how tasks run (`tasks.rs`).

use super::tasks::{TaskId, TaskOutcome};
use crossterm::event::{Event as TermEvent, KeyEvent, KeyEventKind};

/// The sending side; cheap to clone into every task (sending never blocks).
pub type Sender = tokio::sync::mpsc::UnboundedSender<Message>;
/// The receiving side, owned by the event loop (or a test harness).
pub type Receiver = tokio::sync::mpsc::UnboundedReceiver<Message>;

/// A fresh channel.
pub fn channel() -> (Sender, Receiver) {
    tokio::sync::mpsc::unbounded_channel()
}

/// Everything the app reacts to.
#[derive(Debug)]
pub enum Message {
    /// A key was pressed.
    Key(KeyEvent),
    /// The terminal changed size.
    Resize { width: u16, height: u16 },
    /// Time passed (spinners animate).
    Tick,
    /// A running task says what it is doing now.
    Progress { task: TaskId, label: String },
    /// A task finished.
    Done { task: TaskId, outcome: TaskOutcome },
    /// Text pasted into the terminal (bracketed paste): it is text for the question input,
    /// never keys — pasted letters must not run, export or learn anything.
    Paste(String),
    /// SIGTERM or SIGHUP: leave as on quit, restoring the terminal.
    Terminate,
}

impl Message {
    /// The message for a terminal event, if the app cares about it (key presses, not releases,
    /// and resizes).
    pub fn from_terminal(event: TermEvent) -> Option<Message> {
        match event {
            TermEvent::Key(key) if key.kind != KeyEventKind::Release => Some(Message::Key(key)),
            TermEvent::Resize(width, height) => Some(Message::Resize { width, height }),
            TermEvent::Paste(text) => Some(Message::Paste(text)),
            _ => None,
        }
    }
}
