"""Checking a copy against the SQLite source: row counts and order-independent checksums."""

from .common import *  # noqa: F401,F403
from .to_duckdb import import_duckdb  # noqa: F401
from .views import *  # noqa: F401,F403

# --------------------------------------------------------------------------------------------
# Verification
# --------------------------------------------------------------------------------------------

def norm(v, target: str | None):
    """A value as compared: integers as ints, reals to 9 significant digits (a real that is a whole
    number counts as that integer, so SQLite's 5.0 equals an engine's 5), text as text. `target` is
    the column's mapped type, or None for views."""
    if v is None:
        return None
    if target == "text" and not isinstance(v, str):
        v = text_of(v)  # what the converters stored
    if isinstance(v, (bytes, bytearray, memoryview)):
        return "\\x" + bytes(v).hex()
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    if isinstance(v, decimal.Decimal):
        v = float(v)
    if isinstance(v, float):
        if v.is_integer() and abs(v) < 2 ** 53:
            return int(v)
        return ["real", f"{v + 0.0:.9g}"]  # + 0.0 turns -0.0 into 0.0
    return str(v)


def digest(rows, targets) -> tuple[int, str]:
    """Row count and an order-independent checksum: the sum of each row's hash, mod 2**64."""
    n, total = 0, 0
    for row in rows:
        vals = [norm(v, t) for v, t in zip(row, targets)]
        h = hashlib.sha256(json.dumps(vals, ensure_ascii=True).encode()).digest()
        total = (total + int.from_bytes(h[:8], "big")) % 2 ** 64
        n += 1
    return n, f"{total:016x}"


def source_objects(con: sqlite3.Connection):
    """(name, kind, columns, targets) for every table and view of the SQLite source."""
    objs = [(t.name, "table", [c.name for c in t.columns], [c.target for c in t.columns]) for t in read_tables(con)]
    objs += [(v.name, "view", v.columns, [None] * len(v.columns)) for v in read_views(con)]
    return objs


def verify(con: sqlite3.Connection, catalog: dict[str, list[str]], fetch) -> int:
    """Compare every source object with the target. `catalog` maps names to column lists; `fetch(name)`
    yields the target's rows. Prints a table; returns the number of differences."""
    header = ("object", "kind", "sqlite rows", "target rows", "sqlite checksum", "target checksum", "status")
    lines, bad = [], 0
    for name, kind, cols, targets in source_objects(con):
        src_n, src_sum = digest(con.execute(f"SELECT {', '.join(map(qi, cols))} FROM {qi(name)}"), targets)
        if name not in catalog:
            status, dst_n, dst_sum = "MISSING", "-", "-"
        elif catalog[name] != cols:
            status, dst_n, dst_sum = "COLUMNS DIFFER", "-", "-"
            print(f"{name}: sqlite columns {cols}\n{' ' * len(name)}  target columns {catalog[name]}", file=sys.stderr)
        else:
            dst_n, dst_sum = digest(fetch(name), targets)
            status = "ok" if (src_n, src_sum) == (dst_n, dst_sum) else "DIFFERENT"
        bad += status != "ok"
        lines.append((name, kind, str(src_n), str(dst_n), src_sum, dst_sum, status))
    widths = [max(len(r[i]) for r in [header] + lines) for i in range(len(header))]
    for r in [header, tuple("-" * w for w in widths)] + lines:
        print("  ".join(c.ljust(w) if i in (0, 1, 6) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip())
    print(f"{len(lines)} objects compared, {bad} with differences")
    return bad


def find_psql() -> str:
    found = shutil.which("psql")
    if found:
        return found
    dirs = sorted(glob.glob("/usr/lib/postgresql/*/bin/psql"),
                  key=lambda p: [int(x) if x.isdigit() else 0 for x in p.split("/")[4].split(".")])
    if dirs:
        return dirs[-1]
    raise ConvertError("psql not found (install the PostgreSQL client)")


def psql_rows(dsn: str, query: str) -> list[list[str]]:
    cmd = [find_psql(), "-X", "-q", "--csv", "-t", "-v", "ON_ERROR_STOP=1", "-d", dsn, "-c", query]
    env = dict(os.environ, PGCONNECT_TIMEOUT=os.environ.get("PGCONNECT_TIMEOUT", "10"))
    r = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", env=env)
    if r.returncode != 0:
        raise ConvertError(f"psql failed: {r.stderr.strip() or r.returncode}")
    return list(csv.reader(io.StringIO(r.stdout)))


def verify_postgres(con: sqlite3.Connection, dsn: str) -> int:
    catalog: dict[str, list[str]] = {}
    floats: dict[str, list[int]] = {}  # per relation, the positions of floating-point and numeric columns
    for rel, att, typ in psql_rows(dsn, "SELECT c.relname, a.attname, format_type(a.atttypid, NULL) FROM pg_class c "
                                        "JOIN pg_namespace n ON n.oid = c.relnamespace "
                                        "JOIN pg_attribute a ON a.attrelid = c.oid "
                                        "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm') "
                                        "AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum"):
        if typ in ("double precision", "real", "numeric"):
            floats.setdefault(rel, []).append(len(catalog.get(rel, [])))
        catalog.setdefault(rel, []).append(att)

    def fetch(name):
        # One JSON object per row keeps NULL, numbers and text apart without a database driver.
        for (line,) in psql_rows(dsn, f"SELECT row_to_json(t)::text FROM {qi(name)} AS t"):
            row = [v for _, v in json.loads(line, object_pairs_hook=list)]
            for i in floats.get(name, []):
                if isinstance(row[i], str):  # JSON has no Infinity or NaN, so PostgreSQL writes them as strings
                    row[i] = float(row[i])
            yield row
    return verify(con, catalog, fetch)


def verify_duckdb(con: sqlite3.Connection, path: str) -> int:
    duckdb = import_duckdb()
    if not Path(path).is_file():
        raise ConvertError(f"no DuckDB file at {path}")
    db = duckdb.connect(path, read_only=True)
    catalog: dict[str, list[str]] = {}
    for rel, col in db.execute("SELECT table_name, column_name FROM information_schema.columns "
                               "WHERE table_schema = 'main' ORDER BY table_name, ordinal_position").fetchall():
        catalog.setdefault(rel, []).append(col)
    try:
        return verify(con, catalog, lambda name: db.execute(f"SELECT * FROM {qi(name)}").fetchall())
    finally:
        db.close()
