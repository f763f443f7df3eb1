//! Readings that cannot be what anyone meant, judged by their own shape against the schema.
//!
//! A generator that is unsure proposes every alternative; some alternatives are impossible or
//! nonsensical whatever the question said. Each check here is a general property of SQL over a
//! typed schema, stated as the reason shown beside the reading:
//! - **contradictory equalities**: two top-level conjuncts of one WHERE require one column to
//!   equal two different constants (`region = 'Asia' AND region = 'Europe'`), or to start with
//!   two texts neither of which starts the other (`dt LIKE '2020%' AND dt LIKE '2024%'`): no
//!   row can pass;
//! - **arithmetic over words**: SUM or AVG of a text column whose values are not numbers, and
//!   MAX or MIN of one whose values are prose (names, categories: the largest is the last in
//!   alphabetical order; a date or a code stored as text keeps its meaningful order);
//! - **a number put on words**: `x = 5` where `x` holds no number at all;
//! - **numbers stored as text read as text**: ordering, comparing with `<`/`>`, or taking MAX/MIN
//!   of a text column whose values are all numbers compares them as strings ('9' after '10'),
//!   which matters only where the values' text order is not their numeric order (four-digit
//!   years sort alike both ways); adding them up (SUM, AVG) works unasked on SQLite only, so
//!   elsewhere that is doubted too;
//! - **an answer the question gave**: listing only columns the WHERE fixes to one constant
//!   each (`SELECT st_cd … WHERE st_cd = '5'`) returns that constant on every row;
//! - **grouping by a unique key**: GROUP BY the sole primary key of the only table read makes
//!   every group one row, so its aggregates aggregate nothing;
//! - **an empty answer among answers** (guided by execution): the reading returns no row where
//!   another reading of the question returns some.
//!
//! Owns: the checks and their wording. Must not touch: probabilities (the session weighs each
//! doubt by `method.doubt_factor`).

use crate::core::engine::Engine;
use crate::core::schema::{Column, Schema, Table};
use crate::core::sql::{Atom, AtomKind};
use std::collections::BTreeMap;
use std::ops::Range;

/// How a result's merge key starts when the reading returned no row at all (the db layer's
/// fingerprint writes it; a result empty only on a sample of a large table is not marked).
pub const EMPTY_RESULT: &str = "empty:";

/// The execution-guided doubt: a reading that returns nothing where another reading of the same
/// question returns rows (an empty answer is rarely what was asked for when the data has one).
pub fn empty_among_answers(fingerprint: Option<&str>, siblings: &[Option<&str>]) -> Option<String> {
    let empty = |f: &Option<&str>| f.is_some_and(|f| f.starts_with(EMPTY_RESULT));
    let answered = |f: &Option<&str>| f.is_some() && !empty(f);
    (empty(&fingerprint) && siblings.iter().any(answered))
        .then(|| "returns no rows, where other readings return some".to_string())
}

/// The canonical text of an atom: its key without the path and kind.
fn canonical(atom: &Atom) -> &str {
    crate::core::sql::key_parts(&atom.key).map_or("", |(_, _, canonical)| canonical)
}

/// A canonical column reference `table.column` (possibly `table#2.column`) and its column.
fn column_of<'s>(schema: &'s Schema, reference: &str) -> Option<(&'s Table, &'s Column)> {
    let (table, column) = reference.trim().rsplit_once('.')?;
    let table = table.split('#').next().unwrap_or(table).trim_matches('"');
    let table = schema
        .tables
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case(table))?;
    let column = table.column(column.trim_matches('"'))?;
    Some((table, column))
}

/// Whether `reference` is a plain column reference (no function, operator or literal).
fn is_reference(reference: &str) -> bool {
    !reference.is_empty()
        && reference.contains('.')
        && reference
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '#' | '"'))
}

fn is_number(value: &str) -> bool {
    value.trim().parse::<f64>().is_ok_and(f64::is_finite)
}

