//! Relative dates, read against the data's own "today".
//!
//! "What were the total sales last year?" names a year without its number. Against the clock
//! the answer would change with the day it is asked and be empty on any snapshot older than a
//! year; against the data it is stable. The data's today is the latest date any column of
//! dates holds ([`ValueIndex::latest_date`]); "last year" is the last complete calendar year
//! by it (the year of today when today is 31 December, else the year before), "this year" is
//! today's year. The phrase is rewritten as the year it names ("in 2024"), which the parser
//! reads as it reads any year: a condition on a date column or on a year column.
//! "The last year" and "in the last year" (a span back from today, not a calendar year) are
//! left alone.

use super::super::lexicon::{Tok, TokKind};
use super::super::values::ValueIndex;

/// The year a phrase's first word names, given the data's today.
fn named_year(word: &str, today: &str) -> Option<i32> {
    let year: i32 = today.get(..4)?.parse().ok()?;
    let year_ends = today.get(5..10).is_some_and(|md| md == "12-31");
    match word {
        "last" | "previous" => Some(if year_ends { year } else { year - 1 }),
        "this" | "current" => Some(year),
        _ => None,
    }
}

/// The tokens with "last year" and "this year" replaced by the year they name, when the data
/// holds dates; the tokens as they are otherwise.
pub fn resolve(values: &ValueIndex, toks: &[Tok]) -> Vec<Tok> {
    let Some(today) = values.latest_date() else {
        return toks.to_vec();
    };
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len() + 1);
    let mut i = 0;
    while i < toks.len() {
        let said = toks
            .get(i + 1)
            .filter(|next| next.is_word("year"))
            .and_then(|_| named_year(&toks[i].lower, today));
        let spans_back = i > 0 && toks[i - 1].is_word("the");
        match said.filter(|_| toks[i].kind == TokKind::Word && !spans_back) {
            Some(year) => {
                let introduced = i > 0
                    && ["in", "during", "for", "of", "since"]
                        .iter()
                        .any(|w| toks[i - 1].is_word(w));
                if !introduced {
                    out.push(Tok::word("in"));
                }
                out.push(Tok {
                    lower: year.to_string(),
                    raw: year.to_string(),
                    kind: TokKind::Number,
                });
                i += 2;
            }
            None => {
                out.push(toks[i].clone());
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("last", "2024-12-31", Some(2024))]
    #[case("last", "2025-06-30", Some(2024))]
    #[case("last", "2025-12-31 23:59:59", Some(2025))]
    #[case("this", "2025-06-30", Some(2025))]
    #[case("next", "2025-06-30", None)]
    fn a_relative_year_is_counted_from_the_data(
        #[case] word: &str,
        #[case] today: &str,
        #[case] want: Option<i32>,
    ) {
        assert_eq!(named_year(word, today), want);
    }
}
