//! A coded column read as what its codes mean.
//!
//! Coded schemas store `boro_cd = '3'` and say what '3' means only in a lookup table
//! (`ref_codes(code_typ, code, code_desc)`: 'Brooklyn'), often one lookup for many code sets, and
//! with no key declaring the join. An analyst asking for "restaurants per borough" or "the
//! ownership of Macon Hospital" wants the boroughs and ownerships named, not their codes. So a
//! reading that lists, groups or orders by a column the value index found holding a lookup's
//! codes (`values/code_lookups.rs`) comes with a variant reading the lookup's description
//! instead: the lookup joined on the code (and on the code set, where several sets share the
//! lookup) and its description read in the code's place. The stored code stays a reading of
//! its own; which one the analyst means is a question the dialogue can ask.
//!
//! Only a column a phrase names as an attribute is read so ("per borough", "the ownership of"):
//! a phrase naming the table ("committees") is listed by whatever column stands in for its
//! rows, which a description would not. Filters are not rewritten: a value said in a filter is
//! already matched to its description and translated to the code by the value index.
//!
//! Must not touch: which lookups exist or which columns hold their codes (the value index reads
//! that from the data), or which columns a reading reads (grounding chose them).

use super::frame::Op;
use super::link::Linker;
use super::query::{text_literal, ColRef, Expr, Join, Pred, PredOp, Query, Rhs};
use super::values::{Decoding, ValueIndex};
use crate::core::schema::Schema;

/// The share of a reading's score its described form takes from the coded form: a description
/// is what a code means and what the analyst reads, the code what the table stores; nearly
/// even odds, which the dialogue settles.
pub const DESCRIBED: f64 = 0.55;

/// The reading of `query` with every coded column a phrase names that it lists, groups or
/// orders by read as its description; none when it reads no such column.
pub fn described(
    linker: &Linker<'_>,
    values: &ValueIndex,
    schema: &Schema,
    query: &Query,
) -> Option<Query> {
    let decodings = values.decodings();
    if decodings.is_empty() {
        return None;
    }
    // Which coded columns a phrase names is asked only of the tables the reading reads.
    let named: Vec<&Decoding> = decodings
        .iter()
        .filter(|d| reads_table(query, &d.table) && named_as_attribute(linker, query, d))
        .collect();
    if named.is_empty() {
        return None;
    }
    let mut out = query.clone();
    describe(&mut out, &named, schema).then_some(out)
}

/// Whether `query` or one of its compound parts reads `table`.
fn reads_table(query: &Query, table: &str) -> bool {
    query.from.iter().any(|f| f.eq_ignore_ascii_case(table))
        || query
            .set_op
            .as_ref()
            .is_some_and(|(_, right)| reads_table(right, table))
}

/// Whether a phrase of the question stands for `d`'s coded column and names it at least as well
/// as it names the column's table.
fn named_as_attribute(linker: &Linker<'_>, query: &Query, d: &Decoding) -> bool {
    let component = format!("{}.{}", d.table, d.column).to_lowercase();
    let Some(t) = linker.table_index(&d.table) else {
        return false;
    };
    let Some(c) = linker.column_index(t, &d.column) else {
        return false;
    };
    query
        .tags
        .iter()
        .filter(|tag| tag.component == component)
        .any(|tag| {
            linker.column_score(&tag.phrase, None, t, c) >= linker.table_score(&tag.phrase, t)
        })
}

/// The decoding of `table.column`, when the request's schema holds it and its lookup.
fn decoding_of<'d>(
    decodings: &[&'d Decoding],
    schema: &Schema,
    table: &str,
    column: &str,
) -> Option<&'d Decoding> {
    let holds = |table: &str, columns: &[&str]| {
        schema
            .table(table)
            .is_some_and(|t| columns.iter().all(|c| t.column(c).is_some()))
    };
    decodings.iter().copied().find(|d| {
        d.table.eq_ignore_ascii_case(table)
            && d.column.eq_ignore_ascii_case(column)
            && holds(&d.table, &[&d.column])
            && holds(
                &d.lookup,
                &[
                    d.code.as_str(),
                    &d.description,
                    d.set.as_ref().map_or(d.code.as_str(), |(c, _)| c),
                ],
            )
    })
}

