//! A total of rows: "total samples per project", "the total inspections in 2023".
//!
//! "total" before a plural noun that names a table's rows (the table scores above every column
//! and as a table-like mention must) counts the rows: the total samples are how many samples
//! there are. Read as written, the scanner adds up the noun's best column (`SUM(smpl_tm)`, a
//! time of day stored as text). The tokens are rewritten "number of samples", the shape the
//! scanner counts. Where the noun's best column is a quantity ("total orders" beside an
//! `order_amt`) the sum stays first and the count is the second reading; where a column names
//! the noun better than a table does ("total discharges" beside `tot_dschrg`), nothing changes.
//!
//! Must not touch: "in total" after its head, "total number of", a singular noun ("total
//! revenue" is an amount, never a count).

use super::super::lexicon::{stem, Tok, TokKind};
use super::units::{best_column_is_quantity, TABLE_LIKE};
use super::Ctx;

/// Words after "total" that say themselves what is totalled.
const SAID: &[&str] = &["number", "count", "amount", "of", "sum", "value", "cost"];

/// The tokens with the first total of rows rewritten as their number, and whether that is the
/// first reading (the noun's best column holds no quantity); `None` when no total counts rows.
pub fn total_of_rows(ctx: &Ctx<'_>, toks: &[Tok]) -> Option<(Vec<Tok>, bool)> {
    for i in 0..toks.len().saturating_sub(1) {
        if toks[i].lower != "total" || (i > 0 && toks[i - 1].lower == "in") {
            continue;
        }
        let noun = &toks[i + 1];
        let plural = stem(&noun.lower) != noun.lower;
        if noun.kind != TokKind::Word || !plural || SAID.contains(&noun.lower.as_str()) {
            continue;
        }
        // "total discharges" beside a `tot_dschrg` column is that column's total, not rows.
        let (column, table) = ctx.linker.best(&noun.lower);
        if table <= column || table < TABLE_LIKE {
            continue;
        }
        let mut out = toks[..i].to_vec();
        out.extend(["number", "of"].map(Tok::word));
        out.extend(toks[i + 1..].iter().cloned());
        let first = best_column_is_quantity(ctx, &noun.lower) != Some(true);
        return Some((out, first));
    }
    None
}
