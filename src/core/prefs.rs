//! Learned preferences: the user-preference matrix U (AtomSQL §2.3–2.4), the model preference
//! Pref(m) (AtomSQL §2.4, "SQLCoder 40% / T5SQL 30% / Llama 30%" panel) and preference drift
//! (ODIN §7.3: a sliding window of recent feedback and/or a decay of older evidence).
//!
//! Owns: the data (serde types the store keeps as human-readable JSON/TOML) and the update rules.
//! Must not touch: files, clocks or config loading. Time is a logical step number that the caller
//! passes in and that only ever grows; the core has no clock.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Selections kept per row (and per model table) for the sliding window and for review. A window
/// longer than this many selections of one row behaves as if it held the most recent ones.
pub const HISTORY_CAP: usize = 256;

/// Append to a history, dropping the oldest entries beyond [`HISTORY_CAP`].
fn push_capped<T>(history: &mut Vec<T>, item: T) {
    history.push(item);
    if history.len() > HISTORY_CAP {
        let excess = history.len() - HISTORY_CAP;
        history.drain(..excess);
    }
}

/// Drop the oldest entries of a history (ordered by step) that left the drift window at `now`.
/// Returns whether any did: the caller then rebuilds its counts from what is left.
fn drain_expired<T>(
    history: &mut Vec<T>,
    step: impl Fn(&T) -> u64,
    now: u64,
    drift: &Drift,
) -> bool {
    let expired = history
        .iter()
        .take_while(|entry| drift.expired(step(entry), now))
        .count();
    history.drain(..expired);
    expired > 0
}

/// How old evidence loses weight (ODIN §7.3). Both mechanisms may be on at once.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Drift {
    /// Share of old evidence kept per step, γ ∈ (0, 1]. After `k` steps a preference keeps γᵏ of
    /// its pull (U decays back toward the agreement row it started from). 1 disables decay.
    #[serde(default = "one")]
    pub retain_per_step: f64,
    /// Only the selections of the last `window` steps count (a selection made at step `s` counts
    /// while `now - s < window`). `None` keeps every selection.
    #[serde(default)]
    pub window: Option<u64>,
}

fn one() -> f64 {
    1.0
}

impl Default for Drift {
    fn default() -> Self {
        Self::none()
    }
}

impl Drift {
    /// No drift: evidence is kept forever (AtomSQL's plain update rule).
    pub fn none() -> Self {
        Self {
            retain_per_step: 1.0,
            window: None,
        }
    }

    /// Exponential decay with the given half-life in steps (`retain_per_step = 0.5^(1/h)`).
    pub fn half_life(steps: f64) -> Self {
        let retain = if steps.is_finite() && steps > 0.0 {
            0.5f64.powf(1.0 / steps)
        } else {
            1.0
        };
        Self {
            retain_per_step: retain,
            window: None,
        }
    }

    /// A sliding window of the last `steps` steps, without decay.
    pub fn window(steps: u64) -> Self {
        Self {
            retain_per_step: 1.0,
            window: Some(steps),
        }
    }

    /// The factor by which evidence `elapsed` steps old is multiplied. Out-of-range settings
    /// (NaN, ≤ 0, > 1) count as "no decay" rather than corrupting the learned state.
    fn factor(&self, elapsed: u64) -> f64 {
        let g = self.retain_per_step;
        if !(g > 0.0 && g < 1.0) || elapsed == 0 {
            return 1.0;
        }
        g.powf(elapsed as f64)
    }

    /// True when a selection made at `step` has left the window at `now`.
    fn expired(&self, step: u64, now: u64) -> bool {
        self.window.is_some_and(|w| now.saturating_sub(step) >= w)
    }
}

/// One "prefer this atom" choice, kept for the sliding window and for review.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Selection {
    pub step: u64,
    pub key: String,
    pub alpha: f64,
}

