//! The database's own values, indexed for linking question words to data ("France", "cat").
//!
//! Owns: [`ValueIndex`] — distinct text values per column and numeric ranges, filled by the
//! caller from a database ([`ValueIndex::load`], capped in count and time) or from
//! the schema's sample values alone — and the look-ups the parser makes (a phrase, its singular,
//! a demonym or an everyday word for a coded value).
//! Must not touch: the schema the generator is asked to use: look-ups are always filtered
//! through the request's (possibly masked) schema, so a masked column is never offered.

use super::lexicon::{stem, DEMONYMS, US_STATES, VALUE_CODES};
use super::names::same_word;
use super::placeholders;
use crate::core::schema::Schema;
use crate::db::SAMPLE_ROWS;
use std::collections::HashMap;
use std::time::{Duration, Instant};

mod abbreviated_codes;
mod code_lookups;
pub use code_lookups::Decoding;
pub mod dates;

/// Distinct values read per column in the first pass, which reaches every column.
pub const MAX_VALUES_PER_COLUMN: usize = 5_000;
/// Distinct values read at most, in a second pass within what is left of the budget, from the
/// text columns the first pass cut short (a player table's 20,000 surnames).
pub const MAX_VALUES_DEEP: usize = 100_000;

/// Rows of a large table the deep pass reads a column from.
pub const DEEP_ROWS: u64 = 200_000;
/// Widths of numbers recorded per column, padded and not ('02' and '002' are two).
const MAX_WIDTHS: usize = 8;
/// Longest text value indexed, in characters (longer ones are prose, not names).
pub const MAX_VALUE_CHARS: usize = 80;
/// Values counted at most in a flag column (two values, seen as samples and again as data).
const MAX_FLAG_COUNT: usize = 6;
/// How a flag column stores "yes" (lower-cased).
const TRUTHY: &[&str] = &["t", "true", "y", "yes"];
/// How a flag column stores "no" (lower-cased).
const FALSY: &[&str] = &["f", "false", "n", "no"];
/// Participles that introduce a name, never a flag's state.
const NAMING: &[&str] = &["called", "named", "titled", "labelled", "labeled", "known"];

/// Prefixes that negate an adjective naming a flag ("inactive", "non-smoker", "unpaid").
const NEGATING: &[&str] = &["non ", "non", "in", "un"];

/// How the value index reads a table of more rows than the checks' sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rows {
    /// From its first [`SAMPLE_ROWS`] rows (a question waits for this read).
    FirstRows,
    /// Whole (in the background, to complete an index read the first way).
    Whole,
}

/// An index as read, and whether every column was read whole.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub index: ValueIndex,
    pub complete: bool,
}

/// What one column holds.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
struct ColumnValues {
    table: String,
    column: String,
    /// Smallest and largest numeric value, when any value is numeric.
    range: Option<(f64, f64)>,
    /// How many distinct values were seen (capped).
    distinct: usize,
    /// Earliest and latest year of the text values that open with one ("2023-06-19"), and
    /// how many text values do not: a column of dates stored as text, whatever its name.
    years: Option<(i32, i32)>,
    undated: usize,
    /// The latest of those dated values, as `YYYY-MM-DD` when the year closes them, else as
    /// stored (ISO dates sort as text).
    #[serde(default)]
    latest: Option<String>,
    /// How many of the dated values write their year first ("2023-06-19") and last
    /// ("06/19/2023"): a column of dates keeps to one layout.
    #[serde(default)]
    year_first: usize,
    #[serde(default)]
    year_last: usize,
    /// Of the year-last values, how many put the day first (it is over 12) and how many are
    /// not written in ten characters (`6/9/2023`): together they say how the text is
    /// rearranged to sort as time does.
    #[serde(default)]
    day_first: usize,
    #[serde(default)]
    ragged: usize,
    /// How many distinct values are numbers, and the first few that are neither numbers nor
    /// dates: together they tell placeholder words among numbers ([`ValueIndex::placeholders`]).
    #[serde(default)]
    numbers: usize,
    #[serde(default)]
    words: Vec<String>,
    /// Whether a value repeats over the rows read (fewer distinct values than rows, a NULL
    /// counting as no value); `None` when the read was cut at its limit or not made.
    #[serde(default)]
    repeats: Option<bool>,
    /// The widths of the whole numbers written with leading zeros ('02', '00940') and of
    /// those written without ('2', '12'): how a code column spells the numbers a question
    /// says.
    #[serde(default)]
    padded: Vec<usize>,
    #[serde(default)]
    unpadded: Vec<usize>,
}

