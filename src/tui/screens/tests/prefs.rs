//! The preferences screen: parameter steps and ranges, reset behind a y/n, snapshots, and the
//! loader reading U and Pref(m) from a real store.

use super::{press, render};
use crate::core::prefs::{Drift, ModelPrefs, PreferenceMatrix};
use crate::driver::learned::PrefsDoc;
use crate::store::{Store, MODELS, PREFS};
use crate::tui::component::{Outcome, Param, Request};
use crate::tui::screens::prefs::step_param;
use crate::tui::screens::{load_prefs, ParamValues, PrefsScreen};
use rstest::rstest;
use std::collections::BTreeMap;

const FP: &str = "0123456789abcdef";

fn params() -> ParamValues {
    ParamValues {
        beta: 0.5,
        lambda: 0.2,
        alpha: 0.05,
        tau: 0.95,
    }
}

/// A store whose database learned two phrases and two model picks.
fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let drift = Drift::none();
    store
        .update(FP, &PREFS, |doc: &mut PrefsDoc| {
            let m_salary = BTreeMap::from([
                ("|aggregate|avg(employees.salary)".to_string(), 0.5),
                ("|aggregate|sum(employees.salary)".to_string(), 0.5),
            ]);
            let m_dept = BTreeMap::from([
                ("|group_by|employees.curr_dept".to_string(), 0.6),
                ("|group_by|employees.dept_2022".to_string(), 0.4),
            ]);
            let mut matrix = PreferenceMatrix::new();
            matrix.select(
                "average salaries",
                "|aggregate|avg(employees.salary)",
                0.3,
                1,
                &m_salary,
                &drift,
            );
            matrix.select(
                "department",
                "|group_by|employees.curr_dept",
                0.3,
                2,
                &m_dept,
                &drift,
            );
            matrix.select(
                "department",
                "|group_by|employees.curr_dept",
                0.3,
                3,
                &m_dept,
                &drift,
            );
            doc.matrix = matrix;
            doc.step = 3;
        })
        .expect("prefs");
    store
        .update(FP, &MODELS, |models: &mut ModelPrefs| {
            models.record(&["builtin".into()], 1, &drift);
            models.record(&["builtin".into(), "gpt".into()], 2, &drift);
            models.record(&["builtin".into()], 3, &drift);
        })
        .expect("models");
    (dir, store)
}

#[test]
fn the_loader_reads_rows_heaviest_first_and_model_shares() {
    let (_dir, store) = store();
    let data = load_prefs(&store, FP, params()).expect("load");
    assert_eq!(data.step, 3);
    let phrases: Vec<&str> = data.rows.iter().map(|r| r.phrase.as_str()).collect();
    assert_eq!(phrases, ["average salaries", "department"]);
    let dept = &data.rows[1];
    assert_eq!(dept.atoms[0].text, "employees.curr_dept");
    assert_eq!(dept.atoms[0].kind, "group_by");
    assert!(dept.atoms[0].weight > dept.atoms[1].weight);
    assert!((dept.atoms.iter().map(|a| a.weight).sum::<f64>() - 1.0).abs() < 1e-9);
    assert_eq!(data.models[0].0, "builtin");
    assert!((data.models[0].1 - 0.75).abs() < 1e-9, "{:?}", data.models);
}

#[test]
fn an_empty_store_loads_as_nothing_learned() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = load_prefs(&Store::new(dir.path()), FP, params()).expect("load");
    assert!(data.rows.is_empty() && data.models.is_empty());
}

fn set(param: Param, value: f64) -> Outcome {
    Outcome::Request(Request::SetParam { param, value })
}

#[rstest]
#[case::beta_up("+", set(Param::Beta, 0.6))]
#[case::beta_up_with_equals("= =", set(Param::Beta, 0.7))]
#[case::lambda_down("down -", set(Param::Lambda, 0.1))]
#[case::lambda_floor("down - - - -", set(Param::Lambda, 0.0))]
#[case::alpha_down("down down -", set(Param::Alpha, 0.04))]
#[case::tau_up("down down down + + + + + + + +", set(Param::Tau, 1.0))]
#[case::reset_confirmed("G enter y", Outcome::Request(Request::ResetPrefs))]
#[case::reset_declined("G enter n", Outcome::Consumed)]
#[case::reset_item_does_not_step("G +", Outcome::Consumed)]
#[case::enter_on_a_parameter_is_not_for_us("enter", Outcome::Ignored)]
#[case::cancel_leaves("esc", Outcome::Request(Request::Close))]
fn keys_send_requests(#[case] keys: &str, #[case] expected: Outcome) {
    let (_dir, store) = store();
    let mut screen = PrefsScreen::new(load_prefs(&store, FP, params()).expect("load"));
    let got = press(&mut screen, keys);
    match (&got, &expected) {
        (
            Outcome::Request(Request::SetParam { param, value }),
            Outcome::Request(Request::SetParam { param: p, value: v }),
        ) => assert!(
            param == p && (value - v).abs() < 1e-9,
            "{got:?} ≠ {expected:?}"
        ),
        _ => assert_eq!(got, expected),
    }
}

#[rstest]
#[case(Param::Beta, 4.95, 1, 5.0)]
#[case(Param::Beta, 0.0, -1, 0.0)]
#[case(Param::Lambda, 0.2, 1, 0.3)]
#[case(Param::Alpha, 0.01, -1, 0.01)]
#[case(Param::Alpha, 0.5, 1, 0.5)]
#[case(Param::Tau, 0.5, -1, 0.5)]
#[case(Param::Tau, 0.95, 1, 0.96)]
fn steps_stay_in_range_and_on_the_grid(
    #[case] param: Param,
    #[case] from: f64,
    #[case] steps: i32,
    #[case] to: f64,
) {
    assert!((step_param(param, from, steps) - to).abs() < 1e-12);
}

#[test]
fn a_reset_empties_the_panels_at_once() {
    let (_dir, store) = store();
    let mut screen = PrefsScreen::new(load_prefs(&store, FP, params()).expect("load"));
    press(&mut screen, "G enter");
    assert!(render(&screen, 110, 24).to_string().contains("y/n"));
    press(&mut screen, "y");
    let text = render(&screen, 110, 24).to_string();
    assert!(text.contains("Nothing learned yet"), "{text}");
}

#[test]
fn snapshot_rows_and_a_parameter_selected() {
    let (_dir, store) = store();
    let mut screen = PrefsScreen::new(load_prefs(&store, FP, params()).expect("load"));
    press(&mut screen, "down down +");
    assert!((screen.params().alpha - 0.06).abs() < 1e-12);
    insta::assert_snapshot!(render(&screen, 110, 24));
}
