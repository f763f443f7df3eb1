//! Sentence-embedding latency: one phrase, a batch of 32 schema names, cold model load, and the
//! lexical fallback for comparison. Model benches need the installed model (see
//! `scripts/install_model.py`); without it only the lexical bench runs, with a printed notice.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use qlarify::core::ports::Similarity;
use qlarify::embed::{Embedder, Lexical, ModelPaths};

fn schema_names() -> Vec<String> {
    let tables = ["customers", "orders", "order_items", "products"];
    let columns = [
        "id",
        "name",
        "created_at",
        "total_amount",
        "unit_price",
        "qty",
        "city",
        "birthplace",
    ];
    tables
        .iter()
        .flat_map(|t| columns.iter().map(move |c| format!("{t} {c}")))
        .collect()
}

fn model_benches(c: &mut Criterion) {
    let paths = match ModelPaths::from_env() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("NOTICE: no data dir ({e}); model benches skipped");
            return;
        }
    };
    let model = match Embedder::load(&paths) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("NOTICE: embedding model unavailable ({e}); model benches skipped");
            return;
        }
    };
    let mut group = c.benchmark_group("embed");
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("one_phrase", |b| {
        b.iter(|| model.embed(black_box("total sales per region")))
    });
    let names = schema_names();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    group.bench_function("batch_of_32_names", |b| {
        b.iter(|| model.embed_batch(black_box(&refs)))
    });
    group.sample_size(10);
    // Session creation only: the library is loaded once per process, so this is the cost of every
    // load after the first (graph optimisation + weights), which dominates a cold start.
    group.bench_function("load_model", |b| {
        b.iter(|| Embedder::load(black_box(&paths)))
    });
    group.finish();
}

fn lexical_bench(c: &mut Criterion) {
    let lex = Lexical::new();
    c.bench_function("lexical_pair", |b| {
        b.iter(|| lex.similarity(black_box("hometown"), black_box("students birthplace")))
    });
}

criterion_group!(benches, model_benches, lexical_bench);
criterion_main!(benches);
