//! Agreement and confidence (AtomSQL §2.2–2.5): the agreement matrix M, the user preference U,
//! the alignment P = softmax(log M + β log U), the confidence C = M_raw ⊙ P, and the query
//! scores S_atom and S_final = S_atom · (1 + λ·Pref(m)).
//!
//! Rows are NL atoms (`Atom::row()`: the question phrase, or the clause slot when no phrase is
//! known), columns are SQL atoms (canonical keys). Owns: building these matrices from the
//! candidates' atoms and reading U and Pref(m) from the learned state.
//! Must not touch: how candidates are produced, how weights are chosen (the caller passes the
//! share of models behind each candidate), or how preferences are updated (`prefs`).
//!
//! A note on the paper's worked example (§2.3–2.5), which is not internally consistent:
//! - its printed M mixes conventions: the "older" row is row-normalised (1/2, 1/2 although each
//!   atom comes from one model of three, i.e. M_raw = 1/3) while the "show two" row is raw (1/3);
//! - its C row for "two pets" (0.496, 0.085) is M_raw ⊙ U with the updated U (0.744, 0.256),
//!   i.e. it takes P equal to U; its own formula at β = 1 gives P ∝ M·U = (0.853, 0.147);
//! - its C row for "older" (1/2, 1/2) is neither M_raw ⊙ P (1/6, 1/6) nor M ⊙ P (1/4, 1/4).
//!
//! This module implements the formulas as written (M_raw = weight share, M = row-normalised
//! M_raw, P from the log-linear formula, C = M_raw ⊙ P); the tests reproduce each printed
//! number that the formulas do produce.

use crate::core::prefs::{ModelPrefs, PreferenceMatrix};
use crate::core::sql::{Atom, AtomKind};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// β (weight of the user's preference U against model agreement M) and λ (weight of the model
/// preference Pref(m) in S_final).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct AgreementParams {
    pub beta: f64,
    pub lambda: f64,
}

/// Everything the agreement engine reads. Slices are indexed by candidate.
#[derive(Debug, Clone, Copy)]
pub struct AgreementInput<'a> {
    pub atoms: &'a [&'a [Atom]],
    /// Share of models/sources behind each candidate (any non-negative scale; normalised here).
    pub weights: &'a [f64],
    /// The models that produced each candidate.
    pub sources: &'a [&'a [String]],
    pub prefs: &'a PreferenceMatrix,
    pub models: &'a ModelPrefs,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AgreementError {
    #[error("{what} has {got} entries for {expected} candidates")]
    Length {
        what: &'static str,
        got: usize,
        expected: usize,
    },
}

/// One SQL atom column: its canonical key, how it reads (first spelling seen) and its kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Column {
    pub key: String,
    pub text: String,
    pub kind: AtomKind,
}

/// The matrices of one candidate set, for scoring and for the UI. Matrices are dense
/// `rows × columns`, in first-appearance order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Agreement {
    pub rows: Vec<String>,
    pub columns: Vec<Column>,
    /// Weight share of candidates containing SQL atom j for NL atom i (not row-normalised).
    pub m_raw: Vec<Vec<f64>>,
    /// M_raw with each row scaled to sum to 1 (all-zero rows stay zero).
    pub m: Vec<Vec<f64>>,
    /// The user's preference: learned rows where known, else M (U = M without history).
    pub u: Vec<Vec<f64>>,
    /// Alignment P_i = softmax(log M_i + β log U_i).
    pub p: Vec<Vec<f64>>,
    /// Confidence C = M_raw ⊙ P.
    pub c: Vec<Vec<f64>>,
    /// S_atom per candidate: mean over its distinct atoms j of Σ_i P_ij.
    pub s_atom: Vec<f64>,
    /// max Pref(m) over each candidate's sources.
    pub pref: Vec<f64>,
    /// S_final = S_atom · (1 + λ·Pref).
    pub s_final: Vec<f64>,
    /// Per candidate, per atom (in the candidate's order): (row, column).
    cells: Vec<Vec<(usize, usize)>>,
}

