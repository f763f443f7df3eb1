//! TUI memory over a long session: fifty questions asked one after another in one app on the
//! demo database (each typed, run to the end and drawn), with the resident set size read after
//! each. The target is a flat line once the caches have filled: what grows must be a cache
//! with a stated bound (see the README's "Large databases"), not the session.
//!
//!   cargo bench --bench tui_memory            (the local model when installed, else lexical)
//!   cargo bench --bench tui_memory -- --lexical
//!
//! Prints the RSS after questions 1, 10, 20, 30, 40 and 50 and the growth per question over
//! the last forty.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use qlarify::embed::ModelPaths;
use qlarify::store::{parse_config, Dirs};
use qlarify::tui::driver::run_until_idle;
use qlarify::tui::events::Message;
use qlarify::tui::{App, AppOptions};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::path::{Path, PathBuf};

const QUESTIONS: usize = 50;

/// Questions asked when the suite runs this bench as a test (`cargo test --all-targets` runs
/// it without `--bench`): enough to show it still works, not a measurement.
const SMOKE_QUESTIONS: usize = 3;

fn key(code: KeyCode) -> Message {
    Message::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn demo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite")
}

/// The demo's documented questions (`## N. question` headings), then each again with a word
/// added, so every one of the fifty is new text to the session.
fn questions() -> Vec<String> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/questions.md"))
            .unwrap_or_default();
    let base: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("## "))
        .filter_map(|l| l.split_once(". ").map(|(_, q)| q.trim().to_string()))
        .collect();
    base.iter()
        .cloned()
        .chain(base.iter().map(|q| format!("{q} please")))
        .take(QUESTIONS)
        .collect()
}

fn resident_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|k| k.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

fn main() {
    let lexical_asked = std::env::args().any(|a| a == "--lexical");
    let Ok(config) = tempfile::tempdir() else {
        return;
    };
    let model_data = Dirs::resolve()
        .ok()
        .map(|d| d.data)
        .filter(|d| ModelPaths::new(d).check_installed().is_ok());
    let lexical = lexical_asked || model_data.is_none();
    // A scratch data directory (the model linked in) so the caches start empty.
    let data = config.path().join("data");
    let _ = std::fs::create_dir_all(&data);
    if let Some(models) = model_data.as_ref().map(|d| d.join("models")) {
        #[cfg(unix)]
        let _ = std::os::unix::fs::symlink(models, data.join("models"));
    }
    let dirs = Dirs {
        config: config.path().to_path_buf(),
        data,
    };
    let settings = parse_config(&dirs.config_file(), None).value;
    let (mut app, tasks) = App::new(AppOptions::from_config(demo(), dirs, settings, lexical));
    run_until_idle(&mut app, tasks);
    let Ok(mut terminal) = Terminal::new(TestBackend::new(120, 40)) else {
        return;
    };
    let measuring = std::env::args().any(|a| a == "--bench");
    let mut questions = questions();
    if !measuring {
        questions.truncate(SMOKE_QUESTIONS);
    }
    println!(
        "tui memory, {} questions on the demo database ({})",
        questions.len(),
        if lexical { "lexical" } else { "minilm" }
    );
    let mut rss = Vec::new();
    for question in &questions {
        let mut tasks = Vec::new();
        if app.session().is_some_and(|s| s.round_id() > 0) {
            tasks.extend(app.update(key(KeyCode::Char('i'))));
        }
        for c in question.chars() {
            tasks.extend(app.update(key(KeyCode::Char(c))));
        }
        tasks.extend(app.update(key(KeyCode::Enter)));
        run_until_idle(&mut app, tasks);
        let _ = terminal.draw(|f| app.draw(f));
        rss.push(resident_mib());
    }
    for n in [1, 10, 20, 30, 40, 50] {
        if let Some(r) = rss.get(n - 1) {
            println!("  after question {n:>2}: {r:7.1} MiB resident");
        }
    }
    if let (Some(tenth), Some(last)) = (rss.get(9), rss.last()) {
        let per = (last - tenth) / (rss.len() - 10).max(1) as f64;
        println!("  growth after the tenth question: {per:.2} MiB per question");
    }
}
