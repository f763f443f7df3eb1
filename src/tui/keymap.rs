//! Key bindings as data: every [`Action`] the interface understands, the keys bound to it, and
//! the parser for the `[keymap]` table of `config.toml` (`action = "key key …"`).
//!
//! Owns: the action vocabulary, key-spec parsing (`ctrl-r`, `shift-tab`, `pagedown`, `j`), and
//! resolving a terminal key press to an action. Vim keys and arrow keys are both bound by
//! default; a user binding replaces that action's default keys.
//! Must not touch: what an action does (the app decides, per screen and focus), drawing.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::collections::BTreeMap;
use std::fmt;

macro_rules! actions {
    ($($variant:ident = $name:literal, $keys:literal, $help:literal;)*) => {
        /// Something the user asks for with a key. Names are the `[keymap]` keys of config.toml.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Action { $($variant,)* }

        impl Action {
            /// Every action, in help order.
            pub const ALL: &'static [Action] = &[$(Action::$variant,)*];

            /// The action's name in config.toml.
            pub fn name(self) -> &'static str {
                match self { $(Action::$variant => $name,)* }
            }

            /// Its default keys, space-separated.
            pub fn default_keys(self) -> &'static str {
                match self { $(Action::$variant => $keys,)* }
            }

            /// One line for the help overlay.
            pub fn help(self) -> &'static str {
                match self { $(Action::$variant => $help,)* }
            }

            /// The action called `name` in config.toml.
            pub fn from_name(name: &str) -> Option<Action> {
                Action::ALL.iter().copied().find(|a| a.name() == name)
            }
        }
    };
}

actions! {
    Quit = "quit", "ctrl-c ctrl-q", "leave qlarify";
    Cancel = "cancel", "esc", "cancel the running task, close an overlay, leave a field";
    Help = "help", "? f1", "show or hide this help";
    Submit = "submit", "enter", "ask the question in the input box";
    EditQuestion = "edit_question", "i /", "focus the question input";
    FocusNext = "focus_next", "tab", "next panel";
    FocusPrevious = "focus_previous", "shift-tab", "previous panel";
    Up = "up", "up k", "move up";
    Down = "down", "down j", "move down";
    Left = "left", "left h", "move left / previous atom";
    Right = "right", "right l", "move right / next atom";
    PageUp = "page_up", "pageup ctrl-u", "page up";
    PageDown = "page_down", "pagedown ctrl-d", "page down";
    Top = "top", "home g", "first row";
    Bottom = "bottom", "end G", "last row";
    Select = "select", "enter", "choose the focused item";
    Answer1 = "answer_1", "1 a", "answer the clarification with option 1";
    Answer2 = "answer_2", "2 b", "answer with option 2";
    Answer3 = "answer_3", "3 c", "answer with option 3";
    Answer4 = "answer_4", "4 d", "answer with option 4";
    NoneOfThese = "none_of_these", "n 0", "none of the options is what I meant";
    Skip = "skip", "s", "skip this question";
    Undo = "undo", "u ctrl-z", "undo the last answer, pick or acceptance (with what it taught)";
    PickCandidate = "pick_candidate", "p ctrl-p", "take the focused reading";
    PreferAtom = "prefer_atom", "f", "prefer the focused alternative atom";
    Run = "run", "r ctrl-r", "run the focused reading: a preview, nothing is learned";
    Accept = "accept", "A", "accept the focused reading as what you meant: qlarify learns from it (u takes it back)";
    CopySql = "copy_sql", "y ctrl-y", "copy the focused SQL (OSC 52)";
    CopyRow = "copy_row", "R", "copy the focused result row, tab-separated (OSC 52)";
    CopyCell = "copy_cell", "C", "copy the focused result cell (OSC 52)";
    ExportCsv = "export_csv", "E", "export the rows as CSV";
    ExportJson = "export_json", "J", "export the rows as JSON";
    ViewCell = "view_cell", "v", "show the focused cell in full";
    ZoomResults = "zoom_results", "z", "maximise the results panel (again: back to all panels)";
    Sort = "sort", "o", "sort the results by the focused column: ascending, descending, as returned";
    Search = "search", "ctrl-f /", "search the list; in the results, filter the rows";
    Edit = "edit", "e", "edit the focused item; on the main screen, edit the focused reading's SQL (or write SQL)";
    Toggle = "toggle", "x space", "enable or disable the focused item";
    Delete = "delete", "d delete", "delete the focused item";
    Increase = "increase", "+ =", "increase the focused setting";
    Decrease = "decrease", "-", "decrease the focused setting";
    ScreenMain = "screen_main", "f2 M", "main screen";
    ScreenHints = "screen_hints", "f3 H", "learned hints";
    ScreenPrefs = "screen_prefs", "f4 P", "preferences and method settings";
    ScreenSchema = "screen_schema", "f5 S", "schema browser";
    ScreenTree = "screen_tree", "f6 T", "SQL tree of the focused reading";
    ScreenHistory = "screen_history", "f7 Y", "history of questions";
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One key with its modifiers, as written in config.toml.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KeySpec {
    pub code: KeyCodeOrd,
    pub ctrl: bool,
    pub alt: bool,
    pub shift: bool,
}

/// The key codes a binding can name (a subset of crossterm's, orderable for maps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyCodeOrd {
    Char(char),
    F(u8),
    Enter,
    Esc,
    Tab,
    BackTab,
    Backspace,
    Delete,
    Insert,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Home,
    End,
}

