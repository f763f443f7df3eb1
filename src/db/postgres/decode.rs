//! PostgreSQL values in the binary wire format, decoded into the engine-neutral [`Value`].
//!
//! Owns: the type mapping. Integers (and `numeric` without a fraction, which is what `SUM` and
//! `COUNT`-like arithmetic return there) become integers, floating and fractional numerics
//! reals, character types text, `bytea` blobs, booleans 0/1 (as SQLite and DuckDB store them),
//! dates and times their ISO text, so the same question answered on SQLite and on PostgreSQL
//! gives equal results. A type without a decoder reads as its type name in angle brackets
//! rather than failing the whole row.
//! Must not touch: connections or statements.

use crate::db::{calendar, Value};
use postgres::types::{FromSql, Kind, Type};
use std::error::Error;

type DecodeResult<T> = Result<T, Box<dyn Error + Sync + Send>>;

/// One decoded cell (the driver's `FromSql` target for every column type).
pub struct Cell(pub Value);

impl<'a> FromSql<'a> for Cell {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> DecodeResult<Self> {
        decode(ty, raw).map(Cell)
    }

    fn from_sql_null(_: &Type) -> DecodeResult<Self> {
        Ok(Cell(Value::Null))
    }

    fn accepts(_: &Type) -> bool {
        true
    }
}

fn decode(ty: &Type, raw: &[u8]) -> DecodeResult<Value> {
    Ok(match *ty {
        Type::BOOL => Value::Integer(i64::from(bool::from_sql(ty, raw)?)),
        Type::INT2 => Value::Integer(i64::from(i16::from_sql(ty, raw)?)),
        Type::INT4 => Value::Integer(i64::from(i32::from_sql(ty, raw)?)),
        Type::INT8 => Value::Integer(i64::from_sql(ty, raw)?),
        Type::OID => Value::Integer(i64::from(u32::from_sql(ty, raw)?)),
        Type::FLOAT4 => Value::Real(f64::from(f32::from_sql(ty, raw)?)),
        Type::FLOAT8 => Value::Real(f64::from_sql(ty, raw)?),
        Type::NUMERIC => numeric(raw)?,
        Type::BYTEA => Value::Blob(raw.to_vec()),
        Type::DATE => Value::Text(date(i32::from_sql(ty, raw)?)),
        Type::TIMESTAMP => Value::Text(timestamp(i64::from_sql(ty, raw)?)),
        Type::TIMESTAMPTZ => Value::Text(format!("{}+00", timestamp(i64::from_sql(ty, raw)?))),
        Type::TIME => Value::Text(calendar::time_of_day(i64::from_sql(ty, raw)?)),
        Type::UUID => Value::Text(uuid(raw)),
        Type::JSONB => {
            Value::Text(String::from_utf8_lossy(raw.get(1..).unwrap_or_default()).into_owned())
        }
        _ => match ty.kind() {
            // Enums travel as their label; text-like types (text, varchar, char, name, json,
            // xml, citext, unknown) as UTF-8.
            Kind::Enum(_) => Value::Text(String::from_utf8_lossy(raw).into_owned()),
            Kind::Domain(inner) => decode(inner, raw)?,
            _ if is_text_like(ty) => Value::Text(String::from_utf8_lossy(raw).into_owned()),
            _ => Value::Text(format!("<{}>", ty.name())),
        },
    })
}

fn is_text_like(ty: &Type) -> bool {
    matches!(
        *ty,
        Type::TEXT
            | Type::VARCHAR
            | Type::BPCHAR
            | Type::NAME
            | Type::CHAR
            | Type::JSON
            | Type::XML
            | Type::UNKNOWN
    ) || ty.name() == "citext"
}

