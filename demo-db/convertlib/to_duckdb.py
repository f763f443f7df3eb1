"""The DuckDB form: a DuckDB file, tables created parents first so foreign keys can be declared."""

from .common import *  # noqa: F401,F403
from .views import *  # noqa: F401,F403

# --------------------------------------------------------------------------------------------
# DuckDB file
# --------------------------------------------------------------------------------------------

def import_duckdb():
    try:
        import duckdb
    except ImportError:
        raise ConvertError(f"the duckdb Python package is missing: pip install -r {REQUIREMENTS}") from None
    return duckdb


def write_duckdb(con: sqlite3.Connection, out: Path) -> None:
    duckdb = import_duckdb()
    tables, views = read_tables(con), read_views(con)
    # Build beside the target and rename at the end, so a failure never leaves a half-made database.
    tmpdir = tempfile.mkdtemp(prefix=".convert-", dir=out.parent)
    try:
        tmp = Path(tmpdir) / "out.duckdb"
        db = duckdb.connect(str(tmp))
        try:
            build_duckdb(duckdb, db, con, tables, views, Path(tmpdir) / "rows.jsonl")
        finally:
            db.close()  # also checkpoints, so the file is complete without a .wal beside it
        wal = out.with_name(out.name + ".wal")
        if wal.exists():  # a stale WAL next to the new file would be replayed into it
            wal.unlink()
        os.replace(tmp, out)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    print(f"wrote {out}: {len(tables)} tables, {len(views)} views", file=sys.stderr)


def duckdb_table_order(tables: list[Table]) -> tuple[list[Table], set[tuple[str, int]]]:
    """DuckDB declares a foreign key only in CREATE TABLE and only to a table that exists, so tables
    are created parents first. A key that closes a cycle (employees <-> curr_dept) cannot be declared
    at all: it is dropped, with a warning, and returned as (table, index into its fks)."""
    by_name = {t.name: t for t in tables}
    order: list[Table] = []
    done: set[str] = set()
    dropped: set[tuple[str, int]] = set()
    visiting: set[str] = set()

    def visit(t: Table) -> None:
        if t.name in done:
            return
        visiting.add(t.name)
        for i, fk in enumerate(t.fks):
            parent = fk["parent"]
            if parent == t.name or parent in done:
                continue
            if parent in visiting:
                warn(f"foreign key {t.name}({', '.join(fk['cols'])}) -> {parent} closes a cycle: "
                     "DuckDB cannot declare it")
                dropped.add((t.name, i))
                continue
            visit(by_name[parent])
        visiting.discard(t.name)
        done.add(t.name)
        order.append(t)

    for t in tables:
        visit(t)
    return order, dropped


def build_duckdb(duckdb, db, con: sqlite3.Connection, tables: list[Table], views: list[View], scratch: Path) -> None:
    ordered, dropped = duckdb_table_order(tables)
    for t in ordered:
        lines = [f"{qi(c.name)} {DUCK_TYPE[c.target]}{' NOT NULL' if c.notnull else ''}" for c in t.columns]
        if t.pk:
            lines.append(f"PRIMARY KEY ({', '.join(map(qi, t.pk))})")
        lines += [f"UNIQUE ({', '.join(map(qi, u))})" for u in t.uniques]
        # Referential actions are left out: DuckDB supports none but the default.
        lines += [f"FOREIGN KEY ({', '.join(map(qi, fk['cols']))}) "
                  f"REFERENCES {qi(fk['parent'])} ({', '.join(map(qi, fk['parent_cols']))})"
                  for i, fk in enumerate(t.fks) if (t.name, i) not in dropped]
        db.execute(f"CREATE TABLE {qi(t.name)} ({', '.join(lines)})")
        load_rows_duckdb(db, con, t, scratch)
        for iname, unique, cols in t.indexes:
            keys = ", ".join(qi(c) + (" DESC" if d else "") for c, d in cols)
            db.execute(f"CREATE {'UNIQUE ' if unique else ''}INDEX {qi(iname)} ON {qi(t.name)} ({keys})")
    names = object_names(tables, views)
    for v in views:
        # DuckDB checks a view as it is created, so the candidates are tried right here.
        cols = ", ".join(qi(c) for c in v.columns)
        errors = []
        for n, cand in enumerate(view_candidates(v, "duckdb", names), 1):
            try:
                db.execute(f"CREATE VIEW {qi(v.name)} ({cols}) AS {cand}")
                db.execute(f"SELECT * FROM {qi(v.name)} LIMIT 0")
            except duckdb.Error as e:
                db.execute(f"DROP VIEW IF EXISTS {qi(v.name)}")
                errors.append(f"try {n}: {str(e).splitlines()[0]}")
                continue
            if n > 1:
                warn(f"view {v.name}: created from fallback {n}")
            break
        else:
            raise ConvertError(f"view {v.name!r} could not be created in DuckDB: " + "; ".join(errors))


