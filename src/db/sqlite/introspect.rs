//! Schema introspection: reading a database into [`Schema`].
//!
//! Owns: tables and views in schema order, columns with declared types, primary keys, declared
//! foreign keys, row counts and sample values under a time budget, and view definitions.
//! Inferring join keys where no constraint declares them lives in `infer.rs`.
//! Must not touch: the schema model's own logic (join paths, fingerprints are `core::schema`).

use super::open::SqliteDb;
use crate::core::engine::quote as quote_ident;
use crate::core::schema::{Column, ForeignKey, Schema, Table};
use crate::db::infer::infer_keys;
use crate::db::{DbError, DbResult, IntrospectOptions};
use rusqlite::types::ValueRef;
use std::time::{Duration, Instant};

impl SqliteDb {
    /// Read the schema. Counts and samples that exceed their budget are left as `None` / empty
    /// rather than failing; a cancel from another thread stops it with [`DbError::Cancelled`].
    pub fn introspect(&self, options: &IntrospectOptions) -> DbResult<Schema> {
        self.watch.reset();
        self.watch.arm(self.limits.timeout);
        let structure = self.read_structure();
        self.watch.disarm();
        let (mut tables, declared) = structure?;
        let mut foreign_keys = resolve_declared(&tables, declared);
        let mut remaining = options.total_budget;
        if options.infer_join_keys {
            let inferred = infer_keys(&mut tables, &foreign_keys, quote_ident, |sql| {
                self.budgeted(&mut remaining, options.query_budget, |conn| {
                    conn.query_row(sql, [], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
                })
            })?;
            foreign_keys.extend(inferred);
        }
        for table in &mut tables {
            if options.row_counts && table.view_sql.is_none() {
                let sql = format!("SELECT count(*) FROM {}", quote_ident(&table.name));
                let counted = self.budgeted(&mut remaining, options.query_budget, |conn| {
                    conn.query_row(&sql, [], |row| row.get::<_, i64>(0))
                })?;
                // Counting a large table can outlast its budget; the largest rowid is read
                // from the b-tree's edge at once and bounds the count from above (deleted rows
                // leave it high), which is what deciding "large" needs.
                let counted = match counted {
                    Some(n) => Some(n),
                    None => self.largest_rowid(&table.name, &mut remaining, options)?,
                };
                table.row_count = counted.and_then(|n| u64::try_from(n).ok());
            }
            if options.samples_per_column > 0 {
                for column in &mut table.columns {
                    column.samples =
                        self.samples(&table.name, &column.name, options, &mut remaining)?;
                }
            }
        }
        Ok(Schema {
            tables,
            foreign_keys,
            engine: crate::core::engine::Engine::Sqlite,
            namespace: String::new(),
        })
    }

    /// Tables, views, columns, primary keys and raw declared foreign keys.
    fn read_structure(&self) -> DbResult<(Vec<Table>, Vec<RawKey>)> {
        let sqlite = |e: rusqlite::Error| DbError::Sqlite(e.to_string());
        let mut objects = self
            .conn
            .prepare(
                "SELECT type, name, sql FROM sqlite_schema \
                 WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
                 ORDER BY rowid",
            )
            .map_err(sqlite)?;
        let listed: Vec<(String, String, Option<String>)> = objects
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
            .and_then(Iterator::collect)
            .map_err(sqlite)?;
        let mut tables = Vec::with_capacity(listed.len());
        let mut keys = Vec::new();
        for (kind, name, sql) in listed {
            let (columns, primary_key) = self.columns(&name)?;
            if kind == "table" {
                keys.extend(self.declared_keys(&name)?);
            }
            let view_sql = if kind == "view" {
                Some(sql.unwrap_or_default())
            } else {
                None
            };
            tables.push(Table {
                name,
                columns,
                primary_key,
                row_count: None,
                view_sql,
            });
        }
        Ok((tables, keys))
    }

    /// Columns (hidden virtual-table columns left out) and primary-key columns in key order.
    /// A table whose module is missing (a virtual table) reads as having no columns.
    fn columns(&self, table: &str) -> DbResult<(Vec<Column>, Vec<String>)> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT name, type, \"notnull\", pk FROM pragma_table_xinfo(?1) WHERE hidden != 1",
            )
            .map_err(|e| DbError::Sqlite(e.to_string()))?;
        let rows = stmt.query_map([table], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, bool>(2)?,
                row.get::<_, i64>(3)?,
            ))
        });
        let Ok(rows) = rows.and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>) else {
            self.check_cancelled()?;
            return Ok((Vec::new(), Vec::new()));
        };
        let mut keyed: Vec<(i64, String)> = rows
            .iter()
            .filter(|r| r.3 > 0)
            .map(|r| (r.3, r.0.clone()))
            .collect();
        keyed.sort();
        let columns = rows
            .into_iter()
            .map(|(name, decl_type, not_null, _)| Column {
                name,
                decl_type,
                not_null,
                samples: Vec::new(),
            })
            .collect();
        Ok((columns, keyed.into_iter().map(|(_, name)| name).collect()))
    }

    fn declared_keys(&self, table: &str) -> DbResult<Vec<RawKey>> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT seq, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(?1)",
            )
            .map_err(|e| DbError::Sqlite(e.to_string()))?;
        let rows = stmt
            .query_map([table], |row| {
                Ok(RawKey {
                    from_table: table.to_string(),
                    seq: row.get::<_, i64>(0)?,
                    to_table: row.get(1)?,
                    from_column: row.get(2)?,
                    to_column: row.get(3)?,
                })
            })
            .and_then(Iterator::collect);
        match rows {
            Ok(rows) => Ok(rows),
            Err(_) => {
                self.check_cancelled()?;
                Ok(Vec::new())
            }
        }
    }

    fn samples(
        &self,
        table: &str,
        column: &str,
        options: &IntrospectOptions,
        remaining: &mut Duration,
    ) -> DbResult<Vec<String>> {
        let column = quote_ident(column);
        let sql = format!(
            "SELECT DISTINCT {column} FROM {} WHERE {column} IS NOT NULL LIMIT {}",
            quote_ident(table),
            options.samples_per_column
        );
        let found = self.budgeted(remaining, options.query_budget, |conn| {
            let mut stmt = conn.prepare(&sql)?;
            let mut rows = stmt.query([])?;
            let mut out = Vec::new();
            while let Some(row) = rows.next()? {
                if let Some(text) = sample_text(row.get_ref(0)?) {
                    out.push(text);
                }
            }
            Ok(out)
        })?;
        Ok(found.unwrap_or_default())
    }

    /// The largest rowid of `table` (an estimate of its rows), `None` for a table without
    /// rowids or when it cannot be read in time.
    fn largest_rowid(
        &self,
        table: &str,
        remaining: &mut Duration,
        options: &IntrospectOptions,
    ) -> DbResult<Option<i64>> {
        let sql = format!("SELECT max(rowid) FROM {}", quote_ident(table));
        let found = self.budgeted(remaining, options.query_budget, |conn| {
            conn.query_row(&sql, [], |row| row.get::<_, Option<i64>>(0))
        })?;
        Ok(found.flatten())
    }

    /// Run `work` with a deadline of `min(per_query, remaining)`, charging `remaining`.
    /// `Ok(None)` when it failed or ran out of time (the answer is simply left out).
    fn budgeted<T>(
        &self,
        remaining: &mut Duration,
        per_query: Duration,
        work: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> DbResult<Option<T>> {
        if remaining.is_zero() {
            return Ok(None);
        }
        let started = Instant::now();
        self.watch.arm(per_query.min(*remaining));
        let outcome = work(&self.conn);
        self.watch.disarm();
        *remaining = remaining.saturating_sub(started.elapsed());
        match outcome {
            Ok(value) => Ok(Some(value)),
            Err(_) => {
                self.check_cancelled()?;
                Ok(None)
            }
        }
    }

    fn check_cancelled(&self) -> DbResult<()> {
        match self.watch.tripped() {
            Some(super::watch::Tripped::Cancelled) => Err(DbError::Cancelled),
            _ => Ok(()),
        }
    }
}

