//! The nested and set forms of a reading, and its predicates.
//!
//! Owns: predicates with literal or aggregate-subquery operands ("older than average"), years
//! compared with dates stored as text (a calendar bound, not the number), NOT IN
//! subqueries for negated relations (through the first hop of the join path), INTERSECT for two
//! equalities on one column ("a cat and a dog"), and when a filtering join makes rows repeat.
//! Must not touch: which components were chosen (`slots.rs`) or the outer FROM (`build.rs`).

use super::super::date_parts::{decode, year_of, Part, YearAt};
use super::super::frame::{Absence, Agg, Filter, Frame, Op, Operand, Pattern, SetOp};
use super::super::query::{text_literal, ColRef, Expr, Join, Pred, PredOp, Query, Rhs};
use super::super::values::dates::{month_period, Layout};
use super::attributes::missing_attribute;
use super::build::{anchor_key, col_ref, slot_column, Env, Picks};
use super::direction::along_way;
use super::named::referring_tables;
use super::slots::{ranks_against_a_row, Key};

pub(super) fn literal(
    env: &Env<'_>,
    operand: &Operand,
    at: Option<(usize, usize)>,
) -> Option<String> {
    match operand {
        // A month of a year is a pattern of dates (`predicate`), never a bare literal.
        Operand::Number(n) if month_period(n).is_some() => None,
        Operand::Number(n) => Some(n.clone()),
        Operand::Text { raw, hits } => {
            let stored = at.and_then(|(t, c)| {
                let table = &env.linker.tables[t];
                hits.iter()
                    .find(|h| {
                        h.table.eq_ignore_ascii_case(&table.name)
                            && h.column.eq_ignore_ascii_case(&table.columns[c].name)
                    })
                    .map(|h| h.value.clone())
            });
            Some(text_literal(&stored.unwrap_or_else(|| raw.clone())))
        }
        Operand::Aggregate(..) => None,
    }
}

