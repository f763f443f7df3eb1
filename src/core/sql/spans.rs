//! Token positions for the atomiser: sqlparser's line/column locations turned into byte offsets,
//! and depth-aware scans over the token stream (clause regions, list items, AND conjuncts).
//!
//! Owns: the conversion from [`Location`] (1-based line and *character* column, as sqlparser's
//! tokenizer counts them) to byte offsets of the original string, correct for multi-byte UTF-8 and
//! multi-line SQL, and the token-level segmentation that gives atoms exact spans even where
//! sqlparser's `Spanned` spans leave out keywords or parentheses.
//! Must not touch: the AST (the walker decides what a region means) or canonical forms.

use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Location, Token, TokenWithSpan};
use std::ops::Range;

/// One significant token (no whitespace or comments) with its byte range in the SQL.
#[derive(Debug, Clone)]
pub(crate) struct Tok {
    pub token: Token,
    pub start: Location,
    pub bytes: Range<usize>,
}

/// The significant tokens of one SQL string, in text order.
#[derive(Debug)]
pub(crate) struct Tokens {
    toks: Vec<Tok>,
}

/// Walks the SQL text once, in step with the tokenizer's own line/column counting.
struct Cursor<'a> {
    chars: std::str::CharIndices<'a>,
    len: usize,
    line: u64,
    column: u64,
    byte: usize,
}

impl<'a> Cursor<'a> {
    fn new(sql: &'a str) -> Self {
        Self {
            chars: sql.char_indices(),
            len: sql.len(),
            line: 1,
            column: 1,
            byte: 0,
        }
    }

    /// Advance to `loc` and return its byte offset. Locations must come in non-decreasing order;
    /// a location past the end of the text clamps to the end.
    fn advance_to(&mut self, loc: Location) -> usize {
        while (self.line, self.column) < (loc.line, loc.column) {
            match self.chars.next() {
                Some((_, c)) => {
                    self.byte += c.len_utf8();
                    if c == '\n' {
                        self.line += 1;
                        self.column = 1;
                    } else {
                        self.column += 1;
                    }
                }
                None => {
                    self.byte = self.len;
                    break;
                }
            }
        }
        self.byte
    }
}

/// Byte offset of `loc` computed from scratch (the slow path for out-of-order locations).
fn byte_of(sql: &str, loc: Location) -> usize {
    Cursor::new(sql).advance_to(loc)
}

impl Tokens {
    /// Index the tokens sqlparser produced for `sql` (whitespace and comments are dropped after
    /// their positions have been walked over).
    pub fn new(sql: &str, raw: &[TokenWithSpan]) -> Self {
        let mut cursor = Cursor::new(sql);
        let mut last = Location::new(1, 1);
        let mut toks = Vec::with_capacity(raw.len());
        for t in raw {
            if matches!(t.token, Token::EOF) {
                continue;
            }
            let (start, end) = (t.span.start, t.span.end);
            let ordered = (start.line, start.column) >= (last.line, last.column)
                && (end.line, end.column) >= (start.line, start.column);
            let bytes = if ordered {
                let s = cursor.advance_to(start);
                let e = cursor.advance_to(end);
                last = end;
                s..e
            } else {
                byte_of(sql, start)..byte_of(sql, end).max(byte_of(sql, start))
            };
            if !matches!(t.token, Token::Whitespace(_)) {
                toks.push(Tok {
                    token: t.token.clone(),
                    start,
                    bytes,
                });
            }
        }
        Self { toks }
    }

    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// Byte range from the start of token `first` to the end of token `last` (inclusive).
    pub fn bytes(&self, first: usize, last: usize) -> Range<usize> {
        let start = self.toks.get(first).map_or(0, |t| t.bytes.start);
        let end = self.toks.get(last).map_or(start, |t| t.bytes.end);
        start..end.max(start)
    }

    /// Byte range of the half-open token segment `seg` (empty segments give an empty range).
    pub fn seg_bytes(&self, seg: Range<usize>) -> Range<usize> {
        if seg.is_empty() {
            let at = self.toks.get(seg.start).map_or(0, |t| t.bytes.start);
            return at..at;
        }
        self.bytes(seg.start, seg.end - 1)
    }