impl ColumnValues {
    /// Every value is a date stored as text, all in one layout.
    fn dated(&self) -> bool {
        self.undated == 0
            && self.range.is_none()
            && self.years.is_some()
            && (self.year_first == 0 || self.year_last == 0)
    }

    /// Where a column of dates writes its year (meaningful when [`Self::dated`]).
    fn layout(&self) -> dates::Layout {
        if self.year_last > 0 {
            dates::Layout::YearLast
        } else {
            dates::Layout::YearFirst
        }
    }

    /// The column is in `schema` (which may be masked).
    fn in_schema(&self, schema: &Schema) -> bool {
        schema
            .table(&self.table)
            .is_some_and(|t| t.column(&self.column).is_some())
    }
}

/// Distinct values of the database's columns. Cheap to clone behind an `Arc`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ValueIndex {
    columns: Vec<ColumnValues>,
    /// Lower-cased value → (column index, value as stored).
    texts: HashMap<String, Vec<(usize, String)>>,
    /// A word of a value of several words → those values (lower-cased keys of `texts`).
    words: HashMap<String, Vec<String>>,
    /// Descriptions in code lookups and the codes other columns store for them.
    #[serde(default)]
    codes: code_lookups::CodeLinks,
    /// Columns of short codes, for words the codes abbreviate (derived, never stored).
    #[serde(skip)]
    abbreviated: abbreviated_codes::AbbreviatedCodes,
}

/// Match quality of a phrase found inside stored values ("August" in "August 16, 1982").
const PARTIAL: f64 = 0.6;
/// Words shorter than this are too common to find values by.
const MIN_PART_CHARS: usize = 4;

/// A value found in the data.
#[derive(Debug, Clone, PartialEq)]
pub struct ValueHit {
    pub table: String,
    pub column: String,
    /// The value as stored (its case and spelling go into the SQL).
    pub value: String,
    /// 1 for an exact match, less for a singular, demonym or code match.
    pub quality: f64,
    /// The phrase is a part of the stored values (`value` is the phrase as the data spells
    /// it): a LIKE, not an equality.
    pub partial: bool,
    /// The phrase names a two-valued flag column and `value` is its "yes" (its "no" when the
    /// phrase negates the flag's name: "inactive", "non-smoker").
    pub flag: bool,
}

impl ValueHit {
    /// The phrase is a stored value, exactly and whole (no part, code or flag's yes).
    pub fn is_whole(&self) -> bool {
        self.quality >= 1.0 && !self.partial && !self.flag
    }
}

impl ValueIndex {
    /// An index of the schema's sample values only (no database at hand).
    pub fn from_samples(schema: &Schema) -> Self {
        let mut index = Self::default();
        for table in &schema.tables {
            for column in &table.columns {
                let at = index.push_column(&table.name, &column.name);
                for sample in &column.samples {
                    index.add_value(at, sample);
                }
            }
        }
        index
    }

    /// Read distinct values of every column of `schema` from `conn`, at most
    /// [`MAX_VALUES_PER_COLUMN`] each, within `budget` overall (columns left when it runs out
    /// keep only their samples). Errors on single columns are skipped, never fatal.
    ///
    /// A table of more than [`SAMPLE_ROWS`] rows (or of a count too slow to take) is read from
    /// its first [`SAMPLE_ROWS`] rows, the rule checks read large tables by: a five-million-row
    /// table's full distinct scans used the whole budget on its first few columns and left the
    /// rest with their samples only. The cost: a value that first appears past those rows (in
    /// a table stored in the order of that column, say) is not indexed until the index is
    /// completed in the background ([`Rows::Whole`]). A second pass, with what is left of the
    /// budget, reads up to [`MAX_VALUES_DEEP`] values of the text columns the first cut short (from the first
    /// [`DEEP_ROWS`] rows of a large table): every column is reached before any is read deep,
    /// so a large first table cannot leave the later ones unread.
    pub fn load(
        read: &mut dyn FnMut(&str, usize) -> Option<Vec<crate::db::Value>>,
        schema: &Schema,
        budget: Duration,
    ) -> Self {
        Self::load_rows(read, schema, budget, Rows::FirstRows).index
    }

