//! The SQL panel: the focused reading's SQL, highlighted and wrapped, with the phrase chips above
//! it, the atoms and their confidences below it, and the legend.
//!
//! Owns: the panel's layout, wrapping multi-line SQL to the panel's width, and scrolling so the
//! focused atom stays in view. Must not touch: what the colours are (highlight.rs, chips.rs).

use super::chips::{chip_style, chips_line, legend_line, phrase_index};
use super::highlight::{highlight, Cell};
use super::text::{shorten, styled_line, wrap_hanging, wrap_rows};
use crate::core::session::CandidateView;
use crate::tui::component::DrawContext;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

/// What the SQL panel shows.
pub(super) struct SqlPanel<'a> {
    pub candidate: Option<&'a crate::core::session::CandidateView>,
    pub index: usize,
    pub phrases: &'a [String],
    pub atom: usize,
    pub focused: bool,
}

/// The highlighted SQL as rows of `width` columns, and the row where the focused atom starts.
fn sql_rows(cells: &[Cell], width: usize, focus_at: Option<usize>) -> (Vec<Line<'static>>, usize) {
    let mut lines = Vec::new();
    let mut focus_row = 0;
    for logical in cells.split(|c| c.ch == '\n') {
        let chars: Vec<char> = logical.iter().map(|c| c.ch).collect();
        for row in wrap_rows(&chars, width) {
            let part = &logical[row];
            if let (Some(at), Some(first), Some(last)) = (focus_at, part.first(), part.last()) {
                if first.at <= at && at <= last.at {
                    focus_row = lines.len();
                }
            }
            let styled: Vec<(char, Style)> = part
                .iter()
                .map(|c| (if c.ch == '\t' { ' ' } else { c.ch }, c.style))
                .collect();
            lines.push(styled_line(&styled));
        }
    }
    (lines, focus_row)
}

/// The atoms of the reading with their confidences: `● text 92%`, the focused one reversed.
fn atom_list(
    ctx: &DrawContext<'_>,
    panel: &SqlPanel<'_>,
    candidate: &CandidateView,
) -> Line<'static> {
    let mut spans = Vec::new();
    for (index, atom) in candidate.atoms.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw("  "));
        }
        let mut text_style = match phrase_index(panel.phrases, atom.nl.as_deref()) {
            Some(i) => chip_style(ctx, i),
            None => ctx.theme.base(),
        };
        if index == panel.atom && panel.focused {
            text_style = text_style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        spans.push(Span::styled(
            "●",
            Style::default().fg(ctx.theme.confidence(atom.confidence)),
        ));
        spans.push(Span::styled(
            shorten(&super::text::one_line(&atom.text), 28),
            text_style,
        ));
        spans.push(Span::styled(
            format!(" {:.0}%", atom.confidence * 100.0),
            Style::default().fg(ctx.theme.confidence(atom.confidence)),
        ));
    }
    Line::from(spans)
}

/// The focused atom in words: clause, phrase served, confidence.
fn atom_detail(
    ctx: &DrawContext<'_>,
    panel: &SqlPanel<'_>,
    candidate: &CandidateView,
) -> Line<'static> {
    let Some(atom) = candidate.atoms.get(panel.atom) else {
        return Line::from(Span::styled("this reading has no atoms", ctx.theme.muted()));
    };
    let mut spans = vec![
        Span::styled(
            format!("atom {}/{} ", panel.atom + 1, candidate.atoms.len()),
            ctx.theme.accent(),
        ),
        Span::styled(atom.kind.replace('_', " "), ctx.theme.muted()),
    ];
    if let Some(nl) = &atom.nl {
        spans.push(Span::styled(" ← ", ctx.theme.muted()));
        let style = phrase_index(panel.phrases, Some(nl))
            .map(|i| chip_style(ctx, i))
            .unwrap_or_else(|| ctx.theme.base());
        spans.push(Span::styled(format!("“{nl}”"), style));
    }
    spans.push(Span::styled(
        format!("  confidence {:.0}%", atom.confidence * 100.0),
        Style::default().fg(ctx.theme.confidence(atom.confidence)),
    ));
    Line::from(spans)
}

/// The atom list wrapped to `width`.
fn atom_lines(
    ctx: &DrawContext<'_>,
    panel: &SqlPanel<'_>,
    candidate: &CandidateView,
    width: usize,
) -> Vec<Line<'static>> {
    let line = atom_list(ctx, panel, candidate);
    let pieces: Vec<(&str, Style)> = line
        .spans
        .iter()
        .map(|s| (s.content.as_ref(), s.style))
        .collect();
    wrap_hanging(&pieces, width, 0)
}

