"""The SQLite source: reading its tables, columns, keys, indexes and views, and the type mapping."""

from __future__ import annotations

import argparse
import csv
import decimal
import glob
import hashlib
import io
import json
import math
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DB = Path(__file__).resolve().parent.parent / "demo.sqlite"
REQUIREMENTS = "demo-db/requirements.txt"


class ConvertError(Exception):
    """A failure worth one clear line on stderr (exit status 2)."""


def warn(msg: str) -> None:
    print(f"convert.py: warning: {msg}", file=sys.stderr)


def qi(name: str) -> str:
    """Quote an identifier. Always quoting keeps mixed case and survives reserved words."""
    return '"' + name.replace('"', '""') + '"'


def ql(s: str) -> str:
    """Quote a string literal (standard_conforming_strings is on in every engine we write for)."""
    return "'" + s.replace("'", "''") + "'"


# --------------------------------------------------------------------------------------------
# Reading the SQLite schema
# --------------------------------------------------------------------------------------------

@dataclass
class Column:
    name: str
    decl: str      # declared type as written in SQLite
    target: str    # one of: bigint, double, numeric, text, bytea
    notnull: bool


@dataclass
class Table:
    name: str
    columns: list[Column]
    pk: list[str]
    uniques: list[list[str]] = field(default_factory=list)
    indexes: list[tuple[str, bool, list[tuple[str, bool]]]] = field(default_factory=list)  # name, unique, [(col, desc)]
    fks: list[dict] = field(default_factory=list)

    def col(self, name: str) -> Column | None:
        return next((c for c in self.columns if c.name.lower() == name.lower()), None)


@dataclass
class View:
    name: str
    columns: list[str]  # as SQLite reports them; used as an explicit column list so names match exactly
    sql: str            # the full CREATE VIEW statement from sqlite_master
    body: str           # the SELECT after AS


# Per target type, the SQLite storage classes (typeof) its values may have without loss.
FITS = {
    "bigint": {"integer"},
    "double": {"integer", "real"},
    "numeric": {"integer", "real"},
    "bytea": {"blob"},
    "text": {"text", "integer", "real", "blob"},  # anything can be written as text (see text_of)
}
PG_TYPE = {"bigint": "bigint", "double": "double precision", "numeric": "numeric", "text": "text", "bytea": "bytea"}
# DuckDB's bare NUMERIC is DECIMAL(18,3), which would silently round; DOUBLE keeps SQLite's values.
DUCK_TYPE = {"bigint": "BIGINT", "double": "DOUBLE", "numeric": "DOUBLE", "text": "VARCHAR", "bytea": "BLOB"}


def declared_target(decl: str) -> str:
    """Map a declared type with SQLite's own affinity rules (so BIGINT is an integer and VARCHAR(12)
    text), except that anything unrecognised becomes text, not SQLite's catch-all NUMERIC: columns
    declared DATE or BOOLEAN hold strings as often as numbers."""
    d = decl.upper()
    if not d:
        return "text"
    if "INT" in d:
        return "bigint"
    if "CHAR" in d or "CLOB" in d or "TEXT" in d:
        return "text"
    if "BLOB" in d:
        return "bytea"
    if "REAL" in d or "FLOA" in d or "DOUB" in d:
        return "double"
    if "NUMERIC" in d or "DECIMAL" in d:
        return "numeric"
    return "text"


def widen(target: str, classes: set[str]) -> str:
    """The narrowest type at or above `target` that holds every storage class present."""
    for t in {"bigint": ["bigint", "double", "text"], "double": ["double", "text"],
              "numeric": ["numeric", "text"], "bytea": ["bytea", "text"], "text": ["text"]}[target]:
        if classes <= FITS[t]:
            return t
    return "text"


def text_of(v) -> str:
    """How a non-text value is written into a text column; verify uses the same function."""
    if isinstance(v, bytes):
        return "\\x" + v.hex()
    if isinstance(v, float):
        return repr(v)
    return str(v)


def open_sqlite(path: str) -> sqlite3.Connection:
    p = Path(path)
    if not p.is_file():
        raise ConvertError(f"no SQLite database at {path}")
    # Read-only, so a conversion can never change the committed demo file.
    con = sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.DatabaseError as e:
        raise ConvertError(f"{path} is not a readable SQLite database: {e}") from None
    return con


