//! ODIN greedy masked-schema generation (ODIN §5, Algorithm 1), generic over any [`Generator`].
//!
//! The first call sees the whole schema; every SQL that comes back names the tables and columns
//! it used, and each of those, masked out of the schema that call saw, is a child schema that
//! forces the generator to find another reading. Children wait in a priority queue ordered by
//! `Cal_Score` (§5.3); a seen-set keeps a masked schema from being generated twice; a budget caps
//! the generator calls.
//!
//! Owns: the search, its record of calls, and the merged candidate list it returns.
//! Must not touch: how a generator works (any `&dyn Generator`), I/O, clocks or threads.
//!
//! Choices where the paper is silent or where this module deliberately widens it:
//! - Components: Algorithm 1 masks columns only (`Col_Used`/`Remove_Col`). By default tables the
//!   SQL read are masked too (a table-synonym reading such as `SELECT count(*) FROM artist` uses
//!   no column at all); with [`MaskingConfig::mask_tables`] off it is the paper exactly.
//! - Several proposals per call: the paper's NL2SQL returns one SQL. Every proposal a call returns
//!   is kept and yields children, in the order returned; with `max_candidates = 1` this is the
//!   paper exactly.
//! - Failures: a generator error or an unparseable SQL spends its call and yields no children
//!   (the paper's "exploration may terminate early"); both are recorded and the search goes on.
//! - Masking a column also drops the keys naming it; "empty" (line 26) means no column is left;
//!   a question without entities scores every schema [`NO_ENTITY_SCORE`] (see [`cal_score`]).
//! - Ties in the queue pop in push order, so the search is deterministic.
//! - The full schema is put in the seen-set too (Algorithm 1 only adds children); no child can
//!   equal it, so this changes nothing but guards the invariant.

#[cfg(test)]
mod component_tests;
mod components;
#[cfg(test)]
mod prop_tests;
mod score;
#[cfg(test)]
mod tests;

pub use components::{apply_mask, components_of, is_empty, mask, mask_key, schema_key, Component};
pub use score::{cal_score, PairMemo, NO_ENTITY_SCORE};

use crate::core::candidate::{Added, Candidate, CandidateSet};
use crate::core::linking::extract_entities;
use crate::core::ports::{GenerateError, GenerationRequest, Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::Proposal;
use crate::core::sql::{atomize_with_schema, Atom, SqlError};
use std::cmp::{Ordering, Reverse};
use std::collections::{BTreeSet, BinaryHeap};

/// The score Algorithm 1 gives the full schema (line 16).
pub const ROOT_SCORE: f64 = 1.0;

/// Knobs of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskingConfig {
    /// `max_calls`: at most this many generator calls.
    pub max_calls: usize,
    /// Mask whole tables as well as columns (see the module notes).
    pub mask_tables: bool,
}

impl Default for MaskingConfig {
    fn default() -> Self {
        Self {
            max_calls: 10,
            mask_tables: true,
        }
    }
}

/// One proposal, credited with the masked schema that produced it.
#[derive(Debug, Clone, PartialEq)]
pub struct MaskedProposal {
    pub proposal: Proposal,
    /// Components removed from the full schema, in removal order (empty: the full schema).
    pub mask: Vec<Component>,
    /// Index into [`MaskingOutcome::calls`] of the call that produced it.
    pub call: usize,
}

/// One generator call of the search.
#[derive(Debug, Clone, PartialEq)]
pub struct MaskedCall {
    pub mask: Vec<Component>,
    /// The node's priority: [`ROOT_SCORE`] for the full schema, else its `Cal_Score`.
    pub priority: f64,
    /// How many proposals came back, or why none did.
    pub result: Result<usize, GenerateError>,
}

/// A proposal whose SQL could not be atomised: kept out of the candidates, no children.
#[derive(Debug, Clone, PartialEq)]
pub struct Rejected {
    pub call: usize,
    pub sql: String,
    pub error: SqlError,
}

/// A merged reading and every mask under which it was produced.
#[derive(Debug, Clone, PartialEq)]
pub struct MaskedCandidate {
    /// Merged as [`CandidateSet`] merges: same canonical atoms, priors summed, sources unioned.
    pub candidate: Candidate,
    /// Distinct masks that produced it, first first.
    pub masks: Vec<Vec<Component>>,
}

/// Everything the search produced.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MaskingOutcome {
    /// Every proposal, in generation order, as the generator returned it.
    pub proposals: Vec<MaskedProposal>,
    /// The proposals merged by canonical atoms, in order of first generation.
    pub candidates: Vec<MaskedCandidate>,
    /// Every call made, in order (never more than the budget).
    pub calls: Vec<MaskedCall>,
    pub rejected: Vec<Rejected>,
}

impl MaskingOutcome {
    /// The proposals alone, in generation order (for a session's `Generated` event).
    pub fn into_proposals(self) -> Vec<Proposal> {
        self.proposals.into_iter().map(|p| p.proposal).collect()
    }
}

/// A queued masked schema.
struct Node {
    schema: Schema,
    mask: Vec<Component>,
    priority: f64,
}

/// Heap order: higher priority first, then earlier push. NaN is treated as −∞.
#[derive(Debug, Clone, Copy)]
struct Rank {
    priority: f64,
    seq: Reverse<usize>,
}

impl PartialEq for Rank {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Rank {}

impl Ord for Rank {
    fn cmp(&self, other: &Self) -> Ordering {
        self.priority
            .total_cmp(&other.priority)
            .then(self.seq.cmp(&other.seq))
    }
}

impl PartialOrd for Rank {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The priority queue of Algorithm 1 with the seen-set folded in.
struct Frontier {
    nodes: Vec<Option<Node>>,
    heap: BinaryHeap<(Rank, usize)>,
    seen: BTreeSet<Vec<String>>,
}

impl Frontier {
    fn new() -> Self {
        Self {
            nodes: Vec::new(),
            heap: BinaryHeap::new(),
            seen: BTreeSet::new(),
        }
    }

