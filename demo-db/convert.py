#!/usr/bin/env python3
"""Copy the SQLite demo database into PostgreSQL and DuckDB, and check a copy against it.

    python3 demo-db/convert.py postgres OUT.sql      [--db demo-db/demo.sqlite]
    python3 demo-db/convert.py duckdb   OUT.duckdb   [--db ...]
    python3 demo-db/convert.py verify-postgres DSN   [--db ...]   # e.g. postgres://postgres@127.0.0.1:55432/demo
    python3 demo-db/convert.py verify-duckdb   FILE  [--db ...]
    python3 demo-db/convert.py examples DATA.jsonl --dbs DIR OUT [--postgres] [--limit N] [--verbose]

`postgres` writes a psql script for an empty database (`psql -v ON_ERROR_STOP=1 -f OUT.sql`):
tables, rows (COPY), indexes, foreign keys, views, then ANALYZE, all in one transaction.
`duckdb` writes a DuckDB file (needs `pip install -r demo-db/requirements.txt`).
`examples` writes each benchmark example's database (AmbiQT format: DIR/<db_id>.sqlite with the
example's setup applied) as OUT/<id>.duckdb, for `qlarify eval --engine-dbs OUT`, or with
--postgres as OUT/<id>.sql, a script for an empty database named <id>, for
`qlarify eval --engine-dbs 'postgres://USER@HOST:PORT/{id}'`.
`verify-*` compare every table and view with the SQLite source by row count and an
order-independent checksum, print a table and exit 1 on any difference.

Names are kept exactly (always double-quoted), so `Has_Pet`/`StuID` keep their case on PostgreSQL.
Types follow the declared type: INTEGER->bigint, REAL->double precision, TEXT->text,
NUMERIC->numeric, BLOB->bytea, blank/other->text (SQLite's affinity rules decide which of these a
declared type such as VARCHAR(12) or BIGINT is). SQLite does not enforce declared types, so a column
whose values do not fit its mapped type is widened (bigint -> double precision -> text) with a warning
rather than failing halfway through a load.

Only the standard library is needed, except `duckdb` for the two DuckDB modes; PostgreSQL is
reached through the psql client so no driver has to be installed.
Exit status: 0 ok, 1 verification found differences, 2 error.
"""


from __future__ import annotations

import argparse
import sqlite3
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))

from convertlib.common import DEFAULT_DB, ConvertError, open_sqlite  # noqa: E402
from convertlib.examples import write_examples  # noqa: E402
from convertlib.to_duckdb import write_duckdb  # noqa: E402
from convertlib.to_postgres import write_postgres  # noqa: E402
from convertlib.verify import verify_duckdb, verify_postgres  # noqa: E402


# --------------------------------------------------------------------------------------------

def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    for mode, arg, what in (("postgres", "out", "psql script to write"), ("duckdb", "out", "DuckDB file to write"),
                            ("verify-postgres", "dsn", "connection string, e.g. postgres://postgres@127.0.0.1:55432/demo"),
                            ("verify-duckdb", "file", "DuckDB file to check")):
        s = sub.add_parser(mode)
        s.add_argument(arg, help=what)
        s.add_argument("--db", default=str(DEFAULT_DB), help="SQLite source (default: %(default)s)")
    s = sub.add_parser("examples")
    s.add_argument("data", help="benchmark examples (AmbiQT format, one JSON object per line)")
    s.add_argument("--dbs", required=True, help="directory of the base databases (<db_id>.sqlite)")
    s.add_argument("out", help="directory to write <example id>.duckdb into")
    s.add_argument("--postgres", action="store_true", help="write PostgreSQL scripts, not DuckDB files")
    s.add_argument("--limit", type=int, help="only the first N examples")
    s.add_argument("--verbose", action="store_true", help="list every conversion warning")
    a = p.parse_args(argv)
    try:
        if a.mode == "examples":
            write_examples(Path(a.data), Path(a.dbs), Path(a.out), a.limit, a.verbose, a.postgres)
            return 0
        con = open_sqlite(a.db)
        if a.mode == "postgres":
            write_postgres(con, Path(a.out), a.db)
        elif a.mode == "duckdb":
            write_duckdb(con, Path(a.out))
        elif a.mode == "verify-postgres":
            return 1 if verify_postgres(con, a.dsn) else 0
        else:
            return 1 if verify_duckdb(con, a.file) else 0
    except (ConvertError, OSError, sqlite3.Error) as e:
        print(f"convert.py: error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
