//! Atomising SQL at scale: 1,000 varied SQLite queries (joins, aliases, aggregates, GROUP BY /
//! HAVING, ORDER BY / LIMIT, nested and FROM subqueries, set operations, multi-byte literals)
//! generated from templates, atomised one after another.

use criterion::{criterion_group, criterion_main, Criterion};
use qlarify::core::sql::atomize;
use std::hint::black_box;

const QUERIES: usize = 1_000;

/// Deterministic pseudo-random numbers (SplitMix64), so every run measures the same input.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const TABLES: &[&str] = &[
    "singer", "concert", "stadium", "student", "has_pet", "employee", "museum",
];
const COLUMNS: &[&str] = &[
    "name", "age", "country", "id", "year", "capacity", "salary", "città",
];
const AGGREGATES: &[&str] = &[
    "count(*)",
    "avg(age)",
    "max(capacity)",
    "min(year)",
    "sum(salary)",
];
const OPS: &[&str] = &["=", ">", "<", ">=", "<=", "!="];
const VALUES: &[&str] = &["30", "2014", "'France'", "\"Zürich\"", "'東京'", "100.5"];

/// One query from one of eight templates, with random names, operators and literals.
fn query(rng: &mut Rng) -> String {
    let t1 = rng.pick(TABLES);
    let t2 = rng.pick(TABLES);
    let c1 = rng.pick(COLUMNS);
    let c2 = rng.pick(COLUMNS);
    let op = rng.pick(OPS);
    let v = rng.pick(VALUES);
    let agg = rng.pick(AGGREGATES);
    let n = rng.below(10) + 1;
    match rng.below(8) {
        0 => format!("select {c1}, {c2} from {t1} where {c1} {op} {v} order by {c2} desc limit {n}"),
        1 => format!(
            "SELECT T1.{c1}, {agg} FROM {t1} AS T1 JOIN {t2} AS T2 ON T1.id = T2.{t1}_id \
             WHERE T2.{c2} {op} {v} GROUP BY T1.{c1} HAVING count(*) >= {n} ORDER BY {agg} DESC"
        ),
        2 => format!("select {c1} from {t1} where {c2} > (select avg({c2}) from {t1}) and {c1} {op} {v}"),
        3 => format!("select {c1} from {t1} where id not in (select {t1}_id from {t2} where {c2} {op} {v})"),
        4 => format!(
            "select {c1} from {t1} where {c2} {op} {v} intersect select {c1} from {t2} where {c2} != {v}"
        ),
        5 => format!("select avg(n) from (select {c1}, count(*) as n from {t1} group by {c1}) as q where n > {n}"),
        6 => format!(
            "select distinct t1.{c1}\nfrom {t1} as t1\n  join {t2} as t2 on t1.id = t2.{t1}_id\n  \
             join {t1} as t3 on t3.id = t2.other_id\nwhere t3.{c2} between {n} and {} and t1.{c1} like '%a%'",
            n + 10
        ),
        _ => format!(
            "select {c1}, {agg} as total from {t1} group by {c1} having total {op} {n} \
             union all select {c1}, 0 from {t2} order by 2 desc limit {n} offset 1"
        ),
    }
}

fn corpus() -> Vec<String> {
    let mut rng = Rng(0x5EED);
    (0..QUERIES).map(|_| query(&mut rng)).collect()
}

fn bench(c: &mut Criterion) {
    let queries = corpus();
    // The corpus must be all valid SQL, or the benchmark would time error paths.
    let atoms: usize = queries
        .iter()
        .map(|q| atomize(q).map_or(0, |a| a.len()))
        .sum();
    assert!(
        queries.iter().all(|q| atomize(q).is_ok()),
        "every generated query atomises"
    );
    assert!(atoms > QUERIES * 5, "{atoms} atoms");
    c.bench_function("atomize 1000 queries", |b| {
        b.iter(|| {
            for q in &queries {
                black_box(atomize(black_box(q)).map(|a| a.len()).unwrap_or(0));
            }
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