/// A predicate for filter `f` (numbered `n`) over `tables`, with an aggregate subquery when
/// the operand is one.
pub(super) fn predicate(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    tables: &[usize],
    f: &Filter,
    n: Option<usize>,
) -> Option<Pred> {
    let (t, c) = slot_column(frame, picks, &f.slot, false, n)?;
    let lhs = Expr::Col(col_ref(env, tables, t, c)?);
    let rhs = match &f.operand {
        Operand::Aggregate(agg, slot, inner) => {
            let (st, sc) = slot_column(frame, picks, slot, false, None)?;
            let mut sub = Query {
                from: vec![env.linker.tables[st].name.clone()],
                ..Query::default()
            };
            sub.select
                .push(Expr::Agg(*agg, col_ref(env, &[st], st, sc)));
            for g in inner {
                if let Some(p) = predicate(env, frame, picks, &[st], g, None) {
                    sub.preds.push(p);
                }
            }
            Rhs::Sub(Box::new(sub))
        }
        Operand::Text { hits, .. } if ranks_against_a_row(f) => {
            // `level > (SELECT level FROM visitor WHERE name = 'Guti Midfielder')`: the row
            // named by the value, read through the joins to the compared attribute's table.
            let compared = &env.linker.tables[t].columns[c].name;
            let (hit, path) = hits
                .iter()
                .filter(|h| {
                    !(h.table.eq_ignore_ascii_case(&env.linker.tables[t].name)
                        && h.column.eq_ignore_ascii_case(compared))
                })
                .filter_map(|h| {
                    let u = env.linker.table_index(&h.table)?;
                    let path = env.graph.shortest_paths(t, u).into_iter().next()?;
                    Some((h, path))
                })
                .min_by_key(|(_, path)| path.len())?;
            let (tables, joins) = chain(env, t, &path)?;
            let mut sub = Query {
                from: tables
                    .iter()
                    .map(|&u| env.linker.tables[u].name.clone())
                    .collect(),
                joins,
                ..Query::default()
            };
            // "earns more than every receptionist": the value may name several rows, and the
            // comparison holds against all of them (the same as the one row when it names one).
            let bound = match f.op {
                Op::Lt | Op::Le => Agg::Min,
                _ => Agg::Max,
            };
            sub.select.push(Expr::Agg(
                bound,
                Some(ColRef {
                    inst: 0,
                    column: compared.clone(),
                }),
            ));
            sub.preds.push(Pred {
                lhs: Expr::Col(ColRef {
                    inst: sub.from.len() - 1,
                    column: hit.column.clone(),
                }),
                op: PredOp::Cmp(Op::Eq),
                rhs: Rhs::Lit(text_literal(&hit.value)),
                or: false,
            });
            Rhs::Sub(Box::new(sub))
        }
        Operand::Text { hits, .. } if matches!(f.op, Op::Eq | Op::Ne) => {
            let table = &env.linker.tables[t];
            let hit = hits.iter().find(|h| {
                h.table.eq_ignore_ascii_case(&table.name)
                    && h.column.eq_ignore_ascii_case(&table.columns[c].name)
            });
            match hit {
                // A part of the stored values: those that contain it.
                Some(h) if h.partial => {
                    let op = if f.op == Op::Eq {
                        Op::Like(Pattern::Contains)
                    } else {
                        Op::NotLike(Pattern::Contains)
                    };
                    return Some(Pred {
                        lhs,
                        op: PredOp::Cmp(op),
                        rhs: Rhs::Lit(text_literal(&Pattern::Contains.wrap(&h.value))),
                        or: f.or,
                    });
                }
                _ => Rhs::Lit(literal(env, &f.operand, Some((t, c)))?),
            }
        }
        Operand::Text { raw, hits } if matches!(f.op, Op::Like(_) | Op::NotLike(_)) => {
            let (Op::Like(p) | Op::NotLike(p)) = f.op else {
                return None;
            };
            let _ = hits;
            Rhs::Lit(text_literal(&p.wrap(raw)))
        }
        // "in july 2022": the dates of that month, in the column's own layout; nothing else
        // holds a month (no bound of a month is read: "after july 2022" is not asked).
        Operand::Number(n) if month_period(n).is_some() => {
            let (year, month) = month_period(n)?;
            let table = &env.linker.tables[t];
            let pattern =
                env.values
                    .month_pattern(&table.name, &table.columns[c].name, year, month)?;
            let layout = env
                .values
                .date_layout(&table.name, &table.columns[c].name)?;
            let kind = match layout {
                Layout::YearFirst => Pattern::Starts,
                Layout::YearLast => Pattern::Ends,
            };
            let op = match f.op {
                Op::Eq => Op::Like(kind),
                Op::Ne => Op::NotLike(kind),
                _ => return None,
            };
            return Some(Pred {
                lhs,
                op: PredOp::Cmp(op),
                rhs: Rhs::Lit(text_literal(&pattern)),
                or: f.or,
            });
        }
        Operand::Number(n) if date_column(env, t, c) => {
            let table = &env.linker.tables[t];
            let layout = env
                .values
                .date_layout(&table.name, &table.columns[c].name)
                .unwrap_or(Layout::YearFirst);
            if let Some((op, bound)) = year_bound(n, f.op, layout) {
                return Some(Pred {
                    lhs,
                    op: PredOp::Cmp(op),
                    rhs: Rhs::Lit(text_literal(&bound)),
                    or: f.or,
                });
            }
            // A range of years over dates whose text does not sort as time does ("opened
            // before 2010" of "06/19/2009") compares the year the text closes with.
            if layout == Layout::YearLast {
                let year: u32 = n.parse().ok().filter(|y| (1000..=2999).contains(y))?;
                let Expr::Col(date) = &lhs else {
                    return None;
                };
                return Some(Pred {
                    lhs: Expr::Col(ColRef {
                        inst: date.inst,
                        column: year_of(&date.column, YearAt::End),
                    }),
                    op: PredOp::Cmp(f.op),
                    rhs: Rhs::Lit(text_literal(&year.to_string())),
                    or: f.or,
                });
            }
            Rhs::Lit(n.clone())
        }
        // A number said against a column of text ("drg 470", "MDC 05") is the text stored:
        // `drg_cd = '470'` on every engine, where a bare 470 is refused off SQLite and '05'
        // would be lost. A number the column pads with zeros is the number however padded:
        // "district 2" is '02' where districts are stored so, and both where the column
        // writes it both ways (`IN ('2', '02')`).
        Operand::Number(n)
            if matches!(f.op, Op::Eq | Op::Ne) && env.linker.tables[t].columns[c].text =>
        {
            let table = &env.linker.tables[t];
            let mut spellings = env
                .values
                .spellings_of(&table.name, &table.columns[c].name, n);
            spellings.sort();
            match spellings.as_slice() {
                [one] => Rhs::Lit(text_literal(one)),
                [_, _, ..] => {
                    let list: Vec<String> = spellings.iter().map(|v| text_literal(v)).collect();
                    return Some(Pred {
                        lhs,
                        op: if f.op == Op::Eq {
                            PredOp::In
                        } else {
                            PredOp::NotIn
                        },
                        rhs: Rhs::Lit(format!("({})", list.join(", "))),
                        or: f.or,
                    });
                }
                [] => Rhs::Lit(text_literal(n)),
            }
        }
        // The year a date's text writes is text too, and four digits sort as numbers do: a
        // bare number against it would hold for every row (SQLite orders text after numbers).
        Operand::Number(n) if text_year(&env.linker.tables[t].columns[c].name) => {
            Rhs::Lit(text_literal(n))
        }
        operand => Rhs::Lit(literal(env, operand, Some((t, c)))?),
    };
    Some(Pred {
        lhs,
        op: PredOp::Cmp(f.op),
        rhs,
        or: f.or,
    })
}

