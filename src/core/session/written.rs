//! SQL the user wrote: the way out when no reading is right.
//!
//! Owns: [`super::Event::Write`] — SQL typed or edited by the user joins the round as a reading
//! credited to [`USER_SOURCE`], checked like any other (atomised against the schema, its result
//! fingerprinted by the driver through the guarded read-only path), always shown, and from then
//! on run, accepted ("what I meant") and undone like any reading. Accepting it learns from its
//! difference to the readings the user did not take (the ordinary rule in `learned.rs`).
//! Must not touch: running it (the driver does, on `Run`), files.

use super::effects::Effect;
use super::Session;
use crate::core::sql::atomize_with_schema;

/// The source credited with SQL the user wrote.
pub const USER_SOURCE: &str = "you";

impl Session {
    /// Add `sql` as the user's own reading of the current question.
    pub(super) fn write(&mut self, sql: &str) -> Vec<Effect> {
        let sql = normalise(sql);
        if sql.is_empty() || self.round.question.is_empty() {
            return Vec::new();
        }
        let atoms = match atomize_with_schema(sql, &self.schema) {
            Ok(atoms) => atoms,
            Err(error) => {
                self.round.errors.push(format!("your SQL: {error}"));
                return Vec::new();
            }
        };
        // As likely as all the generated readings together: the user's word counts, and the
        // other readings stay on screen to compare with.
        let score = self
            .round
            .set
            .candidates()
            .iter()
            .map(|c| c.prior)
            .sum::<f64>()
            .max(1.0);
        let added = self
            .round
            .set
            .add_atomised(sql, atoms.clone(), USER_SOURCE, score);
        self.round
            .original
            .add_atomised(sql, atoms, USER_SOURCE, score);
        let effects: Vec<Effect> = self.check_if_new(&added).into_iter().collect();
        self.rescore();
        effects
    }

    /// Where the reading written as `sql` stands in the shown list (as [`Self::view`] lists
    /// it): the same text, or the reading it merged into (the same query spelt otherwise).
    pub fn shown_index_of(&self, sql: &str) -> Option<usize> {
        let sql = normalise(sql);
        let atoms = atomize_with_schema(sql, &self.schema).ok()?;
        let mut keys: Vec<&str> = atoms.iter().map(|a| a.key.as_str()).collect();
        keys.sort_unstable();
        keys.dedup();
        self.round.shown.iter().position(|&i| {
            self.round
                .set
                .get(i)
                .is_some_and(|c| c.sql == sql || c.canonical() == keys)
        })
    }
}

/// SQL as the user typed it, without the surrounding blanks and trailing semicolons.
fn normalise(sql: &str) -> &str {
    sql.trim().trim_end_matches(';').trim()
}
