//! Roles: one table read twice, through two different keys.
//!
//! Owns: finding the foreign keys that give a table a *role* — a table referring to another
//! through two keys (`game.white_id`, `game.black_id` → `player`; `from_depot`, `to_depot` →
//! `depots`), or to itself (`drivers.supervisor_id` → `drivers`) — when the question names the
//! role ("the white player's surname", "the origin depot", "their supervisor"), and adding the
//! role as a table of its own to the linker and the join graph: a second instance of the
//! referred table, named for linking by the question's role word ("origin depots"), joined
//! only through its key. Grounding then reads it like any other table, so "the white and the
//! black player's surnames" reads `player` twice, under two aliases. Also owned here: which
//! instance a phrase or a value belongs to is decided by the linker's role fit (a phrase that
//! says the role, a value written right after it: "from a depot in *the Midlands*"), and an
//! attribute listed for one role is said of the next role listed ("the usernames of the
//! buyer and the seller").
//! Must not touch: the schema (the role instance keeps the referred table's name, so the SQL
//! reads the real table), parsing, or scoring.

use super::frame::{Frame, Mention, Slot};
use super::graph::JoinGraph;
use super::lexicon::{stem, tokenize, TokKind};
use super::link::Linker;
use super::names::{content_words, human};
use crate::core::schema::Schema;

/// Words that name a role without the key's own word, stem first: "the *origin* depot" is the
/// `from_depot`, "who *bought*" the `buyer_id`.
const ROLE_WORDS: &[(&str, &[&str])] = &[
    ("from", &["origin", "source", "departure"]),
    ("to", &["destination", "arrival"]),
    ("source", &["origin", "departure"]),
    ("dest", &["destination", "arrival"]),
    ("destination", &["arrival"]),
    ("origin", &["source", "departure"]),
    ("parent", &["top level", "main"]),
    ("supervisor", &["boss"]),
    ("manager", &["boss"]),
];

/// Role words that relate a row to another of its kind without naming a kind of row.
const RELATIONAL: &[&str] = &[
    "parent",
    "top level",
    "main",
    "from",
    "to",
    "origin",
    "source",
];

/// Role words that are also grammar words: they name the role only right before the referred
/// table's noun ("from a depot in the Midlands *to a depot* in Yorkshire").
const PREPOSITIONS: &[&str] = &["from", "to"];

/// Key-name words that say nothing of the role.
pub(super) const KEY_WORDS: &[&str] = &[
    "id", "key", "code", "cd", "no", "num", "number", "ref", "fk",
];

/// A role the question names: `holder.holder_col` refers to `base.key`, and the question's
/// word for it is `word`.
#[derive(Debug, Clone, PartialEq)]
pub struct Role {
    pub base: usize,
    pub holder: usize,
    pub holder_col: String,
    pub key: String,
    pub word: String,
    /// Where the question says it (a token index of [`question_words`]).
    pub at: usize,
}

/// The question's tokens, lower-case; quoted text is blank (it names no role).
pub fn question_words(question: &str) -> Vec<String> {
    tokenize(question)
        .into_iter()
        .map(|t| {
            if t.kind == TokKind::Quoted {
                String::new()
            } else {
                t.lower
            }
        })
        .collect()
}

/// The roles `question` names over `schema`.
pub fn named_roles(schema: &Schema, question: &str) -> Vec<Role> {
    let words = question_words(question);
    let index = |name: &str| {
        schema
            .tables
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))
    };
    let mut out: Vec<Role> = Vec::new();
    for key in &schema.foreign_keys {
        let (Some(holder), Some(base)) = (index(&key.from_table), index(&key.to_table)) else {
            continue;
        };
        let has = |t: usize, c: &str| schema.tables[t].column(c).is_some();
        if !has(holder, &key.from_column) || !has(base, &key.to_column) {
            continue;
        }
        let to_base = schema
            .foreign_keys
            .iter()
            .filter(|k| {
                k.from_table.eq_ignore_ascii_case(&key.from_table)
                    && k.to_table.eq_ignore_ascii_case(&key.to_table)
            })
            .count();
        if holder != base && to_base < 2 {
            continue;
        }
        let base_words = content_words(&human(&schema.tables[base].name));
        let key_words = content_words(&human(&key.to_column));
        // Grammar words count here: `to_depot` plays the role "to".
        let role: Vec<String> = human(&key.from_column)
            .split(' ')
            .map(stem)
            .filter(|w| !KEY_WORDS.contains(&w.as_str()))
            .filter(|w| !base_words.contains(w) && !key_words.contains(w))
            .collect();
        let [role] = role.as_slice() else { continue };
        let base_noun = base_words.last().map(String::as_str).unwrap_or_default();
        let Some((word, at)) = said(role, base_noun, &words, holder == base) else {
            continue;
        };
        // "a better seller rating": a role word that opens the name of one of the table's
        // own columns (`Seller_Rating`) names that column, not a role.
        let column_words: Vec<Vec<String>> = schema.tables[base]
            .columns
            .iter()
            .map(|c| human(&c.name).split(' ').map(stem).collect())
            .collect();
        if opens_column(&word, at, &words, &column_words) {
            continue;
        }
        let r = Role {
            base,
            holder,
            holder_col: key.from_column.clone(),
            key: key.to_column.clone(),
            word,
            at,
        };
        if !out.contains(&r) {
            out.push(r);
        }
    }
    out
}