/// A declared foreign key as SQLite lists it (`to_column` is NULL when it names the parent's
/// primary key implicitly).
#[derive(Debug, Clone)]
struct RawKey {
    from_table: String,
    seq: i64,
    to_table: String,
    from_column: String,
    to_column: Option<String>,
}

/// Resolve implicit target columns and table-name case against the tables read.
fn resolve_declared(tables: &[Table], raw: Vec<RawKey>) -> Vec<ForeignKey> {
    let mut keys = Vec::with_capacity(raw.len());
    for key in raw {
        let target = tables
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(&key.to_table));
        let to_table = target.map_or(key.to_table.clone(), |t| t.name.clone());
        let to_column = match key.to_column {
            Some(column) => column,
            None => {
                let implicit = target.and_then(|t| {
                    usize::try_from(key.seq)
                        .ok()
                        .and_then(|i| t.primary_key.get(i))
                });
                match implicit {
                    Some(column) => column.clone(),
                    None => continue,
                }
            }
        };
        keys.push(ForeignKey {
            from_table: key.from_table,
            from_column: key.from_column,
            to_table,
            to_column,
            inferred: false,
        });
    }
    keys
}

/// A sample value as text, shortened; blobs are not useful samples and are skipped.
fn sample_text(value: ValueRef<'_>) -> Option<String> {
    let text = match value {
        ValueRef::Null | ValueRef::Blob(_) => return None,
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(r) => format!("{r:?}"),
        ValueRef::Text(bytes) => String::from_utf8_lossy(bytes).into_owned(),
    };
    Some(crate::db::shorten_sample(text))
}
