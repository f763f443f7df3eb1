//! A grounded reading: tables, joins and expressions named in the schema, and its SQL text.
//!
//! Owns: the [`Query`] structure every reading is built as, its rendering to SQL in the schema engine's dialect (aliases
//! `T1…` only when several tables are read, identifiers quoted only when they must be) and the
//! phrase tags that end up on its atoms.
//! Must not touch: choosing anything — it renders what grounding decided.

use super::frame::{Agg, Op, SetOp};
use crate::core::engine::{BareColumns, Engine};
use crate::core::schema::Schema;

/// A column of one FROM item (`inst` indexes [`Query::from`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ColRef {
    pub inst: usize,
    pub column: String,
}

/// A projected, grouped or ordered expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Col(ColRef),
    /// `agg(col)` or `agg(*)` when the column is `None`.
    Agg(Agg, Option<ColRef>),
}

/// The right-hand side of a predicate.
#[derive(Debug, Clone, PartialEq)]
pub enum Rhs {
    /// A literal already rendered (`4`, `'France'`).
    Lit(String),
    Sub(Box<Query>),
}

/// How a predicate compares.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PredOp {
    Cmp(Op),
    /// `lhs IN (…)`: the right-hand side a list of literals, rendered whole.
    In,
    NotIn,
    /// `lhs IS NULL` (the right-hand side is not rendered).
    IsNull,
    /// `lhs IS NOT NULL` (likewise).
    IsNotNull,
}

/// One WHERE or HAVING conjunct (`or`: joined to the previous one with OR).
#[derive(Debug, Clone, PartialEq)]
pub struct Pred {
    pub lhs: Expr,
    pub op: PredOp,
    pub rhs: Rhs,
    pub or: bool,
}

/// `JOIN from[right] ON from[left].left_col = from[right].right_col`.
#[derive(Debug, Clone, PartialEq)]
pub struct Join {
    pub left: usize,
    pub left_col: String,
    pub right: usize,
    pub right_col: String,
}

/// A question phrase and the schema component or value it stands for, lower-cased:
/// `table`, `table.column` or a rendered literal.
#[derive(Debug, Clone, PartialEq)]
pub struct Tag {
    pub component: String,
    pub phrase: String,
}

/// One SQL reading.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Query {
    pub from: Vec<String>,
    pub joins: Vec<Join>,
    pub select: Vec<Expr>,
    pub distinct: bool,
    pub preds: Vec<Pred>,
    pub group: Vec<ColRef>,
    pub having: Vec<Pred>,
    pub order: Vec<(Expr, bool)>,
    pub limit: Option<u64>,
    pub set_op: Option<(SetOp, Box<Query>)>,
    pub tags: Vec<Tag>,
}

/// A text literal with quotes doubled.
pub fn text_literal(value: &str) -> String {
    format!("'{}'", value.replace('\'', "''"))
}

impl Query {
    /// Every column this level reads (not its subqueries' or compound part's).
    pub fn own_columns_mut(&mut self) -> Vec<&mut ColRef> {
        fn of(e: &mut Expr) -> Option<&mut ColRef> {
            match e {
                Expr::Col(c) => Some(c),
                Expr::Agg(_, c) => c.as_mut(),
            }
        }
        let mut out: Vec<&mut ColRef> = Vec::new();
        out.extend(self.select.iter_mut().filter_map(of));
        out.extend(self.preds.iter_mut().filter_map(|p| of(&mut p.lhs)));
        out.extend(self.group.iter_mut());
        out.extend(self.having.iter_mut().filter_map(|p| of(&mut p.lhs)));
        out.extend(self.order.iter_mut().filter_map(|(e, _)| of(e)));
        out
    }

