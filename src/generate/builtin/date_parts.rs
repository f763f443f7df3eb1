//! The year of a date, as a column of its own.
//!
//! Analysts count and total "per year" and "by year" over tables that store a date, not a year:
//! "samples per year" groups the samples by the year of their sample date. Each table with a
//! column of dates and no column named for a year gets a derived column, "<date> year", that
//! only a phrase ending in "year" links to (no other word names it, so it adds no reading to
//! questions about anything else). It travels through grounding as any column does: its name
//! carries the date column it is read from and where that date writes its year, and rendering
//! writes the expression for the engine (`substr(d, 1, 4)` where the year opens the text,
//! `substr(d, -4)` or `right(d, 4)` where it closes it, `EXTRACT(YEAR FROM d)` for a column
//! typed as a date off SQLite). Ordering by a date whose text closes with its year reads the
//! date rearranged year first (`Part::Sortable`), since the text itself sorts by month.
//!
//! Must not touch: which phrase means a year (the linker scores it) or how grouping is chosen.

use super::link::{ColInfo, Linker};
use super::values::{dates::Layout, ValueIndex};
use crate::core::engine::Engine;
use crate::core::schema::Schema;

/// Where the year sits in the date a derived column reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YearAt {
    /// Text opening with the year ("2023-06-19").
    Start,
    /// Text closing with it ("06/19/2023").
    End,
    /// A column typed as a date or timestamp (off SQLite).
    Typed,
}

/// What a derived column reads from its date column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The year.
    Year(YearAt),
    /// The whole date rearranged to sort as time does (`YYYYMMDD` out of `MM/DD/YYYY`, or out
    /// of `DD/MM/YYYY` when the day comes first): what ordering by a year-last date means.
    Sortable { day_first: bool },
}

/// Marks a derived column's name; no identifier a catalog returns holds it.
const MARK: char = '\u{1}';

impl Part {
    fn code(self) -> char {
        match self {
            Self::Year(YearAt::Start) => 's',
            Self::Year(YearAt::End) => 'e',
            Self::Year(YearAt::Typed) => 't',
            Self::Sortable { day_first: false } => 'm',
            Self::Sortable { day_first: true } => 'd',
        }
    }

    fn of_code(code: char) -> Option<Self> {
        Some(match code.to_ascii_lowercase() {
            's' => Self::Year(YearAt::Start),
            'e' => Self::Year(YearAt::End),
            't' => Self::Year(YearAt::Typed),
            'm' => Self::Sortable { day_first: false },
            'd' => Self::Sortable { day_first: true },
            _ => return None,
        })
    }
}

/// The name of the derived column holding `part` of `column`.
pub fn derived(column: &str, part: Part) -> String {
    format!("{MARK}date{MARK}{}{MARK}{column}", part.code())
}

/// The name of the derived column holding the year of `column`.
pub fn year_of(column: &str, at: YearAt) -> String {
    derived(column, Part::Year(at))
}

/// The date column and part a derived name stands for (`None` for a stored column). Case is
/// ignored: phrase tags keep component names lower-cased.
pub fn decode(name: &str) -> Option<(&str, Part)> {
    let rest = name
        .strip_prefix(MARK)?
        .strip_prefix("date")?
        .strip_prefix(MARK)?;
    let mut chars = rest.chars();
    let part = Part::of_code(chars.next()?)?;
    let column = chars.as_str().strip_prefix(MARK)?;
    Some((column, part))
}

/// The stored column a (possibly derived) column reads.
pub fn source(name: &str) -> &str {
    decode(name).map_or(name, |(column, _)| column)
}

/// The SQL for `part` of `column_sql` (already qualified and quoted).
pub fn render(column_sql: &str, part: Part, engine: Engine) -> String {
    let d = column_sql;
    match (part, engine) {
        (Part::Year(YearAt::Start), _) => format!("substr({d}, 1, 4)"),
        (Part::Year(YearAt::End), Engine::Sqlite) => format!("substr({d}, -4)"),
        (Part::Year(YearAt::End), _) => format!("right({d}, 4)"),
        (Part::Year(YearAt::Typed), _) => format!("EXTRACT(YEAR FROM {d})"),
        (Part::Sortable { day_first: false }, _) => {
            format!("substr({d}, 7, 4) || substr({d}, 1, 2) || substr({d}, 4, 2)")
        }
        (Part::Sortable { day_first: true }, _) => {
            format!("substr({d}, 7, 4) || substr({d}, 4, 2) || substr({d}, 1, 2)")
        }
    }
}

/// Does `phrase` name a year ("year", "fiscal years")? Only such phrases link to a derived
/// column; one that names a date as well ("date year", what "the latest" asks of) is the
/// date's, which orders finer than its year.
pub fn names_a_year(phrase: &str) -> bool {
    let mut words = phrase.split(' ');
    phrase
        .rsplit(' ')
        .next()
        .is_some_and(|w| matches!(w, "year" | "years" | "yr" | "yrs"))
        && !words.any(|w| w == "date")
}