def read_tables(con: sqlite3.Connection) -> list[Table]:
    tables = []
    rows = con.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid").fetchall()
    for name, sql in rows:
        if (sql or "").upper().startswith("CREATE VIRTUAL"):
            warn(f"skipping virtual table {name!r}: it has no portable form")
            continue
        cols, pk = [], []
        info = con.execute("SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", (name,)).fetchall()
        # The storage classes each column really holds, all columns in one scan of the table.
        present = con.execute("SELECT " + ", ".join(f"group_concat(DISTINCT typeof({qi(c[0])}))" for c in info)
                              + f" FROM {qi(name)}").fetchone()
        for (cname, decl, notnull, pkpos), found in zip(info, present):
            target = declared_target(decl or "")
            classes = set((found or "").split(",")) - {"null", ""}
            fitted = widen(target, classes)
            if fitted != target or (target == "text" and classes - {"text"}):
                warn(f"{name}.{cname} is declared {decl or '(no type)'!r} but holds {', '.join(sorted(classes))} "
                     f"values: stored as {PG_TYPE[fitted]}")
            cols.append(Column(cname, decl or "", fitted, bool(notnull)))
            if pkpos:
                pk.append((pkpos, cname))
        t = Table(name, cols, [c for _, c in sorted(pk)])
        if t.pk:
            # SQLite lets NULL into a non-INTEGER primary key (a documented legacy bug); PostgreSQL
            # would reject the whole load, so keep the uniqueness without the NOT NULL.
            nulls = con.execute(f"SELECT count(*) FROM {qi(name)} WHERE "
                                + " OR ".join(f"{qi(c)} IS NULL" for c in t.pk)).fetchone()[0]
            if nulls:
                warn(f"{name}: primary key ({', '.join(t.pk)}) has {nulls} NULL row(s): kept as UNIQUE")
                t.uniques.append(t.pk)
                t.pk = []
        read_indexes(con, t)
        tables.append(t)
    for t in tables:
        read_foreign_keys(con, t, tables)
    return tables


def read_indexes(con: sqlite3.Connection, t: Table) -> None:
    for _, iname, unique, origin, partial in con.execute(
            "SELECT seq, name, \"unique\", origin, partial FROM pragma_index_list(?)", (t.name,)).fetchall():
        if origin == "pk":
            continue  # already the PRIMARY KEY
        keys = con.execute("SELECT cid, name, \"desc\" FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno",
                           (iname,)).fetchall()
        if partial or any(cid < 0 for cid, _, _ in keys):
            warn(f"skipping index {iname!r} on {t.name}: partial and expression indexes are not copied")
            continue
        if origin == "u":
            t.uniques.append([n for _, n, _ in keys])
        else:
            t.indexes.append((iname, bool(unique), [(n, bool(d)) for _, n, d in keys]))


def read_foreign_keys(con: sqlite3.Connection, t: Table, tables: list[Table]) -> None:
    """Keep a foreign key only if PostgreSQL will accept it: the target exists, its columns are the
    target's primary key or a unique constraint, the types match, and (since SQLite does not enforce
    foreign keys by default) no row breaks it."""
    by_name = {x.name.lower(): x for x in tables}
    groups: dict[int, list] = {}
    for fid, seq, parent, frm, to, on_update, on_delete, _match in con.execute(
            "SELECT * FROM pragma_foreign_key_list(?)", (t.name,)).fetchall():
        groups.setdefault(fid, []).append((seq, parent, frm, to, on_update, on_delete))
    for fid in sorted(groups):
        parts = sorted(groups[fid])
        parent_name = parts[0][1]
        child_cols = [p[2] for p in parts]
        label = f"foreign key {t.name}({', '.join(child_cols)}) -> {parent_name}"
        parent = by_name.get(parent_name.lower())
        if parent is None:
            warn(f"skipping {label}: table {parent_name!r} does not exist")
            continue
        if any(p[3] is None for p in parts):  # REFERENCES parent without columns means its primary key
            parent_cols = parent.pk
        else:
            parent_cols = [parent.col(p[3]).name if parent.col(p[3]) else p[3] for p in parts]
        child = [t.col(c) for c in child_cols]
        target = [parent.col(c) for c in parent_cols]
        if len(parent_cols) != len(child_cols) or None in child or None in target:
            warn(f"skipping {label}: the referenced columns {parent_cols} do not exist there")
            continue
        keys = [{c.lower() for c in parent.pk}] + [{c.lower() for c in u} for u in parent.uniques] + \
               [{c.lower() for c, _ in cols} for _, uniq, cols in parent.indexes if uniq]
        if {c.lower() for c in parent_cols} not in keys:
            warn(f"skipping {label}: ({', '.join(parent_cols)}) is not unique in {parent.name}")
            continue
        if any(a.target != b.target for a, b in zip(child, target)):
            warn(f"skipping {label}: column types differ")
            continue
        broken = con.execute(
            f"SELECT count(*) FROM {qi(t.name)} AS c WHERE "
            + " AND ".join(f"c.{qi(c.name)} IS NOT NULL" for c in child)
            + f" AND NOT EXISTS (SELECT 1 FROM {qi(parent.name)} AS p WHERE "
            + " AND ".join(f"p.{qi(b.name)} = c.{qi(a.name)}" for a, b in zip(child, target)) + ")").fetchone()[0]
        if broken:
            warn(f"skipping {label}: {broken} row(s) reference a missing {parent.name} row")
            continue
        t.fks.append({"cols": [c.name for c in child], "parent": parent.name,
                      "parent_cols": [c.name for c in target],
                      "on_update": parts[0][4], "on_delete": parts[0][5]})
