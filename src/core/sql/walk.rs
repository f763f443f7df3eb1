//! The query walker: sqlparser's AST, aligned with the token stream, turned into raw atoms.
//!
//! Owns: which AST parts become which atom kinds (AtomSQL §2.1 clause-level units), the relative
//! nesting paths of subqueries and set-operation branches, and the shallow digest that stands
//! for a nested query inside its parent's canonical text.
//! Must not touch: canonical rendering rules (`canonical.rs`), byte-offset arithmetic
//! (`spans.rs`) or the public atom shape (`atomize.rs` finishes raw atoms into [`super::Atom`]).

use super::canonical::{Rendered, Renderer};
use super::scope::{fold, ident, Scope, ScopeTable};
use super::spans::Tokens;
use super::{AtomKind, SqlError};
use crate::core::schema::Schema;
use sqlparser::ast::{
    BinaryOperator, Distinct, Expr, GroupByExpr, OrderBy, OrderByKind, OrderBySort, Query, Select,
    SelectFlavor, SetExpr, Spanned, Value,
};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Span, Token};
use std::ops::Range;

/// Nested queries deeper than this are refused (the parser's recursion limit stops far sooner).
const MAX_QUERY_DEPTH: usize = 64;

/// An atom before its path is made absolute and its key and slot are formatted.
#[derive(Debug, Clone)]
pub(crate) struct RawAtom {
    pub kind: AtomKind,
    /// Path relative to the query being walked (`""` for its own level).
    pub path: String,
    /// Slot name within the path: `from`, `join`, `select`, `where`, …
    pub slot: &'static str,
    pub span: Range<usize>,
    pub canonical: String,
    /// Inside a nested subquery of the query being walked (its digest already speaks for it).
    pub nested: bool,
}

/// A walked query: its atoms, the names of its output columns when known, and the token index
/// just past its end.
pub(crate) struct QueryOut {
    pub atoms: Vec<RawAtom>,
    pub columns: Option<Vec<String>>,
    pub end: usize,
}

/// A walked query body: the atoms plus what ORDER BY / LIMIT of the enclosing query resolve
/// against (the leftmost SELECT's tables, aliases and projections).
pub(crate) struct BodyOut {
    pub atoms: Vec<RawAtom>,
    pub scope: Vec<ScopeTable>,
    pub aliases: Vec<(String, Rendered)>,
    pub projections: Vec<Rendered>,
    pub columns: Option<Vec<String>>,
    pub end: usize,
}

/// A nested query met while rendering an expression.
pub(crate) struct SubOut {
    pub out: QueryOut,
    /// Bytes of the parenthesised query.
    pub span: Range<usize>,
}

/// A rendered expression with the aggregate flag and the nested queries it contains.
pub(crate) struct ExprOut {
    pub r: Rendered,
    pub aggregate: bool,
    pub subs: Vec<SubOut>,
}

pub(crate) fn unsupported(what: &str) -> SqlError {
    SqlError::Unsupported(what.to_string())
}

/// `prefix.rel`, leaving out empty parts.
pub(crate) fn join_path(prefix: &str, rel: &str) -> String {
    match (prefix.is_empty(), rel.is_empty()) {
        (true, _) => rel.to_string(),
        (_, true) => prefix.to_string(),
        _ => format!("{prefix}.{rel}"),
    }
}

/// Move `atoms` under `prefix`.
pub(crate) fn lift(dst: &mut Vec<RawAtom>, atoms: Vec<RawAtom>, prefix: &str, nested: bool) {
    dst.extend(atoms.into_iter().map(|mut a| {
        a.path = join_path(prefix, &a.path);
        a.nested |= nested;
        a
    }));
}

