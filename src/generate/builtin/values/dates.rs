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
}