    /// Reads one row once: of two FROM items of one table joined to the same item through the
    /// same key (a role's instance and the plain table, both through `commander_id`), the later
    /// is dropped and its reads move to the earlier. Both hold the same row, so the result is
    /// the same; the SQL and its atoms say it once.
    pub fn merge_repeated_reads(&mut self) {
        while let Some((keep, drop)) = self.repeated_read() {
            for c in self.own_columns_mut() {
                if c.inst == drop {
                    c.inst = keep;
                }
            }
            self.joins.retain(|j| j.left != drop && j.right != drop);
            self.from.remove(drop);
            for c in self.own_columns_mut() {
                if c.inst > drop {
                    c.inst -= 1;
                }
            }
            for j in &mut self.joins {
                for i in [&mut j.left, &mut j.right] {
                    if *i > drop {
                        *i -= 1;
                    }
                }
            }
        }
    }

    /// `(earlier, later)` FROM items that read the same row (see [`Self::merge_repeated_reads`]);
    /// only items joined by that one join qualify, so nothing else hangs off the dropped one.
    fn repeated_read(&self) -> Option<(usize, usize)> {
        // Each join as (item it hangs from, that item's column, item it adds, its column).
        fn ends(j: &Join) -> [(usize, &str, usize, &str); 2] {
            [
                (j.left, j.left_col.as_str(), j.right, j.right_col.as_str()),
                (j.right, j.right_col.as_str(), j.left, j.left_col.as_str()),
            ]
        }
        let joined = |i: usize| {
            self.joins
                .iter()
                .filter(|j| j.left == i || j.right == i)
                .count()
        };
        let all: Vec<_> = self.joins.iter().flat_map(ends).collect();
        for (x, &(ha, ca, ia, ka)) in all.iter().enumerate() {
            for &(hb, cb, ib, kb) in &all[x + 1..] {
                let same = ha == hb
                    && ia != ib
                    && ca.eq_ignore_ascii_case(cb)
                    && ka.eq_ignore_ascii_case(kb)
                    && self.from[ia].eq_ignore_ascii_case(&self.from[ib]);
                let (keep, drop) = (ia.min(ib), ia.max(ib));
                if same && joined(drop) == 1 {
                    return Some((keep, drop));
                }
            }
        }
        None
    }

