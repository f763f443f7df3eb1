//! Server-sent events as chat-completions streams them: `data: {json}` lines separated by blank
//! lines, ending with `data: [DONE]`.
//!
//! Owns: reassembling events from arbitrary byte chunks (a chunk may end mid-line or mid
//! UTF-8 character) and yielding each event's data.
//! Must not touch: what the data means (`wire`) or the transport (`client`).

/// What one complete event carried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SseEvent {
    /// The payload of one event (`data:` lines joined by newlines).
    Data(String),
    /// `data: [DONE]`: the stream is over.
    Done,
}

/// Incremental parser: feed it bytes as they arrive, take the events that completed.
#[derive(Debug, Default)]
pub struct SseParser {
    pending: Vec<u8>,
    data: Vec<String>,
}

impl SseParser {
    pub fn new() -> Self {
        Self::default()
    }

    /// Every event completed by `chunk`.
    pub fn feed(&mut self, chunk: &[u8]) -> Vec<SseEvent> {
        self.pending.extend_from_slice(chunk);
        let mut events = Vec::new();
        while let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            let line = String::from_utf8_lossy(&line);
            let line = line.trim_end_matches(['\n', '\r']);
            self.line(line, &mut events);
        }
        events
    }

    /// The event left unterminated when the stream closed (servers often omit the final blank
    /// line).
    pub fn finish(&mut self) -> Vec<SseEvent> {
        let mut events = Vec::new();
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            let rest = String::from_utf8_lossy(&rest).into_owned();
            self.line(rest.trim_end_matches('\r'), &mut events);
        }
        self.line("", &mut events);
        events
    }

    fn line(&mut self, line: &str, events: &mut Vec<SseEvent>) {
        if line.is_empty() {
            if !self.data.is_empty() {
                let data = std::mem::take(&mut self.data).join("\n");
                events.push(if data.trim() == "[DONE]" {
                    SseEvent::Done
                } else {
                    SseEvent::Data(data)
                });
            }
            return;
        }
        if line.starts_with(':') {
            return; // a comment (keep-alive)
        }
        if let Some(value) = line.strip_prefix("data:") {
            self.data
                .push(value.strip_prefix(' ').unwrap_or(value).to_string());
        }
        // `event:`, `id:` and `retry:` fields carry nothing chat-completions uses.
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const STREAM: &str =
        "data: {\"a\":1}\n\n: keep-alive\n\ndata: {\"b\":\"é\"}\r\n\r\ndata: [DONE]\n\n";

    fn all(chunks: &[&[u8]]) -> Vec<SseEvent> {
        let mut parser = SseParser::new();
        let mut out: Vec<SseEvent> = chunks.iter().flat_map(|c| parser.feed(c)).collect();
        out.extend(parser.finish());
        out
    }

    #[test]
    fn events_comments_and_done() {
        assert_eq!(
            all(&[STREAM.as_bytes()]),
            vec![
                SseEvent::Data("{\"a\":1}".into()),
                SseEvent::Data("{\"b\":\"é\"}".into()),
                SseEvent::Done
            ]
        );
    }

    #[test]
    fn an_unterminated_last_event_still_counts() {
        assert_eq!(all(&[b"data: x"]), vec![SseEvent::Data("x".into())]);
    }

    proptest! {
        #[test]
        fn any_split_gives_the_same_events(cuts in proptest::collection::vec(0usize..STREAM.len(), 0..6)) {
            let bytes = STREAM.as_bytes();
            let mut cuts = cuts;
            cuts.sort_unstable();
            let mut chunks = Vec::new();
            let mut start = 0;
            for cut in cuts {
                chunks.push(&bytes[start..cut]);
                start = cut;
            }
            chunks.push(&bytes[start..]);
            prop_assert_eq!(all(&chunks), all(&[bytes]));
        }
    }
}