/// The canonical text of a nested query inside its parent: its own level's atoms, sorted. Deeper
/// queries are already inside those atoms' texts (and expression subquery atoms repeat the
/// expression that holds them), so leaving them out keeps the digest linear in the SQL size.
pub(crate) fn digest(atoms: &[RawAtom]) -> String {
    let mut parts: Vec<String> = atoms
        .iter()
        .filter(|a| {
            let expression_subquery = a.kind == AtomKind::Subquery && a.slot != "from";
            !a.nested && !expression_subquery
        })
        .map(|a| format!("{}|{}|{}", a.path, a.kind.as_str(), a.canonical))
        .collect();
    parts.sort();
    format!("({})", parts.join("; "))
}

/// Position of each text in canonical (sorted) order, ties in text order: paths of subqueries
/// use it so that reordering conjuncts does not change keys.
pub(crate) fn ranks(texts: &[&str]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..texts.len()).collect();
    order.sort_by(|&a, &b| texts[a].cmp(texts[b]).then(a.cmp(&b)));
    let mut rank = vec![0; texts.len()];
    for (r, i) in order.into_iter().enumerate() {
        rank[i] = r;
    }
    rank
}

/// A projection named by its 1-based position (`ORDER BY 2`, `GROUP BY 1`).
pub(crate) fn positional(expr: &Expr, projections: &[Rendered]) -> Option<Rendered> {
    match expr {
        Expr::Value(v) => match &v.value {
            Value::Number(n, _) => n
                .parse::<usize>()
                .ok()
                .and_then(|k| projections.get(k.checked_sub(1)?).cloned()),
            _ => None,
        },
        _ => None,
    }
}

/// Walks one statement's AST against its tokens.
pub(crate) struct Walker<'a> {
    pub toks: &'a Tokens,
    pub schema: Option<&'a Schema>,
    /// Common table expressions in scope: name and output columns.
    pub ctes: Vec<(String, Option<Vec<String>>)>,
    depth: usize,
}

impl<'a> Walker<'a> {
    pub fn new(toks: &'a Tokens, schema: Option<&'a Schema>) -> Self {
        Self {
            toks,
            schema,
            ctes: Vec::new(),
            depth: 0,
        }
    }

    /// Walk a whole query (WITH, body, ORDER BY, LIMIT/OFFSET).
    pub fn query(&mut self, q: &Query, outer: Option<&Scope<'_>>) -> Result<QueryOut, SqlError> {
        self.depth += 1;
        if self.depth > MAX_QUERY_DEPTH {
            return Err(unsupported("queries nested too deeply"));
        }
        let marker = self.ctes.len();
        let out = self.query_clauses(q, outer);
        self.ctes.truncate(marker);
        self.depth -= 1;
        out
    }

    fn query_clauses(
        &mut self,
        q: &Query,
        outer: Option<&Scope<'_>>,
    ) -> Result<QueryOut, SqlError> {
        let mut atoms = Vec::new();
        if let Some(with) = &q.with {
            for cte in &with.cte_tables {
                let out = self.query(&cte.query, outer)?;
                let name = ident(&cte.alias.name);
                lift(&mut atoms, out.atoms, &format!("with.{name}"), false);
                self.ctes.push((name, out.columns));
            }
        }
        let body = self.set_expr(&q.body, outer)?;
        atoms.extend(body.atoms);
        let mut scope = Scope::new(body.scope, outer);
        scope.aliases = body.aliases;
        let mut pos = body.end;
        if let Some(order_by) = &q.order_by {
            pos = self.order_by(order_by, &scope, &body.projections, pos, &mut atoms)?;
        }
        if let Some(limit) = &q.limit_clause {
            pos = self.limit(limit, &scope, pos, &mut atoms)?;
        }
        Ok(QueryOut {
            atoms,
            columns: body.columns,
            end: pos,
        })
    }

    /// The token index where a query's text starts (WITH, SELECT, or an opening parenthesis).
    pub fn query_start(&self, q: &Query) -> Result<usize, SqlError> {
        match &q.with {
            Some(with) => self
                .toks
                .at(with.with_token.0.span.start)
                .ok_or_else(|| unsupported("cannot locate WITH")),
            None => self.body_start(&q.body),
        }
    }