/// A derived column holding the year cut out of a date's text (`date_parts.rs`).
fn text_year(column: &str) -> bool {
    matches!(
        decode(column),
        Some((_, Part::Year(YearAt::Start | YearAt::End)))
    )
}

/// A text column that holds dates: by its name ("order_date") or by its values ("opening_night"
/// holding "2023-03-14").
pub(super) fn date_column(env: &Env<'_>, t: usize, c: usize) -> bool {
    let table = &env.linker.tables[t];
    table.columns.get(c).is_some_and(|col| {
        !col.numeric
            && (col
                .human
                .split(' ')
                .any(|w| matches!(w, "date" | "day" | "time" | "timestamp" | "datetime"))
                || env.values.date_years(&table.name, &col.name).is_some())
    })
}

/// A year compared with a date stored as text: "after 2020" is on or after 2021-01-01, "in
/// 2023" is a date opening with 2023 (comparing the number itself with text would hold for
/// every row). Where the year closes the date ("06/19/2023"), "in 2023" is a date ending with
/// it; such text does not sort as time does, so a range of years is read from the year it
/// closes with (`predicate`), not from the text.
fn year_bound(n: &str, op: Op, layout: Layout) -> Option<(Op, String)> {
    let year: u32 = n.parse().ok().filter(|y| (1000..=2999).contains(y))?;
    if layout == Layout::YearLast {
        return match op {
            Op::Eq => Some((Op::Like(Pattern::Ends), format!("%{year}"))),
            Op::Ne => Some((Op::NotLike(Pattern::Ends), format!("%{year}"))),
            _ => None,
        };
    }
    Some(match op {
        Op::Gt => (Op::Ge, format!("{}-01-01", year + 1)),
        Op::Ge => (Op::Ge, format!("{year}-01-01")),
        Op::Lt => (Op::Lt, format!("{year}-01-01")),
        Op::Le => (Op::Lt, format!("{}-01-01", year + 1)),
        Op::Eq => (Op::Like(Pattern::Starts), format!("{year}%")),
        Op::Ne => (Op::NotLike(Pattern::Starts), format!("{year}%")),
        Op::Like(_) | Op::NotLike(_) => return None,
    })
}

/// True when two conditions on one column cannot both hold on a row: two different
/// equalities ("a cat and a dog"), or ranges that do not meet ("older than 35 and younger
/// than 30").
fn exclusive(a: &Pred, b: &Pred) -> bool {
    let (Rhs::Lit(x), Rhs::Lit(y)) = (&a.rhs, &b.rhs) else {
        return false;
    };
    if b.or || a.lhs != b.lhs {
        return false;
    }
    let (PredOp::Cmp(oa), PredOp::Cmp(ob)) = (a.op, b.op) else {
        return false;
    };
    if oa == Op::Eq && ob == Op::Eq {
        return x != y;
    }
    // "both family-owned wineries and wineries that are not family owned": a value and its
    // refusal cannot hold on one row.
    if matches!((oa, ob), (Op::Eq, Op::Ne) | (Op::Ne, Op::Eq)) {
        return x == y;
    }
    // "games on both PC and Switch": one value and a pattern the value does not fit.
    match (oa, ob) {
        (Op::Eq, Op::Like(_)) => return !like_matches(x, y),
        (Op::Like(_), Op::Eq) => return !like_matches(y, x),
        _ => {}
    }
    let (Ok(x), Ok(y)) = (x.parse::<f64>(), y.parse::<f64>()) else {
        return false;
    };
    // (lower bound, inclusive) and (upper bound, inclusive) of each side.
    let lower = |op: Op, v: f64| match op {
        Op::Gt => Some((v, false)),
        Op::Ge => Some((v, true)),
        _ => None,
    };
    let upper = |op: Op, v: f64| match op {
        Op::Lt => Some((v, false)),
        Op::Le => Some((v, true)),
        _ => None,
    };
    let apart = |lo: Option<(f64, bool)>, hi: Option<(f64, bool)>| match (lo, hi) {
        (Some((l, li)), Some((h, hi))) => l > h || (l == h && !(li && hi)),
        _ => false,
    };
    apart(lower(oa, x), upper(ob, y)) || apart(lower(ob, y), upper(oa, x))
}

