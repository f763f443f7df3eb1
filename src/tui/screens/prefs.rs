//! The preferences screen, after AtomSQL's admin panel: the rows of U per question phrase (its
//! SQL atoms with their weights, as bars), the model preference Pref(m), and the method's
//! parameters β, λ, α, τ, adjustable in steps, plus "reset preferences" behind a y/n.
//!
//! Owns: [`PrefsData`], its loader [`load_prefs`], [`ParamValues`] and [`PrefsScreen`]. A changed
//! parameter goes out as `Request::SetParam` (the shell applies it to the running session);
//! a reset as `Request::ResetPrefs` (the shell runs [`super::apply::apply`]).
//! Must not touch: the preference update rules (core), the config file.

use super::widgets::{bar, chrome, clip, draw_footer, draw_prompt, draw_title, marker};
use crate::core::prefs::ModelPrefs;
use crate::driver::learned::PrefsDoc;
use crate::store::{MethodConfig, Store, MODELS, PREFS};
use crate::tui::component::{Component, DrawContext, Outcome, Param, Request};
use crate::tui::keymap::Action;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::cell::Cell;

/// The current values of the adjustable method parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ParamValues {
    pub beta: f64,
    pub lambda: f64,
    pub alpha: f64,
    pub tau: f64,
}

impl ParamValues {
    pub fn from_config(method: &MethodConfig) -> Self {
        ParamValues {
            beta: method.beta,
            lambda: method.lambda,
            alpha: method.conformal_alpha,
            tau: method.tau,
        }
    }

    pub fn get(&self, param: Param) -> f64 {
        match param {
            Param::Beta => self.beta,
            Param::Lambda => self.lambda,
            Param::Alpha => self.alpha,
            Param::Tau => self.tau,
        }
    }

    pub fn set(&mut self, param: Param, value: f64) {
        match param {
            Param::Beta => self.beta = value,
            Param::Lambda => self.lambda = value,
            Param::Alpha => self.alpha = value,
            Param::Tau => self.tau = value,
        }
    }
}

/// How each parameter is shown and stepped: symbol, meaning, step, range.
pub const PARAMS: [(Param, &str, &str, f64, f64, f64); 4] = [
    (
        Param::Beta,
        "β",
        "weight of your preferences U vs agreement M",
        0.1,
        0.0,
        5.0,
    ),
    (
        Param::Lambda,
        "λ",
        "weight of model preference in S_final",
        0.1,
        0.0,
        5.0,
    ),
    (
        Param::Alpha,
        "α",
        "conformal level: keep the meant reading w.p. ≥ 1−α",
        0.01,
        0.01,
        0.5,
    ),
    (
        Param::Tau,
        "τ",
        "stop asking once the best reading is this likely",
        0.01,
        0.5,
        1.0,
    ),
];

/// `value` moved by `steps` steps of `param`, kept in its range and on its grid (so repeated
/// steps do not accumulate floating-point dust: 0.1 + 0.2 shows as 0.30).
pub fn step_param(param: Param, value: f64, steps: i32) -> f64 {
    let Some(&(_, _, _, step, min, max)) = PARAMS.iter().find(|p| p.0 == param) else {
        return value;
    };
    let moved = value + step * f64::from(steps);
    ((moved / step).round() * step).clamp(min, max)
}

/// One SQL atom of a row of U.
#[derive(Debug, Clone, PartialEq)]
pub struct PrefAtom {
    /// The atom's kind ("projection", "aggregate" …) taken from its key.
    pub kind: String,
    /// The canonical atom text.
    pub text: String,
    /// U_ij.
    pub weight: f64,
    /// How many times (decayed) the user picked it.
    pub picks: f64,
}

/// One row of U: a question phrase and the SQL atoms it has meant, heaviest first.
#[derive(Debug, Clone, PartialEq)]
pub struct PrefRow {
    pub phrase: String,
    pub atoms: Vec<PrefAtom>,
    pub last_updated: u64,
}

/// What the preferences screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct PrefsData {
    pub rows: Vec<PrefRow>,
    /// Pref(m) per model, largest first.
    pub models: Vec<(String, f64)>,
    pub step: u64,
    pub params: ParamValues,
    pub warnings: Vec<String>,
}

