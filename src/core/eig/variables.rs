//! Decision variables (EIG paper §3.4.2): where the candidates' atoms disagree.
//!
//! Two families: one variable per clause slot whose *set* of atom keys differs between
//! candidates (candidates partitioned by that set; no atom in the slot is its own "absent"
//! option), and one presence/absence variable per atom key found in some but not all
//! candidates. Variables that split the candidates identically are one question: the most
//! readable one is kept (a slot before a presence question, the outer query before a subquery,
//! earlier clauses first) and the others are listed in `merged_slots`.
//! Must not touch: probabilities (ranking lives in `eig`) or SQL text (atoms arrive built).

use super::{DecisionOption, DecisionVariable};
use crate::core::sql::{Atom, AtomKind};
use std::collections::HashMap;

/// What is known about one atom key: its first spelling and where it lives.
struct KeyInfo<'a> {
    key: &'a str,
    text: &'a str,
    kind: AtomKind,
    /// The slot (index into the slot list) where the key was first seen.
    slot: usize,
    /// Candidates containing the key, ascending, without repeats.
    candidates: Vec<usize>,
}

/// One clause slot across the candidates.
struct SlotInfo<'a> {
    slot: &'a str,
    path: &'a str,
    kind: AtomKind,
    /// Per candidate: the sorted key indices it has in this slot (what options compare).
    sets: Vec<Vec<usize>>,
    /// The same keys in the candidate's own order (how labels read).
    ordered: Vec<Vec<usize>>,
}

/// Decision variables for the candidates `atoms` (indexed like the candidate set), in asking
/// order for equal information: outer query first, then clause order (SELECT, FROM, JOIN,
/// WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, …), slot questions before presence questions.
pub fn decision_variables(atoms: &[&[Atom]]) -> Vec<DecisionVariable> {
    let n = atoms.len();
    if n < 2 {
        return Vec::new();
    }
    let (keys, slots) = index(atoms);
    let mut found: Vec<(Priority, DecisionVariable)> = Vec::new();
    for slot in &slots {
        if let Some(var) = slot_variable(slot, &keys) {
            let priority = Priority::new(false, slot.path, var.kind, found.len());
            found.push((priority, var));
        }
    }
    for info in &keys {
        if info.candidates.is_empty() || info.candidates.len() == n {
            continue;
        }
        let slot = &slots[info.slot];
        let var = presence_variable(info, n, slot.slot);
        let priority = Priority::new(true, slot.path, info.kind, found.len());
        found.push((priority, var));
    }
    merge_identical(found, n)
}

/// One pass over all atoms: key facts and per-slot key sets, in first-appearance order.
fn index<'a>(atoms: &[&'a [Atom]]) -> (Vec<KeyInfo<'a>>, Vec<SlotInfo<'a>>) {
    let n = atoms.len();
    let mut keys: Vec<KeyInfo<'a>> = Vec::new();
    let mut key_index: HashMap<&'a str, usize> = HashMap::new();
    let mut slots: Vec<SlotInfo<'a>> = Vec::new();
    let mut slot_index: HashMap<&'a str, usize> = HashMap::new();
    for (c, candidate) in atoms.iter().enumerate() {
        for atom in candidate.iter() {
            let s = *slot_index.entry(atom.slot.as_str()).or_insert_with(|| {
                slots.push(SlotInfo {
                    slot: &atom.slot,
                    path: &atom.path,
                    kind: atom.kind,
                    sets: vec![Vec::new(); n],
                    ordered: vec![Vec::new(); n],
                });
                slots.len() - 1
            });
            let k = *key_index.entry(atom.key.as_str()).or_insert_with(|| {
                keys.push(KeyInfo {
                    key: &atom.key,
                    text: &atom.text,
                    kind: atom.kind,
                    slot: s,
                    candidates: Vec::new(),
                });
                keys.len() - 1
            });
            if keys[k].candidates.last() != Some(&c) {
                keys[k].candidates.push(c);
            }
            if !slots[s].ordered[c].contains(&k) {
                slots[s].ordered[c].push(k);
                slots[s].sets[c].push(k);
            }
        }
    }
    for slot in &mut slots {
        for set in &mut slot.sets {
            set.sort_unstable();
        }
    }
    (keys, slots)
}

