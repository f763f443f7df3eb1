//! The alternatives of the focused atom: what the other readings put in the same place (the same
//! clause slot, serving the same question phrase), each with the probability mass that carries it.
//!
//! Owns: grouping atoms of different readings into alternatives, and drawing them. "Prefer" on an
//! entry keeps the readings that contain its atom (keys.rs sends `PreferAtom`).
//! Must not touch: probabilities (summed from the session's, never recomputed).

use super::chips::{chip_style, phrase_index};
use super::text::{one_line, shorten};
use crate::core::session::{AtomView, RoundView};
use crate::tui::component::DrawContext;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::collections::BTreeSet;

/// One entry of the alternatives list.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Alternative {
    pub key: String,
    pub text: String,
    pub kind: String,
    pub nl: Option<String>,
    /// Probability of the readings that contain this atom.
    pub probability: f64,
    /// The readings (indices into the shown list) that contain it.
    pub readings: Vec<usize>,
    /// The focused atom itself (first in the list).
    pub current: bool,
}

/// The clause slot of an atom: its nesting path and clause (projections and aggregates share
/// the select list, as the session's slots do).
fn slot(atom: &AtomView) -> (String, &'static str) {
    let path = atom.key.split('|').next().unwrap_or("").to_string();
    let clause = match atom.kind.as_str() {
        "projection" | "aggregate" | "distinct" => "select",
        "table" => "from",
        "join" => "join",
        "predicate" => "where",
        "having" => "having",
        "group_by" => "group_by",
        "order_by" => "order_by",
        "limit" | "offset" => "limit",
        _ => "other",
    };
    (path, clause)
}

/// The focused atom, then the atoms other readings have in its place and it does not have.
pub(super) fn alternatives(view: &RoundView, selected: usize, atom: usize) -> Vec<Alternative> {
    let Some(candidate) = view.candidates.get(selected) else {
        return Vec::new();
    };
    let Some(focused) = candidate.atoms.get(atom) else {
        return Vec::new();
    };
    let own: BTreeSet<&str> = candidate.atoms.iter().map(|a| a.key.as_str()).collect();
    let carriers = |key: &str| -> (f64, Vec<usize>) {
        let readings: Vec<usize> = view
            .candidates
            .iter()
            .enumerate()
            .filter(|(_, c)| c.atoms.iter().any(|a| a.key == key))
            .map(|(i, _)| i)
            .collect();
        let p = readings
            .iter()
            .map(|&i| view.candidates[i].probability)
            .sum();
        (p, readings)
    };
    let (probability, readings) = carriers(&focused.key);
    let mut list = vec![Alternative {
        key: focused.key.clone(),
        text: focused.text.clone(),
        kind: focused.kind.clone(),
        nl: focused.nl.clone(),
        probability,
        readings,
        current: true,
    }];
    let place = slot(focused);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let mut others = Vec::new();
    for other in view.candidates.iter().flat_map(|c| c.atoms.iter()) {
        // Same clause slot; within it, an atom serving another phrase answers another part of
        // the question (SUM for "average" is an alternative, a name column is not).
        let compatible = focused.nl.is_none() || other.nl.is_none() || other.nl == focused.nl;
        if own.contains(other.key.as_str()) || slot(other) != place || !compatible {
            continue;
        }
        if seen.insert(other.key.as_str()) {
            let (probability, readings) = carriers(&other.key);
            others.push(Alternative {
                key: other.key.clone(),
                text: other.text.clone(),
                kind: other.kind.clone(),
                nl: other.nl.clone(),
                probability,
                readings,
                current: false,
            });
        }
    }
    others.sort_by(|a, b| {
        b.probability
            .total_cmp(&a.probability)
            .then(a.key.cmp(&b.key))
    });
    list.extend(others);
    list
}

#[allow(clippy::too_many_arguments)]
pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    ctx: &DrawContext<'_>,
    view: Option<&RoundView>,
    selected: usize,
    atom: usize,
    chosen: usize,
    phrases: &[String],
    focused: bool,
) {
    let theme = ctx.theme;
    let list = view
        .map(|v| alternatives(v, selected, atom))
        .unwrap_or_default();
    let title = match list.first() {
        Some(first) => match &first.nl {
            Some(nl) => format!(" Alternatives for “{nl}” "),
            None => " Alternatives for the focused atom ".to_string(),
        },
        None => " Alternatives ".to_string(),
    };
    let block = theme.panel_focused(title, false);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    if list.is_empty() {
        let hint = Paragraph::new("Focus the SQL (Tab) and move between atoms with ←/→.")
            .style(theme.muted())
            .wrap(Wrap { trim: true });
        frame.render_widget(hint, inner);
        return;
    }
    // The atom's text first; the clause and the readings fill what is left of the row.
    let longest = list
        .iter()
        .map(|a| super::text::width(&one_line(&a.text)))
        .max()
        .unwrap_or(0);
    let text_width = longest
        .min(usize::from(inner.width).saturating_sub(8))
        .max(4);
    let mut lines = Vec::new();
    for (index, alt) in list.iter().enumerate() {
        let mark = if index == chosen && focused {
            "▸ "
        } else {
            "  "
        };
        let style = match phrase_index(phrases, alt.nl.as_deref()) {
            Some(i) => chip_style(ctx, i),
            None => theme.base(),
        };
        let style = if index == chosen && focused {
            theme.selected()
        } else {
            style
        };
        let readings: Vec<String> = alt.readings.iter().map(|r| format!("#{}", r + 1)).collect();
        lines.push(Line::from(vec![
            Span::styled(mark, theme.accent()),
            Span::styled(
                format!("{:<text_width$}", shorten(&one_line(&alt.text), text_width)),
                style,
            ),
            Span::styled(format!(" {:>3.0}% ", alt.probability * 100.0), theme.base()),
            Span::styled(format!("{} ", alt.kind.replace('_', " ")), theme.muted()),
            Span::styled(
                if alt.current {
                    format!("this reading {}", readings.join(" "))
                } else {
                    readings.join(" ")
                },
                theme.muted(),
            ),
        ]));
    }
    if list.len() == 1 {
        lines.push(Line::from(Span::styled(
            "  No other reading puts anything else here.",
            theme.muted(),
        )));
    }
    let visible = usize::from(inner.height).max(1);
    let first = (chosen + 1).saturating_sub(visible);
    let shown: Vec<Line<'static>> = lines.into_iter().skip(first).collect();
    frame.render_widget(Paragraph::new(shown), inner);
}
