//! Reading a PostgreSQL schema from the catalogs into the core's [`Schema`].
//!
//! Owns: the catalog queries (tables, views and materialized views of the session's schema,
//! their columns with `format_type` types, primary and foreign keys), row counts — exact when
//! `count(*)` answers within its budget, the planner's `reltuples` estimate otherwise — and a
//! few sample values per column. All of it runs through the same guarded path as user queries.
//! Must not touch: the SQLite catalogs (`db/sqlite/introspect.rs`).

use super::PgDb;
use crate::core::engine::{quote, Engine};
use crate::core::schema::{Column, ForeignKey, Schema, Table};
use crate::db::budget::within;
use crate::db::infer::infer_keys;
use crate::db::value::{count_in, key_counts, text_at as text};
use crate::db::{DbResult, IntrospectOptions, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

const RELATIONS: &str = "SELECT c.relname, c.relkind::text, \
    CASE WHEN c.relkind IN ('v', 'm') THEN pg_get_viewdef(c.oid) END, \
    c.reltuples::float8 \
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') \
      AND NOT c.relispartition \
    ORDER BY c.oid";

const COLUMNS: &str = "SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), \
    a.attnotnull \
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid \
    JOIN pg_namespace n ON n.oid = c.relnamespace \
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') \
      AND a.attnum > 0 AND NOT a.attisdropped \
    ORDER BY c.oid, a.attnum";

/// Primary and foreign keys, one row per key column in key order.
const KEYS: &str = "SELECT con.contype::text, src.relname, sa.attname, tgt.relname, ta.attname \
    FROM pg_constraint con \
    JOIN pg_class src ON src.oid = con.conrelid \
    JOIN pg_namespace n ON n.oid = src.relnamespace \
    CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) \
    JOIN pg_attribute sa ON sa.attrelid = con.conrelid AND sa.attnum = k.attnum \
    LEFT JOIN pg_class tgt ON tgt.oid = con.confrelid \
    LEFT JOIN pg_attribute ta ON ta.attrelid = con.confrelid AND ta.attnum = con.confkey[k.ord] \
    WHERE n.nspname = current_schema() AND con.contype IN ('p', 'f') \
    ORDER BY con.oid, k.ord";

impl PgDb {
    /// Read the schema of the session's current schema (`search_path`'s first).
    pub fn introspect(&self, options: &IntrospectOptions) -> DbResult<Schema> {
        let timeout = self.limits.timeout;
        let mut tables = Vec::new();
        let mut estimates = Vec::new();
        for row in self.rows(RELATIONS, timeout)? {
            let name = text(&row, 0);
            let kind = text(&row, 1);
            let view_sql = matches!(kind.as_str(), "v" | "m").then(|| text(&row, 2));
            estimates.push(match row.get(3) {
                Some(Value::Real(n)) if *n >= 0.0 => Some(*n as u64),
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
        for row in self.rows(COLUMNS, timeout)? {
            if let Some(&i) = at.get(&text(&row, 0)) {
                tables[i].columns.push(Column {
                    name: text(&row, 1),
                    decl_type: text(&row, 2),
                    not_null: matches!(row.get(3), Some(Value::Integer(1))),
                    samples: Vec::new(),
                });
            }
        }
        let mut foreign_keys = Vec::new();
        for row in self.rows(KEYS, timeout)? {
            let (kind, table) = (text(&row, 0), text(&row, 1));
            let Some(&i) = at.get(&table) else { continue };
            match kind.as_str() {
                "p" => tables[i].primary_key.push(text(&row, 2)),
                _ if at.contains_key(&text(&row, 3)) => foreign_keys.push(ForeignKey {
                    from_table: table,
                    from_column: text(&row, 2),
                    to_table: text(&row, 3),
                    to_column: text(&row, 4),
                    inferred: false,
                }),
                _ => {}
            }
        }
        let mut remaining = options.total_budget;
        if options.infer_join_keys {
            let inferred = infer_keys(&mut tables, &foreign_keys, quote, |sql| {
                Ok(within(options.query_budget, &mut remaining, |limit| {
                    self.rows(sql, limit)
                })?
                .and_then(|rows| key_counts(&rows)))
            })?;
            foreign_keys.extend(inferred);
        }
        for (table, estimate) in tables.iter_mut().zip(estimates) {
            if options.row_counts && table.view_sql.is_none() {
                let sql = format!("SELECT count(*) FROM {}", quote(&table.name));
                let counted = within(options.query_budget, &mut remaining, |limit| {
                    self.rows(&sql, limit)
                })?
                .and_then(|rows| count_in(&rows));
                // The planner's estimate stands in when counting is slow (or never ran).
                table.row_count = counted.or(estimate);
            }
            if options.samples_per_column > 0 && !table.columns.is_empty() {
                self.sample_table(table, options, &mut remaining)?;
            }
        }
        Ok(Schema {
            tables,
            foreign_keys,
            engine: Engine::Postgres,
            namespace: self.namespace().to_string(),
        })
    }

    /// A few distinct values of every column of `table`, read in one statement (one JSON array
    /// per column) rather than one per column: each statement is a round trip and a transaction.
    fn sample_table(
        &self,
        table: &mut Table,
        options: &IntrospectOptions,
        remaining: &mut Duration,
    ) -> DbResult<()> {
        let from = quote(&table.name);
        let per_column: Vec<String> = table
            .columns
            .iter()
            .map(|column| {
                let name = quote(&column.name);
                format!(
                    "(SELECT json_agg(v)::text FROM (SELECT DISTINCT {name}::text AS v FROM {from} \
                     WHERE {name} IS NOT NULL LIMIT {}) s)",
                    options.samples_per_column
                )
            })
            .collect();
        let sql = format!("SELECT {}", per_column.join(", "));
        let Some(rows) = within(options.query_budget, remaining, |limit| {
            self.rows(&sql, limit)
        })?
        else {
            return Ok(());
        };
        let Some(row) = rows.first() else {
            return Ok(());
        };
        for (at, column) in table.columns.iter_mut().enumerate() {
            let values: Vec<String> = serde_json::from_str(&text(row, at)).unwrap_or_default();
            column.samples = values.into_iter().map(crate::db::shorten_sample).collect();
        }
        Ok(())
    }

    /// Every row of `sql`, within `limit`.
    fn rows(&self, sql: &str, limit: Duration) -> DbResult<Vec<Vec<Value>>> {
        let mut query = self.prepare(sql)?;
        query.start(4096, None)?;
        query.wall_clock(limit, Instant::now());
        let mut rows = Vec::new();
        while let Some(page) = query.next_page()? {
            rows.extend(page.rows);
        }
        Ok(rows)
    }
}
