//! TUI responsiveness on the demo database: (a) key press → drawn frame (one key message
//! through `App::update` and a full draw to a 120×40 `TestBackend`, with a round on screen),
//! and (b) submit → first candidate shown (typing Enter on a question until the session view
//! holds a candidate, as the app itself times it, plus the frame that shows it), with lexical
//! similarity and — when it is installed — the local embedding model.

use criterion::{criterion_group, criterion_main, Criterion};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use qlarify::embed::ModelPaths;
use qlarify::store::{parse_config, Dirs};
use qlarify::tui::driver::run_until_idle;
use qlarify::tui::events::Message;
use qlarify::tui::{App, AppOptions};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const QUESTION: &str = "What are the average salaries by department?";

fn key(code: KeyCode) -> Message {
    Message::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn demo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite")
}

/// An app on the demo database with its own empty config directory; `data` holds the model.
fn app(config: &Path, data: &Path, lexical: bool) -> App {
    let dirs = Dirs {
        config: config.to_path_buf(),
        data: data.to_path_buf(),
    };
    let settings = parse_config(&dirs.config_file(), None).value;
    let (mut app, tasks) = App::new(AppOptions::from_config(demo(), dirs, settings, lexical));
    run_until_idle(&mut app, tasks);
    app
}

/// Type the question and press Enter; returns the tasks started. After a first question the
/// input has lost focus, and `i` gives it back.
fn ask(app: &mut App) -> Vec<qlarify::tui::tasks::Task> {
    let mut tasks = Vec::new();
    if app.session().is_some_and(|s| s.round_id() > 0) {
        tasks.extend(app.update(key(KeyCode::Char('i'))));
    }
    for c in QUESTION.chars() {
        tasks.extend(app.update(key(KeyCode::Char(c))));
    }
    tasks.extend(app.update(key(KeyCode::Enter)));
    tasks
}

fn key_to_frame(c: &mut Criterion) {
    let Ok(config) = tempfile::tempdir() else {
        return;
    };
    let mut app = app(config.path(), config.path(), true);
    let tasks = ask(&mut app);
    run_until_idle(&mut app, tasks);
    let Ok(mut terminal) = Terminal::new(TestBackend::new(120, 40)) else {
        return;
    };
    c.bench_function(
        "tui: key press → drawn frame (tab, round on screen)",
        |b| {
            b.iter(|| {
                let tasks = app.update(key(KeyCode::Tab));
                assert!(tasks.is_empty());
                let _ = terminal.draw(|f| app.draw(f));
            });
        },
    );
}

fn submit_to_candidate(c: &mut Criterion) {
    let Ok(config) = tempfile::tempdir() else {
        return;
    };
    let mut backends = vec![("lexical", true, config.path().to_path_buf())];
    let model_data = Dirs::resolve().ok().map(|d| d.data);
    if let Some(data) = model_data.filter(|d| ModelPaths::new(d).check_installed().is_ok()) {
        backends.push(("minilm", false, data));
    } else {
        eprintln!("the embedding model is not installed: only lexical similarity is measured");
    }
    let mut group = c.benchmark_group("tui: submit → first candidate shown");
    group.sample_size(10);
    for (name, lexical, data) in backends {
        let mut app = app(config.path(), &data, lexical);
        let Ok(mut terminal) = Terminal::new(TestBackend::new(120, 40)) else {
            return;
        };
        group.bench_function(name, |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    let tasks = ask(&mut app);
                    run_until_idle(&mut app, tasks);
                    let drawn = Instant::now();
                    let _ = terminal.draw(|f| app.draw(f));
                    total += app.first_candidate_latency().unwrap_or_default() + drawn.elapsed();
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group!(benches, key_to_frame, submit_to_candidate);
criterion_main!(benches);
