//! Behaviour of the masked-schema search against a lookup-table generator that, like an LLM
//! shown a masked schema, can only use what it is shown.

use super::*;
use crate::core::schema::{Column, ForeignKey, Table};
use rstest::rstest;
use std::cell::RefCell;

pub(super) fn table(name: &str, columns: &[&str]) -> Table {
    Table {
        name: name.into(),
        columns: columns
            .iter()
            .map(|c| Column {
                name: (*c).into(),
                decl_type: "TEXT".into(),
                ..Column::default()
            })
            .collect(),
        primary_key: columns
            .first()
            .map(|c| vec![(*c).to_string()])
            .unwrap_or_default(),
        ..Table::default()
    }
}

pub(super) fn singers() -> Schema {
    Schema {
        tables: vec![
            table(
                "singer",
                &[
                    "singer_id",
                    "name",
                    "nationality",
                    "citizenship",
                    "song name",
                ],
            ),
            table("concert", &["concert_id", "singer_id", "year", "theme"]),
            table("stadium", &["stadium_id", "name", "capacity"]),
        ],
        foreign_keys: vec![ForeignKey {
            from_table: "concert".into(),
            from_column: "singer_id".into(),
            to_table: "singer".into(),
            to_column: "singer_id".into(),
            inferred: false,
        }],
        ..Default::default()
    }
}

pub(super) fn one_table() -> Schema {
    Schema {
        tables: vec![table(
            "singer",
            &["singer_id", "name", "nationality", "citizenship"],
        )],
        foreign_keys: Vec::new(),
        ..Default::default()
    }
}

pub(super) fn col(t: &str, c: &str) -> Component {
    Component::Column(t.into(), c.into())
}

/// Answers from a lookup table: each slot selects its first alternative `(table, column)` that
/// the schema it is given still holds; slots with none left are dropped, and with no slot left
/// the answer is empty. Records the schema of every call.
pub(super) struct Lookup {
    pub slots: Vec<Vec<(String, String)>>,
    pub fails: fn(&Schema) -> bool,
    pub seen: RefCell<Vec<Schema>>,
}

impl Lookup {
    pub fn new(slots: &[&[(&str, &str)]]) -> Self {
        Self {
            slots: slots
                .iter()
                .map(|alts| {
                    alts.iter()
                        .map(|(t, c)| (t.to_string(), c.to_string()))
                        .collect()
                })
                .collect(),
            fails: |_| false,
            seen: RefCell::new(Vec::new()),
        }
    }

    fn calls(&self) -> usize {
        self.seen.borrow().len()
    }
}

impl Generator for Lookup {
    fn name(&self) -> &str {
        "lookup"
    }

    fn generate(&self, request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        self.seen.borrow_mut().push(request.schema.clone());
        if (self.fails)(request.schema) {
            return Err(GenerateError {
                source_name: "lookup".into(),
                message: "model refused".into(),
            });
        }
        let picks: Vec<&(String, String)> = self
            .slots
            .iter()
            .filter_map(|alts| {
                alts.iter()
                    .find(|(t, c)| col(t, c).present_in(request.schema))
            })
            .collect();
        if picks.is_empty() {
            return Ok(Vec::new());
        }
        let mut tables: Vec<&str> = Vec::new();
        for (t, _) in &picks {
            if !tables.contains(&t.as_str()) {
                tables.push(t);
            }
        }
        let select: Vec<String> = picks.iter().map(|(t, c)| format!("{t}.\"{c}\"")).collect();
        let sql = format!("SELECT {} FROM {}", select.join(", "), tables.join(", "));
        Ok(vec![Proposal::sql(sql, 1.0)])
    }
}

/// The nationality question's generator: `singer.name` plus nationality, else citizenship.
fn nationality_gen() -> Lookup {
    Lookup::new(&[
        &[("singer", "name")],
        &[("singer", "nationality"), ("singer", "citizenship")],
    ])
}

/// 1.0 when the column names the entity, 0.8 for the one synonym pair, else 0.
pub(super) fn toy_sim(entity: &str, column: &str) -> f64 {
    if column.contains(entity) {
        1.0
    } else if entity == "nationality" && column.ends_with("citizenship") {
        0.8
    } else {
        0.0
    }
}

