//! Which way a relation runs, when two foreign keys join the same pair of tables as the two
//! ends of a movement (`route.origin_port_id` and `route.dest_port_id`).
//!
//! Owns: reading the question's direction ("routes that depart from Visby", "flights arriving
//! at …") and the factor a join or a negated relation gets for following the key at that
//! end. Without a direction word, or when the question names both ends ("from A to B"), every
//! key stays as likely as before.
//! Also owned here: of parallel keys that are no movement's ends, the one whose role the
//! question says, by its word or its verb ("archaeologists who never *directed* an
//! excavation" through `director_id`, not `finds_officer_id`; "matches the Foxes *won*"
//! through `winner_team_id`).
//! Must not touch: which tables are joined, or any key that is not one of a parallel pair.

use super::build::Env;

/// The factor of following the key at the other end from the one the question names.
const WRONG_WAY: f64 = 0.4;

/// One end of a movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// Where it starts: "depart from", "leaving", `origin`, `source`.
    Out,
    /// Where it ends: "arrive at", "going to", `dest`, `destination`.
    In,
}

/// Words a question says an end with: whole words, then beginnings of words.
const OUT_WORDS: (&[&str], &[&str]) = (&["from"], &["depart", "leav", "start", "originat"]);
const IN_WORDS: (&[&str], &[&str]) = (&["to", "into"], &["arriv", "reach", "destination", "bound"]);

/// Words a key column names an end with.
const OUT_COLUMNS: (&[&str], &[&str]) =
    (&["origin", "source", "src", "from", "start"], &["depart"]);
const IN_COLUMNS: (&[&str], &[&str]) =
    (&["dest", "to", "target", "end"], &["destination", "arriv"]);

type Words = (&'static [&'static str], &'static [&'static str]);

fn way_of<'a>(words: impl Iterator<Item = &'a str>, out: Words, into: Words) -> Option<Way> {
    let says = |w: &str, (whole, starts): Words| {
        whole.contains(&w) || starts.iter().any(|s| w.starts_with(s))
    };
    let (mut o, mut i) = (false, false);
    for w in words {
        o |= says(w, out);
        i |= says(w, into);
    }
    match (o, i) {
        (true, false) => Some(Way::Out),
        (false, true) => Some(Way::In),
        _ => None,
    }
}

/// The end a question names, when it names one only.
pub fn question_way(question: &str) -> Option<Way> {
    let lower = question.to_lowercase();
    way_of(
        lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty()),
        OUT_WORDS,
        IN_WORDS,
    )
}

/// The end a key column holds, by its name.
pub fn column_way(column: &str) -> Option<Way> {
    let words = crate::embed::text::words(column);
    way_of(words.iter().map(String::as_str), OUT_COLUMNS, IN_COLUMNS)
}

/// 1, or [`WRONG_WAY`] when `column` holds the other end from the one the question names.
pub fn way_factor(env: &Env<'_>, column: &str) -> f64 {
    match (env.way, column_way(column)) {
        (Some(asked), Some(held)) if asked != held => WRONG_WAY,
        _ => 1.0,
    }
}

/// Of parallel keys between two tables, each given by the columns at its two ends, which ones
/// the question says the role of. Words that every key has (the referred table's own: "team"
/// of `home_team_id` and `winner_team_id`) and key words (`id`, `cd`) say no role.
pub fn roles_said(env: &Env<'_>, keys: &[(&str, &str)]) -> Vec<bool> {
    let words: Vec<Vec<String>> = keys
        .iter()
        .map(|(a, b)| {
            [a, b]
                .iter()
                .flat_map(|c| crate::embed::text::words(c))
                .map(|w| super::super::lexicon::stem(&w))
                .filter(|w| !super::super::roles::KEY_WORDS.contains(&w.as_str()))
                .collect()
        })
        .collect();
    words
        .iter()
        .map(|own| {
            own.iter()
                .filter(|w| !words.iter().all(|other| other.contains(w)))
                .any(|role| {
                    env.words
                        .iter()
                        .any(|w| super::super::roles::says_role(role, w))
                })
        })
        .collect()
}

/// 1, or [`WRONG_WAY`] for key `i` of `said` ([`roles_said`]) when the question says the role
/// of another key and not of this one.
pub fn role_factor(said: &[bool], i: usize) -> f64 {
    if said.iter().any(|&s| s) && !said.get(i).copied().unwrap_or(false) {
        WRONG_WAY
    } else {
        1.0
    }
}

/// Of `paths` (edge lists from table `from`), the first whose first edge follows the end the
/// question names, and of those the first that relates the rows directly rather than through a
/// parent they share.
pub fn along_way(env: &Env<'_>, from: usize, paths: Vec<Vec<usize>>) -> Option<Vec<usize>> {
    let firsts: Vec<(&str, &str)> = paths
        .iter()
        .filter_map(|p| p.first())
        .map(|&e| {
            let edge = &env.graph.edges[e];
            (edge.a_col.as_str(), edge.b_col.as_str())
        })
        .collect();
    let said = roles_said(env, &firsts);
    let fit = |p: &[usize]| {
        p.first().map_or(1.0, |&e| {
            let edge = &env.graph.edges[e];
            let at = firsts
                .iter()
                .position(|&(a, b)| a == edge.a_col && b == edge.b_col)
                .unwrap_or(usize::MAX);
            way_factor(env, &edge.a_col) * way_factor(env, &edge.b_col) * role_factor(&said, at)
        })
    };
    // Of paths that fit as well, one relating the rows directly (through a table referring to
    // both) before one through a parent they share.
    let mut best: Option<(f64, usize, Vec<usize>)> = None;
    for p in paths {
        let f = fit(&p);
        let parents = env.graph.shared_parents(from, &p);
        let better = best
            .as_ref()
            .is_none_or(|(b, n, _)| f > *b || (f == *b && parents < *n));
        if better {
            best = Some((f, parents, p));
        }
    }
    best.map(|(_, _, p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("Which ports have no routes starting from them?", Some(Way::Out))]
    #[case("How many routes depart from Visby?", Some(Way::Out))]
    #[case("How many flights arrive at Leeds?", Some(Way::In))]
    #[case("How many routes go to Visby?", Some(Way::In))]
    #[case("How many flights go from Leeds to York?", None)]
    #[case("How many ships are there?", None)]
    fn reads_the_end_a_question_names(#[case] q: &str, #[case] want: Option<Way>) {
        assert_eq!(question_way(q), want);
    }

    #[rstest]
    #[case("Origin_Port_ID", Some(Way::Out))]
    #[case("SourceDepot", Some(Way::Out))]
    #[case("dest_port_id", Some(Way::In))]
    #[case("DestDepot", Some(Way::In))]
    #[case("destination", Some(Way::In))]
    #[case("home_port_id", None)]
    #[case("Ship_ID", None)]
    fn reads_the_end_a_key_holds(#[case] col: &str, #[case] want: Option<Way>) {
        assert_eq!(column_way(col), want);
    }
}
