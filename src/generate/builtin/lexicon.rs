//! The question's words: tokenisation, light stemming and the cue lexicon of the parser.
//!
//! Owns: splitting a question into word, number, quoted-value and punctuation tokens, the
//! singular form used for matching, and everyday words for values (demonyms, codes). The cue
//! phrases are in `cues.rs`.
//! Must not touch: the schema or any database (cues are schema-independent English), scoring.

pub use super::cues::{cue_at, is_filler, is_postfix_bound, Cue};

/// What kind of token a question piece is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokKind {
    Word,
    Number,
    /// Text between matching quotes, kept as written.
    Quoted,
    Punct,
}

/// One token of the question.
#[derive(Debug, Clone, PartialEq)]
pub struct Tok {
    /// Lower-cased text (for punctuation: the character).
    pub lower: String,
    /// The text as the user wrote it.
    pub raw: String,
    pub kind: TokKind,
}

impl Tok {
    /// A word token standing in for what the question said (rewrites and stand-ins).
    pub fn word(text: &str) -> Tok {
        Tok {
            lower: text.to_string(),
            raw: text.to_string(),
            kind: TokKind::Word,
        }
    }

    pub fn is_word(&self, w: &str) -> bool {
        self.kind == TokKind::Word && self.lower == w
    }
}

/// Split a question into tokens. A possessive `'s` is dropped, quotes delimit values, numbers
/// keep their decimal point, and anything else that is not alphanumeric is punctuation.
/// Roundabout English comes out as the cue lexicon reads it (`rewrite/`).
/// The length of an ISO date (`YYYY-MM-DD`, month 01–12, day 01–31) starting at `i` and
/// standing alone (no letter or digit around it), if there is one.
fn iso_date_at(chars: &[char], i: usize) -> Option<usize> {
    let digits = |from: usize, n: usize| {
        chars
            .get(from..from + n)
            .is_some_and(|s| s.iter().all(char::is_ascii_digit))
    };
    let number = |from: usize, n: usize| -> u32 {
        chars[from..from + n]
            .iter()
            .filter_map(|c| c.to_digit(10))
            .fold(0, |acc, d| acc * 10 + d)
    };
    let alone = |at: Option<&char>| !at.is_some_and(|c| c.is_alphanumeric() || *c == '-');
    let shaped = digits(i, 4)
        && chars.get(i + 4) == Some(&'-')
        && digits(i + 5, 2)
        && chars.get(i + 7) == Some(&'-')
        && digits(i + 8, 2);
    let before = i.checked_sub(1).and_then(|j| chars.get(j));
    (shaped
        && alone(before)
        && alone(chars.get(i + 10))
        && (1..=12).contains(&number(i + 5, 2))
        && (1..=31).contains(&number(i + 8, 2)))
    .then_some(10)
}

