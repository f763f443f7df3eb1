//! Decision variables and Expected Information Gain (EIG paper §2–3, Algorithm 1).
//!
//! Owns: finding where candidates disagree (decision variables, [`decision_variables`]), the
//! entropy of the candidate distribution, EIG(X) = H(Y) − Σ_x P(x)·H(Y | X = x) in bits (the
//! paper's worked example — H(Y) = 1.922, H(Y|X3) = 1.2, I = 0.722 — is base 2), ranking the
//! questions by EIG or by one of the paper's baselines (§4.3.1), filtering and renormalising
//! after an answer, and the stop rules (§3.2: top candidate ≥ τ, nothing left to ask).
//! Must not touch: how questions are worded for people (the session) or where probabilities come
//! from (candidate set, agreement).
//!
//! Every variable built here is a partition of the candidates (each candidate takes exactly one
//! option), so X is a function of Y and EIG(X) equals H(X), the entropy of the option masses.
//! [`eig`] still computes the paper's definition; a property test checks the identity.

mod variables;

#[cfg(test)]
mod tests;

pub use variables::{decision_variables, within_options};

use crate::core::rng::mix64;
use crate::core::sql::AtomKind;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// One answer to a decision variable.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DecisionOption {
    /// What sets this option apart, in atom texts (never the whole SQL).
    pub label: String,
    /// The atoms that set this option apart; empty for "none of these" / the clause is absent.
    pub atom_keys: Vec<String>,
    /// The candidates consistent with this answer, ascending.
    pub candidates: Vec<usize>,
}

/// A point where the candidates disagree: one clause slot, or the presence of one atom.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DecisionVariable {
    /// The structural slot (`"|where"`, `"where0.sub|select"`, …).
    pub slot: String,
    /// The kind of the atoms that differ (for "which clause is this about").
    pub kind: AtomKind,
    /// For a presence/absence variable: the atom key whose presence is asked about.
    pub presence_of: Option<String>,
    pub options: Vec<DecisionOption>,
    /// Other slots whose disagreement splits the candidates identically: answering this
    /// variable settles them too.
    pub merged_slots: Vec<String>,
}

/// How the next question is chosen: EIG, or one of the baselines of the paper's §4.3.1.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Strategy {
    /// Highest expected information gain under the current distribution (the method).
    #[default]
    Eig,
    /// A random variable, reproducible from the seed.
    Random { seed: u64 },
    /// The variable whose most likely option has the highest probability.
    MaxProbability,
    /// The variable whose rarest (still possible) option has the lowest probability.
    MinProbability,
    /// Raw information gain assuming a uniform prior over the variable's values:
    /// H(Y) − (1/|V|)·Σ_x H(Y | X = x).
    InformationGain,
}

impl Strategy {
    /// The name used in config, CLI flags and eval output.
    pub fn name(&self) -> &'static str {
        match self {
            Strategy::Eig => "eig",
            Strategy::Random { .. } => "random",
            Strategy::MaxProbability => "max_probability",
            Strategy::MinProbability => "min_probability",
            Strategy::InformationGain => "information_gain",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EigError {
    #[error("unknown question strategy `{0}` (eig, random[:SEED], max_probability, min_probability, information_gain)")]
    UnknownStrategy(String),
    #[error("option {index} does not exist (the question has {count})")]
    NoSuchOption { index: usize, count: usize },
}

impl FromStr for Strategy {
    type Err = EigError;

    /// `eig`, `random` / `random:SEED`, `max_probability`, `min_probability`, `information_gain`
    /// (dashes and the short forms `max`, `min`, `ig` accepted).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let lower = text.trim().to_ascii_lowercase().replace('-', "_");
        let (name, seed) = match lower.split_once(':') {
            Some((name, seed)) => (name, Some(seed)),
            None => (lower.as_str(), None),
        };
        let unknown = || EigError::UnknownStrategy(text.to_string());
        match (name, seed) {
            ("eig", None) => Ok(Strategy::Eig),
            ("random", None) => Ok(Strategy::Random { seed: 0 }),
            ("random", Some(seed)) => seed
                .parse()
                .map(|seed| Strategy::Random { seed })
                .map_err(|_| unknown()),
            ("max_probability" | "max", None) => Ok(Strategy::MaxProbability),
            ("min_probability" | "min", None) => Ok(Strategy::MinProbability),
            ("information_gain" | "ig", None) => Ok(Strategy::InformationGain),
            _ => Err(unknown()),
        }
    }
}

/// A ranked question: higher `score` is asked first; `eig` is always the expected information
/// gain (bits), whatever the strategy, so callers can show it and apply stop rules.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RankedQuestion {
    pub variable: usize,
    pub score: f64,
    pub eig: f64,
}

