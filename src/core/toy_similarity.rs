//! A toy similarity for the core's tests: shared words (split on `_`, `.` and spaces) over
//! their union, plus the one piece of world knowledge they need (a country is a nationality or
//! a citizenship). No model, no lexicon: what a test asserts follows from the words it wrote.

/// Shared words over all words, "country" standing for nationality and citizenship.
pub fn overlap(a: &str, b: &str) -> f64 {
    let words = |s: &str| -> Vec<String> {
        s.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let (a, b) = (words(a), words(b));
    let synonym = |x: &String, y: &String| {
        x == y || (x == "country" && (y == "nationality" || y == "citizenship"))
    };
    let shared = a
        .iter()
        .filter(|w| b.iter().any(|v| synonym(w, v) || synonym(v, w)))
        .count() as f64;
    let union = (a.len() + b.len()) as f64 - shared;
    if union == 0.0 {
        0.0
    } else {
        shared / union
    }
}