pub fn tokenize(question: &str) -> Vec<Tok> {
    let chars: Vec<char> = question.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '"' || c == '“' || c == '”' || (c == '\'' && opens_quote(&chars, i)) {
            let close = |d: char| d == '"' || d == '”' || d == '\'';
            if let Some(len) = chars[i + 1..].iter().position(|&d| close(d)) {
                let raw: String = chars[i + 1..i + 1 + len].iter().collect();
                let raw = raw.trim().to_string();
                if !raw.is_empty() && raw.chars().count() <= 80 {
                    out.push(Tok {
                        lower: raw.to_lowercase(),
                        raw,
                        kind: TokKind::Quoted,
                    });
                }
                i += len + 2;
                continue;
            }
        }
        // "after 2022-06-01": a date written as ISO digits is one literal, as if quoted (split
        // at its hyphens it would read as three numbers).
        if let Some(len) = iso_date_at(&chars, i) {
            let raw: String = chars[i..i + len].iter().collect();
            out.push(Tok {
                lower: raw.clone(),
                raw,
                kind: TokKind::Quoted,
            });
            i += len;
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() {
                let d = chars[i];
                let in_number = d == '.'
                    && chars[start..i].iter().all(|x| x.is_ascii_digit())
                    && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
                if d.is_alphanumeric() || d == '_' || in_number {
                    i += 1;
                } else {
                    break;
                }
            }
            let raw: String = chars[start..i].iter().collect();
            let lower = raw.to_lowercase();
            // "the three oldest", "at least two": small counts are written as words.
            let (kind, lower) = if raw.parse::<f64>().is_ok() {
                (TokKind::Number, lower)
            } else if let Some(n) = number_word(&lower) {
                (TokKind::Number, n.to_string())
            } else {
                (TokKind::Word, lower)
            };
            // "plans that aren't prepaid" are plans that are not: the verb and its negation,
            // as the cue table reads them ("don't", "doesn't" and "didn't" are cues of their own).
            let contracted = matches!(chars.get(i), Some('\'' | '’'))
                && matches!(chars.get(i + 1), Some('t' | 'T'))
                && !chars.get(i + 2).is_some_and(|n| n.is_alphanumeric());
            if let Some(verb) = contracted.then(|| uncontracted(&lower)).flatten() {
                out.push(Tok::word(verb));
                out.push(Tok::word("not"));
                i += 2;
                continue;
            }
            // "-20 degrees", "minus 20 degrees": a sign before a number belongs to it; a hyphen
            // inside a word ("S-tier", "2019-2020") stays punctuation.
            let signed = kind == TokKind::Number
                && start > 0
                && matches!(chars[start - 1], '-' | '−')
                && (start < 2 || !chars[start - 2].is_alphanumeric());
            let minus = kind == TokKind::Number
                && !signed
                && out.last().is_some_and(|t: &Tok| t.is_word("minus"));
            let (lower, raw) = if signed || minus {
                out.pop();
                (format!("-{lower}"), format!("-{raw}"))
            } else {
                (lower, raw)
            };
            out.push(Tok { lower, raw, kind });
            // "student's": the possessive belongs to the word.
            if matches!(chars.get(i), Some('\'' | '’'))
                && matches!(chars.get(i + 1), Some('s' | 'S'))
                && !chars.get(i + 2).is_some_and(|n| n.is_alphanumeric())
            {
                i += 2;
            }
            continue;
        }
        if !c.is_whitespace() && c != '\'' && c != '’' {
            out.push(Tok {
                lower: c.to_string(),
                raw: c.to_string(),
                kind: TokKind::Punct,
            });
        }
        i += 1;
    }
    super::rewrite::normalize(counted_one(out))
}

/// "committees that got one contribution", "restaurants with only one inspection", "more
/// than one visit": "one" before a noun, after a word that takes a count (a verb, "with",
/// "only", "exactly", "than"), is the number 1. Elsewhere it stays a word: a pronoun ("one
/// of the", "which one"), or a number that only says some exist ("at least one PhD student").
fn counted_one(mut toks: Vec<Tok>) -> Vec<Tok> {
    const TAKES_A_COUNT: &[&str] = &["with", "only", "exactly", "just", "than", "has", "have"];
    const NOT_A_NOUN: &[&str] = &["of", "that", "which", "who", "another", "or", "and"];
    for i in 1..toks.len().saturating_sub(1) {
        let counted = toks[i].is_word("one")
            && toks[i + 1].kind == TokKind::Word
            && !NOT_A_NOUN.contains(&toks[i + 1].lower.as_str())
            && toks[i - 1].kind == TokKind::Word
            && (TAKES_A_COUNT.contains(&toks[i - 1].lower.as_str())
                || is_verb_form(&toks[i - 1].lower));
        if counted {
            toks[i] = Tok {
                lower: "1".into(),
                raw: "1".into(),
                kind: TokKind::Number,
            };
        }
    }
    toks
}

/// The verb of a negative contraction the cue table has no entry for ("aren" of "aren't").
fn uncontracted(word: &str) -> Option<&'static str> {
    Some(match word {
        "aren" => "are",
        "isn" => "is",
        "wasn" => "was",
        "weren" => "were",
        "hasn" => "has",
        "haven" => "have",
        "hadn" => "had",
        _ => return None,
    })
}

