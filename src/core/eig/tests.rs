//! Tests of decision variables, EIG, strategies and stop rules (hand-built atoms: the core's
//! atomiser is tested on its own).

use super::*;
use crate::core::sql::Atom;
use proptest::prelude::{prop_assert, prop_assert_eq, proptest};
use proptest::strategy::Strategy as Generate;
use rstest::rstest;

fn atom(kind: AtomKind, slot: &str, canon: &str) -> Atom {
    Atom {
        kind,
        path: String::new(),
        text: canon.to_string(),
        span: 0..0,
        key: format!("|{}|{canon}", kind.as_str()),
        slot: format!("|{slot}"),
        nl: None,
    }
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

fn var(groups: &[&[usize]]) -> DecisionVariable {
    DecisionVariable {
        slot: "|where".into(),
        kind: AtomKind::Predicate,
        presence_of: None,
        options: groups
            .iter()
            .enumerate()
            .map(|(i, g)| DecisionOption {
                label: format!("option {i}"),
                atom_keys: Vec::new(),
                candidates: g.to_vec(),
            })
            .collect(),
        merged_slots: Vec::new(),
    }
}

fn slices(atoms: &[Vec<Atom>]) -> Vec<&[Atom]> {
    atoms.iter().map(Vec::as_slice).collect()
}

/// §3.1's example, "List employees who joined after 2020 in sales": four candidates.
fn employees() -> Vec<Vec<Atom>> {
    let star = || vec![atom(AtomKind::Projection, "select", "*")];
    let id_name = || {
        vec![
            atom(AtomKind::Projection, "select", "employee_id"),
            atom(AtomKind::Projection, "select", "name"),
        ]
    };
    let from = || atom(AtomKind::Table, "from", "employees");
    let after_2020 = || atom(AtomKind::Predicate, "where", "join_date > '2020-01-01'");
    let from_2021 = || atom(AtomKind::Predicate, "where", "join_date >= '2021-01-01'");
    let sales = || atom(AtomKind::Predicate, "where", "department = 'sales'");
    let sales_or_marketing = || {
        atom(
            AtomKind::Predicate,
            "where",
            "department IN ('sales', 'marketing')",
        )
    };
    let build = |select: Vec<Atom>, date: Atom, dept: Atom| {
        let mut atoms = select;
        atoms.extend([from(), date, dept]);
        atoms
    };
    vec![
        build(star(), after_2020(), sales()),
        build(id_name(), after_2020(), sales()),
        build(star(), from_2021(), sales()),
        build(id_name(), from_2021(), sales_or_marketing()),
    ]
}

const EMPLOYEES_P: [f64; 4] = [0.4, 0.2, 0.2, 0.2];

/// Eq. (5): H(Y) = 1.922, H(Y|X3) = 0.8 × 1.5 + 0.2 × 0 = 1.2, I(X3; Y) = 0.722 — in bits.
#[test]
fn paper_worked_example_in_bits() {
    let x3 = var(&[&[0, 1, 2], &[3]]);
    assert!(
        close(entropy(&EMPLOYEES_P), 1.922, 5e-4),
        "{}",
        entropy(&EMPLOYEES_P)
    );
    assert!(close(conditional_entropy(&EMPLOYEES_P, &x3), 1.2, 1e-12));
    assert!(close(eig(&EMPLOYEES_P, &x3), 0.722, 5e-4));
    // In nats the same example would read H(Y) = 1.332: the paper's log is base 2.
    assert!(!close(entropy(&EMPLOYEES_P), 1.332, 0.1));
}

#[test]
fn paper_example_variables_are_found_from_the_atoms() {
    let atoms = employees();
    let vars = decision_variables(&slices(&atoms));
    let partition = |v: &DecisionVariable| {
        let mut groups: Vec<Vec<usize>> = v.options.iter().map(|o| o.candidates.clone()).collect();
        groups.sort();
        groups
    };
    let x3 = vars
        .iter()
        .find(|v| partition(v) == vec![vec![0, 1, 2], vec![3]])
        .expect("department question");
    assert!(close(eig(&EMPLOYEES_P, x3), 0.722, 5e-4));
    let select = &vars[0];
    assert_eq!(select.slot, "|select");
    let labels: Vec<&str> = select.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(labels, vec!["*", "employee_id, name"]);
    // The WHERE slot splits three ways (masses 0.6, 0.2, 0.2): the most informative question.
    let ranked = rank(&EMPLOYEES_P, &vars, Strategy::Eig);
    let top = &vars[ranked[0].variable];
    assert_eq!(top.slot, "|where");
    assert_eq!(top.options.len(), 3);
    assert!(close(ranked[0].eig, entropy(&[0.6, 0.2, 0.2]), 1e-12));
    // Variables are distinct partitions: SELECT, WHERE, join_date, department.
    assert_eq!(vars.len(), 4);
    assert!(vars.iter().all(|v| v.options.len() >= 2));
}

#[rstest]
#[case::one_hot(&[0.0, 1.0, 0.0], 0.0)]
#[case::uniform_four(&[0.25; 4], 2.0)]
#[case::unnormalised(&[2.0, 2.0], 1.0)]
#[case::invalid_entries_ignored(&[f64::NAN, -1.0, 3.0, 3.0], 1.0)]
#[case::empty(&[], 0.0)]
#[case::all_zero(&[0.0, 0.0], 0.0)]
fn entropy_in_bits(#[case] p: &[f64], #[case] expected: f64) {
    assert!(close(entropy(p), expected, 1e-12), "{}", entropy(p));
}

#[test]
fn answer_filters_and_renormalises() {
    let v = var(&[&[0, 2], &[1, 3]]);
    let out = answer(&EMPLOYEES_P, &v, 0).expect("option 0");
    assert!(close(out[0], 2.0 / 3.0, 1e-12) && close(out[2], 1.0 / 3.0, 1e-12));
    assert_eq!((out[1], out[3]), (0.0, 0.0));
    assert_eq!(
        answer(&EMPLOYEES_P, &v, 2),
        Err(EigError::NoSuchOption { index: 2, count: 2 })
    );
    // Survivors that had no mass share it equally.
    let out = answer(&[1.0, 0.0, 0.0, 0.0], &v, 1).expect("option 1");
    assert_eq!(out, vec![0.0, 0.5, 0.0, 0.5]);
}

/// p = (0.7, 0.1, 0.1, 0.1); A = {0}|{1,2,3}, B = {0,1}|{2,3}, C = {0,1,2}|{3}.
fn strategy_case() -> (Vec<f64>, Vec<DecisionVariable>) {
    let p = vec![0.7, 0.1, 0.1, 0.1];
    let vars = vec![
        var(&[&[0], &[1, 2, 3]]),
        var(&[&[0, 1], &[2, 3]]),
        var(&[&[0, 1, 2], &[3]]),
    ];
    (p, vars)
}

#[test]
fn each_strategy_scores_by_its_own_rule() {
    let (p, vars) = strategy_case();
    let h = entropy(&p);
    let masses = [[0.7, 0.3], [0.8, 0.2], [0.9, 0.1]];
    let restricted: [[&[f64]; 2]; 3] = [
        [&[0.7], &[0.1, 0.1, 0.1]],
        [&[0.7, 0.1], &[0.1, 0.1]],
        [&[0.7, 0.1, 0.1], &[0.1]],
    ];
    for (i, v) in vars.iter().enumerate() {
        let expected_eig = entropy(&masses[i]);
        let ig = h - (entropy(restricted[i][0]) + entropy(restricted[i][1])) / 2.0;
        let cases = [
            (Strategy::Eig, expected_eig),
            (Strategy::MaxProbability, masses[i][0]),
            (Strategy::MinProbability, 1.0 - masses[i][1]),
            (Strategy::InformationGain, ig),
        ];
        for (strategy, want) in cases {
            let got = rank(&p, &vars, strategy)
                .into_iter()
                .find(|q| q.variable == i)
                .expect("ranked");
            assert!(
                close(got.score, want, 1e-12),
                "{strategy:?} var {i}: {} vs {want}",
                got.score
            );
            assert!(close(got.eig, expected_eig, 1e-12));
        }
        assert!(close(eig(&p, v), expected_eig, 1e-12));
    }
    // EIG weighs outcomes by their probability; plain IG (uniform over values) does not.
    assert_eq!(rank(&p, &vars, Strategy::Eig)[0].variable, 0);
    assert_eq!(rank(&p, &vars, Strategy::InformationGain)[0].variable, 2);
    assert_eq!(rank(&p, &vars, Strategy::MaxProbability)[0].variable, 2);
    assert_eq!(rank(&p, &vars, Strategy::MinProbability)[0].variable, 2);
}

#[test]
fn random_strategy_is_reproducible_and_seed_dependent() {
    let p = vec![0.25; 4];
    let vars: Vec<DecisionVariable> = (0..8).map(|i| var(&[&[i % 4], &[(i + 1) % 4]])).collect();
    let order = |seed| -> Vec<usize> {
        rank(&p, &vars, Strategy::Random { seed })
            .iter()
            .map(|q| q.variable)
            .collect()
    };
    assert_eq!(order(7), order(7));
    assert!((0..10).any(|seed| order(seed) != order(7)));
    let ranked = rank(&p, &vars, Strategy::Random { seed: 3 });
    assert!(ranked.iter().all(|q| (0.0..1.0).contains(&q.score)));
}

#[test]
fn variables_that_split_no_mass_are_not_questions() {
    let vars = vec![var(&[&[0, 1], &[2]]), var(&[&[0], &[1, 2]])];
    let ranked = rank(&[0.5, 0.5, 0.0], &vars, Strategy::Eig);
    assert_eq!(ranked.len(), 1);
    assert_eq!(ranked[0].variable, 1);
    assert!(rank(&[0.5, 0.5, 0.0], &vars[..1], Strategy::MinProbability).is_empty());
}

#[rstest]
// Top candidate already at τ.
#[case::confident(&[0.85, 0.15], 0.8, 0.0, None)]
// Nothing splits the mass.
#[case::nothing_to_ask(&[0.0, 0.5, 0.5], 0.9, 0.0, None)]
// The best question is worth less than min_eig bits (EIG = 0.469).
#[case::not_worth_it(&[0.9, 0.1, 0.0], 0.95, 0.5, None)]
#[case::asks(&[0.5, 0.25, 0.25], 0.9, 0.5, Some(0))]
fn stop_rules(
    #[case] p: &[f64],
    #[case] tau: f64,
    #[case] min_eig: f64,
    #[case] expected: Option<usize>,
) {
    let vars = [var(&[&[0], &[1, 2]])];
    let vars: &[DecisionVariable] = if p.len() == 2 { &[] } else { &vars };
    let rule = StopRule { tau, min_eig };
    let got = next_question(p, vars, Strategy::Eig, rule).map(|q| q.variable);
    assert_eq!(got, expected);
}

#[test]
fn absent_clauses_and_subsets_get_readable_labels() {
    let base = || {
        vec![
            atom(AtomKind::Table, "from", "student"),
            atom(AtomKind::Predicate, "where", "age > 20"),
        ]
    };
    let mut ordered = base();
    ordered.push(atom(AtomKind::OrderBy, "order_by", "age DESC"));
    let mut narrower = base();
    narrower.push(atom(AtomKind::Predicate, "where", "sex = 'F'"));
    let atoms = vec![base(), ordered, narrower];
    let vars = decision_variables(&slices(&atoms));
    let labels = |slot: &str| -> Vec<String> {
        let v = vars
            .iter()
            .find(|v| v.slot == slot && v.presence_of.is_none())
            .expect(slot);
        v.options.iter().map(|o| o.label.clone()).collect()
    };
    assert_eq!(labels("|order_by"), vec!["no ORDER BY", "age DESC"]);
    assert_eq!(labels("|where"), vec!["without sex = 'F'", "sex = 'F'"]);
    let order_by = vars
        .iter()
        .find(|v| v.slot == "|order_by")
        .expect("order by");
    assert_eq!(order_by.options[0].atom_keys, Vec::<String>::new());
    assert_eq!(
        order_by.options[1].atom_keys,
        vec!["|order_by|age DESC".to_string()]
    );
    // The presence questions split the same way as their slots: merged away.
    assert_eq!(vars.len(), 2);
}

#[test]
fn identical_partitions_merge_into_the_earliest_clause() {
    let a = vec![
        atom(AtomKind::Projection, "select", "name"),
        atom(AtomKind::Predicate, "where", "age > 30"),
    ];
    let b = vec![
        atom(AtomKind::Projection, "select", "title"),
        atom(AtomKind::Predicate, "where", "age >= 30"),
    ];
    let atoms = vec![b.clone(), a.clone(), a];
    let vars = decision_variables(&slices(&atoms));
    assert_eq!(vars.len(), 1);
    assert_eq!(vars[0].slot, "|select");
    assert_eq!(vars[0].merged_slots, vec!["|where".to_string()]);
    assert_eq!(vars[0].options[0].candidates, vec![0]);
    assert_eq!(vars[0].options[1].candidates, vec![1, 2]);
}

#[test]
fn agreeing_or_single_candidates_raise_no_question() {
    let one = vec![
        atom(AtomKind::Projection, "select", "name"),
        atom(AtomKind::Projection, "select", "name"),
    ];
    let atoms = vec![one.clone(), one.clone()];
    assert!(decision_variables(&slices(&atoms)).is_empty());
    assert!(decision_variables(&slices(&atoms[..1])).is_empty());
    assert!(decision_variables(&[]).is_empty());
}

#[rstest]
#[case("eig", Strategy::Eig)]
#[case("random:42", Strategy::Random { seed: 42 })]
#[case("random", Strategy::Random { seed: 0 })]
#[case("Max-Probability", Strategy::MaxProbability)]
#[case("min", Strategy::MinProbability)]
#[case("ig", Strategy::InformationGain)]
fn strategies_parse_by_name(#[case] text: &str, #[case] expected: Strategy) {
    assert_eq!(text.parse::<Strategy>(), Ok(expected));
    let json = serde_json::to_string(&expected).expect("json");
    assert_eq!(
        serde_json::from_str::<Strategy>(&json).expect("back"),
        expected
    );
}

#[test]
fn unknown_strategies_are_errors() {
    assert!("greedy".parse::<Strategy>().is_err());
    assert!("random:x".parse::<Strategy>().is_err());
    assert_eq!(Strategy::default().name(), "eig");
}

/// A random distribution over `n` candidates and a random partition of them into `k` options.
fn distribution_and_partition() -> impl Generate<Value = (Vec<f64>, DecisionVariable)> {
    (2usize..12).prop_flat_map(|n| {
        (
            proptest::collection::vec(0.0f64..1.0, n),
            proptest::collection::vec(0usize..4, n),
        )
            .prop_map(|(p, labels)| {
                let mut groups: Vec<Vec<usize>> = vec![Vec::new(); 4];
                for (c, &g) in labels.iter().enumerate() {
                    groups[g].push(c);
                }
                groups.retain(|g| !g.is_empty());
                let refs: Vec<&[usize]> = groups.iter().map(Vec::as_slice).collect();
                (p, var(&refs))
            })
    })
}

/// Candidates built from random choices in three slots, some atoms optional.
fn random_candidates() -> impl Generate<Value = Vec<Vec<Atom>>> {
    proptest::collection::vec(
        (0usize..3, 0usize..3, proptest::bool::ANY, 0usize..2),
        1..10,
    )
    .prop_map(|choices| {
        choices
            .into_iter()
            .map(|(col, pred, ordered, extra)| {
                let mut atoms = vec![atom(AtomKind::Projection, "select", &format!("c{col}"))];
                atoms.push(atom(AtomKind::Predicate, "where", &format!("p{pred}")));
                if extra == 1 {
                    atoms.push(atom(AtomKind::Predicate, "where", "q"));
                }
                if ordered {
                    atoms.push(atom(AtomKind::OrderBy, "order_by", "c0 DESC"));
                }
                atoms
            })
            .collect()
    })
}

proptest! {
    #[test]
    fn eig_is_between_zero_and_the_entropy((p, v) in distribution_and_partition()) {
        let h = entropy(&p);
        let gain = eig(&p, &v);
        prop_assert!((-1e-9..=h + 1e-9).contains(&gain), "0 ≤ {gain} ≤ {h}");
        // X is a function of Y here, so I(X; Y) = H(X).
        let masses: Vec<f64> = v.options.iter().map(|o| o.candidates.iter().map(|&c| p[c]).sum()).collect();
        prop_assert!((gain - entropy(&masses)).abs() < 1e-9);
    }

    #[test]
    fn answers_keep_consistent_candidates_and_sum_to_one((p, v) in distribution_and_partition(), pick in 0usize..4) {
        let option = pick % v.options.len();
        let out = answer(&p, &v, option).expect("option exists");
        let chosen = &v.options[option].candidates;
        let total: f64 = out.iter().sum();
        prop_assert!((total - 1.0).abs() < 1e-9, "sum {total}");
        for (c, &x) in out.iter().enumerate() {
            if chosen.contains(&c) {
                prop_assert!(p[c] <= 0.0 || x > 0.0, "candidate {c} consistent but removed");
            } else {
                prop_assert_eq!(x, 0.0);
            }
        }
    }

    #[test]
    fn one_hot_has_no_entropy(n in 1usize..20, at in 0usize..20, scale in 0.001f64..100.0) {
        let mut p = vec![0.0; n];
        p[at % n] = scale;
        prop_assert_eq!(entropy(&p), 0.0);
    }

    #[test]
    fn variables_partition_the_candidates(atoms in random_candidates()) {
        let vars = decision_variables(&slices(&atoms));
        for v in &vars {
            prop_assert!(v.options.len() >= 2);
            let mut seen: Vec<usize> = v.options.iter().flat_map(|o| o.candidates.iter().copied()).collect();
            seen.sort_unstable();
            prop_assert_eq!(seen, (0..atoms.len()).collect::<Vec<_>>());
            for o in &v.options {
                prop_assert!(!o.label.is_empty());
                for key in &o.atom_keys {
                    // An option's distinguishing atoms are in every candidate of that option.
                    prop_assert!(o.candidates.iter().all(|&c| atoms[c].iter().any(|a| &a.key == key)));
                }
            }
        }
        let p = vec![1.0; atoms.len()];
        let ranked = rank(&p, &vars, Strategy::Eig);
        prop_assert!(ranked.windows(2).all(|w| w[0].score >= w[1].score));
    }
}

/// Six readings that each show one column: the select slot splits six ways.
fn six_columns() -> Vec<Vec<Atom>> {
    ["a", "b", "c", "d", "e", "f"]
        .iter()
        .map(|c| {
            vec![
                atom(AtomKind::Projection, "select", c),
                atom(AtomKind::Table, "from", "t"),
            ]
        })
        .collect()
}

fn select_slot(atoms: &[Vec<Atom>]) -> DecisionVariable {
    decision_variables(&slices(atoms))
        .into_iter()
        .find(|v| v.presence_of.is_none())
        .expect("the select slot differs")
}

#[test]
fn a_many_way_split_offers_its_likeliest_options_and_none_of_these() {
    let p = [0.05, 0.3, 0.1, 0.25, 0.2, 0.1];
    let full = select_slot(&six_columns());
    assert_eq!(full.options.len(), 6);
    let asked = within_options(full.clone(), &p, 4).expect("can be asked");
    let labels: Vec<&str> = asked.options.iter().map(|o| o.label.as_str()).collect();
    // The three likeliest, in the slot's own order, then the rest as "none of these".
    assert_eq!(labels, ["b", "d", "e", ""]);
    assert!(asked.options[3].atom_keys.is_empty());
    assert_eq!(asked.options[3].candidates, [0, 2, 5]);
    // Every candidate is still answered by exactly one option.
    let mut all: Vec<usize> = asked
        .options
        .iter()
        .flat_map(|o| o.candidates.clone())
        .collect();
    all.sort_unstable();
    assert_eq!(all, [0, 1, 2, 3, 4, 5]);
    // It tells more than any yes/no question about one column.
    let best_presence = decision_variables(&slices(&six_columns()))
        .iter()
        .filter(|v| v.presence_of.is_some())
        .map(|v| eig(&p, v))
        .fold(0.0, f64::max);
    assert!(eig(&p, &asked) > best_presence);
    // Small enough already: unchanged.
    assert_eq!(within_options(full.clone(), &p, 6), Some(full));
}

#[test]
fn a_split_whose_rest_shares_a_listed_atom_is_not_collapsed() {
    // The fifth reading shows `a` and `e`: "none of these" would be false for it, since its
    // reader sees `a` listed.
    let mut atoms = six_columns();
    atoms[4].push(atom(AtomKind::Projection, "select", "a"));
    let p = [0.4, 0.3, 0.2, 0.05, 0.03, 0.02];
    assert_eq!(within_options(select_slot(&atoms), &p, 4), None);
    // A presence question is never collapsed either.
    let presence = decision_variables(&slices(&atoms))
        .into_iter()
        .find(|v| v.presence_of.is_some())
        .expect("a presence variable");
    assert!(within_options(presence.clone(), &p, 4).is_some_and(|v| v == presence));
}

#[test]
fn only_the_select_list_is_collapsed() {
    // Six readings that differ in their one condition: "none of these" could hide the same
    // condition said another way, so the split stays reachable through presence questions.
    let atoms: Vec<Vec<Atom>> = ["a = 1", "b = 1", "c = 1", "d = 1", "e = 1", "f = 1"]
        .iter()
        .map(|c| {
            vec![
                atom(AtomKind::Table, "from", "t"),
                atom(AtomKind::Predicate, "where", c),
            ]
        })
        .collect();
    let slot = decision_variables(&slices(&atoms))
        .into_iter()
        .find(|v| v.presence_of.is_none())
        .expect("the where slot differs");
    assert_eq!(slot.options.len(), 6);
    assert_eq!(within_options(slot, &[1.0 / 6.0; 6], 4), None);
}
