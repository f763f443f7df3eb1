//! The rows' label kept next to what is listed for each of them.
//!
//! Owns: one principle of distributive quantifiers. "What is the capacity of each venue?" asks
//! for a value *per venue*: the answer is a mapping from venues to capacities, and a column of
//! twelve numbers with no venue beside them cannot be read. So when the question quantifies over
//! the rows of a table with "each" or "every" ("of each venue", "every student's age"), nothing
//! is aggregated, and what is listed are measures of that table (numbers, not keys), the
//! table's label column (its name or title; first and last name together) is listed first.
//! Text attributes read by themselves ("the major and age of every student" lists majors), and
//! benchmarks in Spider's convention list only what was asked there, so a reading that lists
//! any text column, the key, an aggregate, a grouping (whose key the grouping rules show) or a
//! set operation is left as it is.
//! Also the whole of a split personal name as a second reading ([`full_name`]): one part of a
//! name alone ("Anna") may name several people.
//! Must not touch: the parse or the scores (the label adds no meaning the question lacks; it
//! makes the rows it asks for readable).

use super::lexicon::stem;
use super::link::{Linker, TableInfo};
use super::query::{ColRef, Expr, Query, Tag};

/// Words that quantify over every row of what follows them.
const DISTRIBUTIVE: &[&str] = &["each", "every"];

/// Parts of a person's name that only together name the row.
const NAME_PARTS: &[&str] = &["first", "last", "given", "family", "sur"];

/// Lists the label of the rows `words` quantify over first, when the reading lists their
/// attributes without it.
pub(super) fn keep_label(linker: &Linker<'_>, words: &[String], query: &mut Query) {
    if query.set_op.is_some() || !query.group.is_empty() || query.select.is_empty() {
        return;
    }
    let mut insts = query.select.iter().map(|e| match e {
        Expr::Col(c) => Some(c.inst),
        Expr::Agg(..) => None,
    });
    let Some(Some(inst)) = insts.next() else {
        return;
    };
    if !insts.all(|i| i == Some(inst)) {
        return;
    }
    let Some(t) = query
        .from
        .get(inst)
        .and_then(|name| linker.tables.iter().position(|t| t.name == *name))
    else {
        return;
    };
    let table = &linker.tables[t];
    let Some(noun) = quantified_noun(words, table) else {
        return;
    };
    let label = label_columns(table);
    let shown = |column: &str| {
        query.select.iter().any(|e| match e {
            Expr::Col(c) => c.inst == inst && c.column.eq_ignore_ascii_case(column),
            Expr::Agg(..) => false,
        })
    };
    let key = |column: &str| {
        table
            .primary_key
            .iter()
            .any(|k| k.eq_ignore_ascii_case(column))
    };
    let only_measures = table
        .columns
        .iter()
        .filter(|c| shown(&c.name))
        .all(|c| c.numeric && !c.reference && !key(&c.name));
    if label.is_empty() || !only_measures {
        return;
    }
    for (at, column) in label.iter().enumerate() {
        query.select.insert(
            at,
            Expr::Col(ColRef {
                inst,
                column: column.clone(),
            }),
        );
        query.tags.push(Tag {
            component: format!("{}.{}", table.name, column).to_lowercase(),
            phrase: noun.clone(),
        });
    }
}

/// The noun of "of each venue", "for every venue" or "each venue's" when it names `table`'s
/// rows: the quantified rows own what is listed. ("What major is every student who …" quantifies
/// the subject instead: it lists majors.)
fn quantified_noun(words: &[String], table: &TableInfo) -> Option<String> {
    let rows = table.human.split(' ').next_back().map(stem)?;
    (1..words.len().saturating_sub(1))
        .find(|&at| {
            let owner = matches!(words[at - 1].as_str(), "of" | "for")
                || words.get(at + 2).is_some_and(|w| w == "s");
            owner && DISTRIBUTIVE.contains(&words[at].as_str()) && stem(&words[at + 1]) == rows
        })
        .map(|at| words[at + 1].clone())
}

