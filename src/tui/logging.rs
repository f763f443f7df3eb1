//! The TUI's log: `tracing` events go to `<data dir>/tui.log`, never to the screen (the
//! alternate screen would be corrupted by a single stray line).
//!
//! Owns: installing the subscriber and choosing the file. `QLARIFY_LOG` sets the filter
//! (`RUST_LOG` syntax); by default qlarify logs at debug level (timings) and its crates at info.
//! Must not touch: what is logged (each module logs its own events).

use crate::store::Dirs;
use std::fs::OpenOptions;
use std::path::PathBuf;
use std::sync::Mutex;
use tracing_subscriber::EnvFilter;

/// The variable that overrides the log filter.
pub const LOG_ENV: &str = "QLARIFY_LOG";

/// A writer that cuts registered secrets out of what it writes (tracing formats each event
/// into one buffer and writes it whole, so a key is never split across two writes).
struct Scrubbed<W>(W);

impl<W: std::io::Write> std::io::Write for Scrubbed<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .write_all(&crate::store::secrets::scrub_bytes(buf))
            .map(|()| buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// The log file of the TUI.
pub fn log_path(dirs: &Dirs) -> PathBuf {
    dirs.data.join("tui.log")
}

/// Send every `tracing` event to the log file. Returns the file, or why logging is off (the
/// TUI runs without a log rather than failing).
pub fn init(dirs: &Dirs) -> Result<PathBuf, String> {
    let path = log_path(dirs);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options
        .open(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let filter =
        EnvFilter::try_from_env(LOG_ENV).unwrap_or_else(|_| EnvFilter::new("info,qlarify=debug"));
    tracing_subscriber::fmt()
        .with_writer(Mutex::new(Scrubbed(file)))
        .with_ansi(false)
        .with_env_filter(filter)
        .try_init()
        .map_err(|e| e.to_string())?;
    Ok(path)
}
