//! Reading a DuckDB schema from its catalog functions into the core's [`Schema`].
//!
//! Owns: the catalog queries (`duckdb_tables()`, `duckdb_views()`, `duckdb_columns()`,
//! `duckdb_constraints()` of the current database and schema), row counts — exact when
//! `count(*)` answers within its budget, DuckDB's `estimated_size` otherwise — and a few sample
//! values per column, one statement per table. All of it runs through the same guarded path as
//! user queries. Data files appear as tables (their views have no definition worth showing).
//! Must not touch: the other engines' catalogs.

use super::DuckDb;
use crate::core::engine::{quote, Engine};
use crate::core::schema::{Column, ForeignKey, Schema, Table};
use crate::db::budget::within;
use crate::db::infer::infer_keys;
use crate::db::value::{count_in, key_counts, text_at as text};
use crate::db::{DbResult, IntrospectOptions, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

const HERE: &str = "database_name = current_database() AND schema_name = current_schema()";

/// Separates the names of a multi-column key in one text value.
const UNIT_SEPARATOR: char = '\u{1f}';

impl DuckDb {
    /// Read the current schema of the current database.
    pub fn introspect(&self, options: &IntrospectOptions) -> DbResult<Schema> {
        let timeout = self.limits.timeout;
        let relations = format!(
            "SELECT table_name, NULL, estimated_size, table_oid FROM duckdb_tables() \
             WHERE {HERE} AND NOT internal \
             UNION ALL SELECT view_name, sql, NULL, view_oid FROM duckdb_views() \
             WHERE {HERE} AND NOT internal ORDER BY 4"
        );
        let mut tables = Vec::new();
        let mut estimates = Vec::new();
        for row in self.rows(&relations, timeout)? {
            let name = text(&row, 0);
            // A data file's view reads as the table it is to the user.
            let is_file = self.file_tables.contains(&name);
            let view_sql = match row.get(1) {
                Some(Value::Text(sql)) if !is_file => Some(sql.clone()),
                _ => None,
            };
            estimates.push(match row.get(2) {
                Some(Value::Integer(n)) => u64::try_from(*n).ok(),
                _ => None,
            });
            tables.push(Table {
                name,
                view_sql,
                ..Table::default()
            });
        }
        let at: HashMap<String, usize> = tables
            .iter()
            .enumerate()
            .map(|(i, t)| (t.name.clone(), i))
            .collect();
        let columns = format!(
            "SELECT table_name, column_name, data_type, NOT is_nullable FROM duckdb_columns() \
             WHERE {HERE} ORDER BY table_oid, column_index"
        );
        for row in self.rows(&columns, timeout)? {
            if let Some(&i) = at.get(&text(&row, 0)) {
                tables[i].columns.push(Column {
                    name: text(&row, 1),
                    decl_type: text(&row, 2),
                    not_null: matches!(row.get(3), Some(Value::Integer(1))),
                    samples: Vec::new(),
                });
            }
        }
        let mut remaining = options.total_budget;
        let foreign_keys = self.keys(&mut tables, &at, options, &mut remaining)?;
        for (table, estimate) in tables.iter_mut().zip(estimates) {
            let is_file = self.file_tables.contains(&table.name);
            if options.row_counts && (table.view_sql.is_none() || is_file) {
                let sql = format!("SELECT count(*) FROM {}", quote(&table.name));
                let counted = within(options.query_budget, &mut remaining, |limit| {
                    self.rows(&sql, limit)
                })?
                .and_then(|rows| count_in(&rows));
                table.row_count = counted.or(estimate);
            }
            if options.samples_per_column > 0 && !table.columns.is_empty() {
                self.sample_table(table, options, &mut remaining)?;
            }
        }
        Ok(Schema {
            tables,
            foreign_keys,
            engine: Engine::Duckdb,
            namespace: "main".to_string(),
        })
    }

    /// Primary keys into `tables`; declared foreign keys (and, when asked, inferred ones).
    fn keys(
        &self,
        tables: &mut [Table],
        at: &HashMap<String, usize>,
        options: &IntrospectOptions,
        remaining: &mut Duration,
    ) -> DbResult<Vec<ForeignKey>> {
        let sql = format!(
            "SELECT constraint_type, table_name, \
             array_to_string(constraint_column_names, chr(31)), referenced_table, \
             array_to_string(referenced_column_names, chr(31)) FROM duckdb_constraints() \
             WHERE {HERE} AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY') \
             ORDER BY table_oid, constraint_index"
        );
        let mut foreign_keys = Vec::new();
        for row in self.rows(&sql, self.limits.timeout)? {
            let table = text(&row, 1);
            let Some(&i) = at.get(&table) else { continue };
            let from: Vec<String> = split(&text(&row, 2));
            if text(&row, 0) == "PRIMARY KEY" {
                tables[i].primary_key = from;
                continue;
            }
            let to_table = text(&row, 3);
            if !at.contains_key(&to_table) {
                continue;
            }
            for (from_column, to_column) in from.into_iter().zip(split(&text(&row, 4))) {
                foreign_keys.push(ForeignKey {
                    from_table: table.clone(),
                    from_column,
                    to_table: to_table.clone(),
                    to_column,
                    inferred: false,
                });
            }
        }
        if options.infer_join_keys {
            let inferred = infer_keys(tables, &foreign_keys, quote, |sql| {
                Ok(within(options.query_budget, remaining, |limit| {
                    self.rows(sql, limit)
                })?
                .and_then(|rows| key_counts(&rows)))
            })?;
            foreign_keys.extend(inferred);
        }
        Ok(foreign_keys)
    }

    /// A few distinct values of every column of `table` in one statement: one row per value,
    /// tagged with its column's position.
    fn sample_table(
        &self,
        table: &mut Table,
        options: &IntrospectOptions,
        remaining: &mut Duration,
    ) -> DbResult<()> {
        let from = quote(&table.name);
        let parts: Vec<String> = table
            .columns
            .iter()
            .enumerate()
            .map(|(at, column)| {
                let name = quote(&column.name);
                format!(
                    "SELECT * FROM (SELECT DISTINCT {at} AS c, CAST({name} AS VARCHAR) AS v \
                     FROM {from} WHERE {name} IS NOT NULL LIMIT {})",
                    options.samples_per_column
                )
            })
            .collect();
        let sql = parts.join(" UNION ALL ");
        let Some(rows) = within(options.query_budget, remaining, |limit| {
            self.rows(&sql, limit)
        })?
        else {
            return Ok(());
        };
        for row in rows {
            let (Some(Value::Integer(at)), Some(Value::Text(value))) = (row.first(), row.get(1))
            else {
                continue;
            };
            if let Some(column) = usize::try_from(*at)
                .ok()
                .and_then(|at| table.columns.get_mut(at))
            {
                column
                    .samples
                    .push(crate::db::shorten_sample(value.clone()));
            }
        }
        Ok(())
    }

    /// Every row of `sql`, within `limit`.
    fn rows(&self, sql: &str, limit: Duration) -> DbResult<Vec<Vec<Value>>> {
        let mut query = self.prepare(sql)?;
        query.wall_clock(limit, Instant::now());
        query.start(4096, None)?;
        let mut rows = Vec::new();
        while let Some(page) = query.next_page()? {
            rows.extend(page.rows);
        }
        Ok(rows)
    }
}

fn split(names: &str) -> Vec<String> {
    names
        .split(UNIT_SEPARATOR)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}