/// The value of a number word from two to twelve ("one" is too often "one of", a pronoun).
fn number_word(word: &str) -> Option<u32> {
    const WORDS: [&str; 11] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ];
    WORDS.iter().position(|w| *w == word).map(|i| i as u32 + 2)
}

/// A single quote opens a value only at a word start with a matching close later.
fn opens_quote(chars: &[char], i: usize) -> bool {
    let after_space = i == 0 || !chars[i - 1].is_alphanumeric();
    after_space && chars[i + 1..].contains(&'\'')
}

/// The one stemmer (shared with the lexical similarity), here for the parser's callers.
pub use crate::embed::text::stem;

/// Common English verbs in their base, third-person, past and participle forms: in a question
/// they say how rows relate ("tickets *bought*", "models it *produces*"), rarely which column.
const VERBS: &[&str] = &[
    "buy", "buys", "bought", "sell", "sells", "sold", "make", "makes", "made", "produce",
    "produces", "win", "wins", "won", "get", "gets", "got", "gotten", "give", "gives", "gave",
    "given", "take", "takes", "took", "taken", "hold", "holds", "held", "pay", "pays", "paid",
    "spend", "spends", "spent", "write", "writes", "wrote", "written", "build", "builds", "built",
    "send", "sends", "sent", "keep", "keeps", "kept", "do", "does", "did", "done", "go", "goes",
    "went", "gone", "come", "comes", "came", "see", "sees", "saw", "seen", "sing", "sings", "sang",
    "sung", "teach", "teaches", "taught", "bring", "brings", "brought", "lead", "leads", "led",
    "run", "runs", "ran", "put", "puts", "find", "finds", "found", "leave", "leaves", "left",
    "meet", "meets", "met", "grow", "grows", "grew", "grown", "begin", "begins", "began", "begun",
    "know", "knows", "knew", "known", "become", "becomes", "became", "belong", "belongs",
    "contain", "contains", "include", "includes", "involve", "involves", "owned", "used", "hired",
    "voted", "lived", "moved", "joined", "played", "signed",
];

/// True for a single word that reads as a verb form: a listed common verb, or a regular past
/// or progressive form ("purchased", "attending"). Nouns with these endings ("rating",
/// "speed") still name their columns, since only weak links are demoted for verbs.
pub fn is_verb_form(word: &str) -> bool {
    if word.contains(' ') {
        return false;
    }
    if VERBS.contains(&word) {
        return true;
    }
    let n = word.chars().count();
    // Five letters are enough for a participle ("cited", "owned", "hired"); shorter words
    // ending so are mostly nouns and adjectives ("bed", "shed", "red").
    (n >= 5 && word.ends_with("ed") && !word.ends_with("eed"))
        || (n > 5 && word.ends_with("ing") && !word.ends_with("thing"))
}

/// Adjectives naming a country's people, for values stored as country names ("French" →
/// "France"): general English, used only when the country name is among the data's values.
pub const DEMONYMS: &[(&str, &str)] = &[
    ("american", "united states"),
    ("american", "usa"),
    ("british", "united kingdom"),
    ("british", "uk"),
    ("english", "england"),
    ("french", "france"),
    ("german", "germany"),
    ("italian", "italy"),
    ("spanish", "spain"),
    ("dutch", "netherlands"),
    ("chinese", "china"),
    ("japanese", "japan"),
    ("korean", "korea"),
    ("indian", "india"),
    ("canadian", "canada"),
    ("mexican", "mexico"),
    ("brazilian", "brazil"),
    ("russian", "russia"),
    ("australian", "australia"),
    ("swedish", "sweden"),
    ("norwegian", "norway"),
    ("danish", "denmark"),
    ("finnish", "finland"),
    ("polish", "poland"),
    ("irish", "ireland"),
    ("scottish", "scotland"),
    ("welsh", "wales"),
    ("swiss", "switzerland"),
    ("austrian", "austria"),
    ("belgian", "belgium"),
    ("portuguese", "portugal"),
    ("greek", "greece"),
    ("turkish", "turkey"),
    ("egyptian", "egypt"),
    ("argentine", "argentina"),
    ("argentinian", "argentina"),
    ("chilean", "chile"),
    ("colombian", "colombia"),
    ("peruvian", "peru"),
    ("nigerian", "nigeria"),
    ("kenyan", "kenya"),
    ("israeli", "israel"),
    ("iranian", "iran"),
    ("iraqi", "iraq"),
    ("pakistani", "pakistan"),
    ("thai", "thailand"),
    ("vietnamese", "vietnam"),
    ("filipino", "philippines"),
    ("indonesian", "indonesia"),
    ("african", "africa"),
    ("european", "europe"),
    ("asian", "asia"),
    ("hungarian", "hungary"),
    ("czech", "czech republic"),
    ("ukrainian", "ukraine"),
    ("romanian", "romania"),
    ("bulgarian", "bulgaria"),
    ("croatian", "croatia"),
    ("serbian", "serbia"),
    ("slovak", "slovakia"),
    ("new zealander", "new zealand"),
    ("south african", "south africa"),
    ("zimbabwean", "zimbabwe"),
    ("fijian", "fiji"),
    ("english", "english"),
];

