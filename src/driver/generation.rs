//! One generator call as the method wants it: the plain call, LogicalBeam's counterfactual
//! plans (when the generator honours plans) and ODIN's masked-schema search, merged.
//!
//! Owns: the composition and how readings found only under a mask are discounted.
//! Must not touch: the algorithms (they are `core::masking` and `core::plans`).

use crate::core::masking::{masked_search, MaskingConfig};
use crate::core::plans::generate_with_plans;
use crate::core::ports::{GenerateError, GenerationRequest, Generator, Similarity};
use crate::core::prune::Pruning;
use crate::core::session::Proposal;

/// Which wrappers run around every generator.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerationOptions {
    /// ODIN's greedy masked-schema search (None: the generator is called once).
    pub masking: Option<MaskingConfig>,
    /// LogicalBeam's counterfactual plans, for generators that honour them.
    pub plans: bool,
    /// Large schemas are cut to the question's neighbourhood first.
    pub pruning: Pruning,
}

impl Default for GenerationOptions {
    fn default() -> Self {
        Self {
            masking: Some(MaskingConfig::default()),
            plans: true,
            pruning: Pruning::default(),
        }
    }
}

/// Every reading the generator offers under the chosen wrappers, best first. The top call's
/// readings keep their scores; a reading first found under a mask is scaled by that masked
/// schema's Cal_Score priority and halved per call already made, so masking widens the set
/// without outranking what the full schema supports.
pub fn generate(
    generator: &dyn Generator,
    request: &GenerationRequest<'_>,
    similarity: &dyn Similarity,
    options: &GenerationOptions,
) -> Result<Vec<Proposal>, GenerateError> {
    let mut proposals = if options.plans && generator.honours_plans() {
        generate_with_plans(generator, request)?
    } else {
        generator.generate(request)?
    };
    if let Some(config) = &options.masking {
        let outcome = masked_search(generator, request, similarity, config);
        for found in outcome.proposals {
            if found.mask.is_empty() {
                // The unmasked call repeats the plain one: already counted.
                continue;
            }
            let priority = outcome
                .calls
                .get(found.call)
                .map_or(0.0, |call| call.priority.clamp(0.0, 1.0));
            let discount = priority * 0.5f64.powi(found.call.min(30) as i32);
            let mut proposal = found.proposal;
            proposal.score *= discount;
            proposals.push(proposal);
        }
    }
    Ok(proposals)
}