/// Rewrites the coded columns `query` and its compound parts list, group and order by;
/// whether any was.
fn describe(query: &mut Query, decodings: &[&Decoding], schema: &Schema) -> bool {
    let mut changed = false;
    if let Some((_, right)) = &mut query.set_op {
        changed |= describe(right, decodings, schema);
    }
    // One join to the lookup per coded column read, however often it is read.
    let mut joined: Vec<((usize, String), usize)> = Vec::new();
    let mut filters: Vec<Pred> = Vec::new();
    let read_before = query.from.clone();
    let (from, joins) = (&mut query.from, &mut query.joins);
    let shown = query.select.iter_mut().filter_map(|e| match e {
        Expr::Col(c) => Some(c),
        Expr::Agg(..) => None,
    });
    let ordered = query.order.iter_mut().filter_map(|(e, _)| match e {
        Expr::Col(c) => Some(c),
        Expr::Agg(..) => None,
    });
    for read in shown.chain(query.group.iter_mut()).chain(ordered) {
        let Some(table) = from.get(read.inst) else {
            continue;
        };
        let Some(d) = decoding_of(decodings, schema, table, &read.column) else {
            continue;
        };
        // A reading that reads the lookup already says what it shows of it.
        if read_before
            .iter()
            .any(|f| f.eq_ignore_ascii_case(&d.lookup))
        {
            continue;
        }
        let key = (read.inst, read.column.to_lowercase());
        let lookup = match joined.iter().find(|(k, _)| *k == key) {
            Some(&(_, at)) => at,
            None => {
                let at = from.len();
                from.push(d.lookup.clone());
                joins.push(Join {
                    left: read.inst,
                    left_col: read.column.clone(),
                    right: at,
                    right_col: d.code.clone(),
                });
                if let Some((set_column, set)) = &d.set {
                    filters.push(Pred {
                        lhs: Expr::Col(ColRef {
                            inst: at,
                            column: set_column.clone(),
                        }),
                        op: PredOp::Cmp(Op::Eq),
                        rhs: Rhs::Lit(text_literal(set)),
                        or: false,
                    });
                }
                joined.push((key, at));
                at
            }
        };
        *read = ColRef {
            inst: lookup,
            column: d.description.clone(),
        };
        changed = true;
    }
    query.preds.extend(filters);
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::Table;

    fn schema() -> Schema {
        Schema {
            tables: vec![
                Table::with_columns("rest_estab", &["camis", "dba", "boro_cd"], &[]),
                Table::with_columns("ref_codes", &["code_typ", "code", "code_desc"], &[]),
            ],
            ..Schema::default()
        }
    }

    fn boroughs(set: Option<(&str, &str)>) -> Decoding {
        Decoding {
            table: "rest_estab".into(),
            column: "boro_cd".into(),
            lookup: "ref_codes".into(),
            code: "code".into(),
            description: "code_desc".into(),
            set: set.map(|(c, v)| (c.into(), v.into())),
        }
    }

    fn per_borough() -> Query {
        let boro = ColRef {
            inst: 0,
            column: "boro_cd".into(),
        };
        Query {
            from: vec!["rest_estab".into()],
            select: vec![
                Expr::Agg(super::super::frame::Agg::Count, None),
                Expr::Col(boro.clone()),
            ],
            group: vec![boro],
            ..Query::default()
        }
    }

    #[test]
    fn a_grouped_code_is_read_once_through_its_lookup_and_set() {
        let mut q = per_borough();
        assert!(describe(
            &mut q,
            &[&boroughs(Some(("code_typ", "BORO")))],
            &schema()
        ));
        assert_eq!(
            q.sql(),
            "SELECT COUNT(*), T2.code_desc FROM rest_estab AS T1 JOIN ref_codes AS T2 ON T1.boro_cd = T2.code WHERE T2.code_typ = 'BORO' GROUP BY T2.code_desc"
        );
    }

    #[test]
    fn a_lookup_of_one_code_set_is_joined_on_the_code_alone() {
        let mut q = per_borough();
        assert!(describe(&mut q, &[&boroughs(None)], &schema()));
        assert_eq!(
            q.sql(),
            "SELECT COUNT(*), T2.code_desc FROM rest_estab AS T1 JOIN ref_codes AS T2 ON T1.boro_cd = T2.code GROUP BY T2.code_desc"
        );
    }

    #[test]
    fn filters_and_uncoded_columns_are_left_alone() {
        let mut q = Query {
            from: vec!["rest_estab".into()],
            select: vec![Expr::Col(ColRef {
                inst: 0,
                column: "dba".into(),
            })],
            preds: vec![Pred {
                lhs: Expr::Col(ColRef {
                    inst: 0,
                    column: "boro_cd".into(),
                }),
                op: PredOp::Cmp(Op::Eq),
                rhs: Rhs::Lit("'3'".into()),
                or: false,
            }],
            ..Query::default()
        };
        let before = q.clone();
        assert!(!describe(
            &mut q,
            &[&boroughs(Some(("code_typ", "BORO")))],
            &schema()
        ));
        assert_eq!(q, before);
    }

    #[test]
    fn a_lookup_the_request_masks_is_not_read() {
        let mut masked = schema();
        masked.tables.truncate(1);
        let mut q = per_borough();
        assert!(!describe(&mut q, &[&boroughs(None)], &masked));
    }
}
