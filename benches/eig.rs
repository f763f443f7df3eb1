//! EIG question ranking at scale: `rank` over 1,000 candidates × 200 decision variables, and
//! `decision_variables` over 1,000 hand-built candidates (atoms built directly, no SQL parsing).

use criterion::{criterion_group, criterion_main, Criterion};
use qlarify::core::eig::{decision_variables, rank, DecisionOption, DecisionVariable, Strategy};
use qlarify::core::sql::{Atom, AtomKind};
use std::hint::black_box;

const CANDIDATES: usize = 1_000;
const VARIABLES: usize = 200;

/// Deterministic pseudo-random numbers (SplitMix64), so every run measures the same input.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn probabilities(rng: &mut Rng) -> Vec<f64> {
    let raw: Vec<f64> = (0..CANDIDATES)
        .map(|_| (rng.next() >> 11) as f64 + 1.0)
        .collect();
    let total: f64 = raw.iter().sum();
    raw.iter().map(|x| x / total).collect()
}

/// 200 variables, each a random partition of the candidates into 2–5 options.
fn variables(rng: &mut Rng) -> Vec<DecisionVariable> {
    (0..VARIABLES)
        .map(|v| {
            let k = 2 + rng.below(4);
            let mut options: Vec<DecisionOption> = (0..k)
                .map(|o| DecisionOption {
                    label: format!("v{v}o{o}"),
                    atom_keys: Vec::new(),
                    candidates: Vec::new(),
                })
                .collect();
            for c in 0..CANDIDATES {
                options[rng.below(k)].candidates.push(c);
            }
            options.retain(|o| !o.candidates.is_empty());
            DecisionVariable {
                slot: format!("|slot{v}"),
                kind: AtomKind::Predicate,
                presence_of: None,
                options,
                merged_slots: Vec::new(),
            }
        })
        .collect()
}

fn atom(kind: AtomKind, slot: &str, canon: String) -> Atom {
    Atom {
        kind,
        path: String::new(),
        text: canon.clone(),
        span: 0..0,
        key: format!("|{}|{canon}", kind.as_str()),
        slot: format!("|{slot}"),
        nl: None,
    }
}

/// 1,000 candidates varying in SELECT, FROM, WHERE, ORDER BY and LIMIT, like a large beam.
fn candidates(rng: &mut Rng) -> Vec<Vec<Atom>> {
    (0..CANDIDATES)
        .map(|_| {
            let mut atoms = vec![atom(
                AtomKind::Projection,
                "select",
                format!("col{}", rng.below(6)),
            )];
            if rng.below(3) == 0 {
                atoms.push(atom(
                    AtomKind::Aggregate,
                    "select",
                    format!("count(col{})", rng.below(3)),
                ));
            }
            atoms.push(atom(
                AtomKind::Table,
                "from",
                format!("table{}", rng.below(3)),
            ));
            for _ in 0..1 + rng.below(3) {
                atoms.push(atom(
                    AtomKind::Predicate,
                    "where",
                    format!("col{} > {}", rng.below(4), rng.below(5)),
                ));
            }
            if rng.below(2) == 0 {
                atoms.push(atom(
                    AtomKind::OrderBy,
                    "order_by",
                    format!("col{} DESC", rng.below(3)),
                ));
            }
            if rng.below(4) == 0 {
                atoms.push(atom(
                    AtomKind::Limit,
                    "limit",
                    format!("{}", 1 + rng.below(5)),
                ));
            }
            atoms
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut rng = Rng(42);
    let p = probabilities(&mut rng);
    let vars = variables(&mut rng);
    c.bench_function("rank eig 1000 candidates x 200 variables", |b| {
        b.iter(|| rank(black_box(&p), black_box(&vars), Strategy::Eig))
    });
    c.bench_function("rank information_gain 1000 x 200", |b| {
        b.iter(|| rank(black_box(&p), black_box(&vars), Strategy::InformationGain))
    });
    let atoms = candidates(&mut rng);
    let slices: Vec<&[Atom]> = atoms.iter().map(Vec::as_slice).collect();
    let found = decision_variables(&slices).len();
    c.bench_function(
        &format!("decision_variables 1000 candidates ({found} variables)"),
        |b| b.iter(|| decision_variables(black_box(&slices))),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
