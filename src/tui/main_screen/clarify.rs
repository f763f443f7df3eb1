//! The clarification panel: the question with the most expected information, its EIG, and its
//! options with what each means in data (rows, sample values, how it differs from the others);
//! or, when the best reading is confident enough, the closest alternative to it.
//!
//! Owns: which SQL previews an option (its best reading), comparing previews, and the panel's
//! text. Must not touch: running the previews (the shell does, in a task) or the answer logic.

use super::text::{one_line, shorten, wrap_hanging, wrap_text};
use super::OptionPreview;
use crate::core::session::{OptionView, RoundView};
use crate::tui::component::DrawContext;
use crate::tui::keymap::Action;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;
use std::collections::BTreeSet;

/// Option letters, as the line-mode driver reads them (a → option 0).
pub(super) const LETTERS: [char; 4] = ['a', 'b', 'c', 'd'];

/// The actions that answer options 1–4.
const ANSWERS: [Action; 4] = [
    Action::Answer1,
    Action::Answer2,
    Action::Answer3,
    Action::Answer4,
];

/// The keys bound to `action`, as `a/1` (the letter first when there is one).
fn key_label(ctx: &DrawContext<'_>, action: Action) -> String {
    let mut keys = ctx.keymap.keys(action);
    keys.sort_by_key(|k| !k.chars().all(char::is_alphabetic));
    keys.join("/")
}

/// The shortest key bound to `action` (a letter over `ctrl-z`), for one-line key hints.
fn short_key(ctx: &DrawContext<'_>, action: Action) -> String {
    ctx.keymap
        .keys(action)
        .into_iter()
        .min_by_key(|k| k.chars().count())
        .unwrap_or_default()
}

/// The best reading (first in the best-first list) that an option keeps: the one with all of
/// the option's atoms, or for an option without atoms ("none of these", "no") the one with none
/// of the other options' atoms; for a linking question's option, the one that reads its
/// component.
fn best_reading<'a>(view: &'a RoundView, options: &[OptionView], option: usize) -> Option<&'a str> {
    let chosen = options.get(option)?;
    if let Some(component) = &chosen.component {
        return view
            .candidates
            .iter()
            .find(|c| c.atoms.iter().any(|a| reads(&a.key, component)))
            .map(|c| c.sql.as_str());
    }
    let others: BTreeSet<&str> = options
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != option)
        .flat_map(|(_, o)| o.atoms.iter().map(String::as_str))
        .collect();
    view.candidates
        .iter()
        .find(|c| {
            let keys: BTreeSet<&str> = c.atoms.iter().map(|a| a.key.as_str()).collect();
            if chosen.atoms.is_empty() {
                others.iter().all(|k| !keys.contains(k))
            } else {
                chosen.atoms.iter().all(|k| keys.contains(k.as_str()))
            }
        })
        .map(|c| c.sql.as_str())
}

/// An atom key (`path|kind|canonical`) reads a schema component: the table it names, or the
/// `table.column` its canonical form holds.
fn reads(key: &str, component: &str) -> bool {
    let component = component.to_lowercase();
    let Some((_, kind, canonical)) = crate::core::sql::key_parts(key) else {
        return false;
    };
    let canonical = canonical.to_lowercase();
    match component.contains('.') {
        true => canonical.match_indices(component.as_str()).any(|(at, _)| {
            let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '_');
            boundary(canonical[..at].chars().next_back())
                && boundary(canonical[at + component.len()..].chars().next())
        }),
        false => kind == "table" && canonical == component,
    }
}

/// The SQL that previews each option of the top question (only while it is worth asking).
pub(super) fn preview_queries(view: &RoundView) -> Vec<(usize, String)> {
    let Some(question) = view.questions.first().filter(|_| view.ask) else {
        return Vec::new();
    };
    (0..question.options.len())
        .filter_map(|i| best_reading(view, &question.options, i).map(|sql| (i, sql.to_string())))
        .collect()
}

