//! Dates stored as text, read by their layout. A column is a column of dates when every text
//! value it holds is one, whatever the column is called: ISO-style dates open with their year
//! ("2023-06-19", "2023/06"), American and European ones close with it ("06/19/2023",
//! "19.06.2023"). The layout decides how a year is asked of the column ("in 2023" is
//! `LIKE '2023%'` on the first, `LIKE '%2023'` on the second), and each value is also kept in
//! a form that sorts as time does, so that the data's latest date ("today") is found whatever
//! the layout.

/// Where a date stored as text writes its year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// "2023-06-19", "2023/06": the year first; the text sorts as time does.
    YearFirst,
    /// "06/19/2023", "19.06.2023": the year last.
    YearLast,
}

/// One date stored as text: its year, its layout and the date as `YYYY-MM-DD` (or the text
/// itself, when the year opens it), which sorts as time does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextDate {
    pub year: i32,
    pub layout: Layout,
    pub sortable: String,
    /// The day comes first ("19.06.2023"): known only when it cannot be a month.
    pub day_first: bool,
}

/// The date a text value writes, if it is one (see the module's layouts).
pub fn read(text: &str) -> Option<TextDate> {
    year_first(text).or_else(|| year_last(text))
}

/// Four digits, then `-` or `/`.
fn year_first(text: &str) -> Option<TextDate> {
    let bytes = text.as_bytes();
    let digits = bytes.get(..4)?;
    if !digits.iter().all(u8::is_ascii_digit) || !matches!(bytes.get(4), Some(b'-' | b'/')) {
        return None;
    }
    Some(TextDate {
        year: text.get(..4)?.parse().ok()?,
        layout: Layout::YearFirst,
        sortable: text.to_string(),
        day_first: false,
    })
}

/// One or two digits, a separator (`/`, `-` or `.`), one or two digits, the same separator,
/// and four digits that end the text. The first part is the month unless it cannot be one
/// (over 12), as in the European order.
fn year_last(text: &str) -> Option<TextDate> {
    let separator = text.chars().find(|c| matches!(c, '/' | '-' | '.'))?;
    let parts: Vec<&str> = text.split(separator).collect();
    let [a, b, year] = parts.as_slice() else {
        return None;
    };
    let short = |p: &str| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit());
    if !short(a) || !short(b) || year.len() != 4 || !year.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
    let (month, day) = if a > 12 { (b, a) } else { (a, b) };
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    Some(TextDate {
        year: year.parse().ok()?,
        layout: Layout::YearLast,
        sortable: format!("{year}-{month:02}-{day:02}"),
        day_first: a > 12,
    })
}

/// The month a word names ("july", "jul", "sept."), 1–12.
pub fn month_named(word: &str) -> Option<u32> {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let word = word.trim_end_matches('.');
    let at = MONTHS.iter().position(|m| {
        *m == word
            || (word.len() >= 3 && m.starts_with(word) && (word.len() == 3 || word == "sept"))
    })?;
    Some(at as u32 + 1)
}

/// The year a number written as four digits names (1000–2999), if it names one.
pub fn four_digit_year(text: &str) -> Option<u32> {
    let year: u32 = text.parse().ok()?;
    (text.len() == 4 && (1000..=2999).contains(&year)).then_some(year)
}

/// A month of a year as the parser carries it: `YYYY-MM` ("july 2022" → "2022-07").
pub fn month_literal(year: u32, month: u32) -> String {
    format!("{year:04}-{month:02}")
}

/// The year and month of a [`month_literal`], if `text` is one.
pub fn month_period(text: &str) -> Option<(u32, u32)> {
    let (year, month) = text.split_once('-')?;
    if year.len() != 4 || month.len() != 2 {
        return None;
    }
    let (year, month): (u32, u32) = (year.parse().ok()?, month.parse().ok()?);
    ((1000..=2999).contains(&year) && (1..=12).contains(&month)).then_some((year, month))
}