/// `numeric` in its binary form: digit count, weight (of the first base-10000 digit), sign,
/// display scale, then the base-10000 digits.
fn numeric(raw: &[u8]) -> DecodeResult<Value> {
    let word = |i: usize| -> DecodeResult<u16> {
        let bytes = raw.get(i * 2..i * 2 + 2).ok_or("short numeric")?;
        Ok(u16::from_be_bytes([bytes[0], bytes[1]]))
    };
    let (count, weight, sign, scale) = (word(0)?, word(1)? as i16, word(2)?, word(3)?);
    match sign {
        0xC000 => return Ok(Value::Real(f64::NAN)),
        0xD000 => return Ok(Value::Real(f64::INFINITY)),
        0xF000 => return Ok(Value::Real(f64::NEG_INFINITY)),
        _ => {}
    }
    let negative = sign == 0x4000;
    let digits: Vec<u16> = (0..usize::from(count))
        .map(|i| word(4 + i))
        .collect::<DecodeResult<_>>()?;
    // The digits as decimal text: integer part, then `scale` fraction digits.
    let mut integer = String::new();
    let mut fraction = String::new();
    for (i, d) in digits.iter().enumerate() {
        let power = i32::from(weight) - i as i32;
        if power >= 0 {
            integer.push_str(&format!("{d:04}"));
        } else {
            // Fraction digits before the first stored one are zeros.
            while fraction.len() < ((-power - 1) * 4) as usize {
                fraction.push_str("0000");
            }
            fraction.push_str(&format!("{d:04}"));
        }
    }
    let trailing_zero_groups = i32::from(weight) + 1 - digits.len() as i32;
    for _ in 0..trailing_zero_groups.max(0) {
        integer.push_str("0000");
    }
    let integer = integer.trim_start_matches('0');
    let integer = if integer.is_empty() { "0" } else { integer };
    let fraction: String = fraction
        .chars()
        .chain(std::iter::repeat('0'))
        .take(usize::from(scale))
        .collect();
    let sign_text = if negative { "-" } else { "" };
    if scale == 0 {
        if let Ok(i) = format!("{sign_text}{integer}").parse::<i64>() {
            return Ok(Value::Integer(i));
        }
    }
    let text = format!(
        "{sign_text}{integer}.{}",
        if fraction.is_empty() { "0" } else { &fraction }
    );
    Ok(Value::Real(text.parse::<f64>()?))
}

/// Days from 1970-01-01 to 2000-01-01, PostgreSQL's epoch for dates and timestamps.
const PG_EPOCH_DAYS: i64 = 10_957;

fn date(days_since_2000: i32) -> String {
    calendar::date(i64::from(days_since_2000) + PG_EPOCH_DAYS)
}

fn timestamp(micros_since_2000: i64) -> String {
    calendar::timestamp(micros_since_2000.saturating_add(PG_EPOCH_DAYS * calendar::MICROS_PER_DAY))
}

fn uuid(raw: &[u8]) -> String {
    let hex: String = raw.iter().map(|b| format!("{b:02x}")).collect();
    if hex.len() != 32 {
        return hex;
    }
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn numeric_bytes(weight: i16, sign: u16, scale: u16, digits: &[u16]) -> Vec<u8> {
        let mut out = Vec::new();
        for w in [digits.len() as u16, weight as u16, sign, scale] {
            out.extend_from_slice(&w.to_be_bytes());
        }
        for d in digits {
            out.extend_from_slice(&d.to_be_bytes());
        }
        out
    }

    #[rstest]
    #[case(numeric_bytes(0, 0, 0, &[42]), Value::Integer(42))]
    #[case(numeric_bytes(1, 0x4000, 0, &[12, 3456]), Value::Integer(-123_456))]
    #[case(numeric_bytes(2, 0, 0, &[1]), Value::Integer(100_000_000))]
    #[case(numeric_bytes(0, 0, 2, &[3, 2500]), Value::Real(3.25))]
    #[case(numeric_bytes(-1, 0, 4, &[5]), Value::Real(0.0005))]
    #[case(numeric_bytes(-2, 0, 8, &[12]), Value::Real(0.000_000_12))]
    #[case(numeric_bytes(0, 0, 0, &[]), Value::Integer(0))]
    #[case(numeric_bytes(0, 0xC000, 0, &[]), Value::Real(f64::NAN))]
    fn numerics_decode_to_the_number_they_print_as(#[case] raw: Vec<u8>, #[case] expected: Value) {
        let value = numeric(&raw).expect("decodes");
        match (&value, &expected) {
            (Value::Real(a), Value::Real(b)) if b.is_nan() => assert!(a.is_nan()),
            (Value::Real(a), Value::Real(b)) => assert!((a - b).abs() < 1e-12, "{a} vs {b}"),
            _ => assert_eq!(value, expected),
        }
    }

    #[rstest]
    #[case(0, "2000-01-01")]
    #[case(-10_957, "1970-01-01")]
    #[case(9131, "2024-12-31")]
    #[case(-1, "1999-12-31")]
    #[case(60, "2000-03-01")]
    fn dates_count_days_from_2000(#[case] days: i32, #[case] text: &str) {
        assert_eq!(date(days), text);
    }

    #[test]
    fn timestamps_keep_their_fraction_only_when_there_is_one() {
        assert_eq!(timestamp(0), "2000-01-01 00:00:00");
        assert_eq!(
            timestamp(86_400_000_000 + 3_661_500_000),
            "2000-01-02 01:01:01.5"
        );
        assert_eq!(timestamp(-1_000_000), "1999-12-31 23:59:59");
    }
}
