//! Colour themes of the terminal interface, read from `themes/*.toml`.
//!
//! Owns: the [`Theme`] every component draws with, the three built-in themes (embedded from
//! `themes/` so a fresh install needs no files), user themes in `<config dir>/themes/NAME.toml`,
//! and the small style helpers components share (borders, selection, confidence, phrase colours).
//! Must not touch: layout or drawing (components do that), the config file (`store/` reads it and
//! hands the theme's name here).

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;
use ratatui::widgets::{Block, Borders};
use serde::Deserialize;
use std::path::Path;
use std::str::FromStr;

/// The themes shipped with qlarify, by name.
pub const BUILT_IN: [(&str, &str); 3] = [
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
];

/// The colours of one theme. Every field is required in a theme file, so a theme is complete.
#[derive(Debug, Clone, PartialEq)]
pub struct Theme {
    pub name: String,
    pub background: Color,
    pub foreground: Color,
    pub muted: Color,
    pub accent: Color,
    pub border: Color,
    pub border_focused: Color,
    pub selection_bg: Color,
    pub selection_fg: Color,
    pub success: Color,
    pub warning: Color,
    pub error: Color,
    pub confidence_high: Color,
    pub confidence_mid: Color,
    pub confidence_low: Color,
    /// Question phrases and the atoms serving them share these colours, cycling.
    pub phrases: Vec<Color>,
    /// A syntect theme name for SQL keywords.
    pub syntax: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ThemeFile {
    name: String,
    background: String,
    foreground: String,
    muted: String,
    accent: String,
    border: String,
    border_focused: String,
    selection_bg: String,
    selection_fg: String,
    success: String,
    warning: String,
    error: String,
    confidence_high: String,
    confidence_mid: String,
    confidence_low: String,
    phrases: Vec<String>,
    syntax: String,
}

/// Why a theme could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ThemeError {
    #[error(
        "theme `{0}` is neither built in (dark, light, high-contrast) nor in the themes directory"
    )]
    Unknown(String),
    #[error("theme file {path}: {reason}")]
    Invalid { path: String, reason: String },
}

fn color(field: &str, text: &str) -> Result<Color, String> {
    Color::from_str(text.trim()).map_err(|_| format!("{field}: `{text}` is not a colour"))
}

impl Theme {
    /// Parse a theme file's text; `origin` names it in errors.
    pub fn parse(text: &str, origin: &str) -> Result<Self, ThemeError> {
        let invalid = |reason: String| ThemeError::Invalid {
            path: origin.to_string(),
            reason,
        };
        let file: ThemeFile = toml::from_str(text).map_err(|e| invalid(e.message().into()))?;
        let c = |field: &str, text: &str| color(field, text).map_err(invalid);
        let phrases = file
            .phrases
            .iter()
            .map(|p| c("phrases", p))
            .collect::<Result<Vec<_>, _>>()?;
        if phrases.is_empty() {
            return Err(invalid("phrases: at least one colour is needed".into()));
        }
        Ok(Theme {
            name: file.name,
            background: c("background", &file.background)?,
            foreground: c("foreground", &file.foreground)?,
            muted: c("muted", &file.muted)?,
            accent: c("accent", &file.accent)?,
            border: c("border", &file.border)?,
            border_focused: c("border_focused", &file.border_focused)?,
            selection_bg: c("selection_bg", &file.selection_bg)?,
            selection_fg: c("selection_fg", &file.selection_fg)?,
            success: c("success", &file.success)?,
            warning: c("warning", &file.warning)?,
            error: c("error", &file.error)?,
            confidence_high: c("confidence_high", &file.confidence_high)?,
            confidence_mid: c("confidence_mid", &file.confidence_mid)?,
            confidence_low: c("confidence_low", &file.confidence_low)?,
            phrases,
            syntax: file.syntax,
        })
    }

    /// The theme called `name`: a user file `<themes_dir>/NAME.toml` wins over a built-in one.
    pub fn named(name: &str, themes_dir: Option<&Path>) -> Result<Self, ThemeError> {
        if let Some(dir) = themes_dir {
            let path = dir.join(format!("{name}.toml"));
            if let Ok(text) = std::fs::read_to_string(&path) {
                return Theme::parse(&text, &path.display().to_string());
            }
        }
        BUILT_IN
            .iter()
            .find(|(n, _)| *n == name)
            .ok_or_else(|| ThemeError::Unknown(name.to_string()))
            .and_then(|(n, text)| Theme::parse(text, &format!("themes/{n}.toml")))
    }

    /// The theme called `name`, or the dark theme with a warning saying why.
    pub fn load_or_default(name: &str, themes_dir: Option<&Path>) -> (Self, Option<String>) {
        match Theme::named(name, themes_dir) {
            Ok(theme) => (theme, None),
            Err(error) => (Theme::dark(), Some(format!("{error}; using `dark`"))),
        }
    }

    /// The built-in dark theme (the default).
    pub fn dark() -> Self {
        // The embedded file is checked by a test, so this fallback is only a guard.
        Theme::parse(BUILT_IN[0].1, "themes/dark.toml").unwrap_or_else(|_| Theme::plain())
    }

