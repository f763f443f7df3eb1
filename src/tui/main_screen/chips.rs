//! The question phrases as coloured chips, and the legend of the SQL panel.
//!
//! Owns: which phrases a round has and the colour index of each (their order in the question,
//! so colours read left to right like the question), the chips row and the legend line.
//! Must not touch: the SQL text (highlight.rs paints atoms with the same indices).

use super::highlight::CERTAIN;
use crate::core::session::RoundView;
use crate::tui::component::DrawContext;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

/// The distinct question phrases the round's atoms serve, in the order they appear in the
/// question (phrases not found in it last, in order of first use by the best readings).
pub(super) fn distinct_phrases(view: &RoundView) -> Vec<String> {
    let mut phrases: Vec<String> = Vec::new();
    for atom in view.candidates.iter().flat_map(|c| c.atoms.iter()) {
        if let Some(nl) = &atom.nl {
            if !phrases.contains(nl) {
                phrases.push(nl.clone());
            }
        }
    }
    let question = view.question.to_lowercase();
    // A stable sort keeps first-use order among phrases the question does not contain.
    phrases.sort_by_key(|p| question.find(&p.to_lowercase()).unwrap_or(usize::MAX));
    phrases
}

/// The colour index of phrase `nl`.
pub(super) fn phrase_index(phrases: &[String], nl: Option<&str>) -> Option<usize> {
    nl.and_then(|nl| phrases.iter().position(|p| p == nl))
}

/// The style of phrase `index` as a chip or highlighted atom.
pub(super) fn chip_style(ctx: &DrawContext<'_>, index: usize) -> Style {
    Style::default()
        .fg(ctx.theme.background)
        .bg(ctx.theme.phrase(index))
}

/// One row of chips: ` phrase ` on its colour, space-separated.
pub(super) fn chips_line(ctx: &DrawContext<'_>, phrases: &[String]) -> Line<'static> {
    if phrases.is_empty() {
        return Line::from(Span::styled(
            "no question phrase is tied to an atom",
            ctx.theme.muted(),
        ));
    }
    let mut spans = vec![Span::styled("phrases ", ctx.theme.muted())];
    for (index, phrase) in phrases.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(Span::styled(format!(" {phrase} "), chip_style(ctx, index)));
    }
    Line::from(spans)
}

/// What the marks in the SQL mean.
pub(super) fn legend_line(ctx: &DrawContext<'_>, width: usize) -> Line<'static> {
    let theme = ctx.theme;
    let short = width < 60;
    Line::from(vec![
        Span::styled("▇", Style::default().fg(theme.phrase(0))),
        Span::styled(
            if short {
                " phrase  "
            } else {
                " serves the phrase  "
            },
            theme.muted(),
        ),
        Span::styled(
            "abc",
            Style::default()
                .fg(theme.foreground)
                .add_modifier(Modifier::UNDERLINED),
        ),
        Span::styled(
            if short {
                " uncertain  ".to_string()
            } else {
                format!(" uncertain (<{:.0}%)  ", CERTAIN * 100.0)
            },
            theme.muted(),
        ),
        Span::styled("●", Style::default().fg(theme.confidence_high)),
        Span::styled("●", Style::default().fg(theme.confidence_mid)),
        Span::styled("●", Style::default().fg(theme.confidence_low)),
        Span::styled(" confidence", theme.muted()),
    ])
}