/// The slot's variable, when candidates' key sets in it differ.
fn slot_variable(slot: &SlotInfo<'_>, keys: &[KeyInfo<'_>]) -> Option<DecisionVariable> {
    let first = slot.sets.first()?;
    if slot.sets.iter().all(|set| set == first) {
        return None;
    }
    let mut groups: Vec<(&[usize], Vec<usize>)> = Vec::new();
    let mut group_of: HashMap<&[usize], usize> = HashMap::new();
    for (c, set) in slot.sets.iter().enumerate() {
        let g = *group_of.entry(set.as_slice()).or_insert_with(|| {
            groups.push((set.as_slice(), Vec::new()));
            groups.len() - 1
        });
        groups[g].1.push(c);
    }
    let in_all = |k: &usize| groups.iter().all(|(set, _)| set.contains(k));
    let distinct: Vec<Vec<usize>> = groups
        .iter()
        .map(|(_, members)| {
            slot.ordered[members[0]]
                .iter()
                .copied()
                .filter(|k| !in_all(k))
                .collect()
        })
        .collect();
    let kind = distinct
        .iter()
        .flatten()
        .next()
        .map_or(slot.kind, |&k| keys[k].kind);
    let options = groups
        .iter()
        .zip(&distinct)
        .enumerate()
        .map(|(g, ((set, candidates), own))| {
            let label = if !own.is_empty() {
                texts(own, keys)
            } else if set.is_empty() {
                format!("no {}", kind.clause())
            } else {
                let others: Vec<usize> = distinct
                    .iter()
                    .enumerate()
                    .filter(|&(h, _)| h != g)
                    .flat_map(|(_, d)| d.iter().copied())
                    .collect();
                without(&others, keys)
            };
            DecisionOption {
                label,
                atom_keys: own.iter().map(|&k| keys[k].key.to_string()).collect(),
                candidates: candidates.clone(),
            }
        })
        .collect();
    Some(DecisionVariable {
        slot: slot.slot.to_string(),
        kind,
        presence_of: None,
        options,
        merged_slots: Vec::new(),
    })
}

/// "Is atom `info` part of what you mean?": present vs absent.
fn presence_variable(info: &KeyInfo<'_>, n: usize, slot: &str) -> DecisionVariable {
    let mut absent = Vec::with_capacity(n - info.candidates.len());
    let mut has = info.candidates.iter().peekable();
    for c in 0..n {
        if has.peek() == Some(&&c) {
            has.next();
        } else {
            absent.push(c);
        }
    }
    DecisionVariable {
        slot: slot.to_string(),
        kind: info.kind,
        presence_of: Some(info.key.to_string()),
        options: vec![
            DecisionOption {
                label: info.text.to_string(),
                atom_keys: vec![info.key.to_string()],
                candidates: info.candidates.clone(),
            },
            DecisionOption {
                label: format!("without {}", info.text),
                atom_keys: Vec::new(),
                candidates: absent,
            },
        ],
        merged_slots: Vec::new(),
    }
}

/// Keep one variable per distinct partition of the candidates.
fn merge_identical(found: Vec<(Priority, DecisionVariable)>, n: usize) -> Vec<DecisionVariable> {
    let mut kept: Vec<(Priority, DecisionVariable)> = Vec::new();
    let mut by_partition: HashMap<Vec<u32>, usize> = HashMap::new();
    for (priority, var) in found {
        let partition = canonical_partition(&var, n);
        match by_partition.get(&partition) {
            None => {
                by_partition.insert(partition, kept.len());
                kept.push((priority, var));
            }
            Some(&at) => {
                let (best, other) = if priority < kept[at].0 {
                    let old = std::mem::replace(&mut kept[at], (priority, var));
                    (&mut kept[at].1, old.1)
                } else {
                    (&mut kept[at].1, var)
                };
                for slot in std::iter::once(other.slot).chain(other.merged_slots) {
                    if slot != best.slot && !best.merged_slots.contains(&slot) {
                        best.merged_slots.push(slot);
                    }
                }
            }
        }
    }
    kept.sort_by_key(|(priority, _)| *priority);
    kept.into_iter().map(|(_, var)| var).collect()
}

/// The partition as option labels renumbered by first appearance, so equal partitions compare
/// equal whatever the options' order.
fn canonical_partition(var: &DecisionVariable, n: usize) -> Vec<u32> {
    let mut option_of = vec![u32::MAX; n];
    for (o, option) in var.options.iter().enumerate() {
        for &c in &option.candidates {
            if let Some(slot) = option_of.get_mut(c) {
                *slot = o as u32;
            }
        }
    }
    // Options are few (at most n): renumber through a dense table, not a hash map.
    let mut renumber = vec![u32::MAX; var.options.len() + 1];
    let mut next = 0;
    option_of
        .iter()
        .map(|&o| {
            let at = (o as usize).min(var.options.len());
            if renumber[at] == u32::MAX {
                renumber[at] = next;
                next += 1;
            }
            renumber[at]
        })
        .collect()
}

