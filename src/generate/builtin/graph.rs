//! The join graph the generator walks: declared and inferred keys, plus same-name key columns.
//!
//! Owns: edges between tables of the request's schema (the schema's foreign keys, and a column
//! named like another table's single-column primary key, so a copy of a table joins like the
//! original), distances, and every shortest path between two tables (alternative paths are
//! alternative readings).
//! Must not touch: tables or columns absent from the schema it is built from.

use crate::core::schema::Schema;
use std::collections::VecDeque;

/// Most tables one key name may point to before the name stops being evidence of a join.
const MAX_NAME_TARGETS: usize = 4;
/// Most shortest paths returned between two tables.
const MAX_PATHS: usize = 4;

/// One join edge, usable in both directions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edge {
    pub a: usize,
    pub a_col: String,
    pub b: usize,
    pub b_col: String,
}

impl Edge {
    /// The column on table `t`'s side and the other end.
    pub fn side(&self, t: usize) -> Option<(&str, usize, &str)> {
        if self.a == t {
            Some((&self.a_col, self.b, &self.b_col))
        } else if self.b == t {
            Some((&self.b_col, self.a, &self.a_col))
        } else {
            None
        }
    }
}

/// A vertical split: table `split` stores some of table `base`'s columns apart, one row per
/// base row, joined to it on the same-named column `key`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    pub base: usize,
    pub split: usize,
    pub key: String,
}

/// Tables (by index in the schema) and their join edges.
#[derive(Debug, Clone)]
pub struct JoinGraph {
    pub edges: Vec<Edge>,
    /// `split` holds a copy of some of `base`'s columns, row for row.
    splits: Vec<Split>,
    adj: Vec<Vec<usize>>,
    dist: Vec<Vec<Option<usize>>>,
}