/// P_i for one row: softmax(log M_i + β log U_i), i.e. P_ij ∝ M_ij · U_ij^β. A zero M_ij (or a
/// zero U_ij when β > 0) is log 0 = −∞ and gets probability 0; a row with nothing left stays all
/// zero. β = 0 ignores U entirely (0 · log 0 counts as 0, not NaN); negative or non-finite β
/// counts as 0.
pub fn alignment_row(m: &[f64], u: &[f64], beta: f64) -> Vec<f64> {
    let beta = if beta.is_finite() && beta > 0.0 {
        beta
    } else {
        0.0
    };
    let logits: Vec<f64> = m
        .iter()
        .enumerate()
        .map(|(j, &mij)| {
            if !(mij.is_finite() && mij > 0.0) {
                return f64::NEG_INFINITY;
            }
            let uij = u.get(j).copied().unwrap_or(0.0);
            let pull = if beta == 0.0 {
                0.0
            } else if uij.is_finite() && uij > 0.0 {
                beta * uij.ln()
            } else {
                f64::NEG_INFINITY
            };
            mij.ln() + pull
        })
        .collect();
    let top = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if top == f64::NEG_INFINITY {
        return vec![0.0; m.len()];
    }
    let exp: Vec<f64> = logits.iter().map(|z| (z - top).exp()).collect();
    let total: f64 = exp.iter().sum();
    exp.iter().map(|e| e / total).collect()
}

/// C_i for one row: M_raw_i ⊙ P_i.
pub fn confidence_row(m_raw: &[f64], p: &[f64]) -> Vec<f64> {
    m_raw.iter().zip(p).map(|(a, b)| a * b).collect()
}

/// Build M, U, P, C and the scores for a candidate set (AtomSQL §2.2–2.5).
pub fn agree(
    input: &AgreementInput<'_>,
    params: AgreementParams,
) -> Result<Agreement, AgreementError> {
    let n = input.atoms.len();
    for (what, got) in [
        ("weights", input.weights.len()),
        ("sources", input.sources.len()),
    ] {
        if got != n {
            return Err(AgreementError::Length {
                what,
                got,
                expected: n,
            });
        }
    }

    let mut rows: Vec<String> = Vec::new();
    let mut columns: Vec<Column> = Vec::new();
    let mut row_index: HashMap<&str, usize> = HashMap::new();
    let mut column_index: HashMap<&str, usize> = HashMap::new();
    let mut cells: Vec<Vec<(usize, usize)>> = Vec::with_capacity(n);
    for atoms in input.atoms {
        let mut mine = Vec::with_capacity(atoms.len());
        for atom in atoms.iter() {
            let i = *row_index.entry(atom.row()).or_insert_with(|| {
                rows.push(atom.row().to_string());
                rows.len() - 1
            });
            let j = *column_index.entry(atom.key.as_str()).or_insert_with(|| {
                columns.push(Column {
                    key: atom.key.clone(),
                    text: atom.text.clone(),
                    kind: atom.kind,
                });
                columns.len() - 1
            });
            mine.push((i, j));
        }
        cells.push(mine);
    }

    let shares = weight_shares(input.weights);
    let (r, k) = (rows.len(), columns.len());
    let mut m_raw = vec![vec![0.0; k]; r];
    for (mine, share) in cells.iter().zip(&shares) {
        // A candidate counts once per (NL atom, SQL atom), however often it repeats the atom.
        let mut distinct = mine.clone();
        distinct.sort_unstable();
        distinct.dedup();
        for (i, j) in distinct {
            m_raw[i][j] += share;
        }
    }
    let m: Vec<Vec<f64>> = m_raw.iter().map(|row| row_normalised(row)).collect();

    let u: Vec<Vec<f64>> = rows
        .iter()
        .zip(&m)
        .map(|(name, m_row)| match input.prefs.row(name) {
            Some(learned) => columns
                .iter()
                .zip(m_row)
                .map(|(col, &mij)| learned.weight(&col.key).unwrap_or(mij))
                .collect(),
            None => m_row.clone(),
        })
        .collect();
    let p: Vec<Vec<f64>> = m
        .iter()
        .zip(&u)
        .map(|(mi, ui)| alignment_row(mi, ui, params.beta))
        .collect();
    let c: Vec<Vec<f64>> = m_raw
        .iter()
        .zip(&p)
        .map(|(mi, pi)| confidence_row(mi, pi))
        .collect();

    let column_mass: Vec<f64> = (0..k).map(|j| p.iter().map(|row| row[j]).sum()).collect();
    let s_atom: Vec<f64> = cells
        .iter()
        .map(|mine| {
            let mut atoms: Vec<usize> = mine.iter().map(|&(_, j)| j).collect();
            atoms.sort_unstable();
            atoms.dedup();
            if atoms.is_empty() {
                0.0
            } else {
                atoms.iter().map(|&j| column_mass[j]).sum::<f64>() / atoms.len() as f64
            }
        })
        .collect();
    let pref: Vec<f64> = input
        .sources
        .iter()
        .map(|models| {
            models
                .iter()
                .map(|name| input.models.pref(name))
                .fold(0.0, f64::max)
        })
        .collect();
    let lambda = if params.lambda.is_finite() {
        params.lambda
    } else {
        0.0
    };
    let s_final = s_atom
        .iter()
        .zip(&pref)
        .map(|(s, pm)| s * (1.0 + lambda * pm))
        .collect();

    Ok(Agreement {
        rows,
        columns,
        m_raw,
        m,
        u,
        p,
        c,
        s_atom,
        pref,
        s_final,
        cells,
    })
}

