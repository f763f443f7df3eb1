//! The terminal interface: a whole clarification session in ratatui.
//!
//! Owns: the event loop, the app state and its drawing, the asynchronous driver of the session
//! machine, the screens, themes and key bindings.
//! Must not touch: the method (the session machine decides every step), SQLite or HTTP directly
//! from drawing code — work runs in tasks that report back by message, so no frame waits on I/O.

pub mod component;
pub mod keymap;
pub mod theme;
