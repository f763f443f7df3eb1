//! Copying text to the user's clipboard through the terminal: the OSC 52 escape sequence, which
//! works over SSH and inside tmux (with `set-clipboard on`) without any system clipboard tool.
//!
//! Owns: encoding the escape sequence, and what the status line may say about it: a terminal
//! never acknowledges OSC 52 (many ignore it silently), so qlarify says the text was *sent*, and
//! what to check if nothing arrived — never that it was copied.
//! Must not touch: the terminal itself (the event loop writes the sequence between frames).

use base64::Engine as _;

/// The OSC 52 sequence that puts `text` on the clipboard.
pub fn osc52(text: &str) -> String {
    let encoded = base64::engine::general_purpose::STANDARD.encode(text.as_bytes());
    format!("\x1b]52;c;{encoded}\x07")
}

/// The status line after sending `chars` characters: honest about what is known.
pub fn sent_message(chars: usize) -> String {
    format!(
        "sent {chars} characters to the terminal's clipboard (OSC 52); if nothing was copied, \
         your terminal may not support it (tmux: set -g set-clipboard on)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("", "\x1b]52;c;\x07")]
    #[case("SELECT 1", "\x1b]52;c;U0VMRUNUIDE=\x07")]
    #[case("é", "\x1b]52;c;w6k=\x07")]
    fn encodes_text_as_base64_in_an_osc52_sequence(#[case] text: &str, #[case] expected: &str) {
        assert_eq!(osc52(text), expected);
    }

    #[test]
    fn the_message_never_claims_the_copy_succeeded() {
        let message = sent_message(12);
        assert!(message.starts_with("sent 12 characters"), "{message}");
        assert!(!message.contains("copied 12"), "{message}");
        assert!(message.contains("may not support it"), "{message}");
    }
}
