//! LogicalBeam's structural plans (AmbiQT/LogicalBeam §5.1), generic over any [`Generator`].
//!
//! A plan declares the skeleton a reading should have — how many JOINs and how many final
//! SELECTions, the two counts behind most top-1 errors (§5, Table 2). The top-choice reading is
//! generated without constraint; its plan `(j, s)` is perturbed counterfactually to the four
//! neighbours `(j−1, s)`, `(j+1, s)`, `(j, s−1)`, `(j, s+1)`, and a generator that can honour a
//! plan is asked once per valid neighbour: at most five generations in all, as in the paper.
//!
//! Owns: [`Plan`], reading a plan off a query's atoms, the neighbours, and the calls.
//! Must not touch: how a generator enforces a plan (a prompt prefix, a template model).
//!
//! Choices where the paper is silent: counts are read from the outermost query block (the
//! first branch of a set operation), where the final SELECTions live; JOINs count the tables
//! and derived tables that block reads beyond the first (so `FROM a, b WHERE a.x = b.y`, a
//! cross join and a two-condition `ON` are each one join); a self-join counts. The top choice
//! is the first proposal that atomises. A failed counterfactual call is recorded and skipped.

#[cfg(test)]
mod tests;

use crate::core::ports::{GenerateError, GenerationRequest, Generator};
use crate::core::session::Proposal;
use crate::core::sql::{atomize_with_schema, Atom, AtomKind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Most JOINs a plan may ask for (§5.1: "we skip invalid combinations (j<0, j>3, or s≤0)").
pub const MAX_JOINS: usize = 3;

/// The structure a reading should have: how many JOINs and how many selected columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Plan {
    pub joins: usize,
    pub selections: usize,
}

impl Plan {
    /// True unless the paper skips it: more than [`MAX_JOINS`] joins or no selection.
    /// (`j < 0` cannot be represented.)
    pub fn is_valid(self) -> bool {
        self.joins <= MAX_JOINS && self.selections > 0
    }
}

impl fmt::Display for Plan {
    /// The paper's plan prefix: `<J> joins | <S> selects`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} joins | {} selects", self.joins, self.selections)
    }
}

/// The plan a query follows, from its atoms: JOINs are the tables (and derived tables) the
/// outermost block reads beyond the first; selections are its projected expressions and
/// aggregates (`*` counts as one).
pub fn plan_of(atoms: &[Atom]) -> Plan {
    let outer = atoms.iter().filter(|a| a.path.is_empty());
    let mut sources: usize = 0;
    let mut selections = 0;
    for atom in outer {
        match atom.kind {
            AtomKind::Table => sources += 1,
            AtomKind::Subquery if atom.slot == "|from" => sources += 1,
            AtomKind::Projection | AtomKind::Aggregate => selections += 1,
            _ => {}
        }
    }
    Plan {
        joins: sources.saturating_sub(1),
        selections,
    }
}

/// True when a reading with these atoms follows `plan` (to check a generator honoured it).
pub fn plan_matches(plan: Plan, atoms: &[Atom]) -> bool {
    plan_of(atoms) == plan
}

/// The counterfactual plans around the top choice's, in the paper's order
/// `(j−1, s)`, `(j+1, s)`, `(j, s−1)`, `(j, s+1)`, invalid ones skipped.
pub fn counterfactual_plans(top: Plan) -> Vec<Plan> {
    let Plan {
        joins: j,
        selections: s,
    } = top;
    [
        j.checked_sub(1).map(|j| Plan {
            joins: j,
            selections: s,
        }),
        Some(Plan {
            joins: j + 1,
            selections: s,
        }),
        s.checked_sub(1).map(|s| Plan {
            joins: j,
            selections: s,
        }),
        Some(Plan {
            joins: j,
            selections: s + 1,
        }),
    ]
    .into_iter()
    .flatten()
    .filter(|p| p.is_valid())
    .collect()
}

/// A proposal and the plan it was asked to follow (`None`: the unconstrained top choice).
#[derive(Debug, Clone, PartialEq)]
pub struct PlannedProposal {
    pub proposal: Proposal,
    pub plan: Option<Plan>,
}

/// Everything [`generate_planned`] produced.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlannedGeneration {
    /// The top choice's plan, when it had a reading that atomises.
    pub top_plan: Option<Plan>,
    /// Every proposal, unconstrained first, then plan by plan in neighbour order.
    pub proposals: Vec<PlannedProposal>,
    /// Counterfactual calls that failed (the others went ahead).
    pub failures: Vec<(Plan, GenerateError)>,
}

/// LogicalBeam's template step over `gen`: the unconstrained call (the request's own plan is
/// cleared), then — when `gen.honours_plans()` — one call per counterfactual plan of the top
/// choice. Proposals keep their own scores and are not deduplicated: merging is the candidate
/// set's job, where a reading found under several plans gains their scores. Fails only when the
/// unconstrained call fails.
pub fn generate_planned(
    gen: &dyn Generator,
    request: &GenerationRequest<'_>,
) -> Result<PlannedGeneration, GenerateError> {
    let free = GenerationRequest {
        plan: None,
        ..*request
    };
    let top = gen.generate(&free)?;
    let top_plan = top
        .iter()
        .find_map(|p| atoms_of(p, request).map(|atoms| plan_of(&atoms)));
    let mut out = PlannedGeneration {
        top_plan,
        proposals: top
            .into_iter()
            .map(|proposal| PlannedProposal {
                proposal,
                plan: None,
            })
            .collect(),
        failures: Vec::new(),
    };
    let Some(top_plan) = top_plan.filter(|_| gen.honours_plans()) else {
        return Ok(out);
    };
    for plan in counterfactual_plans(top_plan) {
        if request.cancelled() {
            break;
        }
        let constrained = GenerationRequest {
            plan: Some(plan),
            ..*request
        };
        match gen.generate(&constrained) {
            Ok(proposals) => {
                out.proposals
                    .extend(proposals.into_iter().map(|proposal| PlannedProposal {
                        proposal,
                        plan: Some(plan),
                    }))
            }
            Err(error) => out.failures.push((plan, error)),
        }
    }
    Ok(out)
}

/// [`generate_planned`], proposals only, in generation order.
pub fn generate_with_plans(
    gen: &dyn Generator,
    request: &GenerationRequest<'_>,
) -> Result<Vec<Proposal>, GenerateError> {
    Ok(generate_planned(gen, request)?
        .proposals
        .into_iter()
        .map(|p| p.proposal)
        .collect())
}

/// A proposal's tagged atoms, else its SQL atomised against the request's schema.
fn atoms_of(proposal: &Proposal, request: &GenerationRequest<'_>) -> Option<Vec<Atom>> {
    match &proposal.atoms {
        Some(atoms) => Some(atoms.clone()),
        None => atomize_with_schema(&proposal.sql, request.schema).ok(),
    }
}
