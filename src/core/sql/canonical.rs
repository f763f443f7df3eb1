//! Canonical forms of SQL expressions: the text that decides whether two atoms are the same.
//!
//! Owns: the rendering rules, applied with the names a [`Scope`] resolves (table aliases → table
//! names, unqualified columns → their table, select-list aliases in ORDER BY / GROUP BY / HAVING →
//! their expression): identifiers and keywords lower-cased and unquoted, whitespace folded,
//! string literals case-sensitive in single quotes, `a = b` ≡ `b = a`, `30 < age` ≡ `age > 30`,
//! AND/OR operands sorted, parentheses only where grouping needs them, aggregate detection.
//! Must not touch: spans, atoms or paths (the walker owns those); nested queries are rendered
//! through the hook the walker passes in, so this module never walks a query itself.

use super::scope::{fold, ident, object_name, quote, Scope};
use super::SqlError;
use sqlparser::ast::{
    BinaryOperator, CastKind, Expr, Function, FunctionArg, FunctionArgExpr, FunctionArguments,
    Ident, Query, UnaryOperator, Value,
};

/// Deeper expressions than this are refused rather than risking the stack.
const MAX_EXPR_DEPTH: usize = 2_000;

/// Binding strength used to decide where canonical text needs parentheses.
const OR: u8 = 1;
const AND: u8 = 2;
const NOT: u8 = 3;
const CMP: u8 = 4;
const BIT: u8 = 5;
const ADD: u8 = 6;
const MUL: u8 = 7;
const CONCAT: u8 = 8;
const UNARY: u8 = 9;
const ATOM: u8 = 11;

/// Functions that aggregate rows (min/max only with one argument: with more they are scalar).
const AGGREGATES: [&str; 10] = [
    "count",
    "sum",
    "avg",
    "min",
    "max",
    "total",
    "group_concat",
    "string_agg",
    "json_group_array",
    "json_group_object",
];

/// A rendered expression with what its parent needs to know to place it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Rendered {
    pub text: String,
    pub prec: u8,
    /// A literal (or negated literal): comparisons put constants on the right.
    pub constant: bool,
}

impl Rendered {
    fn new(text: String, prec: u8) -> Self {
        Self {
            text,
            prec,
            constant: false,
        }
    }

    fn constant(text: String) -> Self {
        Self {
            text,
            prec: ATOM,
            constant: true,
        }
    }
}

/// Renders nested queries for the renderer: returns their canonical text.
pub(crate) type SubqueryHook<'h> = dyn FnMut(&Query, &Scope<'_>) -> Result<String, SqlError> + 'h;

/// Renders expressions of one scope into canonical text.
pub(crate) struct Renderer<'r, 'p, 'h> {
    scope: &'r Scope<'p>,
    hook: &'r mut SubqueryHook<'h>,
    /// Resolve bare identifiers that name a select-list alias (ORDER BY, GROUP BY, HAVING).
    resolve_aliases: bool,
    /// Set when the expression calls an aggregate outside any nested query.
    pub saw_aggregate: bool,
    depth: usize,
}

impl<'r, 'p, 'h> Renderer<'r, 'p, 'h> {
    pub fn new(
        scope: &'r Scope<'p>,
        hook: &'r mut SubqueryHook<'h>,
        resolve_aliases: bool,
    ) -> Self {
        Self {
            scope,
            hook,
            resolve_aliases,
            saw_aggregate: false,
            depth: 0,
        }
    }