impl KeySpec {
    /// Parse `ctrl-r`, `shift-tab`, `alt-x`, `pagedown`, `space`, `G`, `?`, `f5`.
    pub fn parse(spec: &str) -> Result<Self, String> {
        let mut rest = spec.trim();
        let (mut ctrl, mut alt, mut shift) = (false, false, false);
        loop {
            let lower = rest.to_ascii_lowercase();
            if rest.len() > 1 && lower.starts_with("ctrl-") {
                ctrl = true;
                rest = &rest[5..];
            } else if rest.len() > 1 && lower.starts_with("alt-") {
                alt = true;
                rest = &rest[4..];
            } else if rest.len() > 1 && lower.starts_with("shift-") {
                shift = true;
                rest = &rest[6..];
            } else {
                break;
            }
        }
        let mut chars = rest.chars();
        let code = match (chars.next(), chars.next()) {
            (Some(c), None) => {
                if c.is_ascii_uppercase() {
                    shift = false;
                }
                KeyCodeOrd::Char(if ctrl { c.to_ascii_lowercase() } else { c })
            }
            (None, _) => return Err(format!("`{spec}` names no key")),
            _ => match rest.to_ascii_lowercase().as_str() {
                "enter" | "return" => KeyCodeOrd::Enter,
                "esc" | "escape" => KeyCodeOrd::Esc,
                "tab" if shift => {
                    shift = false;
                    KeyCodeOrd::BackTab
                }
                "tab" => KeyCodeOrd::Tab,
                "backtab" => KeyCodeOrd::BackTab,
                "backspace" => KeyCodeOrd::Backspace,
                "delete" | "del" => KeyCodeOrd::Delete,
                "insert" => KeyCodeOrd::Insert,
                "up" => KeyCodeOrd::Up,
                "down" => KeyCodeOrd::Down,
                "left" => KeyCodeOrd::Left,
                "right" => KeyCodeOrd::Right,
                "pageup" | "pgup" => KeyCodeOrd::PageUp,
                "pagedown" | "pgdn" => KeyCodeOrd::PageDown,
                "home" => KeyCodeOrd::Home,
                "end" => KeyCodeOrd::End,
                "space" => KeyCodeOrd::Char(' '),
                f if f.starts_with('f') => match f[1..].parse::<u8>() {
                    Ok(n @ 1..=12) => KeyCodeOrd::F(n),
                    _ => return Err(format!("`{spec}` is not a key")),
                },
                _ => return Err(format!("`{spec}` is not a key")),
            },
        };
        Ok(KeySpec {
            code,
            ctrl,
            alt,
            shift,
        })
    }

