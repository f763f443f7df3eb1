//! ODIN Algorithm 3 (GenerateHints / SchemaMap): from the SQL the user chose and the ones they
//! rejected, learn which schema component each question entity stands for.
//!
//! Owns: the mapping rule and hint construction.
//! Must not touch: entity extraction and SQL atomisation (inputs arrive as strings), hint
//! storage policy (see [`super::book`]).

use super::{fold, Hint};
use crate::core::ports::Similarity;

/// `SchemaMap(entity, SQL)`: the component of the SQL most similar to the entity.
///
/// Exactly as Algorithm 3: start from −∞ and replace on a *strictly* greater similarity, so the
/// first of equally similar components wins and a NaN similarity never wins. `None` when the SQL
/// has no components (or every similarity is NaN). Components are handed to the similarity as
/// given ("students.birthplace"): ODIN §5.3 includes the table because it improves matching.
pub fn schema_map<'a, S, C>(entity: &str, components: &'a [C], sim: &S) -> Option<&'a str>
where
    S: Similarity + ?Sized,
    C: AsRef<str>,
{
    let mut max_sim = f64::NEG_INFINITY;
    let mut best = None;
    for component in components {
        let s = sim.similarity(entity, component.as_ref());
        if s > max_sim {
            max_sim = s;
            best = Some(component.as_ref());
        }
    }
    best
}

/// `GenerateHints(Q, SQL_True, SQLs_Incorrect)` with the entities of Q already extracted.
///
/// For every entity: `correct_map = SchemaMap(entity, chosen)`; every rejected SQL whose own
/// mapping differs contributes that mapping to the alternatives. One hint per entity, stamped
/// with `step`, evidence 1. Two deliberate narrowings of the pseudocode, both because a hint
/// must name a component: an entity is skipped when the chosen SQL has no components, and a
/// rejected SQL without components contributes nothing. Alternatives repeated across rejected
/// SQLs are listed once. Hints with no alternative are kept as in the paper (they still record
/// the user's vocabulary); callers wanting only contrastive hints can filter on `over`.
pub fn generate_hints<S, E, C, R>(
    entities: &[E],
    chosen: &[C],
    rejected: &[R],
    sim: &S,
    step: u64,
) -> Vec<Hint>
where
    S: Similarity + ?Sized,
    E: AsRef<str>,
    C: AsRef<str>,
    R: AsRef<[C]>,
{
    let mut hints = Vec::new();
    for entity in entities {
        let entity = entity.as_ref();
        let Some(correct) = schema_map(entity, chosen, sim) else {
            continue;
        };
        let incorrect: Vec<String> = rejected
            .iter()
            .filter_map(|sql| schema_map(entity, sql.as_ref(), sim))
            .filter(|mapping| fold(mapping) != fold(correct))
            .map(str::to_string)
            .collect();
        hints.push(Hint::new(entity, correct, incorrect, step));
    }
    hints
}
