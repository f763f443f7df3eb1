//! The question parser: English in, schema-free [`Frame`]s out.
//!
//! Owns: the order of the passes (tokens → token rewrites → units → one partial frame per
//! sentence → one frame), and reading the question a second time, less likely, with its
//! uncertain decisions flipped. The token rewrites put phrases the scanner has no shape for
//! into ones it has: relative years as the year they name (`relative_dates.rs`), a month of a
//! year as one literal (`month_years.rs`), attributive superlatives as rankings
//! (`superlatives.rs`), a total of rows as their number (`counted_totals.rs`).
//! How sentences combine and the conventions of the question style are in `finish.rs`.
//! Must not touch: schema choices (`ground.rs`); the linker is consulted only to cut phrases
//! (and to leave alone words that name a column as written), the value index only for values
//! and the data's latest date.

mod counted_totals;
mod finish;
mod merge;
mod month_years;
mod relative_dates;
mod scan;
mod shared;
mod superlatives;
#[cfg(test)]
mod tests;
pub mod units;
mod values_at;

use super::frame::Frame;
use super::lexicon::tokenize;
use super::link::Linker;
use super::values::ValueIndex;
use crate::core::schema::Schema;
use scan::{Part, Scan};

use units::Unit;

/// What the parser may consult.
pub struct Ctx<'a> {
    pub linker: &'a Linker<'a>,
    pub values: &'a ValueIndex,
    pub schema: &'a Schema,
}

/// The structural readings of a question, best first (usually one). Empty when the question
/// has nothing to link.
pub fn parse(ctx: &Ctx<'_>, question: &str) -> Vec<Frame> {
    let (toks, seconds) = token_readings(ctx, question);
    let mut out = parse_tokens(ctx, &toks);
    let best = out.first().map_or(1.0, |f| f.score);
    for second in seconds {
        for mut frame in parse_tokens(ctx, &second) {
            frame.score *= FLIPPED * best;
            out.push(frame);
        }
    }
    out
}

/// The question's tokens as the scanner reads them (relative years resolved against the data,
/// see `relative_dates.rs`; superlative phrases rewritten, see `superlatives.rs`), and the
/// tokens of its less likely readings: the single top row when a plural superlative was read
/// as a ranking, the ranking by a compound's modifier ("the highest elevation site").
pub fn token_readings(
    ctx: &Ctx<'_>,
    question: &str,
) -> (Vec<super::lexicon::Tok>, Vec<Vec<super::lexicon::Tok>>) {
    let said = month_years::resolve(&relative_dates::resolve(ctx.values, &tokenize(question)));
    let said = superlatives::light_verb_counts(&said);
    let said = superlatives::ranked_by_verb(&said).unwrap_or(said);
    // "the oldest employees": a ranking of several rows first, the single oldest second.
    let ranked = superlatives::ranked(ctx, &said);
    // "the biggest restaurants by seats": ranked by the measure after "by".
    let rewrite = |toks: &[super::lexicon::Tok]| {
        superlatives::unfold_compounds(ctx, &superlatives::ranked_by_measure(ctx, toks))
    };
    let mut toks = rewrite(ranked.as_deref().unwrap_or(&said));
    let mut seconds: Vec<_> = ranked.map(|_| rewrite(&said)).into_iter().collect();
    if let Some(compound) = superlatives::measure_compound(ctx, &toks) {
        seconds.push(compound);
    }
    // "total samples per project": the number of the rows, first where nothing is added up.
    match counted_totals::total_of_rows(ctx, &toks) {
        Some((counted, true)) => seconds.insert(0, std::mem::replace(&mut toks, counted)),
        Some((counted, false)) => seconds.push(counted),
        None => {}
    }
    (toks, seconds)
}

