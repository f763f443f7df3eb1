//! Schema linking: how well a question phrase names each table and column.
//!
//! Owns: the link score (the injected [`Similarity`] combined with a word-overlap score that
//! knows identifiers, plurals and abbreviations), the owner context ("name *of the song*"),
//! learned hints (a hinted component is boosted, its rejected alternatives demoted), and the
//! recognition of precomputed-aggregate columns (`avg_x`, `x_max`, `total_x`), which ordinary
//! linking leaves out: they are offered only where an aggregate is asked for.
//! Must not touch: parsing or SQL; it sees only the (possibly masked) schema it is given.

use super::frame::Agg;
use super::names::{
    content_words, human, mark_precomputed, said_words, stem_all, table_initial_expanded,
    unsaid_of, word_score,
};
use super::score_memo::ScoreMemo;
use crate::core::hints::{fold, Hint};
use crate::core::ports::Similarity;
use crate::core::schema::Schema;
use std::sync::Arc;

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
    /// Declared as text (`Column::declared_text`): a number said against it is compared as
    /// the text it is stored as.
    pub text: bool,
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
    /// The question's word for the role this instance plays (`roles.rs`), if it is one.
    pub role: Option<String>,
    /// The words of the roles the question names for this table's other instances.
    pub role_words: Vec<String>,
    /// For a role instance: the table and column whose key reads it, and where the question
    /// says the role (a token index of [`Linker::words`]).
    pub role_via: Option<(usize, String)>,
    pub role_at: Option<usize>,
}

/// Links to a role instance of a table for a phrase that does not say the role, or to the
/// plain table for one that does, count this much.
pub const ROLE_UNSAID: f64 = 0.6;

/// Links to a column derived from another (the year of a date, `date_parts.rs`) count this much:
/// a column the schema stores is what its name names first.
const DERIVED: f64 = 0.85;

/// Table links to a relationship table count this much.
const LINK_TABLE: f64 = 0.7;

/// Link scores over one schema, with a memo of pair scores (`score_memo.rs`).
pub struct Linker<'a> {
    pub tables: Vec<TableInfo>,
    sim: &'a (dyn Similarity + Send + Sync),
    hints: &'a [Hint],
    /// The question's tokens, when it names roles (`roles.rs`): where values and roles sit.
    pub words: Vec<String>,
    memo: Arc<ScoreMemo>,
}