/// A text column whose sampled values (at least two) are all numbers.
fn numbers_as_text(column: &Column) -> bool {
    column.declared_text()
        && column.samples.len() >= 2
        && column.samples.iter().all(|v| is_number(v))
}

/// The digits before the decimal point of a number written as text.
fn whole_digits(value: &str) -> usize {
    let value = value.trim().trim_start_matches(['-', '+']);
    value.split('.').next().map_or(0, str::len)
}

/// A text column whose sampled values are all numbers (at least two seen) and whose order as
/// text is not their order as numbers, counting `literal` among them when given: four-digit
/// years sort alike both ways, '9' and '10' do not. Values of different widths ('130' and
/// '1465') count as misread even when the few sampled happen to sort alike: the column spans
/// magnitudes, and its other values will not.
fn misread_as_text(column: &Column, literal: Option<&str>) -> bool {
    let mut values: Vec<&str> = column.samples.iter().map(|v| v.trim()).collect();
    values.extend(literal.map(|l| l.trim().trim_matches('\'')));
    if !numbers_as_text(column) || !values.iter().all(|v| is_number(v)) {
        return false;
    }
    let width = whole_digits(values[0]);
    if values.iter().any(|v| whole_digits(v) != width) {
        return true;
    }
    let mut as_text = values.clone();
    as_text.sort_unstable();
    let mut as_numbers = values;
    as_numbers.sort_by(|a, b| {
        let (a, b) = (
            a.parse::<f64>().unwrap_or(0.0),
            b.parse::<f64>().unwrap_or(0.0),
        );
        a.total_cmp(&b)
    });
    as_text != as_numbers
}

/// A text column whose sampled values include no number at all.
fn words(column: &Column) -> bool {
    column.declared_text()
        && !column.samples.is_empty()
        && !column.samples.iter().any(|v| is_number(v))
}

/// A text column whose sampled values are all prose: each has more letters than digits (names,
/// categories), so none is a date, a time or a code stored as text, whose largest and
/// smallest mean something.
fn prose(column: &Column) -> bool {
    let letters_win = |v: &String| {
        let letters = v.chars().filter(|c| c.is_alphabetic()).count();
        letters > 0 && letters > v.chars().filter(|c| c.is_ascii_digit()).count()
    };
    words(column) && column.samples.iter().all(letters_win)
}

/// `f(reference)` for an aggregate's canonical text, lower-case function name.
fn aggregate_parts(text: &str) -> Option<(&str, &str)> {
    let (function, rest) = text.split_once('(')?;
    let argument = rest.strip_suffix(')')?;
    let argument = argument.strip_prefix("distinct ").unwrap_or(argument);
    Some((function.trim(), argument.trim()))
}

