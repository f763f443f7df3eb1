//! The list clauses of a SELECT and the query-level LIMIT / OFFSET: projections and aggregates,
//! WHERE and HAVING conjuncts (a WHERE equality between two tables is a Join atom), GROUP BY
//! keys, LIMIT and OFFSET.
//!
//! Owns: which item of which clause becomes which atom kind and slot, and the select-list
//! aliases that ORDER BY / GROUP BY / HAVING resolve.
//! Must not touch: the FROM clause (`from.rs`), rendering rules (`canonical.rs`) or spans beyond
//! asking the token index for regions.

use super::canonical::Rendered;
use super::scope::{fold, ident, object_name, Scope};
use super::walk::{positional, ranks, unsupported, ExprOut, RawAtom, Walker};
use super::{AtomKind, SqlError};
use sqlparser::ast::{
    BinaryOperator, Expr, LimitClause, Select, SelectItem, SelectItemQualifiedWildcardKind, Spanned,
};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::Token;
use std::borrow::Cow;
use std::ops::Range;

/// The table a column reference names (and how many scopes up), if it is a column reference.
fn column_table(expr: &Expr, scope: &Scope<'_>) -> Option<(usize, String)> {
    match expr {
        Expr::Nested(inner) => column_table(inner, scope),
        Expr::Identifier(id)
            if id.quote_style != Some('"') || scope.is_known_column(&ident(id)) =>
        {
            scope.resolve_column(&ident(id))
        }
        Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
            scope.resolve_qualifier(&ident(&parts[parts.len() - 2]))
        }
        _ => None,
    }
}

/// `x BETWEEN a AND b` as its two bounds, `x >= a` and `x <= b`: a range is two conditions to
/// the person asking (a reading may keep one bound and drop the other, or spell the range as two
/// comparisons), so it is two atoms, and a question can ask about each. `NOT BETWEEN` is one
/// condition (either bound fails) and stays whole.
fn bounds(expr: &Expr) -> Option<[Expr; 2]> {
    match expr {
        Expr::Nested(inner) => bounds(inner),
        Expr::Between {
            expr,
            negated: false,
            low,
            high,
        } => {
            let bound = |op, value: &Expr| Expr::BinaryOp {
                left: expr.clone(),
                op,
                right: Box::new(value.clone()),
            };
            Some([
                bound(BinaryOperator::GtEq, low),
                bound(BinaryOperator::LtEq, high),
            ])
        }
        _ => None,
    }
}

/// An equality between columns of two different tables: a join condition written in WHERE.
fn is_join_equality(expr: &Expr, scope: &Scope<'_>) -> bool {
    match expr {
        Expr::Nested(inner) => is_join_equality(inner, scope),
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } => {
            matches!((column_table(left, scope), column_table(right, scope)), (Some(a), Some(b)) if a != b)
        }
        _ => false,
    }
}

