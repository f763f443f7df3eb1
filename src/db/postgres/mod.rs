//! The PostgreSQL backend: a guarded session on a server, statements read through a cursor.
//!
//! Owns: [`PgDb`] (one client connection with qlarify's session settings, its cancel token and
//! limits), the per-statement `READ ONLY` transaction, paging through `DECLARE … CURSOR` /
//! `FETCH` so only one page is ever in memory, and the catalog reads of `introspect.rs`.
//! Must not touch: the SQLite backend or the session; `SafeDb` dispatches here.
//!
//! Every statement runs as: policy check (`guard.rs`), `BEGIN READ ONLY`, prepare (one
//! statement, through the extended protocol), `DECLARE` a cursor, `FETCH` page by page with
//! `statement_timeout` set to what is left of the query's budget, `ROLLBACK` when the query is
//! dropped — the transaction never commits, whatever happened inside it.

mod connect;
mod decode;
mod exec;
mod guard;
mod introspect;

pub use connect::{is_postgres_url, redact};
pub(crate) use exec::PgQuery;

use crate::db::{one_line, DbError, DbResult, Limits};
use postgres::{CancelToken, Client, NoTls};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A PostgreSQL session that only reads.
pub(crate) struct PgDb {
    client: Mutex<Client>,
    cancel: CancelToken,
    /// The connection's TLS, which its cancel requests use too (`None`: plain).
    tls: Option<connect::Tls>,
    /// Set by a cancel handle, so a cancelled statement is told from one that timed out (the
    /// server reports both as `query_canceled`).
    cancelled: Arc<AtomicBool>,
    limits: Limits,
    label: String,
    /// The schema the session reads (`current_schema()`): where unqualified names resolve.
    namespace: String,
}

impl PgDb {
    /// Connect to the server `url` names. The password comes from `PGPASSWORD` or the password
    /// file, never from the URL.
    pub fn open(url: &str, limits: Limits) -> DbResult<Self> {
        let label = redact(url);
        let (config, tls) = connect::config(url, &limits)?;
        let mut client = match &tls {
            Some(tls) => config.connect(tls.clone()),
            None => config.connect(NoTls),
        }
        .map_err(|e| connect_error(&label, &e))?;
        let namespace = client
            .query_one("SELECT current_schema()", &[])
            .and_then(|row| row.try_get::<_, Option<String>>(0))
            .map_err(|e| DbError::Open {
                path: label.clone(),
                reason: describe(&e),
            })?
            .unwrap_or_else(|| "public".into());
        let cancel = client.cancel_token();
        Ok(Self {
            client: Mutex::new(client),
            cancel,
            tls,
            cancelled: Arc::new(AtomicBool::new(false)),
            limits,
            label,
            namespace,
        })
    }

    pub fn cancel_handle(&self) -> PgCancel {
        PgCancel {
            token: self.cancel.clone(),
            tls: self.tls.clone(),
            cancelled: Arc::clone(&self.cancelled),
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn label(&self) -> &str {
        &self.label
    }

    pub fn namespace(&self) -> &str {
        &self.namespace
    }
}

/// Cancels the statement running on a [`PgDb`] by the protocol's cancel request.
#[derive(Clone)]
pub(crate) struct PgCancel {
    token: CancelToken,
    tls: Option<connect::Tls>,
    cancelled: Arc<AtomicBool>,
}

impl PgCancel {
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::SeqCst);
        // The request opens its own short connection; a failure leaves the statement to its
        // timeout, which is all a cancel could add.
        let token = self.token.clone();
        let tls = self.tls.clone();
        std::thread::spawn(move || {
            let _ = match tls {
                Some(tls) => token.cancel_query(tls),
                None => token.cancel_query(NoTls),
            };
        });
    }
}

/// An error from connecting: a server that is not there (or not yet) is transient; a refused
/// login, a missing database or a malformed setting is the input's fault.
fn connect_error(label: &str, error: &postgres::Error) -> DbError {
    let reason = describe(error);
    match error.code() {
        Some(_) => DbError::Open {
            path: label.to_string(),
            reason,
        },
        None => DbError::Unavailable(format!("cannot reach {label}: {reason}")),
    }
}

/// The server's own message for its errors; for the client's, the error and its cause
/// ("error connecting to server: Connection refused").
pub(crate) fn describe(error: &postgres::Error) -> String {
    if let Some(db) = error.as_db_error() {
        return one_line(db.message());
    }
    let mut text = error.to_string();
    let mut cause = std::error::Error::source(error);
    while let Some(inner) = cause {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        cause = inner.source();
    }
    one_line(&text)
}