fn request<'a>(question: &'a str, schema: &'a Schema) -> GenerationRequest<'a> {
    GenerationRequest {
        question,
        schema,
        hints: &[],
        plan: None,
        max_candidates: 1,
        cancel: None,
    }
}

fn search(
    gen: &Lookup,
    schema: &Schema,
    entities: &[&str],
    config: MaskingConfig,
) -> MaskingOutcome {
    let entities: Vec<String> = entities.iter().map(|e| e.to_string()).collect();
    let req = request("q", schema);
    masked_search_with_entities(gen, &req, &toy_sim, &entities, &config)
}

fn budget(max_calls: usize) -> MaskingConfig {
    MaskingConfig {
        max_calls,
        ..MaskingConfig::default()
    }
}

#[rstest]
#[case::one_call(1, false)]
#[case::two_calls(2, false)]
#[case::three_calls(3, true)]
fn masking_finds_the_reading_an_unmasked_call_never_produces(
    #[case] max_calls: usize,
    #[case] finds_citizenship: bool,
) {
    let schema = one_table();
    let gen = nationality_gen();
    for _ in 0..5 {
        let plain = gen.generate(&request("q", &schema)).expect("answers");
        assert!(plain[0].sql.contains("nationality"));
    }
    let outcome = search(&gen, &schema, &["nationality", "singer"], budget(max_calls));
    let alternative = outcome
        .candidates
        .iter()
        .find(|c| c.candidate.sql.contains("citizenship"));
    assert_eq!(alternative.is_some(), finds_citizenship);
    if let Some(found) = alternative {
        assert!(found.masks[0].contains(&col("singer", "nationality")));
        assert_eq!(found.candidate.sources, vec!["lookup"]);
    }
    assert!(outcome.candidates[0].candidate.sql.contains("nationality"));
    assert!(outcome.candidates[0].masks[0].is_empty());
}

#[rstest]
#[case(0)]
#[case(1)]
#[case(2)]
#[case(4)]
#[case(6)]
#[case(100)]
fn the_budget_caps_generator_calls(#[case] max_calls: usize) {
    let gen = nationality_gen();
    let outcome = search(&gen, &one_table(), &["singer"], budget(max_calls));
    // Six distinct masked schemas are reachable (see the seen-set test): the search stops there.
    assert_eq!(outcome.calls.len(), max_calls.min(6));
    assert_eq!(gen.calls(), outcome.calls.len());
}

#[test]
fn the_seen_set_never_generates_a_masked_schema_twice() {
    let gen = nationality_gen();
    let outcome = search(&gen, &one_table(), &["singer"], budget(100));
    let masks: Vec<String> = outcome
        .calls
        .iter()
        .map(|c| {
            c.mask
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    // {−name, −nationality} is reached from both first-level children, and so is
    // {−name, −nationality, −citizenship}: each is generated once. Masking the only table
    // would leave an empty schema and is never queued. Ties pop in push order.
    assert_eq!(
        masks,
        vec![
            "",
            "singer.name",
            "singer.nationality",
            "singer.name singer.nationality",
            "singer.nationality singer.citizenship",
            "singer.name singer.nationality singer.citizenship",
        ]
    );
    let keys: BTreeSet<Vec<String>> = gen.seen.borrow().iter().map(schema_key).collect();
    assert_eq!(keys.len(), gen.calls());
    assert_eq!(outcome.calls.last().map(|c| c.result.clone()), Some(Ok(0)));
}

#[test]
fn cal_score_orders_the_queue() {
    let gen = nationality_gen();
    let outcome = search(&gen, &one_table(), &["name", "nationality"], budget(100));
    // −name was pushed first but leaves "name" unrepresented (0.0); −nationality keeps a
    // synonym (0.8), so it is explored first.
    assert_eq!(outcome.calls[0].priority, ROOT_SCORE);
    assert_eq!(outcome.calls[1].mask, vec![col("singer", "nationality")]);
    assert_eq!(outcome.calls[1].priority, 0.8);
    // Every later node scores 0.0: ties pop in push order, so −name comes next.
    assert_eq!(outcome.calls[2].mask, vec![col("singer", "name")]);
    let priorities: Vec<f64> = outcome.calls.iter().map(|c| c.priority).collect();
    assert!(
        priorities.windows(2).all(|w| w[0] >= w[1]),
        "{priorities:?}"
    );
}

#[test]
fn a_failed_call_is_recorded_and_the_search_goes_on() {
    let mut gen = nationality_gen();
    // Fails only on the schema that lacks `name` but still has `nationality`.
    gen.fails =
        |s| !col("singer", "name").present_in(s) && col("singer", "nationality").present_in(s);
    let outcome = search(&gen, &one_table(), &["singer"], budget(100));
    let failed: Vec<&MaskedCall> = outcome.calls.iter().filter(|c| c.result.is_err()).collect();
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].mask, vec![col("singer", "name")]);
    assert!(outcome.calls.len() > 2);
    // {−nationality, −name} is still reached from the other branch.
    assert!(outcome
        .calls
        .iter()
        .any(|c| c.mask == vec![col("singer", "nationality"), col("singer", "name")]));
    assert!(outcome
        .proposals
        .iter()
        .any(|p| p.proposal.sql.contains("citizenship")));
}