    /// Whether the schema `mask` leaves is new to the search (and now seen).
    fn is_new(&mut self, mask: &[Component]) -> bool {
        self.seen.insert(mask_key(mask))
    }

    /// Queue `node` (whose mask [`Frontier::is_new`] has admitted).
    fn push(&mut self, node: Node) {
        let priority = if node.priority.is_nan() {
            f64::NEG_INFINITY
        } else {
            node.priority
        };
        let index = self.nodes.len();
        let rank = Rank {
            priority,
            seq: Reverse(index),
        };
        self.nodes.push(Some(node));
        self.heap.push((rank, index));
    }

    fn pop(&mut self) -> Option<Node> {
        let (_, index) = self.heap.pop()?;
        self.nodes.get_mut(index).and_then(Option::take)
    }
}

/// ODIN's `GenSQLQueries(f_sch, q, max_calls)` over `request.schema` with the question's
/// entities extracted by [`extract_entities`]. `request` is otherwise passed through unchanged
/// (hints, plan, `max_candidates`), with the schema of each call replaced by the masked one.
pub fn masked_search(
    gen: &dyn Generator,
    request: &GenerationRequest<'_>,
    sim: &dyn Similarity,
    config: &MaskingConfig,
) -> MaskingOutcome {
    let entities = extract_entities(request.question);
    masked_search_with_entities(gen, request, sim, &entities, config)
}

/// As [`masked_search`], with the entities supplied (from a better linker, say).
pub fn masked_search_with_entities(
    gen: &dyn Generator,
    request: &GenerationRequest<'_>,
    sim: &dyn Similarity,
    entities: &[String],
    config: &MaskingConfig,
) -> MaskingOutcome {
    let sim = &PairMemo::new(sim);
    let mut outcome = MaskingOutcome::default();
    let mut merged = Merger::default();
    let mut frontier = Frontier::new();
    frontier.is_new(&[]);
    frontier.push(Node {
        schema: request.schema.clone(),
        mask: Vec::new(),
        priority: ROOT_SCORE,
    });
    while outcome.calls.len() < config.max_calls && !request.cancelled() {
        let Some(node) = frontier.pop() else {
            break;
        };
        let call = outcome.calls.len();
        let masked_request = GenerationRequest {
            schema: &node.schema,
            ..*request
        };
        let result = gen.generate(&masked_request);
        outcome.calls.push(MaskedCall {
            mask: node.mask.clone(),
            priority: node.priority,
            result: result.as_ref().map(Vec::len).map_err(Clone::clone),
        });
        let Ok(proposals) = result else {
            continue;
        };
        for proposal in proposals {
            let atoms = match atoms_of(&proposal, &node.schema) {
                Ok(atoms) => atoms,
                Err(error) => {
                    outcome.rejected.push(Rejected {
                        call,
                        sql: proposal.sql.clone(),
                        error,
                    });
                    outcome.proposals.push(MaskedProposal {
                        proposal,
                        mask: node.mask.clone(),
                        call,
                    });
                    continue;
                }
            };
            for component in components_of(&atoms, &node.schema) {
                if !config.mask_tables && matches!(component, Component::Table(_)) {
                    continue;
                }
                let mut child_mask = node.mask.clone();
                child_mask.push(component.clone());
                // Refused before the schema is cloned and scored: most children repeat a
                // schema another masking order reached (profiled: the clones and drops of
                // repeated schemas were a sixth of a demo question's search).
                if !frontier.is_new(&child_mask) {
                    continue;
                }
                let schema = mask(&node.schema, &component);
                if is_empty(&schema) {
                    continue;
                }
                let priority = cal_score(entities, &schema, sim);
                frontier.push(Node {
                    schema,
                    mask: child_mask,
                    priority,
                });
            }
            merged.add(&proposal, atoms, gen.name(), &node.mask);
            outcome.proposals.push(MaskedProposal {
                proposal,
                mask: node.mask.clone(),
                call,
            });
        }
    }
    outcome.candidates = merged.finish();
    outcome
}

/// The proposal's own atoms when the generator tagged them, else atomised against the schema
/// the generator saw (so unqualified columns resolve as it meant them).
fn atoms_of(proposal: &Proposal, schema: &Schema) -> Result<Vec<Atom>, SqlError> {
    match &proposal.atoms {
        Some(atoms) => Ok(atoms.clone()),
        None => atomize_with_schema(&proposal.sql, schema),
    }
}

/// A [`CandidateSet`] plus the masks credited to each of its candidates.
#[derive(Default)]
struct Merger {
    set: CandidateSet,
    masks: Vec<Vec<Vec<Component>>>,
}

impl Merger {
    fn add(&mut self, proposal: &Proposal, atoms: Vec<Atom>, source: &str, mask: &[Component]) {
        let index = match self
            .set
            .add_atomised(&proposal.sql, atoms, source, proposal.score)
        {
            Added::New(index) | Added::Merged(index) => index,
        };
        if self.masks.len() <= index {
            self.masks.resize(index + 1, Vec::new());
        }
        if let Some(masks) = self.masks.get_mut(index) {
            if !masks.iter().any(|m| m.as_slice() == mask) {
                masks.push(mask.to_vec());
            }
        }
    }

    fn finish(self) -> Vec<MaskedCandidate> {
        self.set
            .candidates()
            .iter()
            .cloned()
            .zip(self.masks)
            .map(|(candidate, masks)| MaskedCandidate { candidate, masks })
            .collect()
    }
}
