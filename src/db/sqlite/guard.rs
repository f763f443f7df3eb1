//! The read-only policy: which statements may run, and SQLite's authorizer callback enforcing it.
//!
//! Owns: the allow-list of leading keywords, of informational PRAGMAs and of authorizer actions,
//! and the one-line human reason for every refusal.
//! Must not touch: connections or execution (`open.rs`, `exec.rs` install and use this policy).
//!
//! Defence in depth: the file is opened read-only with `query_only` on, and this policy still
//! refuses every write at prepare time, so a refusal says *why* instead of "readonly database".

use crate::db::lex::leading_keyword;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization, TransactionOperation};
use std::sync::{Arc, Mutex};

/// Statements may only start with one of these (VACUUM INTO, for one, works on a read-only
/// connection and never reaches the authorizer, so the authorizer alone is not enough).
const ALLOWED_LEADING: &[&str] = &["SELECT", "WITH", "VALUES", "EXPLAIN", "PRAGMA"];

/// PRAGMAs that only report; they may take a table or index name as their argument.
const INFO_PRAGMAS_WITH_ARG: &[&str] = &[
    "table_info",
    "table_xinfo",
    "table_list",
    "index_list",
    "index_info",
    "index_xinfo",
    "foreign_key_list",
    "foreign_key_check",
    "integrity_check",
    "quick_check",
];

/// PRAGMAs that are reads when given no value (with a value they write).
const INFO_PRAGMAS_NO_ARG: &[&str] = &[
    "user_version",
    "schema_version",
    "application_id",
    "page_size",
    "page_count",
    "freelist_count",
    "encoding",
    "database_list",
    "collation_list",
    "function_list",
    "module_list",
    "pragma_list",
    "compile_options",
];

/// SQL functions that are never allowed, whatever the connection's settings.
const DENIED_FUNCTIONS: &[&str] = &["load_extension", "fts3_tokenizer", "readfile", "writefile"];

/// Check the statement kind before SQLite sees it: `Err(reason)` for anything that is not a query.
pub fn check_leading_keyword(sql: &str) -> Result<(), String> {
    let Some(keyword) = leading_keyword(sql) else {
        return Err("no SQL statement".to_string());
    };
    if ALLOWED_LEADING.contains(&keyword.as_str()) {
        return Ok(());
    }
    Err(match keyword.as_str() {
        "INSERT" | "UPDATE" | "DELETE" | "REPLACE" | "UPSERT" => {
            format!("writes are not allowed ({keyword})")
        }
        "CREATE" | "DROP" | "ALTER" => format!("schema changes are not allowed ({keyword})"),
        "BEGIN" | "COMMIT" | "END" | "ROLLBACK" | "SAVEPOINT" | "RELEASE" => {
            format!("transactions are not allowed ({keyword})")
        }
        "ATTACH" | "DETACH" => format!("{keyword} is not allowed"),
        "VACUUM" | "REINDEX" | "ANALYZE" => {
            format!("maintenance commands are not allowed ({keyword})")
        }
        _ => format!(
            "only SELECT, WITH, VALUES, EXPLAIN and read-only PRAGMA queries run (got {keyword})"
        ),
    })
}

/// The authorizer's verdict on one action: `Err(reason)` denies it.
pub fn authorize(action: &AuthAction<'_>) -> Result<(), String> {
    match action {
        AuthAction::Select | AuthAction::Read { .. } | AuthAction::Recursive => Ok(()),
        AuthAction::Function { function_name } => {
            let name = function_name.to_ascii_lowercase();
            if DENIED_FUNCTIONS.contains(&name.as_str()) {
                Err(format!("function {name}() is not allowed"))
            } else {
                Ok(())
            }
        }
        AuthAction::Pragma {
            pragma_name,
            pragma_value,
        } => authorize_pragma(pragma_name, pragma_value.as_deref()),
        AuthAction::Insert { .. } => Err("writes are not allowed (INSERT)".into()),
        AuthAction::Update { .. } => Err("writes are not allowed (UPDATE)".into()),
        AuthAction::Delete { .. } => Err("writes are not allowed (DELETE)".into()),
        AuthAction::CreateTable { .. }
        | AuthAction::CreateIndex { .. }
        | AuthAction::CreateView { .. }
        | AuthAction::CreateTrigger { .. }
        | AuthAction::CreateVtable { .. } => Err("schema changes are not allowed (CREATE)".into()),
        AuthAction::CreateTempTable { .. }
        | AuthAction::CreateTempIndex { .. }
        | AuthAction::CreateTempView { .. }
        | AuthAction::CreateTempTrigger { .. } => {
            Err("temporary objects are not allowed (CREATE TEMP)".into())
        }
        AuthAction::DropTable { .. }
        | AuthAction::DropIndex { .. }
        | AuthAction::DropView { .. }
        | AuthAction::DropTrigger { .. }
        | AuthAction::DropVtable { .. }
        | AuthAction::DropTempTable { .. }
        | AuthAction::DropTempIndex { .. }
        | AuthAction::DropTempView { .. }
        | AuthAction::DropTempTrigger { .. } => Err("schema changes are not allowed (DROP)".into()),
        AuthAction::AlterTable { .. } => Err("schema changes are not allowed (ALTER TABLE)".into()),
        AuthAction::Attach { .. } => Err("ATTACH is not allowed".into()),
        AuthAction::Detach { .. } => Err("DETACH is not allowed".into()),
        AuthAction::Reindex { .. } => Err("maintenance commands are not allowed (REINDEX)".into()),
        AuthAction::Analyze { .. } => Err("maintenance commands are not allowed (ANALYZE)".into()),
        AuthAction::Transaction { operation } => Err(format!(
            "transactions are not allowed ({})",
            operation_name(*operation)
        )),
        AuthAction::Savepoint { .. } => Err("transactions are not allowed (SAVEPOINT)".into()),
        other => Err(format!("this operation is not allowed ({other:?})")),
    }
}

