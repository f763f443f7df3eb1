//! Reaching a PostgreSQL server: the URL, the password, the session settings.
//!
//! Owns: parsing `postgres://user@host:port/db` (libpq's URL and `key=value` forms), finding the
//! password the way libpq does — `PGPASSWORD`, then the password file (`PGPASSFILE` or
//! `~/.pgpass`) — the TLS the URL asks for (`sslmode`, `sslrootcert`), and the settings every
//! session starts with, so that even a statement that got past every check cannot write, wait
//! on a lock, or run unbounded.
//!
//! TLS: `sslmode=require`, `verify-ca` and `verify-full` all connect over TLS and verify the
//! server's certificate and name, against `sslrootcert` (a PEM file) when the URL names one and
//! Mozilla's roots otherwise — stricter than libpq's `require`, which encrypts without checking
//! who answers. Without those modes (`disable`, `prefer`, none) the connection is plain, as
//! before: a `prefer` that silently failed over on an unverifiable certificate would hide what
//! the connection is.
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
pub fn config(url: &str, limits: &Limits) -> DbResult<(Config, Option<Tls>)> {
    let open_error = |reason: String| DbError::Open {
        path: redact(url),
        reason,
    };
    let (url, tls) = tls_options(url).map_err(open_error)?;
    let mut config =
        Config::from_str(&url).map_err(|e| open_error(format!("not a PostgreSQL URL: {e}")))?;
    if config.get_password().is_some() {
        return Err(open_error(
            "the URL holds a password; put it in PGPASSWORD or ~/.pgpass instead (qlarify keeps \
             the URL in its history and never stores passwords)"
                .into(),
        ));
    }
    let tls = match tls {
        Some(root) => {
            config.ssl_mode(SslMode::Require);
            Some(connector(root.as_deref()).map_err(open_error)?)
        }
        None => {
            config.ssl_mode(SslMode::Disable);
            None
        }
    };
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
    Ok((config, tls))
}

/// The TLS connector qlarify uses (rustls; cheap to clone, for cancel requests too).
pub type Tls = tokio_postgres_rustls::MakeRustlsConnect;

/// `url` without the TLS parameters the driver does not read (`sslrootcert`, the `verify-*`
/// modes), and whether TLS is asked for: `Some(root certificate file, if named)`.
fn tls_options(url: &str) -> Result<(String, Option<Option<PathBuf>>), String> {
    let Some((base, query)) = url.split_once('?') else {
        return Ok((url.to_string(), None));
    };
    let mut kept = Vec::new();
    let (mut mode, mut root) = (None, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        match pair.split_once('=') {
            Some(("sslmode", value)) => mode = Some(value.to_ascii_lowercase()),
            Some(("sslrootcert", value)) => root = Some(PathBuf::from(percent_decoded(value))),
            _ => kept.push(pair),
        }
    }
    let tls = match mode.as_deref() {
        None | Some("disable" | "allow" | "prefer") if root.is_some() => {
            return Err("sslrootcert needs sslmode=verify-full (or require, verify-ca)".into())
        }
        None | Some("disable" | "allow" | "prefer") => None,
        Some("require" | "verify-ca" | "verify-full") => Some(root),
        Some(other) => return Err(format!("unknown sslmode={other}")),
    };
    let url = if kept.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    Ok((url, tls))
}

/// `%2F`-style escapes decoded (a path in a URL's query).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A TLS connector that verifies the server against `root` (PEM certificates) or, without one,
/// Mozilla's roots.
fn connector(root: Option<&Path>) -> Result<Tls, String> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::CertificateDer;
    let mut roots = rustls::RootCertStore::empty();
    match root {
        Some(file) => {
            let certificates = CertificateDer::pem_file_iter(file)
                .map_err(|e| format!("sslrootcert {}: {e}", file.display()))?;
            for certificate in certificates {
                let certificate =
                    certificate.map_err(|e| format!("sslrootcert {}: {e}", file.display()))?;
                roots
                    .add(certificate)
                    .map_err(|e| format!("sslrootcert {}: {e}", file.display()))?;
            }
            if roots.is_empty() {
                return Err(format!(
                    "sslrootcert {}: no certificate in it",
                    file.display()
                ));
            }
        }
        None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
    }
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
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
        let Err(error) = config("postgres://u:hunter2@h/db", &Limits::default()) else {
            panic!("a password in the URL is refused");
        };
        let text = error.to_string();
        assert!(text.contains("PGPASSWORD"), "{text}");
        assert!(error.is_refusal());
        assert!(!text.contains("hunter2"), "{text}");
        assert!(text.contains("postgres://u:***@h/db"), "{text}");
    }

    #[rstest]
    #[case("postgres://u@h/db", "postgres://u@h/db", None)]
    #[case("postgres://u@h/db?sslmode=prefer", "postgres://u@h/db", None)]
    #[case("postgres://u@h/db?sslmode=require", "postgres://u@h/db", Some(None))]
    #[case(
        "postgres://u@h/db?application_name=x&sslmode=verify-full&sslrootcert=%2Ftmp%2Fca.pem",
        "postgres://u@h/db?application_name=x",
        Some(Some("/tmp/ca.pem"))
    )]
    fn the_url_says_whether_to_use_tls_and_whom_to_trust(
        #[case] url: &str,
        #[case] driver_url: &str,
        #[case] tls: Option<Option<&str>>,
    ) {
        let (rest, asked) = tls_options(url).expect("parses");
        assert_eq!(rest, driver_url);
        assert_eq!(asked, tls.map(|root| root.map(PathBuf::from)));
    }

    #[rstest]
    #[case("postgres://u@h/db?sslmode=sometimes", "unknown sslmode")]
    #[case("postgres://u@h/db?sslrootcert=/x.pem", "sslrootcert needs")]
    #[case(
        "postgres://u@h/db?sslmode=verify-full&sslrootcert=/no/such.pem",
        "/no/such.pem"
    )]
    fn tls_settings_that_cannot_be_honoured_are_refused(#[case] url: &str, #[case] says: &str) {
        let Err(error) = config(url, &Limits::default()) else {
            panic!("{url} is refused");
        };
        assert!(error.is_refusal());
        assert!(error.to_string().contains(says), "{error}");
    }
}