#[test]
fn tables_are_masked_only_when_asked() {
    let schema = Schema {
        tables: vec![table("artist", &["name"]), table("performer", &["name"])],
        foreign_keys: Vec::new(),
        ..Default::default()
    };
    let gen = Lookup::new(&[&[("artist", "name"), ("performer", "name")]]);
    let with_tables = search(&gen, &schema, &["name"], budget(10));
    // −artist.name and −artist are different schemas that yield the same reading: one
    // candidate, credited with both masks, priors summed.
    assert_eq!(with_tables.candidates.len(), 2);
    assert_eq!(
        with_tables.candidates[1].masks,
        vec![
            vec![col("artist", "name")],
            vec![Component::Table("artist".into())]
        ]
    );
    assert_eq!(with_tables.candidates[1].candidate.prior, 2.0);
    assert_eq!(with_tables.proposals.len(), 3);

    let columns_only = MaskingConfig {
        max_calls: 10,
        mask_tables: false,
    };
    let paper = search(&gen, &schema, &["name"], columns_only);
    assert!(paper
        .calls
        .iter()
        .all(|c| c.mask.iter().all(|m| matches!(m, Component::Column(..)))));
    assert_eq!(paper.calls.len(), 2);
}

struct Garbage;

impl Generator for Garbage {
    fn name(&self) -> &str {
        "garbage"
    }

    fn generate(&self, _: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        Ok(vec![
            Proposal::sql("SELECT FROM WHERE", 1.0),
            Proposal::sql("SELECT name FROM singer", 1.0),
        ])
    }
}

#[test]
fn unparseable_sql_is_rejected_without_children_while_valid_sql_still_branches() {
    let schema = one_table();
    let req = request("q", &schema);
    let outcome = masked_search(&Garbage, &req, &toy_sim, &budget(2));
    assert_eq!(outcome.rejected.len(), 2);
    assert_eq!(outcome.rejected[0].sql, "SELECT FROM WHERE");
    assert_eq!(outcome.proposals.len(), 4);
    assert_eq!(outcome.candidates.len(), 1);
    assert_eq!(outcome.candidates[0].masks.len(), 2);
    assert_eq!(outcome.calls[1].mask, vec![col("singer", "name")]);
    assert_eq!(outcome.clone().into_proposals().len(), 4);
}

/// Each entity–column pair is scored once per search however many masks keep the column, and
/// the priorities are those of the plain similarity.
#[test]
fn each_pair_is_scored_once_per_search() {
    let gen = nationality_gen();
    let asked: RefCell<Vec<(String, String)>> = RefCell::default();
    let counting = |a: &str, b: &str| {
        asked.borrow_mut().push((a.to_string(), b.to_string()));
        toy_sim(a, b)
    };
    let entities: Vec<String> = vec!["name".into(), "nationality".into()];
    let schema = one_table();
    let req = request("q", &schema);
    let memoised = masked_search_with_entities(&gen, &req, &counting, &entities, &budget(100));
    let plain = search(&gen, &one_table(), &["name", "nationality"], budget(100));
    let priorities = |o: &MaskingOutcome| o.calls.iter().map(|c| c.priority).collect::<Vec<_>>();
    assert_eq!(priorities(&memoised), priorities(&plain));
    let asked = asked.borrow();
    let distinct: BTreeSet<&(String, String)> = asked.iter().collect();
    assert!(memoised.calls.len() > 2);
    assert_eq!(distinct.len(), asked.len(), "{asked:?}");
}