/// True when the SQL literal `value` fits the LIKE literal `pattern` (`%` any run, `_` any
/// one character, ASCII letters without regard to case, as SQLite compares them).
fn like_matches(value: &str, pattern: &str) -> bool {
    fn unquote(s: &str) -> Vec<char> {
        let inner = s
            .strip_prefix('\'')
            .and_then(|t| t.strip_suffix('\''))
            .unwrap_or(s);
        inner
            .replace("''", "'")
            .to_ascii_lowercase()
            .chars()
            .collect()
    }
    fn fits(v: &[char], p: &[char]) -> bool {
        match p.split_first() {
            None => v.is_empty(),
            Some(('%', rest)) => (0..=v.len()).any(|k| fits(&v[k..], rest)),
            Some(('_', rest)) => !v.is_empty() && fits(&v[1..], rest),
            Some((c, rest)) => v.first() == Some(c) && fits(&v[1..], rest),
        }
    }
    fits(&unquote(value), &unquote(pattern))
}

/// "students who have a cat and a dog", "cities with both employees older than 35 and
/// employees younger than 30": two conditions on one column that cannot both hold on a row
/// mean the rows related to each — an INTERSECT of the two readings.
///
/// `both_at`: the question named two sets of rows ("both beginner guests and guests older
/// than 40"), restricted by the predicates before and from this position: the INTERSECT of
/// the two, whatever columns they restrict.
pub(super) fn intersect(q: Query, both_at: Option<usize>) -> Query {
    // A compound query orders and limits as a whole, and the counts of two sets share no
    // rows: keep such readings as they are.
    if q.set_op.is_some()
        || q.select.iter().any(|e| matches!(e, Expr::Agg(..)))
        || q.preds.iter().any(|p| p.or)
        || !q.order.is_empty()
        || q.limit.is_some()
    {
        return q;
    }
    if let Some(k) = both_at.filter(|&k| k > 0 && k < q.preds.len()) {
        let mut left = q.clone();
        left.preds.truncate(k);
        let mut right = q;
        right.preds.drain(..k);
        return compound(left, right, SetOp::Intersect);
    }
    let pair = (0..q.preds.len()).find_map(|i| {
        (i + 1..q.preds.len())
            .find(|&j| exclusive(&q.preds[i], &q.preds[j]) || excepted(&q.preds[i], &q.preds[j]))
            .map(|j| (i, j))
    });
    let Some((i, j)) = pair else { return q };
    let except = excepted(&q.preds[i], &q.preds[j]);
    let mut left = q.clone();
    left.preds.remove(j);
    let mut right = q;
    right.preds.remove(i);
    let op = if except {
        // The rows related to the second value, taken away.
        right.preds[j - 1].op = PredOp::Cmp(Op::Eq);
        SetOp::Except
    } else {
        SetOp::Intersect
    };
    compound(left, right, op)
}

/// `left <op> right`: each side lists its rows once by itself, and the tags (the phrases the
/// reading grounds) are the left side's.
pub(super) fn compound(mut left: Query, mut right: Query, op: SetOp) -> Query {
    left.distinct = false;
    right.distinct = false;
    right.tags.clear();
    left.set_op = Some((op, Box::new(right)));
    left
}