impl JoinGraph {
    pub fn new(schema: &Schema) -> Self {
        let n = schema.tables.len();
        let index = |name: &str| {
            schema
                .tables
                .iter()
                .position(|t| t.name.eq_ignore_ascii_case(name))
        };
        let mut edges: Vec<Edge> = Vec::new();
        let push = |edges: &mut Vec<Edge>, e: Edge| {
            let same = |x: &Edge| {
                (x.a == e.a
                    && x.b == e.b
                    && x.a_col.eq_ignore_ascii_case(&e.a_col)
                    && x.b_col.eq_ignore_ascii_case(&e.b_col))
                    || (x.a == e.b
                        && x.b == e.a
                        && x.a_col.eq_ignore_ascii_case(&e.b_col)
                        && x.b_col.eq_ignore_ascii_case(&e.a_col))
            };
            if e.a != e.b && !edges.iter().any(same) {
                edges.push(e);
            }
        };
        for key in &schema.foreign_keys {
            let (Some(a), Some(b)) = (index(&key.from_table), index(&key.to_table)) else {
                continue;
            };
            let has = |t: usize, c: &str| schema.tables[t].column(c).is_some();
            if has(a, &key.from_column) && has(b, &key.to_column) {
                push(
                    &mut edges,
                    Edge {
                        a,
                        a_col: key.from_column.clone(),
                        b,
                        b_col: key.to_column.clone(),
                    },
                );
            }
        }
        // A column with a declared key of its own, or a key that is itself another table's
        // (`employee_details.emp_id`), is no role key to infer.
        let declared = |table: &str, column: &str| {
            schema.foreign_keys.iter().any(|k| {
                k.from_table.eq_ignore_ascii_case(table)
                    && k.from_column.eq_ignore_ascii_case(column)
            })
        };
        // Same-name key columns: `x.stuid` joins the table whose sole primary key is `stuid`;
        // a generic key name (`id`) only when one table's name extends the other's
        // (`cars_data_year.id` → `cars_data.id`: a vertical split). What depends on one table
        // alone is read once here, not once per pair of tables: on a schema of a thousand
        // tables the pairs are a million.
        let lower_names: Vec<String> = schema
            .tables
            .iter()
            .map(|t| t.name.to_ascii_lowercase())
            .collect();
        let sole_keys: Vec<Option<&str>> = schema
            .tables
            .iter()
            .map(|t| match t.primary_key.as_slice() {
                [pk] if t.column(pk).is_some() => Some(pk.as_str()),
                _ => None,
            })
            .collect();
        let key_declared: Vec<bool> = schema
            .tables
            .iter()
            .zip(&sole_keys)
            .map(|(t, pk)| pk.is_some_and(|pk| declared(&t.name, pk)))
            .collect();
        let key_roles: Vec<Option<KeyRole>> = schema
            .tables
            .iter()
            .zip(&sole_keys)
            .map(|(t, pk)| pk.map(|pk| KeyRole::new(pk, &t.name)))
            .collect();
        for (a, table) in schema.tables.iter().enumerate() {
            let x = &lower_names[a];
            let extends = |b: usize| {
                let y = &lower_names[b];
                let extends_by = |long: &str, short: &str| {
                    long.len() > short.len()
                        && long.starts_with(short)
                        && long.as_bytes()[short.len()] == b'_'
                };
                extends_by(x, y) || extends_by(y, x)
            };
            for column in &table.columns {
                let lower = column.name.to_ascii_lowercase();
                let specific = lower.len() > 2 && lower.ends_with("id");
                let generic_target = (0..n).any(|b| {
                    b != a
                        && extends(b)
                        && schema.tables[b].primary_key.len() == 1
                        && schema.tables[b].primary_key[0].eq_ignore_ascii_case(&column.name)
                        && schema.tables[b].column(&column.name).is_some()
                });
                if !specific && !generic_target {
                    continue;
                }
                let column_declared = declared(&table.name, &column.name);
                let column_words = crate::embed::text::words(&column.name);
                let targets: Vec<usize> = (0..n)
                    .filter(|&b| {
                        let Some(pk) = sole_keys[b] else {
                            return false;
                        };
                        b != a
                            && (pk.eq_ignore_ascii_case(&column.name) && (specific || extends(b))
                                || specific
                                    && !column_declared
                                    && !key_declared[b]
                                    && key_roles[b]
                                        .as_ref()
                                        .is_some_and(|r| r.read_by(&column_words)))
                    })
                    .collect();
                if targets.len() > MAX_NAME_TARGETS {
                    continue;
                }
                for b in targets {
                    let pk = schema.tables[b].primary_key[0].clone();
                    push(
                        &mut edges,
                        Edge {
                            a,
                            a_col: column.name.clone(),
                            b,
                            b_col: pk,
                        },
                    );
                }
            }
        }
        // A table with exactly another table's columns (a copy, a synonym) joins like it —
        // towards tables it has no join of its own with (a copy that declares its own keys,
        // like a department table per reorganisation, must not borrow the other's keys).
        let names = |t: usize| -> Vec<String> {
            let mut v: Vec<String> = schema.tables[t]
                .columns
                .iter()
                .map(|c| c.name.to_ascii_lowercase())
                .collect();
            v.sort();
            v
        };
        let signatures: Vec<Vec<String>> = (0..n).map(names).collect();
        let known = edges.clone();
        for a in 0..n {
            for b in 0..n {
                if a == b || signatures[a].len() < 2 || signatures[a] != signatures[b] {
                    continue;
                }
                let own_edge = |c: usize| {
                    known
                        .iter()
                        .any(|k| (k.a == b && k.b == c) || (k.b == b && k.a == c))
                };
                for e in &known {
                    if e.a == a && e.b != b && !own_edge(e.b) {
                        push(
                            &mut edges,
                            Edge {
                                a: b,
                                a_col: e.a_col.clone(),
                                b: e.b,
                                b_col: e.b_col.clone(),
                            },
                        );
                    } else if e.b == a && e.a != b && !own_edge(e.a) {
                        push(
                            &mut edges,
                            Edge {
                                a: e.a,
                                a_col: e.a_col.clone(),
                                b,
                                b_col: e.b_col.clone(),
                            },
                        );
                    }
                }
            }
        }
        let mut adj = vec![Vec::new(); n];
        for (i, e) in edges.iter().enumerate() {
            adj[e.a].push(i);
            adj[e.b].push(i);
        }
        let splits = vertical_splits(schema, &edges);
        let mut graph = JoinGraph {
            edges,
            splits,
            adj,
            dist: Vec::new(),
        };
        graph.dist = (0..n).map(|s| graph.bfs(s)).collect();
        graph
    }