/// One reason a reading cannot be meant, and where a cast would mend it.
struct Doubt {
    reason: String,
    /// The column reference as written in the SQL (a byte range) and the type its values are,
    /// for a doubt a cast answers: numbers stored as text read as numbers.
    cast: Option<(Range<usize>, &'static str)>,
}

impl Doubt {
    fn plain(reason: String) -> Self {
        Self { reason, cast: None }
    }
}

/// Why the reading with `atoms` cannot be meant, one reason a line (empty: no doubt).
pub fn doubts(atoms: &[Atom], schema: &Schema) -> Vec<String> {
    let mut reasons: Vec<String> = judge(atoms, schema).into_iter().map(|d| d.reason).collect();
    reasons.dedup();
    reasons
}

/// The reading `sql` (with `atoms`) with every number stored as text that it orders, compares
/// or takes the MAX/MIN of read as a number (`CAST(x AS INTEGER)`, or `REAL` when the values
/// have decimals); None when it reads none so. The cast reading is the one offered instead.
pub fn cast_reading(sql: &str, atoms: &[Atom], schema: &Schema) -> Option<String> {
    let mut casts: Vec<(Range<usize>, &str)> = judge(atoms, schema)
        .into_iter()
        .filter_map(|d| d.cast)
        .collect();
    if casts.is_empty() {
        return None;
    }
    casts.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    casts.dedup_by_key(|(range, _)| range.start);
    let mut out = sql.to_string();
    for (range, ty) in casts {
        let written = out.get(range.clone())?.to_string();
        out.replace_range(range, &format!("CAST({written} AS {ty})"));
    }
    Some(out)
}

/// The column reference an atom's text starts with, as a byte range of the SQL.
fn leading_reference(atom: &Atom) -> Option<Range<usize>> {
    let length = atom
        .text
        .char_indices()
        .find(|(_, c)| !(c.is_alphanumeric() || matches!(c, '_' | '.' | '"' | '`' | '[' | ']')))
        .map_or(atom.text.len(), |(i, _)| i);
    (length > 0).then(|| atom.span.start..atom.span.start + length)
}

/// The argument of an aggregate atom `MAX(x)`, as a byte range of the SQL.
fn aggregate_argument(atom: &Atom) -> Option<Range<usize>> {
    let open = atom.text.find('(')? + 1;
    let close = atom.text.rfind(')')?;
    let inner = atom.text.get(open..close)?;
    let lead = inner.len() - inner.trim_start().len();
    let trail = inner.len() - inner.trim_end().len();
    (close > open + lead + trail)
        .then(|| atom.span.start + open + lead..atom.span.start + close - trail)
}

/// The SQL type numbers stored as text in `column` are read as.
fn number_type(column: &Column) -> &'static str {
    if column
        .samples
        .iter()
        .all(|v| v.trim().parse::<i64>().is_ok())
    {
        "INTEGER"
    } else {
        "REAL"
    }
}

fn judge(atoms: &[Atom], schema: &Schema) -> Vec<Doubt> {
    let mut out: Vec<Doubt> = contradictions(atoms)
        .into_iter()
        .map(Doubt::plain)
        .collect();
    out.extend(echoed_filters(atoms).into_iter().map(Doubt::plain));
    for atom in atoms {
        let text = canonical(atom);
        match atom.kind {
            AtomKind::Aggregate | AtomKind::Having | AtomKind::OrderBy => {
                if let Some((function, argument)) =
                    aggregate_parts(text.split(' ').next().unwrap_or(text))
                {
                    out.extend(aggregate_doubt(schema, function, argument, atom));
                    continue;
                }
                if atom.kind == AtomKind::OrderBy {
                    let reference = text.trim_end_matches(" desc").trim_end_matches(" asc");
                    let column = is_reference(reference)
                        .then(|| column_of(schema, reference))
                        .flatten()
                        .filter(|(_, c)| misread_as_text(c, None));
                    if let Some((_, column)) = column {
                        out.push(Doubt {
                            reason: format!(
                                "orders {reference}, numbers stored as text, as text ('9' after '10')"
                            ),
                            cast: leading_reference(atom).map(|r| (r, number_type(column))),
                        });
                    }
                }
            }
            AtomKind::Predicate => {
                out.extend(number_against_words(schema, text).map(Doubt::plain));
                for op in [" >= ", " <= ", " > ", " < ", " between "] {
                    if let Some((left, right)) = text.split_once(op) {
                        // `x BETWEEN a AND b`: both bounds count.
                        let bounds: Vec<&str> = right.split(" and ").collect();
                        // Against a subquery's value ("more beds than average"), SQLite gives
                        // that value the column's text affinity: text against text again (a
                        // subquery's canonical text is its atoms' digest, `(|aggregate|…; …)`).
                        let subquery = right.trim_start().starts_with("(|");
                        let column = is_reference(left)
                            .then(|| column_of(schema, left))
                            .flatten()
                            .filter(|(_, c)| {
                                if subquery {
                                    misread_as_text(c, None)
                                } else {
                                    bounds.iter().any(|b| misread_as_text(c, Some(b)))
                                }
                            });
                        if let Some((_, column)) = column {
                            out.push(Doubt {
                                reason: format!(
                                    "compares {left}, numbers stored as text, as text ('9' > '10')"
                                ),
                                cast: leading_reference(atom).map(|r| (r, number_type(column))),
                            });
                        }
                        break;
                    }
                }
            }
            AtomKind::GroupBy => {
                out.extend(unique_group(atoms, atom, schema).map(Doubt::plain));
            }
            _ => {}
        }
    }
    out
}