    /// The index of the token that starts exactly at `loc`.
    pub fn at(&self, loc: Location) -> Option<usize> {
        let i = self.toks.partition_point(|t| t.start < loc);
        (self.toks.get(i)?.start == loc).then_some(i)
    }

    /// The first token starting at or after `loc`.
    pub fn first_from(&self, loc: Location) -> usize {
        self.toks.partition_point(|t| t.start < loc)
    }

    /// The last token starting before `loc` (the token that ends at or before an exclusive end).
    pub fn last_before(&self, loc: Location) -> Option<usize> {
        self.toks.partition_point(|t| t.start < loc).checked_sub(1)
    }

    pub fn is_kw(&self, i: usize, kw: Keyword) -> bool {
        matches!(self.toks.get(i), Some(Tok { token: Token::Word(w), .. }) if w.keyword == kw && w.quote_style.is_none())
    }

    pub fn is(&self, i: usize, token: &Token) -> bool {
        self.toks.get(i).is_some_and(|t| &t.token == token)
    }

    /// +1 for `(`, -1 for `)`, else 0. Clause keywords and list separators never occur inside a
    /// CASE outside parentheses, so only conjunct splitting also has to count CASE … END.
    fn nesting(&self, i: usize) -> i32 {
        match self.toks.get(i).map(|t| &t.token) {
            Some(Token::LParen) => 1,
            Some(Token::RParen) => -1,
            _ => 0,
        }
    }

    /// The index of the `)` that closes the `(` at `open` (or the last token when unbalanced).
    pub fn matching_close(&self, open: usize) -> usize {
        let mut depth = 0i32;
        for i in open..self.toks.len() {
            depth += self.nesting(i);
            if depth == 0 {
                return i;
            }
        }
        self.toks.len().saturating_sub(1)
    }

    /// Scan from `from` at nesting depth 0 and return the first index where `stop` holds, where a
    /// closing token would leave the region, or `limit`.
    pub fn scan(&self, from: usize, limit: usize, stop: impl Fn(&Self, usize) -> bool) -> usize {
        let limit = limit.min(self.toks.len());
        let mut depth = 0i32;
        let mut i = from;
        while i < limit {
            let step = self.nesting(i);
            if depth == 0 && (step < 0 || stop(self, i) || self.is(i, &Token::SemiColon)) {
                return i;
            }
            depth += step;
            i += 1;
        }
        limit
    }

    /// True when token `i` starts a clause of a SELECT or query (so ends the clause before it).
    pub fn is_clause_start(&self, i: usize) -> bool {
        use Keyword::*;
        let next_is_by = self.is_kw(i + 1, BY);
        (self.is_kw(i, FROM) && !self.is_distinct_from(i))
            || [
                WHERE, HAVING, WINDOW, LIMIT, OFFSET, UNION, INTERSECT, EXCEPT,
            ]
            .iter()
            .any(|k| self.is_kw(i, *k))
            || ((self.is_kw(i, GROUP) || self.is_kw(i, ORDER)) && next_is_by)
    }

    /// `IS [NOT] DISTINCT FROM` uses FROM as an operator, not as a clause.
    fn is_distinct_from(&self, i: usize) -> bool {
        i >= 2
            && self.is_kw(i - 1, Keyword::DISTINCT)
            && (self.is_kw(i - 2, Keyword::IS) || self.is_kw(i - 2, Keyword::NOT))
    }

    /// True when token `i` starts a join operator (`JOIN`, `LEFT [OUTER] JOIN`, `,` …).
    pub fn is_join_start(&self, i: usize) -> bool {
        use Keyword::*;
        let fn_call = self.is(i + 1, &Token::LParen);
        self.is(i, &Token::Comma)
            || [JOIN, INNER, NATURAL, CROSS, FULL, OUTER, STRAIGHT_JOIN]
                .iter()
                .any(|k| self.is_kw(i, *k))
            || ((self.is_kw(i, LEFT) || self.is_kw(i, RIGHT)) && !fn_call)
    }

    /// Split `region` at depth-0 tokens for which `sep` holds; separators are left out.
    pub fn split(
        &self,
        region: Range<usize>,
        sep: impl Fn(&Self, usize) -> bool,
    ) -> Vec<Range<usize>> {
        let mut out = Vec::new();
        let mut start = region.start;
        loop {
            // `scan` also stops at a closing token that leaves the region: the last item ends there.
            let at = self.scan(start, region.end, &sep);
            out.push(start..at.max(start));
            if at < region.end && sep(self, at) {
                start = at + 1;
            } else {
                return out;
            }
        }
    }

