//! The readings panel: the candidate set, best first, each with its probability (bar and
//! percentage), the generators that proposed it, and its SQL on one line.
//!
//! Owns: drawing the list and the focused reading's mark. Must not touch: the order or the
//! probabilities (the session decides them), picking (keys.rs sends the request).

use super::text::{one_line, shorten, width};
use crate::core::session::{CandidateView, RoundView};
use crate::tui::component::DrawContext;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

const BAR: usize = 10;

/// `██████░░░░` for a probability.
pub(super) fn bar(probability: f64) -> String {
    let filled = ((probability.clamp(0.0, 1.0) * BAR as f64).round() as usize).min(BAR);
    format!("{}{}", "█".repeat(filled), "░".repeat(BAR - filled))
}

fn heading(
    ctx: &DrawContext<'_>,
    index: usize,
    candidate: &CandidateView,
    (selected, focused, accepted): (bool, bool, bool),
    one_line: bool,
) -> Vec<Span<'static>> {
    let theme = ctx.theme;
    let mark = if selected { "▸" } else { " " };
    let number_style = if selected && focused {
        theme.selected()
    } else if selected {
        theme.accent()
    } else {
        theme.base()
    };
    vec![
        Span::styled(format!("{mark}{:>2} ", index + 1), number_style),
        Span::styled(
            bar(candidate.probability),
            Style::default().fg(theme.confidence(candidate.probability)),
        ),
        Span::styled(
            format!(" {:>3.0}% ", candidate.probability * 100.0),
            theme.base(),
        ),
        Span::styled(candidate.sources.join(", "), theme.muted()),
        // What was learned from: the user accepted this reading (u takes it back).
        Span::styled(if accepted { " ✓ accepted" } else { "" }, theme.success()),
        // Words of the question this reading does not account for (counted when the SQL
        // shares the line, so the SQL keeps its room).
        Span::styled(
            match candidate.unexplained.len() {
                0 => String::new(),
                n if one_line => format!(" · {n} not used"),
                _ => format!(" · not used: {}", candidate.unexplained.join(", ")),
            },
            theme.warning(),
        ),
        // Why it cannot be meant (the reasons are beside the focused reading's SQL).
        Span::styled(
            match candidate.doubts.len() {
                0 => String::new(),
                1 => " · doubtful".to_string(),
                n => format!(" · {n} doubts"),
            },
            theme.error(),
        ),
    ]
}

/// How many readings are listed: "3", or "3 of 12 (81%)" when the session holds more than it
/// shows, so the count agrees with the options' counts ("5 readings") and says why the shown
/// percentages do not add up to 100.
fn shown_of_pool(view: &RoundView) -> String {
    let shown = view.candidates.len();
    if view.pool > shown {
        format!(
            "{shown} of {} ({:.0}%)",
            view.pool,
            view.shown_probability * 100.0
        )
    } else {
        shown.to_string()
    }
}

/// What the panel says before there is any reading to list.
pub(super) struct BeforeAsking<'a> {
    /// Why no question can be asked (the database could not be opened).
    pub unavailable: Option<&'a str>,
    /// Questions to suggest.
    pub examples: &'a [String],
}

pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    ctx: &DrawContext<'_>,
    view: Option<&RoundView>,
    before: BeforeAsking<'_>,
    selected: usize,
    focused: bool,
) {
    let theme = ctx.theme;
    let title = match view {
        Some(v) if !v.candidates.is_empty() => format!(
            " Readings · {} · {:.2} bits{} ",
            shown_of_pool(v),
            (v.entropy + 0.0).max(0.0), // never "-0.00"
            // Late generators may still add readings (and change the order).
            if v.phase == "working" {
                " · more coming…"
            } else {
                ""
            }
        ),
        _ => " Readings ".to_string(),
    };
    let block = theme.panel_focused(title, focused);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let message = match view {
        None => Some(match before.unavailable {
            Some(reason) => format!("The database could not be opened: {reason}"),
            None if before.examples.is_empty() => {
                "No question yet: type one above and press Enter.".to_string()
            }
            None => {
                let listed: Vec<String> =
                    before.examples.iter().map(|q| format!("• {q}")).collect();
                format!(
                    "No question yet: type one above and press Enter. For example:\n{}",
                    listed.join("\n")
                )
            }
        }),
        Some(v) if v.candidates.is_empty() && v.phase == "working" => {
            Some("Generating readings…".to_string())
        }
        Some(v) if v.candidates.is_empty() => Some(match v.errors.first() {
            Some(error) => format!("No reading found. {error}"),
            None => "No reading found.".to_string(),
        }),
        Some(_) => None,
    };
    if let Some(message) = message {
        let text = Paragraph::new(message)
            .style(theme.muted())
            .wrap(Wrap { trim: true });
        frame.render_widget(text, inner);
        return;
    }
    let Some(view) = view else { return };
    let rows = usize::from(inner.height);
    let two_lines = rows >= view.candidates.len() * 2;
    let per = if two_lines { 2 } else { 1 };
    // Keep the focused reading in view.
    let visible = (rows / per).max(1);
    let first = (selected + 1).saturating_sub(visible);
    let width_left = usize::from(inner.width);
    let mut lines = Vec::new();
    for (index, candidate) in view.candidates.iter().enumerate().skip(first) {
        let accepted = view.accepted.as_deref() == Some(candidate.sql.as_str());
        let mut spans = heading(
            ctx,
            index,
            candidate,
            (index == selected, focused, accepted),
            !two_lines,
        );
        let sql = one_line(&candidate.sql);
        if two_lines {
            lines.push(Line::from(spans));
            lines.push(Line::from(Span::styled(
                format!("    {}", shorten(&sql, width_left.saturating_sub(4))),
                theme.muted(),
            )));
        } else {
            let used: usize = spans.iter().map(|s| width(&s.content)).sum();
            spans.push(Span::styled(
                format!("  {}", shorten(&sql, width_left.saturating_sub(used + 2))),
                theme.base(),
            ));
            lines.push(Line::from(spans));
        }
    }
    frame.render_widget(Paragraph::new(lines), inner);
}