fn operation_name(operation: TransactionOperation) -> &'static str {
    match operation {
        TransactionOperation::Begin => "BEGIN",
        TransactionOperation::Release => "COMMIT",
        TransactionOperation::Rollback => "ROLLBACK",
        _ => "transaction control",
    }
}

fn authorize_pragma(name: &str, value: Option<&str>) -> Result<(), String> {
    let name = name.to_ascii_lowercase();
    if INFO_PRAGMAS_WITH_ARG.contains(&name.as_str()) {
        return Ok(());
    }
    if INFO_PRAGMAS_NO_ARG.contains(&name.as_str()) {
        return match value {
            None => Ok(()),
            Some(_) => Err(format!(
                "PRAGMA {name} with a value writes and is not allowed"
            )),
        };
    }
    Err(format!(
        "PRAGMA {name} is not allowed (only informational PRAGMAs run)"
    ))
}

/// The first denial reason seen while preparing a statement, shared with the authorizer.
#[derive(Debug, Clone, Default)]
pub struct Denials(Arc<Mutex<Option<String>>>);

impl Denials {
    /// Forget any earlier denial (call before preparing a statement).
    pub fn clear(&self) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = None;
        }
    }

    /// The first denial since the last [`Denials::clear`].
    pub fn take(&self) -> Option<String> {
        self.0.lock().ok().and_then(|mut slot| slot.take())
    }

    fn record(&self, reason: String) {
        if let Ok(mut slot) = self.0.lock() {
            slot.get_or_insert(reason);
        }
    }
}

/// The authorizer callback for a guarded connection: applies [`authorize`], records the reason.
pub fn authorizer(
    denials: Denials,
) -> impl FnMut(AuthContext<'_>) -> Authorization + Send + 'static {
    move |context: AuthContext<'_>| match authorize(&context.action) {
        Ok(()) => Authorization::Allow,
        Err(reason) => {
            denials.record(reason);
            Authorization::Deny
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("select 1", true)]
    #[case("with x as (select 1) select * from x", true)]
    #[case("values (1)", true)]
    #[case("pragma table_info(t)", true)]
    #[case("vacuum into '/tmp/x.db'", false)]
    #[case("insert into t values (1)", false)]
    #[case("begin", false)]
    #[case("   ", false)]
    fn leading_keyword_policy(#[case] sql: &str, #[case] allowed: bool) {
        assert_eq!(check_leading_keyword(sql).is_ok(), allowed, "{sql}");
    }

    #[rstest]
    #[case("table_info", Some("t"), true)]
    #[case("user_version", None, true)]
    #[case("user_version", Some("5"), false)]
    #[case("journal_mode", None, false)]
    #[case("writable_schema", Some("1"), false)]
    #[case("query_only", Some("0"), false)]
    fn pragma_policy(#[case] name: &str, #[case] value: Option<&str>, #[case] allowed: bool) {
        assert_eq!(authorize_pragma(name, value).is_ok(), allowed);
    }

    #[test]
    fn denials_keep_the_first_reason_until_cleared() {
        let denials = Denials::default();
        denials.record("first".into());
        denials.record("second".into());
        assert_eq!(denials.take().as_deref(), Some("first"));
        assert_eq!(denials.take(), None);
        denials.record("again".into());
        denials.clear();
        assert_eq!(denials.take(), None);
    }
}
