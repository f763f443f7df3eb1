//! The real all-MiniLM-L6-v2 model through ONNX Runtime: semantic orderings, padding
//! independence, determinism, background loading, the disk cache and the probe interface.
//!
//! The model comes from `python3 scripts/install_model.py` (or `qlarify model install`) under
//! `QLARIFY_DATA_DIR` (else the platform data dir). Without it these tests print a notice and
//! pass, unless `QLARIFY_REQUIRE_MODEL=1` (CI), where a missing model is a failure.

use std::sync::{Arc, OnceLock};

use qlarify::core::ports::Similarity;
use qlarify::core::schema::{Schema, Table};
use qlarify::embed::{cosine, Embedder, Lexical, ModelPaths, ModelSimilarity, Semantic};
use rstest::rstest;

fn model() -> Option<Arc<Embedder>> {
    static MODEL: OnceLock<Option<Arc<Embedder>>> = OnceLock::new();
    MODEL
        .get_or_init(|| {
            match ModelPaths::from_env().and_then(|paths| Embedder::load(&paths)) {
                Ok(m) => Some(Arc::new(m)),
                Err(e) if std::env::var("QLARIFY_REQUIRE_MODEL").as_deref() == Ok("1") => {
                    panic!("QLARIFY_REQUIRE_MODEL=1 but the embedding model is unavailable: {e}")
                }
                Err(e) => {
                    eprintln!("NOTICE: embedding model unavailable ({e}); model tests skipped. Install with `python3 scripts/install_model.py`.");
                    None
                }
            }
        })
        .clone()
}

fn similarity() -> Option<ModelSimilarity> {
    model().map(ModelSimilarity::new)
}

/// (query, nearer, farther): the model must put `nearer` above `farther`, and so must the
/// lexical fallback on these obvious cases.
#[rstest]
#[case("hometown", "birthplace", "roll_num")]
#[case("hometown", "origin", "roll_num")]
#[case("total sales", "gross_sales", "student_name")]
#[case("total sales", "net_sales", "student_name")]
#[case("total sales", "gross_sales", "hire_date")]
#[case("total sales", "net_sales", "zip_code")]
#[case("employee salary", "emp_sal", "dept_name")]
#[case("movie", "film_title", "hire_date")]
fn model_and_fallback_order_obvious_cases_alike(
    #[case] query: &str,
    #[case] nearer: &str,
    #[case] farther: &str,
) {
    let Some(sim) = similarity() else { return };
    let (n, f) = (
        sim.similarity(query, nearer),
        sim.similarity(query, farther),
    );
    assert!(
        n > f,
        "model: {query}: {nearer} {n:.3} should beat {farther} {f:.3}"
    );
    let lex = Lexical::new();
    let (ln, lf) = (
        lex.similarity(query, nearer),
        lex.similarity(query, farther),
    );
    assert!(
        ln > lf,
        "lexical: {query}: {nearer} {ln:.3} should beat {farther} {lf:.3}"
    );
}

#[test]
fn hometown_prefers_birthplace_and_origin_to_every_unrelated_column() {
    let Some(sim) = similarity() else { return };
    let unrelated = ["roll_num", "grade", "enrollment_date", "fee_paid"];
    for near in ["birthplace", "origin"] {
        let s = sim.similarity("hometown", near);
        for far in unrelated {
            assert!(
                s > sim.similarity("hometown", far),
                "hometown: {near} {s:.3} vs {far}"
            );
        }
    }
}

#[test]
fn embeddings_are_unit_length_and_384_wide() {
    let Some(m) = model() else { return };
    for v in m
        .embed_batch(&["hometown", "total sales of every store", ""])
        .expect("embed")
    {
        assert_eq!(v.len(), 384);
        let norm: f32 = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-4, "norm {norm}");
    }
}