/// "discovery date" → "discovery year": the date's own words name the event, the year replaces
/// the words for a date (so that nothing looking for a date column takes the year for one).
fn year_name(date: &str) -> String {
    const DATE_WORDS: [&str; 7] = ["date", "dt", "day", "time", "timestamp", "datetime", "dttm"];
    let mut words: Vec<&str> = date
        .split(' ')
        .filter(|w| !w.is_empty() && !DATE_WORDS.contains(w))
        .collect();
    words.push("year");
    words.join(" ")
}

/// Adds a year column to each table that has dates and no year: one per date column, read by
/// the layout its values show (or typed as a date off SQLite, where the engine reads the year).
pub fn add_year_columns(linker: &mut Linker<'_>, schema: &Schema, values: &ValueIndex) {
    // Read once: asking the index column by column scans it for every column of the schema.
    let layouts = values.date_layouts();
    for (t, table) in schema.tables.iter().enumerate() {
        let Some(info) = linker.tables.get(t) else {
            continue;
        };
        if info.columns.iter().any(|c| names_a_year(&c.human)) {
            continue;
        }
        let mut derived = Vec::new();
        for (c, column) in table.columns.iter().enumerate() {
            let Some(stored) = info.columns.get(c) else {
                continue;
            };
            let typed = {
                let ty = column.decl_type.to_ascii_lowercase();
                ty.contains("date") || ty.contains("time")
            };
            // A typed date is read by the engine (its text form is the engine's to choose);
            // text is read where its values write the year.
            let key = (table.name.to_lowercase(), column.name.to_lowercase());
            let at = match layouts.get(&key) {
                _ if typed && schema.engine != Engine::Sqlite => YearAt::Typed,
                Some(Layout::YearFirst) => YearAt::Start,
                Some(Layout::YearLast) => YearAt::End,
                None if typed && !stored.numeric => YearAt::Start,
                None => continue,
            };
            derived.push(ColInfo {
                name: year_of(&column.name, at),
                human: year_name(&stored.human),
                qualified: year_name(&stored.qualified),
                numeric: false,
                text: at != YearAt::Typed,
                precomputed: None,
                reference: false,
                target: None,
            });
        }
        if let Some(info) = linker.tables.get_mut(t) {
            info.columns.extend(derived);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(Part::Year(YearAt::Start), Engine::Sqlite, "substr(T1.d, 1, 4)")]
    #[case(Part::Year(YearAt::End), Engine::Sqlite, "substr(T1.d, -4)")]
    #[case(Part::Year(YearAt::End), Engine::Postgres, "right(T1.d, 4)")]
    #[case(Part::Year(YearAt::Typed), Engine::Duckdb, "EXTRACT(YEAR FROM T1.d)")]
    #[case(
        Part::Sortable { day_first: false },
        Engine::Sqlite,
        "substr(T1.d, 7, 4) || substr(T1.d, 1, 2) || substr(T1.d, 4, 2)"
    )]
    #[case(
        Part::Sortable { day_first: true },
        Engine::Postgres,
        "substr(T1.d, 7, 4) || substr(T1.d, 4, 2) || substr(T1.d, 1, 2)"
    )]
    fn a_part_is_read_where_the_date_writes_it(
        #[case] part: Part,
        #[case] engine: Engine,
        #[case] want: &str,
    ) {
        assert_eq!(render("T1.d", part, engine), want);
    }

    #[rstest]
    #[case(Part::Year(YearAt::Start))]
    #[case(Part::Year(YearAt::End))]
    #[case(Part::Year(YearAt::Typed))]
    #[case(Part::Sortable { day_first: false })]
    #[case(Part::Sortable { day_first: true })]
    fn a_derived_name_reads_back_in_any_case(#[case] part: Part) {
        let name = derived("Smpl_Dt", part);
        assert_eq!(decode(&name), Some(("Smpl_Dt", part)));
        assert_eq!(decode(&name.to_lowercase()), Some(("smpl_dt", part)));
        assert_eq!(source(&name), "Smpl_Dt");
        assert_eq!(decode("smpl_dt"), None);
        assert_eq!(source("smpl_dt"), "smpl_dt");
    }

    #[rstest]
    #[case("discovery date", "discovery year")]
    #[case("fire incident disc dt", "fire incident disc year")]
    #[case("date", "year")]
    fn a_year_is_named_by_its_event(#[case] date: &str, #[case] want: &str) {
        assert_eq!(year_name(date), want);
    }

    #[rstest]
    #[case("year", true)]
    #[case("fiscal years", true)]
    #[case("yearly total", false)]
    #[case("date", false)]
    #[case("date year", false)]
    fn only_a_year_names_a_year(#[case] phrase: &str, #[case] want: bool) {
        assert_eq!(names_a_year(phrase), want);
    }
}
