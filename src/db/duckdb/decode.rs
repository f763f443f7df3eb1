//! DuckDB's result columns (Arrow arrays) into the engine-neutral [`Value`].
//!
//! Owns: the type mapping, matching the other engines' so the same question gives equal results
//! everywhere: integers (and `HUGEINT`/decimals without a fraction — DuckDB's `SUM` of integers
//! is a `HUGEINT`, which Arrow carries as a scale-0 decimal) become integers, floating and
//! fractional numbers reals, booleans 0/1, text text, blobs blobs, dates and times their ISO
//! text (`db::calendar`); any other type (lists, structs, intervals, enums…) its display text.
//! Must not touch: statements or connections.

use crate::db::{calendar, Value};
use duckdb::arrow::array::{Array, ArrayRef, AsArray, StructArray};
use duckdb::arrow::datatypes::{
    DataType, Date32Type, Float32Type, Float64Type, Int16Type, Int32Type, Int64Type, Int8Type,
    Time64MicrosecondType, Time64NanosecondType, TimeUnit, TimestampMicrosecondType,
    TimestampMillisecondType, TimestampNanosecondType, TimestampSecondType, UInt16Type, UInt32Type,
    UInt64Type, UInt8Type,
};
use duckdb::arrow::util::display::{ArrayFormatter, FormatOptions};

/// The rows of one batch.
pub(super) fn rows(batch: &StructArray) -> Vec<Vec<Value>> {
    let columns: Vec<Vec<Value>> = batch.columns().iter().map(column).collect();
    let mut rows: Vec<Vec<Value>> = (0..batch.len())
        .map(|_| Vec::with_capacity(columns.len()))
        .collect();
    for column in columns {
        for (row, value) in rows.iter_mut().zip(column) {
            row.push(value);
        }
    }
    rows
}

/// One column's values, NULLs included.
fn column(array: &ArrayRef) -> Vec<Value> {
    let each = |f: &dyn Fn(usize) -> Value| -> Vec<Value> {
        (0..array.len())
            .map(|i| if array.is_null(i) { Value::Null } else { f(i) })
            .collect()
    };
    macro_rules! integers {
        ($t:ty) => {{
            let a = array.as_primitive::<$t>();
            each(&|i| Value::Integer(i64::from(a.value(i))))
        }};
    }
    match array.data_type() {
        DataType::Null => vec![Value::Null; array.len()],
        DataType::Boolean => {
            let a = array.as_boolean();
            each(&|i| Value::Integer(i64::from(a.value(i))))
        }
        DataType::Int8 => integers!(Int8Type),
        DataType::Int16 => integers!(Int16Type),
        DataType::Int32 => integers!(Int32Type),
        DataType::Int64 => integers!(Int64Type),
        DataType::UInt8 => integers!(UInt8Type),
        DataType::UInt16 => integers!(UInt16Type),
        DataType::UInt32 => integers!(UInt32Type),
        DataType::UInt64 => {
            let a = array.as_primitive::<UInt64Type>();
            each(&|i| {
                let v = a.value(i);
                i64::try_from(v).map_or(Value::Real(v as f64), Value::Integer)
            })
        }
        DataType::Float32 => {
            let a = array.as_primitive::<Float32Type>();
            each(&|i| Value::Real(f64::from(a.value(i))))
        }
        DataType::Float64 => {
            let a = array.as_primitive::<Float64Type>();
            each(&|i| Value::Real(a.value(i)))
        }
        DataType::Decimal128(_, scale) => {
            let a = array.as_primitive::<duckdb::arrow::datatypes::Decimal128Type>();
            let scale = *scale;
            each(&|i| decimal(a.value(i), scale, || a.value_as_string(i)))
        }
        DataType::Utf8 => {
            let a = array.as_string::<i32>();
            each(&|i| Value::Text(a.value(i).to_string()))
        }
        DataType::LargeUtf8 => {
            let a = array.as_string::<i64>();
            each(&|i| Value::Text(a.value(i).to_string()))
        }
        DataType::Utf8View => {
            let a = array.as_string_view();
            each(&|i| Value::Text(a.value(i).to_string()))
        }
        DataType::Binary => {
            let a = array.as_binary::<i32>();
            each(&|i| Value::Blob(a.value(i).to_vec()))
        }
        DataType::LargeBinary => {
            let a = array.as_binary::<i64>();
            each(&|i| Value::Blob(a.value(i).to_vec()))
        }
        DataType::Date32 => {
            let a = array.as_primitive::<Date32Type>();
            each(&|i| Value::Text(calendar::date(i64::from(a.value(i)))))
        }
        DataType::Timestamp(unit, zone) => {
            let micros = timestamps(array, *unit);
            let zone = if zone.is_some() { "+00" } else { "" };
            each(&|i| Value::Text(format!("{}{zone}", calendar::timestamp(micros(i)))))
        }
        DataType::Time64(TimeUnit::Microsecond) => {
            let a = array.as_primitive::<Time64MicrosecondType>();
            each(&|i| Value::Text(calendar::time_of_day(a.value(i))))
        }
        DataType::Time64(TimeUnit::Nanosecond) => {
            let a = array.as_primitive::<Time64NanosecondType>();
            each(&|i| Value::Text(calendar::time_of_day(a.value(i) / 1000)))
        }
        _ => displayed(array),
    }
}

/// A decimal: an integer when it has no fraction and fits, else a real parsed from its exact
/// decimal text (dividing the raw integer would round twice).
fn decimal(raw: i128, scale: i8, text: impl Fn() -> String) -> Value {
    if scale == 0 {
        if let Ok(v) = i64::try_from(raw) {
            return Value::Integer(v);
        }
    }
    text()
        .parse::<f64>()
        .map_or_else(|_| Value::Text(text()), Value::Real)
}

/// Microseconds since the epoch of each row of a timestamp column, whatever its unit.
fn timestamps(array: &ArrayRef, unit: TimeUnit) -> Box<dyn Fn(usize) -> i64 + '_> {
    match unit {
        TimeUnit::Second => {
            let a = array.as_primitive::<TimestampSecondType>();
            Box::new(move |i| a.value(i).saturating_mul(1_000_000))
        }
        TimeUnit::Millisecond => {
            let a = array.as_primitive::<TimestampMillisecondType>();
            Box::new(move |i| a.value(i).saturating_mul(1000))
        }
        TimeUnit::Microsecond => {
            let a = array.as_primitive::<TimestampMicrosecondType>();
            Box::new(move |i| a.value(i))
        }
        TimeUnit::Nanosecond => {
            let a = array.as_primitive::<TimestampNanosecondType>();
            Box::new(move |i| a.value(i).div_euclid(1000))
        }
    }
}

/// Any other type as Arrow displays it (`[1, 2]`, `{a: 1}`, `1 mons 2 days`).
fn displayed(array: &ArrayRef) -> Vec<Value> {
    let options = FormatOptions::default();
    match ArrayFormatter::try_new(array.as_ref(), &options) {
        Ok(formatter) => (0..array.len())
            .map(|i| {
                if array.is_null(i) {
                    Value::Null
                } else {
                    Value::Text(formatter.value(i).to_string())
                }
            })
            .collect(),
        Err(_) => (0..array.len())
            .map(|i| {
                if array.is_null(i) {
                    Value::Null
                } else {
                    Value::Text(format!("<{}>", array.data_type()))
                }
            })
            .collect(),
    }
}
