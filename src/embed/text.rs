//! Turning schema identifiers and question phrases into plain words before they are compared.
//!
//! Owns: identifier splitting (snake_case, camelCase, dotted, digits), the abbreviation table
//! (`qty` → `quantity`) and [`humanize`], which both the model and the lexical matcher use so that
//! `roll_num`, `RollNum` and "roll number" all reach them as the same text.
//! Must not touch: scoring (that is `lexical.rs` and `model.rs`).

/// Common abbreviations in column names, expanded to the words a question would use.
const ABBREVIATIONS: &[(&str, &str)] = &[
    ("acct", "account"),
    ("addr", "address"),
    ("amt", "amount"),
    ("avg", "average"),
    ("cd", "code"),
    ("cnt", "count"),
    ("cust", "customer"),
    // "Doing business as": the name a business trades under, the name of its row.
    ("dba", "business name"),
    ("dept", "department"),
    ("desc", "description"),
    ("dist", "distance"),
    ("dob", "date of birth"),
    ("dt", "date"),
    ("emp", "employee"),
    ("fname", "first name"),
    ("hrs", "hours"),
    ("ht", "height"),
    ("info", "information"),
    ("lname", "last name"),
    ("loc", "location"),
    ("max", "maximum"),
    ("mgr", "manager"),
    ("min", "minimum"),
    ("mins", "minutes"),
    ("nbr", "number"),
    ("nm", "name"),
    ("no", "number"),
    ("num", "number"),
    ("org", "organization"),
    ("pct", "percent"),
    ("pop", "population"),
    ("pos", "position"),
    ("prod", "product"),
    ("pts", "points"),
    ("qty", "quantity"),
    ("rtg", "rating"),
    ("sal", "salary"),
    ("sname", "surname"),
    ("std", "standard"),
    ("tel", "telephone"),
    ("temp", "temperature"),
    ("tot", "total"),
    ("wt", "weight"),
    ("yr", "year"),
    ("yrs", "years"),
];

#[derive(Clone, Copy, PartialEq)]
enum Class {
    Lower,
    Upper,
    Digit,
    Other,
}

fn class(c: char) -> Class {
    if c.is_numeric() {
        Class::Digit
    } else if c.is_uppercase() {
        Class::Upper
    } else if c.is_alphabetic() {
        Class::Lower
    } else {
        Class::Other
    }
}

/// Split an identifier or phrase into lower-case words: `grossSales`, `gross_sales`,
/// `GROSS SALES` and `t.gross-sales` all give `["gross", "sales"]`; `HTTPServer2` gives
/// `["http", "server", "2"]`.
pub fn words(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let k = class(c);
        if k == Class::Other {
            flush(&mut cur, &mut out);
            continue;
        }
        if let Some(&prev) = i.checked_sub(1).and_then(|j| chars.get(j)) {
            let p = class(prev);
            let next_lower = chars.get(i + 1).is_some_and(|&n| class(n) == Class::Lower);
            let boundary = (p == Class::Lower && k == Class::Upper)
                || (p == Class::Upper && k == Class::Upper && next_lower)
                || ((p == Class::Digit) != (k == Class::Digit) && p != Class::Other);
            if boundary {
                flush(&mut cur, &mut out);
            }
        }
        cur.extend(c.to_lowercase());
    }
    flush(&mut cur, &mut out);
    out
}

fn flush(cur: &mut String, out: &mut Vec<String>) {
    if !cur.is_empty() {
        out.push(std::mem::take(cur));
    }
}

/// The expansion of one lower-case word, if it is a known abbreviation.
pub fn expand_abbreviation(word: &str) -> Option<&'static str> {
    ABBREVIATIONS
        .binary_search_by_key(&word, |&(a, _)| a)
        .ok()
        .and_then(|i| ABBREVIATIONS.get(i))
        .map(|&(_, e)| e)
}

/// Words with abbreviations expanded (an expansion may add several words).
pub fn expanded_words(text: &str) -> Vec<String> {
    expanded(&words(text))
}

