//! The built-in offline generator: a deterministic semantic parser from English to SQLite.
//!
//! Owns: [`BuiltinGenerator`] — parse the question into frames (`parse/`), ground each frame
//! over the request's schema with scored choices (`ground/`; a table the question names in
//! two roles is read as two instances, `roles.rs`), add precomputed-aggregate
//! readings (`variants.rs` for summary tables, `totals.rs` for an entity's stored totals),
//! then rank, de-duplicate by canonical SQL, honour a LogicalBeam
//! plan, cap, and tag every atom with the question phrase it serves.
//! Must not touch: any table or column absent from `request.schema` (which may be masked), any
//! I/O at generation time (values are read once, by the caller, into a [`ValueIndex`]).

mod cues;
mod date_parts;
mod decoded;
mod distinct_counts;
mod frame;
mod graph;
mod ground;
mod labels;
mod lexicon;
mod link;
mod names;
mod parse;
mod placeholders;
mod query;
mod rewrite;
mod roles;
mod score_memo;
mod totals;
mod twins;
mod values;
mod values_cache;
mod variants;

pub use values::{ValueHit, ValueIndex, MAX_VALUES_PER_COLUMN};
pub use values_cache::ValueSource;

use crate::core::ports::{GenerateError, GenerationRequest, Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::Proposal;
use crate::core::sql::{atomize_with_schema, canonical_sql_with_schema, Atom};
use query::Tag;
use std::sync::Arc;

/// Readings considered before the cap (plans and de-duplication need more than are returned).
const POOL: usize = 64;

/// The offline generator. Cheap to clone; holds the similarity and the database's values.
#[derive(Clone)]
pub struct BuiltinGenerator {
    similarity: Arc<dyn Similarity + Send + Sync>,
    values: Arc<ValueIndex>,
    /// Link scores shared by the linkers of every call (masked search and plans call many
    /// times per question).
    scores: Arc<score_memo::ScoreMemo>,
}

impl BuiltinGenerator {
    /// A generator that knows the data only through the schema's sample values.
    pub fn new(similarity: Arc<dyn Similarity + Send + Sync>) -> Self {
        Self::with_values(similarity, Arc::new(ValueIndex::default()))
    }

    /// A generator that links question words to the database's own values.
    pub fn with_values(
        similarity: Arc<dyn Similarity + Send + Sync>,
        values: Arc<ValueIndex>,
    ) -> Self {
        Self {
            similarity,
            values,
            scores: Arc::default(),
        }
    }

    /// The linker and the join graph of the request's schema, with the roles the question
    /// names added to both (`roles.rs`) and the year of each date as a column (`date_parts.rs`).
    fn linked<'r>(
        &'r self,
        request: &GenerationRequest<'r>,
        values: &ValueIndex,
    ) -> (link::Linker<'r>, graph::JoinGraph, Vec<roles::Role>) {
        self.scores.use_backend(self.similarity.name());
        let mut linker = link::Linker::new(request.schema, self.similarity.as_ref(), request.hints)
            .with_memo(Arc::clone(&self.scores));
        date_parts::add_year_columns(&mut linker, request.schema, values);
        let mut graph = graph::JoinGraph::new(request.schema);
        let roles = roles::named_roles(request.schema, request.question);
        roles::add_roles(&roles, request.question, &mut linker, &mut graph);
        (linker, graph, roles)
    }

    /// A plain-text trace of how the question was read: units, frames and each decision's
    /// candidates (for debugging and for `--explain` style output).
    pub fn explain(&self, request: &GenerationRequest<'_>) -> String {
        let values = if self.values.is_empty() {
            ValueIndex::from_samples(request.schema)
        } else {
            (*self.values).clone()
        };
        let (linker, _, roles) = self.linked(request, &values);
        let ctx = parse::Ctx {
            linker: &linker,
            values: &values,
            schema: request.schema,
        };
        let mut out = String::new();
        for role in &roles {
            out.push_str(&format!(
                "role: {} as \"{}\" through {}.{}\n",
                linker.tables[role.base].name,
                role.word,
                linker.tables[role.holder].name,
                role.holder_col
            ));
        }
        let units = parse::units::build(&ctx, &parse::token_readings(&ctx, request.question).0);
        out.push_str(&format!(
            "units: {:?}\nmentions: {:?}\n",
            units.units,
            units.mentions.iter().map(|m| &m.text).collect::<Vec<_>>()
        ));
        for (m, (_, table)) in units.mentions.iter().zip(&units.best) {
            let columns: Vec<String> = linker
                .columns_for(&m.text, m.owner.as_deref())
                .iter()
                .take(3)
                .map(|&(t, c, s)| {
                    format!(
                        "{}.{} {s:.3}",
                        linker.tables[t].name, linker.tables[t].columns[c].name
                    )
                })
                .collect();
            let tables: Vec<String> = linker
                .tables_for(&m.text)
                .iter()
                .take(3)
                .map(|&(t, s)| format!("{} {s:.3}", linker.tables[t].name))
                .collect();
            out.push_str(&format!(
                "  link {:?}: table {table:.3} {tables:?}; {columns:?}\n",
                m.text
            ));
        }
        for frame in parse::parse(&ctx, request.question) {
            let frame = roles::distribute(&linker, frame);
            out.push_str(&format!("frame: {frame:#?}\n"));
            for (key, choices) in ground::slots::decisions(&linker, &frame, &values) {
                let named: Vec<String> = choices
                    .iter()
                    .map(|c| {
                        let t = &linker.tables[c.table];
                        let col = c
                            .column
                            .map(|i| t.columns[i].name.clone())
                            .unwrap_or_default();
                        let role = t.role.as_deref().map(|r| format!("[{r}]"));
                        format!(
                            "{}{}.{} {:.3}",
                            t.name,
                            role.unwrap_or_default(),
                            col,
                            c.rel
                        )
                    })
                    .collect();
                out.push_str(&format!("  {key:?}: {named:?}\n"));
            }
        }
        out
    }

    /// Scored SQL readings of `question` over `schema`, best first, without plan or cap.
    fn readings(&self, request: &GenerationRequest<'_>) -> Vec<(String, f64, Vec<Tag>)> {
        let sampled;
        let values: &ValueIndex = if self.values.is_empty() {
            sampled = ValueIndex::from_samples(request.schema);
            &sampled
        } else {
            &self.values
        };
        let (linker, graph, _) = self.linked(request, values);
        let ctx = parse::Ctx {
            linker: &linker,
            values,
            schema: request.schema,
        };
        let env = ground::Env {
            linker: &linker,
            graph: &graph,
            way: ground::direction::question_way(request.question),
            words: said_words(request.question),
            values,
        };
        let mut readings: Vec<(query::Query, f64)> = Vec::new();
        for frame in parse::parse(&ctx, request.question) {
            let frame = roles::distribute(&linker, frame);
            for mut r in ground::ground(&env, &frame, values) {
                labels::keep_label(&linker, &env.words, &mut r.query);
                placeholders::numbers_only(&linker, values, &mut r.query);
                let stored = variants::precomputed(&linker, &r.query)
                    .into_iter()
                    .chain(labels::full_name(&linker, &env.words, &r.query))
                    .chain(totals::entity_totals(&linker, &r.query))
                    .chain(totals::ranked_totals(&linker, &r.query))
                    .chain(totals::period_total(&linker, &env.words, &r.query))
                    .chain(totals::computed_totals(&linker, &graph, &r.query))
                    .chain(distinct_counts::distinct_counts(&linker, &r.query))
                    .chain(placeholders::averaged_over_numbers(
                        &linker, values, &r.query,
                    ));
                for (v, factor) in stored {
                    readings.push((v, r.score * factor));
                }
                // A coded column read as its descriptions is the same reading shown another
                // way: the two share its score.
                let score = match decoded::described(&linker, values, request.schema, &r.query) {
                    Some(described) => {
                        readings.push((described, r.score * decoded::DESCRIBED));
                        r.score * (1.0 - decoded::DESCRIBED)
                    }
                    None => r.score,
                };
                readings.push((r.query, score));
            }
        }
        readings.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.sql().cmp(&b.0.sql())));
        // Each reading is followed by its twins (the same reading over the other copy of a split
        // table), so that a cap never keeps one and drops the other.
        let mut seen: Vec<String> = Vec::new();
        let mut out: Vec<(String, f64, Vec<Tag>)> = Vec::new();
        let canonical_of = |sql: &str| {
            canonical_sql_with_schema(sql, request.schema).unwrap_or_else(|_| sql.to_string())
        };
        for (q, score) in readings {
            if !score.is_finite() {
                continue;
            }
            let sql = q.sql_of(request.schema);
            let canonical = canonical_of(&sql);
            if let Some(at) = seen.iter().position(|s| *s == canonical) {
                // Already placed as an earlier reading's twin, possibly under a lower score.
                if out[at].1 < score {
                    out[at].1 = score;
                }
                continue;
            }
            if out.len() >= POOL {
                break;
            }
            let pairs = twins::twins(&linker, &graph, &q);
            seen.push(canonical);
            out.push((sql, score.max(0.0), q.tags));
            for (twin, factor) in pairs {
                let sql = twin.sql_of(request.schema);
                let canonical = canonical_of(&sql);
                if !seen.contains(&canonical) {
                    seen.push(canonical);
                    out.push((sql, (score * factor).max(0.0), twin.tags));
                }
            }
        }
        out
    }
}