/// The question's word for `role` (the role word itself or one of its synonyms, or for a
/// reference to rows of the same kind, `self_ref`, its passive verb) and where it says it; a
/// grammar word counts only right before the referred table's noun.
fn said(role: &str, base_noun: &str, words: &[String], self_ref: bool) -> Option<(String, usize)> {
    let synonyms = ROLE_WORDS
        .iter()
        .find(|(r, _)| *r == role)
        .map_or(&[][..], |(_, s)| *s);
    let stems: Vec<String> = words.iter().map(|w| stem(w)).collect();
    let before_base = |i: usize| stems.iter().skip(i + 1).take(3).any(|w| w == base_noun);
    // "the astronomer who mentors Teodor Jarvis", "the staff member who supervises him": the
    // table's noun right before "who" and an active verb of the role is the role's doer, so
    // the noun says the role there (and the row the verb takes stays the plain table).
    let active = (2..stems.len()).find(|&i| {
        self_ref
            && matches!(words[i - 1].as_str(), "who" | "that")
            && (stems[i - 2] == base_noun || i >= 3 && stems[i - 3] == base_noun)
            && says_role(role, &words[i])
            && stems.get(i + 1).is_none_or(|w| w != "by")
    });
    if let Some(i) = active {
        let at = if stems[i - 2] == base_noun {
            i - 2
        } else {
            i - 3
        };
        return Some((base_noun.to_string(), at));
    }
    for (i, s) in stems.iter().enumerate() {
        if *s == role {
            if PREPOSITIONS.contains(&role) && !before_base(i) {
                continue;
            }
            return Some((role.to_string(), i));
        }
        // "top-level": a hyphen joins the two words of a synonym.
        let next = if stems.get(i + 1).is_some_and(|w| w == "-") {
            i + 2
        } else {
            i + 1
        };
        let pair = stems.get(next).map(|next| format!("{s} {next}"));
        let synonym = synonyms
            .iter()
            .find(|syn| **syn == s.as_str() || Some(syn.to_string()) == pair);
        if let Some(syn) = synonym {
            return Some((syn.to_string(), i));
        }
    }
    // "referred by Hannah Wang", "supervised by Irina Khan": the passive verb of a role named
    // for the one who does it (`referrer_id`, `supervisor_id`) names the doer by the value
    // after "by", when the question does not name the role itself ("… referred by someone,
    // with the referrer's surname" names it). Only a reference to rows of the same kind is
    // read so: "missions commanded by NASA astronauts" names the astronauts themselves after
    // "by", which the plain table would then read a second time.
    let passive = stems
        .iter()
        .enumerate()
        .find(|(i, s)| self_ref && stems.get(i + 1).is_some_and(|w| w == "by") && done_by(role, s));
    if let Some((i, s)) = passive {
        return Some((s.clone(), i));
    }
    // "the subcategories of Music": a child of a table that refers to itself names its parent.
    if role != "parent" {
        return None;
    }
    let at = stems.iter().position(|w| says_child(w, base_noun))?;
    Some((role.to_string(), at))
}

/// True when the stemmed `word` names a child row of a table that refers to itself, by the
/// table's noun ("subcategory" of `category`): the rows asked about, whose parent is the role.
pub fn says_child(word: &str, base_noun: &str) -> bool {
    word.strip_prefix("sub")
        .map(|rest| rest.strip_prefix('-').unwrap_or(rest))
        .is_some_and(|rest| rest == base_noun)
}

