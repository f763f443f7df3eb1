//! Copying text to the user's clipboard through the terminal: the OSC 52 escape sequence, which
//! works over SSH and inside tmux (with `set-clipboard on`) without any system clipboard tool.
//!
//! Owns: encoding the escape sequence.
//! Must not touch: the terminal itself (the event loop writes the sequence between frames).

use base64::Engine as _;

/// The OSC 52 sequence that puts `text` on the clipboard.
pub fn osc52(text: &str) -> String {
    let encoded = base64::engine::general_purpose::STANDARD.encode(text.as_bytes());
    format!("\x1b]52;c;{encoded}\x07")
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
}