    /// A theme of terminal defaults only, used if even the embedded theme were unreadable.
    fn plain() -> Self {
        Theme {
            name: "plain".into(),
            background: Color::Reset,
            foreground: Color::Reset,
            muted: Color::DarkGray,
            accent: Color::Cyan,
            border: Color::DarkGray,
            border_focused: Color::Cyan,
            selection_bg: Color::DarkGray,
            selection_fg: Color::White,
            success: Color::Green,
            warning: Color::Yellow,
            error: Color::Red,
            confidence_high: Color::Green,
            confidence_mid: Color::Yellow,
            confidence_low: Color::Red,
            phrases: vec![Color::Cyan, Color::Magenta, Color::Yellow, Color::Green],
            syntax: "base16-ocean.dark".into(),
        }
    }

    /// Text in the theme's colours.
    pub fn base(&self) -> Style {
        Style::default().fg(self.foreground).bg(self.background)
    }

    /// Secondary text (labels, hints, units).
    pub fn muted(&self) -> Style {
        Style::default().fg(self.muted)
    }

    /// Titles and the one thing that should catch the eye.
    pub fn accent(&self) -> Style {
        Style::default()
            .fg(self.accent)
            .add_modifier(Modifier::BOLD)
    }

    /// A panel border; the focused panel stands out.
    pub fn border(&self, focused: bool) -> Style {
        if focused {
            Style::default().fg(self.border_focused)
        } else {
            Style::default().fg(self.border)
        }
    }

    /// A bordered panel with its title in the accent style; the focused panel's border stands out.
    pub fn panel(&self, title: impl Into<String>) -> Block<'static> {
        Block::default()
            .borders(Borders::ALL)
            .border_style(self.border(false))
            .title(Span::styled(title.into(), self.accent()))
    }

    /// [`Theme::panel`] with the border of a focused or unfocused panel.
    pub fn panel_focused(&self, title: impl Into<String>, focused: bool) -> Block<'static> {
        self.panel(title).border_style(self.border(focused))
    }

    /// The selected row of a list or table.
    pub fn selected(&self) -> Style {
        Style::default()
            .fg(self.selection_fg)
            .bg(self.selection_bg)
            .add_modifier(Modifier::BOLD)
    }

    pub fn success(&self) -> Style {
        Style::default().fg(self.success)
    }

    pub fn warning(&self) -> Style {
        Style::default().fg(self.warning)
    }

    pub fn error(&self) -> Style {
        Style::default().fg(self.error).add_modifier(Modifier::BOLD)
    }

    /// The colour of a confidence in [0, 1]: high from 0.75, low below 0.4.
    pub fn confidence(&self, confidence: f64) -> Color {
        if confidence >= 0.75 {
            self.confidence_high
        } else if confidence >= 0.4 {
            self.confidence_mid
        } else {
            self.confidence_low
        }
    }

    /// The colour of the `index`-th question phrase (cycling through the palette).
    pub fn phrase(&self, index: usize) -> Color {
        self.phrases[index % self.phrases.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("dark")]
    #[case("light")]
    #[case("high-contrast")]
    fn built_in_themes_parse_completely(#[case] name: &str) {
        let theme = Theme::named(name, None).expect("built-in theme");
        assert_eq!(theme.name, name);
        assert!(theme.phrases.len() >= 6, "{name}: too few phrase colours");
    }

    #[test]
    fn a_user_theme_overrides_a_built_in_one() {
        let dir = tempfile::tempdir().expect("tempdir");
        let text = BUILT_IN[0].1.replace("name = \"dark\"", "name = \"mine\"");
        std::fs::write(dir.path().join("dark.toml"), text).expect("write");
        let theme = Theme::named("dark", Some(dir.path())).expect("user theme");
        assert_eq!(theme.name, "mine");
    }

    #[rstest]
    #[case("accent = \"#88c0d0\"", "accent = \"not-a-colour\"", "accent")]
    #[case("phrases = [", "phrases = [] #", "phrases")]
    #[case("syntax =", "surprise = 1\nsyntax =", "surprise")]
    fn a_broken_theme_says_which_field(#[case] from: &str, #[case] to: &str, #[case] field: &str) {
        let text = BUILT_IN[0].1.replacen(from, to, 1);
        let error = Theme::parse(&text, "t.toml").expect_err("must fail");
        assert!(error.to_string().contains(field), "{error}");
    }

    #[test]
    fn an_unknown_theme_falls_back_to_dark_with_a_warning() {
        let (theme, warning) = Theme::load_or_default("solarised-purple", None);
        assert_eq!(theme.name, "dark");
        assert!(warning.expect("warning").contains("solarised-purple"));
    }

    #[rstest]
    #[case(0.9, 0)]
    #[case(0.75, 0)]
    #[case(0.5, 1)]
    #[case(0.1, 2)]
    fn confidence_bands(#[case] c: f64, #[case] band: usize) {
        let t = Theme::dark();
        let bands = [t.confidence_high, t.confidence_mid, t.confidence_low];
        assert_eq!(t.confidence(c), bands[band]);
    }
}