    fn body_start(&self, body: &SetExpr) -> Result<usize, SqlError> {
        let mut body = body;
        loop {
            match body {
                SetExpr::Select(s) => {
                    return self
                        .toks
                        .at(s.select_token.0.span.start)
                        .ok_or_else(|| unsupported("cannot locate SELECT"))
                }
                SetExpr::SetOperation { left, .. } => body = left,
                SetExpr::Query(inner) => {
                    let start = self.query_start(inner)?;
                    return start
                        .checked_sub(1)
                        .filter(|&open| self.toks.is(open, &Token::LParen))
                        .ok_or_else(|| unsupported("cannot locate parenthesised query"));
                }
                other => {
                    return Err(SqlError::Unsupported(format!(
                        "query body `{}`",
                        first_word(other)
                    )))
                }
            }
        }
    }

    fn set_expr(&mut self, body: &SetExpr, outer: Option<&Scope<'_>>) -> Result<BodyOut, SqlError> {
        match body {
            SetExpr::Select(s) => self.select(s, outer),
            SetExpr::Query(q) => {
                let out = self.query(q, outer)?;
                if !self.toks.is(out.end, &Token::RParen) {
                    return Err(unsupported(
                        "cannot locate the end of a parenthesised query",
                    ));
                }
                Ok(BodyOut {
                    atoms: out.atoms,
                    scope: Vec::new(),
                    aliases: Vec::new(),
                    projections: Vec::new(),
                    columns: out.columns,
                    end: out.end + 1,
                })
            }
            SetExpr::SetOperation { .. } => self.set_operation(body, outer),
            other => Err(SqlError::Unsupported(format!(
                "query body `{}`",
                first_word(other)
            ))),
        }
    }

    /// A chain of UNION / INTERSECT / EXCEPT: the first branch stays at this path, branch i gets
    /// `set{i}`, and each operator is a SetOp atom (a repeated operator is numbered `#2`, …).
    fn set_operation(
        &mut self,
        body: &SetExpr,
        outer: Option<&Scope<'_>>,
    ) -> Result<BodyOut, SqlError> {
        let mut rights = Vec::new();
        let mut leftmost = body;
        while let SetExpr::SetOperation {
            left,
            op,
            set_quantifier,
            right,
        } = leftmost
        {
            rights.push((op, set_quantifier, &**right));
            leftmost = left;
        }
        rights.reverse();
        let mut first = self.set_expr(leftmost, outer)?;
        let toks = self.toks;
        let mut pos = first.end;
        let mut seen: Vec<String> = Vec::new();
        for (i, (op, quantifier, right)) in rights.into_iter().enumerate() {
            let set_ops = [
                Keyword::UNION,
                Keyword::INTERSECT,
                Keyword::EXCEPT,
                Keyword::MINUS,
            ];
            let is_op = |t: &Tokens, i: usize| set_ops.iter().any(|k| t.is_kw(i, *k));
            // Normally the branch ends right at the operator; scanning on tolerates a branch
            // whose text runs on past where our clause scan stopped (a keyword used as a name).
            pos = toks.scan(pos, toks.len(), is_op);
            if !is_op(toks, pos) {
                return Err(unsupported("cannot locate set operator"));
            }
            let last =
                if toks.is_kw(pos + 1, Keyword::ALL) || toks.is_kw(pos + 1, Keyword::DISTINCT) {
                    pos + 1
                } else {
                    pos
                };
            let text = fold(&format!("{op} {quantifier}")).trim().to_string();
            let n = seen.iter().filter(|s| **s == text).count();
            seen.push(text.clone());
            let canonical = if n == 0 {
                text
            } else {
                format!("{text}#{}", n + 1)
            };
            first.atoms.push(RawAtom {
                kind: AtomKind::SetOp,
                path: String::new(),
                slot: "set_op",
                span: toks.bytes(pos, last),
                canonical,
                nested: false,
            });
            let branch = self.set_expr(right, outer)?;
            lift(
                &mut first.atoms,
                branch.atoms,
                &format!("set{}", i + 1),
                false,
            );
            pos = branch.end;
        }
        first.end = pos;
        Ok(first)
    }