#[test]
fn a_phrase_embeds_the_same_alone_and_in_a_padded_batch() {
    let Some(m) = model() else { return };
    let long =
        "the total gross sales of every store in the northern region during the last fiscal year, \
                broken down by month and by product category";
    let phrases = ["hometown", "net sales", "roll number"];
    let mut batch: Vec<&str> = phrases.to_vec();
    batch.insert(1, long);
    let together = m.embed_batch(&batch).expect("batch");
    for (i, p) in phrases.iter().enumerate() {
        let alone = m.embed(p).expect("alone");
        let row = if i == 0 {
            &together[0]
        } else {
            &together[i + 1]
        };
        let c = cosine(&alone, row);
        assert!(c > 0.99999, "{p}: cosine alone vs batched = {c}");
    }
}

#[test]
fn results_are_deterministic() {
    let Some(m) = model() else { return };
    let texts = [
        "gross sales",
        "birthplace",
        "a longer phrase about customers and their orders",
    ];
    let a = m.embed_batch(&texts).expect("first");
    let b = m.embed_batch(&texts).expect("second");
    assert_eq!(a, b);
}

#[test]
fn background_load_finishes_and_then_serves_the_model() {
    if model().is_none() {
        return;
    }
    let handle = Embedder::load_in_background(ModelPaths::from_env().expect("data dir"));
    let loaded = handle.wait().expect("background load");
    assert!(handle.try_get().is_some());
    assert_eq!(loaded.dimension(), 384);
    let semantic = Semantic::start(&ModelPaths::from_env().expect("data dir"));
    assert!(semantic.wait().is_model());
    assert_eq!(semantic.current().name(), "minilm");
}

#[test]
fn disk_cache_serves_the_second_run_without_embedding() {
    let Some(m) = model() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = ModelPaths::new(dir.path());
    let schema = Schema {
        tables: vec![Table::with_columns(
            "students",
            &["birthplace", "gross_sales"],
            &[],
        )],
        ..Default::default()
    };
    let first = ModelSimilarity::new(Arc::clone(&m));
    // table, 2 columns bare and qualified
    assert_eq!(first.warm_schema(&paths, &schema).expect("warm"), 5);
    let second = ModelSimilarity::new(Arc::clone(&m));
    assert_eq!(second.warm_schema(&paths, &schema).expect("warm again"), 0);
    let fresh = m.embed("gross sales").expect("embed");
    assert!(cosine(&fresh, &second.vector("gross_sales").expect("cached")) > 0.999_999);
}

/// A large schema is not embedded whole: the cache grows by what questions prepare, and a
/// later process finds those texts without running the model.
#[test]
fn prepared_texts_are_added_to_the_attached_cache() {
    let Some(m) = model() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = ModelPaths::new(dir.path());
    let schema = Schema {
        tables: vec![Table::with_columns("orders", &["amount"], &[])],
        ..Default::default()
    };
    let first = ModelSimilarity::new(Arc::clone(&m));
    first.attach_cache(&paths, &schema);
    first.prepare(&["order amount", "region"]);
    let second = ModelSimilarity::new(Arc::clone(&m));
    second.attach_cache(&paths, &schema);
    assert_eq!(second.warm(&["region", "order_amount"]).expect("warm"), 0);
    assert_eq!(second.warm(&["customer"]).expect("warm"), 1);
    let third = ModelSimilarity::new(Arc::clone(&m));
    third.attach_cache(&paths, &schema);
    assert_eq!(third.warm(&["customer", "region"]).expect("warm"), 0);
}

/// A text is memoised as given beside its humanised form; whichever is asked first, both give
/// the embedding of the humanised text, and a raw spelling never leaks into another's entry.
#[rstest]
#[case(&["emp_dob", "employee date of birth"])]
#[case(&["employee date of birth", "emp_dob", "EmpDOB"])]
#[case(&["gross_sales", "grossSales", "GROSS SALES", "net_sales"])]
fn raw_and_humanised_spellings_share_one_embedding(#[case] order: &[&str]) {
    let Some(m) = model() else { return };
    let s = ModelSimilarity::new(Arc::clone(&m));
    for text in order {
        let want = m
            .embed(&qlarify::embed::text::humanize(text))
            .expect("embed humanised");
        for _ in 0..2 {
            let got = s.vector(text).expect("vector");
            assert_eq!(&got[..], &want[..], "{text}");
        }
    }
}

