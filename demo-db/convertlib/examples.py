"""Benchmark examples on other engines: each example's database as a DuckDB file or PostgreSQL script.

An AmbiQT-format example names a base SQLite database (`db_id`) and the statements (`setup`) that
modify a copy of it into the database its question is asked of. `write_examples` applies them to an
in-memory copy and writes that copy, through the same conversion as the demo's, to
`OUT/<example id>.duckdb` (so `qlarify eval --engine-dbs OUT` measures the same examples on DuckDB)
or, with `postgres`, `OUT/<example id>.sql`, a script for an empty database named as the example's
id (`qlarify eval --engine-dbs postgres://…/{id}`), its names in lower case (`fold_names`). A file newer than its base database and the
data file is kept (re-running converts only what changed).
"""

import contextlib

from .common import *  # noqa: F401,F403
from .to_duckdb import write_duckdb
from .to_postgres import write_postgres


def read_examples(data: Path) -> list[dict]:
    try:
        lines = data.read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise ConvertError(f"cannot read {data}: {e}") from None
    examples = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            e = json.loads(line)
            ident, db_id, setup = e["id"], e["db_id"], e.get("setup", [])
        except (json.JSONDecodeError, KeyError, TypeError) as err:
            raise ConvertError(f"{data}:{n}: not an example ({err})") from None
        if not re.fullmatch(r"[\w.-]+", ident) or not re.fullmatch(r"[\w.-]+", db_id):
            raise ConvertError(f"{data}:{n}: id {ident!r} or db_id {db_id!r} is not a plain file name")
        examples.append({"id": ident, "db_id": db_id, "setup": setup})
    return examples


def modified_copy(base: Path, ident: str, setup: list[str]) -> sqlite3.Connection:
    """The example's database: the base copied into memory (the base file is only read), then its setup."""
    src = open_sqlite(str(base))
    con = sqlite3.connect(":memory:")
    try:
        src.backup(con)
    finally:
        src.close()
    for statement in setup:
        try:
            con.execute(statement)
        except sqlite3.Error as e:
            raise ConvertError(f"{ident}: a setup statement fails ({e}): {statement[:120]}") from None
    con.commit()
    return con


def fold_names(con: sqlite3.Connection) -> None:
    """Every table and column renamed to lower case, as PostgreSQL folds unquoted names: SQL written
    for SQLite, which ignores the case of names, then reads the same tables there. (SQLite cannot
    hold two names that differ only in case, so nothing collides; renames go through a temporary
    name because SQLite sees a case-only rename as a clash, and SQLite updates the foreign keys,
    indexes, triggers and views that refer to each name.)"""
    tables = [r[0] for r in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    for table in tables:
        columns = [r[1] for r in con.execute(f"PRAGMA table_info({qi(table)})")]
        for column in columns:
            if column != column.lower():
                con.execute(f"ALTER TABLE {qi(table)} RENAME COLUMN {qi(column)} TO {qi(column + '__fold')}")
                con.execute(f"ALTER TABLE {qi(table)} RENAME COLUMN {qi(column + '__fold')} TO {qi(column.lower())}")
        if table != table.lower():
            con.execute(f"ALTER TABLE {qi(table)} RENAME TO {qi(table + '__fold')}")
            con.execute(f"ALTER TABLE {qi(table + '__fold')} RENAME TO {qi(table.lower())}")
    con.commit()


def write_examples(data: Path, dbs: Path, out: Path, limit: int | None, verbose: bool,
                   postgres: bool = False) -> None:
    examples = read_examples(data)[:limit]
    out.mkdir(parents=True, exist_ok=True)
    written = kept = 0
    warnings: list[str] = []
    for e in examples:
        base = dbs / f"{e['db_id']}.sqlite"
        target = out / (f"{e['id']}.sql" if postgres else f"{e['id']}.duckdb")
        if not base.is_file():
            raise ConvertError(f"{e['id']}: no base database {base}")
        newest_input = max(base.stat().st_mtime, data.stat().st_mtime)
        if target.is_file() and target.stat().st_mtime >= newest_input:
            kept += 1
            continue
        con = modified_copy(base, e["id"], e["setup"])
        # The conversion's per-table notes (a widened type, a foreign key the rows break) repeat for
        # every example of a database: counted, and shown with --verbose.
        notes = io.StringIO()
        try:
            with contextlib.redirect_stderr(notes):
                if postgres:
                    fold_names(con)
                    write_postgres(con, target, str(base))
                else:
                    write_duckdb(con, target)
        finally:
            con.close()
        warnings += [f"{e['id']}: {line}" for line in notes.getvalue().splitlines() if "warning:" in line]
        written += 1
    if verbose:
        for line in warnings:
            print(line, file=sys.stderr)
    print(f"{out}: {written} written, {kept} up to date, {len(warnings)} conversion warning(s)"
          + ("" if verbose or not warnings else " (--verbose lists them)"), file=sys.stderr)
