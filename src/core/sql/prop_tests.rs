//! Property tests of the atomiser: it never panics (arbitrary text, SQL-token soup, deep
//! nesting), spans always cut the atom's text out of the SQL, and spelling (case, whitespace,
//! aliases, operand order) never changes the keys of a generated query.

use super::*;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn check_spans(sql: &str, atoms: &[Atom]) -> Result<(), TestCaseError> {
    for a in atoms {
        prop_assert_eq!(sql.get(a.span.clone()), Some(a.text.as_str()), "{:?}", a);
        let key_prefix = format!("{}|{}|", a.path, a.kind.as_str());
        let slot_prefix = format!("{}|", a.path);
        prop_assert!(a.key.starts_with(&key_prefix), "{:?}", a);
        prop_assert!(a.slot.starts_with(&slot_prefix), "{:?}", a);
    }
    Ok(())
}

const SOUP: &[&str] = &[
    "select",
    "SELECT",
    "from",
    "where",
    "and",
    "or",
    "not",
    "in",
    "exists",
    "group",
    "by",
    "order",
    "having",
    "limit",
    "offset",
    "union",
    "all",
    "intersect",
    "except",
    "distinct",
    "as",
    "join",
    "on",
    "using",
    "left",
    "between",
    "like",
    "is",
    "null",
    "case",
    "when",
    "then",
    "else",
    "end",
    "count(*)",
    "avg",
    "t",
    "T1",
    "u",
    "name",
    "age",
    "x.y",
    "(",
    ")",
    "((",
    "))",
    ",",
    ";",
    "*",
    "=",
    "<>",
    "!=",
    "<",
    ">=",
    "+",
    "-",
    "/",
    "||",
    "'",
    "\"",
    "'str'",
    "\"Quoted\"",
    "[br]",
    "`bt`",
    "1",
    "2.5",
    "-3",
    "名前",
    "ü",
    "é",
    "—",
    "😀",
    "\n",
    "\t",
    "--c\n",
    "/*",
    "*/",
    "?",
    ":x",
    "$1",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(sql in any::<String>()) {
        if let Ok(atoms) = atomize(&sql) {
            check_spans(&sql, &atoms)?;
        }
    }

    #[test]
    fn printable_unicode_never_panics(sql in "\\PC{0,120}") {
        if let Ok(atoms) = atomize(&sql) {
            check_spans(&sql, &atoms)?;
        }
    }

    #[test]
    fn sql_token_soup_never_panics(
        words in proptest::collection::vec(proptest::sample::select(SOUP), 0..60),
        seps in proptest::collection::vec(proptest::sample::select(&[" ", "", "\n", "  "][..]), 60),
    ) {
        let sql: String = words.iter().zip(&seps).flat_map(|(w, s)| [*w, *s]).collect();
        if let Ok(atoms) = atomize(&sql) {
            check_spans(&sql, &atoms)?;
        }
        let prefixed = format!("select a from t where {sql}");
        if let Ok(atoms) = atomize(&prefixed) {
            check_spans(&prefixed, &atoms)?;
        }
    }

    #[test]
    fn deep_nesting_never_panics(open in 0usize..400, close in 0usize..400, kind in 0usize..4) {
        let sql = match kind {
            0 => format!("select {}1{}", "(".repeat(open), ")".repeat(close)),
            1 => format!("select a from t where {}a = 1{}", "(".repeat(open), ")".repeat(close)),
            2 => format!("select {}1", "- ".repeat(open)),
            _ => (0..open / 8).fold("select a from t".to_string(), |q, _| format!("select a from t where a in ({q})")),
        };
        if let Ok(atoms) = atomize(&sql) {
            check_spans(&sql, &atoms)?;
        }
    }

    #[test]
    fn generated_queries_atomise_with_exact_spans_and_spelling_free_keys(q in query()) {
        let plain = q.render(&Spelling::plain());
        let fancy = q.render(&Spelling::fancy());
        let a = atomize(&plain);
        let b = atomize(&fancy);
        prop_assert!(a.is_ok(), "{plain}: {a:?}");
        prop_assert!(b.is_ok(), "{fancy}: {b:?}");
        let (a, b) = (a.unwrap_or_default(), b.unwrap_or_default());
        check_spans(&plain, &a)?;
        check_spans(&fancy, &b)?;
        let keys_a: BTreeSet<&str> = a.iter().map(|x| x.key.as_str()).collect();
        let keys_b: BTreeSet<&str> = b.iter().map(|x| x.key.as_str()).collect();
        prop_assert_eq!(&keys_a, &keys_b, "\n{}\n{}", plain, fancy);
        let predicates = a.iter().filter(|x| x.kind == AtomKind::Predicate && x.path.is_empty()).count();
        prop_assert_eq!(predicates, q.filters.len() + usize::from(q.subquery));
        prop_assert_eq!(a.iter().filter(|x| x.kind == AtomKind::Limit).count(), usize::from(q.limit.is_some()));
    }
}

