//! Schema linking: how well a question phrase names each table and column.
//!
//! Owns: the link score (the injected [`Similarity`] combined with a word-overlap score that
//! knows identifiers, plurals and abbreviations), the owner context ("name *of the song*"),
//! learned hints (a hinted component is boosted, its rejected alternatives demoted), and the
//! recognition of precomputed-aggregate columns (`avg_x`, `x_max`, `total_x`), which ordinary
//! linking leaves out: they are offered only where an aggregate is asked for.
//! Must not touch: parsing or SQL; it sees only the (possibly masked) schema it is given.

use super::frame::Agg;
use super::names::{human, mark_precomputed, stem_all, table_initial_expanded, word_score};
use crate::core::hints::{fold, Hint};
use crate::core::ports::Similarity;
use crate::core::schema::Schema;
use std::cell::RefCell;
use std::collections::HashMap;

/// How much a hint adds to its preferred component and multiplies its rejected ones by.
const HINT_BOOST: f64 = 0.35;
const HINT_DEMOTE: f64 = 0.5;

/// One column as the linker sees it.
#[derive(Debug, Clone)]
pub struct ColInfo {
    pub name: String,
    pub human: String,
    /// `table column`, humanised.
    pub qualified: String,
    pub numeric: bool,
    /// `Some((agg, base))` when the column holds a precomputed aggregate of a column whose
    /// humanised name is `base`, in a table that looks like a summary.
    pub precomputed: Option<(Agg, String)>,
    /// A foreign key to another table: it holds that table's keys, not its names.
    pub reference: bool,
    /// The table a foreign key refers to (by name).
    pub target: Option<String>,
}

impl ColInfo {
    /// The column's name says it is a key ("id", "owner id").
    pub fn named_as_key(&self) -> bool {
        self.human == "id" || self.human.ends_with(" id")
    }
}

/// One table as the linker sees it.
#[derive(Debug, Clone)]
pub struct TableInfo {
    pub name: String,
    pub human: String,
    pub columns: Vec<ColInfo>,
    pub primary_key: Vec<String>,
    /// Every column is a key (`has_pet(stuid, petid)`): a relationship, rarely what a question
    /// names.
    pub link_table: bool,
}

/// Table links to a relationship table count this much.
const LINK_TABLE: f64 = 0.7;

/// Link scores over one schema, with a memo of similarity calls.
pub struct Linker<'a> {
    pub tables: Vec<TableInfo>,
    sim: &'a (dyn Similarity + Send + Sync),
    hints: &'a [Hint],
    memo: RefCell<HashMap<(String, String), f64>>,
}