/// When to stop asking (§3.2): the top candidate has probability ≥ `tau`, or no question is
/// worth `min_eig` bits.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct StopRule {
    pub tau: f64,
    pub min_eig: f64,
}

/// H(Y) in bits. The weights are normalised first; zero, negative and non-finite entries count
/// as 0. An empty or all-zero vector has entropy 0.
pub fn entropy(p: &[f64]) -> f64 {
    let total: f64 = p.iter().map(|&x| clean(x)).sum();
    if total <= 0.0 {
        return 0.0;
    }
    let h: f64 = p
        .iter()
        .map(|&x| clean(x) / total)
        .filter(|&q| q > 0.0)
        .map(|q| -q * q.log2())
        .sum();
    h.max(0.0)
}

/// H(Y | X) = Σ_x P(x)·H(Y | X = x), in bits.
pub fn conditional_entropy(p: &[f64], var: &DecisionVariable) -> f64 {
    let dist = Dist::new(p);
    dist.split(var).conditional
}

/// EIG(X) = I(X; Y) = H(Y) − Σ_x P(x)·H(Y | X = x) (Eq. 11), in bits; never negative.
pub fn eig(p: &[f64], var: &DecisionVariable) -> f64 {
    let dist = Dist::new(p);
    (dist.entropy - dist.split(var).conditional).max(0.0)
}

/// The questions worth asking (variables that split the probability mass between at least two
/// options), best first by the strategy's score; ties go to the higher EIG, then to the earlier
/// variable. Cost: one pass over each variable's candidates, no allocation per variable.
pub fn rank(p: &[f64], vars: &[DecisionVariable], strategy: Strategy) -> Vec<RankedQuestion> {
    let dist = Dist::new(p);
    let mut ranked: Vec<RankedQuestion> = vars
        .iter()
        .enumerate()
        .filter_map(|(index, var)| {
            let split = dist.split(var);
            if split.live_options < 2 {
                return None;
            }
            let eig = (dist.entropy - split.conditional).max(0.0);
            let score = match strategy {
                Strategy::Eig => eig,
                Strategy::Random { seed } => unit_interval(mix64(seed ^ mix64(index as u64))),
                Strategy::MaxProbability => split.max_mass,
                Strategy::MinProbability => 1.0 - split.min_mass,
                Strategy::InformationGain => dist.entropy - split.mean_option_entropy,
            };
            Some(RankedQuestion {
                variable: index,
                score,
                eig,
            })
        })
        .collect();
    ranked.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then(b.eig.total_cmp(&a.eig))
            .then(a.variable.cmp(&b.variable))
    });
    ranked
}

/// The next question to ask, or `None` when the top candidate already has probability ≥ τ,
/// nothing splits the mass, or even the most informative question is worth less than
/// `min_eig` bits (whatever the strategy: a baseline is not allowed to ask a question that the
/// stop rule would consider worthless for every variable).
pub fn next_question(
    p: &[f64],
    vars: &[DecisionVariable],
    strategy: Strategy,
    rule: StopRule,
) -> Option<RankedQuestion> {
    let dist = Dist::new(p);
    if dist.total <= 0.0 || dist.max >= rule.tau {
        return None;
    }
    let ranked = rank(p, vars, strategy);
    let best_eig = ranked
        .iter()
        .map(|q| q.eig)
        .fold(f64::NEG_INFINITY, f64::max);
    if best_eig < rule.min_eig {
        return None;
    }
    ranked.first().copied()
}

