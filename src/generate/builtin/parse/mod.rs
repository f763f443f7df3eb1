//! The question parser: English in, schema-free [`Frame`]s out.
//!
//! Owns: the order of the passes (tokens → units → one partial frame per sentence → one frame).
//! How sentences combine and the conventions of the question style are in `finish.rs`.
//! Must not touch: schema choices (`ground.rs`); the linker is consulted only to cut phrases.

mod finish;
mod merge;
mod scan;
#[cfg(test)]
mod tests;
pub mod units;

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
    let toks = tokenize(question);
    let mut units = units::build(ctx, &toks);
    let mut parts: Vec<Part> = Vec::new();
    let mut start = 0;
    let n = units.units.len();
    for i in 0..=n {
        let end_of_sentence =
            i == n || matches!(units.units[i], Unit::Punct('.' | '?' | '!' | ';'));
        if end_of_sentence {
            if i > start {
                parts.push(Scan::new(&mut units).run(start..i));
            }
            start = i + 1;
        }
    }
    let mut combined = finish::combine(parts);
    combined
        .frame
        .entities
        .extend(units.modifiers.iter().copied());
    combined.frame.mentions = units.mentions.clone();
    for (m, mention) in combined.frame.mentions.iter_mut().enumerate() {
        mention.table_like = units.table_like(m);
    }
    let mut frame = finish::finish(combined);
    if frame.select.is_empty() {
        return Vec::new();
    }
    frame.score = 1.0;
    vec![frame]
}