    /// The spec of a terminal key press, normalised like [`KeySpec::parse`] normalises text.
    pub fn from_event(key: &KeyEvent) -> Option<Self> {
        let m = key.modifiers;
        let mut shift = m.contains(KeyModifiers::SHIFT);
        let ctrl = m.contains(KeyModifiers::CONTROL);
        let code = match key.code {
            KeyCode::Char(c) => {
                // A typed character already carries its shift ('G', '?').
                shift = false;
                KeyCodeOrd::Char(if ctrl { c.to_ascii_lowercase() } else { c })
            }
            KeyCode::F(n) => KeyCodeOrd::F(n),
            KeyCode::Enter => KeyCodeOrd::Enter,
            KeyCode::Esc => KeyCodeOrd::Esc,
            KeyCode::Tab if shift => {
                shift = false;
                KeyCodeOrd::BackTab
            }
            KeyCode::Tab => KeyCodeOrd::Tab,
            KeyCode::BackTab => {
                shift = false;
                KeyCodeOrd::BackTab
            }
            KeyCode::Backspace => KeyCodeOrd::Backspace,
            KeyCode::Delete => KeyCodeOrd::Delete,
            KeyCode::Insert => KeyCodeOrd::Insert,
            KeyCode::Up => KeyCodeOrd::Up,
            KeyCode::Down => KeyCodeOrd::Down,
            KeyCode::Left => KeyCodeOrd::Left,
            KeyCode::Right => KeyCodeOrd::Right,
            KeyCode::PageUp => KeyCodeOrd::PageUp,
            KeyCode::PageDown => KeyCodeOrd::PageDown,
            KeyCode::Home => KeyCodeOrd::Home,
            KeyCode::End => KeyCodeOrd::End,
            _ => return None,
        };
        Some(KeySpec {
            code,
            ctrl,
            alt: m.contains(KeyModifiers::ALT),
            shift,
        })
    }

    /// True for a plain printable character: typed text when a text field has focus.
    pub fn is_text(&self) -> bool {
        matches!(self.code, KeyCodeOrd::Char(_)) && !self.ctrl && !self.alt
    }
}

impl fmt::Display for KeySpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("ctrl-")?;
        }
        if self.alt {
            f.write_str("alt-")?;
        }
        if self.shift {
            f.write_str("shift-")?;
        }
        match self.code {
            KeyCodeOrd::Char(' ') => f.write_str("space"),
            KeyCodeOrd::Char(c) => write!(f, "{c}"),
            KeyCodeOrd::F(n) => write!(f, "f{n}"),
            KeyCodeOrd::BackTab => f.write_str("shift-tab"),
            other => f.write_str(&format!("{other:?}").to_ascii_lowercase()),
        }
    }
}

/// Which keys do what. One key may serve several actions (Enter submits in the input box and
/// selects in a list): the app asks [`Keymap::actions`] and takes the one that fits the focus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    by_key: BTreeMap<KeySpec, Vec<Action>>,
    by_action: BTreeMap<Action, Vec<KeySpec>>,
}

impl Default for Keymap {
    fn default() -> Self {
        Keymap::from_config(&BTreeMap::new()).0
    }
}

impl Keymap {
    /// The defaults, with the `[keymap]` table of config.toml laid over them (a user entry
    /// replaces that action's keys). Returns warnings for unknown actions and unreadable keys.
    pub fn from_config(table: &BTreeMap<String, String>) -> (Self, Vec<String>) {
        let mut warnings = Vec::new();
        for name in table.keys() {
            if Action::from_name(name).is_none() {
                warnings.push(format!("[keymap] {name}: no such action; ignored"));
            }
        }
        let mut map = Keymap {
            by_key: BTreeMap::new(),
            by_action: BTreeMap::new(),
        };
        for &action in Action::ALL {
            let text = table
                .get(action.name())
                .map(String::as_str)
                .unwrap_or(action.default_keys());
            for spec in text.split_whitespace() {
                match KeySpec::parse(spec) {
                    Ok(key) => {
                        map.by_key.entry(key).or_default().push(action);
                        map.by_action.entry(action).or_default().push(key);
                    }
                    Err(reason) => warnings.push(format!("[keymap] {}: {reason}", action.name())),
                }
            }
        }
        (map, warnings)
    }

