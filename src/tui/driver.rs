//! The event loop (model: ratatui's async template): a tokio runtime with two workers; terminal
//! events, a tick and task results arrive on one channel; the loop waits for one message, drains
//! the rest, updates the app, and draws once. It never awaits I/O itself: tasks run in
//! `spawn_blocking` and report back by message.
//!
//! Owns: the runtime, the input and tick producers, spawning tasks, writing OSC 52 sequences
//! between frames, and the two responsiveness timings (traced at debug level).
//! Must not touch: app state (only `App::update`/`App::draw`), the session machine.

use super::app::{App, AppOptions};
use super::events::{self, Message, Sender};
use super::tasks::{self, Task};
use super::terminal::{self, Term};
use crossterm::event::EventStream;
use futures_util::StreamExt;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Spinner frames advance this often while tasks run.
const TICK: Duration = Duration::from_millis(120);
/// How long quitting waits for what was learned to reach the disk.
const SAVE_GRACE: Duration = Duration::from_secs(5);

/// Run the interface until the user quits. The terminal is restored on every way out.
pub fn run(options: AppOptions) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .thread_name("qlarify-tui")
        .build()?;
    let (app, startup) = App::new(options);
    let mut term = terminal::setup()?;
    let outcome = runtime.block_on(event_loop(&mut term, app, startup));
    let restored = terminal::restore();
    // A generation still running must not keep the process alive: it was cancelled already.
    runtime.shutdown_background();
    outcome.and(restored)
}

/// SIGTERM and SIGHUP (a closed terminal window, `kill`) end the loop like a quit, so the
/// terminal is restored (raw mode off, main screen back, cursor shown) and what is being
/// learned is saved; their default action would kill the process with the terminal broken.
#[cfg(unix)]
fn forward_signals(tx: &Sender) {
    use tokio::signal::unix::{signal, SignalKind};
    for kind in [SignalKind::terminate(), SignalKind::hangup()] {
        let Ok(mut stream) = signal(kind) else {
            tracing::warn!(
                ?kind,
                "cannot watch a signal; it would leave the terminal raw"
            );
            continue;
        };
        let tx = tx.clone();
        tokio::spawn(async move {
            if stream.recv().await.is_some() {
                tracing::info!(?kind, "signal received: leaving");
                let _ = tx.send(Message::Terminate);
            }
        });
    }
}

#[cfg(not(unix))]
fn forward_signals(_tx: &Sender) {}

/// Start `task` on the blocking pool.
pub fn spawn(task: Task, tx: &Sender) {
    let tx = tx.clone();
    tokio::task::spawn_blocking(move || tasks::execute(task, &tx));
}

async fn event_loop(term: &mut Term, mut app: App, startup: Vec<Task>) -> io::Result<()> {
    let (tx, mut rx) = events::channel();
    let input = tx.clone();
    tokio::spawn(async move {
        let mut stream = EventStream::new();
        while let Some(event) = stream.next().await {
            match event {
                Ok(event) => {
                    if let Some(message) = Message::from_terminal(event) {
                        if input.send(message).is_err() {
                            break;
                        }
                    }
                }
                Err(error) => {
                    tracing::error!(%error, "terminal input failed");
                    break;
                }
            }
        }
    });
    forward_signals(&tx);
    let ticks = tx.clone();
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(TICK);
        loop {
            interval.tick().await;
            if ticks.send(Message::Tick).is_err() {
                break;
            }
        }
    });
    // The first frame goes up before anything is opened.
    term.draw(|frame| app.draw(frame))?;
    for task in startup {
        spawn(task, &tx);
    }
    let mut quitting: Option<Instant> = None;
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = rx.try_recv() {
            batch.push(more);
        }
        let mut key_at = None;
        let mut only_ticks = true;
        for message in batch {
            match &message {
                Message::Key(_) => {
                    key_at.get_or_insert_with(Instant::now);
                    only_ticks = false;
                }
                Message::Tick => {}
                _ => only_ticks = false,
            }
            for task in app.update(message) {
                spawn(task, &tx);
            }
        }
        let writes = app.take_terminal_writes();
        if !writes.is_empty() {
            // Our own sequences (OSC 52 copy, base64 inside) go past the control filter.
            let out = &mut term.backend_mut().0;
            for sequence in writes {
                out.write_all(sequence.as_bytes())?;
            }
            out.flush()?;
        }
        if app.should_quit() {
            // Ticks keep arriving, so the loop comes back to check while the write finishes.
            let quit_at = *quitting.get_or_insert_with(Instant::now);
            if app.is_saving() && quit_at.elapsed() < SAVE_GRACE {
                continue;
            }
            break;
        }
        // An idle tick changes nothing on screen: skip the frame.
        if only_ticks && !app.is_busy() {
            continue;
        }
        term.draw(|frame| app.draw(frame))?;
        if let Some(at) = key_at {
            tracing::debug!(
                elapsed_us = at.elapsed().as_micros() as u64,
                "key press to drawn frame"
            );
        }
    }
    app.shutdown();
    Ok(())
}

/// Run `tasks` and everything they lead to synchronously on this thread, feeding every message
/// back into `app`, until nothing is running (tests and benches drive the app so, without a
/// terminal or a runtime).
pub fn run_until_idle(app: &mut App, tasks: Vec<Task>) {
    let (tx, mut rx) = events::channel();
    let mut queue: std::collections::VecDeque<Task> = tasks.into();
    loop {
        while let Ok(message) = rx.try_recv() {
            queue.extend(app.update(message));
        }
        match queue.pop_front() {
            Some(task) => tasks::execute(task, &tx),
            None => break,
        }
    }
}