impl Agreement {
    /// C for each atom of candidate `candidate`, aligned with its atoms (empty when out of range).
    pub fn confidence(&self, candidate: usize) -> Vec<f64> {
        self.per_atom(candidate, &self.c)
    }

    /// P for each atom of candidate `candidate`, aligned with its atoms.
    pub fn alignment(&self, candidate: usize) -> Vec<f64> {
        self.per_atom(candidate, &self.p)
    }

    fn per_atom(&self, candidate: usize, matrix: &[Vec<f64>]) -> Vec<f64> {
        self.cells
            .get(candidate)
            .map(|mine| mine.iter().map(|&(i, j)| matrix[i][j]).collect())
            .unwrap_or_default()
    }

    pub fn row_index(&self, nl: &str) -> Option<usize> {
        self.rows.iter().position(|r| r == nl)
    }

    pub fn column_index(&self, key: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.key == key)
    }

    /// Row `nl` of M as SQL atom key → share (non-zero entries): what a preference row starts
    /// from when the user first picks an atom for this NL atom (U = M).
    pub fn m_row(&self, nl: &str) -> BTreeMap<String, f64> {
        let Some(i) = self.row_index(nl) else {
            return BTreeMap::new();
        };
        self.columns
            .iter()
            .zip(&self.m[i])
            .filter(|(_, &w)| w > 0.0)
            .map(|(col, &w)| (col.key.clone(), w))
            .collect()
    }

    /// Candidate indices best first by S_final (earlier candidate first on ties).
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.s_final.len()).collect();
        order.sort_by(|&a, &b| self.s_final[b].total_cmp(&self.s_final[a]).then(a.cmp(&b)));
        order
    }

    /// The candidate with the highest S_final (the one the paper shows first).
    pub fn best(&self) -> Option<usize> {
        self.ranking().first().copied()
    }
}

/// Candidate weights as shares of their total. Negative or non-finite weights count as 0; when
/// nothing is left every candidate counts equally (one model each).
fn weight_shares(weights: &[f64]) -> Vec<f64> {
    let clean: Vec<f64> = weights
        .iter()
        .map(|&w| if w.is_finite() && w > 0.0 { w } else { 0.0 })
        .collect();
    let total: f64 = clean.iter().sum();
    if total > 0.0 {
        clean.iter().map(|w| w / total).collect()
    } else {
        vec![1.0 / weights.len().max(1) as f64; weights.len()]
    }
}