    /// Every action bound to this key press, in declaration order.
    pub fn actions(&self, key: &KeyEvent) -> &[Action] {
        KeySpec::from_event(key)
            .and_then(|spec| self.by_key.get(&spec))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// True when `key` is bound to `action`.
    pub fn is(&self, key: &KeyEvent, action: Action) -> bool {
        self.actions(key).contains(&action)
    }

    /// The keys bound to `action`, for the help overlay and footers ("r, ctrl-r").
    pub fn keys(&self, action: Action) -> Vec<String> {
        self.by_action
            .get(&action)
            .map(|keys| keys.iter().map(ToString::to_string).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEventKind;
    use rstest::rstest;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent {
            code,
            modifiers,
            kind: KeyEventKind::Press,
            state: crossterm::event::KeyEventState::NONE,
        }
    }

    #[rstest]
    #[case(press(KeyCode::Char('j'), KeyModifiers::NONE), Action::Down)]
    #[case(press(KeyCode::Down, KeyModifiers::NONE), Action::Down)]
    #[case(press(KeyCode::Char('r'), KeyModifiers::CONTROL), Action::Run)]
    #[case(press(KeyCode::Char('G'), KeyModifiers::SHIFT), Action::Bottom)]
    #[case(press(KeyCode::Char('?'), KeyModifiers::SHIFT), Action::Help)]
    #[case(press(KeyCode::BackTab, KeyModifiers::SHIFT), Action::FocusPrevious)]
    #[case(press(KeyCode::Tab, KeyModifiers::SHIFT), Action::FocusPrevious)]
    #[case(press(KeyCode::F(5), KeyModifiers::NONE), Action::ScreenSchema)]
    #[case(press(KeyCode::Char(' '), KeyModifiers::NONE), Action::Toggle)]
    #[case(press(KeyCode::PageDown, KeyModifiers::NONE), Action::PageDown)]
    fn default_bindings_resolve(#[case] key: KeyEvent, #[case] action: Action) {
        assert!(
            Keymap::default().is(&key, action),
            "{key:?} → {:?}",
            Keymap::default().actions(&key)
        );
    }

    #[test]
    fn enter_serves_both_submit_and_select() {
        let map = Keymap::default();
        let acts = map.actions(&press(KeyCode::Enter, KeyModifiers::NONE));
        assert_eq!(acts, &[Action::Submit, Action::Select]);
    }

    #[test]
    fn a_user_binding_replaces_the_defaults_of_that_action_only() {
        let table = BTreeMap::from([("run".to_string(), "ctrl-e F9".to_string())]);
        let (map, warnings) = Keymap::from_config(&table);
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(map.is(
            &press(KeyCode::Char('e'), KeyModifiers::CONTROL),
            Action::Run
        ));
        assert!(map.is(&press(KeyCode::F(9), KeyModifiers::NONE), Action::Run));
        assert!(!map.is(&press(KeyCode::Char('r'), KeyModifiers::NONE), Action::Run));
        assert!(map.is(&press(KeyCode::Char('j'), KeyModifiers::NONE), Action::Down));
    }

    #[rstest]
    #[case("frobnicate", "x", "no such action")]
    #[case("run", "ctrl-", "names no key")]
    #[case("run", "hyper-x", "not a key")]
    #[case("run", "f13", "not a key")]
    fn bad_entries_warn_and_are_ignored(
        #[case] action: &str,
        #[case] keys: &str,
        #[case] says: &str,
    ) {
        let table = BTreeMap::from([(action.to_string(), keys.to_string())]);
        let (_, warnings) = Keymap::from_config(&table);
        assert!(warnings.iter().any(|w| w.contains(says)), "{warnings:?}");
    }

    #[test]
    fn every_action_has_a_default_key_and_round_trips_its_name() {
        let map = Keymap::default();
        for &action in Action::ALL {
            assert!(!map.keys(action).is_empty(), "{action} has no key");
            assert_eq!(Action::from_name(action.name()), Some(action));
        }
    }

    #[rstest]
    #[case("ctrl-r")]
    #[case("shift-tab")]
    #[case("space")]
    #[case("f5")]
    #[case("G")]
    #[case("pagedown")]
    fn key_specs_display_as_they_parse(#[case] text: &str) {
        let spec = KeySpec::parse(text).expect("parses");
        assert_eq!(KeySpec::parse(&spec.to_string()), Ok(spec));
    }
}
