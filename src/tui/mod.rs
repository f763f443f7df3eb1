//! The terminal interface: a whole clarification session in ratatui.
//!
//! Owns: the event loop, the app state and its drawing, the asynchronous driver of the session
//! machine, the screens, themes and key bindings.
//! Must not touch: the method (the session machine decides every step), SQLite or HTTP directly
//! from drawing code — work runs in tasks that report back by message, so no frame waits on I/O.

pub mod app;
pub mod clipboard;
pub mod component;
pub mod driver;
pub mod events;
pub mod export;
pub mod keymap;
pub mod logging;
pub mod main_screen;
pub mod safe_backend;
pub mod screens;
pub mod status;
pub mod tasks;
pub mod terminal;
pub mod theme;

pub use app::{App, AppOptions};
pub use driver::run;
