//! The cue lexicon: general-English phrases that carry a query's structure.
//!
//! Owns: the [`Cue`] vocabulary ("how many", "for each", "older than", "youngest", "in
//! descending order", …), the words that are grammar only, and the longest-match look-up.
//! Must not touch: the schema or any database (cues are schema-independent English).

use super::frame::{Agg, Op, Pattern};
use super::lexicon::{Tok, TokKind};

/// What a cue phrase means to the parser.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cue {
    /// "average", "total", "maximum": an aggregate (or, after "with the", a superlative).
    Agg(Agg),
    /// "how many", "number of", "count": COUNT.
    Count,
    /// "for each", "per": a grouping key follows.
    Group,
    /// "ordered by", "sort": an ordering key follows or precedes.
    Order,
    /// Ordering direction; `true` is descending.
    Dir(bool),
    /// A comparison operator ("more than", "below", "before").
    Cmp(Op),
    /// A comparative adjective with its implicit attribute ("older than" → age >).
    CmpAdj(&'static str, Op),
    /// A superlative adjective with its implicit attribute ("youngest" → age ascending).
    Super(&'static str, bool),
    /// "the most common format": the value most rows hold (`true`), or fewest.
    Common(bool),
    Neg,
    /// "whose", "with", "who", "that", "which", "where": a restriction follows.
    Rel,
    Distinct,
    /// A request verb or question word that starts a projection list.
    Proj,
    And,
    Or,
    Either,
    Between,
    /// "top 5", "first 3": a row limit when a number follows.
    Top,
    /// "once", "twice": a count in a HAVING.
    Times(u32),
    /// Prepositions: after a projection list they introduce its owner, entity or values.
    Of,
    By,
    For,
    From,
    In,
    /// "named", "called": an equality on a name follows.
    Named,
    /// "how old", "how tall": asks for the implicit attribute.
    HowAttr(&'static str),
    /// "is", "are": the copula of an attribute ("who are not French").
    Be,
    /// "have", "own": a relation to other rows ("who do not have a cat").
    Have,
    /// Words that carry no meaning for the parser.
    Filler,
}

/// Cue phrases, longest first where they overlap (the matcher tries longer entries first).
const PHRASES: &[(&str, Cue)] = &[
    ("how many", Cue::Count),
    ("number of", Cue::Count),
    ("count of", Cue::Count),
    ("number", Cue::Count),
    ("numbers", Cue::Count),
    ("count", Cue::Count),
    ("total number of", Cue::Count),
    ("average", Cue::Agg(Agg::Avg)),
    ("avg", Cue::Agg(Agg::Avg)),
    ("mean", Cue::Agg(Agg::Avg)),
    ("total", Cue::Agg(Agg::Sum)),
    ("sum of", Cue::Agg(Agg::Sum)),
    ("sum", Cue::Agg(Agg::Sum)),
    ("combined", Cue::Agg(Agg::Sum)),
    ("add up", Cue::Agg(Agg::Sum)),
    // Written after what they aggregate ("how many did they buy in total"); the unit builder
    // moves them before it.
    ("in total", Cue::Agg(Agg::Sum)),
    ("altogether", Cue::Agg(Agg::Sum)),
    ("on average", Cue::Agg(Agg::Avg)),
    ("maximum", Cue::Agg(Agg::Max)),
    ("max", Cue::Agg(Agg::Max)),
    ("highest", Cue::Agg(Agg::Max)),
    ("largest", Cue::Agg(Agg::Max)),
    ("biggest", Cue::Agg(Agg::Max)),
    ("greatest", Cue::Agg(Agg::Max)),
    ("most common", Cue::Common(true)),
    ("most frequent", Cue::Common(true)),
    ("least common", Cue::Common(false)),
    ("least frequent", Cue::Common(false)),
    ("most", Cue::Agg(Agg::Max)),
    ("minimum", Cue::Agg(Agg::Min)),
    ("min", Cue::Agg(Agg::Min)),
    ("lowest", Cue::Agg(Agg::Min)),
    ("smallest", Cue::Agg(Agg::Min)),
    ("least", Cue::Agg(Agg::Min)),
    ("fewest", Cue::Agg(Agg::Min)),
    ("for each", Cue::Group),
    ("for every", Cue::Group),
    ("of each", Cue::Group),
    ("in each", Cue::Group),
    ("by each", Cue::Group),
    ("from each", Cue::Group),
    ("across each", Cue::Group),
    ("for all the different", Cue::Group),
    ("for all different", Cue::Group),
    ("for different", Cue::Group),
    ("for the different", Cue::Group),
    ("of different", Cue::Group),
    ("broken down by", Cue::Group),
    ("grouped by", Cue::Group),
    ("group by", Cue::Group),
    ("split by", Cue::Group),
    ("per", Cue::Group),
    ("each", Cue::Group),
    ("ordered by", Cue::Order),
    ("order by", Cue::Order),
    ("sorted by", Cue::Order),
    ("sort by", Cue::Order),
    ("in order of", Cue::Order),
    ("order of", Cue::Order),
    ("ordered", Cue::Order),
    ("sorted", Cue::Order),
    ("sort", Cue::Order),
    ("order", Cue::Order),
    ("rank", Cue::Order),
    ("ranked by", Cue::Order),
    ("ascending", Cue::Dir(false)),
    ("increasing", Cue::Dir(false)),
    ("alphabetical", Cue::Dir(false)),
    ("alphabetically", Cue::Dir(false)),
    ("lexicographic", Cue::Dir(false)),
    ("asc", Cue::Dir(false)),
    ("descending", Cue::Dir(true)),
    ("decreasing", Cue::Dir(true)),
    ("desc", Cue::Dir(true)),
    ("reverse", Cue::Dir(true)),
    ("from high to low", Cue::Dir(true)),
    ("from highest to lowest", Cue::Dir(true)),
    ("from large to small", Cue::Dir(true)),
    ("from largest to smallest", Cue::Dir(true)),
    ("from most to least", Cue::Dir(true)),
    ("from low to high", Cue::Dir(false)),
    ("from lowest to highest", Cue::Dir(false)),
    ("from small to large", Cue::Dir(false)),
    ("from smallest to largest", Cue::Dir(false)),
    ("from least to most", Cue::Dir(false)),
    ("from old to young", Cue::Dir(true)),
    ("from the oldest to the youngest", Cue::Dir(true)),
    ("from oldest to youngest", Cue::Dir(true)),
    ("from young to old", Cue::Dir(false)),
    ("from the youngest to the oldest", Cue::Dir(false)),
    ("from youngest to oldest", Cue::Dir(false)),
    ("greater than or equal to", Cue::Cmp(Op::Ge)),
    ("more than or equal to", Cue::Cmp(Op::Ge)),
    ("larger than or equal to", Cue::Cmp(Op::Ge)),
    ("higher than or equal to", Cue::Cmp(Op::Ge)),
    ("less than or equal to", Cue::Cmp(Op::Le)),
    ("smaller than or equal to", Cue::Cmp(Op::Le)),
    ("lower than or equal to", Cue::Cmp(Op::Le)),
    ("fewer than or equal to", Cue::Cmp(Op::Le)),
    // Bounds written after the number ("22 or older"): they turn the equality just read into
    // a comparison (see the scanner's postfix rule).
    ("or older", Cue::Cmp(Op::Ge)),
    ("or above", Cue::Cmp(Op::Ge)),
    ("and above", Cue::Cmp(Op::Ge)),
    ("or over", Cue::Cmp(Op::Ge)),
    ("and over", Cue::Cmp(Op::Ge)),
    ("or higher", Cue::Cmp(Op::Ge)),
    ("or greater", Cue::Cmp(Op::Ge)),
    ("or later", Cue::Cmp(Op::Ge)),
    ("and later", Cue::Cmp(Op::Ge)),
    ("or younger", Cue::Cmp(Op::Le)),
    ("or below", Cue::Cmp(Op::Le)),
    ("and below", Cue::Cmp(Op::Le)),
    ("or under", Cue::Cmp(Op::Le)),
    ("and under", Cue::Cmp(Op::Le)),
    ("or lower", Cue::Cmp(Op::Le)),
    ("or fewer", Cue::Cmp(Op::Le)),
    ("or earlier", Cue::Cmp(Op::Le)),
    ("more than", Cue::Cmp(Op::Gt)),
    ("greater than", Cue::Cmp(Op::Gt)),
    ("higher than", Cue::Cmp(Op::Gt)),
    ("larger than", Cue::Cmp(Op::Gt)),
    ("bigger than", Cue::Cmp(Op::Gt)),
    ("better than", Cue::Cmp(Op::Gt)),
    ("worse than", Cue::Cmp(Op::Lt)),
    ("longer than", Cue::Cmp(Op::Gt)),
    ("above", Cue::Cmp(Op::Gt)),
    ("over", Cue::Cmp(Op::Gt)),
    ("exceeding", Cue::Cmp(Op::Gt)),
    ("exceeds", Cue::Cmp(Op::Gt)),
    ("after", Cue::Cmp(Op::Gt)),
    ("later than", Cue::Cmp(Op::Gt)),
    ("since", Cue::Cmp(Op::Ge)),
    ("at least", Cue::Cmp(Op::Ge)),
    ("no less than", Cue::Cmp(Op::Ge)),
    ("not less than", Cue::Cmp(Op::Ge)),
    ("not lower than", Cue::Cmp(Op::Ge)),
    ("not below", Cue::Cmp(Op::Ge)),
    ("or more", Cue::Cmp(Op::Ge)),
    ("less than", Cue::Cmp(Op::Lt)),
    ("fewer than", Cue::Cmp(Op::Lt)),
    ("lower than", Cue::Cmp(Op::Lt)),
    ("smaller than", Cue::Cmp(Op::Lt)),
    ("below", Cue::Cmp(Op::Lt)),
    ("under", Cue::Cmp(Op::Lt)),
    ("before", Cue::Cmp(Op::Lt)),
    ("earlier than", Cue::Cmp(Op::Lt)),
    ("at most", Cue::Cmp(Op::Le)),
    ("no more than", Cue::Cmp(Op::Le)),
    ("not more than", Cue::Cmp(Op::Le)),
    ("not higher than", Cue::Cmp(Op::Le)),
    ("not greater than", Cue::Cmp(Op::Le)),
    ("not larger than", Cue::Cmp(Op::Le)),
    ("not above", Cue::Cmp(Op::Le)),
    ("not over", Cue::Cmp(Op::Le)),
    ("or less", Cue::Cmp(Op::Le)),
    ("equal to", Cue::Cmp(Op::Eq)),
    ("contains", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("contain", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("containing", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("includes the word", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("with the word", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("with the substring", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("starts with", Cue::Cmp(Op::Like(Pattern::Starts))),
    ("starting with", Cue::Cmp(Op::Like(Pattern::Starts))),
    ("start with", Cue::Cmp(Op::Like(Pattern::Starts))),
    ("begins with", Cue::Cmp(Op::Like(Pattern::Starts))),
    ("beginning with", Cue::Cmp(Op::Like(Pattern::Starts))),
    ("include", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("includes", Cue::Cmp(Op::Like(Pattern::Contains))),
    ("ends in", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("ending in", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("end in", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("ends with", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("ending with", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("end with", Cue::Cmp(Op::Like(Pattern::Ends))),
    ("top", Cue::Top),
    ("first", Cue::Top),
    ("equals", Cue::Cmp(Op::Eq)),
    ("older than", Cue::CmpAdj("age", Op::Gt)),
    ("younger than", Cue::CmpAdj("age", Op::Lt)),
    ("taller than", Cue::CmpAdj("height", Op::Gt)),
    ("shorter than", Cue::CmpAdj("height", Op::Lt)),
    ("more expensive than", Cue::CmpAdj("price cost", Op::Gt)),
    ("less expensive than", Cue::CmpAdj("price cost", Op::Lt)),
    ("cheaper than", Cue::CmpAdj("price cost", Op::Lt)),
    ("heavier than", Cue::CmpAdj("weight", Op::Gt)),
    ("lighter than", Cue::CmpAdj("weight", Op::Lt)),
    ("aged", Cue::CmpAdj("age", Op::Eq)),
    ("youngest", Cue::Super("age", false)),
    ("oldest", Cue::Super("age", true)),
    ("tallest", Cue::Super("height", true)),
    ("shortest", Cue::Super("height length duration", false)),
    ("longest", Cue::Super("length duration running time", true)),
    (
        "longer than",
        Cue::CmpAdj("length duration running time", Op::Gt),
    ),
    ("warmer than", Cue::CmpAdj("temperature", Op::Gt)),
    ("hotter than", Cue::CmpAdj("temperature", Op::Gt)),
    ("colder than", Cue::CmpAdj("temperature", Op::Lt)),
    ("cooler than", Cue::CmpAdj("temperature", Op::Lt)),
    ("warmest", Cue::Super("temperature", true)),
    ("hottest", Cue::Super("temperature", true)),
    ("coldest", Cue::Super("temperature", false)),
    ("coolest", Cue::Super("temperature", false)),
    // Dimension adjectives name the measure they grade (Bierwisch): a well is deep by its
    // depth, a river wide by its width, a town populous by its population.
    ("deeper than", Cue::CmpAdj("depth", Op::Gt)),
    ("shallower than", Cue::CmpAdj("depth", Op::Lt)),
    ("deepest", Cue::Super("depth", true)),
    ("shallowest", Cue::Super("depth", false)),
    ("wider than", Cue::CmpAdj("width", Op::Gt)),
    ("narrower than", Cue::CmpAdj("width", Op::Lt)),
    ("widest", Cue::Super("width", true)),
    ("narrowest", Cue::Super("width", false)),
    ("thicker than", Cue::CmpAdj("thickness", Op::Gt)),
    ("thinner than", Cue::CmpAdj("thickness", Op::Lt)),
    ("thickest", Cue::Super("thickness", true)),
    ("thinnest", Cue::Super("thickness", false)),
    ("more populous than", Cue::CmpAdj("population", Op::Gt)),
    ("less populous than", Cue::CmpAdj("population", Op::Lt)),
    ("most populous", Cue::Super("population", true)),
    ("least populous", Cue::Super("population", false)),
    ("densest", Cue::Super("density", true)),
    ("faster than", Cue::CmpAdj("speed", Op::Gt)),
    ("slower than", Cue::CmpAdj("speed", Op::Lt)),
    ("fastest", Cue::Super("speed", true)),
    ("slowest", Cue::Super("speed", false)),
    ("farthest", Cue::Super("distance", true)),
    ("furthest", Cue::Super("distance", true)),
    ("heaviest", Cue::Super("weight", true)),
    ("lightest", Cue::Super("weight", false)),
    ("earliest", Cue::Super("date year", false)),
    ("latest", Cue::Super("date year", true)),
    ("newest", Cue::Super("date year", true)),
    ("most recent", Cue::Super("date year", true)),
    ("most recently", Cue::Super("date year", true)),
    ("cheapest", Cue::Super("price cost", false)),
    ("most expensive", Cue::Super("price cost", true)),
    ("richest", Cue::Super("net worth money", true)),
    ("how old", Cue::HowAttr("age")),
    ("how tall", Cue::HowAttr("height")),
    ("how heavy", Cue::HowAttr("weight")),
    ("how cold", Cue::HowAttr("temperature")),
    ("how warm", Cue::HowAttr("temperature")),
    ("how hot", Cue::HowAttr("temperature")),
    ("how fast", Cue::HowAttr("speed")),
    ("how far", Cue::HowAttr("distance")),
    ("how much does", Cue::Filler),
    // "How many projects has each client ordered? List the names and the counts.": the counts
    // or totals named again in a list are those the question already asks for.
    ("the counts", Cue::Filler),
    ("their counts", Cue::Filler),
    ("the totals", Cue::Filler),
    ("their totals", Cue::Filler),
    ("weigh", Cue::HowAttr("weight")),
    ("where", Cue::HowAttr("hometown location place origin")),
    ("not", Cue::Neg),
    ("no", Cue::Neg),
    ("none", Cue::Neg),
    ("never", Cue::Neg),
    ("without", Cue::Neg),
    ("don", Cue::Neg),
    ("doesn", Cue::Neg),
    ("didn", Cue::Neg),
    ("cannot", Cue::Neg),
    ("whose", Cue::Rel),
    ("with", Cue::Rel),
    ("who", Cue::Rel),
    ("that", Cue::Rel),
    ("which", Cue::Rel),
    ("having", Cue::Rel),
    // Phrases that only relate rows to rows, as "with" does ("brewers responsible for at
    // least four batches").
    ("responsible for", Cue::Rel),
    ("in charge of", Cue::Rel),
    ("associated with", Cue::Rel),
    ("related to", Cue::Rel),
    ("whom", Cue::Rel),
    ("without repeats", Cue::Distinct),
    ("without repetition", Cue::Distinct),
    ("without duplicates", Cue::Distinct),
    ("with no duplicates", Cue::Distinct),
    ("with no repeats", Cue::Distinct),
    // "how many kinds of cuisine": the distinct values of what follows. Plural only: "for
    // every kind of equipment" groups; "types of" stays a noun (a column is often a type).
    ("kinds of", Cue::Distinct),
    ("sorts of", Cue::Distinct),
    ("varieties of", Cue::Distinct),
    ("different", Cue::Distinct),
    ("distinct", Cue::Distinct),
    ("unique", Cue::Distinct),
    ("show", Cue::Proj),
    ("list", Cue::Proj),
    ("find", Cue::Proj),
    ("return", Cue::Proj),
    ("give", Cue::Proj),
    ("display", Cue::Proj),
    ("tell", Cue::Proj),
    ("get", Cue::Proj),
    ("what", Cue::Proj),
    ("provide", Cue::Proj),
    ("report", Cue::Proj),
    ("identify", Cue::Proj),
    ("retrieve", Cue::Proj),
    ("compute", Cue::Proj),
    ("calculate", Cue::Proj),
    ("and", Cue::And),
    ("as well as", Cue::And),
    ("along with", Cue::And),
    ("together with", Cue::And),
    ("but", Cue::And),
    ("or", Cue::Or),
    ("either", Cue::Either),
    ("between", Cue::Between),
    // "bought the most tickets at once": in one go, no count of occurrences.
    ("at once", Cue::Filler),
    ("once", Cue::Times(1)),
    ("twice", Cue::Times(2)),
    ("of", Cue::Of),
    ("by", Cue::By),
    ("for", Cue::For),
    ("from", Cue::From),
    ("in", Cue::In),
    ("named", Cue::Named),
    ("is", Cue::Be),
    ("are", Cue::Be),
    ("was", Cue::Be),
    ("were", Cue::Be),
    ("have", Cue::Have),
    ("has", Cue::Have),
    ("had", Cue::Have),
    ("own", Cue::Have),
    ("owns", Cue::Have),
    // "the towns that are home to at least 13 donors"
    ("is home to", Cue::Have),
    ("are home to", Cue::Have),
    ("was home to", Cue::Have),
    ("were home to", Cue::Have),
    ("among", Cue::In),
    ("across", Cue::In),
    ("at", Cue::In),
    // "inspectors on team T3", "fires on private land": membership or place, as "in" says.
    ("on", Cue::In),
    ("called", Cue::Named),
    ("titled", Cue::Named),
];

/// Words that are grammar only.
const FILLER: &[&str] = &[
    "a",
    "an",
    "the",
    "all",
    "some",
    "any",
    "every",
    "its",
    "it",
    "their",
    "they",
    "them",
    "there",
    "be",
    "been",
    "being",
    "do",
    "does",
    "did",
    "me",
    "us",
    "please",
    "also",
    "this",
    "these",
    "those",
    "to",
    "as",
    "can",
    "could",
    "would",
    "will",
    "whether",
    "i",
    "we",
    "you",
    "your",
    "our",
    "my",
    "s",
    "t",
    "respectively",
    "corresponding",
    "each",
    "information",
    "info",
    "details",
    "yet",
    "then",
    "ever",
    "both",
    "just",
    "only",
    "amongst",
    "within",
    "whole",
    "entire",
    "overall",
    "currently",
    "listed",
    "recorded",
    "stored",
    "given",
    "one",
    "value",
    "values",
    "results",
    "result",
    "their",
    "his",
    "her",
    "he",
    "she",
    "up",
    "out",
    "about",
    "such",
    "than",
];

/// True for a bound written after its number ("or older", "and above").
pub fn is_postfix_bound(raw: &str) -> bool {
    let raw = raw.to_ascii_lowercase();
    (raw.starts_with("or ") || raw.starts_with("and "))
        && !matches!(raw.as_str(), "or more" | "or less")
}

/// The cue starting at `at`, with how many tokens it spans.
pub fn cue_at(toks: &[Tok], at: usize) -> Option<(Cue, usize)> {
    let mut best: Option<(Cue, usize)> = None;
    let article = |t: &Tok| {
        ["the", "their", "its", "these", "those"]
            .iter()
            .any(|w| t.is_word(w))
    };
    // Called for every token of every reading: the phrases are matched word by word in place,
    // with no per-phrase allocation, and most fail on their first word.
    for (phrase, cue) in PHRASES {
        let matched = phrase
            .split(' ')
            .enumerate()
            .all(|(k, w)| toks.get(at + k).is_some_and(|t| t.is_word(w)));
        if !matched {
            continue;
        }
        let len = phrase.split(' ').count();
        // "older than 50 or younger than 30": before "than" the words start a comparison of
        // their own, they do not bound the number before them.
        let bounds_a_comparison =
            is_postfix_bound(phrase) && toks.get(at + len).is_some_and(|t| t.is_word("than"));
        // "the kinds of the incidents": with an article, "kinds" is a noun (an attribute
        // called a kind), not "how many kinds of cuisine".
        let kind_noun = *cue == Cue::Distinct
            && phrase.ends_with(" of")
            && (toks.get(at + len).is_some_and(article)
                || at
                    .checked_sub(1)
                    .and_then(|p| toks.get(p))
                    .is_some_and(article));
        if !bounds_a_comparison && !kind_noun && best.is_none_or(|(_, n)| len > n) {
            best = Some((*cue, len));
        }
    }
    // "finds on display", "items on show": after "on" a request verb is a noun, a state the
    // rows are in.
    let after_on = at
        .checked_sub(1)
        .and_then(|p| toks.get(p))
        .is_some_and(|t| t.is_word("on"));
    if after_on && matches!(best, Some((Cue::Proj, 1))) {
        return None;
    }
    if best.is_none()
        && toks
            .get(at)
            .is_some_and(|t| t.kind == TokKind::Word && is_filler(&t.lower))
    {
        return Some((Cue::Filler, 1));
    }
    if best.is_none() && counts_times(toks, at) {
        return Some((Cue::Filler, 1));
    }
    best
}

/// "how many times", "the most times", "3 times": "times" counts occurrences after a number
/// or a quantity word; after any other word it is a noun of its own ("finishing times",
/// "arrival times").
fn counts_times(toks: &[Tok], at: usize) -> bool {
    // Number words ("three times") are numbers by now (`lexicon::tokenize`).
    const QUANTITY: &[&str] = &[
        "many", "most", "more", "fewer", "less", "least", "several", "few", "multiple", "how",
    ];
    if !toks.get(at).is_some_and(|t| t.is_word("times")) {
        return false;
    }
    match at.checked_sub(1).and_then(|p| toks.get(p)) {
        Some(prev) => prev.kind == TokKind::Number || QUANTITY.contains(&prev.lower.as_str()),
        None => true,
    }
}

pub fn is_filler(word: &str) -> bool {
    FILLER.contains(&word)
}
