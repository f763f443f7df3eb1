//! Plans read off real SQL, the paper's neighbourhood, and the calls against a generator that
//! builds a reading to whatever plan it is given.

use super::*;
use crate::core::schema::Schema;
use crate::core::sql::atomize;
use rstest::rstest;
use std::cell::RefCell;

fn plan(joins: usize, selections: usize) -> Plan {
    Plan { joins, selections }
}

#[rstest]
#[case::interior(plan(1, 2), &[plan(0, 2), plan(2, 2), plan(1, 1), plan(1, 3)])]
#[case::no_joins(plan(0, 2), &[plan(1, 2), plan(0, 1), plan(0, 3)])]
#[case::max_joins(plan(3, 2), &[plan(2, 2), plan(3, 1), plan(3, 3)])]
#[case::one_selection(plan(1, 1), &[plan(0, 1), plan(2, 1), plan(1, 2)])]
#[case::corner(plan(0, 1), &[plan(1, 1), plan(0, 2)])]
#[case::top_beyond_max_joins(plan(4, 2), &[plan(3, 2)])]
#[case::top_without_selection(plan(2, 0), &[plan(2, 1)])]
fn counterfactual_plans_are_the_valid_neighbours_in_order(
    #[case] top: Plan,
    #[case] expected: &[Plan],
) {
    assert_eq!(counterfactual_plans(top), expected);
}

#[rstest]
#[case::two_joins_three_selections(
    "SELECT T1.name, T2.country, T3.year FROM singer AS T1 \
     JOIN singer_country AS T2 ON T1.singer_id = T2.singer_id \
     JOIN concert AS T3 ON T3.singer_id = T1.singer_id",
    plan(2, 3)
)]
#[case::aggregate_is_a_selection("SELECT count(*) FROM singer", plan(0, 1))]
#[case::star_is_one_selection("SELECT * FROM singer", plan(0, 1))]
#[case::comma_join_with_where_condition(
    "SELECT a.name, b.theme FROM singer a, concert b WHERE a.id = b.sid",
    plan(1, 2)
)]
#[case::two_condition_on_is_one_join(
    "SELECT a.name FROM singer a JOIN concert b ON a.id = b.sid AND a.x = b.y",
    plan(1, 1)
)]
#[case::self_join(
    "SELECT a.name FROM singer a JOIN singer b ON a.id = b.mentor",
    plan(1, 1)
)]
#[case::nested_query_does_not_count(
    "SELECT name, age FROM singer WHERE id IN (SELECT sid FROM concert JOIN stadium ON 1 = 1)",
    plan(0, 2)
)]
#[case::derived_table_is_a_source(
    "SELECT s.name, t.n FROM singer s JOIN (SELECT sid, count(*) AS n FROM concert GROUP BY sid) t ON s.id = t.sid",
    plan(1, 2)
)]
#[case::set_operation_counts_the_first_branch(
    "SELECT name FROM singer UNION SELECT a.name FROM stadium a JOIN concert b ON a.id = b.sid",
    plan(0, 1)
)]
#[case::distinct_and_order_by_are_not_selections(
    "SELECT DISTINCT name FROM singer ORDER BY age",
    plan(0, 1)
)]
fn plan_of_counts_outer_joins_and_selections(#[case] sql: &str, #[case] expected: Plan) {
    let atoms = atomize(sql).expect("parses");
    assert_eq!(plan_of(&atoms), expected);
    assert!(plan_matches(expected, &atoms));
    assert!(!plan_matches(
        plan(expected.joins + 1, expected.selections),
        &atoms
    ));
}

#[test]
fn a_plan_renders_as_the_papers_prefix() {
    assert_eq!(plan(2, 3).to_string(), "2 joins | 3 selects");
}

/// Builds a reading to any plan: `selections` columns over a chain of `joins + 1` tables.
/// Unconstrained, it answers with one join and two selections. Records every plan asked.
struct Builder {
    honours: bool,
    fails_on: Option<Plan>,
    asked: RefCell<Vec<Option<Plan>>>,
}

impl Builder {
    fn new(honours: bool) -> Self {
        Self {
            honours,
            fails_on: None,
            asked: RefCell::new(Vec::new()),
        }
    }
}

