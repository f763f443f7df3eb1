//! ODIN Algorithm 3 (GenerateHints / SchemaMap): from the SQL the user chose and the ones they
//! rejected, learn which schema component each question entity stands for.
//!
//! Owns: the mapping rule and hint construction.
//!
//! Contrast rule ([`contrastive_hints`], what a session learns from): a hint says "the user chose
//! A *over* B", so it is only evidence when the user really chose between A and B. A rejected
//! reading contributes its mapping B only if it lacks A (else A was not what it was rejected for)
//! and B is absent from the chosen reading (a component the user kept is not a wrong one). Plain
//! Algorithm 3 also records "name → singer over singer.name" when the chosen SQL uses both, and
//! "age → singer.age over singer" because a rejected reading mapped the phrase to a table both
//! readings share; applied to the next question, such hints demote exactly what the user wants.
//! Must not touch: entity extraction and SQL atomisation (inputs arrive as strings), hint
//! storage policy (see [`super::book`]).

use super::{fold, Hint};
use crate::core::ports::Similarity;
use std::collections::BTreeSet;

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

/// Algorithm 3 with the contrast rule of the module header: the alternative SQL `R` offers for
/// an entity counts only when `R` lacks the chosen mapping and the chosen SQL lacks the
/// alternative. Two more guards keep a hint to the phrase→component pair it was learned from:
/// a mapping needs a positive similarity (when nothing in the SQL resembles the phrase, the
/// arg-max is only the first component), and the phrase must be the question's best name for
/// the chosen component (a mutual best match), so "manager name" → `shop.manager_name` does
/// not also teach that "name" alone means the manager's name. Entities left without any
/// alternative give no hint, so every returned hint has a non-empty `over`.
pub fn contrastive_hints<S, E, C, R>(
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
    let folded_set = |components: &[C]| -> BTreeSet<String> {
        components.iter().map(|c| fold(c.as_ref())).collect()
    };
    let linked = |entity: &str, components: &[C]| -> Option<String> {
        schema_map(entity, components, sim)
            .filter(|c| sim.similarity(entity, c) > 0.0)
            .map(str::to_string)
    };
    let kept = folded_set(chosen);
    let rejected_sets: Vec<BTreeSet<String>> =
        rejected.iter().map(|r| folded_set(r.as_ref())).collect();
    let mut hints = Vec::new();
    for entity in entities {
        let entity = entity.as_ref();
        let Some(correct) = linked(entity, chosen) else {
            continue;
        };
        let own = sim.similarity(entity, &correct);
        let outnamed = entities
            .iter()
            .any(|other| sim.similarity(other.as_ref(), &correct) > own);
        if outnamed {
            continue;
        }
        let correct_folded = fold(&correct);
        let over: Vec<String> = rejected
            .iter()
            .zip(&rejected_sets)
            .filter(|(_, set)| !set.contains(&correct_folded))
            .filter_map(|(sql, _)| linked(entity, sql.as_ref()))
            .filter(|mapping| !kept.contains(&fold(mapping)))
            .collect();
        if !over.is_empty() {
            hints.push(Hint::new(entity, correct, over, step));
        }
    }
    hints
}
