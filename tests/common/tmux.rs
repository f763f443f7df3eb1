//! A qlarify TUI in a detached tmux session of fixed size: keys in with `send-keys`, the screen
//! back with `capture-pane -p` (shared by the end-to-end tests that drive a real terminal).
#![allow(dead_code)]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Generous: a debug build generates slowly, and CI machines are busy.
pub const WAIT: Duration = Duration::from_secs(180);

pub struct Tmux {
    pub socket: String,
    pub session: String,
}

impl Tmux {
    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("tmux runs")
    }

    pub fn send(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.session];
        args.extend_from_slice(keys);
        let out = self.run(&args);
        assert!(out.status.success(), "send-keys: {out:?}");
    }

    /// A tmux format expanded for the pane (`#{pane_title}`, say).
    pub fn show(&self, format: &str) -> String {
        let out = self.run(&["display-message", "-p", "-t", &self.session, format]);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    pub fn screen(&self) -> String {
        let out = self.run(&["capture-pane", "-p", "-t", &self.session]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Poll the screen until `ready` holds for it; panics with the last screen on timeout.
    pub fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < WAIT,
                "timed out waiting for {what}:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    pub fn alive(&self) -> bool {
        self.run(&["has-session", "-t", &self.session])
            .status
            .success()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

pub fn tmux_installed() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// True when the test should go on: tmux is there. Without it the test is skipped with a
/// message, unless `CI` is set, in which case it fails.
pub fn tmux_or_skip() -> bool {
    if tmux_installed() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "tmux is required on CI (apt-get install tmux)"
    );
    eprintln!("SKIPPED: tmux is not installed (apt-get install tmux); set CI to make this fail");
    false
}

impl Tmux {
    /// Start `command` in a new 120×40 session.
    pub fn start(&self, command: &str) {
        let out = self.run(&[
            "new-session",
            "-d",
            "-s",
            &self.session,
            "-x",
            "120",
            "-y",
            "40",
            command,
        ]);
        assert!(out.status.success(), "tmux new-session: {out:?}");
    }

    /// Ctrl-C, then wait for the session to end.
    pub fn quit(&self) {
        self.send(&["C-c"]);
        let start = Instant::now();
        while self.alive() && start.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(!self.alive(), "qlarify quit on ctrl-c");
    }
}