    /// Adds a table joined only through `holder.holder_col = key` (a role instance of the
    /// table that key belongs to). Returns its index.
    pub fn push_role(&mut self, holder: usize, holder_col: &str, key: &str) -> usize {
        let t = self.adj.len();
        self.edges.push(Edge {
            a: holder,
            a_col: holder_col.to_string(),
            b: t,
            b_col: key.to_string(),
        });
        self.adj.push(Vec::new());
        let e = self.edges.len() - 1;
        self.adj[holder].push(e);
        self.adj[t].push(e);
        self.dist = (0..self.adj.len()).map(|s| self.bfs(s)).collect();
        t
    }

    /// True when one of the two tables is a vertical split of the other (either way round):
    /// both hold the same rows' values of the split's columns.
    pub fn split_pair(&self, a: usize, b: usize) -> bool {
        self.splits
            .iter()
            .any(|s| (s.base, s.split) == (a, b) || (s.base, s.split) == (b, a))
    }

    /// Every vertical split of the schema.
    pub fn splits(&self) -> &[Split] {
        &self.splits
    }

    fn bfs(&self, from: usize) -> Vec<Option<usize>> {
        let mut dist = vec![None; self.adj.len()];
        dist[from] = Some(0);
        let mut queue = VecDeque::from([from]);
        while let Some(t) = queue.pop_front() {
            let d = dist[t].unwrap_or(0);
            for &e in &self.adj[t] {
                if let Some((_, next, _)) = self.edges[e].side(t) {
                    if dist[next].is_none() {
                        dist[next] = Some(d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
        dist
    }

    /// Number of joins between two tables, `None` when not connected.
    pub fn distance(&self, from: usize, to: usize) -> Option<usize> {
        self.dist.get(from)?.get(to).copied().flatten()
    }

    /// True when an edge says `holder.holder_col` refers to table `target`.
    pub fn refers(&self, holder: usize, holder_col: &str, target: usize) -> bool {
        self.edges
            .iter()
            .any(|e| e.a == holder && e.b == target && e.a_col.eq_ignore_ascii_case(holder_col))
    }

    /// How many tables the path from `from` passes through as what both of their edges
    /// refer to: rows related only by sharing a parent (volunteers and incidents of one team),
    /// where a table referring to both (`incident_responder`) relates them directly.
    pub fn shared_parents(&self, from: usize, path: &[usize]) -> usize {
        let mut at = from;
        let mut count = 0;
        for (k, &e) in path.iter().enumerate() {
            let Some((_, next, _)) = self.edges[e].side(at) else {
                break;
            };
            let referred_twice = path
                .get(k + 1)
                .is_some_and(|&f| self.edges[e].b == next && self.edges[f].b == next);
            count += usize::from(referred_twice);
            at = next;
        }
        count
    }

    /// Every shortest path from `from` to `to` as a list of edge indices (at most
    /// [`MAX_PATHS`], in a deterministic order). `vec![vec![]]` when `from == to`.
    pub fn shortest_paths(&self, from: usize, to: usize) -> Vec<Vec<usize>> {
        let Some(total) = self.distance(from, to) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut stack: Vec<(usize, Vec<usize>)> = vec![(from, Vec::new())];
        while let Some((at, path)) = stack.pop() {
            if out.len() >= MAX_PATHS {
                break;
            }
            if at == to {
                out.push(path);
                continue;
            }
            let here = path.len();
            for &e in self.adj[at].iter().rev() {
                let Some((_, next, _)) = self.edges[e].side(at) else {
                    continue;
                };
                // Stay on a shortest path: each step gets one closer to `to`.
                let closer = self
                    .distance(next, to)
                    .is_some_and(|d| d + here + 1 == total);
                if closer {
                    let mut p = path.clone();
                    p.push(e);
                    stack.push((next, p));
                }
            }
        }
        out
    }
}

/// True when `column` is table `table`'s key `key` with a role word before it
/// (`Winner_Team_ID` of `Teams.TeamID`, `home_port_id` of `port.port_id`): a key of two words
/// or more, so a bare `id` says nothing, whose first word names the table's own rows (its last
/// word, "team" of `Teams`, "emp" of `employees`), so a table that only borrows another's key
/// (`employee_details.emp_id`) is not what the role refers to. (The graph reads it through
/// [`KeyRole`], once per table; the tests ask it whole.)
#[cfg(test)]
fn role_of_key(column: &str, key: &str, table: &str) -> bool {
    KeyRole::new(key, table).read_by(&crate::embed::text::words(column))
}

/// One table's key as [`role_of_key`] reads it, worked out once per table.
struct KeyRole {
    /// The key names the table's own rows (`student_id` of `students`).
    names_rows: bool,
    key: Vec<String>,
}

impl KeyRole {
    fn new(key: &str, table: &str) -> Self {
        let key = crate::embed::text::words(key);
        let stem = |w: &str| super::lexicon::stem(w);
        let names_rows = match (key.first(), crate::embed::text::words(table).last()) {
            (Some(k), Some(t)) => {
                let (k, t) = (stem(k), stem(t));
                k.len() >= 3 && (t.starts_with(&k) || k.starts_with(&t))
            }
            _ => false,
        };
        Self { names_rows, key }
    }

    /// Does a column of these words hold this key under a role (`advisor_student_id`)?
    fn read_by(&self, column: &[String]) -> bool {
        self.names_rows
            && self.key.len() >= 2
            && column.len() > self.key.len()
            && column.ends_with(&self.key)
    }
}

/// (base, split) pairs: a table whose columns are a proper subset of another's, at least one
/// besides the key, joined to it on a same-named key column (`teacher_age(teacher_id, age)` of
/// `teacher(teacher_id, name, age)`) stores some of the base's columns apart, one row per base
/// row. A table with all the other's columns is a synonym copy, not a split: its rows are
/// other rows.
fn vertical_splits(schema: &Schema, edges: &[Edge]) -> Vec<Split> {
    let mut out = Vec::new();
    for e in edges {
        if !e.a_col.eq_ignore_ascii_case(&e.b_col) {
            continue;
        }
        for (base, split) in [(e.a, e.b), (e.b, e.a)] {
            let (bt, st) = (&schema.tables[base], &schema.tables[split]);
            if st.holds_part_of(bt)
                && !out
                    .iter()
                    .any(|s: &Split| (s.base, s.split) == (base, split))
            {
                out.push(Split {
                    base,
                    split,
                    key: e.a_col.clone(),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{ForeignKey, Table};

    fn table(name: &str, cols: &[&str], pk: &[&str]) -> Table {
        Table::with_columns(name, cols, pk)
    }

    #[rstest::rstest]
    #[case("Winner_Team_ID", "TeamID", "Teams", true)]
    #[case("home_port_id", "port_id", "port", true)]
    #[case("head_emp_id", "emp_id", "employees", true)]
    #[case("head_emp_id", "emp_id", "employee_details", false)]
    #[case("TeamID", "TeamID", "Teams", false)]
    #[case("parent_id", "id", "parent", false)]
    #[case("Team_Name", "TeamID", "Teams", false)]
    #[case("steam_id", "team_id", "team", false)]
    fn a_role_word_before_another_tables_key_names_that_key(
        #[case] column: &str,
        #[case] key: &str,
        #[case] table: &str,
        #[case] expected: bool,
    ) {
        assert_eq!(role_of_key(column, key, table), expected);
    }

    #[test]
    fn an_undeclared_role_key_joins_the_table_whose_key_it_ends_with() {
        let schema = Schema {
            tables: vec![
                table("Teams", &["TeamID", "Team_Name"], &["TeamID"]),
                table("Matches", &["Match_ID", "Winner_Team_ID"], &["Match_ID"]),
            ],
            foreign_keys: Vec::new(),
            ..Default::default()
        };
        let g = JoinGraph::new(&schema);
        assert!(g
            .edges
            .iter()
            .any(|e| e.a == 1 && e.a_col == "Winner_Team_ID" && e.b == 0 && e.b_col == "TeamID"));
    }

    /// `dept.head_emp_id` is declared to point at `employees`; `details.emp_id` is the
    /// employees' key held by another table. Neither gives a role edge to `details`.
    #[test]
    fn a_declared_key_or_a_borrowed_key_infers_no_role_edge() {
        let fk = |from: &str, col: &str, to: &str| ForeignKey {
            from_table: from.into(),
            from_column: col.into(),
            to_table: to.into(),
            to_column: "emp_id".into(),
            inferred: false,
        };
        let schema = Schema {
            tables: vec![
                table("employees", &["emp_id", "name"], &["emp_id"]),
                table("details", &["emp_id", "bonus"], &["emp_id"]),
                table("dept", &["dept_id", "head_emp_id"], &["dept_id"]),
            ],
            foreign_keys: vec![
                fk("details", "emp_id", "employees"),
                fk("dept", "head_emp_id", "employees"),
            ],
            ..Default::default()
        };
        let g = JoinGraph::new(&schema);
        assert!(
            !g.edges
                .iter()
                .any(|e| (e.a == 2 && e.b == 1) || (e.a == 1 && e.b == 2)),
            "{:?}",
            g.edges
        );
    }

    #[test]
    fn twin_tables_give_two_shortest_paths() {
        let schema = Schema {
            tables: vec![
                table("student", &["stuid", "age"], &["stuid"]),
                table("has_pet", &["stuid", "petid"], &[]),
                table("owns", &["stuid", "petid"], &[]),
                table("pets", &["petid", "pettype"], &["petid"]),
            ],
            foreign_keys: vec![ForeignKey {
                from_table: "has_pet".into(),
                from_column: "stuid".into(),
                to_table: "student".into(),
                to_column: "stuid".into(),
                inferred: false,
            }],
            ..Default::default()
        };
        let g = JoinGraph::new(&schema);
        assert_eq!(g.distance(0, 3), Some(2));
        assert_eq!(g.shortest_paths(0, 3).len(), 2);
        assert_eq!(g.shortest_paths(0, 0), vec![Vec::<usize>::new()]);
        // `owns` is a synonym copy of `has_pet`, not a split of it.
        assert!(!g.split_pair(1, 2));
    }

    #[test]
    fn a_table_of_some_columns_joined_on_the_key_is_a_vertical_split() {
        let schema = Schema {
            tables: vec![
                table("teacher", &["teacher_id", "name", "age"], &["teacher_id"]),
                table("teacher_age", &["teacher_id", "age"], &[]),
                table("course", &["course_id", "teacher_id"], &["course_id"]),
            ],
            foreign_keys: vec![],
            ..Default::default()
        };
        let g = JoinGraph::new(&schema);
        assert!(g.split_pair(0, 1) && g.split_pair(1, 0));
        assert!(!g.split_pair(0, 2) && !g.split_pair(1, 2));
    }

    #[test]
    fn twins_with_keys_of_their_own_do_not_borrow_each_others() {
        let fk = |from: &str, column: &str, to: &str| ForeignKey {
            from_table: from.into(),
            from_column: column.into(),
            to_table: to.into(),
            to_column: "dept_id".into(),
            inferred: false,
        };
        let schema = Schema {
            tables: vec![
                table(
                    "employees",
                    &["emp_id", "curr_dept_id", "old_dept_id"],
                    &["emp_id"],
                ),
                table("curr_dept", &["dept_id", "name"], &["dept_id"]),
                table("old_dept", &["dept_id", "name"], &["dept_id"]),
            ],
            foreign_keys: vec![
                fk("employees", "curr_dept_id", "curr_dept"),
                fk("employees", "old_dept_id", "old_dept"),
            ],
            ..Default::default()
        };
        let g = JoinGraph::new(&schema);
        for (dept, column) in [(1, "curr_dept_id"), (2, "old_dept_id")] {
            let paths = g.shortest_paths(0, dept);
            assert_eq!(paths.len(), 1, "one join from employees to table {dept}");
            let edge = &g.edges[paths[0][0]];
            assert_eq!(edge.a_col, column);
        }
    }
}
