//! SQL highlighting in two layers: syntect colours the keywords, then each atom is painted with
//! the colour of the question phrase it serves, uncertain atoms are underlined, and the focused
//! atom is reversed.
//!
//! Owns: the lazily loaded syntect sets (loaded once per process) and the per-character style of
//! a SQL text. Atom spans are byte offsets: every character is styled by the byte it starts at,
//! so spans that do not fall on character boundaries (or past the end) never panic.
//! Must not touch: layout (the SQL panel wraps and scrolls the styled characters).

use super::chips::phrase_index;
use crate::core::session::AtomView;
use crate::tui::theme::Theme;
use ratatui::style::{Color, Modifier, Style};
use std::sync::OnceLock;
use syntect::easy::HighlightLines;
use syntect::highlighting::ThemeSet;
use syntect::parsing::SyntaxSet;
use syntect::util::LinesWithEndings;

/// Atoms at or above this confidence are not underlined (the theme's "high" band).
pub(super) const CERTAIN: f64 = 0.75;

/// The syntect theme used when the configured one is not among syntect's defaults.
const FALLBACK_SYNTAX_THEME: &str = "base16-ocean.dark";

fn sets() -> &'static (SyntaxSet, ThemeSet) {
    static SETS: OnceLock<(SyntaxSet, ThemeSet)> = OnceLock::new();
    SETS.get_or_init(|| {
        (
            SyntaxSet::load_defaults_newlines(),
            ThemeSet::load_defaults(),
        )
    })
}

/// The keyword colour of every character of `sql` (None: the theme's foreground).
fn syntax_colours(sql: &str, syntax_theme: &str) -> Vec<Option<Color>> {
    let plain = || vec![None; sql.chars().count()];
    let (syntaxes, themes) = sets();
    let Some(syntax) = syntaxes.find_syntax_by_extension("sql") else {
        return plain();
    };
    let Some(theme) = themes
        .themes
        .get(syntax_theme)
        .or_else(|| themes.themes.get(FALLBACK_SYNTAX_THEME))
    else {
        return plain();
    };
    let mut highlighter = HighlightLines::new(syntax, theme);
    let mut colours = Vec::with_capacity(sql.len());
    for line in LinesWithEndings::from(sql) {
        let Ok(pieces) = highlighter.highlight_line(line, syntaxes) else {
            return plain();
        };
        for (style, piece) in pieces {
            let c = style.foreground;
            colours.extend(piece.chars().map(|_| Some(Color::Rgb(c.r, c.g, c.b))));
        }
    }
    colours.resize(sql.chars().count(), None);
    colours
}

/// One character of highlighted SQL.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Cell {
    pub ch: char,
    /// Byte offset of the character in the SQL.
    pub at: usize,
    pub style: Style,
}

/// The innermost atom (shortest span) covering byte `at` that satisfies `keep`.
fn innermost(atoms: &[AtomView], at: usize, keep: impl Fn(&AtomView) -> bool) -> Option<&AtomView> {
    atoms
        .iter()
        .filter(|a| a.span[0] <= at && at < a.span[1] && keep(a))
        .min_by_key(|a| a.span[1] - a.span[0])
}

/// The keyword style of every character of `sql` (line breaks included), for text that has no
/// atoms yet: SQL being typed in the editor.
pub(super) fn syntax_styles(sql: &str, theme: &Theme) -> Vec<Style> {
    syntax_colours(sql, &theme.syntax)
        .into_iter()
        .map(|colour| Style::default().fg(colour.unwrap_or(theme.foreground)))
        .collect()
}

/// Every character of `sql` with its style: keyword colour, then the phrase colour of the atom
/// it belongs to, underline when that atom is uncertain, reversed inside the focused atom.
pub(super) fn highlight(
    sql: &str,
    atoms: &[AtomView],
    phrases: &[String],
    focused: Option<usize>,
    theme: &Theme,
) -> Vec<Cell> {
    let styles = syntax_styles(sql, theme);
    let focused = focused.and_then(|i| atoms.get(i));
    sql.char_indices()
        .zip(styles)
        .map(|((at, ch), mut style)| {
            let tagged = innermost(atoms, at, |a| a.nl.is_some());
            if let Some(index) = tagged.and_then(|a| phrase_index(phrases, a.nl.as_deref())) {
                style = style.fg(theme.background).bg(theme.phrase(index));
            }
            if innermost(atoms, at, |_| true).is_some_and(|a| a.confidence < CERTAIN) {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            if focused.is_some_and(|a| a.span[0] <= at && at < a.span[1]) {
                style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
            }
            Cell { ch, at, style }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn atom(span: [usize; 2], nl: Option<&str>, confidence: f64) -> AtomView {
        AtomView {
            kind: "projection".into(),
            text: String::new(),
            nl: nl.map(str::to_string),
            confidence,
            key: format!("|projection|{span:?}"),
            span,
        }
    }

    #[test]
    fn atoms_take_their_phrase_colour_and_uncertain_ones_are_underlined() {
        let theme = Theme::dark();
        let sql = "select name, nationality from singer";
        let atoms = [
            atom([7, 11], None, 1.0),
            atom([13, 24], Some("country"), 0.5),
        ];
        let phrases = vec!["name".to_string(), "country".to_string()];
        let cells = highlight(sql, &atoms, &phrases, Some(0), &theme);
        assert_eq!(cells.len(), sql.chars().count());
        let nationality = cells[13].style;
        assert_eq!(nationality.bg, Some(theme.phrase(1)));
        assert!(nationality.add_modifier.contains(Modifier::UNDERLINED));
        let name = cells[7].style;
        assert!(name.add_modifier.contains(Modifier::REVERSED));
        assert!(!name.add_modifier.contains(Modifier::UNDERLINED));
        assert_eq!(cells[2].style.bg, None);
    }

    #[test]
    fn spans_off_character_boundaries_or_past_the_end_do_not_panic() {
        let theme = Theme::dark();
        let sql = "select 'Zürich' as ville\nfrom städte";
        let atoms = [atom([9, 10], Some("city"), 0.2), atom([30, 500], None, 0.9)];
        let cells = highlight(sql, &atoms, &["city".into()], Some(1), &theme);
        assert_eq!(cells.len(), sql.chars().count());
        let u = cells.iter().find(|c| c.ch == 'ü').expect("ü");
        assert_eq!(u.style.bg, Some(theme.phrase(0)));
    }
}