/// One row of U: how this user maps one NL atom to SQL atoms.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PreferenceRow {
    /// U_i·, SQL atom key → weight; sums to 1 once the row holds any weight.
    weights: BTreeMap<String, f64>,
    /// The agreement row M_i· the row was initialised from: what decay returns to.
    #[serde(default)]
    prior: BTreeMap<String, f64>,
    /// Selections per SQL atom key (fractional once decayed).
    #[serde(default)]
    evidence: BTreeMap<String, f64>,
    /// Step of the last selection (or of initialisation).
    #[serde(default)]
    last_updated: u64,
    /// Step drift has been applied up to.
    #[serde(default)]
    as_of: u64,
    /// Recent selections, oldest first, at most [`HISTORY_CAP`].
    #[serde(default)]
    history: Vec<Selection>,
}

impl PreferenceRow {
    /// A row initialised from an agreement row (`U = M` when there is no history).
    pub fn from_agreement(m_row: &BTreeMap<String, f64>, step: u64) -> Self {
        let prior = normalised(m_row);
        Self {
            weights: prior.clone(),
            prior,
            evidence: BTreeMap::new(),
            last_updated: step,
            as_of: step,
            history: Vec::new(),
        }
    }

    /// U_ij, or `None` when this row has never seen SQL atom `key`.
    pub fn weight(&self, key: &str) -> Option<f64> {
        self.weights.get(key).copied()
    }

    pub fn weights(&self) -> &BTreeMap<String, f64> {
        &self.weights
    }

    /// How many times (decayed) the user picked each atom for this NL atom.
    pub fn evidence(&self) -> &BTreeMap<String, f64> {
        &self.evidence
    }

    pub fn last_updated(&self) -> u64 {
        self.last_updated
    }

    pub fn history(&self) -> &[Selection] {
        &self.history
    }

    /// AtomSQL §2.4: U_ij += α, then renormalise the row. Drift up to `step` is applied first, so
    /// the new choice enters at full strength.
    pub fn select(&mut self, key: &str, alpha: f64, step: u64, drift: &Drift) {
        // A NaN, negative or infinite step would poison the row for good: ignore the call.
        if !(alpha.is_finite() && alpha >= 0.0) {
            return;
        }
        // Steps only grow; a stale step is recorded as "now" so the history stays ordered.
        let step = step.max(self.as_of);
        self.apply_drift(step, drift);
        bump(&mut self.weights, key, alpha);
        *self.evidence.entry(key.to_string()).or_insert(0.0) += 1.0;
        push_capped(
            &mut self.history,
            Selection {
                step,
                key: key.to_string(),
                alpha,
            },
        );
        self.last_updated = self.last_updated.max(step);
    }

    /// Bring the row to step `now`: drop selections that left the window (rebuilding U from the
    /// prior by replaying the ones left), else decay toward the prior by γ^(now − as_of).
    pub fn apply_drift(&mut self, now: u64, drift: &Drift) {
        if now <= self.as_of {
            return;
        }
        if drain_expired(&mut self.history, |s| s.step, now, drift) {
            self.replay(now, drift);
        } else {
            let factor = drift.factor(now - self.as_of);
            if factor < 1.0 {
                decay_toward(&mut self.weights, &self.prior, factor);
                for count in self.evidence.values_mut() {
                    *count *= factor;
                }
            }
        }
        self.as_of = now;
    }

    /// U and evidence as the kept history implies them at step `now`. Decay between selections
    /// is applied exactly as the incremental path would have, so both paths agree.
    fn replay(&mut self, now: u64, drift: &Drift) {
        self.weights = self.prior.clone();
        self.evidence.clear();
        let mut previous: Option<u64> = None;
        for selection in &self.history {
            if let Some(before) = previous {
                let factor = drift.factor(selection.step.saturating_sub(before));
                decay_toward(&mut self.weights, &self.prior, factor);
                for count in self.evidence.values_mut() {
                    *count *= factor;
                }
            }
            bump(&mut self.weights, &selection.key, selection.alpha);
            *self.evidence.entry(selection.key.clone()).or_insert(0.0) += 1.0;
            previous = Some(selection.step);
        }
        if let Some(last) = previous {
            let factor = drift.factor(now.saturating_sub(last));
            decay_toward(&mut self.weights, &self.prior, factor);
            for count in self.evidence.values_mut() {
                *count *= factor;
            }
        }
        self.evidence.retain(|_, c| *c > 0.0);
    }
}