impl<'a> Linker<'a> {
    pub fn new(
        schema: &Schema,
        sim: &'a (dyn Similarity + Send + Sync),
        hints: &'a [Hint],
    ) -> Self {
        let tables = schema
            .tables
            .iter()
            .map(|t| {
                let table_human = human(&t.name);
                let mut columns: Vec<ColInfo> = t
                    .columns
                    .iter()
                    .map(|c| {
                        // The initial is read off the name as written: `sname` in a station
                        // table is its name, elsewhere the abbreviation of "surname".
                        let h = table_initial_expanded(&c.name.to_lowercase(), &table_human)
                            .unwrap_or_else(|| human(&c.name));
                        let ty = c.decl_type.to_ascii_lowercase();
                        let numeric = ["int", "real", "num", "float", "double", "dec"]
                            .iter()
                            .any(|k| ty.contains(k));
                        let target = schema
                            .foreign_keys
                            .iter()
                            .find(|k| {
                                k.from_table.eq_ignore_ascii_case(&t.name)
                                    && k.from_column.eq_ignore_ascii_case(&c.name)
                                    && !k.to_table.eq_ignore_ascii_case(&t.name)
                            })
                            .map(|k| k.to_table.clone());
                        ColInfo {
                            name: c.name.clone(),
                            qualified: format!("{table_human} {h}"),
                            human: h,
                            numeric,
                            precomputed: None,
                            reference: target.is_some(),
                            target,
                        }
                    })
                    .collect();
                mark_precomputed(&mut columns);
                let link_table = columns.len() >= 2
                    && columns.iter().all(|c| {
                        c.named_as_key()
                            || schema.foreign_keys.iter().any(|k| {
                                k.from_table.eq_ignore_ascii_case(&t.name)
                                    && k.from_column.eq_ignore_ascii_case(&c.name)
                            })
                    });
                TableInfo {
                    name: t.name.clone(),
                    human: table_human,
                    columns,
                    // A masked schema may list key columns it no longer has.
                    primary_key: t
                        .primary_key
                        .iter()
                        .filter(|k| t.column(k).is_some())
                        .cloned()
                        .collect(),
                    link_table,
                }
            })
            .collect();
        Linker {
            tables,
            sim,
            hints,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// Similarity of two humanised texts: the injected model or matcher, or word overlap when
    /// that is higher (identifier pieces, plurals and prefixes the model may miss).
    pub fn score(&self, a: &str, b: &str) -> f64 {
        let key = (a.to_string(), b.to_string());
        if let Some(s) = self.memo.borrow().get(&key) {
            return *s;
        }
        let s = self.sim.similarity(a, b);
        let s = if s.is_finite() {
            s.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let s = s.max(word_score(a, b));
        self.memo.borrow_mut().insert(key, s);
        s
    }

    /// How well `phrase` (with the noun it belongs to, if any) names column `c` of table `t`.
    /// Precomputed-aggregate columns score 0 here.
    pub fn column_score(&self, phrase: &str, owner: Option<&str>, t: usize, c: usize) -> f64 {
        let (Some(table), Some(col)) = (
            self.tables.get(t),
            self.tables.get(t).and_then(|x| x.columns.get(c)),
        ) else {
            return 0.0;
        };
        if col.precomputed.is_some() {
            return 0.0;
        }
        let base = self.score(phrase, &col.human);
        let qualified = 0.95 * self.score(phrase, &col.qualified);
        let mut s = base.max(qualified);
        if let Some(owner) = owner {
            // "name of the song" in a table that is not about songs means "song name".
            let owner_is_table = if self.score(owner, &table.human) >= 0.5 {
                1.0
            } else {
                0.0
            };
            let with_owner = format!("{owner} {phrase}");
            s = (base * (0.85 + 0.15 * owner_is_table)).max(qualified);
            // The owner sharpens most a phrase that names part of the column itself: "names of
            // poker players" is hardly `poker_player_id`.
            let own = if word_score(phrase, &col.human) > 0.0 || base >= 0.5 {
                1.0
            } else {
                0.9
            };
            s = s
                .max(own * self.score(&with_owner, &col.human))
                .max(own * 0.95 * self.score(&with_owner, &col.qualified));
        }
        let qualified_phrase = owner.map(|o| format!("{o} {phrase}")).unwrap_or_default();
        let phrases = [phrase, qualified_phrase.as_str()];
        let phrases = if owner.is_some() {
            &phrases[..]
        } else {
            &phrases[..1]
        };
        self.hinted(phrases, &format!("{}.{}", table.name, col.name), s)
    }

    /// How well `phrase` names table `t`.
    pub fn table_score(&self, phrase: &str, t: usize) -> f64 {
        let Some(table) = self.tables.get(t) else {
            return 0.0;
        };
        let s = self.score(phrase, &table.human) * if table.link_table { LINK_TABLE } else { 1.0 };
        self.hinted(&[phrase], &table.name, s)
    }

    /// Every ordinary column scored for `phrase`, best first (ties in schema order).
    pub fn columns_for(&self, phrase: &str, owner: Option<&str>) -> Vec<(usize, usize, f64)> {
        let mut out = Vec::new();
        for (t, table) in self.tables.iter().enumerate() {
            for c in 0..table.columns.len() {
                let s = self.column_score(phrase, owner, t, c);
                if s > 0.0 {
                    out.push((t, c, s));
                }
            }
        }
        out.sort_by(|a, b| b.2.total_cmp(&a.2));
        out
    }

    /// Every table scored for `phrase`, best first.
    pub fn tables_for(&self, phrase: &str) -> Vec<(usize, f64)> {
        let mut out: Vec<(usize, f64)> = (0..self.tables.len())
            .map(|t| (t, self.table_score(phrase, t)))
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        out
    }

    /// The best column score and the best table score of a phrase.
    pub fn best(&self, phrase: &str) -> (f64, f64) {
        let col = self.columns_for(phrase, None).first().map_or(0.0, |x| x.2);
        let table = self.tables_for(phrase).first().map_or(0.0, |x| x.1);
        (col, table)
    }

    /// Applies learned hints whose entity is one of these phrases (folded, singular, or very
    /// similar): the preferred component is boosted above any unhinted one, the rejected ones
    /// demoted.
    fn hinted(&self, phrases: &[&str], component: &str, s: f64) -> f64 {
        let mut s = s;
        let component = fold(component);
        for hint in self.hints.iter().filter(|h| h.enabled) {
            let entity = fold(&hint.entity);
            let same = phrases.iter().any(|p| {
                let p = fold(p);
                entity == p || stem_all(&entity) == stem_all(&p) || self.score(&entity, &p) >= 0.95
            });
            if !same {
                continue;
            }
            if fold(&hint.preferred) == component {
                s = s.max(0.9) + HINT_BOOST;
            } else if hint.over.iter().any(|o| fold(o) == component) {
                s *= HINT_DEMOTE;
            }
        }
        s
    }

    pub fn table_index(&self, name: &str) -> Option<usize> {
        self.tables
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))
    }

    pub fn column_index(&self, t: usize, name: &str) -> Option<usize> {
        self.tables
            .get(t)?
            .columns
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embed::text::humanize;
    use crate::generate::builtin::names::split_compounds;
    use rstest::rstest;

    #[rstest]
    #[case("membership level", "level of membership", 1.0)]
    #[case("first name", "first name", 1.0)]
    #[case("continent id", "cont id", 0.9)]
    #[case("hometown", "roll number", 0.0)]
    #[case("engine displacement", "edispl", 0.85)]
    #[case("edispl", "engine displacement", 0.85)]
    #[case("average gross earnings", "agee", 0.0)]
    #[case("age", "average gross earnings", 0.0)]
    fn word_overlap(#[case] a: &str, #[case] b: &str, #[case] want: f64) {
        assert!(
            (word_score(a, b) - want).abs() < 1e-9,
            "{a} ~ {b}: {}",
            word_score(a, b)
        );
    }

    #[rstest]
    #[case("continentid", "continent id")]
    #[case("pettype", "pet type")]
    #[case("first name", "first name")]
    #[case("fname", "fname")]
    #[case("id", "id")]
    fn splits_glued_words(#[case] text: &str, #[case] want: &str) {
        assert_eq!(split_compounds(text), want);
    }

    #[test]
    fn precomputed_columns_need_siblings() {
        let col = |n: &str| ColInfo {
            name: n.into(),
            human: humanize(n),
            qualified: String::new(),
            numeric: true,
            precomputed: None,
            reference: false,
            target: None,
        };
        let mut cols = vec![
            col("avg_age"),
            col("max_age"),
            col("total_spent"),
            col("country"),
        ];
        mark_precomputed(&mut cols);
        assert_eq!(cols[0].precomputed, Some((Agg::Avg, "age".into())));
        assert_eq!(cols[1].precomputed, Some((Agg::Max, "age".into())));
        assert_eq!(cols[2].precomputed, None);
        assert_eq!(cols[3].precomputed, None);
    }
}