    /// The columns shown or ordered by that a grouped query neither groups nor aggregates and
    /// `engine` will not take bare, each once: they join the GROUP BY. Only columns of a table
    /// instance whose key the groups fix are added (grouped, or equal through a join condition
    /// to a grouped column: grouping firings by `kiln_id` fixes the joined kiln), so the groups
    /// and rows stay those SQLite returns; any other bare column is left for the engine to refuse.
    fn bare_columns<'q>(&'q self, engine: Engine, schema: Option<&Schema>) -> Vec<&'q ColRef> {
        if engine.bare_columns() == BareColumns::Any {
            // SQLite: every reading is rendered here, so skip the closure below.
            return Vec::new();
        }
        let same = |a: &ColRef, inst: usize, column: &str| {
            a.inst == inst && a.column.eq_ignore_ascii_case(column)
        };
        let key_of = |inst: usize| -> &[String] {
            self.from
                .get(inst)
                .and_then(|name| schema?.table(name))
                .map_or(&[], |t| t.primary_key.as_slice())
        };
        // The grouped columns closed under the join conditions' equalities.
        let mut fixed: Vec<ColRef> = self.group.clone();
        loop {
            let before = fixed.len();
            for j in &self.joins {
                let ends = [(j.left, &j.left_col), (j.right, &j.right_col)];
                for (from, to) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                    let known = fixed.iter().any(|f| same(f, from.0, from.1));
                    if known && !fixed.iter().any(|f| same(f, to.0, to.1)) {
                        fixed.push(ColRef {
                            inst: to.0,
                            column: to.1.clone(),
                        });
                    }
                }
            }
            if fixed.len() == before {
                break;
            }
        }
        let covered = |set: &[ColRef], inst: usize, key: &[String]| {
            !key.is_empty() && key.iter().all(|k| set.iter().any(|f| same(f, inst, k)))
        };
        // A table without a declared key is taken as keyed by what fixes it.
        let determined = |inst: usize| {
            let key = key_of(inst);
            if key.is_empty() {
                fixed.iter().any(|f| f.inst == inst)
            } else {
                covered(&fixed, inst, key)
            }
        };
        let mut bare: Vec<&ColRef> = Vec::new();
        let shown = self.select.iter().chain(self.order.iter().map(|(e, _)| e));
        for c in shown.filter_map(|e| match e {
            Expr::Col(c) => Some(c),
            Expr::Agg(..) => None,
        }) {
            let taken = match engine.bare_columns() {
                BareColumns::Any => true,
                BareColumns::KeyDetermined => covered(&self.group, c.inst, key_of(c.inst)),
                BareColumns::None => false,
            };
            let grouped = self.group.iter().any(|g| same(g, c.inst, &c.column));
            if !taken && !grouped && determined(c.inst) && !bare.contains(&c) {
                bare.push(c);
            }
        }
        bare
    }

    fn col(&self, c: &ColRef, engine: Engine) -> String {
        let derived = super::date_parts::decode(&c.column);
        let name = derived.map_or(c.column.as_str(), |(column, _)| column);
        let stored = if self.from.len() > 1 {
            format!("T{}.{}", c.inst + 1, engine.ident(name))
        } else {
            engine.ident(name)
        };
        match derived {
            Some((_, part)) => super::date_parts::render(&stored, part, engine),
            None => stored,
        }
    }

    fn expr(&self, e: &Expr, engine: Engine) -> String {
        match e {
            Expr::Col(c) => self.col(c, engine),
            Expr::Agg(agg, None) => format!("{}(*)", agg.sql()),
            Expr::Agg(Agg::CountDistinct, Some(c)) => {
                format!("COUNT(DISTINCT {})", self.col(c, engine))
            }
            Expr::Agg(agg, Some(c)) => format!("{}({})", agg.sql(), self.col(c, engine)),
        }
    }

    /// The predicates joined: a run joined by OR is one alternative among the others, so it is
    /// parenthesised when AND joins it to more ("in Oregon or Washington and not run by X" is
    /// `(st = 'OR' OR st = 'WA') AND …`; SQL's precedence would read `… OR (st = 'WA' AND …)`).
    fn preds(&self, preds: &[Pred], engine: Engine, schema: Option<&Schema>) -> String {
        let mixed = preds.iter().skip(1).any(|p| p.or) && preds.iter().skip(1).any(|p| !p.or);
        let mut runs: Vec<Vec<String>> = Vec::new();
        let mut skip = false;
        for (i, p) in preds.iter().enumerate() {
            if std::mem::take(&mut skip) {
                continue;
            }
            // "between 1 and 1.5": both bounds of one attribute, inclusive, said as SQL says
            // it (one condition, as the analyst reads it, not two).
            let range = preds.get(i + 1).and_then(|q| match (p, q) {
                (
                    Pred {
                        op: PredOp::Cmp(Op::Ge),
                        rhs: Rhs::Lit(lo),
                        ..
                    },
                    Pred {
                        op: PredOp::Cmp(Op::Le),
                        rhs: Rhs::Lit(hi),
                        or: false,
                        ..
                    },
                ) if q.lhs == p.lhs
                    && (i == 0 || !p.or)
                    && preds.get(i + 2).is_none_or(|r| !r.or) =>
                {
                    Some((lo, hi))
                }
                _ => None,
            });
            let text = match range {
                Some((lo, hi)) => {
                    skip = true;
                    format!("{} BETWEEN {lo} AND {hi}", self.expr(&p.lhs, engine))
                }
                None => self.pred(p, engine, schema),
            };
            match runs.last_mut() {
                Some(run) if i > 0 && p.or => run.push(text),
                _ => runs.push(vec![text]),
            }
        }
        runs.into_iter()
            .map(|run| match run.len() {
                n if n > 1 && mixed => format!("({})", run.join(" OR ")),
                _ => run.join(" OR "),
            })
            .collect::<Vec<_>>()
            .join(" AND ")
    }

    fn pred(&self, p: &Pred, engine: Engine, schema: Option<&Schema>) -> String {
        let rhs = match &p.rhs {
            Rhs::Lit(l) => l.clone(),
            Rhs::Sub(q) => format!("({})", q.sql_for(engine, schema)),
        };
        let op = match p.op {
            PredOp::Cmp(Op::Like(_)) => engine.like(false),
            PredOp::Cmp(Op::NotLike(_)) => engine.like(true),
            PredOp::Cmp(op) => op.sql(),
            PredOp::In => "IN",
            PredOp::NotIn => "NOT IN",
            PredOp::IsNull => return format!("{} IS NULL", self.expr(&p.lhs, engine)),
            PredOp::IsNotNull => return format!("{} IS NOT NULL", self.expr(&p.lhs, engine)),
        };
        let lhs = self.expr(&p.lhs, engine);
        let lhs = match (&p.op, &p.lhs, schema) {
            (PredOp::Cmp(Op::Like(_) | Op::NotLike(_)), Expr::Col(c), Some(schema)) => {
                match self.decl_type(c, schema) {
                    Some(decl) => engine.pattern_operand(&lhs, decl),
                    None => lhs,
                }
            }
            _ => lhs,
        };
        format!("{lhs} {op} {rhs}")
    }

    /// The SQL text in SQLite's dialect (tests, and ordering readings before rendering).
    pub fn sql(&self) -> String {
        self.sql_in(Engine::Sqlite)
    }

    /// The declared type of the column `c` reads.
    fn decl_type<'s>(&self, c: &ColRef, schema: &'s Schema) -> Option<&'s str> {
        let table = self.from.get(c.inst)?;
        schema
            .tables
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(table))?
            .column(&c.column)
            .map(|column| column.decl_type.as_str())
    }

    /// The SQL text in `engine`'s dialect: identifiers quoted as it reads them, and its
    /// case-insensitive pattern operator.
    pub fn sql_in(&self, engine: Engine) -> String {
        self.sql_for(engine, None)
    }

    /// The SQL text in the dialect of `schema`'s engine, which also knows the columns' types:
    /// a pattern match on a non-text column reads its text form where the engine needs that.
    pub fn sql_of(&self, schema: &Schema) -> String {
        self.sql_for(schema.engine, Some(schema))
    }

    fn sql_for(&self, engine: Engine, schema: Option<&Schema>) -> String {
        let mut s = String::from("SELECT ");
        if self.distinct {
            s.push_str("DISTINCT ");
        }
        let items: Vec<String> = self.select.iter().map(|e| self.expr(e, engine)).collect();
        s.push_str(&items.join(", "));
        s.push_str(" FROM ");
        let aliased = self.from.len() > 1;
        for (i, table) in self.from.iter().enumerate() {
            let item = if aliased {
                format!("{} AS T{}", engine.ident(table), i + 1)
            } else {
                engine.ident(table)
            };
            if i == 0 {
                s.push_str(&item);
                continue;
            }
            s.push_str(" JOIN ");
            s.push_str(&item);
            if let Some(j) = self.joins.iter().find(|j| j.right == i) {
                s.push_str(&format!(
                    " ON T{}.{} = T{}.{}",
                    j.left + 1,
                    engine.ident(&j.left_col),
                    j.right + 1,
                    engine.ident(&j.right_col)
                ));
            }
        }
        if !self.preds.is_empty() {
            s.push_str(" WHERE ");
            s.push_str(&self.preds(&self.preds, engine, schema));
        }
        if !self.group.is_empty() {
            let keys: Vec<String> = self
                .group
                .iter()
                .chain(self.bare_columns(engine, schema))
                .map(|c| self.col(c, engine))
                .collect();
            s.push_str(" GROUP BY ");
            s.push_str(&keys.join(", "));
        }
        if !self.having.is_empty() {
            s.push_str(" HAVING ");
            s.push_str(&self.preds(&self.having, engine, schema));
        }
        if !self.order.is_empty() {
            let keys: Vec<String> = self
                .order
                .iter()
                .map(|(e, desc)| {
                    let direction = if *desc { "DESC" } else { "ASC" };
                    format!("{} {direction}", self.expr(e, engine))
                })
                .collect();
            s.push_str(" ORDER BY ");
            s.push_str(&keys.join(", "));
        }
        if let Some(n) = self.limit {
            s.push_str(&format!(" LIMIT {n}"));
        }
        if let Some((op, right)) = &self.set_op {
            s = format!("{s} {} {}", op.sql(), right.sql_for(engine, schema));
        }
        s
    }

    /// Records that `phrase` stands for `component` (kept once).
    pub fn tag(&mut self, component: &str, phrase: &str) {
        let tag = Tag {
            component: component.to_lowercase(),
            phrase: phrase.to_string(),
        };
        if !phrase.is_empty() && !self.tags.contains(&tag) {
            self.tags.push(tag);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn join(left: usize, left_col: &str, right: usize, right_col: &str) -> Join {
        Join {
            left,
            left_col: left_col.into(),
            right,
            right_col: right_col.into(),
        }
    }

    fn col(inst: usize, column: &str) -> Expr {
        Expr::Col(ColRef {
            inst,
            column: column.into(),
        })
    }

    /// Two reads of `astronauts` through the same `commander_id` are one read; a read through
    /// `pilot_id` is another row and stays.
    #[test]
    fn a_row_read_twice_through_one_key_is_read_once() {
        let mut q = Query {
            from: vec![
                "missions".into(),
                "astronauts".into(),
                "astronauts".into(),
                "astronauts".into(),
            ],
            joins: vec![
                join(0, "commander_id", 1, "astronaut_id"),
                join(0, "commander_id", 2, "astronaut_id"),
                join(0, "pilot_id", 3, "astronaut_id"),
            ],
            select: vec![col(2, "surname"), col(3, "surname")],
            ..Query::default()
        };
        q.merge_repeated_reads();
        assert_eq!(q.from, vec!["missions", "astronauts", "astronauts"]);
        assert_eq!(
            q.joins,
            vec![
                join(0, "commander_id", 1, "astronaut_id"),
                join(0, "pilot_id", 2, "astronaut_id")
            ]
        );
        assert_eq!(q.select, vec![col(1, "surname"), col(2, "surname")]);
        let before = q.clone();
        q.merge_repeated_reads();
        assert_eq!(q, before, "nothing left to merge");
    }

    /// Both inclusive bounds of one column are said as BETWEEN; a bound joined by OR, or bounds
    /// of two columns, stay apart (merging would change what the OR joins).
    #[test]
    fn an_inclusive_range_of_one_column_is_between() {
        let bound = |column: &str, op: Op, v: &str, or: bool| Pred {
            lhs: col(0, column),
            op: PredOp::Cmp(op),
            rhs: Rhs::Lit(v.into()),
            or,
        };
        let query = |preds: Vec<Pred>| Query {
            from: vec!["obs".into()],
            select: vec![Expr::Agg(Agg::Count, None)],
            preds,
            ..Query::default()
        };
        let q = query(vec![
            bound("seeing", Op::Ge, "1", false),
            bound("seeing", Op::Le, "1.5", false),
        ]);
        assert_eq!(
            q.sql(),
            "SELECT COUNT(*) FROM obs WHERE seeing BETWEEN 1 AND 1.5"
        );
        let q = query(vec![
            bound("seeing", Op::Ge, "1", false),
            bound("fwhm", Op::Le, "1.5", false),
        ]);
        assert_eq!(
            q.sql(),
            "SELECT COUNT(*) FROM obs WHERE seeing >= 1 AND fwhm <= 1.5"
        );
        let q = query(vec![
            bound("site", Op::Eq, "'N'", false),
            bound("seeing", Op::Ge, "1", true),
            bound("seeing", Op::Le, "1.5", false),
        ]);
        assert_eq!(
            q.sql(),
            "SELECT COUNT(*) FROM obs WHERE (site = 'N' OR seeing >= 1) AND seeing <= 1.5"
        );
    }

    #[test]
    fn renders_single_and_joined_tables() {
        let q = Query {
            from: vec!["singer".into()],
            select: vec![
                Expr::Col(ColRef {
                    inst: 0,
                    column: "Name".into(),
                }),
                Expr::Agg(Agg::Count, None),
            ],
            group: vec![ColRef {
                inst: 0,
                column: "Name".into(),
            }],
            ..Query::default()
        };
        assert_eq!(q.sql(), "SELECT Name, COUNT(*) FROM singer GROUP BY Name");
        let q = Query {
            from: vec!["people".into(), "poker_player".into()],
            joins: vec![Join {
                left: 0,
                left_col: "People_ID".into(),
                right: 1,
                right_col: "People_ID".into(),
            }],
            select: vec![Expr::Col(ColRef {
                inst: 0,
                column: "Name".into(),
            })],
            preds: vec![Pred {
                lhs: Expr::Col(ColRef {
                    inst: 1,
                    column: "Earnings".into(),
                }),
                op: PredOp::Cmp(Op::Gt),
                rhs: Rhs::Lit("300000".into()),
                or: false,
            }],
            ..Query::default()
        };
        assert_eq!(
            q.sql(),
            "SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Earnings > 300000"
        );
    }

    /// "sites in Oregon or Washington not run by USGS": the two states are one alternative, and
    /// the AND binds it as a whole, not only its second half.
    #[rstest::rstest]
    #[case(&[false, true, false], "WHERE (st = 'OR' OR st = 'WA') AND agency != 'USGS'")]
    #[case(&[false, true], "WHERE st = 'OR' OR st = 'WA'")]
    #[case(&[false, false, true], "WHERE st = 'OR' AND (st = 'WA' OR agency != 'USGS')")]
    #[case(&[false, false, false], "WHERE st = 'OR' AND st = 'WA' AND agency != 'USGS'")]
    fn alternatives_joined_by_or_are_parenthesised_among_conjuncts(
        #[case] or: &[bool],
        #[case] expected: &str,
    ) {
        let pred = |column: &str, op: Op, lit: &str, or: bool| Pred {
            lhs: Expr::Col(ColRef {
                inst: 0,
                column: column.into(),
            }),
            op: PredOp::Cmp(op),
            rhs: Rhs::Lit(lit.into()),
            or,
        };
        let all = [
            ("st", Op::Eq, "'OR'"),
            ("st", Op::Eq, "'WA'"),
            ("agency", Op::Ne, "'USGS'"),
        ];
        let q = Query {
            from: vec!["sites".into()],
            select: vec![Expr::Col(ColRef {
                inst: 0,
                column: "name".into(),
            })],
            preds: all
                .iter()
                .zip(or)
                .map(|((c, op, lit), or)| pred(c, *op, lit, *or))
                .collect(),
            ..Query::default()
        };
        assert_eq!(q.sql(), format!("SELECT name FROM sites {expected}"));
    }

    /// "in 2023" of a DATE column is a prefix match on the date's text, which PostgreSQL and
    /// DuckDB only make when asked; a text column, and SQLite, need no cast.
    #[test]
    fn a_pattern_on_a_typed_column_reads_its_text_form_off_sqlite() {
        use crate::core::schema::{Column, Table};
        let like = |column: &str| Query {
            from: vec!["orders".into()],
            select: vec![Expr::Agg(Agg::Count, None)],
            preds: vec![Pred {
                lhs: Expr::Col(ColRef {
                    inst: 0,
                    column: column.into(),
                }),
                op: PredOp::Cmp(Op::Like(super::super::frame::Pattern::Starts)),
                rhs: Rhs::Lit("'2023%'".into()),
                or: false,
            }],
            ..Query::default()
        };
        let column = |name: &str, decl: &str| Column {
            name: name.into(),
            decl_type: decl.into(),
            ..Column::default()
        };
        let mut schema = Schema {
            tables: vec![Table {
                name: "orders".into(),
                columns: vec![column("placed", "DATE"), column("note", "VARCHAR")],
                ..Table::default()
            }],
            ..Schema::default()
        };
        for (engine, placed) in [
            (
                Engine::Sqlite,
                "SELECT COUNT(*) FROM orders WHERE placed LIKE '2023%'",
            ),
            (
                Engine::Duckdb,
                "SELECT COUNT(*) FROM orders WHERE CAST(placed AS TEXT) ILIKE '2023%'",
            ),
            (
                Engine::Postgres,
                "SELECT COUNT(*) FROM orders WHERE CAST(placed AS TEXT) ILIKE '2023%'",
            ),
        ] {
            schema.engine = engine;
            assert_eq!(like("placed").sql_of(&schema), placed);
            assert!(!like("note").sql_of(&schema).contains("CAST"));
        }
    }

    /// Instructors grouped by their key with their trips counted, names shown and ordered by:
    /// SQLite takes the names bare, PostgreSQL takes them when the grouped key is the declared
    /// primary key, DuckDB needs them in the GROUP BY. A trip's column is never added (nothing
    /// grouped fixes a trip), nor is the count.
    #[test]
    fn a_grouped_entitys_shown_columns_join_the_group_by_where_the_engine_needs_them() {
        use crate::core::schema::Table;
        let q = Query {
            from: vec!["instructors".into(), "trips".into()],
            joins: vec![Join {
                left: 0,
                left_col: "id".into(),
                right: 1,
                right_col: "lead".into(),
            }],
            select: vec![
                col(0, "fname"),
                col(0, "surname"),
                Expr::Agg(Agg::Count, None),
                col(1, "site"),
            ],
            group: vec![ColRef {
                inst: 0,
                column: "id".into(),
            }],
            order: vec![(col(0, "surname"), false), (col(0, "grade"), true)],
            ..Query::default()
        };
        let schema_keyed = |engine: Engine, key: &[&str]| Schema {
            engine,
            tables: vec![
                Table::with_columns("instructors", &["id", "fname", "surname", "grade"], key),
                Table::with_columns("trips", &["trip_id", "lead", "site"], &["trip_id"]),
            ],
            ..Schema::default()
        };
        let group_by = |sql: String| {
            let tail = sql
                .split(" GROUP BY ")
                .nth(1)
                .unwrap_or_default()
                .to_string();
            tail.split(" ORDER BY ")
                .next()
                .unwrap_or_default()
                .to_string()
        };
        for (engine, key, expected) in [
            (Engine::Sqlite, &["id"][..], "T1.id"),
            (Engine::Sqlite, &[][..], "T1.id"),
            (Engine::Postgres, &["id"][..], "T1.id"),
            (
                Engine::Postgres,
                &[][..],
                "T1.id, T1.fname, T1.surname, T1.grade",
            ),
            (
                Engine::Duckdb,
                &["id"][..],
                "T1.id, T1.fname, T1.surname, T1.grade",
            ),
        ] {
            let sql = q.sql_of(&schema_keyed(engine, key));
            assert_eq!(group_by(sql.clone()), expected, "{engine:?} {key:?}: {sql}");
        }
        // Grouped by the trips' `lead`, which the join equates with the instructors' key: the
        // instructor is fixed (PostgreSQL does not see that, DuckDB needs it said); the trip is not.
        let by_lead = Query {
            group: vec![ColRef {
                inst: 1,
                column: "lead".into(),
            }],
            order: vec![],
            ..q.clone()
        };
        for (engine, expected) in [
            (Engine::Sqlite, "T2.lead"),
            (Engine::Postgres, "T2.lead, T1.fname, T1.surname"),
            (Engine::Duckdb, "T2.lead, T1.fname, T1.surname"),
        ] {
            let sql = by_lead.sql_of(&schema_keyed(engine, &["id"]));
            assert_eq!(group_by(sql.clone()), expected, "{engine:?}: {sql}");
        }
        let ungrouped = Query {
            group: vec![],
            order: vec![],
            select: vec![Expr::Agg(Agg::Count, None)],
            ..q.clone()
        };
        let sql = ungrouped.sql_of(&schema_keyed(Engine::Duckdb, &["id"]));
        assert!(!sql.contains("GROUP BY"), "{sql}");
    }

    #[test]
    fn quotes_only_what_must_be_quoted() {
        let ident = |name| Engine::Sqlite.ident(name);
        assert_eq!(ident("Year"), "Year");
        assert_eq!(ident("order"), "\"order\"");
        assert_eq!(ident("Net Worth"), "\"Net Worth\"");
        assert_eq!(text_literal("O'Hara"), "'O''Hara'");
    }
}
