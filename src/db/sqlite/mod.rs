//! The SQLite backend: files opened read-only, the authorizer policy, paged execution.
//!
//! Owns: everything that touches `rusqlite` — opening files read-only, the in-memory modified
//! copies the eval runner needs, the read-only policy (authorizer, single statement, timeout,
//! cancel, memory and length limits), stepping rows into pages, and the catalog reads.
//! Must not touch: other engines; `SafeDb` dispatches here.

mod exec;
mod guard;
mod introspect;
mod open;
mod watch;

pub use exec::value_of;
pub(crate) use exec::{SqlitePages, SqliteQuery};
pub use open::copy_with_setup;
pub(crate) use open::SqliteDb;
pub(crate) use watch::SqliteCancel;