/// The user-preference matrix U: rows keyed by NL atom, columns by SQL atom key.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PreferenceMatrix {
    #[serde(default)]
    rows: BTreeMap<String, PreferenceRow>,
}

impl PreferenceMatrix {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    pub fn row(&self, nl: &str) -> Option<&PreferenceRow> {
        self.rows.get(nl)
    }

    /// Rows in key order (for `qlarify prefs` and review).
    pub fn rows(&self) -> impl Iterator<Item = (&str, &PreferenceRow)> {
        self.rows.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Start row `nl` from the agreement row `m_row` when it has no history yet (U = M).
    /// Returns true when the row was created.
    pub fn init_row(&mut self, nl: &str, m_row: &BTreeMap<String, f64>, step: u64) -> bool {
        if self.rows.contains_key(nl) {
            return false;
        }
        self.rows
            .insert(nl.to_string(), PreferenceRow::from_agreement(m_row, step));
        true
    }

    /// The user picked SQL atom `key` for NL atom `nl`: U_ij += α and renormalise (AtomSQL §2.4).
    /// `m_row` initialises the row when it has no history (ignored otherwise).
    pub fn select(
        &mut self,
        nl: &str,
        key: &str,
        alpha: f64,
        step: u64,
        m_row: &BTreeMap<String, f64>,
        drift: &Drift,
    ) {
        self.init_row(nl, m_row, step);
        if let Some(row) = self.rows.get_mut(nl) {
            row.select(key, alpha, step, drift);
        }
    }

    /// Bring every row to step `now` (call once per session or question before scoring).
    pub fn apply_drift(&mut self, now: u64, drift: &Drift) {
        for row in self.rows.values_mut() {
            row.apply_drift(now, drift);
        }
    }

    /// Put row `nl` back as it was (`None`: it did not exist), taking back a learning step.
    pub fn restore_row(&mut self, nl: &str, row: Option<PreferenceRow>) {
        match row {
            Some(row) => {
                self.rows.insert(nl.to_string(), row);
            }
            None => {
                self.rows.remove(nl);
            }
        }
    }

    /// Forget what was learned for one NL atom (ODIN §7.3's manual adjustment).
    pub fn remove_row(&mut self, nl: &str) -> Option<PreferenceRow> {
        self.rows.remove(nl)
    }
}

/// One "the user chose output of these models" event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelPick {
    pub step: u64,
    pub models: Vec<String>,
}

/// Pref(m): the share of the user's picks that came from each model (AtomSQL §2.4–2.5).
///
/// Pref(m) = (prior_m + picks_m) / Σ_k (prior_k + picks_k): a share, like the paper's panel. The
/// prior (initial weights from config, never decayed) keeps a new user's ranking stable; every
/// pick credits each model that produced the chosen atom or candidate with one pick.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ModelPrefs {
    #[serde(default)]
    prior: BTreeMap<String, f64>,
    #[serde(default)]
    picks: BTreeMap<String, f64>,
    #[serde(default)]
    last_updated: u64,
    #[serde(default)]
    as_of: u64,
    #[serde(default)]
    history: Vec<ModelPick>,
}

impl ModelPrefs {
    pub fn new() -> Self {
        Self::default()
    }

    /// Start from initial weights (pseudo-counts; negative or non-finite ones count as 0): the
    /// tests' way to set up preferences.
    #[cfg(test)]
    pub fn with_prior<I, S>(weights: I) -> Self
    where
        I: IntoIterator<Item = (S, f64)>,
        S: Into<String>,
    {
        let prior = weights
            .into_iter()
            .map(|(name, w)| (name.into(), if w.is_finite() && w > 0.0 { w } else { 0.0 }))
            .collect();
        Self {
            prior,
            ..Self::default()
        }
    }

