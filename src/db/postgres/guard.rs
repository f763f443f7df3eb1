//! The read-only policy on PostgreSQL, checked before the server sees a statement.
//!
//! Owns: the leading-keyword allow-list and the functions refused by name. The server enforces
//! the rest: every statement runs in a `READ ONLY` transaction (writes, DDL, `nextval`, `SELECT
//! … FOR UPDATE` and data-modifying `WITH` all fail there), through the extended protocol (one
//! statement only), under `statement_timeout` and `lock_timeout`. What a read-only transaction
//! does *not* stop is what this list is for: functions with effects outside the transaction —
//! ending or signalling other sessions, advisory locks, reading or writing server files, large
//! objects, other connections (`dblink`), changing settings, running SQL held in a string.
//! Must not touch: connections or execution.

use crate::db::lex::{first_call_to, leading_keyword};
use sqlparser::dialect::PostgreSqlDialect;

/// Statements may only start with one of these.
const ALLOWED_LEADING: &[&str] = &["SELECT", "WITH", "VALUES", "TABLE", "EXPLAIN"];

/// Functions refused wherever they are called: exact names, then name prefixes.
const DENIED_FUNCTIONS: &[&str] = &[
    "pg_terminate_backend",
    "pg_cancel_backend",
    "pg_signal_backend",
    "pg_reload_conf",
    "pg_rotate_logfile",
    "pg_promote",
    "pg_switch_wal",
    "pg_create_restore_point",
    "pg_log_backend_memory_contexts",
    "pg_notify",
    "pg_read_file",
    "pg_read_binary_file",
    "pg_stat_file",
    "pg_import_system_collations",
    "pg_file_write",
    "pg_file_rename",
    "pg_file_unlink",
    "pg_logical_emit_message",
    "set_config",
    "txid_current",
    "pg_current_xact_id",
    "query_to_xml",
    "query_to_xml_and_xmlschema",
    "query_to_xmlschema",
    "cursor_to_xml",
    "cursor_to_xmlschema",
    "database_to_xml",
    "schema_to_xml",
];

const DENIED_PREFIXES: &[&str] = &[
    "lo_",
    "dblink",
    "pg_advisory",
    "pg_try_advisory",
    "pg_ls_",
    "pg_stat_reset",
    "pg_backup_",
    "pg_start_backup",
    "pg_stop_backup",
    "pg_wal_replay_",
    "pg_create_physical_replication_slot",
    "pg_create_logical_replication_slot",
    "pg_drop_replication_slot",
    "pg_replication_origin_",
    "pg_copy_",
];

/// `Err(reason)` for a statement that may not run on PostgreSQL.
pub fn check(sql: &str) -> Result<(), String> {
    let Some(keyword) = leading_keyword(sql) else {
        return Err("no SQL statement".to_string());
    };
    if !ALLOWED_LEADING.contains(&keyword.as_str()) {
        return Err(match keyword.as_str() {
            "INSERT" | "UPDATE" | "DELETE" | "MERGE" | "TRUNCATE" | "COPY" => {
                format!("writes are not allowed ({keyword})")
            }
            "CREATE" | "DROP" | "ALTER" | "COMMENT" | "GRANT" | "REVOKE" => {
                format!("schema changes are not allowed ({keyword})")
            }
            "BEGIN" | "START" | "COMMIT" | "END" | "ROLLBACK" | "SAVEPOINT" | "RELEASE"
            | "PREPARE" | "ABORT" => format!("transactions are not allowed ({keyword})"),
            "SET" | "RESET" => format!("changing settings is not allowed ({keyword})"),
            "DO" | "CALL" | "EXECUTE" => format!("running code is not allowed ({keyword})"),
            "LISTEN" | "NOTIFY" | "UNLISTEN" | "LOCK" | "DISCARD" | "LOAD" => {
                format!("{keyword} is not allowed")
            }
            "VACUUM" | "ANALYZE" | "CLUSTER" | "REINDEX" | "CHECKPOINT" | "REFRESH" => {
                format!("maintenance commands are not allowed ({keyword})")
            }
            _ => {
                format!("only SELECT, WITH, VALUES, TABLE and EXPLAIN queries run (got {keyword})")
            }
        });
    }
    if let Some(name) = denied_call(sql) {
        return Err(format!(
            "{name}() is not allowed: it acts outside the read-only transaction"
        ));
    }
    Ok(())
}

/// The first refused function the statement calls.
fn denied_call(sql: &str) -> Option<String> {
    first_call_to(sql, &PostgreSqlDialect {}, |name| {
        DENIED_FUNCTIONS.contains(&name) || DENIED_PREFIXES.iter().any(|p| name.starts_with(p))
    })
}

#[cfg(test)]
mod tests {
    use super::check;
    use rstest::rstest;

    #[rstest]
    #[case("SELECT 1")]
    #[case("with t as (select 1) select * from t")]
    #[case("TABLE employees")]
    #[case("SELECT lo FROM ranges")]
    #[case("SELECT \"lo_value\" FROM t")]
    #[case("SELECT 'pg_terminate_backend(1)'")]
    #[case("SELECT count(*) FROM pg_stat_activity")]
    #[case("EXPLAIN SELECT 1")]
    fn plain_reads_pass(#[case] sql: &str) {
        assert_eq!(check(sql), Ok(()));
    }

    #[rstest]
    #[case("COPY t TO PROGRAM 'rm -rf /'", "writes")]
    #[case("SET ROLE postgres", "settings")]
    #[case("RESET ROLE", "settings")]
    #[case("DO $$ BEGIN END $$", "running code")]
    #[case("CALL p()", "running code")]
    #[case("LISTEN ch", "LISTEN")]
    #[case("SELECT pg_terminate_backend(42)", "pg_terminate_backend")]
    #[case("SELECT pg_catalog.pg_cancel_backend (42)", "pg_cancel_backend")]
    #[case("SELECT \"pg_terminate_backend\"(42)", "pg_terminate_backend")]
    #[case("SELECT lo_import('/etc/passwd')", "lo_import")]
    #[case(
        "SELECT * FROM dblink('host=x', 'delete from t') AS t(a int)",
        "dblink"
    )]
    #[case("SELECT pg_advisory_lock(1)", "pg_advisory_lock")]
    #[case("SELECT set_config('statement_timeout', '0', false)", "set_config")]
    #[case("SELECT query_to_xml('select 1', true, true, '')", "query_to_xml")]
    #[case("SELECT pg_read_file('/etc/passwd')", "pg_read_file")]
    #[case("WITH x AS (SELECT pg_ls_dir('.')) SELECT * FROM x", "pg_ls_dir")]
    fn statements_with_effects_outside_the_transaction_are_refused(
        #[case] sql: &str,
        #[case] named: &str,
    ) {
        let reason = check(sql).expect_err("refused");
        assert!(reason.contains(named), "{sql}: {reason}");
    }
}
