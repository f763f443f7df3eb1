//! Dates and times as the ISO text every engine's values are compared in.
//!
//! Owns: turning day and microsecond counts from the Unix epoch into `YYYY-MM-DD`,
//! `YYYY-MM-DD HH:MM:SS[.ffffff]` and `HH:MM:SS[.ffffff]` (proleptic Gregorian, Howard Hinnant's
//! civil-from-days), so a date read from PostgreSQL's wire format or DuckDB's columns prints
//! as SQLite stores it and the same question gives equal results on every engine.
//! Must not touch: engine types (each backend converts its epoch to Unix first).

pub(crate) const MICROS_PER_DAY: i64 = 86_400_000_000;

/// Days since 1970-01-01 as `YYYY-MM-DD`.
pub(crate) fn date(days_since_1970: i64) -> String {
    let (y, m, d) = civil(days_since_1970);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Microseconds since 1970-01-01 00:00 as `YYYY-MM-DD HH:MM:SS[.ffffff]`.
pub(crate) fn timestamp(micros_since_1970: i64) -> String {
    let days = micros_since_1970.div_euclid(MICROS_PER_DAY);
    let of_day = micros_since_1970.rem_euclid(MICROS_PER_DAY);
    format!("{} {}", date(days), time_of_day(of_day))
}

/// Microseconds since midnight as `HH:MM:SS[.ffffff]`, the fraction only when there is one
/// (and without its trailing zeros).
pub(crate) fn time_of_day(micros: i64) -> String {
    let seconds = micros / 1_000_000;
    let fraction = micros % 1_000_000;
    let text = format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    if fraction == 0 {
        text
    } else {
        format!("{text}.{fraction:06}")
            .trim_end_matches('0')
            .to_string()
    }
}

fn civil(days_since_1970: i64) -> (i64, i64, i64) {
    let z = days_since_1970 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(0, "1970-01-01")]
    #[case(10_957, "2000-01-01")]
    #[case(11_016, "2000-02-29")]
    #[case(-1, "1969-12-31")]
    #[case(19_782, "2024-02-29")]
    fn days_count_from_1970(#[case] days: i64, #[case] text: &str) {
        assert_eq!(date(days), text);
    }

    #[rstest]
    #[case(0, "1970-01-01 00:00:00")]
    #[case(1_500_000, "1970-01-01 00:00:01.5")]
    #[case(-1, "1969-12-31 23:59:59.999999")]
    #[case(MICROS_PER_DAY + 3_600_000_000, "1970-01-02 01:00:00")]
    fn timestamps_keep_their_fraction_only_when_there_is_one(
        #[case] micros: i64,
        #[case] text: &str,
    ) {
        assert_eq!(timestamp(micros), text);
    }
}