    /// Split `region` at its depth-0 `AND`s, skipping the `AND` that belongs to a `BETWEEN`.
    pub fn split_conjuncts(&self, region: Range<usize>) -> Vec<Range<usize>> {
        let mut separators = Vec::new();
        let mut pending_between = 0usize;
        let mut depth = 0i32;
        // `WHEN a AND b` inside a CASE is no conjunct. END closes only a CASE that is open, so a
        // column that happens to be called `end` cannot unbalance the count.
        let mut cases = Vec::new();
        for i in region.clone() {
            let step = self.nesting(i);
            if self.is_kw(i, Keyword::CASE) {
                cases.push(depth);
            } else if self.is_kw(i, Keyword::END) && cases.last() == Some(&depth) {
                cases.pop();
            }
            if depth == 0 && cases.is_empty() {
                if self.is_kw(i, Keyword::BETWEEN) {
                    pending_between += 1;
                } else if self.is_kw(i, Keyword::AND) {
                    if pending_between > 0 {
                        pending_between -= 1;
                    } else {
                        separators.push(i);
                    }
                }
            }
            depth += step;
            if depth < 0 {
                break;
            }
        }
        let mut out = Vec::with_capacity(separators.len() + 1);
        let mut start = region.start;
        for s in separators {
            out.push(start..s);
            start = s + 1;
        }
        out.push(start..region.end);
        out
    }

    /// Widen the inclusive token range `first..=last` until its parentheses balance.
    pub fn balance(&self, mut first: usize, mut last: usize) -> (usize, usize) {
        loop {
            let mut depth = 0i32;
            let mut lowest = 0i32;
            for i in first..=last.min(self.toks.len().saturating_sub(1)) {
                depth += self.nesting(i);
                lowest = lowest.min(depth);
            }
            if lowest < 0 && first > 0 {
                first -= 1;
            } else if depth - lowest > 0 && last + 1 < self.toks.len() {
                last += 1;
            } else {
                return (first, last);
            }
        }
    }

    /// If the segment is wrapped in one pair of matching parentheses, the segment inside them.
    pub fn unwrap_parens(&self, seg: &Range<usize>) -> Option<Range<usize>> {
        if seg.len() >= 2
            && self.is(seg.start, &Token::LParen)
            && self.matching_close(seg.start) == seg.end - 1
        {
            Some(seg.start + 1..seg.end - 1)
        } else {
            None
        }
    }

    /// Tokens that build an operator node in sqlparser's AST. Chains of these nest the AST one
    /// level per operator without touching the parser's recursion limit, so their count bounds
    /// the depth every later recursive pass (ours and sqlparser's `Spanned`) has to go through.
    pub fn operator_count(&self) -> usize {
        use Keyword::*;
        self.toks
            .iter()
            .enumerate()
            .filter(|(i, t)| match &t.token {
                Token::Word(_) => [
                    AND, OR, NOT, IS, IN, LIKE, GLOB, MATCH, REGEXP, BETWEEN, COLLATE, ESCAPE,
                    UNION, INTERSECT, EXCEPT, XOR,
                ]
                .iter()
                .any(|k| self.is_kw(*i, *k)),
                Token::Number(..)
                | Token::Comma
                | Token::LParen
                | Token::RParen
                | Token::Period => false,
                Token::SemiColon | Token::Whitespace(_) | Token::EOF => false,
                Token::Char(_) => false,
                token => !is_literal(token),
            })
            .count()
    }
}

/// String-like literal tokens (never operators).
fn is_literal(token: &Token) -> bool {
    matches!(
        token,
        Token::SingleQuotedString(_)
            | Token::DoubleQuotedString(_)
            | Token::TripleSingleQuotedString(_)
            | Token::TripleDoubleQuotedString(_)
            | Token::DollarQuotedString(_)
            | Token::SingleQuotedByteStringLiteral(_)
            | Token::DoubleQuotedByteStringLiteral(_)
            | Token::NationalStringLiteral(_)
            | Token::EscapedStringLiteral(_)
            | Token::UnicodeStringLiteral(_)
            | Token::HexStringLiteral(_)
            | Token::Placeholder(_)
    )
}