    /// [`ValueIndex::load`], reading large tables as `rows` says, and whether every column was
    /// read whole (no first-rows read of a large table, no column left out by the budget or
    /// by an error): an index that is not can be completed later, in the background.
    pub fn load_rows(
        read: &mut dyn FnMut(&str, usize) -> Option<Vec<crate::db::Value>>,
        schema: &Schema,
        budget: Duration,
        rows: Rows,
    ) -> Loaded {
        let started = Instant::now();
        let mut index = Self::from_samples(schema);
        let mut complete = true;
        let mut cut_short = Vec::new();
        let mut next = 0;
        for table in &schema.tables {
            let prefix = match (rows, table.row_count) {
                (Rows::Whole, _) => None,
                (Rows::FirstRows, Some(n)) if n <= SAMPLE_ROWS => None,
                (Rows::FirstRows, _) => Some(SAMPLE_ROWS),
            };
            complete &= prefix.is_none();
            for column in &table.columns {
                if started.elapsed() > budget {
                    return Loaded {
                        index,
                        complete: false,
                    };
                }
                // `from_samples` holds the columns in schema order.
                let at = next;
                next += 1;
                debug_assert!(index.columns[at].column == column.name);
                let Some((count, text)) =
                    index.read_column(read, at, MAX_VALUES_PER_COLUMN, prefix)
                else {
                    complete = false;
                    continue;
                };
                if count >= MAX_VALUES_PER_COLUMN && text {
                    cut_short.push((at, prefix));
                }
                if let Some(rows) = prefix
                    .or(table.row_count)
                    .filter(|_| count < MAX_VALUES_PER_COLUMN)
                {
                    index.columns[at].repeats = Some((count as u64) < rows);
                }
            }
        }
        for (at, prefix) in cut_short {
            if started.elapsed() > budget {
                complete = false;
                break;
            }
            let deep = index.read_column(read, at, MAX_VALUES_DEEP, prefix.map(|_| DEEP_ROWS));
            complete &= deep.is_some();
        }
        if started.elapsed() > budget {
            return Loaded {
                index,
                complete: false,
            };
        }
        index.codes = code_lookups::CodeLinks::read(read, schema, &index, started + budget);
        Loaded { index, complete }
    }

    /// Adds up to `limit` distinct values of column `at` read from `conn` (values already held
    /// are held once), from its first `prefix` non-NULL rows when given; how many rows were
    /// read, and whether any was text (`None`: the read failed).
    fn read_column(
        &mut self,
        read: &mut dyn FnMut(&str, usize) -> Option<Vec<crate::db::Value>>,
        at: usize,
        limit: usize,
        prefix: Option<u64>,
    ) -> Option<(usize, bool)> {
        let col = self.columns.get(at)?;
        let (c, t) = (quote(&col.column), quote(&col.table));
        // The derived table is named: PostgreSQL before 16 refuses one without a name.
        let sql = match prefix {
            Some(rows) => format!(
                "SELECT DISTINCT {c} FROM (SELECT {c} FROM {t} WHERE {c} IS NOT NULL LIMIT {rows}) AS first_rows LIMIT {limit}"
            ),
            None => format!("SELECT DISTINCT {c} FROM {t} WHERE {c} IS NOT NULL LIMIT {limit}"),
        };
        let values = read(&sql, limit)?;
        let (count, mut text) = (values.len(), false);
        let mut read: Vec<String> = values
            .into_iter()
            .filter_map(|value| match value {
                crate::db::Value::Integer(i) => Some(i.to_string()),
                crate::db::Value::Real(r) => Some(format!("{r}")),
                crate::db::Value::Text(t) => {
                    text = true;
                    Some(t)
                }
                _ => None,
            })
            .collect();
        // DISTINCT returns values in whatever order the engine's plan gives (a hash on one, a
        // scan on another); the index is the same on every engine only if it adds them in one.
        read.sort_unstable();
        for value in &read {
            self.add_value(at, value);
        }
        Some((count, text))
    }

