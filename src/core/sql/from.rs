//! The FROM clause: table atoms (a table read twice gets `#2`), derived tables as Subquery atoms,
//! and join conditions from ON / USING as Join atoms.
//!
//! Owns: building the scope of a SELECT (which names resolve to which table, with the columns
//! the schema or a derived query declares) and locating each relation and join condition in the
//! token stream.
//! Must not touch: the other clauses of the SELECT (`walk.rs`, `clauses.rs`) or rendering rules.

use super::scope::{fold, ident, object_name, Scope, ScopeTable};
use super::spans::Tokens;
use super::walk::{digest, lift, ranks, unsupported, RawAtom, Walker};
use super::{AtomKind, SqlError};
use sqlparser::ast::{Expr, JoinConstraint, JoinOperator, TableAlias, TableFactor, TableWithJoins};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::Token;
use std::ops::Range;

/// A join condition waiting for the whole FROM scope before it is rendered.
pub(crate) enum PendingJoin<'q> {
    On {
        expr: &'q Expr,
        region: Range<usize>,
    },
    /// `USING (c, …)`: the columns, the index of the right-hand table, and the bytes of the clause.
    Using {
        columns: Vec<String>,
        right: usize,
        span: Range<usize>,
    },
}

/// What the FROM clause has produced so far.
#[derive(Default)]
pub(crate) struct FromAcc<'q> {
    pub tables: Vec<ScopeTable>,
    pub atoms: Vec<RawAtom>,
    pub joins: Vec<PendingJoin<'q>>,
    derived: usize,
}

/// The token of a relation's alias. sqlparser gives some aliases (a string literal used as one,
/// say) no location: then it is the token after the relation, or after its AS.
fn alias_token(toks: &Tokens, alias: &TableAlias, relation_end: usize) -> Result<usize, SqlError> {
    if let Some(i) = toks.at(alias.name.span.start) {
        return Ok(i);
    }
    let next = relation_end + 1;
    let at = if toks.is_kw(next, Keyword::AS) {
        next + 1
    } else {
        next
    };
    if at < toks.len() {
        Ok(at)
    } else {
        Err(unsupported("cannot locate a table alias"))
    }
}

/// The constraint of a join operator, if it has one.
fn constraint(op: &JoinOperator) -> Option<&JoinConstraint> {
    use JoinOperator as J;
    match op {
        J::Join(c)
        | J::Inner(c)
        | J::Left(c)
        | J::LeftOuter(c)
        | J::Right(c)
        | J::RightOuter(c)
        | J::FullOuter(c) => Some(c),
        J::CrossJoin(c)
        | J::Semi(c)
        | J::LeftSemi(c)
        | J::RightSemi(c)
        | J::Anti(c)
        | J::LeftAnti(c)
        | J::RightAnti(c) => Some(c),
        J::StraightJoin(c) => Some(c),
        J::AsOf { constraint, .. } => Some(constraint),
        _ => None,
    }
}

