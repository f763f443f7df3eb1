//! Pruning keeps what the question names and the joins between them, on schemas built so that
//! the usual wrong cuts (dropping a side table, or the table between two named ones) show.

use super::*;
use crate::core::schema::{ForeignKey, Table};
use proptest::prelude::*;

/// Similarity by shared words (snake_case split, plural `s` dropped): enough to tell names apart.
fn overlap(a: &str, b: &str) -> f64 {
    let words = |s: &str| -> BTreeSet<String> {
        s.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| w.strip_suffix('s').unwrap_or(w).to_string())
            .collect()
    };
    let (x, y) = (words(a), words(b));
    if x.is_empty() || y.is_empty() {
        return 0.0;
    }
    x.intersection(&y).count() as f64 / x.len().min(y.len()) as f64
}

fn fk(from: &str, column: &str, to: &str) -> ForeignKey {
    ForeignKey {
        from_table: from.into(),
        from_column: column.into(),
        to_table: to.into(),
        to_column: "id".into(),
        inferred: false,
    }
}

/// `orders → customer → address → region`, `sale → currency`, and 60 tables of noise.
fn schema() -> Schema {
    let mut tables = vec![
        Table::with_columns("orders", &["id", "customer_id", "amount"], &["id"]),
        Table::with_columns("customer", &["id", "name", "home_address"], &["id"]),
        Table::with_columns("address", &["id", "street", "region_id"], &["id"]),
        Table::with_columns("region", &["id", "title"], &["id"]),
        Table::with_columns("currency", &["id", "code"], &["id"]),
    ];
    for i in 0..30 {
        tables.push(Table::with_columns(
            &format!("sale_{i}"),
            &["id", "total", "currency_id"],
            &["id"],
        ));
        tables.push(Table::with_columns(
            &format!("noise_{i}"),
            &["id", "label", "flag"],
            &["id"],
        ));
    }
    let mut city = Table::with_columns("branch", &["id", "city"], &["id"]);
    if let Some(c) = city.columns.get_mut(1) {
        c.samples = vec!["Lisbon".into(), "Porto".into()];
    }
    tables.push(city);
    let mut foreign_keys = vec![
        fk("orders", "customer_id", "customer"),
        fk("customer", "home_address", "address"),
        fk("address", "region_id", "region"),
    ];
    foreign_keys.extend((0..30).map(|i| fk(&format!("sale_{i}"), "currency_id", "currency")));
    Schema {
        tables,
        foreign_keys,
        ..Default::default()
    }
}

fn kept(question: &str) -> Vec<String> {
    let pruning = Pruning {
        above: 10,
        keep: 6,
        shortlist: 40,
    };
    let pruned = prune(&schema(), question, &overlap, &pruning).expect("pruned");
    pruned.tables.iter().map(|t| t.name.clone()).collect()
}

#[test]
fn the_tables_between_two_named_ones_are_kept() {
    let names = kept("total amount of orders per region");
    for table in ["orders", "region", "customer", "address"] {
        assert!(
            names.contains(&table.to_string()),
            "{table} missing: {names:?}"
        );
    }
    assert!(!names.iter().any(|n| n.starts_with("noise")), "{names:?}");
}

#[test]
fn a_side_table_is_not_crowded_out_by_many_matches_of_another_word() {
    let names = kept("total of each sale by currency");
    assert!(names.contains(&"currency".to_string()), "{names:?}");
    assert!(names.iter().any(|n| n.starts_with("sale_")), "{names:?}");
}

#[test]
fn a_stored_value_links_its_table() {
    let names = kept("how many branches are in Lisbon");
    assert!(names.contains(&"branch".to_string()), "{names:?}");
}

#[test]
fn small_schemas_and_wordless_questions_are_handed_over_whole() {
    assert_eq!(prune(&schema(), "orders", &overlap, &Pruning::off()), None);
    let pruning = Pruning {
        above: 10,
        keep: 6,
        shortlist: 40,
    };
    assert_eq!(prune(&schema(), "how many?", &overlap, &pruning), None);
}