    /// [`ValueIndex::load`] straight from a SQLite connection (in-memory copies and fixtures
    /// that are not behind a [`crate::db::SafeDb`]).
    pub fn from_connection(conn: &rusqlite::Connection, schema: &Schema, budget: Duration) -> Self {
        let mut read = |sql: &str, _limit: usize| {
            let mut stmt = conn.prepare(sql).ok()?;
            let mut rows = stmt.query([]).ok()?;
            let mut out = Vec::new();
            while let Ok(Some(row)) = rows.next() {
                out.extend(row.get_ref(0).ok().map(crate::db::sqlite_value));
            }
            Some(out)
        };
        Self::load(&mut read, schema, budget)
    }

    /// [`ValueIndex::load`] over a guarded database (reads only, under its policy).
    pub fn from_db(db: &crate::db::SafeDb, schema: &Schema, budget: Duration) -> Self {
        Self::from_db_rows(db, schema, budget, Rows::FirstRows).index
    }

    /// [`ValueIndex::load_rows`] over a guarded database.
    pub fn from_db_rows(
        db: &crate::db::SafeDb,
        schema: &Schema,
        budget: Duration,
        rows: Rows,
    ) -> Loaded {
        let mut read = |sql: &str, limit: usize| {
            db.query_capped(sql, limit as u64).ok().map(|result| {
                result
                    .rows
                    .into_iter()
                    .filter_map(|mut row| row.pop())
                    .collect()
            })
        };
        Self::load_rows(&mut read, schema, budget, rows)
    }

    fn push_column(&mut self, table: &str, column: &str) -> usize {
        self.columns.push(ColumnValues {
            table: table.to_string(),
            column: column.to_string(),
            ..ColumnValues::default()
        });
        self.columns.len() - 1
    }

    fn add_value(&mut self, at: usize, text: &str) {
        let Some(col) = self.columns.get_mut(at) else {
            return;
        };
        col.distinct += 1;
        if let Ok(x) = text.trim().parse::<f64>() {
            if x.is_finite() {
                let written = text.trim();
                if written.bytes().all(|b| b.is_ascii_digit()) {
                    let widths = if written.len() > 1 && written.starts_with('0') {
                        &mut col.padded
                    } else {
                        &mut col.unpadded
                    };
                    if !widths.contains(&written.len()) && widths.len() < MAX_WIDTHS {
                        widths.push(written.len());
                    }
                }
                col.range = Some(match col.range {
                    Some((lo, hi)) => (lo.min(x), hi.max(x)),
                    None => (x, x),
                });
                col.numbers += 1;
                return;
            }
        }
        if text.chars().count() > MAX_VALUE_CHARS || text.trim().is_empty() {
            return;
        }
        match dates::read(text.trim()) {
            Some(date) => {
                let y = date.year;
                col.years = Some(col.years.map_or((y, y), |(lo, hi)| (lo.min(y), hi.max(y))));
                match date.layout {
                    dates::Layout::YearFirst => col.year_first += 1,
                    dates::Layout::YearLast => {
                        col.year_last += 1;
                        col.day_first += usize::from(date.day_first);
                        col.ragged += usize::from(text.trim().len() != 10);
                    }
                }
                if col
                    .latest
                    .as_deref()
                    .is_none_or(|l| date.sortable.as_str() > l)
                {
                    col.latest = Some(date.sortable);
                }
            }
            None => {
                col.undated += 1;
                let word = text.trim();
                if col.words.len() <= placeholders::MAX_PLACEHOLDERS
                    && !col.words.iter().any(|w| w == word)
                {
                    col.words.push(word.to_string());
                }
            }
        }
        let key = text.trim().to_lowercase();
        // The parser reads "2023-24" and "full-time" as words joined by a hyphen: the value is
        // also found under its words alone.
        // Only hyphenated values get the second key: this runs for every value loaded.
        let spaced = key.contains('-').then(|| {
            key.split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        });
        let spaced = spaced.filter(|s| !s.is_empty() && *s != key);
        for k in std::iter::once(key.clone()).chain(spaced) {
            let entry = self.texts.entry(k).or_default();
            if !entry.iter().any(|(c, _)| *c == at) {
                entry.push((at, text.to_string()));
            }
        }
        let parts: Vec<&str> = key.split(|c: char| !c.is_alphanumeric()).collect();
        if parts.iter().filter(|w| !w.is_empty()).count() > 1 {
            for word in parts.iter().filter(|w| w.chars().count() >= MIN_PART_CHARS) {
                let values = self.words.entry((*word).to_string()).or_default();
                if values.last() != Some(&key) {
                    values.push(key.clone());
                }
            }
        }
    }