/// The rows the panel needs to show everything at `width` columns (borders included).
pub(super) fn wanted_height(ctx: &DrawContext<'_>, panel: &SqlPanel<'_>, width: u16) -> u16 {
    let Some(candidate) = panel.candidate else {
        return 3;
    };
    let inner = usize::from(width.saturating_sub(2));
    let sql: usize = candidate
        .sql
        .split('\n')
        .map(|line| wrap_rows(&line.chars().collect::<Vec<_>>(), inner).len())
        .sum();
    let list = atom_lines(ctx, panel, candidate, inner).len();
    u16::try_from(2 + 3 + sql + list).unwrap_or(u16::MAX)
}

pub(super) fn draw(frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>, panel: &SqlPanel<'_>) {
    let title = match panel.candidate {
        Some(c) => format!(
            " SQL · reading {} · {:.0}% ",
            panel.index + 1,
            c.probability * 100.0
        ),
        None => " SQL ".to_string(),
    };
    let block = ctx.theme.panel_focused(title, panel.focused);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let Some(candidate) = panel.candidate else {
        let hint = Paragraph::new("The focused reading's SQL appears here.")
            .style(ctx.theme.muted())
            .wrap(Wrap { trim: true });
        frame.render_widget(hint, inner);
        return;
    };
    let width = usize::from(inner.width);
    let cells = highlight(
        &candidate.sql,
        &candidate.atoms,
        panel.phrases,
        panel.focused.then_some(panel.atom),
        ctx.theme,
    );
    let focus_at = candidate.atoms.get(panel.atom).map(|a| a.span[0]);
    let (rows, focus_row) = sql_rows(&cells, width, focus_at);
    let list_lines = atom_lines(ctx, panel, candidate, width);

    // Rows go to the SQL first (at least half the panel when it is long), then the focused
    // atom, the atom list, the legend, and the chips; what is left lets the SQL grow.
    let sql_needed = u16::try_from(rows.len()).unwrap_or(u16::MAX);
    let mut left = inner.height;
    let sql_min = sql_needed.min(left.div_ceil(2).max(2)).min(left);
    left -= sql_min;
    let mut take = |rows: u16| -> u16 {
        let given = rows.min(left);
        left -= given;
        given
    };
    let chips_rows = take(1);
    // Why the reading cannot be meant, a line a reason, right under what it reads.
    let doubt_rows = take(u16::try_from(candidate.doubts.len()).unwrap_or(u16::MAX));
    let detail_rows = take(1);
    let list_rows = take(u16::try_from(list_lines.len()).unwrap_or(u16::MAX));
    let legend_rows = take(1);
    let sql_height = (sql_min + left).min(sql_needed);
    let list = Paragraph::new(list_lines);
    let scroll = (focus_row + 1).saturating_sub(usize::from(sql_height));
    let shown: Vec<Line<'static>> = rows
        .into_iter()
        .skip(scroll)
        .take(usize::from(sql_height))
        .collect();

    let mut y = inner.y;
    let mut place = |rows: u16| {
        let r = Rect::new(inner.x, y, inner.width, rows);
        y += rows;
        r
    };
    if chips_rows > 0 {
        // The question's phrases, then the words of it this reading does not account for.
        let mut chips = chips_line(ctx, panel.phrases);
        if !candidate.unexplained.is_empty() {
            chips.spans.push(Span::styled(
                format!("  not used: {}", candidate.unexplained.join(", ")),
                ctx.theme.warning(),
            ));
        }
        frame.render_widget(Paragraph::new(chips), place(chips_rows));
    }
    if doubt_rows > 0 {
        let doubts: Vec<Line<'static>> = candidate
            .doubts
            .iter()
            .map(|d| Line::from(Span::styled(format!("doubt: {d}"), ctx.theme.error())))
            .collect();
        frame.render_widget(Paragraph::new(doubts), place(doubt_rows));
    }
    frame.render_widget(Paragraph::new(shown), place(sql_height));
    if detail_rows > 0 {
        frame.render_widget(
            Paragraph::new(atom_detail(ctx, panel, candidate)).wrap(Wrap { trim: true }),
            place(detail_rows),
        );
    }
    if list_rows > 0 {
        frame.render_widget(list, place(list_rows));
    }
    if legend_rows > 0 {
        frame.render_widget(Paragraph::new(legend_line(ctx, width)), place(legend_rows));
    }
}