    /// Canonical text of `expr`.
    pub fn render(&mut self, expr: &Expr) -> Result<Rendered, SqlError> {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            return Err(SqlError::Unsupported("expression nested too deeply".into()));
        }
        let out = self.render_inner(expr);
        self.depth -= 1;
        out
    }

    /// An operand where a value is expected: a double-quoted name that no table in scope has is a
    /// string, as SQLite reads it (`name = "Alice"`).
    fn operand(&mut self, expr: &Expr) -> Result<Rendered, SqlError> {
        match expr {
            Expr::Identifier(id)
                if id.quote_style == Some('"') && !self.scope.is_known_column(&ident(id)) =>
            {
                Ok(Rendered::constant(quote(&id.value)))
            }
            Expr::Nested(inner) => self.operand(inner),
            _ => self.render(expr),
        }
    }

    /// Render `expr` as the child of an operator of strength `prec`, in parentheses when weaker
    /// (or equally strong, for `strict`: right operands and non-associative operators).
    fn child(
        &mut self,
        expr: &Expr,
        prec: u8,
        strict: bool,
        value: bool,
    ) -> Result<String, SqlError> {
        let r = if value {
            self.operand(expr)?
        } else {
            self.render(expr)?
        };
        Ok(wrap(&r, prec, strict))
    }

    fn render_inner(&mut self, expr: &Expr) -> Result<Rendered, SqlError> {
        Ok(match expr {
            Expr::Identifier(id) => self.column(id),
            Expr::CompoundIdentifier(parts) => self.compound(parts),
            Expr::Value(v) => value(&v.value),
            Expr::Nested(inner) => self.render(inner)?,
            Expr::BinaryOp { left, op, right } => self.binary(left, op, right)?,
            Expr::UnaryOp { op, expr } => self.unary(op, expr)?,
            Expr::IsNull(e) => self.postfix(e, "is null")?,
            Expr::IsNotNull(e) => self.postfix(e, "is not null")?,
            Expr::IsTrue(e) => self.postfix(e, "is true")?,
            Expr::IsNotTrue(e) => self.postfix(e, "is not true")?,
            Expr::IsFalse(e) => self.postfix(e, "is false")?,
            Expr::IsNotFalse(e) => self.postfix(e, "is not false")?,
            Expr::IsUnknown(e) => self.postfix(e, "is unknown")?,
            Expr::IsNotUnknown(e) => self.postfix(e, "is not unknown")?,
            Expr::IsDistinctFrom(a, b) => self.symmetric(a, "is distinct from", b)?,
            Expr::IsNotDistinctFrom(a, b) => self.symmetric(a, "is not distinct from", b)?,
            Expr::InList {
                expr,
                list,
                negated,
            } => {
                let lhs = self.child(expr, CMP, true, false)?;
                let mut items = list
                    .iter()
                    .map(|e| self.operand(e).map(|r| r.text))
                    .collect::<Result<Vec<_>, _>>()?;
                items.sort();
                items.dedup();
                Rendered::new(
                    format!("{lhs} {}in ({})", not(*negated), items.join(", ")),
                    CMP,
                )
            }
            Expr::InSubquery {
                expr,
                subquery,
                negated,
            } => {
                let lhs = self.child(expr, CMP, true, false)?;
                let sub = (self.hook)(subquery, self.scope)?;
                Rendered::new(format!("{lhs} {}in {sub}", not(*negated)), CMP)
            }
            Expr::Between {
                expr,
                negated,
                low,
                high,
            } => {
                let e = self.child(expr, CMP, true, false)?;
                let lo = self.child(low, CMP, true, true)?;
                let hi = self.child(high, CMP, true, true)?;
                Rendered::new(format!("{e} {}between {lo} and {hi}", not(*negated)), CMP)
            }
            Expr::Like {
                negated,
                expr,
                pattern,
                escape_char,
                ..
            } => self.like(expr, "like", *negated, pattern, escape_char.as_deref())?,
            Expr::ILike {
                negated,
                expr,
                pattern,
                escape_char,
                ..
            } => self.like(expr, "ilike", *negated, pattern, escape_char.as_deref())?,
            Expr::SimilarTo {
                negated,
                expr,
                pattern,
                escape_char,
            } => self.like(
                expr,
                "similar to",
                *negated,
                pattern,
                escape_char.as_deref(),
            )?,
            Expr::Function(f) => self.function(f)?,
            Expr::AnyOp {
                left,
                compare_op,
                right,
                is_some,
            } => {
                let quantifier = if *is_some { "some" } else { "any" };
                self.quantified(left, compare_op, quantifier, right)?
            }
            Expr::AllOp {
                left,
                compare_op,
                right,
            } => self.quantified(left, compare_op, "all", right)?,
            Expr::Case {
                operand,
                conditions,
                else_result,
                ..
            } => {
                let mut text = String::from("case");
                if let Some(op) = operand {
                    text.push(' ');
                    text.push_str(&self.render(op)?.text);
                }
                for when in conditions {
                    let c = self.render(&when.condition)?.text;
                    let r = self.operand(&when.result)?.text;
                    text.push_str(&format!(" when {c} then {r}"));
                }
                if let Some(e) = else_result {
                    text.push_str(&format!(" else {}", self.operand(e)?.text));
                }
                text.push_str(" end");
                Rendered::new(text, ATOM)
            }
            Expr::Exists { subquery, negated } => {
                let sub = (self.hook)(subquery, self.scope)?;
                Rendered::new(format!("{}exists {sub}", not(*negated)), CMP)
            }
            Expr::Subquery(q) => Rendered::new((self.hook)(q, self.scope)?, ATOM),
            Expr::Cast {
                kind,
                expr,
                data_type,
                ..
            } => {
                let e = self.render(expr)?.text;
                let f = if matches!(kind, CastKind::TryCast | CastKind::SafeCast) {
                    "try_cast"
                } else {
                    "cast"
                };
                Rendered::new(
                    format!("{f}({e} as {})", fold(&data_type.to_string())),
                    ATOM,
                )
            }
            Expr::Collate { expr, collation } => {
                let e = self.child(expr, UNARY, false, false)?;
                Rendered::new(format!("{e} collate {}", object_name(collation)), UNARY)
            }
            Expr::Tuple(items) => {
                let items = items
                    .iter()
                    .map(|e| self.operand(e).map(|r| r.text))
                    .collect::<Result<Vec<_>, _>>()?;
                Rendered::new(format!("({})", items.join(", ")), ATOM)
            }
            Expr::Wildcard(_) => Rendered::new("*".into(), ATOM),
            Expr::QualifiedWildcard(name, _) => {
                Rendered::new(format!("{}.*", self.qualifier(&object_name(name))), ATOM)
            }
            Expr::TypedString(_) | Expr::Interval(_) => Rendered::constant(fold(&expr.to_string())),
            // Constructs SQLite does not have: sqlparser's own text, folded. The prec keeps them
            // parenthesised wherever they are nested, so grouping is never lost.
            other => Rendered::new(fold(&other.to_string()), 0),
        })
    }

    fn column(&self, id: &Ident) -> Rendered {
        let name = ident(id);
        if self.resolve_aliases {
            if let Some(r) = self.scope.alias(&name) {
                return r.clone();
            }
        }
        let text = match self.scope.resolve_column(&name) {
            Some((up, key)) => format!("{}{key}.{name}", "^".repeat(up)),
            None => name,
        };
        Rendered::new(text, ATOM)
    }

    /// A qualifier resolved to its table key; references to an enclosing query are marked `^`
    /// per level, so a correlated `e1.dept = e2.dept` keeps its two sides apart.
    fn qualifier(&self, q: &str) -> String {
        match self.scope.resolve_qualifier(q) {
            Some((up, key)) => format!("{}{key}", "^".repeat(up)),
            None => q.to_string(),
        }
    }

    fn compound(&self, parts: &[Ident]) -> Rendered {
        let names: Vec<String> = parts.iter().map(ident).collect();
        let text = match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [.., q, c] => format!("{}.{c}", self.qualifier(q)),
        };
        Rendered::new(text, ATOM)
    }

    fn postfix(&mut self, e: &Expr, suffix: &str) -> Result<Rendered, SqlError> {
        let e = self.child(e, CMP, true, false)?;
        Ok(Rendered::new(format!("{e} {suffix}"), CMP))
    }

    /// A symmetric binary relation: operands in canonical order.
    fn symmetric(&mut self, a: &Expr, op: &str, b: &Expr) -> Result<Rendered, SqlError> {
        let a = self.operand(a)?;
        let b = self.operand(b)?;
        let (a, b) = if order_key(&a) <= order_key(&b) {
            (a, b)
        } else {
            (b, a)
        };
        Ok(Rendered::new(
            format!("{} {op} {}", wrap(&a, CMP, true), wrap(&b, CMP, true)),
            CMP,
        ))
    }

    fn like(
        &mut self,
        e: &Expr,
        op: &str,
        negated: bool,
        pattern: &Expr,
        escape: Option<&Expr>,
    ) -> Result<Rendered, SqlError> {
        let e = self.child(e, CMP, true, false)?;
        let p = self.child(pattern, CMP, true, true)?;
        let mut text = format!("{e} {}{op} {p}", not(negated));
        if let Some(x) = escape {
            text.push_str(&format!(" escape {}", self.child(x, CMP, true, true)?));
        }
        Ok(Rendered::new(text, CMP))
    }

    /// `a > ALL (subquery)`: not commutative, so the operands keep their sides.
    fn quantified(
        &mut self,
        left: &Expr,
        op: &BinaryOperator,
        quantifier: &str,
        right: &Expr,
    ) -> Result<Rendered, SqlError> {
        let l = self.child(left, CMP, true, true)?;
        let r = self.render(right)?;
        Ok(Rendered::new(
            format!("{l} {} {quantifier} {}", op_text(op), wrap(&r, ATOM, false)),
            CMP,
        ))
    }

    fn unary(&mut self, op: &UnaryOperator, e: &Expr) -> Result<Rendered, SqlError> {
        Ok(match op {
            UnaryOperator::Not => {
                Rendered::new(format!("not {}", self.child(e, NOT, false, false)?), NOT)
            }
            UnaryOperator::Minus | UnaryOperator::Plus => {
                let sign = if matches!(op, UnaryOperator::Minus) {
                    "-"
                } else {
                    "+"
                };
                let inner = self.render(e)?;
                let text = format!("{sign}{}", wrap(&inner, UNARY, false));
                Rendered {
                    text,
                    prec: UNARY,
                    constant: inner.constant,
                }
            }
            other => Rendered::new(
                format!(
                    "{}{}",
                    fold(&other.to_string()),
                    self.child(e, UNARY, false, false)?
                ),
                UNARY,
            ),
        })
    }

    fn binary(
        &mut self,
        left: &Expr,
        op: &BinaryOperator,
        right: &Expr,
    ) -> Result<Rendered, SqlError> {
        use BinaryOperator as B;
        match op {
            B::And | B::Or => {
                let prec = if matches!(op, B::And) { AND } else { OR };
                let mut operands = Vec::new();
                flatten(left, op, &mut operands);
                flatten(right, op, &mut operands);
                let mut texts = operands
                    .into_iter()
                    .map(|e| self.child(e, prec, true, false))
                    .collect::<Result<Vec<_>, _>>()?;
                texts.sort();
                let sep = if prec == AND { " and " } else { " or " };
                Ok(Rendered::new(texts.join(sep), prec))
            }
            _ => self.spine(left, op, right),
        }
    }

    /// Every other binary operator, walking down the left spine iteratively: long arithmetic or
    /// comparison chains nest the AST one level per operator, and recursing over them would grow
    /// the stack with the input.
    fn spine(
        &mut self,
        left: &Expr,
        op: &BinaryOperator,
        right: &Expr,
    ) -> Result<Rendered, SqlError> {
        let mut steps = vec![(op, right)];
        let mut leftmost = left;
        while let Expr::BinaryOp {
            left: l,
            op: o,
            right: r,
        } = leftmost
        {
            if matches!(o, BinaryOperator::And | BinaryOperator::Or) {
                break;
            }
            steps.push((o, r));
            leftmost = l;
        }
        let first_is_value = steps.last().is_some_and(|(o, _)| is_comparison(o));
        let mut acc = if first_is_value {
            self.operand(leftmost)?
        } else {
            self.render(leftmost)?
        };
        for (o, r) in steps.into_iter().rev() {
            acc = if is_comparison(o) {
                let r = self.operand(r)?;
                let (l, r, o) = if order_key(&acc) <= order_key(&r) {
                    (acc, r, o.clone())
                } else {
                    (r, acc, mirror(o))
                };
                let text = format!(
                    "{} {} {}",
                    wrap(&l, CMP, true),
                    op_text(&o),
                    wrap(&r, CMP, true)
                );
                Rendered::new(text, CMP)
            } else {
                let prec = op_prec(o);
                let value = matches!(
                    o,
                    BinaryOperator::Glob | BinaryOperator::Match | BinaryOperator::Regexp
                );
                let rhs = self.child(r, prec, true, value)?;
                Rendered::new(
                    format!("{} {} {rhs}", wrap(&acc, prec, prec == CMP), op_text(o)),
                    prec,
                )
            };
        }
        Ok(acc)
    }

    fn function(&mut self, f: &Function) -> Result<Rendered, SqlError> {
        let name = object_name(&f.name);
        let mut text = name.clone();
        let mut arg_count = 0usize;
        match &f.args {
            FunctionArguments::None => {}
            FunctionArguments::Subquery(q) => text.push_str(&(self.hook)(q, self.scope)?),
            FunctionArguments::List(list) => {
                let mut args = Vec::with_capacity(list.args.len());
                for arg in &list.args {
                    args.push(match arg {
                        FunctionArg::Unnamed(a) => self.function_arg(a)?,
                        other => fold(&other.to_string()),
                    });
                }
                arg_count = args.len();
                let distinct = list
                    .duplicate_treatment
                    .map(|d| format!("{} ", fold(&d.to_string())))
                    .unwrap_or_default();
                let clauses: Vec<String> =
                    list.clauses.iter().map(|c| fold(&c.to_string())).collect();
                let clauses = if clauses.is_empty() {
                    String::new()
                } else {
                    format!(" {}", clauses.join(" "))
                };
                text.push_str(&format!("({distinct}{}{clauses})", args.join(", ")));
            }
        }
        if let Some(filter) = &f.filter {
            text.push_str(&format!(" filter (where {})", self.render(filter)?.text));
        }
        if let Some(over) = &f.over {
            text.push_str(&format!(" over {}", fold(&over.to_string())));
        }
        let scalar_minmax = matches!(name.as_str(), "min" | "max") && arg_count != 1;
        if f.over.is_none() && !scalar_minmax && AGGREGATES.contains(&name.as_str()) {
            self.saw_aggregate = true;
        }
        Ok(Rendered::new(text, ATOM))
    }

    fn function_arg(&mut self, arg: &FunctionArgExpr) -> Result<String, SqlError> {
        Ok(match arg {
            FunctionArgExpr::Expr(e) => self.operand(e)?.text,
            FunctionArgExpr::QualifiedWildcard(name) => {
                format!("{}.*", self.qualifier(&object_name(name)))
            }
            FunctionArgExpr::Wildcard => "*".into(),
            other => fold(&other.to_string()),
        })
    }
}