    fn select(&mut self, s: &Select, outer: Option<&Scope<'_>>) -> Result<BodyOut, SqlError> {
        if !matches!(s.flavor, SelectFlavor::Standard) {
            return Err(unsupported("FROM-first SELECT"));
        }
        let toks = self.toks;
        let sel = toks
            .at(s.select_token.0.span.start)
            .filter(|&i| toks.is_kw(i, Keyword::SELECT))
            .ok_or_else(|| unsupported("cannot locate SELECT"))?;
        let mut atoms = Vec::new();
        let mut pos = sel + 1;
        let quantified = toks.is_kw(pos, Keyword::DISTINCT) || toks.is_kw(pos, Keyword::ALL);
        if s.distinct.is_some() && !quantified {
            return Err(unsupported("cannot locate DISTINCT"));
        }
        match &s.distinct {
            Some(Distinct::Distinct) => {
                atoms.push(RawAtom {
                    kind: AtomKind::Distinct,
                    path: String::new(),
                    slot: "select",
                    span: toks.bytes(pos, pos),
                    canonical: "distinct".into(),
                    nested: false,
                });
                pos += 1;
            }
            Some(Distinct::All) => pos += 1,
            Some(on @ Distinct::On(_)) => {
                let close = toks.matching_close(pos + 2);
                atoms.push(RawAtom {
                    kind: AtomKind::Distinct,
                    path: String::new(),
                    slot: "select",
                    span: toks.bytes(pos, close),
                    canonical: fold(&on.to_string()),
                    nested: false,
                });
                pos = close + 1;
            }
            None => {}
        }
        let clause_end = |from: usize| toks.scan(from, toks.len(), |t, i| t.is_clause_start(i));
        let projection = pos..clause_end(pos);
        pos = projection.end;
        let mut regions = Regions::default();
        loop {
            let (slot, skip) = if toks.is_kw(pos, Keyword::FROM) && regions.from.is_none() {
                (&mut regions.from, 1)
            } else if toks.is_kw(pos, Keyword::WHERE) {
                (&mut regions.selection, 1)
            } else if toks.is_kw(pos, Keyword::GROUP) {
                (&mut regions.group_by, 2)
            } else if toks.is_kw(pos, Keyword::HAVING) {
                (&mut regions.having, 1)
            } else if toks.is_kw(pos, Keyword::WINDOW) {
                (&mut regions.window, 1)
            } else {
                break;
            };
            let region = pos + skip..clause_end(pos + skip);
            pos = region.end;
            *slot = Some(region);
        }
        let end = pos;

        let from_end = regions.from.as_ref().map_or(end, |r| r.end);
        let mut from = super::from::FromAcc::default();
        for item in &s.from {
            self.table_with_joins(item, outer, from_end, &mut from)?;
        }
        atoms.append(&mut from.atoms);
        let mut scope = Scope::new(std::mem::take(&mut from.tables), outer);
        self.join_atoms(&from.joins, &scope, &mut atoms)?;

        let (projections, columns) = self.projection(s, projection, &mut scope, &mut atoms)?;

        // A clause the AST has but the token scan did not find (a clause keyword used as a
        // name, say) is an error: silently dropping its atoms would misstate the query.
        if let Some(expr) = &s.selection {
            let region = regions
                .selection
                .ok_or_else(|| unsupported("cannot locate WHERE"))?;
            self.conjunct_atoms(expr, region, &scope, AtomKind::Predicate, &mut atoms)?;
        }
        if let GroupByExpr::Expressions(exprs, _) = &s.group_by {
            if !exprs.is_empty() {
                let region = regions
                    .group_by
                    .ok_or_else(|| unsupported("cannot locate GROUP BY"))?;
                self.group_by_atoms(exprs, region, &scope, &projections, &mut atoms)?;
            }
        }
        if let Some(expr) = &s.having {
            let region = regions
                .having
                .ok_or_else(|| unsupported("cannot locate HAVING"))?;
            self.conjunct_atoms(expr, region, &scope, AtomKind::Having, &mut atoms)?;
        }
        let Scope {
            tables, aliases, ..
        } = scope;
        Ok(BodyOut {
            atoms,
            scope: tables,
            aliases,
            projections,
            columns,
            end,
        })
    }