impl Generator for BuiltinGenerator {
    fn name(&self) -> &str {
        "builtin"
    }

    fn generate(&self, request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        let mut out = Vec::new();
        for (sql, score, tags) in self.readings(request) {
            if out.len() >= request.max_candidates {
                break;
            }
            if let Some(plan) = request.plan {
                // One reader of plans (core::plans): a FROM subquery is a source like a table.
                let follows = atomize_with_schema(&sql, request.schema)
                    .is_ok_and(|atoms| crate::core::plans::plan_matches(plan, &atoms));
                if !follows {
                    continue;
                }
            }
            let atoms = tagged_atoms(&sql, request.schema, &tags);
            out.push(Proposal {
                sql,
                score,
                atoms,
                selector: None,
            });
        }
        Ok(out)
    }

    fn honours_plans(&self) -> bool {
        true
    }
}

/// The question's words as written, lower-case: the tokenizer's rewrites drop a trailing verb
/// ("How many races did Harbour Point *win*?"), which is what says a key's role.
fn said_words(question: &str) -> Vec<String> {
    question
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The SQL's atoms, each tagged with the question phrase of the component it contains (a
/// column beats a value, a value beats a table: `singer.country` beats `singer`).
fn tagged_atoms(sql: &str, schema: &Schema, tags: &[Tag]) -> Option<Vec<Atom>> {
    let mut atoms = atomize_with_schema(sql, schema).ok()?;
    for atom in &mut atoms {
        let key = atom.key.to_lowercase();
        // A column says most, then a value, then a table; longer names before shorter ones.
        let rank = |t: &&Tag| {
            let class = if t.component.starts_with('\'')
                || t.component.starts_with(|c: char| c.is_ascii_digit())
            {
                1
            } else if t.component.contains('.') || t.component.contains('(') {
                2
            } else {
                0
            };
            (class, t.component.len())
        };
        let best = tags
            .iter()
            .filter(|t| contains_component(&key, &t.component))
            .max_by_key(rank);
        atom.nl = best.map(|t| t.phrase.clone());
    }
    Some(atoms)
}

/// True when `component` occurs in `key` as a whole name (not inside a longer identifier).
fn contains_component(key: &str, component: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    key.match_indices(component).any(|(at, _)| {
        let before = key[..at].chars().next_back();
        let after = key[at + component.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}