fn aggregate_doubt(schema: &Schema, function: &str, argument: &str, atom: &Atom) -> Option<Doubt> {
    if !is_reference(argument) {
        return None;
    }
    let (_, column) = column_of(schema, argument)?;
    match function {
        "sum" | "avg" if words(column) => Some(Doubt::plain(format!(
            "adds up {argument}, which holds words, not numbers"
        ))),
        // SQLite adds up numbers stored as text unasked (the reading means what it says
        // there); other engines refuse, and the cast is what is meant.
        "sum" | "avg" if schema.engine != Engine::Sqlite && numbers_as_text(column) => Some(Doubt {
            reason: format!("adds up {argument}, numbers stored as text, without reading them as numbers"),
            cast: aggregate_argument(atom).map(|r| (r, number_type(column))),
        }),
        // The largest of names is the last in alphabetical order: what a question asking for
        // "the most" of something never means (it counts), and what one asking for the
        // highest value of a measure cannot mean (the measure is elsewhere).
        "max" | "min" if atom.kind == AtomKind::Aggregate && prose(column) => {
            Some(Doubt::plain(format!(
                "takes the {function} of {argument}, which holds words: the {} in alphabetical order",
                if function == "max" { "last" } else { "first" }
            )))
        }
        "max" | "min" if misread_as_text(column, None) => Some(Doubt {
            reason: format!(
                "takes the {function} of {argument}, numbers stored as text, as text ('9' > '10')"
            ),
            cast: aggregate_argument(atom).map(|r| (r, number_type(column))),
        }),
        _ => None,
    }
}

/// `x = 5` where `x` holds words: a number put on a column none of whose values is one.
fn number_against_words(schema: &Schema, text: &str) -> Option<String> {
    let (left, right) = text.split_once(" = ")?;
    if !is_reference(left) || !is_number(right) {
        return None;
    }
    let (_, column) = column_of(schema, left)?;
    words(column).then(|| format!("compares {left}, which holds words, with the number {right}"))
}

/// Two conjuncts of one WHERE asking one column to equal two different constants.
fn contradictions(atoms: &[Atom]) -> Vec<String> {
    let mut out = Vec::new();
    let mut equals: BTreeMap<(&str, &str), Vec<&str>> = BTreeMap::new();
    for atom in atoms.iter().filter(|a| a.kind == AtomKind::Predicate) {
        let Some((left, right)) = canonical(atom).split_once(" = ") else {
            continue;
        };
        let constant = right.starts_with('\'') || is_number(right);
        if is_reference(left) && constant {
            equals
                .entry((atom.path.as_str(), left))
                .or_default()
                .push(right);
        }
    }
    for ((_, column), mut values) in equals {
        values.sort_unstable();
        values.dedup();
        if let [first, second, ..] = values.as_slice() {
            out.push(format!(
                "asks {column} to be both {first} and {second}: no row can be"
            ));
        }
    }
    out.extend(contradictory_prefixes(atoms));
    out
}