    /// Pref(m) ∈ [0, 1]; 0 for a model never seen and when nothing is known.
    pub fn pref(&self, model: &str) -> f64 {
        let total: f64 = self.prior.values().chain(self.picks.values()).sum();
        if total <= 0.0 {
            return 0.0;
        }
        let mine = self.prior.get(model).copied().unwrap_or(0.0)
            + self.picks.get(model).copied().unwrap_or(0.0);
        mine / total
    }

    /// Every known model with its share (sums to 1 when anything is known).
    pub fn shares(&self) -> BTreeMap<String, f64> {
        self.prior
            .keys()
            .chain(self.picks.keys())
            .map(|name| (name.clone(), self.pref(name)))
            .collect()
    }

    pub fn last_updated(&self) -> u64 {
        self.last_updated
    }

    pub fn history(&self) -> &[ModelPick] {
        &self.history
    }

    /// The user picked an atom or candidate that these models produced (duplicates ignored).
    pub fn record(&mut self, models: &[String], step: u64, drift: &Drift) {
        let step = step.max(self.as_of);
        self.apply_drift(step, drift);
        let mut distinct: Vec<String> = Vec::new();
        for model in models {
            if !distinct.contains(model) {
                distinct.push(model.clone());
            }
        }
        if distinct.is_empty() {
            return;
        }
        for model in &distinct {
            *self.picks.entry(model.clone()).or_insert(0.0) += 1.0;
        }
        push_capped(
            &mut self.history,
            ModelPick {
                step,
                models: distinct,
            },
        );
        self.last_updated = self.last_updated.max(step);
    }

    /// Bring the picks to step `now`: the window drops old picks (recounted from the history,
    /// decay included), otherwise decay multiplies every count by γ^(now − as_of).
    pub fn apply_drift(&mut self, now: u64, drift: &Drift) {
        if now <= self.as_of {
            return;
        }
        if drain_expired(&mut self.history, |p| p.step, now, drift) {
            self.picks.clear();
            for pick in &self.history {
                let factor = drift.factor(now.saturating_sub(pick.step));
                for model in &pick.models {
                    *self.picks.entry(model.clone()).or_insert(0.0) += factor;
                }
            }
        } else {
            let factor = drift.factor(now - self.as_of);
            for count in self.picks.values_mut() {
                *count *= factor;
            }
        }
        self.as_of = now;
    }
}

/// Scale non-negative finite weights to sum to 1 (zero and invalid entries dropped).
fn normalised(row: &BTreeMap<String, f64>) -> BTreeMap<String, f64> {
    let valid = row.iter().filter(|(_, w)| w.is_finite() && **w > 0.0);
    let total: f64 = valid.clone().map(|(_, w)| *w).sum();
    if total <= 0.0 {
        return BTreeMap::new();
    }
    valid.map(|(k, w)| (k.clone(), w / total)).collect()
}

/// U_ij += α, then renormalise the row so it sums to 1 again.
fn bump(weights: &mut BTreeMap<String, f64>, key: &str, alpha: f64) {
    *weights.entry(key.to_string()).or_insert(0.0) += alpha;
    let total: f64 = weights.values().sum();
    if total > 0.0 {
        for w in weights.values_mut() {
            *w /= total;
        }
    }
}