impl Walker<'_> {
    /// One comma-separated FROM item with its joins. Returns the index of its last token.
    pub(crate) fn table_with_joins<'q>(
        &mut self,
        item: &'q TableWithJoins,
        outer: Option<&Scope<'_>>,
        limit: usize,
        acc: &mut FromAcc<'q>,
    ) -> Result<usize, SqlError> {
        let toks = self.toks;
        let mut last = self.relation(&item.relation, outer, limit, acc)?;
        for join in &item.joins {
            let right = acc.tables.len();
            last = self.relation(&join.relation, outer, limit, acc)?;
            match constraint(&join.join_operator) {
                Some(JoinConstraint::On(expr)) => {
                    let on = last + 1;
                    if !toks.is_kw(on, Keyword::ON) {
                        return Err(unsupported("cannot locate ON"));
                    }
                    let end = toks.scan(on + 1, limit, |t, i| {
                        t.is_join_start(i) || t.is_clause_start(i)
                    });
                    acc.joins.push(PendingJoin::On {
                        expr,
                        region: on + 1..end,
                    });
                    last = end.saturating_sub(1).max(on);
                }
                Some(JoinConstraint::Using(names)) => {
                    let using = last + 1;
                    if !(toks.is_kw(using, Keyword::USING) && toks.is(using + 1, &Token::LParen)) {
                        return Err(unsupported("cannot locate USING"));
                    }
                    let close = toks.matching_close(using + 1);
                    let columns = names.iter().map(object_name).collect();
                    acc.joins.push(PendingJoin::Using {
                        columns,
                        right,
                        span: toks.bytes(using, close),
                    });
                    last = close;
                }
                _ => {}
            }
        }
        Ok(last)
    }

    /// One relation: a table, a derived table or a parenthesised join. Returns its last token.
    fn relation<'q>(
        &mut self,
        factor: &'q TableFactor,
        outer: Option<&Scope<'_>>,
        limit: usize,
        acc: &mut FromAcc<'q>,
    ) -> Result<usize, SqlError> {
        let toks = self.toks;
        let locate = |id: &sqlparser::ast::Ident| {
            toks.at(id.span.start)
                .ok_or_else(|| unsupported("cannot locate a table"))
        };
        match factor {
            TableFactor::Table {
                name, alias, args, ..
            } => {
                let parts: Vec<_> = name.0.iter().filter_map(|p| p.as_ident()).collect();
                let (Some(first_id), Some(last_id)) = (parts.first(), parts.last()) else {
                    return Err(unsupported("table name"));
                };
                let first = locate(first_id)?;
                let mut last = locate(last_id)?;
                if args.is_some() && toks.is(last + 1, &Token::LParen) {
                    last = toks.matching_close(last + 1);
                }
                if let Some(a) = alias {
                    last = alias_token(toks, a, last)?;
                }
                let table = object_name(name);
                let reads = acc
                    .tables
                    .iter()
                    .filter(|t| t.name.as_deref() == Some(table.as_str()))
                    .count();
                let key = if reads == 0 {
                    table.clone()
                } else {
                    format!("{table}#{}", reads + 1)
                };
                let canonical = match args {
                    Some(args) => format!(
                        "{key}({})",
                        fold(
                            &args
                                .args
                                .iter()
                                .map(|a| a.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    ),
                    None => key.clone(),
                };
                let columns = self.table_columns(&ident(last_id), &table);
                acc.atoms.push(RawAtom {
                    kind: AtomKind::Table,
                    path: String::new(),
                    slot: "from",
                    span: toks.bytes(first, last),
                    canonical,
                    nested: false,
                });
                acc.tables.push(ScopeTable {
                    key,
                    name: Some(table),
                    alias: alias.as_ref().map(|a| ident(&a.name)),
                    columns,
                });
                Ok(last)
            }
            TableFactor::Derived {
                subquery, alias, ..
            } => {
                let open = self
                    .query_start(subquery)?
                    .checked_sub(1)
                    .filter(|&o| toks.is(o, &Token::LParen))
                    .ok_or_else(|| unsupported("cannot locate a derived table"))?;
                let out = self.query(subquery, outer)?;
                if !toks.is(out.end, &Token::RParen) {
                    return Err(unsupported("cannot locate the end of a derived table"));
                }
                let last = match alias {
                    Some(a) => alias_token(toks, a, out.end)?,
                    None => out.end,
                };
                let key = format!("sub{}", acc.derived);
                acc.derived += 1;
                acc.atoms.push(RawAtom {
                    kind: AtomKind::Subquery,
                    path: String::new(),
                    slot: "from",
                    span: toks.bytes(open, last),
                    canonical: digest(&out.atoms),
                    nested: false,
                });
                lift(&mut acc.atoms, out.atoms, &format!("from.{key}"), true);
                acc.tables.push(ScopeTable {
                    key,
                    name: None,
                    alias: alias.as_ref().map(|a| ident(&a.name)),
                    columns: out.columns,
                });
                Ok(last)
            }
            TableFactor::NestedJoin {
                table_with_joins,
                alias,
            } => {
                let inner = self.table_with_joins(table_with_joins, outer, limit, acc)?;
                if !toks.is(inner + 1, &Token::RParen) {
                    return Err(unsupported("cannot locate the end of a parenthesised join"));
                }
                match alias {
                    Some(a) => alias_token(toks, a, inner + 1),
                    None => Ok(inner + 1),
                }
            }
            other => Err(SqlError::Unsupported(format!(
                "FROM item `{}`",
                super::walk::first_word(other)
            ))),
        }
    }

    /// Lower-cased columns of a table, from the schema or a common table expression.
    fn table_columns(&self, base: &str, full: &str) -> Option<Vec<String>> {
        if let Some((_, columns)) = self.ctes.iter().rev().find(|(name, _)| name == full) {
            return columns.clone();
        }
        let table = self.schema?.table(base)?;
        Some(
            table
                .columns
                .iter()
                .map(|c| c.name.to_ascii_lowercase())
                .collect(),
        )
    }

    /// Join atoms of the FROM clause, rendered against the complete FROM scope. ON conditions are
    /// split on top-level AND; USING columns become `left.c = right.c`.
    pub(crate) fn join_atoms(
        &mut self,
        joins: &[PendingJoin<'_>],
        scope: &Scope<'_>,
        atoms: &mut Vec<RawAtom>,
    ) -> Result<(), SqlError> {
        let mut parts = Vec::new();
        for join in joins {
            match join {
                PendingJoin::On { expr, region } => {
                    self.conjuncts(expr, region.clone(), &mut parts)
                }
                PendingJoin::Using {
                    columns,
                    right,
                    span,
                } => {
                    let Some(r) = scope.tables.get(*right) else {
                        continue;
                    };
                    let before = &scope.tables[..*right];
                    for c in columns {
                        let l = before
                            .iter()
                            .rev()
                            .find(|t| t.columns.as_ref().is_some_and(|cs| cs.contains(c)))
                            .or(before.last());
                        let Some(l) = l else { continue };
                        let mut sides = [format!("{}.{c}", l.key), format!("{}.{c}", r.key)];
                        sides.sort();
                        atoms.push(RawAtom {
                            kind: AtomKind::Join,
                            path: String::new(),
                            slot: "join",
                            span: span.clone(),
                            canonical: format!("{} = {}", sides[0], sides[1]),
                            nested: false,
                        });
                    }
                }
            }
        }
        let outs = parts
            .iter()
            .map(|(e, _)| self.render(e, scope, false))
            .collect::<Result<Vec<_>, _>>()?;
        let texts: Vec<&str> = outs.iter().map(|o| o.r.text.as_str()).collect();
        let rank = ranks(&texts);
        for ((out, (_, seg)), rank) in outs.into_iter().zip(parts).zip(rank) {
            self.push_expr_atom(
                atoms,
                AtomKind::Join,
                "join",
                seg,
                out,
                &format!("join{rank}"),
            );
        }
        Ok(())
    }
}