fn build(plan: Plan) -> String {
    let columns: Vec<String> = (0..plan.selections).map(|i| format!("t0.c{i}")).collect();
    let mut sql = format!("SELECT {} FROM t0", columns.join(", "));
    for j in 1..=plan.joins {
        sql.push_str(&format!(" JOIN t{j} ON t{j}.id = t{}.id", j - 1));
    }
    sql
}

impl Generator for Builder {
    fn name(&self) -> &str {
        "builder"
    }

    fn generate(&self, request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        self.asked.borrow_mut().push(request.plan);
        if request.plan.is_some() && request.plan == self.fails_on {
            return Err(GenerateError {
                source_name: "builder".into(),
                message: "no template".into(),
            });
        }
        let wanted = request.plan.unwrap_or(plan(1, 2));
        let score = 1.0 / (1.0 + self.asked.borrow().len() as f64);
        Ok(vec![Proposal::sql(build(wanted), score)])
    }

    fn honours_plans(&self) -> bool {
        self.honours
    }
}

fn request(schema: &Schema, own_plan: Option<Plan>) -> GenerationRequest<'_> {
    GenerationRequest {
        question: "q",
        schema,
        hints: &[],
        plan: own_plan,
        max_candidates: 2,
        cancel: None,
    }
}

#[test]
fn a_plan_honouring_generator_is_asked_once_per_neighbour() {
    let schema = Schema::default();
    let gen = Builder::new(true);
    // The caller's own plan is cleared for the top choice.
    let out = generate_planned(&gen, &request(&schema, Some(plan(3, 3)))).expect("generates");
    assert_eq!(out.top_plan, Some(plan(1, 2)));
    let asked = gen.asked.borrow().clone();
    assert_eq!(
        asked,
        vec![
            None,
            Some(plan(0, 2)),
            Some(plan(2, 2)),
            Some(plan(1, 1)),
            Some(plan(1, 3))
        ]
    );
    assert_eq!(out.proposals.len(), 5);
    for (planned, asked) in out.proposals.iter().zip(&asked) {
        assert_eq!(planned.plan, *asked);
        let atoms = atomize(&planned.proposal.sql).expect("parses");
        assert!(plan_matches(planned.plan.unwrap_or(plan(1, 2)), &atoms));
    }
    let scores: Vec<f64> = out.proposals.iter().map(|p| p.proposal.score).collect();
    assert_eq!(scores, vec![0.5, 1.0 / 3.0, 0.25, 0.2, 1.0 / 6.0]);
    assert!(out.failures.is_empty());
    let plain = generate_with_plans(&gen, &request(&schema, None)).expect("generates");
    assert_eq!(plain.len(), 5);
}

#[test]
fn a_generator_that_cannot_honour_plans_is_called_once() {
    let schema = Schema::default();
    let gen = Builder::new(false);
    let proposals = generate_with_plans(&gen, &request(&schema, None)).expect("generates");
    assert_eq!(proposals.len(), 1);
    assert_eq!(gen.asked.borrow().len(), 1);
}

#[test]
fn a_failed_plan_is_recorded_and_the_others_still_run() {
    let schema = Schema::default();
    let mut gen = Builder::new(true);
    gen.fails_on = Some(plan(2, 2));
    let out = generate_planned(&gen, &request(&schema, None)).expect("generates");
    assert_eq!(out.failures.len(), 1);
    assert_eq!(out.failures[0].0, plan(2, 2));
    assert_eq!(out.proposals.len(), 4);
    assert_eq!(gen.asked.borrow().len(), 5);
}

struct Broken;

impl Generator for Broken {
    fn name(&self) -> &str {
        "broken"
    }

    fn generate(&self, _: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        Ok(vec![
            Proposal::sql("SELECT FROM", 2.0),
            Proposal::sql("SELECT a, b FROM t", 1.0),
        ])
    }

    fn honours_plans(&self) -> bool {
        true
    }
}

#[test]
fn the_top_plan_comes_from_the_first_reading_that_parses() {
    let schema = Schema::default();
    let out = generate_planned(&Broken, &request(&schema, None)).expect("generates");
    assert_eq!(out.top_plan, Some(plan(0, 2)));
    // 2 unconstrained + 3 neighbours of (0, 2), each answering 2 readings.
    assert_eq!(out.proposals.len(), 2 + 3 * 2);
    assert_eq!(out.proposals[0].proposal.sql, "SELECT FROM");
}