    /// Columns (of `schema`) holding `phrase` as a value: exactly (case-insensitive), as the
    /// singular of the phrase, or as the country or code an everyday word stands for (a
    /// demonym, a sex, a US state's postal code).
    pub fn find(&self, phrase: &str, schema: &Schema) -> Vec<ValueHit> {
        let lower = phrase.trim().to_lowercase();
        let mut keys: Vec<(String, f64)> = vec![(lower.clone(), 1.0)];
        let singular = lower.split(' ').map(stem).collect::<Vec<_>>().join(" ");
        if singular != lower {
            keys.push((singular.clone(), 0.9));
        }
        // "delis", "taxis": a plural the light stemmer keeps whole (it spares "analysis").
        if let Some(bare) = lower
            .strip_suffix('s')
            .filter(|b| !b.ends_with('s') && b.len() >= 3)
        {
            if bare != singular {
                keys.push((bare.to_string(), 0.85));
            }
        }
        for (word, country) in DEMONYMS {
            if *word == lower {
                keys.push(((*country).to_string(), 0.85));
            }
        }
        for (word, code) in VALUE_CODES {
            if *word == lower {
                keys.push(((*code).to_string(), 0.8));
            }
        }
        // A state named in words is stored by its postal code ("in Ohio": `st_cd = 'OH'`).
        for (state, code) in US_STATES {
            if *state == lower {
                keys.push(((*code).to_string(), 0.8));
            }
        }
        let mut hits: Vec<ValueHit> = Vec::new();
        for (key, quality) in keys {
            for (at, value) in self.texts.get(&key).map(Vec::as_slice).unwrap_or_default() {
                let Some(col) = self.columns.get(*at) else {
                    continue;
                };
                let in_schema = col.in_schema(schema);
                let seen = hits
                    .iter()
                    .any(|h| h.table == col.table && h.column == col.column);
                if in_schema && !seen {
                    hits.push(ValueHit {
                        table: col.table.clone(),
                        column: col.column.clone(),
                        value: value.clone(),
                        quality,
                        partial: false,
                        flag: false,
                    });
                }
            }
        }
        hits.extend(self.flag_hits(&lower, schema));
        let coded = self.codes.translate(&hits, self, schema);
        hits.extend(coded);
        hits
    }