/// Operands of a chain of the same AND/OR, looking through parentheses (the grouping of an
/// associative operator carries no meaning).
fn flatten<'e>(expr: &'e Expr, op: &BinaryOperator, out: &mut Vec<&'e Expr>) {
    let mut stack = vec![expr];
    while let Some(e) = stack.pop() {
        match e {
            Expr::BinaryOp { left, op: o, right } if o == op => {
                stack.push(right);
                stack.push(left);
            }
            Expr::Nested(inner) if matches!(&**inner, Expr::BinaryOp { op: o, .. } if o == op) => {
                stack.push(inner)
            }
            other => out.push(other),
        }
    }
}

/// Sort key for commutative operands: columns and expressions first, then nested queries (whose
/// text starts with their parenthesis), then constants; within a class, by text.
fn order_key(r: &Rendered) -> (bool, bool, &str) {
    (r.constant, r.text.starts_with('('), r.text.as_str())
}

fn wrap(r: &Rendered, prec: u8, strict: bool) -> String {
    if r.prec < prec || (strict && r.prec == prec) {
        format!("({})", r.text)
    } else {
        r.text.clone()
    }
}

fn not(negated: bool) -> &'static str {
    if negated {
        "not "
    } else {
        ""
    }
}

/// Comparisons whose operands may be swapped (with the operator mirrored).
fn is_comparison(op: &BinaryOperator) -> bool {
    use BinaryOperator as B;
    matches!(op, B::Eq | B::NotEq | B::Lt | B::Gt | B::LtEq | B::GtEq)
}