/// How option `option`'s data differs from the other options' (None: no preview to compare).
pub(super) fn differences(previews: &[OptionPreview], option: usize) -> Option<String> {
    let mine = previews
        .iter()
        .find(|p| p.option == option && p.error.is_none())?;
    let others: Vec<&OptionPreview> = previews
        .iter()
        .filter(|p| p.option != option && p.error.is_none())
        .collect();
    if others.is_empty() {
        return None;
    }
    if let Some(twin) = others.iter().find(|o| {
        o.columns == mine.columns && o.rows == mine.rows && o.sample_rows == mine.sample_rows
    }) {
        let letter = LETTERS.get(twin.option).copied().unwrap_or('?');
        return Some(format!("same data as option {letter}"));
    }
    let mut aspects = Vec::new();
    if others.iter().any(|o| o.columns != mine.columns) {
        aspects.push("columns");
    }
    if others.iter().any(|o| o.rows != mine.rows) {
        aspects.push("row count");
    }
    if others.iter().any(|o| o.sample_rows != mine.sample_rows) {
        aspects.push("values");
    }
    Some(format!(
        "differs from the other options in {}",
        aspects.join(", ")
    ))
}

/// "12 rows: Sales | 5300.0; Marketing | 4100.0" for one option.
fn preview_summary(preview: &OptionPreview) -> String {
    if let Some(error) = &preview.error {
        return format!("does not run: {error}");
    }
    let rows = match preview.rows {
        Some(1) => "1 row".to_string(),
        Some(n) => format!("{n} rows"),
        None => "rows unknown".to_string(),
    };
    let samples: Vec<String> = preview
        .sample_rows
        .iter()
        .take(3)
        .map(|row| row.join(" | "))
        .collect();
    if samples.is_empty() {
        rows
    } else {
        format!("{rows}: {}", samples.join("; "))
    }
}

fn asking_lines(
    ctx: &DrawContext<'_>,
    view: &RoundView,
    previews: &[OptionPreview],
    width: usize,
    detail: u8,
) -> Vec<Line<'static>> {
    let theme = ctx.theme;
    let Some(question) = view.questions.first() else {
        return Vec::new();
    };
    let mut lines = if detail == 0 {
        vec![Line::from(Span::styled(
            shorten(&question.prompt, width),
            theme.accent(),
        ))]
    } else {
        wrap_text(&question.prompt, width, theme.accent())
    };
    for (index, option) in question.options.iter().enumerate() {
        let keys = ANSWERS
            .get(index)
            .map(|a| key_label(ctx, *a))
            .unwrap_or_default();
        let readings = if option.candidates == 1 {
            "reading"
        } else {
            "readings"
        };
        let stats = format!(
            "  {:.0}% · {} {readings}",
            option.probability * 100.0,
            option.candidates
        );
        let keys = format!(" {keys:>3} ");
        lines.extend(wrap_hanging(
            &[
                (&keys, theme.accent()),
                (&option.label, theme.base()),
                (&stats, theme.muted()),
            ],
            width,
            5,
        ));
        if let Some(preview) = previews
            .iter()
            .find(|p| p.option == index)
            .filter(|_| detail >= 2)
        {
            let style = if preview.error.is_some() {
                theme.warning()
            } else {
                theme.muted()
            };
            lines.push(Line::from(Span::styled(
                format!(
                    "     {}",
                    shorten(
                        &one_line(&preview_summary(preview)),
                        width.saturating_sub(5)
                    )
                ),
                style,
            )));
            if let Some(diff) = differences(previews, index).filter(|_| detail >= 3) {
                let diff = format!("     {diff}");
                lines.extend(wrap_hanging(&[(&diff, theme.muted())], width, 5));
            }
        }
    }
    lines
}

/// The reading after the best that differs from it in the fewest atoms, and those atoms.
fn closest_alternative(view: &RoundView) -> Option<(usize, Vec<String>, Vec<String>)> {
    let best = view.candidates.first()?;
    let keys = |i: usize| -> BTreeSet<&str> {
        view.candidates[i]
            .atoms
            .iter()
            .map(|a| a.key.as_str())
            .collect()
    };
    let best_keys = keys(0);
    (1..view.candidates.len())
        .map(|i| {
            let other = keys(i);
            let texts =
                |from: &crate::core::session::CandidateView, set: &BTreeSet<&str>| -> Vec<String> {
                    from.atoms
                        .iter()
                        .filter(|a| !set.contains(a.key.as_str()))
                        .map(|a| one_line(&a.text))
                        .collect()
                };
            let added = texts(&view.candidates[i], &best_keys);
            let dropped = texts(best, &other);
            (i, added, dropped)
        })
        .min_by_key(|(i, added, dropped)| (added.len() + dropped.len(), *i))
}