/// Everyday words for coded values ("female" is stored as `F`): general, used only when the
/// code is among the data's values.
pub const VALUE_CODES: &[(&str, &str)] = &[
    ("female", "f"),
    ("male", "m"),
    ("women", "f"),
    ("men", "m"),
    ("woman", "f"),
    ("man", "m"),
    ("girls", "f"),
    ("boys", "m"),
    ("yes", "y"),
    ("no", "n"),
    ("true", "t"),
    ("false", "f"),
];

/// US states (and DC, Puerto Rico) by name and USPS code, lower-cased: open data keys rows by
/// the code (`st_cd = 'OH'`) where a question names the state ("in Ohio"), and the other way
/// round. A public standard, not a phrase list: every pair is the postal service's.
pub const US_STATES: &[(&str, &str)] = &[
    ("alabama", "al"),
    ("alaska", "ak"),
    ("arizona", "az"),
    ("arkansas", "ar"),
    ("california", "ca"),
    ("colorado", "co"),
    ("connecticut", "ct"),
    ("delaware", "de"),
    ("district of columbia", "dc"),
    ("florida", "fl"),
    ("georgia", "ga"),
    ("hawaii", "hi"),
    ("idaho", "id"),
    ("illinois", "il"),
    ("indiana", "in"),
    ("iowa", "ia"),
    ("kansas", "ks"),
    ("kentucky", "ky"),
    ("louisiana", "la"),
    ("maine", "me"),
    ("maryland", "md"),
    ("massachusetts", "ma"),
    ("michigan", "mi"),
    ("minnesota", "mn"),
    ("mississippi", "ms"),
    ("missouri", "mo"),
    ("montana", "mt"),
    ("nebraska", "ne"),
    ("nevada", "nv"),
    ("new hampshire", "nh"),
    ("new jersey", "nj"),
    ("new mexico", "nm"),
    ("new york", "ny"),
    ("north carolina", "nc"),
    ("north dakota", "nd"),
    ("ohio", "oh"),
    ("oklahoma", "ok"),
    ("oregon", "or"),
    ("pennsylvania", "pa"),
    ("rhode island", "ri"),
    ("south carolina", "sc"),
    ("south dakota", "sd"),
    ("tennessee", "tn"),
    ("texas", "tx"),
    ("utah", "ut"),
    ("vermont", "vt"),
    ("virginia", "va"),
    ("washington", "wa"),
    ("west virginia", "wv"),
    ("wisconsin", "wi"),
    ("wyoming", "wy"),
    ("puerto rico", "pr"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::builtin::frame::Op;
    use rstest::rstest;

    #[test]
    fn an_iso_date_is_one_literal_and_a_year_range_is_not() {
        let toks = tokenize("fires discovered after 2022-06-01 in 2019-2020");
        let dated: Vec<_> = toks.iter().filter(|t| t.kind == TokKind::Quoted).collect();
        assert_eq!(dated.len(), 1);
        assert_eq!(dated[0].raw, "2022-06-01");
        assert!(toks.iter().any(|t| t.lower == "2019") && toks.iter().any(|t| t.lower == "2020"));
        // Not a date: a thirteenth month, or digits glued on.
        for text in ["2022-13-01", "2022-06-011", "x2022-06-01"] {
            assert!(
                tokenize(text).iter().all(|t| t.kind != TokKind::Quoted),
                "{text}"
            );
        }
    }

    #[test]
    fn tokenizes_words_numbers_quotes_and_possessives() {
        let toks = tokenize("What is the teacher's age, in \"Little Lever\" after 3.5?");
        let lowers: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
        assert_eq!(
            lowers,
            [
                "what",
                "is",
                "the",
                "teacher",
                "age",
                ",",
                "in",
                "little lever",
                "after",
                "3.5",
                "?"
            ]
        );
        assert_eq!(toks[7].kind, TokKind::Quoted);
        assert_eq!(toks[7].raw, "Little Lever");
        assert_eq!(toks[9].kind, TokKind::Number);
    }

    #[rstest]
    #[case("warmer than -20 degrees", &["warmer", "than", "-20", "degrees"])]
    #[case("above minus 20.5 degrees", &["above", "-20.5", "degrees"])]
    #[case("(-3)", &["(", "-3", ")"])]
    #[case("the 2019-2020 season", &["the", "2019", "-", "2020", "season"])]
    #[case("S-1 tier", &["s", "-", "1", "tier"])]
    #[case("ages 20 - 30", &["ages", "20", "-", "30"])]
    #[case("minus signs", &["minus", "signs"])]
    fn reads_a_sign_before_a_number(#[case] question: &str, #[case] want: &[&str]) {
        let toks = tokenize(question);
        let lowers: Vec<&str> = toks.iter().map(|t| t.lower.as_str()).collect();
        assert_eq!(lowers, want);
        for t in toks
            .iter()
            .filter(|t| t.lower.starts_with('-') && t.lower.len() > 1)
        {
            assert_eq!(t.kind, TokKind::Number);
        }
    }

    #[rstest]
    #[case("won several times", 2, true)]
    #[case("won 3 times", 2, true)]
    #[case("the finishing times of runners", 2, false)]
    #[case("list arrival times", 2, false)]
    fn times_counts_only_after_a_quantity(
        #[case] text: &str,
        #[case] at: usize,
        #[case] counts: bool,
    ) {
        let toks = tokenize(text);
        assert_eq!(toks[at].lower, "times");
        assert_eq!(
            cue_at(&toks, at) == Some((Cue::Filler, 1)),
            counts,
            "{text}"
        );
    }

    /// Phrases that only relate rows are read whole, as "with" is.
    #[rstest]
    #[case("managers responsible for three stalls", 1, Some((Cue::Rel, 2)))]
    #[case("the person in charge of a team", 2, Some((Cue::Rel, 3)))]
    #[case("orders associated with a customer", 1, Some((Cue::Rel, 2)))]
    #[case("the responsible person", 1, None)]
    fn relating_phrases_are_one_cue(
        #[case] text: &str,
        #[case] at: usize,
        #[case] cue: Option<(Cue, usize)>,
    ) {
        assert_eq!(cue_at(&tokenize(text), at), cue, "{text}");
    }

    #[rstest]
    #[case("cities", "city")]
    #[case("classes", "class")]
    #[case("status", "status")]
    #[case("singers", "singer")]
    #[case("age", "age")]
    fn stems(#[case] word: &str, #[case] want: &str) {
        assert_eq!(stem(word), want);
    }

    #[test]
    fn longest_cue_wins() {
        let toks = tokenize("not higher than 4");
        assert_eq!(cue_at(&toks, 0), Some((Cue::Cmp(Op::Le), 3)));
        // A bound after its number, but not the start of another comparison.
        let toks = tokenize("30 or younger");
        assert_eq!(cue_at(&toks, 1), Some((Cue::Cmp(Op::Le), 2)));
        let toks = tokenize("50 or younger than 30");
        assert_eq!(cue_at(&toks, 1), Some((Cue::Or, 1)));
        let toks = tokenize("how many singers");
        assert_eq!(cue_at(&toks, 0), Some((Cue::Count, 2)));
    }
}