/// `a < b` read from the other side.
fn mirror(op: &BinaryOperator) -> BinaryOperator {
    use BinaryOperator as B;
    match op {
        B::Lt => B::Gt,
        B::Gt => B::Lt,
        B::LtEq => B::GtEq,
        B::GtEq => B::LtEq,
        other => other.clone(),
    }
}

fn op_text(op: &BinaryOperator) -> String {
    match op {
        BinaryOperator::NotEq => "<>".into(),
        other => fold(&other.to_string()),
    }
}

fn op_prec(op: &BinaryOperator) -> u8 {
    use BinaryOperator as B;
    match op {
        B::Or => OR,
        B::And | B::Xor => AND,
        B::Eq
        | B::NotEq
        | B::Lt
        | B::Gt
        | B::LtEq
        | B::GtEq
        | B::Spaceship
        | B::Glob
        | B::Match
        | B::Regexp => CMP,
        B::BitwiseAnd
        | B::BitwiseOr
        | B::BitwiseXor
        | B::PGBitwiseShiftLeft
        | B::PGBitwiseShiftRight => BIT,
        B::Plus | B::Minus => ADD,
        B::Multiply | B::Divide | B::Modulo | B::DuckIntegerDivide | B::MyIntegerDivide => MUL,
        B::StringConcat => CONCAT,
        _ => 0,
    }
}

fn value(v: &Value) -> Rendered {
    match v {
        Value::Number(n, _) => Rendered::constant(n.to_ascii_lowercase()),
        Value::Boolean(b) => Rendered::constant(b.to_string()),
        Value::Null => Rendered::constant("null".into()),
        Value::Placeholder(p) => Rendered::new(p.clone(), ATOM),
        other => match other.clone().into_string() {
            Some(s) => Rendered::constant(quote(&s)),
            None => Rendered::constant(fold(&other.to_string())),
        },
    }
}