/// The readings of one token stream.
fn parse_tokens(ctx: &Ctx<'_>, toks: &[super::lexicon::Tok]) -> Vec<Frame> {
    let (first, uncertain, shared) = read(ctx, toks, false);
    let mut out = Vec::new();
    if let Some(mut frame) = first {
        // "Which companies have both speakers and attendees?" is first about two tables'
        // values; the plain reading (companies of speakers, and attendees) stays as a less
        // likely one.
        if let Some(shared) = shared {
            out.push(shared);
            frame.score = FLIPPED;
        }
        out.push(frame);
    }
    // An uncertain decision ("the most models": count them, or order by a column called so)
    // is also read the other way, as a less likely reading; and as the only one when the
    // first way leaves nothing to select ("list hospitals in ohio" with "hospitals" read as
    // a fragment of a stored value).
    if uncertain {
        if let (Some(mut second), _, _) = read(ctx, toks, true) {
            second.score = FLIPPED * out.last().map_or(1.0, |f| f.score);
            out.push(second);
        }
    }
    out
}

/// Likelihood of the second choice at the parser's uncertain decisions.
const FLIPPED: f64 = 0.3;

/// "incumbents", "lakes": a question that names nothing but values asks for the rows holding
/// them, shown as a question naming their table would show them (by name). The table is the
/// best-found value's, a lookup describing codes passed over for the table holding the code:
/// "incumbents" are candidates, not a row of the lookup `cd_ref`.
fn rows_of_values(ctx: &Ctx<'_>, frame: &mut Frame) {
    let table = frame
        .filters
        .iter()
        .filter_map(|f| match &f.operand {
            super::frame::Operand::Text { hits, .. } => Some(hits),
            _ => None,
        })
        .flatten()
        .filter(|h| !ctx.values.describes_codes(&h.table, &h.column))
        .max_by(|a, b| a.quality.total_cmp(&b.quality))
        .map(|h| h.table.clone());
    let Some(table) = table else {
        return;
    };
    frame.mentions.push(super::frame::Mention {
        text: table.clone(),
        surface: table,
        span: (0, 0),
        owner: None,
        table_like: true,
        implicit: true,
    });
    let m = frame.mentions.len() - 1;
    frame.select.push(super::frame::SelectItem {
        agg: None,
        slot: super::frame::Slot::Phrase(m),
    });
}

/// One reading of the tokens (`flip`: the second choice at each uncertain decision; none when
/// it selects nothing), whether any decision was uncertain, and the frame of values two
/// tables share when the question asks for them.
fn read(
    ctx: &Ctx<'_>,
    toks: &[super::lexicon::Tok],
    flip: bool,
) -> (Option<Frame>, bool, Option<Frame>) {
    let mut units = units::build_read(ctx, toks, flip);
    let shared = shared::shared_attribute(&units).map(|found| shared::shared_frame(&units, found));
    let mut parts: Vec<Part> = Vec::new();
    let mut start = 0;
    let n = units.units.len();
    for i in 0..=n {
        let end_of_sentence =
            i == n || matches!(units.units[i], Unit::Punct('.' | '?' | '!' | ';'));
        if end_of_sentence {
            if i > start {
                parts.push(Scan::new(&mut units).flipped(flip).run(start..i));
            }
            start = i + 1;
        }
    }
    let uncertain = units.uncertain || parts.iter().any(|p| p.uncertain);
    let table_like: Vec<bool> = (0..units.mentions.len())
        .map(|m| units.table_like(m))
        .collect();
    let mut combined = finish::combine(parts, &table_like);
    combined
        .frame
        .entities
        .extend(units.modifiers.iter().copied());
    combined.frame.mentions = units.mentions.clone();
    for (m, mention) in combined.frame.mentions.iter_mut().enumerate() {
        mention.table_like = table_like[m];
    }
    let mut frame = finish::finish(combined);
    frame.score = 1.0;
    if frame.select.is_empty() && frame.mentions.is_empty() {
        rows_of_values(ctx, &mut frame);
    }
    let selects = !frame.select.is_empty();
    (selects.then_some(frame), uncertain, shared)
}