/// [`expanded_words`] of text already split by [`words`] (for a caller that needs the words too).
pub fn expanded(ws: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        // `LName` splits as `l name`, but it is the glued abbreviation `lname`; so is `LNm`
        // (`l nm`, the second word itself abbreviated), or expanding once would not be final.
        let glued = ws
            .get(i + 1)
            .filter(|_| ws[i].chars().count() == 1)
            .and_then(|next| {
                expand_abbreviation(&format!("{}{next}", ws[i])).or_else(|| {
                    let next = expand_abbreviation(next)?;
                    expand_abbreviation(&format!("{}{next}", ws[i]))
                })
            });
        let (w, step) = match glued {
            Some(e) => (Some(e), 2),
            None => (expand_abbreviation(&ws[i]), 1),
        };
        match w {
            Some(e) => out.extend(e.split(' ').map(str::to_string)),
            None => out.push(ws[i].clone()),
        }
        i += step;
    }
    out
}

/// The text a model or matcher should see: split, lower-cased, abbreviations expanded, joined
/// with single spaces (`"emp_dob"` → `"employee date of birth"`).
pub fn humanize(text: &str) -> String {
    // One pass can leave a new abbreviation behind: `fN-M` reads `f nm`, then `f name`, which
    // is the glued `fname`. Expanding until nothing changes makes the result final.
    let mut out = expanded_words(text).join(" ");
    for _ in 0..3 {
        let again = expanded_words(&out).join(" ");
        if again == out {
            break;
        }
        out = again;
    }
    out
}

/// Singular form of a lower-case word, conservatively (the project's one stemmer: the parser
/// and the lexical similarity both read words through it) (`cities` → `city`, `classes` → `class`,
/// `status` stays).
pub fn stem(w: &str) -> String {
    let n = w.chars().count();
    if w == "ids" {
        return "id".to_string();
    }
    if !w.is_ascii() || n <= 3 {
        return w.to_string();
    }
    if w.ends_with("ies") && n > 4 {
        return format!("{}y", &w[..w.len() - 3]);
    }
    for suffix in ["sses", "ches", "shes", "xes", "zes"] {
        if w.ends_with(suffix) {
            return w[..w.len() - 2].to_string();
        }
    }
    if w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is") {
        return w[..w.len() - 1].to_string();
    }
    w.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    #[test]
    fn abbreviation_table_is_sorted_for_binary_search() {
        assert!(ABBREVIATIONS.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[rstest]
    #[case("gross_sales", &["gross", "sales"])]
    #[case("grossSales", &["gross", "sales"])]
    #[case("GrossSales", &["gross", "sales"])]
    #[case("GROSS SALES", &["gross", "sales"])]
    #[case("t.gross-sales", &["t", "gross", "sales"])]
    #[case("HTTPServer2", &["http", "server", "2"])]
    #[case("address_line2", &["address", "line", "2"])]
    #[case("  ", &[])]
    fn splits_identifiers(#[case] input: &str, #[case] want: &[&str]) {
        assert_eq!(words(input), want);
    }

    #[rstest]
    #[case("roll_num", "roll number")]
    #[case("LName", "last name")]
    #[case("FName", "first name")]
    #[case("RollNo", "roll number")]
    #[case("emp_dob", "employee date of birth")]
    #[case("total sales", "total sales")]
    #[case("Qty", "quantity")]
    #[case("Rapid_Rtg", "rapid rating")]
    #[case("Game_Dt", "game date")]
    #[case("Cargo_Type_Cd", "cargo type code")]
    #[case("fac_nm", "fac name")]
    #[case("fNM", "first name")]
    #[case("fN-M_", "first name")]
    fn humanizes(#[case] input: &str, #[case] want: &str) {
        assert_eq!(humanize(input), want);
    }

    proptest! {
        #[test]
        fn humanize_is_idempotent_and_lower_case(s in "[A-Za-z0-9_ .-]{0,24}") {
            let h = humanize(&s);
            prop_assert_eq!(humanize(&h), h.clone());
            prop_assert_eq!(h.to_lowercase(), h);
        }
    }
}
