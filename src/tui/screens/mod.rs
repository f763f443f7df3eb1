//! The screens other than the main one: hints review, preferences and method settings, schema
//! browser, SQL tree, history, and the help overlay; plus [`apply`], the store side of the
//! requests these screens send.
//!
//! Owns: each screen's state, drawing and keys (every screen is a
//! [`crate::tui::component::Component`] built from plain data), and the loader functions that
//! produce that data. Loaders are plain functions with no terminal code: the shell calls them
//! in a background task and builds the screens from what they return.
//! Must not touch: the main screen, the event loop, the session machine, or any I/O from
//! drawing or key handling (writes go out as `Request`s).

pub mod apply;
pub mod export_prompt;
pub mod help;
pub mod hints;
pub mod history;
pub mod prefs;
pub mod schema;
#[cfg(test)]
mod tests;
pub mod tree;
mod widgets;

pub use apply::apply;
pub use export_prompt::ExportPrompt;
pub use help::HelpOverlay;
pub use hints::{load_hints, HintsData, HintsScreen};
pub use history::{load_history, HistoryData, HistoryScreen};
pub use prefs::{load_prefs, ParamValues, PrefsData, PrefsScreen};
pub use schema::{load_schema, SchemaData, SchemaScreen};
pub use tree::TreeScreen;
pub(crate) use widgets::{FieldKey, TextField};
