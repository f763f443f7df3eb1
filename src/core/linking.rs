//! Entity extraction from questions (ODIN §5.3 `Extract_Entities`, offline form).
//!
//! Owns: turning a question into the phrases that may refer to schema components — content-word
//! runs and their sub-phrases ("total sales", "hometown", "average salaries"), quoted values and
//! numbers. Scoring entities against the schema is done by callers with a [`Similarity`].
//! Must not touch: the schema source or any model; this is text in, phrases out.
//!
//! [`Similarity`]: crate::core::ports::Similarity

/// Words that never name a schema component on their own.
const STOPWORDS: &[&str] = &[
    "a",
    "about",
    "above",
    "after",
    "all",
    "along",
    "also",
    "an",
    "and",
    "any",
    "are",
    "as",
    "at",
    "be",
    "been",
    "before",
    "below",
    "between",
    "both",
    "but",
    "by",
    "can",
    "could",
    "did",
    "do",
    "does",
    "each",
    "either",
    "every",
    "find",
    "for",
    "from",
    "give",
    "had",
    "has",
    "have",
    "how",
    "i",
    "in",
    "include",
    "including",
    "into",
    "is",
    "it",
    "its",
    "just",
    "list",
    "me",
    "much",
    "my",
    "of",
    "on",
    "or",
    "our",
    "please",
    "return",
    "show",
    "so",
    "than",
    "that",
    "the",
    "their",
    "them",
    "then",
    "there",
    "these",
    "they",
    "this",
    "those",
    "to",
    "was",
    "we",
    "were",
    "what",
    "when",
    "where",
    "whether",
    "which",
    "who",
    "whom",
    "whose",
    "why",
    "will",
    "with",
    "would",
    "you",
    "your",
    "tell",
    "display",
    "get",
    "many",
    "per",
    "whom",
    "sorted",
    "order",
    "ordered",
    "descending",
    "ascending",
    "least",
    "most",
    "more",
    "less",
    "than",
    "equal",
    "number",
    "count",
    "not",
    "no",
    "only",
    "same",
    "different",
    "one",
    "two",
    "three",
];

/// True for an English grammar word (or a request word) that never names a schema component on
/// its own.
pub fn is_stopword(word: &str) -> bool {
    STOPWORDS.contains(&word)
}

/// The phrases of `question` that may name a table, a column or a value, in question order,
/// without repeats: every maximal run of content words, then its sub-phrases of up to three
/// words (longest first), then quoted strings and numbers as values.
pub fn extract_entities(question: &str) -> Vec<String> {
    let mut entities: Vec<String> = Vec::new();
    let push = |phrase: String, entities: &mut Vec<String>| {
        if !phrase.is_empty() && !entities.contains(&phrase) {
            entities.push(phrase);
        }
    };
    for quoted in quoted_values(question) {
        push(quoted, &mut entities);
    }
    let words = question_words(question);
    let mut run: Vec<&str> = Vec::new();
    let mut runs: Vec<Vec<&str>> = Vec::new();
    for word in &words {
        let is_number = word.chars().all(|c| c.is_ascii_digit() || c == '.');
        if is_number {
            push(word.clone(), &mut entities);
        }
        if is_number || STOPWORDS.contains(&word.as_str()) {
            if !run.is_empty() {
                runs.push(std::mem::take(&mut run));
            }
        } else {
            run.push(word);
        }
    }
    if !run.is_empty() {
        runs.push(run);
    }
    for run in runs {
        let longest = run.len().min(3);
        for width in (1..=longest).rev() {
            for window in run.windows(width) {
                push(window.join(" "), &mut entities);
            }
        }
        if run.len() > 3 {
            push(run.join(" "), &mut entities);
        }
    }
    entities
}

/// Lower-cased words of the question (letters, digits, `_`, and `.` inside numbers).
pub fn question_words(question: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = question.chars().collect();
    let mut skip = 0;
    for (i, &c) in chars.iter().enumerate() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        // A possessive "'s" belongs to the word before it: "student's" is "student".
        let possessive = matches!(c, '\'' | '’')
            && matches!(chars.get(i + 1), Some('s' | 'S'))
            && !chars.get(i + 2).is_some_and(|n| n.is_alphanumeric());
        if possessive {
            skip = 1;
            continue;
        }
        let in_number = c == '.'
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        if c.is_alphanumeric() || c == '_' || in_number {
            current.extend(c.to_lowercase());
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Strings in single or double quotes, kept as written.
fn quoted_values(question: &str) -> Vec<String> {
    let mut out = Vec::new();
    for quote in ['"', '\''] {
        let parts: Vec<&str> = question.split(quote).collect();
        // Odd-indexed parts are inside quotes when the quotes pair up.
        if parts.len() >= 3 && parts.len() % 2 == 1 {
            for inside in parts.iter().skip(1).step_by(2) {
                let inside = inside.trim();
                // An apostrophe in "singer's" is not a quote: skip long "values" with spaces around.
                if !inside.is_empty() && inside.len() <= 60 {
                    out.push(inside.to_string());
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    #[rstest]
    #[case("What is the total sales per customer?", &["total sales", "total", "sales", "customer"])]
    #[case("Where is each student's hometown?", &["student hometown", "student", "hometown"])]
    #[case("Show two older students who have two pets", &["older students", "older", "students", "pets"])]
    #[case("employees hired after 2020", &["2020", "employees hired", "employees", "hired"])]
    fn extracts_content_phrases(#[case] question: &str, #[case] expected: &[&str]) {
        assert_eq!(extract_entities(question), expected);
    }

    #[test]
    fn quoted_values_come_first_and_keep_their_case() {
        let entities = extract_entities("Which singers are from \"United States\"?");
        assert_eq!(entities[0], "United States");
        assert!(entities.contains(&"singers".to_string()));
    }

    proptest! {
        #[test]
        fn never_panics_and_never_repeats(question in "\\PC{0,80}") {
            let entities = extract_entities(&question);
            let mut unique = entities.clone();
            unique.sort();
            unique.dedup();
            prop_assert_eq!(unique.len(), entities.len());
            prop_assert!(entities.iter().all(|e| !e.is_empty()));
        }
    }
}
