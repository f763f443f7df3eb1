//! A month of a year said in words: "fires discovered in july 2022", "inspections in march
//! 2024", "sales for Sept. of 2023".
//!
//! Read word by word, the month is a word that links to nothing and the year alone restricts
//! the dates, so the answer covers the whole year. The month name and the year that follows
//! it (after an optional "of" or comma) are one literal: a number token carrying
//! `YYYY-MM` ([`dates::month_literal`]), which grounding puts only on a column of dates and
//! asks as that month's dates in the column's own layout (`ground/nested.rs`). A month name
//! without a year ("in july", the verb "march") is left alone.

use super::super::lexicon::{Tok, TokKind};
use super::super::values::dates::{four_digit_year, month_literal, month_named};

/// The tokens with each "month [of|,] year" made one month literal.
pub fn resolve(toks: &[Tok]) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some((literal, used)) = month_of_year_at(toks, i) {
            let raw: Vec<&str> = toks[i..i + used].iter().map(|t| t.raw.as_str()).collect();
            out.push(Tok {
                lower: literal,
                raw: raw.join(" "),
                kind: TokKind::Number,
            });
            i += used;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// The month literal starting at token `i` and how many tokens it spans.
fn month_of_year_at(toks: &[Tok], i: usize) -> Option<(String, usize)> {
    let first = toks.get(i).filter(|t| t.kind == TokKind::Word)?;
    let month = month_named(&first.lower)?;
    // "sept." tokenises as the word and a full stop; "july, 2022" and "july of 2022" put a
    // comma or "of" between.
    let mut at = i + 1;
    while toks
        .get(at)
        .is_some_and(|t| t.lower == "." || t.lower == "," || t.is_word("of"))
        && at < i + 3
    {
        at += 1;
    }
    let year = toks.get(at).filter(|t| t.kind == TokKind::Number)?;
    let year = four_digit_year(&year.lower)?;
    Some((month_literal(year, month), at + 1 - i))
}

#[cfg(test)]
mod tests {
    use super::super::super::lexicon::tokenize;
    use super::*;
    use rstest::rstest;

    fn said(question: &str) -> Vec<String> {
        resolve(&tokenize(question))
            .into_iter()
            .map(|t| t.lower)
            .collect()
    }

    #[rstest]
    #[case("fires discovered in july 2022", "fires discovered in 2022-07")]
    #[case("inspections in March 2024", "inspections in 2024-03")]
    #[case("sales for sept. of 2023", "sales for 2023-09")]
    #[case("sales in dec, 2021", "sales in 2021-12")]
    // Not a month of a year: no year, a number that is no year, a word that only starts like
    // a month.
    #[case("sales in july", "sales in july")]
    #[case("june 15 orders", "june 15 orders")]
    #[case("julyish 2022", "julyish 2022")]
    fn a_month_and_the_year_after_it_are_one_literal(#[case] question: &str, #[case] want: &str) {
        assert_eq!(said(question).join(" "), want);
    }

    #[test]
    fn the_literal_keeps_the_words_as_written() {
        let toks = resolve(&tokenize("in July of 2022"));
        assert_eq!(toks[1].raw, "July of 2022");
        assert_eq!(toks[1].kind, TokKind::Number);
    }
}