/// How the dates of one month are asked of a column of dates stored as text: a LIKE pattern
/// matching exactly that month's values, where the layout lets one pattern say it. Year-first
/// text ("2022-07-15", "2022/07") opens with the year, the column's own separator and the
/// month; year-last text says it only when every value has ten characters (`fixed`: whether
/// the day comes first), so `_` can stand for each character of the day and the separators.
/// Ragged year-last dates ("7/5/2022") have no single pattern.
pub fn month_pattern(
    layout: Layout,
    separator: Option<char>,
    fixed: Option<bool>,
    year: u32,
    month: u32,
) -> Option<String> {
    match (layout, fixed) {
        (Layout::YearFirst, _) => {
            let separator = separator.filter(|c| matches!(c, '-' | '/'))?;
            Some(format!("{year:04}{separator}{month:02}%"))
        }
        (Layout::YearLast, Some(false)) => Some(format!("{month:02}____{year:04}")),
        (Layout::YearLast, Some(true)) => Some(format!("___{month:02}_{year:04}")),
        (Layout::YearLast, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[rstest::rstest]
    #[case("2023-06-19", Some((2023, Layout::YearFirst, "2023-06-19")))]
    #[case("2021/11", Some((2021, Layout::YearFirst, "2021/11")))]
    #[case("06/19/2023", Some((2023, Layout::YearLast, "2023-06-19")))]
    #[case("6/9/2023", Some((2023, Layout::YearLast, "2023-06-09")))]
    #[case("19.06.2023", Some((2023, Layout::YearLast, "2023-06-19")))]
    #[case("13/13/2023", None)]
    #[case("06/19/23", None)]
    #[case("06/19/2023 10:00", None)]
    #[case("20230619", None)]
    #[case("1/2", None)]
    #[case("June 2023", None)]
    fn a_date_is_read_by_its_layout(#[case] text: &str, #[case] want: Option<(i32, Layout, &str)>) {
        let got = read(text).map(|d| (d.year, d.layout, d.sortable));
        assert_eq!(got, want.map(|(y, l, s)| (y, l, s.to_string())), "{text}");
    }

    #[rstest::rstest]
    #[case("july", Some(7))]
    #[case("jul", Some(7))]
    #[case("sept.", Some(9))]
    #[case("sep", Some(9))]
    #[case("may", Some(5))]
    #[case("ju", None)]
    #[case("julyish", None)]
    #[case("mars", None)]
    fn a_month_is_named_in_full_or_by_its_three_letters(
        #[case] word: &str,
        #[case] want: Option<u32>,
    ) {
        assert_eq!(month_named(word), want, "{word}");
    }

    #[test]
    fn a_month_literal_reads_back_and_nothing_else_does() {
        assert_eq!(month_period(&month_literal(2022, 7)), Some((2022, 7)));
        for text in ["2022", "2022-13", "2022-7", "22-07", "2022-07-01", "x-07"] {
            assert_eq!(month_period(text), None, "{text}");
        }
    }

    #[rstest::rstest]
    #[case(Layout::YearFirst, Some('-'), None, Some("2022-07%"))]
    #[case(Layout::YearFirst, Some('/'), None, Some("2022/07%"))]
    #[case(Layout::YearFirst, None, None, None)]
    #[case(Layout::YearLast, None, Some(false), Some("07____2022"))]
    #[case(Layout::YearLast, None, Some(true), Some("___07_2022"))]
    #[case(Layout::YearLast, None, None, None)]
    fn a_month_is_asked_in_the_columns_layout(
        #[case] layout: Layout,
        #[case] separator: Option<char>,
        #[case] fixed: Option<bool>,
        #[case] want: Option<&str>,
    ) {
        assert_eq!(
            month_pattern(layout, separator, fixed, 2022, 7).as_deref(),
            want
        );
    }

    /// The pattern matches the month's dates and no other month's, in each layout.
    #[test]
    fn a_month_pattern_matches_that_months_dates_only() {
        let like = |pattern: &str, text: &str| {
            let (p, t): (Vec<char>, Vec<char>) =
                (pattern.chars().collect(), text.chars().collect());
            fn go(p: &[char], t: &[char]) -> bool {
                match p.first() {
                    None => t.is_empty(),
                    Some('%') => (0..=t.len()).any(|k| go(&p[1..], &t[k..])),
                    Some('_') => !t.is_empty() && go(&p[1..], &t[1..]),
                    Some(c) => t.first() == Some(c) && go(&p[1..], &t[1..]),
                }
            }
            go(&p, &t)
        };
        let cases = [
            (
                Layout::YearFirst,
                Some('-'),
                None,
                "2022-07-19",
                "2022-08-07",
            ),
            (
                Layout::YearLast,
                None,
                Some(false),
                "07/19/2022",
                "08/07/2022",
            ),
            (
                Layout::YearLast,
                None,
                Some(true),
                "19.07.2022",
                "07.08.2022",
            ),
        ];
        for (layout, separator, fixed, inside, outside) in cases {
            let pattern = month_pattern(layout, separator, fixed, 2022, 7).expect("a pattern");
            assert!(like(&pattern, inside), "{pattern} {inside}");
            assert!(!like(&pattern, outside), "{pattern} {outside}");
        }
    }
}