/// Two conjuncts of one WHERE asking one column to start with two texts neither of which
/// starts the other (`dt LIKE '2020%' AND dt LIKE '2024%'`, what "sampled in both 2020 and
/// 2024" is not): no value starts with both.
fn contradictory_prefixes(atoms: &[Atom]) -> Vec<String> {
    let mut prefixes: BTreeMap<(&str, &str), Vec<String>> = BTreeMap::new();
    for atom in atoms.iter().filter(|a| a.kind == AtomKind::Predicate) {
        let Some((left, right)) = canonical(atom).split_once(" like ") else {
            continue;
        };
        let pattern = right
            .strip_prefix('\'')
            .and_then(|r| r.strip_suffix("%'"))
            .filter(|p| !p.contains(['%', '_', '\'']));
        if let (true, Some(prefix)) = (is_reference(left), pattern) {
            prefixes
                .entry((atom.path.as_str(), left))
                .or_default()
                .push(prefix.to_lowercase());
        }
    }
    let mut out = Vec::new();
    for ((_, column), found) in prefixes {
        let clash = found.iter().enumerate().find_map(|(i, a)| {
            found[i + 1..]
                .iter()
                .find(|b| !a.starts_with(b.as_str()) && !b.starts_with(a.as_str()))
                .map(|b| (a, b))
        });
        if let Some((a, b)) = clash {
            out.push(format!(
                "asks {column} to start with both '{a}' and '{b}': no row can"
            ));
        }
    }
    out
}

/// A query (one path: the outer query or a branch of a set operation) that lists
/// only columns its own WHERE fixes to one constant each (`SELECT st_cd … WHERE st_cd = '5'`):
/// every row it returns repeats the question's own value.
fn echoed_filters(atoms: &[Atom]) -> Vec<String> {
    let mut listed: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut fixed: BTreeMap<(&str, &str), &str> = BTreeMap::new();
    let mut grouped: Vec<&str> = Vec::new();
    for atom in atoms {
        let text = canonical(atom);
        match atom.kind {
            AtomKind::Projection => listed.entry(atom.path.as_str()).or_default().push(text),
            AtomKind::Aggregate | AtomKind::GroupBy => grouped.push(atom.path.as_str()),
            AtomKind::Predicate => {
                let Some((left, right)) = text.split_once(" = ") else {
                    continue;
                };
                let literal = is_number(right)
                    || (right.len() >= 2
                        && right.starts_with('\'')
                        && right.ends_with('\'')
                        && !right[1..right.len() - 1].contains('\''));
                if is_reference(left) && literal {
                    fixed.insert((atom.path.as_str(), left), right);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (path, columns) in listed {
        // A subquery's list is a set of values to test against (`agency_cd NOT IN (SELECT
        // agency_cd … WHERE agency_cd = 'USGS')`), not an answer shown.
        let nested = path.split('.').any(|segment| segment.starts_with("sub"));
        if nested || grouped.contains(&path) {
            continue;
        }
        let values: Option<Vec<&str>> = columns
            .iter()
            .map(|c| fixed.get(&(path, *c)).copied())
            .collect();
        if let Some(values) = values {
            let said: Vec<String> = columns
                .iter()
                .zip(values)
                .map(|(c, v)| format!("{c} = {v}"))
                .collect();
            out.push(format!(
                "lists only what its filter fixes ({}): every row repeats it",
                said.join(", ")
            ));
        }
    }
    out
}

/// GROUP BY the sole primary key of the only table its query reads.
fn unique_group(atoms: &[Atom], group: &Atom, schema: &Schema) -> Option<String> {
    let reference = canonical(group);
    let tables = atoms
        .iter()
        .filter(|a| a.kind == AtomKind::Table && a.path == group.path)
        .count();
    if tables != 1 || !is_reference(reference) {
        return None;
    }
    let (table, column) = column_of(schema, reference)?;
    let unique =
        matches!(table.primary_key.as_slice(), [pk] if pk.eq_ignore_ascii_case(&column.name));
    unique.then(|| format!("groups by {reference}, a unique key: every group is one row"))
}

#[cfg(test)]
#[path = "validate_tests.rs"]
mod tests;
