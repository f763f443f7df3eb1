//! The main screen: ask a question, see the set of readings, where they disagree atom by atom,
//! the clarification question worth asking, and the rows of the reading that is run.
//!
//! Owns: the panels of the main screen (question input, readings, SQL with atom highlighting,
//! phrase chips and legend, alternatives of the focused atom, clarification, results and cell
//! viewer), which panel has focus, and turning keys into [`Request`]s for the shell.
//! Must not touch: the session machine (it only reads [`RoundView`]s and sends events up),
//! SQLite, the clipboard or files (the shell runs every request), other screens.

mod alternatives;
mod candidates;
mod cell_viewer;
mod chips;
mod clarify;
mod editor;
mod examples;
mod headers;
mod highlight;
mod input;
mod keys;
mod layout;
mod results;
mod sql_view;
#[cfg(test)]
mod tests;
mod text;

use super::component::{Component, DrawContext, Outcome};
use super::keymap::Action;
use crate::core::session::RoundView;
use crate::db::ResultSet;
use crossterm::event::KeyEvent;
use input::QuestionInput;
use ratatui::layout::Rect;
use ratatui::Frame;
use results::ResultsTable;

/// What running one option's best reading gave, for "what this option means in data".
#[derive(Debug, Clone, PartialEq)]
pub struct OptionPreview {
    pub option: usize,
    pub rows: Option<u64>,
    pub columns: Vec<String>,
    pub sample_rows: Vec<Vec<String>>,
    pub error: Option<String>,
}

/// The panels, in Tab order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Focus {
    Input,
    Candidates,
    Sql,
    Clarify,
    Results,
}

impl Focus {
    const ORDER: [Focus; 5] = [
        Focus::Input,
        Focus::Candidates,
        Focus::Sql,
        Focus::Clarify,
        Focus::Results,
    ];

    fn step(self, forward: bool) -> Focus {
        let at = Focus::ORDER.iter().position(|f| *f == self).unwrap_or(0);
        let n = Focus::ORDER.len();
        Focus::ORDER[if forward {
            (at + 1) % n
        } else {
            (at + n - 1) % n
        }]
    }
}

/// The main screen component.
pub struct MainScreen {
    input: QuestionInput,
    focus: Focus,
    view: Option<RoundView>,
    /// The round's distinct question phrases, in question order: phrase `i` has colour `i`.
    phrases: Vec<String>,
    /// The focused reading (index into the shown list).
    selected: usize,
    /// The focused atom of the focused reading.
    atom: usize,
    /// The focused entry of the alternatives list (0: the focused atom itself).
    alternative: usize,
    previews: Vec<OptionPreview>,
    results: Option<ResultsTable>,
    run_error: Option<String>,
    /// Why no question can be asked (the database could not be opened).
    unavailable: Option<String>,
    viewer_open: bool,
    busy: bool,
    /// The results panel takes the whole screen below the question.
    zoomed: bool,
    /// The results filter being typed, while open.
    filter_field: Option<crate::tui::screens::TextField>,
    /// The SQL editor, while open (in place of the SQL panel).
    editor: Option<editor::SqlEditor>,
    /// Questions about this database to suggest before the first one is asked.
    examples: Vec<String>,
}

impl MainScreen {
    /// A fresh screen; ↑/↓ in the input walk `question_history` (oldest first).
    pub fn new(question_history: Vec<String>) -> Self {
        Self {
            input: QuestionInput::new(question_history),
            focus: Focus::Input,
            view: None,
            phrases: Vec::new(),
            selected: 0,
            atom: 0,
            alternative: 0,
            previews: Vec::new(),
            results: None,
            run_error: None,
            unavailable: None,
            viewer_open: false,
            busy: false,
            zoomed: false,
            filter_field: None,
            editor: None,
            examples: Vec::new(),
        }
    }

    /// Suggest questions about `schema`'s data until the first one is asked.
    pub fn suggest_examples(&mut self, schema: &crate::core::schema::Schema) {
        self.examples = examples::example_questions(schema);
    }

    /// Say in the Readings panel why nothing can be asked (the database could not be opened).
    pub fn set_unavailable(&mut self, reason: String) {
        self.unavailable = Some(reason);
    }

    /// Why nothing can be asked, if the database could not be opened.
    pub fn unavailable(&self) -> Option<&str> {
        self.unavailable.as_deref()
    }

    /// Show a new snapshot of the round (after every session transition).
    pub fn set_round(&mut self, view: RoundView) {
        let same_round = self.view.as_ref().map(|v| v.round) == Some(view.round);
        let old_sql = self.focused_sql().map(str::to_string);
        let old_question = self.view.as_ref().and_then(top_question_identity);
        if !same_round {
            self.selected = 0;
            self.previews.clear();
            // The previous question's rows would read as this one's: they go.
            self.results = None;
            self.run_error = None;
            self.viewer_open = false;
            self.zoomed = false;
            self.filter_field = None;
            self.editor = None;
        }
        if top_question_identity(&view) != old_question {
            self.previews.clear();
        }
        self.selected = self.selected.min(view.candidates.len().saturating_sub(1));
        self.phrases = chips::distinct_phrases(&view);
        self.view = Some(view);
        if self.focused_sql().map(str::to_string) != old_sql {
            self.atom = 0;
            self.alternative = 0;
        }
    }