/// True when the role `word` said at `at` is the first word of a column name said in full
/// there ("seller rating" of `Seller_Rating`).
fn opens_column(word: &str, at: usize, words: &[String], columns: &[Vec<String>]) -> bool {
    let said: Vec<String> = words.iter().skip(at).map(|w| stem(w)).collect();
    columns.iter().any(|c| {
        c.len() > 1 && c.first().is_some_and(|w| w == word) && said.starts_with(c.as_slice())
    })
}

/// True when `word` is the past participle of the verb whose doer `role` names ("supervised"
/// of "supervisor", "mentored" of "mentor", "referred" of "referrer"); only doers (`-er`, `-or`)
/// have one.
fn done_by(role: &str, word: &str) -> bool {
    if !(role.ends_with("er") || role.ends_with("or")) {
        return false;
    }
    let Some(root) = word.strip_suffix("ed").filter(|root| root.len() >= 4) else {
        return false;
    };
    ["er", "or", "r", ""]
        .iter()
        .any(|end| role.strip_suffix(end) == Some(root))
}

/// Past tenses that do not end in "-ed", of verbs whose doer a key may be named for (`winner`,
/// `seller`, `buyer`, `leader`, `teacher`, `writer`, `driver`, `maker`, `payer`, `sender`).
const IRREGULAR_PAST: &[(&str, &[&str])] = &[
    ("win", &["won"]),
    ("sell", &["sold"]),
    ("buy", &["bought"]),
    ("lead", &["led"]),
    ("teach", &["taught"]),
    ("write", &["wrote", "written"]),
    ("drive", &["drove", "driven"]),
    ("make", &["made"]),
    ("pay", &["paid"]),
    ("send", &["sent"]),
    ("hold", &["held"]),
    ("build", &["built"]),
];

/// True when the question's `word` says `role`, a key's role word: the word itself ("the
/// *director*"), a form of the verb whose doer the role names ("*directed*", "*directs*" of
/// `director`; "*won*" of `winner`), or of the verb the role is itself ("*judged*" of `judge`).
pub fn says_role(role: &str, word: &str) -> bool {
    if role.len() < 3 {
        return false;
    }
    if stem(word) == stem(role) {
        return true;
    }
    let mut roots = vec![role.to_string()];
    if let Some(root) = role
        .strip_suffix("er")
        .or_else(|| role.strip_suffix("or"))
        .filter(|root| root.len() >= 3)
    {
        // "winner" doubles the verb's last consonant; "driver" drops its "e".
        roots.extend([root.to_string(), format!("{root}e")]);
        let bytes = root.as_bytes();
        if bytes.len() >= 4 && bytes[bytes.len() - 1] == bytes[bytes.len() - 2] {
            roots.push(root[..root.len() - 1].to_string());
        }
    }
    // A key named for what was done to the row (`graded_by`, `screened_by`, `made_by`) says
    // its verb: "grade", "screens", "making".
    if let Some(root) = role.strip_suffix("ed").filter(|root| root.len() >= 3) {
        roots.extend([root.to_string(), format!("{root}e")]);
    }
    roots.extend(
        IRREGULAR_PAST
            .iter()
            .filter(|(_, past)| past.contains(&role))
            .map(|(verb, _)| verb.to_string()),
    );
    roots.iter().any(|r| {
        let base = r.trim_end_matches('e');
        word == r
            || [format!("{r}s"), format!("{base}ed"), format!("{base}ing")]
                .contains(&word.to_string())
            || word
                .strip_suffix("ed")
                .or_else(|| word.strip_suffix("ing"))
                .is_some_and(|w| {
                    w.len() == r.len() + 1
                        && w.starts_with(r.as_str())
                        && w.ends_with(&r[r.len() - 1..])
                })
            || IRREGULAR_PAST
                .iter()
                .any(|(verb, past)| verb == r && past.contains(&word))
    })
}

/// Adds each role as a table of its own (a second instance of the referred table) to the
/// linker and the join graph, joined only through the role's key.
pub fn add_roles(roles: &[Role], question: &str, linker: &mut Linker<'_>, graph: &mut JoinGraph) {
    if roles.is_empty() {
        return;
    }
    linker.words = question_words(question);
    for role in roles {
        // A row's role over rows of its own kind is a kind of row ("managers" are
        // employees): the role word alone names it. Other roles qualify the table's name
        // ("white player", "origin depots").
        let base_human = &linker.tables[role.base].human;
        let human = if role.holder == role.base && !RELATIONAL.contains(&role.word.as_str()) {
            role.word.clone()
        } else {
            format!("{} {base_human}", role.word)
        };
        let via = (role.holder, role.holder_col.as_str());
        let t = linker.push_role(role.base, &role.word, &human, via, role.at);
        let added = graph.push_role(role.holder, &role.holder_col, &role.key);
        debug_assert_eq!(t, added, "linker and graph number tables alike");
    }
}

