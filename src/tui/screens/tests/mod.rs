//! Tests of the secondary screens: snapshots through ratatui's `TestBackend`, table-driven key
//! tests asserting the `Request` each key sequence produces, the schema loader on a real SQLite
//! file, and `apply` against a real store in a temp directory.
#![allow(clippy::expect_used, clippy::panic)] // a failed expectation is the test failing

mod apply;
mod export_prompt;
mod hints;
mod history_help;
mod prefs;
mod schema;
mod tree;

use crate::tui::component::{Component, DrawContext, Outcome};
use crate::tui::keymap::Keymap;
use crate::tui::theme::Theme;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

/// Draw `component` on a `width`×`height` test terminal.
pub fn render(component: &dyn Component, width: u16, height: u16) -> TestBackend {
    let theme = Theme::dark();
    let keymap = Keymap::default();
    let ctx = DrawContext {
        theme: &theme,
        keymap: &keymap,
        tick: 0,
    };
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal
        .draw(|f| component.draw(f, f.area(), &ctx))
        .expect("draw");
    terminal.backend().clone()
}

/// One key press from a token: `esc`, `enter`, `down`, `space`, `ctrl-u`, a single character,
/// or `type:some_text` (underscores for spaces), which stands for one press per character.
fn keys_of(token: &str) -> Vec<KeyEvent> {
    let plain = |code| KeyEvent::new(code, KeyModifiers::NONE);
    if let Some(text) = token.strip_prefix("type:") {
        return text
            .chars()
            .map(|c| plain(KeyCode::Char(if c == '_' { ' ' } else { c })))
            .collect();
    }
    let code = match token {
        "esc" => KeyCode::Esc,
        "enter" => KeyCode::Enter,
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "pagedown" => KeyCode::PageDown,
        "pageup" => KeyCode::PageUp,
        "backspace" => KeyCode::Backspace,
        "space" => KeyCode::Char(' '),
        "ctrl-u" => return vec![KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL)],
        single => {
            let mut chars = single.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => KeyCode::Char(c),
                _ => panic!("unknown key token {token:?}"),
            }
        }
    };
    vec![plain(code)]
}

/// Press the keys of a space-separated token list through the default keymap, as the shell
/// does; returns the outcome of the last press.
pub fn press(component: &mut dyn Component, tokens: &str) -> Outcome {
    let keymap = Keymap::default();
    let mut last = Outcome::Ignored;
    for token in tokens.split_whitespace() {
        for key in keys_of(token) {
            last = component.handle_key(&key, keymap.actions(&key));
        }
    }
    last
}