/// Read U and Pref(m) of the database with this fingerprint; `params` are the running
/// session's values (they live in the session, not the store).
pub fn load_prefs(
    store: &Store,
    fingerprint: &str,
    params: ParamValues,
) -> Result<PrefsData, String> {
    let doc = store
        .load::<PrefsDoc>(fingerprint, &PREFS)
        .map_err(|e| e.to_string())?;
    let models = store
        .load::<ModelPrefs>(fingerprint, &MODELS)
        .map_err(|e| e.to_string())?;
    let rows = doc
        .value
        .matrix
        .rows()
        .map(|(phrase, row)| {
            let mut atoms: Vec<PrefAtom> = row
                .weights()
                .iter()
                .map(|(key, &weight)| {
                    // Keys are `{path}|{kind}|{canonical}`; the canonical text may hold `|`.
                    let mut parts = key.splitn(3, '|');
                    let (_, kind, text) = (parts.next(), parts.next(), parts.next());
                    PrefAtom {
                        kind: kind.unwrap_or_default().to_string(),
                        text: text.unwrap_or(key).to_string(),
                        weight,
                        picks: row.evidence().get(key).copied().unwrap_or(0.0),
                    }
                })
                .collect();
            atoms.sort_by(|a, b| b.weight.total_cmp(&a.weight).then(a.text.cmp(&b.text)));
            PrefRow {
                phrase: phrase.to_string(),
                atoms,
                last_updated: row.last_updated(),
            }
        })
        .collect();
    let mut shares: Vec<(String, f64)> = models.value.shares().into_iter().collect();
    shares.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    Ok(PrefsData {
        rows,
        models: shares,
        step: doc.value.step,
        params,
        warnings: doc
            .warnings
            .iter()
            .chain(&models.warnings)
            .map(ToString::to_string)
            .collect(),
    })
}

/// The selectable items: the four parameters, then "reset preferences".
const RESET_ITEM: usize = PARAMS.len();

/// The preferences screen.
#[derive(Debug)]
pub struct PrefsScreen {
    data: PrefsData,
    selected: usize,
    confirming: bool,
    /// First line of the U panel shown; clamped at draw time against its last height.
    scroll: usize,
    u_view: Cell<(usize, usize)>,
}

impl PrefsScreen {
    pub fn new(data: PrefsData) -> Self {
        PrefsScreen {
            data,
            selected: 0,
            confirming: false,
            scroll: 0,
            u_view: Cell::new((10, 0)),
        }
    }

    /// Replace the data after a reload (after a reset, or when the session's values changed),
    /// keeping the selection and scroll.
    pub fn set_data(&mut self, data: PrefsData) {
        self.data = data;
    }

    /// The parameter values as the screen last set them.
    pub fn params(&self) -> ParamValues {
        self.data.params
    }

    fn u_lines(&self, width: usize, ctx: &DrawContext<'_>) -> Vec<Line<'static>> {
        if self.data.rows.is_empty() {
            return vec![Line::from(Span::styled(
                "Nothing learned yet: U starts equal to the agreement M and moves with your answers.",
                ctx.theme.muted(),
            ))];
        }
        let text_width = width.saturating_sub(11 + 1 + 12 + 5).max(8);
        let mut lines = Vec::new();
        for (i, row) in self.data.rows.iter().enumerate() {
            if i > 0 {
                lines.push(Line::raw(""));
            }
            lines.push(Line::from(vec![
                Span::styled(
                    format!("“{}”", row.phrase),
                    ratatui::style::Style::default().fg(ctx.theme.phrase(i)),
                ),
                Span::styled(
                    format!("  last changed at step {}", row.last_updated),
                    ctx.theme.muted(),
                ),
            ]));
            for atom in &row.atoms {
                lines.push(Line::from(vec![
                    Span::styled(
                        format!("  {:<10} ", clip(&atom.kind, 10)),
                        ctx.theme.muted(),
                    ),
                    Span::styled(
                        format!("{:<text_width$} ", clip(&atom.text, text_width)),
                        ctx.theme.base(),
                    ),
                    Span::styled(
                        bar(atom.weight, 10),
                        ratatui::style::Style::default().fg(ctx.theme.confidence(atom.weight)),
                    ),
                    Span::styled(format!(" {:>3.0}%", atom.weight * 100.0), ctx.theme.base()),
                ]));
            }
        }
        lines
    }

    fn draw_u(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = ctx
            .theme
            .panel_focused(" your preferences U (phrase → SQL atoms) ", false);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let lines = self.u_lines(usize::from(inner.width), ctx);
        let height = usize::from(inner.height);
        self.u_view.set((height, lines.len()));
        let scroll = self.scroll.min(lines.len().saturating_sub(height));
        let shown: Vec<Line> = lines.into_iter().skip(scroll).take(height).collect();
        frame.render_widget(Paragraph::new(shown), inner);
    }

    fn draw_models(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = ctx.theme.panel_focused(" model preference Pref(m) ", false);
        let lines: Vec<Line> = if self.data.models.is_empty() {
            vec![Line::from(Span::styled(
                "no model picked yet",
                ctx.theme.muted(),
            ))]
        } else {
            self.data
                .models
                .iter()
                .map(|(name, share)| {
                    Line::from(vec![
                        Span::styled(format!("{:<14} ", clip(name, 14)), ctx.theme.base()),
                        Span::styled(bar(*share, 12), ctx.theme.accent()),
                        Span::styled(format!(" {:>3.0}%", share * 100.0), ctx.theme.base()),
                    ])
                })
                .collect()
        };
        frame.render_widget(Paragraph::new(lines).block(block), area);
    }

    fn draw_params(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = ctx.theme.panel_focused(" method settings ", true);
        let mut lines = Vec::new();
        for (i, (param, symbol, _, _, _, _)) in PARAMS.iter().enumerate() {
            let style = if i == self.selected {
                ctx.theme.selected()
            } else {
                ctx.theme.base()
            };
            lines.push(Line::from(vec![
                Span::styled(
                    format!(
                        "{}{symbol} = {:.2} ",
                        marker(i == self.selected),
                        self.data.params.get(*param)
                    ),
                    style,
                ),
                Span::styled(format!(" {}", param_name(*param)), ctx.theme.muted()),
            ]));
        }
        let style = if self.selected == RESET_ITEM {
            ctx.theme.selected()
        } else {
            ctx.theme.warning()
        };
        lines.push(Line::raw(""));
        lines.push(Line::from(Span::styled(
            format!("{}reset preferences ", marker(self.selected == RESET_ITEM)),
            style,
        )));
        lines.push(Line::raw(""));
        let about = match PARAMS.get(self.selected) {
            Some((_, _, meaning, step, min, max)) => {
                format!("{meaning} (step {step}, {min}–{max})")
            }
            None => "forget U and Pref(m) of this database (hints stay)".to_string(),
        };
        lines.push(Line::from(Span::styled(about, ctx.theme.muted())));
        frame.render_widget(
            Paragraph::new(lines)
                .block(block)
                .wrap(Wrap { trim: false }),
            area,
        );
    }

    fn confirm(&mut self, key: &KeyEvent) -> Outcome {
        match key.code {
            KeyCode::Char('y' | 'Y') => {
                self.confirming = false;
                self.data.rows.clear();
                self.data.models.clear();
                Outcome::Request(Request::ResetPrefs)
            }
            KeyCode::Char('n' | 'N') | KeyCode::Esc => {
                self.confirming = false;
                Outcome::Consumed
            }
            _ => Outcome::Consumed,
        }
    }

    fn adjust(&mut self, steps: i32) -> Outcome {
        let Some(&(param, ..)) = PARAMS.get(self.selected) else {
            return Outcome::Consumed;
        };
        let value = step_param(param, self.data.params.get(param), steps);
        self.data.params.set(param, value);
        Outcome::Request(Request::SetParam { param, value })
    }
}

fn param_name(param: Param) -> &'static str {
    match param {
        Param::Beta => "preference weight (AtomSQL)",
        Param::Lambda => "model weight (AtomSQL)",
        Param::Alpha => "conformal level (ODIN)",
        Param::Tau => "stop threshold (EIG)",
    }
}