/// "the usernames of the buyer and the seller": an attribute said of one role, followed in the
/// list by another role alone, is said of that role too.
pub fn distribute(linker: &Linker<'_>, mut frame: Frame) -> Frame {
    let names_role = |text: &str| {
        (0..linker.tables.len())
            .find(|&u| linker.tables[u].role.is_some() && linker.role_fit(u, text, None) == 1.0)
    };
    for i in 1..frame.select.len() {
        let (a, b) = (&frame.select[i - 1], &frame.select[i]);
        let (Slot::Phrase(ma), Slot::Phrase(mb), None, None) = (&a.slot, &b.slot, a.agg, b.agg)
        else {
            continue;
        };
        let (attr, role) = (&frame.mentions[*ma], &frame.mentions[*mb]);
        let first = attr.owner.as_deref().and_then(names_role);
        let second = names_role(&role.text);
        let alone = content_words(&role.text).len() == 1;
        if !(alone && first.is_some() && second.is_some() && first != second) {
            continue;
        }
        let said = Mention {
            owner: Some(role.text.clone()),
            span: role.span,
            table_like: false,
            implicit: false,
            ..attr.clone()
        };
        frame.mentions.push(said);
        frame.select[i].slot = Slot::Phrase(frame.mentions.len() - 1);
    }
    frame
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{ForeignKey, Table};
    use crate::embed::Lexical;
    use crate::generate::builtin::link::ROLE_UNSAID;
    use rstest::rstest;

    #[rstest]
    #[case("director", "director", true)]
    #[case("director", "directors", true)]
    #[case("director", "directed", true)]
    #[case("director", "directs", true)]
    #[case("director", "directing", true)]
    #[case("winner", "won", true)]
    #[case("winner", "win", true)]
    #[case("winner", "winning", true)]
    #[case("driver", "drove", true)]
    #[case("driver", "drives", true)]
    #[case("organizer", "organized", true)]
    #[case("judge", "judged", true)]
    #[case("seller", "sold", true)]
    #[case("graded", "grade", true)]
    #[case("screened", "screens", true)]
    #[case("made", "make", true)]
    #[case("made", "making", true)]
    #[case("graded", "grand", false)]
    #[case("director", "direction", false)]
    #[case("winner", "wine", false)]
    #[case("director", "directory", false)]
    #[case("home", "away", false)]
    #[case("to", "to", false)]
    fn a_word_says_a_role_by_its_noun_or_its_verb(
        #[case] role: &str,
        #[case] word: &str,
        #[case] expected: bool,
    ) {
        assert_eq!(says_role(role, word), expected, "{role} / {word}");
    }

    fn key(from: &str, col: &str, to: &str, to_col: &str) -> ForeignKey {
        ForeignKey {
            from_table: from.into(),
            from_column: col.into(),
            to_table: to.into(),
            to_column: to_col.into(),
            inferred: false,
        }
    }

    /// Shipments between depots, drivers with supervisors, categories with parents, and one
    /// plain key (`shipments.customer_id`).
    fn schema() -> Schema {
        Schema {
            tables: vec![
                Table::with_columns(
                    "depots",
                    &["depot_id", "depot_name", "region"],
                    &["depot_id"],
                ),
                Table::with_columns(
                    "shipments",
                    &["shipment_id", "from_depot", "to_depot", "customer_id"],
                    &["shipment_id"],
                ),
                Table::with_columns("customers", &["customer_id", "name"], &["customer_id"]),
                Table::with_columns(
                    "drivers",
                    &["driver_id", "last_name", "supervisor_id"],
                    &["driver_id"],
                ),
                Table::with_columns(
                    "categories",
                    &["category_id", "category_name", "parent_id"],
                    &["category_id"],
                ),
            ],
            foreign_keys: vec![
                key("shipments", "from_depot", "depots", "depot_id"),
                key("shipments", "to_depot", "depots", "depot_id"),
                key("shipments", "customer_id", "customers", "customer_id"),
                key("drivers", "supervisor_id", "drivers", "driver_id"),
                key("categories", "parent_id", "categories", "category_id"),
            ],
            ..Default::default()
        }
    }

    #[rstest]
    #[case("Show the origin depot name of shipment 4.", &["origin"])]
    #[case("Shipments from a depot in Kent to a depot in Essex?", &["from", "to"])]
    #[case("Shipments to Kent.", &[])]
    #[case("Show each driver with their supervisor.", &["supervisor"])]
    #[case("List the drivers.", &[])]
    #[case("Which drivers are supervised by Kim?", &["supervised"])]
    #[case("Which drivers supervised a trip?", &[])]
    #[case("Drivers supervised by someone, with their supervisor.", &["supervisor"])]
    #[case("Show the subcategories of Music.", &["parent"])]
    #[case("Count the listings of each top-level category.", &["top level"])]
    // A single key to a table is a plain join, not a role.
    #[case("Show the customer of each shipment.", &[])]
    // Quoted text names no role.
    #[case("Show the shipments of customer \"supervisor\".", &[])]
    fn roles_are_found_where_the_question_names_them(
        #[case] question: &str,
        #[case] words: &[&str],
    ) {
        let found: Vec<String> = named_roles(&schema(), question)
            .into_iter()
            .map(|r| r.word)
            .collect();
        assert_eq!(found, words);
    }

    #[test]
    fn a_role_instance_joins_only_through_its_key() {
        let schema = schema();
        let sim = Lexical::new();
        let mut linker = Linker::new(&schema, &sim, &[]);
        let mut graph = JoinGraph::new(&schema);
        let question = "How many shipments went from a depot in Kent to a depot in Essex?";
        let roles = named_roles(&schema, question);
        add_roles(&roles, question, &mut linker, &mut graph);
        let (from, to) = (5, 6);
        assert_eq!(linker.tables[from].role.as_deref(), Some("from"));
        assert_eq!(linker.tables[from].name, "depots");
        assert_eq!(graph.distance(from, 1), Some(1));
        assert_eq!(graph.distance(from, to), Some(2));
        assert!(graph.refers(1, "from_depot", from));
        assert!(!graph.refers(1, "to_depot", from));
        // Each value goes to the instance whose role is said just before it.
        let fit = |raw: &str| linker.value_instances(0, raw);
        assert_eq!(
            fit("Kent"),
            vec![(0, ROLE_UNSAID), (from, 1.0), (to, ROLE_UNSAID)]
        );
        assert_eq!(
            fit("Essex"),
            vec![(0, ROLE_UNSAID), (from, ROLE_UNSAID), (to, 1.0)]
        );
        // A value the question does not write goes to the plain table first.
        assert_eq!(
            fit("Wales"),
            vec![(0, 1.0), (from, ROLE_UNSAID), (to, ROLE_UNSAID)]
        );
    }

    #[test]
    fn an_attribute_of_one_role_is_said_of_the_next_listed_role() {
        let schema = Schema {
            tables: vec![
                Table::with_columns("members", &["member_id", "username"], &["member_id"]),
                Table::with_columns("sales", &["sale_id", "buyer_id", "seller_id"], &["sale_id"]),
            ],
            foreign_keys: vec![
                key("sales", "buyer_id", "members", "member_id"),
                key("sales", "seller_id", "members", "member_id"),
            ],
            ..Default::default()
        };
        let sim = Lexical::new();
        let mut linker = Linker::new(&schema, &sim, &[]);
        let mut graph = JoinGraph::new(&schema);
        let question = "Show the usernames of the buyer and the seller of every sale.";
        add_roles(
            &named_roles(&schema, question),
            question,
            &mut linker,
            &mut graph,
        );
        let mention = |text: &str, owner: Option<&str>, at: usize| Mention {
            text: text.into(),
            surface: text.into(),
            span: (at, at + 1),
            owner: owner.map(str::to_string),
            table_like: false,
            implicit: false,
        };
        let item = |m: usize| crate::generate::builtin::frame::SelectItem {
            agg: None,
            slot: Slot::Phrase(m),
        };
        let frame = Frame {
            mentions: vec![
                mention("usernames", Some("buyer"), 2),
                mention("seller", Some("sale"), 7),
            ],
            select: vec![item(0), item(1)],
            ..Frame::default()
        };
        let out = distribute(&linker, frame.clone());
        assert_eq!(out.select[1].slot, Slot::Phrase(2));
        assert_eq!(out.mentions[2].text, "usernames");
        assert_eq!(out.mentions[2].owner.as_deref(), Some("seller"));
        // Without roles in the question, the list is left as it is.
        let plain = Linker::new(&schema, &sim, &[]);
        assert_eq!(distribute(&plain, frame.clone()), frame);
    }
}