    /// The query-level ORDER BY: keys with an explicit direction.
    fn order_by(
        &mut self,
        order_by: &OrderBy,
        scope: &Scope<'_>,
        projections: &[Rendered],
        pos: usize,
        atoms: &mut Vec<RawAtom>,
    ) -> Result<usize, SqlError> {
        let toks = self.toks;
        let pos = toks.scan(pos, toks.len(), |t, i| {
            t.is_kw(i, Keyword::ORDER) && t.is_kw(i + 1, Keyword::BY)
        });
        if !(toks.is_kw(pos, Keyword::ORDER) && toks.is_kw(pos + 1, Keyword::BY)) {
            return Err(unsupported("cannot locate ORDER BY"));
        }
        let OrderByKind::Expressions(items) = &order_by.kind else {
            return Err(unsupported("ORDER BY ALL"));
        };
        let end = toks.scan(pos + 2, toks.len(), |t, i| t.is_clause_start(i));
        let segs = self.segments(pos + 2..end, items.len(), false, |k| items[k].span());
        let mut outs = Vec::with_capacity(items.len());
        for item in items {
            let mut out = match positional(&item.expr, projections) {
                Some(r) => ExprOut {
                    r,
                    aggregate: false,
                    subs: Vec::new(),
                },
                None => self.render(&item.expr, scope, true)?,
            };
            let dir = match item.options.sort {
                Some(OrderBySort::Desc) => "desc",
                _ => "asc",
            };
            let nulls = match item.options.nulls_first {
                Some(true) => " nulls first",
                Some(false) => " nulls last",
                None => "",
            };
            out.r.text = format!("{} {dir}{nulls}", out.r.text);
            outs.push(out);
        }
        // ORDER BY keys are a sequence: their position, not their rank, names their subqueries.
        for (k, (out, seg)) in outs.into_iter().zip(segs).enumerate() {
            self.push_expr_atom(
                atoms,
                AtomKind::OrderBy,
                "order_by",
                seg,
                out,
                &format!("order_by{k}"),
            );
        }
        Ok(end)
    }

