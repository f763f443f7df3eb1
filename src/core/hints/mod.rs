//! Learned textual hints (ODIN §7): "when the user says *hometown* they mean
//! `students.birthplace`, not `students.origin`".
//!
//! Owns: the [`Hint`] record, the prompt text of ODIN's `Format_Hint` (Fig. 3), hint generation
//! from a chosen SQL versus the rejected ones (Algorithm 3, in [`generate`]) and the per-database
//! [`HintBook`] with its update rules (in [`book`]).
//! Must not touch: entity extraction or SQL atomisation (entities and schema components arrive
//! as strings), similarity models (reached through [`crate::core::ports::Similarity`]), clocks
//! (time is a logical step number from the caller) or files (the store persists the book).

pub mod book;
#[cfg(test)]
mod contrast_tests;
pub mod generate;
#[cfg(test)]
mod tests;

pub use book::HintBook;
pub use generate::{contrastive_hints, schema_map};

use serde::{Deserialize, Serialize};

/// The task-line sentence of ODIN Fig. 3 that asks the LLM to obey the hints section.
pub const ADHERE_INSTRUCTION: &str = "Make sure the output adheres to the hints.";

/// One learned preference: the question phrase `entity` maps to the schema component
/// `preferred` rather than to the components in `over`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The question phrase, as the user wrote it ("hometown").
    pub entity: String,
    /// The schema component the user chose: `"table.column"` or `"table"`.
    pub preferred: String,
    /// Rejected alternatives for the same phrase, without repeats, in the order first seen.
    #[serde(default)]
    pub over: Vec<String>,
    /// How many choices support this hint (a count, so it only decays when contradicted).
    #[serde(default = "one")]
    pub evidence: u32,
    /// The caller's logical step (session or question counter) when the hint was last used or
    /// confirmed; the core has no clock.
    #[serde(default)]
    pub last_used: u64,
    /// A user can switch a hint off without losing it.
    #[serde(default = "yes")]
    pub enabled: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

impl Hint {
    /// A fresh, enabled hint backed by one choice made at `step`.
    pub fn new(
        entity: impl Into<String>,
        preferred: impl Into<String>,
        over: Vec<String>,
        step: u64,
    ) -> Self {
        Hint {
            entity: entity.into(),
            preferred: preferred.into(),
            over,
            evidence: 1,
            last_used: step,
            enabled: true,
            note: None,
        }
        .cleaned()
    }

    /// Drops repeated alternatives and the preferred component itself from `over` (a component
    /// cannot be its own rejected alternative).
    pub(crate) fn cleaned(mut self) -> Self {
        let preferred = fold(&self.preferred);
        self.over = dedup_folded(std::mem::take(&mut self.over))
            .into_iter()
            .filter(|o| fold(o) != preferred)
            .collect();
        self
    }

    /// The identity of a hint: entity and preferred component, case and spacing folded, so
    /// "Hometown" → `Students.Birthplace` and "hometown" → `students.birthplace` are one hint.
    pub fn key(&self) -> (String, String) {
        (fold(&self.entity), fold(&self.preferred))
    }

    /// Evidence discounted by age: `evidence · ½^((now − last_used) / half_life)`, the decay
    /// function ODIN §7.3 suggests against preference drift. `half_life = 0` counts only
    /// hints used at `now`.
    pub fn weight(&self, now: u64, half_life: u64) -> f64 {
        let age = now.saturating_sub(self.last_used);
        if half_life == 0 {
            return if age == 0 {
                f64::from(self.evidence)
            } else {
                0.0
            };
        }
        f64::from(self.evidence) * 0.5f64.powf(age as f64 / half_life as f64)
    }
}

/// Case-folds and collapses whitespace: the comparison form of phrases and component names
/// (SQLite identifiers are case-insensitive).
pub fn fold(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Removes repeats (compared folded), keeping the first spelling and order.
pub(crate) fn dedup_folded(items: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    items
        .into_iter()
        .filter(|item| seen.insert(fold(item)))
        .collect()
}

/// ODIN's `Format_Hint` for one hint, in the sentence form of §7.1: "When referring to total
/// sales, the user prefers the customer_sales.gross_sales column over customer_sales.net_sales."
pub fn format_hint(hint: &Hint) -> String {
    let kind = if hint.preferred.contains('.') {
        "column"
    } else {
        "table"
    };
    let mut line = format!(
        "When referring to {}, the user prefers the {} {kind}",
        hint.entity.trim(),
        hint.preferred.trim()
    );
    if !hint.over.is_empty() {
        line.push_str(" over ");
        line.push_str(&hint.over.join(", "));
    }
    line.push('.');
    line
}

/// The "Hints:" section of ODIN's prompt template (Fig. 3): one sentence per *enabled* hint, in
/// the given order. Empty when there is nothing to say, so the prompt can leave the section
/// out; pair it with [`ADHERE_INSTRUCTION`] in the task line.
pub fn format_hints(hints: &[Hint]) -> String {
    let lines: Vec<String> = hints
        .iter()
        .filter(|h| h.enabled)
        .map(format_hint)
        .collect();
    if lines.is_empty() {
        return String::new();
    }
    let mut text = String::from("Hints:\n");
    for line in lines {
        text.push_str("- ");
        text.push_str(&line);
        text.push('\n');
    }
    text
}