def self_reference_levels(t: Table, rows: list[tuple]) -> list[list[tuple]]:
    """Rows split into levels so each row's self-referenced parent (employees.manager_id -> emp_id)
    is in an earlier level: DuckDB checks a foreign key against the rows already in the table, not
    those of the same INSERT. A table without such a key is one level."""
    selfs = [fk for fk in t.fks if fk["parent"] == t.name]
    if not selfs:
        return [rows]
    at = {c.name: i for i, c in enumerate(t.columns)}
    key_of = lambda row, cols: tuple(row[at[c]] for c in cols)
    levels: list[list[tuple]] = []
    present: dict[tuple, set] = {tuple(fk["parent_cols"]): set() for fk in selfs}
    pending = rows
    while pending:
        ready, waiting = [], []
        for row in pending:
            parents_in = all(any(v is None for v in key_of(row, fk["cols"]))
                             or key_of(row, fk["cols"]) in present[tuple(fk["parent_cols"])]
                             or key_of(row, fk["cols"]) == key_of(row, fk["parent_cols"])
                             for fk in selfs)
            (ready if parents_in else waiting).append(row)
        if not ready:
            raise ConvertError(f"{t.name}: rows reference each other in a cycle")
        for row in ready:
            for cols, seen in present.items():
                seen.add(key_of(row, cols))
        levels.append(ready)
        pending = waiting
    return levels


def load_rows_duckdb(db, con: sqlite3.Connection, t: Table, scratch: Path) -> None:
    """Rows go through newline-delimited JSON, which keeps ints, floats (shortest exact repr), text and
    NULL apart, and which DuckDB reads in bulk; row-by-row INSERTs take seconds even for this demo."""
    cols = ", ".join(qi(c.name) for c in t.columns)
    rows = con.execute(f"SELECT {cols} FROM {qi(t.name)}").fetchall()
    spec = ", ".join(f"'c{i}': '{'VARCHAR' if c.target == 'bytea' else DUCK_TYPE[c.target]}'"
                     for i, c in enumerate(t.columns))
    select = ", ".join(f"from_hex(c{i})" if c.target == "bytea" else f"c{i}" for i, c in enumerate(t.columns))
    for level in self_reference_levels(t, rows):
        with open(scratch, "w", encoding="utf-8") as f:
            for row in level:
                rec = {}
                for i, (v, c) in enumerate(zip(row, t.columns)):
                    if v is not None:
                        if c.target == "bytea":
                            v = bytes(v).hex()
                        elif c.target == "text" and not isinstance(v, str):
                            v = text_of(v)
                        elif isinstance(v, float) and not math.isfinite(v):
                            v = repr(v)  # JSON has no inf/nan; DuckDB casts the strings 'inf' and 'nan'
                    rec[f"c{i}"] = v
                f.write(json.dumps(rec) + "\n")
        db.execute(f"INSERT INTO {qi(t.name)} SELECT {select} FROM "
                   f"read_json(?, format = 'newline_delimited', columns = {{{spec}}})", [str(scratch)])