impl TableInfo {
    /// The column is a key of some kind: named as one, a reference to another table, or this
    /// table's primary key (declared or read from the data). It identifies rows; it measures
    /// and names nothing.
    pub fn holds_key(&self, column: &ColInfo) -> bool {
        column.named_as_key()
            || column.reference
            || self
                .primary_key
                .iter()
                .any(|k| k.eq_ignore_ascii_case(&column.name))
    }
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
                            text: c.declared_text(),
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
                    role: None,
                    role_words: Vec::new(),
                    role_via: None,
                    role_at: None,
                }
            })
            .collect();
        Linker {
            tables,
            sim,
            hints,
            words: Vec::new(),
            memo: Arc::new(ScoreMemo::default()),
        }
    }

    /// Keep scores in `memo`, shared with the generator's other linkers (`score_memo.rs`).
    /// The memo must be for this linker's similarity backend.
    pub fn with_memo(mut self, memo: Arc<ScoreMemo>) -> Self {
        self.memo = memo;
        self
    }

    /// Similarity of two humanised texts: the injected model or matcher, or word overlap when
    /// that is higher (identifier pieces, plurals and prefixes the model may miss).
    pub fn score(&self, a: &str, b: &str) -> f64 {
        if let Some(s) = self.memo.get(a, b) {
            return s;
        }
        let s = self.sim.similarity(a, b);
        let s = if s.is_finite() {
            s.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let s = s.max(word_score(a, b));
        self.memo.put(a, b, s);
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
        // A date's year is named by a year, never by the date's own words; a year the table
        // stores (elsewhere in the schema) is named by it first.
        let derived = if super::date_parts::decode(&col.name).is_some() {
            if !super::date_parts::names_a_year(phrase) {
                return 0.0;
            }
            DERIVED
        } else {
            1.0
        };
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
        s *= derived * self.role_fit(t, phrase, owner) * self.holder_fit(t, c, phrase, owner);
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
        let s = self.score(phrase, &table.human)
            * if table.link_table { LINK_TABLE } else { 1.0 }
            * self.role_fit(t, phrase, None);
        self.hinted(&[phrase], &table.name, s)
    }

    /// Every ordinary column scored for `phrase`, best first. Equal scores rank by the words
    /// of the column's name, then of its table's, that the phrase (with its owner) leaves
    /// unsaid, then by table name ([`Self::table_order`]): never by where the catalog lists
    /// the table. Within one table, columns keep their order.
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
        let said = said_words(&match owner {
            Some(o) => format!("{o} {phrase}"),
            None => phrase.to_string(),
        });
        // The tie-breaking words are counted once per column, not once per comparison.
        let unsaid: Vec<(usize, usize)> = out
            .iter()
            .map(|&(t, c, _)| {
                let col = &self.tables[t].columns[c];
                (
                    unsaid_of(&said, &col.human),
                    unsaid_of(&said, &col.qualified),
                )
            })
            .collect();
        let mut order: Vec<usize> = (0..out.len()).collect();
        order.sort_by(|&i, &j| {
            let (a, b) = (out[i], out[j]);
            b.2.total_cmp(&a.2)
                .then_with(|| unsaid[i].cmp(&unsaid[j]))
                .then_with(|| self.table_order(a.0, b.0))
                .then(a.1.cmp(&b.1))
        });
        order.into_iter().map(|i| out[i]).collect()
    }

    /// Every table scored for `phrase`, best first. Equal scores rank by the words of the
    /// table's name the phrase leaves unsaid (fewer first: "employees" names `employees` in
    /// full, `employee_details` only in part, though both score 1), then by name
    /// ([`Self::table_order`]): never by where the catalog lists the table.
    pub fn tables_for(&self, phrase: &str) -> Vec<(usize, f64)> {
        let mut out: Vec<(usize, f64)> = (0..self.tables.len())
            .map(|t| (t, self.table_score(phrase, t)))
            .collect();
        let said = said_words(phrase);
        let unsaid: Vec<usize> = self
            .tables
            .iter()
            .map(|table| unsaid_of(&said, &table.human))
            .collect();
        out.sort_by(|a, b| {
            b.1.total_cmp(&a.1)
                .then_with(|| {
                    if a.1 > 0.0 {
                        unsaid[a.0].cmp(&unsaid[b.0])
                    } else {
                        std::cmp::Ordering::Equal
                    }
                })
                .then_with(|| self.table_order(a.0, b.0))
        });
        out
    }

    /// An order of tables that does not depend on the schema's: by name (case folded, then
    /// as written), a role instance by its words; the same table's instances in the order they
    /// were added.
    pub fn table_order(&self, a: usize, b: usize) -> std::cmp::Ordering {
        let key = |t: usize| {
            let table = &self.tables[t];
            (table.name.to_lowercase(), &table.name, &table.human)
        };
        key(a).cmp(&key(b)).then(a.cmp(&b))
    }

    /// The best column score and the best table score of a phrase.
    pub fn best(&self, phrase: &str) -> (f64, f64) {
        let col = self.columns_for(phrase, None).first().map_or(0.0, |x| x.2);
        let table = self.tables_for(phrase).first().map_or(0.0, |x| x.1);
        (col, table)
    }

    /// How well a phrase (with its owner) fits a table's role: a role instance is read for a
    /// phrase that says its role ("the *white* player's surname"), and the plain table for
    /// one that says none of the roles the question names.
    pub fn role_fit(&self, t: usize, phrase: &str, owner: Option<&str>) -> f64 {
        let table = &self.tables[t];
        if table.role.is_none() && table.role_words.is_empty() {
            return 1.0;
        }
        let mut words = stem_all(phrase);
        if let Some(o) = owner {
            words = format!("{words} {}", stem_all(o));
        }
        let says = |w: &str| format!(" {words} ").contains(&format!(" {w} "));
        match &table.role {
            Some(role) if says(role) => 1.0,
            Some(_) => ROLE_UNSAID,
            None if table.role_words.iter().any(|w| says(w)) => ROLE_UNSAID,
            None => 1.0,
        }
    }

    /// How well a phrase fits a key column that reads a role instance (`sales.seller_id` for
    /// the seller): "the seller's username" says the role and asks for something of it, which
    /// the instance holds, not the key; "the seller id" asks for the key.
    fn holder_fit(&self, t: usize, c: usize, phrase: &str, owner: Option<&str>) -> f64 {
        let Some(role) = self
            .role_read_by(t, &self.tables[t].columns[c].name)
            .and_then(|u| self.tables[u].role.as_ref())
        else {
            return 1.0;
        };
        let role_words = content_words(role);
        let mut words = content_words(phrase);
        words.extend(owner.map(content_words).unwrap_or_default());
        let rest: Vec<&String> = words.iter().filter(|w| !role_words.contains(w)).collect();
        let asks_key = rest
            .iter()
            .any(|w| matches!(w.as_str(), "id" | "key" | "code" | "number" | "no"));
        if rest.is_empty() || asks_key {
            1.0
        } else {
            ROLE_UNSAID
        }
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

    /// Adds a second instance of table `base` in a role the question names (`word`, "origin"
    /// of depots): the same name and columns, linked as `human` ("origin depots"), read
    /// through `via` (holder table, key column), said at token `at`. Returns its index.
    pub fn push_role(
        &mut self,
        base: usize,
        word: &str,
        human: &str,
        via: (usize, &str),
        at: usize,
    ) -> usize {
        self.tables[base].role_words.push(word.to_string());
        let mut table = self.tables[base].clone();
        table.role = Some(word.to_string());
        table.role_via = Some((via.0, via.1.to_string()));
        table.role_at = Some(at);
        table.role_words.clear();
        table.human = human.to_string();
        for col in &mut table.columns {
            col.qualified = format!("{} {}", table.human, col.human);
        }
        self.tables.push(table);
        self.tables.len() - 1
    }

    /// The table `holder.column` refers to: the role instance it reads, if the question
    /// names one, else the table of the key's declared target.
    pub fn referred(&self, holder: usize, column: usize) -> Option<usize> {
        let col = self.tables.get(holder)?.columns.get(column)?;
        self.role_read_by(holder, &col.name)
            .or_else(|| self.table_index(col.target.as_deref()?))
    }

    /// The role instance that `holder.column` reads, if the question names one.
    fn role_read_by(&self, holder: usize, column: &str) -> Option<usize> {
        if self.words.is_empty() {
            return None; // no role named: nothing to scan
        }
        self.tables.iter().position(|t| {
            t.role_via
                .as_ref()
                .is_some_and(|(h, c)| *h == holder && c.eq_ignore_ascii_case(column))
        })
    }

    /// The instances of table `t` that may hold a value the question writes as `raw`, with
    /// their fit: a role instance whose role the question says just before the value ("from
    /// a depot in *the Midlands*") holds it, and then the other instances are unlikelier.
    pub fn value_instances(&self, t: usize, raw: &str) -> Vec<(usize, f64)> {
        let name = &self.tables[t].name;
        let instances: Vec<usize> = (0..self.tables.len())
            .filter(|&u| u == t || self.tables[u].role.is_some() && self.tables[u].name == *name)
            .collect();
        if instances.len() == 1 {
            return vec![(t, 1.0)];
        }
        let first = raw
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_lowercase();
        let value_at = self.words.iter().position(|w| *w == first);
        // The nearest role said before the value, at most six words before it ("from a depot
        // in the Midlands"), else one said right after it ("Music as their parent").
        let said: Vec<(usize, usize)> = instances
            .iter()
            .filter_map(|&u| Some((u, self.tables[u].role_at?)))
            .collect();
        let words = &self.words;
        let between = |a: usize, b: usize| words.get(a + 1..b).unwrap_or_default();
        let one_sentence = |a: usize, b: usize| {
            !between(a, b)
                .iter()
                .any(|w| matches!(w.as_str(), "." | "?" | "!" | ";"))
        };
        // A role over rows of the table's own kind relates the value's row to another: "who
        // supervises Dorian Novak", "the supervisor of Dorian Novak" and "Dorian Novak's
        // supervisor" name the supervised row, which is the base; the role's own row is named
        // only through "is", "by" or "as" ("supervised by Dorian Novak", "whose supervisor is
        // Dorian Novak", "with Dorian Novak as their supervisor").
        let of_own_kind = |u: usize| {
            self.tables[u]
                .role_via
                .as_ref()
                .is_some_and(|(holder, _)| *holder == t)
        };
        // "the subfolders of Projects" says the role by the base rows' own word, so the
        // value it takes is the role's (the parent).
        let base_words = content_words(&human(&self.tables[t].name));
        let base_noun = base_words.last().map(String::as_str).unwrap_or_default();
        let said_by_base = |at: usize| {
            words
                .get(at)
                .is_some_and(|w| super::roles::says_child(&super::lexicon::stem(w), base_noun))
        };
        let names_role = |u: usize, a: usize, b: usize| {
            !of_own_kind(u)
                || said_by_base(self.tables[u].role_at.unwrap_or(usize::MAX))
                || between(a, b)
                    .iter()
                    .any(|w| matches!(w.as_str(), "is" | "was" | "are" | "were" | "by" | "as"))
        };
        let nearest = value_at.and_then(|v| {
            let before = said
                .iter()
                .filter(|&&(_, at)| at < v && v - at <= 6 && one_sentence(at, v))
                .max_by_key(|&&(_, at)| at)
                .map(|&(u, at)| if names_role(u, at, v) { u } else { t });
            let after = said
                .iter()
                .filter(|&&(_, at)| at > v && at - v <= 4 && one_sentence(v, at))
                .min_by_key(|&&(_, at)| at)
                .map(|&(u, at)| if names_role(u, v, at) { u } else { t });
            before.or(after)
        });
        instances
            .into_iter()
            .map(|u| match nearest {
                Some(n) if n == u => (u, 1.0),
                Some(_) => (u, ROLE_UNSAID),
                None if self.tables[u].role.is_some() => (u, ROLE_UNSAID),
                None => (u, 1.0),
            })
            .collect()
    }

    /// The first table of this name: a role instance is never found by name, its base is.
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
    #[case("discount", "discount")]
    #[case("headcount", "head count")]
    fn splits_glued_words(#[case] text: &str, #[case] want: &str) {
        assert_eq!(split_compounds(text), want);
    }

    /// Three tables listed in `order` (indices into the names), each keyed by `id` with a
    /// `note` column: the same schema however the catalog lists it.
    fn listed(order: &[usize]) -> Schema {
        use crate::core::schema::Table;
        let names = ["orders", "order_details", "customers"];
        Schema {
            tables: order
                .iter()
                .map(|&i| Table::with_columns(names[i], &["id", "note"], &["id"]))
                .collect(),
            ..Default::default()
        }
    }

    /// "orders" scores `order_details` as it scores `orders` (its "details" is a filler
    /// word), yet names only `orders` in full: that one ranks first, whichever the catalog
    /// lists first, and so do the columns the two tables share.
    #[rstest]
    #[case(&[0, 1, 2])]
    #[case(&[1, 0, 2])]
    #[case(&[2, 1, 0])]
    fn ranking_does_not_follow_the_schema_order(#[case] order: &[usize]) {
        let sim = crate::embed::Lexical::new();
        let schema = listed(order);
        let linker = Linker::new(&schema, &sim, &[]);
        let name = |t: usize| linker.tables[t].name.clone();
        let ranked = linker.tables_for("orders");
        assert_eq!(ranked[0].1, ranked[1].1, "the scores tie: {ranked:?}");
        let tables: Vec<String> = ranked.iter().map(|&(t, _)| name(t)).collect();
        assert_eq!(tables, ["orders", "order_details", "customers"]);
        let columns: Vec<String> = linker
            .columns_for("note", Some("orders"))
            .iter()
            .map(|&(t, c, _)| format!("{}.{}", name(t), linker.tables[t].columns[c].name))
            .collect();
        assert_eq!(columns[..2], ["orders.note", "order_details.note"]);
        let notes: Vec<String> = linker
            .columns_for("note", None)
            .iter()
            .map(|&(t, _, _)| name(t))
            .collect();
        // Equally said ("note" leaves one word of `orders note` and `customers note` unsaid,
        // two of `order details note`): by name.
        assert_eq!(notes, ["customers", "orders", "order_details"]);
    }

    #[test]
    fn precomputed_columns_need_siblings() {
        let col = |n: &str| ColInfo {
            name: n.into(),
            human: humanize(n),
            qualified: String::new(),
            numeric: true,
            text: false,
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