proptest! {
    #[test]
    fn a_pruned_schema_is_a_part_of_the_whole(
        words in proptest::collection::vec("[a-z]{2,8}", 1..6),
        keep in 1usize..8,
    ) {
        let whole = schema();
        let question = words.join(" ");
        let pruning = Pruning { above: 10, keep, shortlist: 40 };
        if let Some(part) = prune(&whole, &question, &overlap, &pruning) {
            prop_assert!(!part.tables.is_empty());
            for table in &part.tables {
                prop_assert!(whole.tables.contains(table));
            }
            for key in &part.foreign_keys {
                prop_assert!(part.table(&key.from_table).is_some());
                prop_assert!(part.table(&key.to_table).is_some());
            }
            // Linked tables are capped; a join path here passes at most two tables between.
            prop_assert!(part.tables.len() <= keep * 3, "{} tables", part.tables.len());
        }
    }
}

/// A model-like similarity: `coarse` is word overlap, the full score also knows that a client
/// is a customer; it records what it was asked to prepare and which names it compared.
struct TwoPass {
    overlap: fn(&str, &str) -> f64,
    prepared: std::cell::RefCell<Vec<String>>,
    compared: std::cell::RefCell<BTreeSet<String>>,
}

impl Similarity for TwoPass {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        self.compared.borrow_mut().insert(b.to_string());
        let synonym = |s: &str| s.replace("client", "customer");
        overlap(&synonym(a), &synonym(b))
    }
    fn name(&self) -> &str {
        "two-pass"
    }
    fn coarse(&self) -> Option<&dyn Similarity> {
        Some(&self.overlap)
    }
    fn prepare(&self, texts: &[&str]) {
        self.prepared
            .borrow_mut()
            .extend(texts.iter().map(|t| t.to_string()));
    }
}

#[test]
fn the_full_similarity_reads_only_the_coarse_shortlist() {
    let two_pass = TwoPass {
        overlap,
        prepared: Default::default(),
        compared: Default::default(),
    };
    let pruning = Pruning {
        above: 10,
        keep: 6,
        shortlist: 8,
    };
    let pruned = prune(
        &schema(),
        "total amount of orders per region",
        &two_pass,
        &pruning,
    )
    .expect("pruned");
    let names: Vec<&str> = pruned.tables.iter().map(|t| t.name.as_str()).collect();
    for table in ["orders", "region", "customer", "address"] {
        assert!(names.contains(&table), "{table} missing: {names:?}");
    }
    let compared = two_pass.compared.borrow();
    let compared_tables: BTreeSet<&String> = compared
        .iter()
        .filter(|c| schema().table(c).is_some())
        .collect();
    assert!(compared_tables.len() <= 8, "{compared_tables:?}");
    // Qualified names are new for every table: the coarse similarity reads them, and the
    // full one only the names a schema repeats.
    assert!(!compared.iter().any(|c| c.contains('.')), "{compared:?}");
    let prepared = two_pass.prepared.borrow();
    for name in ["orders", "amount"] {
        assert!(prepared.iter().any(|t| t == name), "{prepared:?}");
    }
    // Sample values and the kept tables' names come with the second batch, noise never.
    assert!(
        !prepared.iter().any(|t| t.starts_with("noise")),
        "{prepared:?}"
    );
}

#[test]
fn without_a_coarse_form_every_table_is_read_by_the_similarity_itself() {
    let compared = std::cell::RefCell::new(BTreeSet::new());
    let recording = |a: &str, b: &str| {
        compared.borrow_mut().insert(b.to_string());
        overlap(a, b)
    };
    let pruning = Pruning {
        above: 10,
        keep: 4,
        shortlist: 8,
    };
    prune(&schema(), "total amount of orders", &recording, &pruning).expect("pruned");
    assert!(compared.borrow().iter().any(|c| c.starts_with("noise_29")));
}