    /// Render one expression of `scope`, walking any nested query it holds.
    pub(crate) fn render(
        &mut self,
        expr: &Expr,
        scope: &Scope<'_>,
        aliases: bool,
    ) -> Result<ExprOut, SqlError> {
        let toks = self.toks;
        let mut subs = Vec::new();
        let (r, aggregate) = {
            let mut hook = |q: &Query, s: &Scope<'_>| -> Result<String, SqlError> {
                let start = self.query_start(q)?;
                let open = start
                    .checked_sub(1)
                    .filter(|&o| toks.is(o, &Token::LParen))
                    .ok_or_else(|| unsupported("cannot locate subquery"))?;
                let out = self.query(q, Some(s))?;
                if !toks.is(out.end, &Token::RParen) {
                    return Err(unsupported("cannot locate the end of a subquery"));
                }
                let text = digest(&out.atoms);
                subs.push(SubOut {
                    span: toks.bytes(open, out.end),
                    out,
                });
                Ok(text)
            };
            let mut renderer = Renderer::new(scope, &mut hook, aliases);
            let r = renderer.render(expr)?;
            (r, renderer.saw_aggregate)
        };
        Ok(ExprOut { r, aggregate, subs })
    }

    /// Push the atom for one rendered expression, then a Subquery atom for each nested query in
    /// it and that query's own atoms under `{prefix}.sub`, `{prefix}.sub1`, …
    pub(crate) fn push_expr_atom(
        &self,
        atoms: &mut Vec<RawAtom>,
        kind: AtomKind,
        slot: &'static str,
        seg: Range<usize>,
        out: ExprOut,
        prefix: &str,
    ) {
        atoms.push(RawAtom {
            kind,
            path: String::new(),
            slot,
            span: self.toks.seg_bytes(seg),
            canonical: out.r.text,
            nested: false,
        });
        for (m, sub) in out.subs.into_iter().enumerate() {
            let path = if m == 0 {
                format!("{prefix}.sub")
            } else {
                format!("{prefix}.sub{m}")
            };
            atoms.push(RawAtom {
                kind: AtomKind::Subquery,
                path: String::new(),
                slot,
                span: sub.span,
                canonical: digest(&sub.out.atoms),
                nested: false,
            });
            lift(atoms, sub.out.atoms, &path, true);
        }
    }

    /// Token segments of the `n` items of a list clause: split at depth-0 commas (or AND for
    /// conjuncts); when that does not give `n` non-empty items, each item's own AST span, widened
    /// until its parentheses balance.
    pub(crate) fn segments(
        &self,
        region: Range<usize>,
        n: usize,
        conjuncts: bool,
        rough: impl Fn(usize) -> Span,
    ) -> Vec<Range<usize>> {
        let toks = self.toks;
        let segs = if conjuncts {
            toks.split_conjuncts(region.clone())
        } else {
            toks.split(region.clone(), |t, i| t.is(i, &Token::Comma))
        };
        if segs.len() == n && segs.iter().all(|s| !s.is_empty()) {
            return segs;
        }
        (0..n)
            .map(|k| {
                let span = rough(k);
                if span.start.line == 0 || region.is_empty() {
                    return region.clone();
                }
                let first = toks.first_from(span.start);
                let last = toks.last_before(span.end).unwrap_or(first).max(first);
                let (first, last) = toks.balance(first, last);
                let first = first.clamp(region.start, region.end - 1);
                let last = last.clamp(first, region.end - 1);
                first..last + 1
            })
            .collect()
    }

    /// Top-level conjuncts of `expr` with their token segments, looking into a parenthesised
    /// AND that makes up a whole conjunct (`WHERE (a AND b) AND c` has three).
    pub(crate) fn conjuncts<'e>(
        &self,
        expr: &'e Expr,
        seg: Range<usize>,
        out: &mut Vec<(&'e Expr, Range<usize>)>,
    ) {
        let mut parts = Vec::new();
        let mut stack = vec![expr];
        while let Some(e) = stack.pop() {
            match e {
                Expr::BinaryOp {
                    left,
                    op: BinaryOperator::And,
                    right,
                } => {
                    stack.push(right);
                    stack.push(left);
                }
                other => parts.push(other),
            }
        }
        if let [single] = parts.as_slice() {
            if let Expr::Nested(inner) = single {
                let is_and = matches!(
                    &**inner,
                    Expr::BinaryOp {
                        op: BinaryOperator::And,
                        ..
                    }
                );
                if let (true, Some(inside)) = (is_and, self.toks.unwrap_parens(&seg)) {
                    return self.conjuncts(inner, inside, out);
                }
            }
            out.push((single, seg));
            return;
        }
        let segs = self.segments(seg, parts.len(), true, |k| parts[k].span());
        for (part, seg) in parts.into_iter().zip(segs) {
            self.conjuncts(part, seg, out);
        }
    }
}

/// Token regions of a SELECT's clauses (after their keywords).
#[derive(Default)]
struct Regions {
    from: Option<Range<usize>>,
    selection: Option<Range<usize>>,
    group_by: Option<Range<usize>>,
    having: Option<Range<usize>>,
    window: Option<Range<usize>>,
}

/// The first word of a construct's SQL text, to name it in an error.
pub(crate) fn first_word(node: &impl std::fmt::Display) -> String {
    node.to_string()
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_uppercase()
}