/// "a concert in 2014 but none in 2015": one value required and another refused on the same
/// column mean the rows related to the first and not to the second — an EXCEPT.
fn excepted(a: &Pred, b: &Pred) -> bool {
    matches!((&a.rhs, &b.rhs), (Rhs::Lit(x), Rhs::Lit(y)) if x != y)
        && !b.or
        && a.lhs == b.lhs
        && a.op == PredOp::Cmp(Op::Eq)
        && b.op == PredOp::Cmp(Op::Ne)
}

/// Rows of the main table reached through a join that only filters can repeat: "students who
/// have a cat or a dog" lists each student once. Joins between a table and its split copy
/// pair rows one to one and repeat none.
pub(super) fn auto_distinct(env: &Env<'_>, q: &Query) -> bool {
    let table = |i: usize| q.from.get(i).and_then(|n| env.linker.table_index(n));
    let repeats = q
        .joins
        .iter()
        .any(|j| match (table(j.left), table(j.right)) {
            (Some(a), Some(b)) => !env.graph.split_pair(a, b),
            _ => true,
        });
    // The main table's split copy holds the main rows' values ("first and last names of the
    // guests who booked a suite", the last name read from `guest_last_name`).
    let home = |i: usize| {
        i == 0 || matches!((table(0), table(i)), (Some(a), Some(b)) if env.graph.split_pair(a, b))
    };
    let plain = q
        .select
        .iter()
        .all(|e| matches!(e, Expr::Col(c) if home(c.inst)));
    let filtered_elsewhere = q
        .preds
        .iter()
        .any(|p| matches!(&p.lhs, Expr::Col(c) if !home(c.inst)));
    repeats
        && plain
        && filtered_elsewhere
        && q.group.is_empty()
        && q.limit.is_none()
        && q.set_op.is_none()
}

/// `main.key NOT IN (SELECT key FROM first-hop … WHERE …)` for a negated relation (over the
/// one listed column when the excluded rows are the listed rows' own table).
pub(super) fn absence_pred(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    tables: &[usize],
    absence: &Absence,
    first_filter: usize,
    select: &[Expr],
) -> Option<Pred> {
    let first = *tables.first()?;
    let mut targets: Vec<usize> = Vec::new();
    for (k, f) in absence.filters.iter().enumerate() {
        if let Some((t, _)) = slot_column(frame, picks, &f.slot, false, Some(first_filter + k)) {
            targets.push(t);
        }
    }
    let has_filters = !targets.is_empty();
    for &m in &absence.others {
        if let Some(choice) = picks.get(&Key::Table(frame.mentions[m].text.clone())) {
            targets.push(choice.table);
        }
    }
    if targets.is_empty() {
        if let Some(verb) = absence.verb {
            targets.extend(done_by(env, first, &frame.mentions[verb].text));
        }
    }
    let target = *targets.iter().find(|&&t| t != first).or(targets.first())?;
    // The relation is negated from the question's table nearest to it: when a name is read
    // from a split copy (`shop_name`), the shops' own table still holds their hirings.
    let (inst, anchor, path) = tables
        .iter()
        .enumerate()
        .filter(|&(i, &t)| i == 0 || t != target)
        .filter_map(|(i, &t)| {
            // Of parallel keys, the one at the end of a movement the question names.
            let path = along_way(env, t, env.graph.shortest_paths(t, target))?;
            Some((i, t, path))
        })
        .min_by_key(|(i, _, path)| (path.len(), *i))?;
    if path.is_empty() && !has_filters {
        // Excluding the rows' own table from itself with nothing to tell the excluded rows
        // apart leaves no row: what the rows lack is one of their own attributes, or the
        // phrase is not read at all.
        return missing_attribute(env, frame, absence, anchor, inst);
    }
    let (key_col, sub_tables, sub_joins, sub_key) = if path.is_empty() {
        // "cities with a 5G tower but no 3G tower": the excluded rows are the asked rows'
        // own table, so excluding by its key excludes nothing a condition had not already;
        // what the question excludes is the one attribute it lists (the cities).
        let listed = match select {
            [Expr::Col(c)] if c.inst == inst => Some(c.column.clone()),
            _ => None,
        };
        let key = match listed {
            Some(column) => column,
            None => anchor_key(env, &[anchor], None)?.column,
        };
        (key.clone(), vec![anchor], Vec::new(), key)
    } else {
        let (col, hop, hop_col) = env.graph.edges[path[0]].side(anchor)?;
        // "lawyers with no supervisor": when the rows themselves hold the reference, having
        // none is an empty reference. (`supervisor_id NOT IN (SELECT id …)` would keep only
        // references to rows that do not exist.)
        let key_of = |t: usize| anchor_key(env, &[t], None).map(|k| k.column);
        let holds_reference = key_of(anchor).is_some_and(|k| !k.eq_ignore_ascii_case(col))
            && key_of(hop).is_some_and(|k| k.eq_ignore_ascii_case(hop_col));
        if holds_reference && !has_filters && path.len() == 1 {
            return Some(Pred {
                lhs: Expr::Col(ColRef {
                    inst,
                    column: col.to_string(),
                }),
                op: PredOp::IsNull,
                rhs: Rhs::Lit(String::new()),
                or: false,
            });
        }
        // Without conditions on the related rows the subquery can stop at the first hop, unless
        // a later hop reaches rows that need not exist ("continents with no car makers": a
        // country need not have a car maker; a pet link always names a pet).
        let limit = if has_filters {
            path.len()
        } else {
            let mut at_table = anchor;
            let mut needed = 1;
            for (k, &e) in path.iter().enumerate() {
                let edge = &env.graph.edges[e];
                if k > 0 && edge.b == at_table {
                    needed = k + 1;
                }
                at_table = if edge.a == at_table { edge.b } else { edge.a };
            }
            needed
        };
        let rest: Vec<usize> = path
            .iter()
            .skip(1)
            .take(limit.saturating_sub(1))
            .copied()
            .collect();
        let (ts, js) = chain(env, hop, &rest)?;
        (col.to_string(), ts, js, hop_col.to_string())
    };
    let mut sub = Query {
        from: sub_tables
            .iter()
            .map(|&t| env.linker.tables[t].name.clone())
            .collect(),
        joins: sub_joins,
        ..Query::default()
    };
    sub.select.push(Expr::Col(ColRef {
        inst: 0,
        column: sub_key,
    }));
    for (k, f) in absence.filters.iter().enumerate() {
        sub.preds.push(predicate(
            env,
            frame,
            picks,
            &sub_tables,
            f,
            Some(first_filter + k),
        )?);
    }
    let lhs = Expr::Col(ColRef {
        inst,
        column: key_col,
    });
    Some(Pred {
        lhs,
        op: PredOp::NotIn,
        rhs: Rhs::Sub(Box::new(sub)),
        or: false,
    })
}