/// U ← target + factor·(U − target). The target is the prior, or uniform over the row's atoms
/// when the row never had one. Both sum to 1, so the row stays normalised.
fn decay_toward(weights: &mut BTreeMap<String, f64>, prior: &BTreeMap<String, f64>, factor: f64) {
    if factor >= 1.0 || weights.is_empty() {
        return;
    }
    let uniform = 1.0 / weights.len() as f64;
    for (key, w) in weights.iter_mut() {
        let target = if prior.is_empty() {
            uniform
        } else {
            prior.get(key).copied().unwrap_or(0.0)
        };
        *w = target + factor * (*w - target);
    }
    for (key, target) in prior {
        if !weights.contains_key(key) {
            weights.insert(key.clone(), (1.0 - factor) * target);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    fn row(entries: &[(&str, f64)]) -> BTreeMap<String, f64> {
        entries.iter().map(|(k, w)| (k.to_string(), *w)).collect()
    }

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    /// AtomSQL §2.4: row [0, 0, 2/3, 1/3, 0], select a3 with α = 0.3 → [0, 0, 0.744, 0.256, 0].
    #[test]
    fn paper_update_reproduces_the_printed_row() {
        let m = row(&[
            ("a1", 0.0),
            ("a2", 0.0),
            ("a3", 2.0 / 3.0),
            ("a4", 1.0 / 3.0),
            ("a5", 0.0),
        ]);
        let mut u = PreferenceMatrix::new();
        u.select("two pets", "a3", 0.3, 1, &m, &Drift::none());
        let r = u.row("two pets").expect("row created");
        let a3 = r.weight("a3").expect("a3");
        let a4 = r.weight("a4").expect("a4");
        assert!(close(a3, 0.744, 5e-4), "a3 = {a3}");
        assert!(close(a4, 0.256, 5e-4), "a4 = {a4}");
        assert!(close(a3, (2.0 / 3.0 + 0.3) / 1.3, 1e-12));
        for zero in ["a1", "a2", "a5"] {
            assert_eq!(r.weight(zero).unwrap_or(0.0), 0.0);
        }
        assert_eq!(r.evidence().get("a3"), Some(&1.0));
        assert_eq!(r.last_updated(), 1);
    }

    #[test]
    fn init_row_sets_u_to_m_and_never_overwrites_history() {
        let mut u = PreferenceMatrix::new();
        assert!(u.init_row("older", &row(&[("a1", 1.0), ("a2", 1.0)]), 0));
        assert_eq!(
            u.row("older").map(|r| r.weights().clone()),
            Some(row(&[("a1", 0.5), ("a2", 0.5)]))
        );
        u.select("older", "a2", 0.5, 1, &BTreeMap::new(), &Drift::none());
        assert!(!u.init_row("older", &row(&[("a1", 1.0)]), 2));
        assert!(close(
            u.row("older").and_then(|r| r.weight("a2")).unwrap_or(0.0),
            1.0 / 1.5,
            1e-12
        ));
    }

    #[rstest]
    #[case::nan(f64::NAN)]
    #[case::negative(-0.4)]
    #[case::infinite(f64::INFINITY)]
    fn invalid_steps_leave_weights_alone(#[case] alpha: f64) {
        let m = row(&[("a", 0.25), ("b", 0.75)]);
        let mut u = PreferenceMatrix::new();
        u.select("x", "a", alpha, 1, &m, &Drift::none());
        let r = u.row("x").expect("row");
        assert_eq!(r.weights(), &m);
        assert!(r.evidence().is_empty());
        assert!(r.history().is_empty());
    }

    #[test]
    fn a_row_without_agreement_learns_from_the_selection_alone() {
        let mut u = PreferenceMatrix::new();
        u.select("sales", "gross", 0.3, 1, &BTreeMap::new(), &Drift::none());
        assert_eq!(
            u.row("sales").map(|r| r.weights().clone()),
            Some(row(&[("gross", 1.0)]))
        );
        u.select("sales", "net", 0.3, 2, &BTreeMap::new(), &Drift::none());
        let r = u.row("sales").expect("row");
        assert!(close(r.weight("gross").unwrap_or(0.0), 1.0 / 1.3, 1e-12));
    }

    #[test]
    fn decay_halves_the_pull_of_a_preference_after_one_half_life() {
        let m = row(&[("a", 0.5), ("b", 0.5)]);
        let drift = Drift::half_life(2.0);
        let mut u = PreferenceMatrix::new();
        u.select("x", "a", 1.0, 10, &m, &drift);
        assert!(close(
            u.row("x").and_then(|r| r.weight("a")).unwrap_or(0.0),
            0.75,
            1e-12
        ));
        u.apply_drift(12, &drift);
        let r = u.row("x").expect("row");
        assert!(close(r.weight("a").unwrap_or(0.0), 0.625, 1e-12));
        assert!(close(r.weight("b").unwrap_or(0.0), 0.375, 1e-12));
        assert!(close(
            r.evidence().get("a").copied().unwrap_or(0.0),
            0.5,
            1e-12
        ));
        // Applying drift twice to the same step changes nothing.
        let before = u.clone();
        u.apply_drift(12, &drift);
        assert_eq!(u, before);
    }

    #[test]
    fn no_drift_keeps_preferences_forever() {
        let m = row(&[("a", 0.5), ("b", 0.5)]);
        let mut u = PreferenceMatrix::new();
        u.select("x", "a", 1.0, 1, &m, &Drift::none());
        let before = u.clone();
        u.apply_drift(1_000_000, &Drift::none());
        assert_eq!(
            u.row("x").map(|r| r.weights()),
            before.row("x").map(|r| r.weights())
        );
    }

    /// ODIN §7.3 drift: the user first meant `gross`, then switches to `final`; with a window the
    /// old choices stop counting entirely.
    #[test]
    fn sliding_window_forgets_selections_that_left_it() {
        let m = row(&[("gross", 0.5), ("final", 0.5)]);
        let drift = Drift::window(3);
        let mut u = PreferenceMatrix::new();
        u.select("total sales", "gross", 0.3, 1, &m, &drift);
        u.select("total sales", "gross", 0.3, 2, &m, &drift);
        u.select("total sales", "final", 0.3, 3, &m, &drift);
        let r = u.row("total sales").expect("row");
        assert!(r.weight("final").unwrap_or(0.0) < r.weight("gross").unwrap_or(0.0));
        // At step 5 both `gross` picks (steps 1 and 2) are 3 or more steps old.
        u.apply_drift(5, &drift);
        let r = u.row("total sales").expect("row");
        let mut only_final = PreferenceRow::from_agreement(&m, 0);
        only_final.select("final", 0.3, 3, &Drift::none());
        assert!(close(
            r.weight("final").unwrap_or(0.0),
            only_final.weight("final").unwrap_or(0.0),
            1e-12
        ));
        assert!(r.weight("final").unwrap_or(0.0) > r.weight("gross").unwrap_or(0.0));
        assert_eq!(r.history().len(), 1);
        assert_eq!(r.evidence().get("gross"), None);
        u.apply_drift(7, &drift);
        assert_eq!(
            u.row("total sales").map(|r| r.weights().clone()),
            Some(normalised(&m))
        );
    }

    #[test]
    fn model_prefs_follow_the_papers_panel() {
        let drift = Drift::none();
        let mut prefs = ModelPrefs::with_prior([("sqlcoder", 0.4), ("t5sql", 0.3), ("llama", 0.3)]);
        assert!(close(prefs.pref("sqlcoder"), 0.4, 1e-12));
        prefs.record(&["t5sql".to_string()], 1, &drift);
        assert!(prefs.pref("t5sql") > 0.3);
        assert!(prefs.pref("sqlcoder") < 0.4);
        assert!(close(prefs.shares().values().sum::<f64>(), 1.0, 1e-12));
        assert_eq!(prefs.pref("gpt"), 0.0);
        assert_eq!(ModelPrefs::new().pref("gpt"), 0.0);
        assert_eq!(prefs.last_updated(), 1);
    }

    #[test]
    fn model_picks_credit_each_distinct_source_once() {
        let mut prefs = ModelPrefs::new();
        let sources = ["a".to_string(), "b".to_string(), "a".to_string()];
        prefs.record(&sources, 1, &Drift::none());
        assert!(close(prefs.pref("a"), 0.5, 1e-12));
        assert!(close(prefs.pref("b"), 0.5, 1e-12));
        prefs.record(&[], 2, &Drift::none());
        assert_eq!(prefs.history().len(), 1);
    }

    #[rstest]
    #[case::decay(Drift::half_life(1.0), 1.0 / (1.0 + 0.25))]
    #[case::window(Drift::window(2), 1.0)]
    fn model_prefs_drift_toward_recent_picks(#[case] drift: Drift, #[case] expected_new: f64) {
        let mut prefs = ModelPrefs::new();
        prefs.record(&["old".to_string()], 1, &drift);
        prefs.record(&["new".to_string()], 3, &drift);
        prefs.apply_drift(3, &drift);
        assert!(
            close(prefs.pref("new"), expected_new, 1e-12),
            "{}",
            prefs.pref("new")
        );
    }

    #[test]
    fn state_round_trips_through_json_and_toml() {
        let drift = Drift::half_life(10.0);
        let mut u = PreferenceMatrix::new();
        u.select(
            "two pets",
            "|having|count(*) = 2",
            0.3,
            3,
            &row(&[("|having|count(*) = 2", 2.0)]),
            &drift,
        );
        let mut m = ModelPrefs::with_prior([("builtin", 1.0)]);
        m.record(&["gpt".to_string()], 3, &drift);
        let json = serde_json::to_string_pretty(&u).expect("json");
        assert_eq!(
            serde_json::from_str::<PreferenceMatrix>(&json).expect("parse"),
            u
        );
        let toml_text = toml::to_string(&u).expect("toml");
        assert_eq!(
            toml::from_str::<PreferenceMatrix>(&toml_text).expect("parse"),
            u
        );
        let toml_text = toml::to_string(&m).expect("toml");
        assert_eq!(toml::from_str::<ModelPrefs>(&toml_text).expect("parse"), m);
        let d: Drift = toml::from_str("window = 5").expect("drift");
        assert_eq!(
            d,
            Drift {
                retain_per_step: 1.0,
                window: Some(5)
            }
        );
    }

    proptest! {
        /// Rows stay distributions, whatever the sequence of selections and drift.
        #[test]
        fn rows_stay_normalised(
            picks in proptest::collection::vec((0usize..4, 0.0f64..2.0, 0u64..4), 1..40),
            retain in 0.5f64..=1.0,
            window in proptest::option::of(1u64..10),
        ) {
            let keys = ["a", "b", "c", "d"];
            let drift = Drift { retain_per_step: retain, window };
            let m = row(&[("a", 0.2), ("b", 0.8)]);
            let mut u = PreferenceMatrix::new();
            let mut step = 0;
            for (key, alpha, gap) in picks {
                step += gap;
                u.select("x", keys[key], alpha, step, &m, &drift);
                let r = u.row("x").expect("row");
                let total: f64 = r.weights().values().sum();
                prop_assert!((total - 1.0).abs() < 1e-9, "sum {}", total);
                prop_assert!(r.weights().values().all(|w| *w >= -1e-12));
            }
        }

        /// Dropping expired selections (replay) gives the same row as never having made them.
        #[test]
        fn window_equals_forgetting_expired_selections(
            picks in proptest::collection::vec((0usize..3, 0.05f64..1.0, 1u64..3), 1..20),
            retain in 0.6f64..=1.0,
            window in 2u64..8,
            extra in 0u64..6,
        ) {
            let keys = ["a", "b", "c"];
            let m = row(&[("a", 0.5), ("b", 0.3), ("c", 0.2)]);
            let windowed = Drift { retain_per_step: retain, window: Some(window) };
            let decay_only = Drift { retain_per_step: retain, window: None };
            let mut steps = Vec::new();
            let mut step = 0;
            for (_, _, gap) in &picks {
                step += gap;
                steps.push(step);
            }
            let now = step + extra;
            let mut full = PreferenceRow::from_agreement(&m, 0);
            let mut kept = PreferenceRow::from_agreement(&m, 0);
            for ((key, alpha, _), at) in picks.iter().zip(&steps) {
                full.select(keys[*key], *alpha, *at, &windowed);
                if now - at < window {
                    kept.select(keys[*key], *alpha, *at, &decay_only);
                }
            }
            full.apply_drift(now, &windowed);
            kept.apply_drift(now, &decay_only);
            for key in keys {
                let (a, b) = (full.weight(key).unwrap_or(0.0), kept.weight(key).unwrap_or(0.0));
                prop_assert!((a - b).abs() < 1e-9, "{key}: {a} vs {b}");
            }
        }
    }
}