impl Walker<'_> {
    /// Projection and Aggregate atoms; sets the scope's select-list aliases for the clauses after
    /// it. Returns the rendered projections (for `ORDER BY 2`) and the output column names.
    pub(crate) fn projection(
        &mut self,
        select: &Select,
        region: Range<usize>,
        scope: &mut Scope<'_>,
        atoms: &mut Vec<RawAtom>,
    ) -> Result<(Vec<Rendered>, Option<Vec<String>>), SqlError> {
        let items = &select.projection;
        let segs = self.segments(region, items.len(), false, |k| items[k].span());
        let mut outs = Vec::with_capacity(items.len());
        let mut aliases = Vec::new();
        let mut columns = Some(Vec::new());
        for item in items {
            let (out, names) = match item {
                SelectItem::UnnamedExpr(e) => {
                    let name = match e {
                        Expr::Identifier(id) => ident(id),
                        Expr::CompoundIdentifier(parts) => {
                            parts.last().map(ident).unwrap_or_default()
                        }
                        other => fold(&other.to_string()),
                    };
                    (self.render(e, scope, false)?, Some(vec![name]))
                }
                SelectItem::ExprWithAlias { expr, alias } => {
                    let out = self.render(expr, scope, false)?;
                    aliases.push((ident(alias), out.r.clone()));
                    (out, Some(vec![ident(alias)]))
                }
                SelectItem::ExprWithAliases {
                    expr,
                    aliases: names,
                } => (
                    self.render(expr, scope, false)?,
                    Some(names.iter().map(ident).collect()),
                ),
                SelectItem::Wildcard(_) => {
                    let text = match scope.tables.as_slice() {
                        [only] => format!("{}.*", only.key),
                        _ => "*".to_string(),
                    };
                    let names = scope
                        .tables
                        .iter()
                        .map(|t| t.columns.clone())
                        .collect::<Option<Vec<_>>>();
                    (plain(text), names.map(|n| n.concat()))
                }
                SelectItem::QualifiedWildcard(kind, _) => {
                    let (text, names) = match kind {
                        SelectItemQualifiedWildcardKind::ObjectName(name) => {
                            let q = object_name(name);
                            match scope.resolve_qualifier(&q) {
                                Some((0, key)) => {
                                    let names = scope
                                        .tables
                                        .iter()
                                        .find(|t| t.key == key)
                                        .and_then(|t| t.columns.clone());
                                    (format!("{key}.*"), names)
                                }
                                _ => (format!("{q}.*"), None),
                            }
                        }
                        SelectItemQualifiedWildcardKind::Expr(e) => {
                            (format!("{}.*", fold(&e.to_string())), None)
                        }
                    };
                    (plain(text), names)
                }
            };
            columns = match (columns, names) {
                (Some(mut all), Some(names)) => {
                    all.extend(names);
                    Some(all)
                }
                _ => None,
            };
            outs.push(out);
        }
        // Select-list aliases are visible to the clauses after the list, not within it.
        scope.aliases = aliases;
        let projections: Vec<Rendered> = outs.iter().map(|o| o.r.clone()).collect();
        let texts: Vec<&str> = projections.iter().map(|r| r.text.as_str()).collect();
        let rank = ranks(&texts);
        for ((out, seg), rank) in outs.into_iter().zip(segs).zip(rank) {
            let kind = if out.aggregate {
                AtomKind::Aggregate
            } else {
                AtomKind::Projection
            };
            self.push_expr_atom(atoms, kind, "select", seg, out, &format!("select{rank}"));
        }
        Ok((projections, columns))
    }

    /// WHERE (`Predicate`, or `Join` for an equality across tables) or HAVING (`Having`)
    /// conjuncts, split on top-level AND.
    pub(crate) fn conjunct_atoms(
        &mut self,
        expr: &Expr,
        region: Range<usize>,
        scope: &Scope<'_>,
        kind: AtomKind,
        atoms: &mut Vec<RawAtom>,
    ) -> Result<(), SqlError> {
        let mut found = Vec::new();
        self.conjuncts(expr, region, &mut found);
        let mut parts: Vec<(Cow<'_, Expr>, Range<usize>)> = Vec::with_capacity(found.len());
        for (e, seg) in found {
            match bounds(e) {
                Some([low, high]) => {
                    parts.push((Cow::Owned(low), seg.clone()));
                    parts.push((Cow::Owned(high), seg));
                }
                None => parts.push((Cow::Borrowed(e), seg)),
            }
        }
        let having = kind == AtomKind::Having;
        let outs = parts
            .iter()
            .map(|(e, _)| self.render(e, scope, having))
            .collect::<Result<Vec<_>, _>>()?;
        let texts: Vec<&str> = outs.iter().map(|o| o.r.text.as_str()).collect();
        let rank = ranks(&texts);
        let clause = if having { "having" } else { "where" };
        for ((out, (e, seg)), rank) in outs.into_iter().zip(parts).zip(rank) {
            let (kind, slot) = match kind {
                AtomKind::Predicate if is_join_equality(&e, scope) => (AtomKind::Join, "join"),
                AtomKind::Having => (AtomKind::Having, "having"),
                other => (other, "where"),
            };
            self.push_expr_atom(atoms, kind, slot, seg, out, &format!("{clause}{rank}"));
        }
        Ok(())
    }

    /// GROUP BY keys (positions and select-list aliases resolved).
    pub(crate) fn group_by_atoms(
        &mut self,
        items: &[Expr],
        region: Range<usize>,
        scope: &Scope<'_>,
        projections: &[Rendered],
        atoms: &mut Vec<RawAtom>,
    ) -> Result<(), SqlError> {
        let segs = self.segments(region, items.len(), false, |k| items[k].span());
        let mut outs = Vec::with_capacity(items.len());
        for e in items {
            outs.push(match positional(e, projections) {
                Some(r) => plain_rendered(r),
                None => self.render(e, scope, true)?,
            });
        }
        let texts: Vec<&str> = outs.iter().map(|o| o.r.text.as_str()).collect();
        let rank = ranks(&texts);
        for ((out, seg), rank) in outs.into_iter().zip(segs).zip(rank) {
            self.push_expr_atom(
                atoms,
                AtomKind::GroupBy,
                "group_by",
                seg,
                out,
                &format!("group_by{rank}"),
            );
        }
        Ok(())
    }

    /// LIMIT (span includes the keyword) and OFFSET, in either SQLite spelling.
    pub(crate) fn limit(
        &mut self,
        clause: &LimitClause,
        scope: &Scope<'_>,
        pos: usize,
        atoms: &mut Vec<RawAtom>,
    ) -> Result<usize, SqlError> {
        let toks = self.toks;
        let clause_end = |from: usize| {
            toks.scan(from, toks.len(), |t, i| {
                t.is_clause_start(i) || t.is(i, &Token::Comma)
            })
        };
        match clause {
            LimitClause::LimitOffset { limit, offset, .. } => {
                let mut pos = toks.scan(pos, toks.len(), |t, i| {
                    t.is_kw(i, Keyword::LIMIT) || t.is_kw(i, Keyword::OFFSET)
                });
                if limit.is_some() && !toks.is_kw(pos, Keyword::LIMIT) {
                    return Err(unsupported("cannot locate LIMIT"));
                }
                if toks.is_kw(pos, Keyword::LIMIT) {
                    let end = clause_end(pos + 1);
                    if let Some(limit) = limit {
                        let out = self.render(limit, scope, false)?;
                        self.push_expr_atom(
                            atoms,
                            AtomKind::Limit,
                            "limit",
                            pos..end,
                            out,
                            "limit",
                        );
                    }
                    pos = end;
                }
                if let Some(offset) = offset {
                    pos = toks.scan(pos, toks.len(), |t, i| t.is_kw(i, Keyword::OFFSET));
                    if !toks.is_kw(pos, Keyword::OFFSET) {
                        return Err(unsupported("cannot locate OFFSET"));
                    }
                    let end = clause_end(pos + 1);
                    let out = self.render(&offset.value, scope, false)?;
                    self.push_expr_atom(atoms, AtomKind::Offset, "offset", pos..end, out, "offset");
                    pos = end;
                }
                Ok(pos)
            }
            LimitClause::OffsetCommaLimit { offset, limit } => {
                let pos = toks.scan(pos, toks.len(), |t, i| t.is_kw(i, Keyword::LIMIT));
                if !toks.is_kw(pos, Keyword::LIMIT) {
                    return Err(unsupported("cannot locate LIMIT"));
                }
                let end = toks.scan(pos + 1, toks.len(), |t, i| t.is_clause_start(i));
                let parts = toks.split(pos + 1..end, |t, i| t.is(i, &Token::Comma));
                let [offset_seg, _] = parts.as_slice() else {
                    return Err(unsupported("cannot locate LIMIT offset, count"));
                };
                let offset_seg = offset_seg.clone();
                let out = self.render(limit, scope, false)?;
                self.push_expr_atom(atoms, AtomKind::Limit, "limit", pos..end, out, "limit");
                let out = self.render(offset, scope, false)?;
                self.push_expr_atom(atoms, AtomKind::Offset, "offset", offset_seg, out, "offset");
                Ok(end)
            }
        }
    }
}

/// An already-rendered text with no aggregate and no nested query.
fn plain(text: String) -> ExprOut {
    plain_rendered(Rendered {
        text,
        prec: u8::MAX,
        constant: false,
    })
}

fn plain_rendered(r: Rendered) -> ExprOut {
    ExprOut {
        r,
        aggregate: false,
        subs: Vec::new(),
    }
}