/// The columns that name a row of `table`: its name parts together (`first_name`,
/// `last_name`), else its one name, else its title, else a column called as the table.
fn label_columns(table: &TableInfo) -> Vec<String> {
    let plain = |c: &&super::link::ColInfo| !c.numeric && !c.reference && c.precomputed.is_none();
    let words_of = |c: &super::link::ColInfo| -> Vec<String> {
        c.human.split(' ').map(str::to_string).collect()
    };
    let parts: Vec<String> = table
        .columns
        .iter()
        .filter(plain)
        .filter(|c| {
            let words = words_of(c);
            words.len() == 2 && words[1] == "name" && NAME_PARTS.contains(&words[0].as_str())
        })
        .map(|c| c.name.clone())
        .collect();
    if parts.len() >= 2 {
        return parts;
    }
    let with_word = |word: &str| {
        table
            .columns
            .iter()
            .filter(plain)
            .find(|c| words_of(c).iter().any(|w| w == word))
            .map(|c| vec![c.name.clone()])
    };
    with_word("name")
        .or_else(|| with_word("title"))
        .or_else(|| {
            table
                .columns
                .iter()
                .filter(plain)
                .find(|c| c.name.eq_ignore_ascii_case(&table.name))
                .map(|c| vec![c.name.clone()])
        })
        .unwrap_or_default()
}

/// How likely a reading listing a person's whole name is against the reading it completes,
/// which lists one part: second, at half its weight. Replacing the reading (measured) cost a
/// probe set written in Spider's convention a point of top-1 before any question; at 0.8 too.
pub const FULL_NAME: f64 = 0.5;

/// The reading that lists a person's whole name, when `query` lists one part of a split name
/// (`first_name`) for a question that names the rows ("who are the highest-paid employees")
/// and not that part ("first names"). A person is named by all parts together; one part alone
/// may name several people.
pub(super) fn full_name(
    linker: &Linker<'_>,
    words: &[String],
    query: &Query,
) -> Option<(Query, f64)> {
    let mut completed = query.clone();
    complete_name(linker, words, &mut completed);
    (completed.select.len() != query.select.len()).then_some((completed, FULL_NAME))
}

/// `query` with the missing parts of each split name it lists one part of (unchanged when the
/// question names a part).
fn complete_name(linker: &Linker<'_>, words: &[String], query: &mut Query) {
    if query.set_op.is_some() {
        return;
    }
    let selected: Vec<(usize, &ColRef)> = query
        .select
        .iter()
        .enumerate()
        .filter_map(|(at, e)| match e {
            Expr::Col(c) => Some((at, c)),
            Expr::Agg(..) => None,
        })
        .collect();
    let mut additions: Vec<(usize, ColRef, Vec<String>)> = Vec::new();
    for (at, c) in &selected {
        let Some(table) = query
            .from
            .get(c.inst)
            .and_then(|name| linker.tables.iter().find(|t| t.name == *name))
        else {
            continue;
        };
        let parts = label_columns(table);
        let is_part = |column: &str| parts.iter().any(|p| p.eq_ignore_ascii_case(column));
        if parts.len() < 2 || !is_part(&c.column) {
            continue;
        }
        // "the first names of …" asks for that part.
        let said_part = table
            .columns
            .iter()
            .filter(|x| is_part(&x.name))
            .filter_map(|x| x.human.split(' ').next())
            .any(|part| words.iter().any(|w| w == part || w == "surname"));
        if said_part {
            return;
        }
        for part in &parts {
            let listed = selected
                .iter()
                .any(|(_, s)| s.inst == c.inst && s.column.eq_ignore_ascii_case(part));
            let added = additions
                .iter()
                .any(|(_, a, _)| a.inst == c.inst && a.column.eq_ignore_ascii_case(part));
            if !listed && !added {
                let column = ColRef {
                    inst: c.inst,
                    column: part.clone(),
                };
                additions.push((*at + 1, column, table.primary_key.clone()));
            }
        }
    }
    // Inserted from the last position back, so earlier positions stay valid. A grouped
    // reading gains the parts only when it groups by the rows' key (each group one person).
    for (at, column, pk) in additions.into_iter().rev() {
        let grouped_by_key = query
            .group
            .iter()
            .any(|g| g.inst == column.inst && pk.iter().any(|k| k.eq_ignore_ascii_case(&g.column)));
        if query.group.is_empty() || grouped_by_key {
            if grouped_by_key {
                query.group.push(column.clone());
            }
            query.select.insert(at, Expr::Col(column));
        }
    }
}