/// A generated single-table query, rendered in two spellings that must mean the same.
#[derive(Debug, Clone)]
struct Gen {
    table: &'static str,
    columns: Vec<&'static str>,
    count: bool,
    /// (column, operator, literal) with the literal possibly multi-byte.
    filters: Vec<(&'static str, &'static str, String)>,
    order: Option<(&'static str, bool)>,
    limit: Option<u32>,
    subquery: bool,
}

struct Spelling {
    upper: bool,
    alias: Option<&'static str>,
    space: &'static str,
    flip: bool,
}

impl Spelling {
    fn plain() -> Self {
        Self {
            upper: false,
            alias: None,
            space: " ",
            flip: false,
        }
    }

    fn fancy() -> Self {
        Self {
            upper: true,
            alias: Some("T1"),
            space: "\n\t ",
            flip: true,
        }
    }
}

fn mirror(op: &str) -> &str {
    match op {
        "<" => ">",
        ">" => "<",
        "<=" => ">=",
        ">=" => "<=",
        other => other,
    }
}

impl Gen {
    fn render(&self, s: &Spelling) -> String {
        let kw = |w: &str| {
            if s.upper {
                w.to_uppercase()
            } else {
                w.to_string()
            }
        };
        let col = |c: &str| match s.alias {
            Some(a) => format!(
                "{a}.{}",
                if s.upper {
                    c.to_ascii_uppercase()
                } else {
                    c.to_string()
                }
            ),
            None => c.to_string(),
        };
        let sp = s.space;
        let mut items: Vec<String> = self.columns.iter().map(|c| col(c)).collect();
        if self.count {
            items.push(kw("count(*)"));
        }
        let table = match s.alias {
            Some(a) => format!("{}{sp}{}{sp}{a}", self.table, kw("as")),
            None => self.table.to_string(),
        };
        let mut sql = format!(
            "{}{sp}{}{sp}{}{sp}{table}",
            kw("select"),
            items.join(&format!(",{sp}")),
            kw("from")
        );
        let mut conds: Vec<String> = self
            .filters
            .iter()
            .map(|(c, op, lit)| {
                if s.flip {
                    format!("{lit}{sp}{}{sp}{}", mirror(op), col(c))
                } else {
                    format!("{} {op} {lit}", col(c))
                }
            })
            .collect();
        if self.subquery {
            conds.push(format!(
                "{} {} ({} {}({}) {} {})",
                col("age"),
                kw(">"),
                kw("select"),
                kw("avg"),
                "age",
                kw("from"),
                self.table
            ));
        }
        if s.flip {
            conds.reverse();
        }
        if !conds.is_empty() {
            sql.push_str(&format!(
                "{sp}{}{sp}{}",
                kw("where"),
                conds.join(&format!("{sp}{}{sp}", kw("and")))
            ));
        }
        if self.count && !self.columns.is_empty() {
            let keys: Vec<String> = self.columns.iter().map(|c| col(c)).collect();
            sql.push_str(&format!("{sp}{}{sp}{}", kw("group by"), keys.join(", ")));
        }
        if let Some((c, desc)) = self.order {
            let dir = if desc {
                kw(" desc")
            } else if s.upper {
                kw(" asc")
            } else {
                String::new()
            };
            sql.push_str(&format!("{sp}{}{sp}{}{dir}", kw("order by"), col(c)));
        }
        if let Some(n) = self.limit {
            sql.push_str(&format!("{sp}{}{sp}{n}", kw("limit")));
        }
        sql
    }
}

fn literal() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u32..1000).prop_map(|n| n.to_string()),
        proptest::sample::select(&["Zürich", "東京", "O'Brien", "naïve café", "😀", "plain"][..])
            .prop_map(|s| format!("'{}'", s.replace('\'', "''"))),
    ]
}

const COLUMNS: &[&str] = &["name", "age", "country", "année", "id"];

fn query() -> impl Strategy<Value = Gen> {
    let columns = COLUMNS;
    (
        proptest::sample::select(&["singer", "concert", "stadium"][..]),
        proptest::sample::subsequence(columns, 0..3),
        any::<bool>(),
        proptest::collection::vec(
            (
                proptest::sample::select(columns),
                proptest::sample::select(&["=", "<", ">=", "<>"][..]),
                literal(),
            ),
            0..4,
        ),
        proptest::option::of((proptest::sample::select(columns), any::<bool>())),
        proptest::option::of(1u32..20),
        any::<bool>(),
    )
        .prop_map(
            |(table, mut columns, count, filters, order, limit, subquery)| {
                if columns.is_empty() && !count {
                    columns.push("name");
                }
                Gen {
                    table,
                    columns,
                    count,
                    filters,
                    order,
                    limit,
                    subquery,
                }
            },
        )
}