    /// The SQL to run per option of the top question, to preview what the option means in data.
    pub fn preview_queries(&self) -> Vec<(usize, String)> {
        self.view
            .as_ref()
            .map(clarify::preview_queries)
            .unwrap_or_default()
    }

    /// The previews of the top question's options; ignored when they belong to another round.
    pub fn set_previews(&mut self, round: u64, previews: Vec<OptionPreview>) {
        if self.view.as_ref().map(|v| v.round) == Some(round) {
            self.previews = previews;
        }
    }

    /// The rows of a run of `sql`.
    pub fn set_results(&mut self, sql: String, result: ResultSet) {
        self.run_error = None;
        self.viewer_open = false;
        self.results = Some(ResultsTable::new(sql, result));
    }

    /// A run failed: say why in the results panel.
    pub fn set_run_error(&mut self, message: String) {
        self.run_error = Some(message);
    }

    /// The rows shown.
    pub fn results(&self) -> Option<&ResultSet> {
        self.results.as_ref().map(ResultsTable::result)
    }

    /// The SQL whose rows are shown: an export runs it again for every row.
    pub fn results_sql(&self) -> Option<&str> {
        self.results.as_ref().map(ResultsTable::sql)
    }

    /// The SQL of the focused reading (for the tree view and copying).
    pub fn focused_sql(&self) -> Option<&str> {
        self.view
            .as_ref()
            .and_then(|v| v.candidates.get(self.selected))
            .map(|c| c.sql.as_str())
    }

    /// Focus reading `index` of the shown list (the one the user just wrote).
    pub fn select_reading(&mut self, index: usize) {
        self.selected = index;
        self.atom = 0;
        self.alternative = 0;
    }

    /// The input shows that a question is being worked on.
    pub fn set_busy(&mut self, busy: bool) {
        self.busy = busy;
    }

    /// A paste goes into the question input, which takes the focus: whatever panel had it,
    /// the pasted letters are text, not commands.
    pub fn paste(&mut self, text: &str) {
        self.focus_to(Focus::Input);
        self.input.paste(text);
    }

    fn focus_to(&mut self, focus: Focus) {
        self.focus = focus;
        if focus != Focus::Results {
            self.viewer_open = false;
            self.zoomed = false;
        }
    }

    /// The results are maximised (and there are results to show).
    fn zoomed_now(&self) -> bool {
        self.zoomed && (self.results.is_some() || self.run_error.is_some())
    }
}

/// What identifies the top question, so previews of another question are dropped.
fn top_question_identity(view: &RoundView) -> Option<(String, Vec<String>)> {
    view.questions.first().map(|q| {
        (
            q.prompt.clone(),
            q.options.iter().map(|o| o.label.clone()).collect(),
        )
    })
}

impl Component for MainScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let areas = self.layout(area, ctx);
        let view = self.view.as_ref();
        self.input.draw(
            frame,
            areas.input,
            ctx,
            self.focus == Focus::Input,
            self.busy,
            view,
        );
        // Zoomed, the results take the room of every other panel.
        if !self.zoomed_now() {
            candidates::draw(
                frame,
                areas.candidates,
                ctx,
                view,
                candidates::BeforeAsking {
                    unavailable: self.unavailable.as_deref(),
                    examples: &self.examples,
                },
                self.selected,
                self.focus == Focus::Candidates,
            );
            match &self.editor {
                Some(editor) => editor.draw(frame, areas.sql, ctx),
                None => sql_view::draw(frame, areas.sql, ctx, &self.sql_panel()),
            }
        }
        if let Some(area) = areas.alternatives {
            alternatives::draw(
                frame,
                area,
                ctx,
                view,
                self.selected,
                self.atom,
                self.alternative,
                &self.phrases,
                self.focus == Focus::Sql,
            );
        }
        if let Some(area) = areas.clarify {
            clarify::draw(
                frame,
                area,
                ctx,
                view,
                &self.previews,
                self.focus == Focus::Clarify,
            );
        }
        if let Some(area) = areas.results {
            results::draw(
                frame,
                area,
                ctx,
                self.results.as_ref(),
                self.run_error.as_deref(),
                self.focus == Focus::Results,
                self.focused_sql(),
            );
        }
        self.draw_footer(frame, areas.footer, ctx);
        if self.viewer_open {
            if let Some(table) = &self.results {
                cell_viewer::draw(frame, area, ctx, table);
            }
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        self.key(key, actions)
    }

    fn capturing_text(&self) -> bool {
        self.focus == Focus::Input || self.filter_field.is_some() || self.editor.is_some()
    }
}