fn row_normalised(row: &[f64]) -> Vec<f64> {
    let total: f64 = row.iter().sum();
    if total > 0.0 {
        row.iter().map(|x| x / total).collect()
    } else {
        vec![0.0; row.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::prefs::Drift;
    use proptest::prelude::*;
    use rstest::rstest;

    fn atom(kind: AtomKind, slot: &str, canon: &str, nl: Option<&str>) -> Atom {
        Atom {
            kind,
            path: String::new(),
            text: canon.to_string(),
            span: 0..0,
            key: format!("|{}|{canon}", kind.as_str()),
            slot: format!("|{slot}"),
            nl: nl.map(str::to_string),
        }
    }

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    const A3: &str = "|having|count(*) = 2";
    const A4: &str = "|having|count(petid) >= 2";

    /// "Show two older students who have two pets": T5, Llama and SQLCoder, focused atoms only.
    fn pets() -> Vec<Vec<Atom>> {
        let students = || atom(AtomKind::Table, "from", "student", Some("students"));
        let older = |kind, slot, canon| atom(kind, slot, canon, Some("older"));
        let a1 = older(AtomKind::Predicate, "where", "age > avg(age)");
        let a2 = older(AtomKind::OrderBy, "order_by", "age desc");
        let a3 = atom(AtomKind::Having, "having", "count(*) = 2", Some("two pets"));
        let a4 = atom(
            AtomKind::Having,
            "having",
            "count(petid) >= 2",
            Some("two pets"),
        );
        let a5 = atom(AtomKind::Limit, "limit", "2", Some("show two"));
        vec![
            vec![students(), a3.clone()],
            vec![students(), a1, a3],
            vec![students(), a2, a4, a5],
        ]
    }

    /// One agreement computation's inputs, with one-vote weights and no sources by default.
    struct Case {
        atoms: Vec<Vec<Atom>>,
        weights: Vec<f64>,
        sources: Vec<Vec<String>>,
        prefs: PreferenceMatrix,
        models: ModelPrefs,
    }

    impl Case {
        fn new(atoms: Vec<Vec<Atom>>) -> Self {
            let n = atoms.len();
            Self {
                atoms,
                weights: vec![1.0; n],
                sources: vec![Vec::new(); n],
                prefs: PreferenceMatrix::new(),
                models: ModelPrefs::new(),
            }
        }

        fn pets() -> Self {
            let mut case = Self::new(pets());
            case.sources = ["t5sql", "llama", "sqlcoder"]
                .iter()
                .map(|m| vec![m.to_string()])
                .collect();
            case
        }

        fn run(&self, beta: f64, lambda: f64) -> Agreement {
            let atoms: Vec<&[Atom]> = self.atoms.iter().map(Vec::as_slice).collect();
            let sources: Vec<&[String]> = self.sources.iter().map(Vec::as_slice).collect();
            let input = AgreementInput {
                atoms: &atoms,
                weights: &self.weights,
                sources: &sources,
                prefs: &self.prefs,
                models: &self.models,
            };
            agree(&input, AgreementParams { beta, lambda }).expect("lengths match")
        }
    }

    fn cell(a: &Agreement, matrix: &[Vec<f64>], row: &str, key: &str) -> f64 {
        let i = a.row_index(row).expect("row");
        let j = a.column_index(key).expect("column");
        matrix[i][j]
    }

    #[test]
    fn paper_agreement_matrix_with_no_history() {
        let a = Case::pets().run(0.0, 0.0);
        let third = 1.0 / 3.0;
        let table = [
            // (row, key, M_raw, M = U = P at β = 0, C)
            (
                "older",
                "|predicate|age > avg(age)",
                third,
                0.5,
                third * 0.5,
            ),
            ("older", "|order_by|age desc", third, 0.5, third * 0.5),
            ("two pets", A3, 2.0 * third, 2.0 * third, 4.0 / 9.0),
            ("two pets", A4, third, third, 1.0 / 9.0),
            ("show two", "|limit|2", third, 1.0, third),
            ("students", "|table|student", 1.0, 1.0, 1.0),
        ];
        for (row, key, m_raw, m, c) in table {
            assert!(
                close(cell(&a, &a.m_raw, row, key), m_raw, 1e-12),
                "M_raw {row} {key}"
            );
            assert!(close(cell(&a, &a.m, row, key), m, 1e-12), "M {row} {key}");
            assert!(close(cell(&a, &a.u, row, key), m, 1e-12), "U {row} {key}");
            assert!(close(cell(&a, &a.p, row, key), m, 1e-12), "P {row} {key}");
            assert!(close(cell(&a, &a.c, row, key), c, 1e-12), "C {row} {key}");
        }
        // An atom's column is zero in every other row.
        assert_eq!(cell(&a, &a.m_raw, "older", "|limit|2"), 0.0);
        // x4 "show two" (SQLCoder is candidate 2, LIMIT its last atom): M_raw 1/3, P 1, C 1/3.
        assert!(close(a.alignment(2)[3], 1.0, 1e-12));
        assert!(close(a.confidence(2)[3], third, 1e-12));
    }

    #[test]
    fn paper_update_then_alignment_follows_the_formula() {
        let mut case = Case::pets();
        let before = case.run(0.0, 0.0);
        let init = before.m_row("two pets");
        case.prefs
            .select("two pets", A3, 0.3, 1, &init, &Drift::none());
        let after = case.run(1.0, 0.0);
        let u3 = cell(&after, &after.u, "two pets", A3);
        let u4 = cell(&after, &after.u, "two pets", A4);
        assert!(
            close(u3, 0.744, 5e-4) && close(u4, 0.256, 5e-4),
            "U row {u3} {u4}"
        );
        // β = 1: P ∝ M·U = (2/3 · 0.744, 1/3 · 0.256) → (0.853, 0.147).
        let p3 = cell(&after, &after.p, "two pets", A3);
        let expected = (2.0 / 3.0 * u3) / (2.0 / 3.0 * u3 + 1.0 / 3.0 * u4);
        assert!(
            close(p3, expected, 1e-12) && close(p3, 0.853, 5e-4),
            "P {p3}"
        );
        // Rows the user never touched keep P = M (no history: U = M, and M is uniform there).
        assert!(close(
            cell(&after, &after.p, "older", "|order_by|age desc"),
            0.5,
            1e-12
        ));
        // The preference moves the "exactly two" readings up and the "at least two" one down.
        assert!(after.s_atom[0] > before.s_atom[0]);
        assert!(after.s_atom[2] < before.s_atom[2]);
    }

    /// The paper's printed C row for "two pets" is M_raw ⊙ (0.744, 0.256).
    #[test]
    fn paper_confidence_row_is_m_raw_times_p() {
        let c = confidence_row(&[2.0 / 3.0, 1.0 / 3.0], &[0.744, 0.256]);
        assert!(
            close(c[0], 0.496, 5e-4) && close(c[1], 0.085, 5e-4),
            "{c:?}"
        );
        // x4 "show two": M_raw 1/3, P 1 → C 1/3.
        assert!(close(
            confidence_row(&[1.0 / 3.0], &[1.0])[0],
            1.0 / 3.0,
            1e-12
        ));
    }

    #[rstest]
    // β = 0 ignores U, even where U is 0.
    #[case::beta_zero(&[0.5, 0.5], &[1.0, 0.0], 0.0, &[0.5, 0.5])]
    // β = 1: ∝ M·U = (0.5·0.8, 0.5·0.2).
    #[case::beta_one(&[0.5, 0.5], &[0.8, 0.2], 1.0, &[0.8, 0.2])]
    // β = 2: ∝ M·U² = (2/3·0.25, 1/3·1) → (1/3, 2/3).
    #[case::beta_two(&[2.0 / 3.0, 1.0 / 3.0], &[0.5, 1.0], 2.0, &[1.0 / 3.0, 2.0 / 3.0])]
    // log 0 = −∞: a zero in M, or in U when β > 0, is probability 0.
    #[case::zero_m(&[0.0, 1.0], &[0.9, 0.1], 1.0, &[0.0, 1.0])]
    #[case::zero_u(&[0.5, 0.5], &[0.0, 1.0], 0.5, &[0.0, 1.0])]
    // Nothing left: all zero, never NaN.
    #[case::all_zero_m(&[0.0, 0.0], &[0.5, 0.5], 1.0, &[0.0, 0.0])]
    #[case::all_zero_u(&[0.5, 0.5], &[0.0, 0.0], 1.0, &[0.0, 0.0])]
    // Negative β is meaningless ("influence"): treated as 0.
    #[case::negative_beta(&[0.25, 0.75], &[0.9, 0.1], -1.0, &[0.25, 0.75])]
    fn alignment_is_the_log_linear_softmax(
        #[case] m: &[f64],
        #[case] u: &[f64],
        #[case] beta: f64,
        #[case] expected: &[f64],
    ) {
        let p = alignment_row(m, u, beta);
        assert_eq!(p.len(), expected.len());
        for (got, want) in p.iter().zip(expected) {
            assert!(close(*got, *want, 1e-12), "{p:?} vs {expected:?}");
        }
    }

    #[test]
    fn scores_average_column_mass_and_reward_preferred_models() {
        let mut case = Case::pets();
        case.models = ModelPrefs::with_prior([("sqlcoder", 0.4), ("t5sql", 0.3), ("llama", 0.3)]);
        let a = case.run(0.0, 0.5);
        // Column masses at β = 0: student 1, a1 1/2, a2 1/2, a3 2/3, a4 1/3, a5 1.
        let s_atom = [
            5.0 / 6.0,
            (1.0 + 0.5 + 2.0 / 3.0) / 3.0,
            (1.0 + 0.5 + 1.0 / 3.0 + 1.0) / 4.0,
        ];
        let pref = [0.3, 0.3, 0.4];
        for q in 0..3 {
            assert!(close(a.s_atom[q], s_atom[q], 1e-12), "S_atom {q}");
            assert!(close(a.pref[q], pref[q], 1e-12), "Pref {q}");
            assert!(
                close(a.s_final[q], s_atom[q] * (1.0 + 0.5 * pref[q]), 1e-12),
                "S_final {q}"
            );
        }
        assert_eq!(a.ranking(), vec![0, 2, 1]);
        assert_eq!(a.best(), Some(0));
    }

    #[test]
    fn several_sources_use_the_highest_preference() {
        let mut case = Case::new(vec![vec![atom(
            AtomKind::Projection,
            "select",
            "name",
            None,
        )]]);
        case.models = ModelPrefs::with_prior([("a", 0.1), ("b", 0.6), ("c", 0.3)]);
        case.sources = vec![vec!["a".to_string(), "b".to_string()]];
        let a = case.run(0.0, 1.0);
        assert!(close(a.pref[0], 0.6, 1e-12));
        assert!(close(a.s_final[0], 1.6, 1e-12));
    }

    #[test]
    fn weights_are_shares_and_repeated_atoms_count_once() {
        let name = atom(AtomKind::Projection, "select", "name", None);
        let title = atom(AtomKind::Projection, "select", "title", None);
        let mut case = Case::new(vec![vec![name.clone(), name.clone()], vec![title.clone()]]);
        case.weights = vec![3.0, 1.0];
        let a = case.run(1.0, 1.0);
        assert_eq!(a.rows, vec!["|select".to_string()]);
        assert!(close(cell(&a, &a.m_raw, "|select", &name.key), 0.75, 1e-12));
        assert!(close(
            cell(&a, &a.m_raw, "|select", &title.key),
            0.25,
            1e-12
        ));
        assert_eq!(a.confidence(0).len(), 2);
        // No history: U = M, so at β = 1 the alignment sharpens to P ∝ M² = (0.9, 0.1).
        assert!(close(a.confidence(0)[1], 0.75 * 0.9, 1e-12));
        assert!(a.confidence(7).is_empty());
        // Invalid weights fall back to one vote per candidate.
        case.weights = vec![f64::NAN, -2.0];
        let even = case.run(1.0, 1.0);
        assert!(close(
            cell(&even, &even.m_raw, "|select", &name.key),
            0.5,
            1e-12
        ));
    }

    #[test]
    fn learned_rows_fall_back_to_m_for_atoms_they_never_saw() {
        let gross = atom(
            AtomKind::Projection,
            "select",
            "gross_sales",
            Some("total sales"),
        );
        let net = atom(
            AtomKind::Projection,
            "select",
            "net_sales",
            Some("total sales"),
        );
        let mut case = Case::new(vec![vec![gross.clone()], vec![net.clone()]]);
        let init: BTreeMap<String, f64> = [(gross.key.clone(), 1.0)].into_iter().collect();
        case.prefs
            .select("total sales", &gross.key, 0.3, 1, &init, &Drift::none());
        let a = case.run(1.0, 0.0);
        assert!(close(cell(&a, &a.u, "total sales", &gross.key), 1.0, 1e-12));
        assert!(close(cell(&a, &a.u, "total sales", &net.key), 0.5, 1e-12));
        // P ∝ (0.5·1, 0.5·0.5).
        assert!(close(
            cell(&a, &a.p, "total sales", &gross.key),
            2.0 / 3.0,
            1e-12
        ));
    }

    #[test]
    fn mismatched_lengths_are_errors() {
        let atoms = pets();
        let atoms: Vec<&[Atom]> = atoms.iter().map(Vec::as_slice).collect();
        let sources: Vec<&[String]> = vec![&[]; 3];
        let (prefs, models) = (PreferenceMatrix::new(), ModelPrefs::new());
        let input = AgreementInput {
            atoms: &atoms,
            weights: &[1.0],
            sources: &sources,
            prefs: &prefs,
            models: &models,
        };
        let err = agree(
            &input,
            AgreementParams {
                beta: 0.0,
                lambda: 0.0,
            },
        )
        .expect_err("short");
        assert_eq!(
            err,
            AgreementError::Length {
                what: "weights",
                got: 1,
                expected: 3
            }
        );
    }

    #[test]
    fn empty_input_is_empty_output_and_results_serialise() {
        let a = Case::new(Vec::new()).run(1.0, 1.0);
        assert!(a.rows.is_empty() && a.s_final.is_empty() && a.best().is_none());
        let json = serde_json::to_string(&Case::pets().run(0.0, 0.0)).expect("serialises");
        let back: Agreement = serde_json::from_str(&json).expect("parses");
        assert_eq!(back.confidence(2), Case::pets().run(0.0, 0.0).confidence(2));
    }

    proptest! {
        #[test]
        fn matrices_stay_finite_and_bounded(
            picks in proptest::collection::vec(
                proptest::collection::vec((0usize..3, 0usize..4), 0..6), 1..8),
            weights in proptest::collection::vec(0.0f64..3.0, 8),
            beta in 0.0f64..3.0,
            learn in proptest::collection::vec((0usize..3, 0usize..4), 0..4),
        ) {
            let rows = ["a", "b", "c"];
            let make = |r: usize, k: usize| {
                atom(AtomKind::Predicate, "where", &format!("x{r}{k}"), Some(rows[r]))
            };
            let atoms: Vec<Vec<Atom>> =
                picks.iter().map(|c| c.iter().map(|&(r, k)| make(r, k)).collect()).collect();
            let n = atoms.len();
            let mut case = Case::new(atoms.clone());
            case.weights = weights[..n].to_vec();
            for (step, (r, k)) in learn.iter().enumerate() {
                let key = make(*r, *k).key;
                case.prefs.select(rows[*r], &key, 0.3, step as u64, &BTreeMap::new(), &Drift::none());
            }
            let a = case.run(beta, 0.5);
            for (i, row) in a.p.iter().enumerate() {
                let total: f64 = row.iter().sum();
                prop_assert!(row.iter().all(|x| x.is_finite() && *x >= 0.0));
                prop_assert!(total.abs() < 1e-9 || (total - 1.0).abs() < 1e-9, "row {i}: {total}");
                for (cij, mij) in a.c[i].iter().zip(&a.m_raw[i]) {
                    prop_assert!(*cij <= *mij + 1e-12);
                }
            }
            for (q, mine) in atoms.iter().enumerate() {
                prop_assert!(a.s_final[q].is_finite() && a.s_final[q] >= 0.0);
                prop_assert_eq!(a.confidence(q).len(), mine.len());
            }
        }
    }
}