#[test]
fn probe_json_uses_the_model() {
    if model().is_none() {
        return;
    }
    let phrases: Vec<String> = ["hometown", "birthplace", "roll_num"]
        .map(String::from)
        .to_vec();
    let out =
        qlarify::embed::cli::probe(&ModelPaths::from_env().expect("data dir"), &phrases, true);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["backend"], "minilm");
    let m: Vec<Vec<f64>> = serde_json::from_value(v["matrix"].clone()).expect("matrix");
    assert!((m[0][0] - 1.0).abs() < 1e-5);
    assert!(m[0][1] > m[0][2]);
    assert!((m[0][1] - m[1][0]).abs() < 1e-12);
}

/// A data directory whose install is the real one, linked file by file, so that what a load
/// writes beside the model (the optimised graph) lands in a directory of the test's own.
fn linked_install(into: &std::path::Path) -> Option<ModelPaths> {
    let real = ModelPaths::from_env().ok()?.models_dir();
    let models = into.join("models");
    let model_dir = models.join("all-MiniLM-L6-v2");
    std::fs::create_dir_all(&model_dir).ok()?;
    std::fs::copy(real.join("manifest.json"), models.join("manifest.json")).ok()?;
    std::os::unix::fs::symlink(real.join("onnxruntime"), models.join("onnxruntime")).ok()?;
    for file in ["model.onnx", "tokenizer.json", "config.json"] {
        std::os::unix::fs::symlink(
            real.join("all-MiniLM-L6-v2").join(file),
            model_dir.join(file),
        )
        .ok()?;
    }
    Some(ModelPaths::new(into))
}

fn optimized_dirs(paths: &ModelPaths) -> Vec<std::path::PathBuf> {
    let model_dir = paths.models_dir().join("all-MiniLM-L6-v2");
    std::fs::read_dir(model_dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default()
}

/// The first load saves the runtime's optimised graph (weights in a file of their own, which
/// the runtime maps); later loads read it and embed exactly as the installed graph does. A
/// damaged saved graph is replaced, never fatal.
#[test]
fn the_optimised_graph_is_saved_once_and_embeds_as_the_installed_one() {
    let Some(reference) = model() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = linked_install(dir.path()).expect("linked install");
    let texts = ["gross sales", "hometown", "the customers who ordered twice"];
    let want = reference.embed_batch(&texts).expect("reference");

    let first = Embedder::load(&paths).expect("first load");
    let saved = optimized_dirs(&paths);
    assert_eq!(
        saved.len(),
        1,
        "one optimised graph, no staging left: {saved:?}"
    );
    assert!(saved[0].join("weights.data").is_file());
    let second = Embedder::load(&paths).expect("second load, from the optimised graph");
    for got in [
        first.embed_batch(&texts).expect("first"),
        second.embed_batch(&texts).expect("second"),
    ] {
        for (g, w) in got.iter().zip(&want) {
            assert!(cosine(g, w) > 0.999_999, "embeddings differ");
        }
    }

    std::fs::write(saved[0].join("model.onnx"), b"not a graph").expect("damage");
    let third = Embedder::load(&paths).expect("a damaged graph falls back and is rebuilt");
    assert!(cosine(&third.embed("hometown").expect("embed"), &want[1]) > 0.999_999);
    assert_eq!(optimized_dirs(&paths), saved);
    assert!(
        std::fs::metadata(saved[0].join("model.onnx"))
            .expect("rebuilt")
            .len()
            > 1000
    );
}
