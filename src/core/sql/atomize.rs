//! (being written)
use super::{Atom, SqlError};
use crate::core::schema::Schema;

pub fn atomize(sql: &str) -> Result<Vec<Atom>, SqlError> {
    Err(SqlError::Unsupported(sql.to_string()))
}

pub fn atomize_with_schema(sql: &str, _schema: &Schema) -> Result<Vec<Atom>, SqlError> {
    atomize(sql)
}
