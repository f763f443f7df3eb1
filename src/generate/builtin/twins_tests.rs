use super::*;
use crate::core::schema::{Schema, Table};
use crate::generate::builtin::frame::{Agg, Op, SetOp};
use crate::generate::builtin::query::{ColRef, Expr, Pred, PredOp};
use rstest::rstest;

fn schema() -> Schema {
    Schema {
        tables: vec![
            Table::with_columns("coach", &["coach_id", "coach_name", "city"], &["coach_id"]),
            Table::with_columns("coach_coach_name", &["coach_id", "coach_name"], &[]),
            Table::with_columns("runner", &["runner_id", "coach_id", "name"], &["runner_id"]),
            Table::with_columns(
                "result",
                &["result_id", "runner_id", "minutes"],
                &["result_id"],
            ),
        ],
        foreign_keys: vec![],
        ..Default::default()
    }
}

fn col(inst: usize, column: &str) -> ColRef {
    ColRef {
        inst,
        column: column.into(),
    }
}

fn join(left: usize, left_col: &str, right: usize, right_col: &str) -> Join {
    Join {
        left,
        left_col: left_col.into(),
        right,
        right_col: right_col.into(),
    }
}

fn city_is(inst: usize, city: &str) -> Pred {
    Pred {
        lhs: Expr::Col(col(inst, "city")),
        op: PredOp::Cmp(Op::Eq),
        rhs: Rhs::Lit(format!("'{city}'")),
        or: false,
    }
}

fn from(tables: &[&str], joins: Vec<Join>) -> Query {
    Query {
        from: tables.iter().map(|t| t.to_string()).collect(),
        joins,
        ..Query::default()
    }
}

/// The coach name and average minutes of each coach's runners: three tables, the name shown
/// from the base.
fn three_table_average() -> Query {
    let mut q = from(
        &["coach", "runner", "result"],
        vec![
            join(0, "coach_id", 1, "coach_id"),
            join(1, "runner_id", 2, "runner_id"),
        ],
    );
    q.select = vec![
        Expr::Col(col(0, "coach_name")),
        Expr::Agg(Agg::Avg, Some(col(2, "minutes"))),
    ];
    q.group = vec![col(0, "coach_id")];
    q
}

fn name_through_split_filtered() -> Query {
    let mut q = from(
        &["coach_coach_name", "coach"],
        vec![join(0, "coach_id", 1, "coach_id")],
    );
    q.select = vec![Expr::Col(col(0, "coach_name"))];
    q.preds = vec![city_is(1, "Leeds")];
    q
}

fn split_in_the_middle() -> Query {
    let mut q = from(
        &["runner", "coach_coach_name", "coach"],
        vec![
            join(0, "coach_id", 1, "coach_id"),
            join(1, "coach_id", 2, "coach_id"),
        ],
    );
    q.select = vec![Expr::Col(col(0, "name")), Expr::Col(col(1, "coach_name"))];
    q.preds = vec![city_is(2, "Leeds")];
    q
}

fn split_alone() -> Query {
    let mut q = from(&["coach_coach_name"], vec![]);
    q.select = vec![Expr::Col(col(0, "coach_name"))];
    q
}

fn names_in_one_city_but_not_another() -> Query {
    let side = |city: &str| {
        let mut q = from(&["coach"], vec![]);
        q.select = vec![Expr::Col(col(0, "coach_name"))];
        q.preds = vec![city_is(0, city)];
        q
    };
    let mut q = side("Leeds");
    q.set_op = Some((SetOp::Except, Box::new(side("York"))));
    q
}

fn cities_only() -> Query {
    let mut q = from(&["coach"], vec![]);
    q.select = vec![Expr::Col(col(0, "city"))];
    q
}

#[rstest]
#[case::three_tables_gain_a_fourth(
    three_table_average(),
    &[("SELECT T4.coach_name, AVG(T3.minutes) FROM coach AS T1 JOIN runner AS T2 ON T1.coach_id = T2.coach_id JOIN result AS T3 ON T2.runner_id = T3.runner_id JOIN coach_coach_name AS T4 ON T1.coach_id = T4.coach_id GROUP BY T1.coach_id", INTO_SPLIT)]
)]
#[case::a_split_joined_to_its_base_is_dropped(
    name_through_split_filtered(),
    &[("SELECT coach_name FROM coach WHERE city = 'Leeds'", 1.0)]
)]
#[case::a_split_between_two_tables_hands_its_joins_to_the_base(
    split_in_the_middle(),
    &[("SELECT T1.name, T2.coach_name FROM runner AS T1 JOIN coach AS T2 ON T1.coach_id = T2.coach_id WHERE T2.city = 'Leeds'", 1.0)]
)]
#[case::a_split_read_alone_becomes_the_base(
    split_alone(),
    &[("SELECT coach_name FROM coach", 1.0)]
)]
#[case::both_sides_of_a_compound_read_the_same_copy(
    names_in_one_city_but_not_another(),
    &[("SELECT T2.coach_name FROM coach AS T1 JOIN coach_coach_name AS T2 ON T1.coach_id = T2.coach_id WHERE T1.city = 'Leeds' EXCEPT SELECT T2.coach_name FROM coach AS T1 JOIN coach_coach_name AS T2 ON T1.coach_id = T2.coach_id WHERE T1.city = 'York'", INTO_SPLIT)]
)]
#[case::a_reading_of_no_split_column_has_no_twin(cities_only(), &[])]
fn twins_read_the_other_copy(#[case] q: Query, #[case] expected: &[(&str, f64)]) {
    let schema = schema();
    let sim = crate::embed::Lexical::new();
    let linker = Linker::new(&schema, &sim, &[]);
    let graph = JoinGraph::new(&schema);
    let got: Vec<(String, f64)> = twins(&linker, &graph, &q)
        .into_iter()
        .map(|(t, f)| (t.sql(), f))
        .collect();
    let expected: Vec<(String, f64)> = expected.iter().map(|(s, f)| (s.to_string(), *f)).collect();
    assert_eq!(got, expected);
}

#[test]
fn a_twin_of_a_twin_is_the_reading_itself() {
    let schema = schema();
    let sim = crate::embed::Lexical::new();
    let linker = Linker::new(&schema, &sim, &[]);
    let graph = JoinGraph::new(&schema);
    for q in [three_table_average(), names_in_one_city_but_not_another()] {
        let twin = twins(&linker, &graph, &q);
        assert_eq!(twin.len(), 1);
        let back = twins(&linker, &graph, &twin[0].0);
        assert_eq!(back.len(), 1);
        assert_eq!(back[0].0.sql(), q.sql());
    }
}

#[test]
fn the_twin_names_the_copy_it_reads_in_its_tags() {
    let schema = schema();
    let sim = crate::embed::Lexical::new();
    let linker = Linker::new(&schema, &sim, &[]);
    let graph = JoinGraph::new(&schema);
    let mut q = split_alone();
    q.tags = vec![crate::generate::builtin::query::Tag {
        component: "coach_coach_name.coach_name".into(),
        phrase: "coach name".into(),
    }];
    let twin = twins(&linker, &graph, &q);
    assert_eq!(twin[0].0.tags[0].component, "coach.coach_name");
}