impl Component for PrefsScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let (title, body, footer) = chrome(area);
        let info = format!(
            "{} phrases learned · step {}",
            self.data.rows.len(),
            self.data.step
        );
        draw_title(frame, title, ctx, "Preferences", &info);
        let [left, right] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(44)]).areas(body);
        let models_height = u16::try_from(self.data.models.len().max(1) + 2)
            .unwrap_or(8)
            .min(8);
        let [models, params] =
            Layout::vertical([Constraint::Length(models_height), Constraint::Min(0)]).areas(right);
        self.draw_u(frame, left, ctx);
        self.draw_models(frame, models, ctx);
        self.draw_params(frame, params, ctx);
        if self.confirming {
            draw_prompt(
                frame,
                footer,
                " reset all preferences of this database? y/n",
                ctx.theme.warning(),
            );
        } else {
            draw_footer(
                frame,
                footer,
                ctx,
                &[
                    (&[Action::Up, Action::Down], "move"),
                    (
                        &[Action::Increase, Action::Decrease],
                        "adjust (saved to config.toml)",
                    ),
                    (&[Action::Select], "reset"),
                    (&[Action::PageDown], "scroll U"),
                    (&[Action::Cancel], "back"),
                ],
            );
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        if self.confirming {
            return self.confirm(key);
        }
        let (height, total) = self.u_view.get();
        let max_scroll = total.saturating_sub(height);
        for &action in actions {
            match action {
                Action::Cancel => return Outcome::Request(Request::Close),
                Action::Up => self.selected = self.selected.saturating_sub(1),
                Action::Down => self.selected = (self.selected + 1).min(RESET_ITEM),
                Action::Top => self.selected = 0,
                Action::Bottom => self.selected = RESET_ITEM,
                Action::PageUp => self.scroll = self.scroll.min(max_scroll).saturating_sub(height),
                Action::PageDown => self.scroll = (self.scroll + height).min(max_scroll),
                Action::Increase => return self.adjust(1),
                Action::Decrease => return self.adjust(-1),
                Action::Select if self.selected == RESET_ITEM => self.confirming = true,
                _ => continue,
            }
            return Outcome::Consumed;
        }
        Outcome::Ignored
    }

    fn capturing_text(&self) -> bool {
        self.confirming
    }
}
