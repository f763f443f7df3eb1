//! Questions in the analyst's words (#27 item 6): schema components and the simplest atoms
//! said as what they mean, not as SQL.
//!
//! A column is "the citizenship of singer", a table "the singer table", an aggregate over a
//! column "the average salary of employees", a join "employees to curr dept by curr dept id"
//! (the table whose key column points, the table pointed to, and the pointing column: what
//! tells two paths between the same tables apart). Anything else — conditions, expressions,
//! nested queries — keeps its canonical SQL, which says it exactly; so does an option whose
//! words would read the same as another option's.
//!
//! Owns: the wording. Must not touch: which options a question has (scoring's) or their
//! atom keys, which the simulated user and the drivers read.

use super::scoring::QuestionOption;
use super::Session;
use crate::core::schema::Table;
use std::collections::BTreeSet;

impl Session {
    /// A component in an analyst's words, with what tells it apart: "the citizenship of
    /// singer (e.g. France, Spain)", "the singer table (6 rows)".
    pub(super) fn describe(&self, component: &str) -> String {
        match component.split_once('.') {
            Some((table, column)) => {
                let samples = self
                    .schema
                    .table(table)
                    .and_then(|t| t.columns.iter().find(|c| c.name == column))
                    .map(|c| c.samples.iter().take(2).cloned().collect::<Vec<_>>())
                    .unwrap_or_default();
                let example = if samples.is_empty() {
                    String::new()
                } else {
                    format!(" (e.g. {})", samples.join(", "))
                };
                format!("{}{example}", self.column_words(table, column))
            }
            None => {
                let rows = self
                    .schema
                    .table(component)
                    .and_then(|t| t.row_count)
                    .map(|n| format!(" ({n} rows)"))
                    .unwrap_or_default();
                format!("the {} table{rows}", spoken(component))
            }
        }
    }

    fn column_words(&self, table: &str, column: &str) -> String {
        format!("the {} of {}", spoken(column), spoken(table))
    }

    /// Relabel every option whose atoms all have words ([`Self::atom_words`]); options whose
    /// words would collide with another option's keep their SQL labels.
    pub(super) fn in_words(&self, options: &mut [QuestionOption]) {
        let worded: Vec<Option<String>> = options
            .iter()
            .map(|o| self.option_words(&o.atom_keys))
            .collect();
        let mut seen = BTreeSet::new();
        let repeated: BTreeSet<String> = worded
            .iter()
            .flatten()
            .filter(|w| !seen.insert(w.to_string()))
            .cloned()
            .collect();
        for (option, words) in options.iter_mut().zip(worded) {
            if let Some(words) = words.filter(|w| !repeated.contains(w)) {
                option.label = words;
            }
        }
    }

    /// An option's atoms in words, when each has them. Several tables read together are "the
    /// a and b tables".
    fn option_words(&self, keys: &[String]) -> Option<String> {
        if keys.is_empty() {
            return None;
        }
        let tables: Option<Vec<String>> = keys.iter().map(|k| self.table_of_key(k)).collect();
        if let Some(tables) = tables.filter(|t| t.len() > 1) {
            let names: Vec<String> = tables.iter().map(|t| spoken(t)).collect();
            let (last, rest) = names.split_last()?;
            return Some(format!("the {} and {last} tables", rest.join(", ")));
        }
        let words: Option<Vec<String>> = keys.iter().map(|k| self.atom_words(k)).collect();
        words.map(|w| w.join(", "))
    }

    /// The table a `…|table|name` key reads (None: another kind of atom, or a second read).
    fn table_of_key(&self, key: &str) -> Option<String> {
        let (kind, canonical) = kind_and_canonical(key)?;
        (kind == "table")
            .then(|| self.schema.table(canonical))
            .flatten()
            .map(|t| t.name.clone())
    }

    /// One atom in words, for the kinds that have them.
    fn atom_words(&self, key: &str) -> Option<String> {
        let (kind, canonical) = kind_and_canonical(key)?;
        match kind {
            "table" => Some(format!("the {} table", spoken(&self.table_of_key(key)?))),
            "projection" => {
                let (table, column) = self.column(canonical)?;
                Some(self.column_words(&table.name, column))
            }
            // Said after "one row per" / "grouped by": no article.
            "group_by" => {
                let (table, column) = self.column(canonical)?;
                Some(format!("{} of {}", spoken(column), spoken(&table.name)))
            }
            "aggregate" => self.aggregate_words(canonical),
            // Said after "keep only rows / groups where".
            "predicate" | "having" => self.condition_words(canonical),
            "join" => self.join_words(canonical),
            // What SELECT DISTINCT does to the answer, not the keyword.
            "distinct" => Some("without repeated rows".into()),
            _ => None,
        }
    }

    /// `avg(t.c)` → "the average c of t"; `count(*)` → "the number of rows";
    /// `count(distinct t.c)` → "the number of different c of t".
    fn aggregate_words(&self, canonical: &str) -> Option<String> {
        let (function, argument) = canonical.strip_suffix(')')?.split_once('(')?;
        if argument == "*" && function == "count" {
            return Some("the number of rows".into());
        }
        let (distinct, argument) = match argument.strip_prefix("distinct ") {
            Some(rest) => (true, rest),
            None => (false, argument),
        };
        let (table, column) = self.column(argument)?;
        let (table, column) = (spoken(&table.name), spoken(column));
        let words = match (function, distinct) {
            ("count", true) => format!("the number of different {column} of {table}"),
            ("count", false) => format!("the number of {column} of {table}"),
            ("avg", false) => format!("the average {column} of {table}"),
            ("sum", false) => format!("the total {column} of {table}"),
            ("min", false) => format!("the smallest {column} of {table}"),
            ("max", false) => format!("the largest {column} of {table}"),
            _ => return None,
        };
        Some(words)
    }

