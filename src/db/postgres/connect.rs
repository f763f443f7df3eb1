//! Reaching a PostgreSQL server: the URL, the password, the session settings.
//!
//! Owns: parsing `postgres://user@host:port/db` (libpq's URL and `key=value` forms), finding the
//! password the way libpq does — `PGPASSWORD`, then the password file (`PGPASSFILE` or
//! `~/.pgpass`) — and the settings every session starts with, so that even a statement that got
//! past every check cannot write, wait on a lock, or run unbounded.
//! Must not touch: statements (that is `exec.rs`).
//!
//! Secrets: a password written into the URL is refused (the URL ends up in history, logs and
//! titles), and the one read from the environment or the file lives only in the driver's
//! configuration, never in a label, an error or anything written.

use crate::db::{DbError, DbResult, Limits};
use postgres::config::{Host, SslMode};
use postgres::Config;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// True when `target` names a PostgreSQL server rather than a file.
pub fn is_postgres_url(target: &str) -> bool {
    let lower = target.get(..13).unwrap_or(target).to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// The driver configuration for `url`, with the password (if any) from the environment or the
/// password file and qlarify's session settings. Fails on a malformed URL, a password in the
/// URL, or a TLS mode this build cannot honour.
pub fn config(url: &str, limits: &Limits) -> DbResult<Config> {
    let open_error = |reason: String| DbError::Open {
        path: redact(url),
        reason,
    };
    let mut config =
        Config::from_str(url).map_err(|e| open_error(format!("not a PostgreSQL URL: {e}")))?;
    if config.get_password().is_some() {
        return Err(open_error(
            "the URL holds a password; put it in PGPASSWORD or ~/.pgpass instead (qlarify keeps \
             the URL in its history and never stores passwords)"
                .into(),
        ));
    }
    if config.get_ssl_mode() == SslMode::Require {
        return Err(open_error(
            "sslmode=require: this build reaches PostgreSQL without TLS only (use a local \
             socket, an SSH tunnel, or sslmode=disable)"
                .into(),
        ));
    }
    if config.get_user().is_none() {
        let user = std::env::var("PGUSER")
            .or_else(|_| std::env::var("USER"))
            .map_err(|_| open_error("no user in the URL, PGUSER or USER".into()))?;
        config.user(&user);
    }
    if config.get_dbname().is_none() {
        if let Ok(name) = std::env::var("PGDATABASE") {
            config.dbname(&name);
        }
    }
    if config.get_hosts().is_empty() {
        config.host(&std::env::var("PGHOST").unwrap_or_else(|_| "localhost".into()));
    }
    if let Some(password) = password_for(&config) {
        config.password(password);
    }
    let timeout_ms = limits.timeout.as_millis().max(1);
    // Server-side bounds for every statement of the session: read-only transactions by default,
    // a statement timeout, and no waiting on locks or sitting idle inside a transaction.
    config.options(&format!(
        "-c default_transaction_read_only=on -c statement_timeout={timeout_ms} \
         -c lock_timeout=2000 -c idle_in_transaction_session_timeout={} \
         -c idle_session_timeout=0",
        timeout_ms.saturating_mul(2).max(60_000)
    ));
    config.application_name("qlarify");
    config.connect_timeout(limits.timeout.min(std::time::Duration::from_secs(10)));
    Ok(config)
}

/// `url` with any password in it replaced by `***`, for labels and messages.
pub fn redact(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let rest = &url[scheme_end..];
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let Some(at) = rest[..authority_end].rfind('@') else {
        return url.to_string();
    };
    match rest[..at].find(':') {
        Some(colon) => format!(
            "{}{}:***{}",
            &url[..scheme_end],
            &rest[..colon],
            &rest[at..]
        ),
        None => url.to_string(),
    }
}

/// The password libpq would use: `PGPASSWORD`, else the first matching line of the password file.
fn password_for(config: &Config) -> Option<Vec<u8>> {
    if let Ok(password) = std::env::var("PGPASSWORD") {
        return Some(password.into_bytes());
    }
    let file = std::env::var_os("PGPASSFILE")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".pgpass")))?;
    let text = std::fs::read_to_string(file).ok()?;
    let host = match config.get_hosts().first() {
        Some(Host::Tcp(name)) => name.clone(),
        #[cfg(unix)]
        Some(Host::Unix(_)) | None => "localhost".to_string(),
        #[cfg(not(unix))]
        None => "localhost".to_string(),
    };
    let port = config
        .get_ports()
        .first()
        .copied()
        .unwrap_or(5432)
        .to_string();
    let database = config.get_dbname().unwrap_or_default();
    let user = config.get_user().unwrap_or_default();
    pgpass_lookup(&text, [&host, &port, database, user]).map(String::into_bytes)
}

/// The password of the first `host:port:database:user:password` line of a password file whose
/// four fields match `wanted` (`*` matches anything; `\:` and `\\` are escapes; `#` starts a
/// comment line).
pub fn pgpass_lookup(text: &str, wanted: [&str; 4]) -> Option<String> {
    for line in text.lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields = split_escaped(line);
        let [host, port, database, user, password] = fields.as_slice() else {
            continue;
        };
        let matches = [host, port, database, user]
            .iter()
            .zip(wanted)
            .all(|(field, want)| field.as_str() == "*" || field.as_str() == want);
        if matches {
            return Some(password.clone());
        }
    }
    None
}

fn split_escaped(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    if let Some(field) = fields.last_mut() {
                        field.push(next);
                    }
                }
            }
            ':' if fields.len() < 5 => fields.push(String::new()),
            c => {
                if let Some(field) = fields.last_mut() {
                    field.push(c);
                }
            }
        }
    }
    fields
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("postgres://u@h/db", true)]
    #[case("PostgreSQL://u@h/db", true)]
    #[case("demo.sqlite", false)]
    #[case("postgres.sqlite", false)]
    fn urls_are_told_from_files(#[case] target: &str, #[case] url: bool) {
        assert_eq!(is_postgres_url(target), url);
    }

    #[rstest]
    #[case("h:5432:db:u:secret", Some("secret"))]
    #[case("*:*:*:u:any", Some("any"))]
    #[case("h:5432:other:u:no\nh:*:db:u:yes", Some("yes"))]
    #[case("# h:5432:db:u:commented", None)]
    #[case("h:5432:db:u:with\\:colon", Some("with:colon"))]
    #[case("h:5432:db:someone:else", None)]
    fn the_password_file_is_read_as_libpq_reads_it(
        #[case] text: &str,
        #[case] expected: Option<&str>,
    ) {
        assert_eq!(
            pgpass_lookup(text, ["h", "5432", "db", "u"]).as_deref(),
            expected
        );
    }

    #[test]
    fn a_password_in_the_url_is_refused_without_echoing_it() {
        let error =
            config("postgres://u:hunter2@h/db", &Limits::default()).expect_err("password refused");
        let text = error.to_string();
        assert!(text.contains("PGPASSWORD"), "{text}");
        assert!(error.is_refusal());
        assert!(!text.contains("hunter2"), "{text}");
        assert!(text.contains("postgres://u:***@h/db"), "{text}");
    }
}