    /// Columns whose values hold `phrase` as whole words ("born in *August*" → birth dates
    /// like "August 16, 1982"; "an *urban district*" → "Blackrod Urban District"), each with the
    /// phrase as the data spells it.
    pub fn find_part(&self, phrase: &str, schema: &Schema) -> Vec<ValueHit> {
        let lower = phrase.trim().to_lowercase();
        let wanted: Vec<&str> = lower.split(' ').filter(|w| !w.is_empty()).collect();
        let Some(first) = wanted.first() else {
            return Vec::new();
        };
        if wanted.iter().any(|w| w.chars().count() < MIN_PART_CHARS) {
            return Vec::new();
        }
        let mut hits: Vec<ValueHit> = Vec::new();
        for key in self
            .words
            .get(*first)
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            let words: Vec<&str> = key.split(|c: char| !c.is_alphanumeric()).collect();
            let Some(start) = words
                .windows(wanted.len())
                .position(|w| w == wanted.as_slice())
            else {
                continue;
            };
            for (at, stored) in self.texts.get(key).map(Vec::as_slice).unwrap_or_default() {
                let Some(col) = self.columns.get(*at) else {
                    continue;
                };
                let seen = hits
                    .iter()
                    .any(|h| h.table == col.table && h.column == col.column);
                if seen || !col.in_schema(schema) {
                    continue;
                }
                // The phrase as stored: the same words cut from the stored value.
                let stored_words: Vec<&str> =
                    stored.split(|c: char| !c.is_alphanumeric()).collect();
                let spelled = stored_words
                    .get(start..start + wanted.len())
                    .map(|w| w.join(" "))
                    .unwrap_or_else(|| phrase.to_string());
                hits.push(ValueHit {
                    table: col.table.clone(),
                    column: col.column.clone(),
                    value: spelled,
                    quality: PARTIAL,
                    partial: true,
                    flag: false,
                });
            }
        }
        hits
    }

    /// Two-valued flag columns the phrase names ("male" → `is_male = 'T'`, "full-time" →
    /// `is_full_time = 'T'`, "smoke" → `smoker = 'T'`), each with the value it stores for
    /// "yes": an adjective that names a flag asks for the rows where it holds.
    fn flag_hits(&self, phrase: &str, schema: &Schema) -> Vec<ValueHit> {
        let whole = flag_words(phrase);
        if whole.is_empty() {
            return Vec::new();
        }
        // "inactive players": the flag named without its negation, and its "no".
        let negated = NEGATING
            .iter()
            .find_map(|p| whole.strip_prefix(p).filter(|rest| rest.len() >= 4))
            .map(str::to_string);
        let mut hits = self.flag_hits_of(&whole, TRUTHY, "1", schema);
        if let Some(rest) = negated {
            hits.extend(self.flag_hits_of(&rest, FALSY, "0", schema));
        }
        hits
    }

    /// The flag columns named `wanted` (as [`flag_words`] gives it), each with its stored
    /// value among `keys` (or `numeric` in a 0/1 column).
    fn flag_hits_of(
        &self,
        wanted: &str,
        keys: &[&str],
        numeric: &str,
        schema: &Schema,
    ) -> Vec<ValueHit> {
        let mut hits = Vec::new();
        for (at, col) in self.columns.iter().enumerate() {
            // Samples and loaded values are both counted, so a two-valued column counts a few.
            // Checked first: this runs for every phrase the parser tries as a value.
            if col.distinct > MAX_FLAG_COUNT {
                continue;
            }
            let lower = col.column.to_lowercase();
            // "finds on display" (`on_display`), "products in stock" (`in_stock`): a flag named
            // by a preposition's phrase is named by its noun.
            let bare = ["is_", "has_", "would_", "can_", "does_", "on_", "in_"]
                .iter()
                .find_map(|p| lower.strip_prefix(p))
                .unwrap_or(&lower);
            // "patients who smoke": a flag named for the one who does it (`smoker`).
            let named = flag_words(bare);
            let named_in_full = flag_words(&lower);
            // "franchise restaurants": a flag named by the participle (`franchised`).
            let doer = |verb: &str| {
                ["r", "er", "d", "ed"]
                    .iter()
                    .any(|ending| named == format!("{verb}{ending}"))
            };
            // "finds being displayed": the participle of the verb a flag is named by ("the team
            // called X" names, whatever flag `on_call` holds).
            let done = !NAMING.contains(&wanted)
                && ["ed", "d"]
                    .iter()
                    .any(|ending| wanted.strip_suffix(ending) == Some(named.as_str()));
            let one_word = wanted.len() >= 4 && !wanted.contains(' ');
            if named != wanted
                && named_in_full != wanted
                && !(one_word && (doer(wanted) || done))
                && !abbreviated_flag(wanted, &named)
            {
                continue;
            }
            let stored = keys
                .iter()
                .find_map(|key| {
                    self.texts
                        .get(*key)?
                        .iter()
                        .find(|(c, _)| *c == at)
                        .map(|(_, v)| v.clone())
                })
                .or_else(|| (col.range == Some((0.0, 1.0))).then(|| numeric.to_string()));
            if let (Some(value), true) = (stored, col.in_schema(schema)) {
                hits.push(ValueHit {
                    table: col.table.clone(),
                    column: col.column.clone(),
                    value,
                    quality: 0.9,
                    partial: false,
                    flag: true,
                });
            }
        }
        hits
    }

    /// What the index read of one column.
    fn column_values(&self, table: &str, column: &str) -> Option<&ColumnValues> {
        self.columns
            .iter()
            .find(|c| c.table.eq_ignore_ascii_case(table) && c.column.eq_ignore_ascii_case(column))
    }

    /// How a column of codes spells the whole number `n` a question says: unpadded where the
    /// column writes numbers of its length so, and padded to each width it writes numbers
    /// with zeros ("district 2" is '02', or both '2' and '02' where the column writes one-digit
    /// numbers both ways). Empty when `n` is no whole number or the column pads none.
    pub fn spellings_of(&self, table: &str, column: &str, n: &str) -> Vec<String> {
        let said = n.trim();
        if said.is_empty() || !said.bytes().all(|b| b.is_ascii_digit()) {
            return Vec::new();
        }
        let Some(col) = self
            .column_values(table, column)
            .filter(|c| !c.padded.is_empty())
        else {
            return Vec::new();
        };
        let digits = match said.trim_start_matches('0') {
            "" => "0",
            d => d,
        };
        let mut out: Vec<String> = Vec::new();
        if col.unpadded.contains(&digits.len()) {
            out.push(digits.to_string());
        }
        // In the order the column was read: the caller orders what it renders.
        for &width in col.padded.iter().filter(|&&w| w > digits.len()) {
            out.push(format!("{digits:0>width$}"));
        }
        out
    }

    /// Whether a column is a lookup's description of codes other tables' columns hold (its
    /// rows are the codes, not the rows coded).
    pub fn describes_codes(&self, table: &str, column: &str) -> bool {
        self.columns
            .iter()
            .position(|c| {
                c.table.eq_ignore_ascii_case(table) && c.column.eq_ignore_ascii_case(column)
            })
            .is_some_and(|at| self.codes.describes(at))
    }

    /// How the columns holding lookups' codes read their descriptions (`code_lookups.rs`).
    pub fn decodings(&self) -> &[Decoding] {
        self.codes.decodings()
    }

    /// The words a column of numbers stored as text writes where it has no number ('Not
    /// Available', 'Too Few to Report'): at most [`placeholders::MAX_PLACEHOLDERS`] distinct
    /// texts that are neither numbers nor dates, among at least
    /// [`placeholders::NUMBERS_PER_PLACEHOLDER`] times as many numbers. Empty for other columns.
    pub fn placeholders(&self, table: &str, column: &str) -> &[String] {
        self.column_values(table, column)
            .filter(|c| {
                (1..=placeholders::MAX_PLACEHOLDERS).contains(&c.words.len())
                    && c.years.is_none()
                    && c.numbers >= placeholders::NUMBERS_PER_PLACEHOLDER * c.words.len()
            })
            .map_or(&[], |c| c.words.as_slice())
    }

    /// Whether a value of the column repeats over its rows (or a row has none): `Some(false)`
    /// when every row read holds its own value, `None` when the read could not tell.
    pub fn repeats(&self, table: &str, column: &str) -> Option<bool> {
        self.column_values(table, column).and_then(|c| c.repeats)
    }

    /// The numeric range of a column, when known.
    pub fn range(&self, table: &str, column: &str) -> Option<(f64, f64)> {
        self.column_values(table, column).and_then(|c| c.range)
    }

    /// The years a column of dates stored as text spans: every text value it holds opens with
    /// a year ("2023-06-19", "2023/06"), and it holds no numbers. `None` for other columns.
    pub fn date_years(&self, table: &str, column: &str) -> Option<(i32, i32)> {
        self.column_values(table, column)
            .filter(|c| c.dated())
            .and_then(|c| c.years)
    }

    /// How a column of dates stored as text writes them (`None` for other columns).
    pub fn date_layout(&self, table: &str, column: &str) -> Option<dates::Layout> {
        self.column_values(table, column)
            .filter(|c| c.dated())
            .map(ColumnValues::layout)
    }

    /// Every column of dates stored as text, keyed by lower-cased table and column, with its
    /// layout: one pass over the index for a caller that asks of every column of a schema.
    pub fn date_layouts(&self) -> HashMap<(String, String), dates::Layout> {
        self.columns
            .iter()
            .filter(|c| c.dated())
            .map(|c| {
                (
                    (c.table.to_lowercase(), c.column.to_lowercase()),
                    c.layout(),
                )
            })
            .collect()
    }

    /// How a column of year-last dates orders as time does: `Some(day_first)` when every value
    /// is written in ten characters (`06/19/2023`, `19.06.2023`), so the year, month and day
    /// can be cut out; `None` for other columns.
    pub fn fixed_year_last(&self, table: &str, column: &str) -> Option<bool> {
        self.column_values(table, column)
            .filter(|c| c.dated() && c.year_last > 0 && c.ragged == 0)
            .map(|c| c.day_first > 0)
    }

    /// The LIKE pattern for one month's dates in a column of dates stored as text, if its
    /// layout lets one pattern say it ([`dates::month_pattern`]).
    pub fn month_pattern(
        &self,
        table: &str,
        column: &str,
        year: u32,
        month: u32,
    ) -> Option<String> {
        let c = self.column_values(table, column).filter(|c| c.dated())?;
        let separator = c.latest.as_deref().and_then(|d| d.chars().nth(4));
        let fixed = self.fixed_year_last(table, column);
        dates::month_pattern(c.layout(), separator, fixed, year, month)
    }

    /// The data's own "today": the latest value of any column of dates stored as text. Relative
    /// dates ("last year") are read against it, so an answer depends on the data, not the clock.
    pub fn latest_date(&self) -> Option<&str> {
        self.columns
            .iter()
            .filter(|c| c.dated())
            .filter_map(|c| c.latest.as_deref())
            .max()
    }

    /// True when nothing is indexed.
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty() && self.columns.iter().all(|c| c.range.is_none())
    }
}

fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// A flag's name or an adjective, as they are compared: words split on spaces, underscores
/// and hyphens, spelt the American way ("organise" meets `organizer`), stemmed.
fn flag_words(text: &str) -> String {
    text.split([' ', '_', '-'])
        .filter(|w| !w.is_empty())
        .map(|w| stem(&american(w)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Words that say a column is a flag (`emer_svc_yn`, `actv_flg`, `chain_ind`), not what it is.
const FLAG_SUFFIXES: &[&str] = &["yn", "flg", "flag", "ind", "sw"];

/// Whether `wanted` names the flag `named` (both as [`flag_words`] gives them) the way open
/// data abbreviates a flag's name: without the word saying it is a flag, each of its words
/// standing for the question's word in turn ("emergency services" `emer_svc_yn`, "complex"
/// `cplx_yn`, "sidewalk cafe" `sidewalk_cafe_yn`).
fn abbreviated_flag(wanted: &str, named: &str) -> bool {
    let mut core: Vec<&str> = named.split(' ').collect();
    if core.len() < 2 || !core.last().is_some_and(|w| FLAG_SUFFIXES.contains(w)) {
        return false;
    }
    core.pop();
    let said: Vec<&str> = wanted.split(' ').collect();
    wanted.len() >= 4
        && said.len() == core.len()
        && said.iter().zip(&core).all(|(a, b)| same_word(a, b))
}

/// The American spelling of an -ise word (British and American spellings meet).
fn american(word: &str) -> String {
    ["ise", "iser", "ised", "ising"]
        .iter()
        .find_map(|end| {
            word.strip_suffix(end)
                .map(|root| format!("{root}iz{}", &end[2..]))
        })
        .unwrap_or_else(|| word.to_string())
}

#[cfg(test)]
mod tests;