fn confident_lines(ctx: &DrawContext<'_>, view: &RoundView, width: usize) -> Vec<Line<'static>> {
    let theme = ctx.theme;
    let Some(best) = view.candidates.first() else {
        return Vec::new();
    };
    // The budget ran out with questions still open: say so, not that the reading is confident.
    let headline = if view.questions_put >= view.max_questions && !view.questions.is_empty() {
        format!(
            "Asked {} question{}, the limit (method.max_questions): showing the best reading \
             ({:.0}%).",
            view.questions_put,
            if view.questions_put == 1 { "" } else { "s" },
            best.probability * 100.0
        )
    } else if !best.unexplained.is_empty() {
        // A reading that leaves words of the question out is never called confident.
        format!(
            "Nothing left to ask, but the best reading ({:.0}%) does not account for: {}.",
            best.probability * 100.0,
            best.unexplained.join(", ")
        )
    } else if view.confident() {
        format!(
            "Nothing worth asking: the best reading is confident enough ({:.0}%).",
            best.probability * 100.0
        )
    } else {
        // Calibrated below the bar: no question would move it much, and it may still be wrong.
        format!(
            "Nothing worth asking, but the best reading is only {:.0}% likely: check its rows, \
             or edit it (e).",
            best.probability * 100.0
        )
    };
    let style = if view.confident() {
        theme.success()
    } else {
        theme.warning()
    };
    let mut lines = wrap_text(&headline, width, style);
    if let Some((index, added, dropped)) = closest_alternative(view) {
        let candidate = &view.candidates[index];
        lines.push(Line::from(Span::styled(
            format!(
                "Closest alternative: reading {} ({:.0}%)",
                index + 1,
                candidate.probability * 100.0
            ),
            theme.accent(),
        )));
        let mut change = Vec::new();
        if !added.is_empty() {
            change.push(format!("uses {}", added.join(", ")));
        }
        if !dropped.is_empty() {
            change.push(format!("instead of {}", dropped.join(", ")));
        }
        lines.extend(wrap_text(&change.join(" "), width, theme.base()));
        let hint = format!(
            "Focus it in Readings and pick it ({}), or run the best ({}) and accept it ({}).",
            short_key(ctx, Action::PickCandidate),
            short_key(ctx, Action::Run),
            short_key(ctx, Action::Accept)
        );
        lines.extend(wrap_text(&hint, width, theme.muted()));
    }
    lines
}

pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    ctx: &DrawContext<'_>,
    view: Option<&RoundView>,
    previews: &[OptionPreview],
    focused: bool,
) {
    let theme = ctx.theme;
    let asking = view.is_some_and(|v| v.ask && !v.questions.is_empty());
    let title = match view.and_then(|v| v.questions.first()) {
        Some(q) if asking => format!(" Clarify · EIG {:.2} bits ", q.eig),
        _ => " Clarify ".to_string(),
    };
    let block = theme.panel_focused(title, focused);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = usize::from(inner.width);
    let mut lines = match view {
        // The most detail that fits: differences go first, then previews, then the full prompt.
        Some(v) if asking => {
            let room = usize::from(inner.height).saturating_sub(1);
            let mut lines = Vec::new();
            for detail in (0..=3).rev() {
                lines = asking_lines(ctx, v, previews, width, detail);
                if lines.len() <= room {
                    break;
                }
            }
            lines
        }
        Some(v) if !v.candidates.is_empty() => confident_lines(ctx, v, width),
        _ => vec![Line::from(Span::styled(
            "Nothing to clarify yet.",
            theme.muted(),
        ))],
    };
    // A linking question offers components, not readings: "none" is a skip there.
    let linking = view
        .and_then(|v| v.questions.first())
        .is_some_and(|q| q.kind == "linking");
    if asking {
        let mut spans = Vec::new();
        if !linking {
            spans.push(Span::styled(
                format!(" {}", short_key(ctx, Action::NoneOfThese)),
                theme.accent(),
            ));
            spans.push(Span::styled(" none of these  ", theme.muted()));
        } else {
            spans.push(Span::raw(" "));
        }
        spans.extend([
            Span::styled(short_key(ctx, Action::Skip), theme.accent()),
            Span::styled(" skip  ", theme.muted()),
            Span::styled(short_key(ctx, Action::Undo), theme.accent()),
            Span::styled(" undo", theme.muted()),
        ]);
        lines.push(Line::from(spans));
    }
    for error in view.map(|v| v.errors.as_slice()).unwrap_or_default() {
        lines.extend(wrap_text(&format!("note: {error}"), width, theme.warning()));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}
