//! Secrets that must never reach a file or the log: the API keys read from the variables
//! `[[models]]` entries name.
//!
//! Owns: the process-wide list of known secrets (registered when a key is first read) and
//! [`scrub`], which every persisted document, history line and log line passes through. A
//! model that echoes its key inside SQL would otherwise carry it into `history.jsonl`.
//! Must not touch: where keys come from (the endpoint reads its variable and registers it).

use std::borrow::Cow;
use std::sync::RwLock;

/// What a secret is replaced with.
pub const REDACTED: &str = "***";

/// Shorter values are not treated as secrets: scrubbing "a" would mangle every text.
const MIN_SECRET_CHARS: usize = 8;

static SECRETS: RwLock<Vec<String>> = RwLock::new(Vec::new());

/// Remember `secret` so that [`scrub`] removes it from now on (idempotent).
pub fn register(secret: &str) {
    let secret = secret.trim();
    if secret.chars().count() < MIN_SECRET_CHARS {
        return;
    }
    if let Ok(mut known) = SECRETS.write() {
        if !known.iter().any(|k| k == secret) {
            known.push(secret.to_string());
        }
    }
}

/// `text` with every registered secret (and its JSON-escaped form) replaced by [`REDACTED`].
pub fn scrub(text: &str) -> Cow<'_, str> {
    let Ok(known) = SECRETS.read() else {
        return Cow::Borrowed(text);
    };
    scrub_with(text, known.iter().map(String::as_str))
}

/// [`scrub`] with an explicit list (the client knows its own key before registering).
pub fn scrub_with<'t, 's>(
    text: &'t str,
    secrets: impl IntoIterator<Item = &'s str>,
) -> Cow<'t, str> {
    let mut out = Cow::Borrowed(text);
    for secret in secrets {
        let escaped = serde_json::to_string(secret).unwrap_or_default();
        let escaped = escaped.trim_matches('"');
        for form in [secret, escaped] {
            if !form.is_empty() && out.contains(form) {
                out = Cow::Owned(out.replace(form, REDACTED));
            }
        }
    }
    out
}

/// [`scrub`] over bytes that are usually UTF-8 (a line of the log, an encoded document);
/// bytes that are not UTF-8 are returned unchanged (a key is always valid text, so a key
/// inside them would have made them valid there too only by chance — they are not ours).
pub fn scrub_bytes(bytes: &[u8]) -> Cow<'_, [u8]> {
    match std::str::from_utf8(bytes) {
        Ok(text) => match scrub(text) {
            Cow::Borrowed(_) => Cow::Borrowed(bytes),
            Cow::Owned(clean) => Cow::Owned(clean.into_bytes()),
        },
        Err(_) => Cow::Borrowed(bytes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registered_secrets_are_scrubbed_and_short_values_are_not_secrets() {
        register("sk-unit-test-secret-0001");
        register("abc");
        assert_eq!(
            scrub("SELECT 'sk-unit-test-secret-0001' FROM t -- abc"),
            "SELECT '***' FROM t -- abc"
        );
        assert!(matches!(scrub("nothing here"), Cow::Borrowed(_)));
        let quoted = scrub_with(
            r#"{"sql":"a\"b-key-with-quote"}"#,
            [r#"a"b-key-with-quote"#],
        );
        assert_eq!(quoted, r#"{"sql":"***"}"#);
    }
}
