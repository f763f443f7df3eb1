//! Properties of the masked search over random schemas and random lookup generators.

use super::tests::{table, Lookup};
use super::*;
use crate::core::sql::atomize_with_schema;
use proptest::prelude::*;

const TABLES: [&str; 3] = ["singer", "concert", "stadium"];
const COLUMNS: [&str; 6] = ["name", "age", "country", "theme", "capacity", "location"];

/// A bounded, symmetric toy similarity: shared letters over all letters.
fn letters(a: &str, b: &str) -> f64 {
    let set = |s: &str| {
        s.chars()
            .filter(char::is_ascii_alphabetic)
            .collect::<BTreeSet<char>>()
    };
    let (a, b) = (set(a), set(b));
    let union = a.union(&b).count();
    if union == 0 {
        0.0
    } else {
        a.intersection(&b).count() as f64 / union as f64
    }
}

fn schema_strategy() -> impl Strategy<Value = Schema> {
    proptest::collection::vec(
        proptest::sample::subsequence(COLUMNS.to_vec(), 1..=4),
        1..=3,
    )
    .prop_map(|tables| Schema {
        tables: tables
            .iter()
            .zip(TABLES)
            .map(|(columns, name)| table(name, columns))
            .collect(),
        foreign_keys: Vec::new(),
        ..Default::default()
    })
}

/// Slots of alternatives over every table/column name, present in the schema or not.
fn slots_strategy() -> impl Strategy<Value = Vec<Vec<(usize, usize)>>> {
    proptest::collection::vec(
        proptest::collection::vec((0..TABLES.len(), 0..COLUMNS.len()), 1..=3),
        1..=3,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn budget_holds_and_every_reading_uses_only_its_masked_schema(
        schema in schema_strategy(),
        slots in slots_strategy(),
        max_calls in 0usize..12,
        mask_tables in any::<bool>(),
        entities in proptest::collection::vec(proptest::sample::select(COLUMNS.to_vec()), 0..3),
    ) {
        let slots: Vec<Vec<(&str, &str)>> = slots
            .iter()
            .map(|alts| alts.iter().map(|&(t, c)| (TABLES[t], COLUMNS[c])).collect())
            .collect();
        let slot_refs: Vec<&[(&str, &str)]> = slots.iter().map(Vec::as_slice).collect();
        let gen = Lookup::new(&slot_refs);
        let entities: Vec<String> = entities.iter().map(|e| e.to_string()).collect();
        let request = GenerationRequest {
            question: "q",
            schema: &schema,
            hints: &[],
            plan: None,
            max_candidates: 1, cancel: None,
};
        let config = MaskingConfig { max_calls, mask_tables };
        let outcome = masked_search_with_entities(&gen, &request, &letters, &entities, &config);

        prop_assert!(outcome.calls.len() <= max_calls);
        prop_assert_eq!(gen.seen.borrow().len(), outcome.calls.len());

        for masked in &outcome.proposals {
            let seen_by_gen = apply_mask(&schema, &masked.mask);
            prop_assert_eq!(
                schema_key(&seen_by_gen),
                schema_key(&gen.seen.borrow()[masked.call])
            );
            let atoms = atomize_with_schema(&masked.proposal.sql, &schema).expect("parses");
            for component in components_of(&atoms, &schema) {
                prop_assert!(component.present_in(&seen_by_gen), "{} under {:?}", component, masked.mask);
            }
        }

        let keys: BTreeSet<Vec<String>> = gen.seen.borrow().iter().map(schema_key).collect();
        prop_assert_eq!(keys.len(), outcome.calls.len());

        // Masking only removes columns, so a child never outscores its parent and the queue
        // pops in non-increasing priority.
        let priorities: Vec<f64> = outcome.calls.iter().map(|c| c.priority).collect();
        prop_assert!(priorities.windows(2).all(|w| w[0] >= w[1]), "{:?}", priorities);
        if !mask_tables {
            prop_assert!(outcome.calls.iter().all(|c| c.mask.iter().all(|m| matches!(m, Component::Column(..)))));
        }
    }
}
