//! Which language a question is written in, as far as it matters here.
//!
//! The built-in reader understands English: a question in another language would still yield
//! readings, built from the few words that happen to match schema names, and nothing would say
//! that the rest was not read. So a question that is clearly not English gets a notice.
//!
//! "Clearly", because a false notice on an English question is worse than none. Analysts'
//! English questions are short and full of names, codes and values ("drg descriptions billed by
//! nevada hospitals in 2022"), which a trigram model takes for Catalan or French at confidences
//! up to 0.7 (measured on our 2,957 English questions: dev and the probe sets). What does tell a
//! language is its function words, a closed class every sentence needs: a question is taken to
//! be in language L when at least two of its words, and a quarter of them, are function words
//! of L that are not English ones, and they outnumber its English function words. Words in a
//! script other than Latin (Cyrillic, Greek, Arabic, CJK …) making up most of the letters say so
//! on their own. Function-word lists: NLTK's, through the stop-words crate. Measured: no notice
//! on any of those 2,957 English questions.
//!
//! Owns: the decision and the language's English name. Must not touch: the readings (the
//! session decides what the notice says and who shows it).

use whatlang::{Lang, Script};

/// Languages with a function-word list (NLTK's, ISO 639-1 codes), Latin script.
const LATIN_LISTS: &[(Lang, &str)] = &[
    (Lang::Spa, "es"),
    (Lang::Por, "pt"),
    (Lang::Fra, "fr"),
    (Lang::Deu, "de"),
    (Lang::Ita, "it"),
    (Lang::Nld, "nl"),
    (Lang::Dan, "da"),
    (Lang::Swe, "sv"),
    (Lang::Nob, "no"),
    (Lang::Fin, "fi"),
    (Lang::Hun, "hu"),
    (Lang::Ron, "ro"),
    (Lang::Tur, "tr"),
    (Lang::Ind, "id"),
    (Lang::Slv, "sl"),
    (Lang::Aze, "az"),
];

/// The share of a question's words that must be another language's function words.
const FOREIGN_SHARE: f64 = 0.25;

/// The English name of the language `question` is written in, when that is clearly not English.
pub fn foreign_language(question: &str) -> Option<&'static str> {
    let info = whatlang::detect(question)?;
    if info.script() != Script::Latin {
        // Mostly letters of another script: whatever the language, not English.
        return Some(info.lang().eng_name());
    }
    let words = words_outside_names(question);
    let english = stop_words::get("en");
    let english_words = words
        .iter()
        .filter(|w| english.contains(&w.as_str()))
        .count();
    let foreign = |code: &str| {
        let list = stop_words::get(code);
        words
            .iter()
            .filter(|w| list.contains(&w.as_str()) && !english.contains(&w.as_str()))
            .count()
    };
    // The language with the most function words; on a tie, the one the trigrams name.
    let (lang, count) = LATIN_LISTS
        .iter()
        .map(|&(lang, code)| (lang, foreign(code)))
        .max_by_key(|&(lang, count)| (count, lang == info.lang()))?;
    let clear =
        count >= 2 && count as f64 >= FOREIGN_SHARE * words.len() as f64 && count > english_words;
    clear.then(|| lang.eng_name())
}

/// The question's words, lower-case, without those of names: a capitalised word after the
/// first, and up to two lower-case words between two of them ("La Casa *de la* Música"), are a
/// name's, whatever its language.
fn words_outside_names(question: &str) -> Vec<String> {
    let words: Vec<&str> = question
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| w.chars().any(char::is_alphabetic))
        .collect();
    let capital = |at: usize| at > 0 && words[at].chars().next().is_some_and(char::is_uppercase);
    let mut in_name = vec![false; words.len()];
    let capitals: Vec<usize> = (0..words.len()).filter(|&at| capital(at)).collect();
    for &at in &capitals {
        in_name[at] = true;
    }
    for pair in capitals.windows(2) {
        if pair[1] - pair[0] <= 3 {
            in_name[pair[0]..pair[1]].iter_mut().for_each(|n| *n = true);
        }
    }
    words
        .iter()
        .zip(in_name)
        .filter(|(_, name)| !name)
        .map(|(w, _)| w.to_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// English as analysts type it, names and values included (written for this test).
    #[rstest]
    #[case("How many employees are in each department?")]
    #[case("What is the capacity of each venue?")]
    #[case("List the names of customers from Bogotá.")]
    #[case("Total sales by region in 2023")]
    #[case("Which artists performed at the Königsberger Halle?")]
    #[case("average salario per departamento")]
    #[case("concerts at La Casa de la Música")]
    #[case("Which songs did Los Del Rio record?")]
    #[case("collisions on rapid transit lines")]
    #[case("revenue")]
    #[case("")]
    #[case("?!")]
    fn english_or_unclear_questions_get_no_notice(#[case] question: &str) {
        assert_eq!(foreign_language(question), None, "{question}");
    }

    #[rstest]
    #[case("¿Cuántos empleados hay en cada departamento?", "Spanish")]
    #[case("¿Cuántos conciertos hubo en La Casa de la Música?", "Spanish")]
    #[case("Wie viele Mitarbeiter gibt es in jeder Abteilung?", "German")]
    #[case(
        "Quel est le salaire moyen des employés de chaque département ?",
        "French"
    )]
    #[case("Сколько сотрудников работает в каждом отделе?", "Russian")]
    #[case(
        "Quais são os clientes que fizeram pedidos no ano passado?",
        "Portuguese"
    )]
    #[case("Qual è lo stipendio medio dei dipendenti?", "Italian")]
    fn questions_in_other_languages_are_named(#[case] question: &str, #[case] language: &str) {
        assert_eq!(foreign_language(question), Some(language), "{question}");
    }
}