/// Which of two questions about the same split reads better (smaller is better).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Priority {
    presence: bool,
    depth: usize,
    clause: u8,
    order: usize,
}

impl Priority {
    fn new(presence: bool, path: &str, kind: AtomKind, order: usize) -> Self {
        let depth = if path.is_empty() {
            0
        } else {
            path.split('.').count()
        };
        Self {
            presence,
            depth,
            clause: clause_rank(kind),
            order,
        }
    }
}

/// Clauses in the order a person reads a query.
fn clause_rank(kind: AtomKind) -> u8 {
    match kind {
        AtomKind::Projection | AtomKind::Aggregate | AtomKind::Distinct => 0,
        AtomKind::Table => 1,
        AtomKind::Join => 2,
        AtomKind::Predicate => 3,
        AtomKind::GroupBy => 4,
        AtomKind::Having => 5,
        AtomKind::OrderBy => 6,
        AtomKind::Limit => 7,
        AtomKind::Offset => 8,
        AtomKind::SetOp => 9,
        AtomKind::Subquery => 10,
    }
}

fn texts(keys_of: &[usize], keys: &[KeyInfo<'_>]) -> String {
    keys_of
        .iter()
        .map(|&k| keys[k].text)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The label of the option that adds nothing of its own: "without X" / "none of X, Y".
fn without(others: &[usize], keys: &[KeyInfo<'_>]) -> String {
    let mut distinct = others.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    match distinct.len() {
        0 => "as is".to_string(),
        1 => format!("without {}", texts(&distinct, keys)),
        _ => format!("none of {}", texts(&distinct, keys)),
    }
}

/// `var` as a question of at most `max` options: unchanged when it has no more; a select-list
/// slot variable with more keeps its `max - 1` most probable options (under `p`) and answers the
/// rest with one "none of these" option holding their candidates, so a many-way split is
/// still one question ("What should the answer show: A, B or C (or none of these)?") rather
/// than a string of yes/no questions about one atom each. `None` when that cannot be said
/// truly: a presence variable, another clause, or a remaining option that shares an atom with a listed one
/// (its reader would answer with the listed option and lose it).
pub fn within_options(var: DecisionVariable, p: &[f64], max: usize) -> Option<DecisionVariable> {
    if var.options.len() <= max {
        return Some(var);
    }
    // Only what the answer shows: columns are told apart by their names alone, where a
    // condition or an ordering left out ("none of these") may still be meant in another form
    // (a join for a subquery, a maximum for an ordering).
    let shown = matches!(var.kind, AtomKind::Projection | AtomKind::Aggregate);
    if var.presence_of.is_some() || !shown || max < 3 {
        return None;
    }
    let mass = |o: &DecisionOption| -> f64 {
        o.candidates
            .iter()
            .filter_map(|&c| p.get(c))
            .map(|&x| super::clean(x))
            .sum()
    };
    let mut by_mass: Vec<usize> = (0..var.options.len())
        .filter(|&o| !var.options[o].atom_keys.is_empty())
        .collect();
    by_mass.sort_by(|&a, &b| {
        mass(&var.options[b])
            .total_cmp(&mass(&var.options[a]))
            .then(a.cmp(&b))
    });
    by_mass.truncate(max - 1);
    let listed: Vec<&String> = by_mass
        .iter()
        .flat_map(|&o| &var.options[o].atom_keys)
        .collect();
    let mut rest: Vec<usize> = Vec::new();
    for (o, option) in var.options.iter().enumerate() {
        if by_mass.contains(&o) {
            continue;
        }
        if option.atom_keys.iter().any(|k| listed.contains(&k)) {
            return None;
        }
        rest.extend(&option.candidates);
    }
    rest.sort_unstable();
    let DecisionVariable {
        slot,
        kind,
        options,
        merged_slots,
        ..
    } = var;
    let mut kept: Vec<DecisionOption> = options
        .into_iter()
        .enumerate()
        .filter(|(o, _)| by_mass.contains(o))
        .map(|(_, option)| option)
        .collect();
    kept.push(DecisionOption {
        label: String::new(),
        atom_keys: Vec::new(),
        candidates: rest,
    });
    Some(DecisionVariable {
        slot,
        kind,
        presence_of: None,
        options: kept,
        merged_slots,
    })
}