    /// A comparison of a column or an aggregate with one value, said as what it keeps:
    /// `singer.age >= 30` → "the age of singer is at least 30", `t.c like 'A%'` → "the c of t
    /// starts with “A”", `t.c is null` → "the c of t is missing". Anything else (two columns,
    /// an expression, a list, a nested query, a pattern with inner wildcards) keeps its SQL.
    fn condition_words(&self, canonical: &str) -> Option<String> {
        let subject = |text: &str| match self.column(text) {
            Some((table, column)) => Some(self.column_words(&table.name, column)),
            None => self.aggregate_words(text),
        };
        if let Some(inner) = canonical.strip_prefix("not ") {
            let lhs = inner.strip_suffix(" is null")?;
            return Some(format!("{} is given", subject(lhs)?));
        }
        if let Some(lhs) = canonical.strip_suffix(" is not null") {
            return Some(format!("{} is given", subject(lhs)?));
        }
        if let Some(lhs) = canonical.strip_suffix(" is null") {
            return Some(format!("{} is missing", subject(lhs)?));
        }
        for (op, negated) in [(" not like ", true), (" like ", false)] {
            if let Some((lhs, rhs)) = canonical.split_once(op) {
                return pattern_words(&subject(lhs)?, quoted(rhs)?, negated);
            }
        }
        const COMPARISONS: [(&str, &str); 7] = [
            (" >= ", "is at least"),
            (" <= ", "is at most"),
            (" != ", "is not"),
            (" <> ", "is not"),
            (" > ", "is more than"),
            (" < ", "is less than"),
            (" = ", "is"),
        ];
        let (said, lhs, rhs) = COMPARISONS.iter().find_map(|(op, said)| {
            let (lhs, rhs) = canonical.split_once(op)?;
            Some((*said, lhs, rhs))
        })?;
        let subject = subject(lhs)?;
        let value = match quoted(rhs) {
            Some(text) => format!("“{text}”"),
            None if rhs.parse::<f64>().is_ok() => rhs.to_string(),
            None => return None,
        };
        Some(format!("{subject} {said} {value}"))
    }

    /// `a.x = b.y` → "a to b by x", `a` being the side whose column is not its table's key.
    fn join_words(&self, canonical: &str) -> Option<String> {
        let (left, right) = canonical.split_once(" = ")?;
        let (left_table, left_column) = self.column(left)?;
        let (right_table, right_column) = self.column(right)?;
        let keyed = |t: &Table, c: &str| t.primary_key.iter().any(|k| k.eq_ignore_ascii_case(c));
        let ((from, by), to) =
            if keyed(left_table, left_column) && !keyed(right_table, right_column) {
                ((right_table, right_column), left_table)
            } else {
                ((left_table, left_column), right_table)
            };
        Some(format!(
            "{} to {} by {}",
            spoken(&from.name),
            spoken(&to.name),
            spoken(by)
        ))
    }

    /// `table.column` as a column of the schema (None: an expression, an alias, a second
    /// read of a table).
    fn column<'a>(&'a self, text: &'a str) -> Option<(&'a Table, &'a str)> {
        let (table, column) = text.split_once('.')?;
        let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !plain(table) || !plain(column) {
            return None;
        }
        let table = self.schema.table(table)?;
        let column = table
            .columns
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(column))?;
        Some((table, column.name.as_str()))
    }
}

/// `path|kind|canonical` → (kind, canonical), for atoms at the top level of the query (a
/// nested atom is said by its SQL: its words would lose where it sits).
fn kind_and_canonical(key: &str) -> Option<(&str, &str)> {
    let (path, kind, canonical) = crate::core::sql::key_parts(key)?;
    path.is_empty().then_some((kind, canonical))
}

/// `subject LIKE pattern` said as what it keeps: a prefix, a suffix, an infix or the whole
/// value (None for a pattern with wildcards inside it).
fn pattern_words(subject: &str, pattern: &str, negated: bool) -> Option<String> {
    let plain = |p: &str| !p.is_empty() && !p.contains(['%', '_']);
    let ((said, unsaid), value) = match (pattern.strip_prefix('%'), pattern.strip_suffix('%')) {
        (Some(rest), Some(_)) => {
            let middle = rest.strip_suffix('%').filter(|m| plain(m))?;
            (("contains", "does not contain"), middle)
        }
        (Some(rest), None) if plain(rest) => (("ends with", "does not end with"), rest),
        (None, Some(rest)) if plain(rest) => (("starts with", "does not start with"), rest),
        (None, None) if plain(pattern) => (("is", "is not"), pattern),
        _ => return None,
    };
    let verb = if negated { unsaid } else { said };
    Some(format!("{subject} {verb} “{value}”"))
}

/// The text of a plain SQL string literal (`'Asia'` → `Asia`); None for anything else (a
/// doubled quote inside, a column, an expression).
fn quoted(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    (!inner.contains('\'')).then_some(inner)
}

/// A schema name as words: `birth_place` → "birth place", `HomeTown` → "home town".
pub(super) fn spoken(name: &str) -> String {
    let mut out = String::new();
    let mut previous_lower = false;
    for c in name.chars() {
        if c == '_' || c == '-' || c == ' ' {
            if !out.ends_with(' ') && !out.is_empty() {
                out.push(' ');
            }
            previous_lower = false;
            continue;
        }
        if c.is_uppercase() && previous_lower {
            out.push(' ');
        }
        previous_lower = c.is_lowercase() || c.is_ascii_digit();
        out.extend(c.to_lowercase());
    }
    out.trim().to_string()
}

#[cfg(test)]
#[path = "wording_tests.rs"]
mod tests;