/// The user answered `option` to `var`: keep the consistent candidates and renormalise
/// (Algorithm 1, lines 17–18). Indices are stable: removed candidates get probability 0. If
/// every survivor had probability 0 they share the mass equally; if none survives (an option
/// with no candidate in range) the result is all zero.
pub fn answer(p: &[f64], var: &DecisionVariable, option: usize) -> Result<Vec<f64>, EigError> {
    let chosen = var.options.get(option).ok_or(EigError::NoSuchOption {
        index: option,
        count: var.options.len(),
    })?;
    let mut out = vec![0.0; p.len()];
    let kept: Vec<usize> = chosen
        .candidates
        .iter()
        .copied()
        .filter(|&i| i < p.len())
        .collect();
    for &i in &kept {
        out[i] = clean(p[i]);
    }
    let total: f64 = out.iter().sum();
    if total > 0.0 {
        out.iter_mut().for_each(|x| *x /= total);
    } else if !kept.is_empty() {
        let share = 1.0 / kept.len() as f64;
        kept.iter().for_each(|&i| out[i] = share);
    }
    Ok(out)
}

/// A normalised distribution with q·log2(q) precomputed, so each variable costs one pass.
struct Dist {
    /// Per candidate: (q, q·log2 q), side by side so one pass touches one cache line.
    terms: Vec<(f64, f64)>,
    total: f64,
    entropy: f64,
    max: f64,
}

/// One variable's view of the distribution.
struct Split {
    /// Σ_x P(x)·H(Y | X = x).
    conditional: f64,
    /// (1/|V|)·Σ_x H(Y | X = x) over the options that can still happen.
    mean_option_entropy: f64,
    /// Options with positive mass.
    live_options: usize,
    max_mass: f64,
    min_mass: f64,
}

impl Dist {
    fn new(p: &[f64]) -> Self {
        let total: f64 = p.iter().map(|&x| clean(x)).sum();
        let q: Vec<f64> = p
            .iter()
            .map(|&x| if total > 0.0 { clean(x) / total } else { 0.0 })
            .collect();
        let terms: Vec<(f64, f64)> = q
            .iter()
            .map(|&x| (x, if x > 0.0 { x * x.log2() } else { 0.0 }))
            .collect();
        let entropy = (-terms.iter().map(|t| t.1).sum::<f64>()).max(0.0);
        let max = q.iter().copied().fold(0.0, f64::max);
        Self {
            terms,
            total,
            entropy,
            max,
        }
    }

    fn split(&self, var: &DecisionVariable) -> Split {
        let mut split = Split {
            conditional: 0.0,
            mean_option_entropy: 0.0,
            live_options: 0,
            max_mass: 0.0,
            min_mass: f64::INFINITY,
        };
        let mut entropy_sum = 0.0;
        for option in &var.options {
            let (mut mass, mut sum_q_log_q) = (0.0, 0.0);
            for &i in &option.candidates {
                if let Some((q, qlq)) = self.terms.get(i) {
                    mass += q;
                    sum_q_log_q += qlq;
                }
            }
            if mass <= 0.0 {
                continue;
            }
            // H(Y | X = x) = log2 P(x) − (1/P(x))·Σ_{y∈x} q_y log2 q_y.
            let h = (mass.log2() - sum_q_log_q / mass).max(0.0);
            split.conditional += mass * h;
            entropy_sum += h;
            split.live_options += 1;
            split.max_mass = split.max_mass.max(mass);
            split.min_mass = split.min_mass.min(mass);
        }
        if split.live_options > 0 {
            split.mean_option_entropy = entropy_sum / split.live_options as f64;
        } else {
            split.min_mass = 0.0;
        }
        split
    }
}

fn clean(x: f64) -> f64 {
    if x.is_finite() && x > 0.0 {
        x
    } else {
        0.0
    }
}

/// The top 53 bits as a float in [0, 1).
fn unit_interval(x: u64) -> f64 {
    (x >> 11) as f64 / (1u64 << 53) as f64
}
