//! The real terminal: raw mode and the alternate screen on the way in, everything restored on
//! the way out — also when the program panics, before the panic message is printed.
//!
//! Owns: setup, restore and the panic hook.
//! Must not touch: drawing (the app) or the event loop.

use super::safe_backend::SafeBackend;
use crossterm::cursor::Show;
use crossterm::event::{DisableBracketedPaste, EnableBracketedPaste};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;
use std::io::{self, Stdout};

/// The terminal the TUI draws on: no control character in the data it shows is ever sent.
pub type Term = Terminal<SafeBackend<CrosstermBackend<Stdout>>>;

/// Raw mode, the alternate screen, and a panic hook that undoes both.
pub fn setup() -> io::Result<Term> {
    install_panic_hook();
    enable_raw_mode()?;
    // Bracketed paste: a paste arrives as one event of text, not as a burst of key presses.
    if let Err(error) = execute!(io::stdout(), EnterAlternateScreen, EnableBracketedPaste) {
        let _ = restore();
        return Err(error);
    }
    Terminal::new(SafeBackend(CrosstermBackend::new(io::stdout())))
}

/// Leave raw mode and the alternate screen and show the cursor (safe to call twice).
pub fn restore() -> io::Result<()> {
    let raw = disable_raw_mode();
    execute!(
        io::stdout(),
        DisableBracketedPaste,
        LeaveAlternateScreen,
        Show
    )?;
    raw
}

/// A panic on the main thread (the one drawing) restores the terminal first, so the message is
/// readable and the shell usable. Panics in background tasks are caught by the task runner and
/// only logged: printing them would scribble over the running interface.
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().name() == Some("main") {
            let _ = restore();
            previous(info);
        } else {
            tracing::error!(%info, "a background task panicked");
        }
    }));
}