/// The tables from `start` along the join `edges` (a path of the graph) and the joins between
/// each and the next, as a subquery's FROM reads them.
fn chain(env: &Env<'_>, start: usize, edges: &[usize]) -> Option<(Vec<usize>, Vec<Join>)> {
    let mut tables = vec![start];
    let mut joins = Vec::new();
    for &e in edges {
        let at = *tables.last()?;
        let (col, other, other_col) = env.graph.edges[e].side(at)?;
        tables.push(other);
        joins.push(Join {
            left: tables.len() - 2,
            left_col: col.to_string(),
            right: tables.len() - 1,
            right_col: other_col.to_string(),
        });
    }
    Some((tables, joins))
}

/// The records a negated verb that names nothing is about ("drgs never *billed*"): of the
/// tables referring to the rows' table `t`, the one the verb names best (the first on a tie).
fn done_by(env: &Env<'_>, t: usize, verb: &str) -> Option<usize> {
    let scores = env.linker.tables_for(verb);
    let score = |u: usize| {
        scores
            .iter()
            .find(|&&(v, _)| v == u)
            .map_or(0.0, |&(_, s)| s)
    };
    referring_tables(env, t)
        .into_iter()
        .rev()
        .max_by(|&a, &b| score(a).total_cmp(&score(b)))
}

#[cfg(test)]
mod tests {
    use super::like_matches;
    use rstest::rstest;

    #[rstest]
    #[case("'Nintendo Switch'", "'%Switch%'", true)]
    #[case("'PC'", "'%Switch%'", false)]
    #[case("'switch'", "'Switch%'", true)]
    #[case("'Switch Lite'", "'%Lite'", true)]
    #[case("'Lite Switch'", "'Switch%'", false)]
    #[case("'O''Hara'", "'O''H_ra'", true)]
    #[case("'Ab'", "'A_c'", false)]
    fn a_value_fits_a_pattern_as_sqlite_compares(
        #[case] value: &str,
        #[case] pattern: &str,
        #[case] fits: bool,
    ) {
        assert_eq!(like_matches(value, pattern), fits);
    }
}
