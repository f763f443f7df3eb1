#!/usr/bin/env python3
"""Copy the SQLite demo database into PostgreSQL and DuckDB, and check a copy against it.

    python3 demo-db/convert.py postgres OUT.sql      [--db demo-db/demo.sqlite]
    python3 demo-db/convert.py duckdb   OUT.duckdb   [--db ...]
    python3 demo-db/convert.py verify-postgres DSN   [--db ...]   # e.g. postgres://postgres@127.0.0.1:55432/demo
    python3 demo-db/convert.py verify-duckdb   FILE  [--db ...]

`postgres` writes a psql script for an empty database (`psql -v ON_ERROR_STOP=1 -f OUT.sql`):
tables, rows (COPY), indexes, foreign keys, views, then ANALYZE, all in one transaction.
`duckdb` writes a DuckDB file (needs `pip install -r demo-db/requirements.txt`).
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

DEFAULT_DB = Path(__file__).resolve().parent / "demo.sqlite"
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


def read_views(con: sqlite3.Connection) -> list[View]:
    views = []
    for name, sql in con.execute("SELECT name, sql FROM sqlite_master WHERE type = 'view' ORDER BY rowid"):
        try:
            cols = [r[0] for r in con.execute("SELECT name FROM pragma_table_info(?)", (name,))]
        except sqlite3.Error as e:
            raise ConvertError(f"view {name!r} is broken in SQLite itself: {e}") from None
        views.append(View(name, cols, sql, view_body(name, sql)))
    # A view can only be created after the views it reads; sqlite_master order usually is that
    # order, but SQLite does not insist on it, so sort by dependency.
    ordered, pending = [], list(views)
    while pending:
        ready = [v for v in pending
                 if not any(o is not v and o in pending and o.name.lower() in names_in(v.body) for o in pending)]
        if not ready:  # a cycle cannot be created in SQLite either; keep the original order
            ready = pending[:]
        ordered += ready
        pending = [v for v in pending if v not in ready]
    return ordered


# --------------------------------------------------------------------------------------------
# View SQL: a small tokenizer and the rewrites where SQLite's dialect differs
# --------------------------------------------------------------------------------------------

TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<comment>--[^\n]*|/\*.*?(?:\*/|\Z))
  | (?P<string>'(?:[^']|'')*')
  | (?P<blob>[xX]'[0-9a-fA-F]*')
  | (?P<qident>"(?:[^"]|"")*"|\[[^\]]*\]|`(?:[^`]|``)*`)
  | (?P<number>0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<ident>[^\W\d]\w*\$?\w*)
  | (?P<param>[?:@$]\w*)
  | (?P<op>\|\||<<|>>|<=|>=|==|!=|<>|.)
""", re.S | re.X)

# Words never taken for a table or column name when left unquoted.
KEYWORDS = set("""ALL AND AS ASC BETWEEN BY CASE CAST COLLATE CROSS CURRENT_DATE CURRENT_TIME
CURRENT_TIMESTAMP DESC DISTINCT ELSE END ESCAPE EXCEPT EXISTS FALSE FILTER FROM FULL GLOB GROUP HAVING
IN INNER INTERSECT IS ISNULL JOIN LEFT LIKE LIMIT NATURAL NOT NOTNULL NULL OFFSET ON OR ORDER OUTER OVER
PARTITION RANGE RECURSIVE RIGHT ROWS SELECT THEN TRUE UNION USING VALUES WHEN WHERE WINDOW WITH""".split())

# SQLite functions with no generic translation: the view is kept as written and loading decides.
SQLITE_ONLY = {"strftime", "date", "time", "datetime", "julianday", "unixepoch", "printf", "total", "typeof",
               "char", "unicode", "hex", "quote", "randomblob", "zeroblob", "glob", "likely", "unlikely",
               "likelihood", "changes", "last_insert_rowid", "sqlite_version", "json_extract"}
# Of those, the ones DuckDB has too, with SQLite's meaning.
DUCKDB_HAS = {"hex", "typeof", "printf", "unicode", "json_extract"}


def tokenize(sql: str) -> list[tuple[str, str]]:
    return [(m.lastgroup, m.group()) for m in TOKEN_RE.finditer(sql)]


def sig(toks, i):
    """Index of the next token at or after i that is not whitespace or a comment (or None)."""
    while i < len(toks) and toks[i][0] in ("ws", "comment"):
        i += 1
    return i if i < len(toks) else None


def unquote(tok) -> str:
    """A name token's text without its quotes ("x", [x] or `x`)."""
    kind, s = tok
    if kind == "qident":
        q = s[0]
        return s[1:-1].replace(q * 2, q) if q != "[" else s[1:-1]
    return s


def match_paren(toks, i) -> int:
    """Index of the ')' closing the '(' at i."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j] == ("op", "("):
            depth += 1
        elif toks[j] == ("op", ")"):
            depth -= 1
            if depth == 0:
                return j
    raise ConvertError("unbalanced parentheses in view SQL")


def split_top(toks, sep=","):
    """Split a token list at commas (or another op) that are not inside parentheses."""
    parts, cur, depth = [], [], 0
    for tok in toks:
        if tok == ("op", "("):
            depth += 1
        elif tok == ("op", ")"):
            depth -= 1
        if depth == 0 and tok == ("op", sep):
            parts.append(cur)
            cur = []
        else:
            cur.append(tok)
    parts.append(cur)
    return parts


def text(toks) -> str:
    """Tokens back to SQL text."""
    return "".join(t for _, t in toks).strip()


def names_in(sql: str) -> set[str]:
    return {unquote(t).lower() for t in tokenize(sql) if t[0] in ("ident", "qident")}


def view_body(name: str, sql: str) -> str:
    """The SELECT of a CREATE VIEW: everything after the first AS outside parentheses."""
    toks = tokenize(sql)
    depth = 0
    for i, (kind, t) in enumerate(toks):
        depth += (t == "(") - (t == ")") if kind == "op" else 0
        if depth == 0 and kind == "ident" and t.upper() == "AS":
            return text(toks[i + 1:]).rstrip(";").rstrip()
    raise ConvertError(f"cannot find the SELECT of view {name!r}")


class Translator:
    """Rewrites SQLite view SQL for `dialect` ('postgres' or 'duckdb'), token by token, touching only
    what the target reads differently. `notes` collects what it saw but could not translate."""

    def __init__(self, dialect: str, names: list[str]):
        self.dialect = dialect
        self.spellings: dict[str, set[str]] = {}
        for n in names:
            self.spellings.setdefault(n.lower(), set()).add(n)
        self.notes: list[str] = []

    def run(self, sql: str) -> str:
        return self.tx(tokenize(sql))

    def name(self, tok) -> str:
        """An identifier as the target must see it. SQLite matches names without regard to case; PostgreSQL
        folds bare names to lower case, so a name with capitals is quoted in the spelling it was created with."""
        kind, t = tok
        if kind == "ident" and t.upper() in KEYWORDS:
            return t
        word = unquote(tok)
        found = self.spellings.get(word.lower(), set())
        if word in found or not found:
            real = word  # not ours (an alias, say) or spelled exactly as created: keep it
        elif len(found) == 1:
            real = next(iter(found))
        else:  # e.g. `stuid` when tables have both StuID and stuid: which one depends on the FROM
            self.notes.append(f"name {word!r} could be any of {', '.join(sorted(found))}")
            real = word
        if kind == "qident" or (found and real != real.lower()):
            return qi(real)
        return t

    def tx(self, toks) -> str:
        out, i, pg = [], 0, self.dialect == "postgres"
        while i < len(toks):
            kind, t = toks[i]
            if kind == "ident":
                j = sig(toks, i + 1)
                is_call = j is not None and toks[j] == ("op", "(") and (t.upper() == "CAST" or t.upper() not in KEYWORDS)
                if is_call:
                    k = match_paren(toks, j)
                    rewritten = self.call(t, split_top(toks[j + 1:k]))
                    if rewritten is not None:
                        out.append(rewritten)
                        i = k + 1
                        continue
                    out.append(t)  # a function left as it is; its arguments are translated as we go
                elif t.upper() == "LIKE":
                    out.append("ILIKE")  # SQLite's LIKE ignores case; PostgreSQL's and DuckDB's do not
                elif t.upper() == "GLOB":
                    self.notes.append("GLOB")
                    out.append(t)
                else:
                    out.append(self.name(toks[i]))
            elif kind == "qident":
                out.append(self.name(toks[i]))
            elif kind == "op" and t == "==":
                out.append("=")
            elif kind == "op" and t == "/" and not pg:
                self.notes.append("'/' divides integers as floating point in DuckDB")
                out.append(t)
            elif kind == "blob" and pg:
                out.append(f"'\\x{t[2:-1]}'::bytea")
            else:
                out.append(t)
            i += 1
        return "".join(out)

    def call(self, fname: str, args) -> str | None:
        """A function call to rewrite, or None to leave it (its arguments still get translated)."""
        f, pg = fname.lower(), self.dialect == "postgres"
        a = [self.tx(x).strip() for x in args]
        if f == "cast":
            # SQLite's INTEGER is 64-bit and its REAL a double; the same words mean 32-bit types elsewhere.
            as_at = [i for i, tk in enumerate(args[0]) if tk[0] == "ident" and tk[1].upper() == "AS"]
            if len(args) != 1 or not as_at:
                return None
            k = as_at[-1]  # the outermost AS comes last: a type name holds none
            types = PG_TYPE if pg else DUCK_TYPE
            return f"CAST({self.tx(args[0][:k]).strip()} AS {types[declared_target(text(args[0][k + 1:]))]})"
        if f == "iif" and len(a) == 3:
            return f"(CASE WHEN {a[0]} THEN {a[1]} ELSE {a[2]} END)"
        if not pg:
            if f in SQLITE_ONLY - DUCKDB_HAS:
                self.notes.append(f"{fname}()")
            return None
        if f == "ifnull" and len(a) == 2:
            return f"COALESCE({a[0]}, {a[1]})"
        if f == "round" and len(a) == 2:
            # PostgreSQL rounds to a number of places only for numeric; cast back so the column stays a
            # double as in SQLite.
            return f"CAST(round(CAST({a[0]} AS numeric), {a[1]}) AS double precision)"
        if f == "instr" and len(a) == 2:
            return f"strpos({a[0]}, {a[1]})"
        if f == "group_concat" and len(a) in (1, 2):
            first = args[0]
            j = sig(first, 0)
            distinct = j is not None and first[j][0] == "ident" and first[j][1].upper() == "DISTINCT"
            expr = self.tx(first[j + 1:]).strip() if distinct else a[0]
            sep = a[1] if len(a) == 2 else "','"
            return f"string_agg({'DISTINCT ' if distinct else ''}CAST({expr} AS text), {sep})"
        if f in SQLITE_ONLY:
            self.notes.append(f"{fname}()")
        return None


# Aggregate functions (SQLite's and the targets'); a select item calling one is never wrapped.
AGGREGATES = {"count", "sum", "avg", "min", "max", "total", "group_concat", "string_agg", "array_agg",
              "json_group_array", "json_group_object", "bool_and", "bool_or", "any_value", "median"}


def key_of(toks) -> str:
    """A token list compared loosely: without spaces or comments, names unquoted and lower-cased."""
    return "".join(unquote(x).lower() if x[0] in ("ident", "qident") else x[1]
                   for x in toks if x[0] not in ("ws", "comment"))


def wrap_ungrouped(sql: str) -> str | None:
    """SQLite lets a GROUP BY query select a column, or an expression of columns, that is not grouped: it
    takes the value from some row of the group. PostgreSQL accepts that only for columns of a table whose
    primary key is grouped, DuckDB never. Wrapping such items in MIN() keeps SQLite's meaning in the usual
    case, a value that is the same on every row of the group. Only the outermost plain SELECT is handled;
    returns None when there is nothing to wrap."""
    toks = tokenize(sql)
    depth, pos = 0, {}
    for i, (kind, t) in enumerate(toks):
        if kind == "op":
            depth += (t == "(") - (t == ")")
        elif depth == 0 and kind == "ident":
            w = t.upper()
            if w in ("UNION", "INTERSECT", "EXCEPT", "WITH"):
                return None
            if w == "BY":
                if "GROUP" in pos:
                    pos.setdefault("BY", i)  # the first BY after GROUP is GROUP's
            elif w in ("SELECT", "FROM", "GROUP", "HAVING", "ORDER", "LIMIT", "WINDOW"):
                pos.setdefault(w, i)
    if not all(k in pos for k in ("SELECT", "FROM", "BY")):
        return None
    start = pos["SELECT"] + 1
    j = sig(toks, start)
    if j is not None and toks[j][0] == "ident" and toks[j][1].upper() in ("DISTINCT", "ALL"):
        start = j + 1
    ends = [pos[k] for k in ("HAVING", "ORDER", "LIMIT", "WINDOW") if k in pos and pos[k] > pos["BY"]]
    items = split_top(toks[start:pos["FROM"]])
    keys = set()
    for g in split_top(toks[pos["BY"] + 1:min(ends, default=len(toks))]):
        k = key_of(g)
        if k.isdigit() and 0 < int(k) <= len(items):  # GROUP BY 2 means the second select item
            k = key_of(items[int(k) - 1])
        keys.add(k)
        if "." not in k:
            keys.add("*" + k)  # an unqualified name (or an output alias) matches any table's column of that name
    new_items, changed = [], False
    for item in items:
        s = [x for x in item if x[0] not in ("ws", "comment")]
        alias = None
        if len(s) >= 3 and s[-2][0] == "ident" and s[-2][1].upper() == "AS":
            alias, s = s[-1], s[:-2]
        elif (len(s) >= 2 and s[-1][0] in ("ident", "qident") and s[-2][0] in ("ident", "qident")
              and s[-1][1].upper() not in KEYWORDS):
            alias, s = s[-1], s[:-1]
        bare = (len(s) % 2 == 1 and all(x[0] in ("ident", "qident") for x in s[::2])
                and all(x == ("op", ".") for x in s[1::2]) and s[0][1].upper() not in KEYWORDS)
        grouped = (key_of(s) in keys or (bare and "*" + unquote(s[-1]).lower() in keys)
                   or (alias is not None and "*" + unquote(alias).lower() in keys))
        aggregate = any(x[0] == "ident" and (x[1].upper() in ("OVER", "SELECT") or (
            x[1].lower() in AGGREGATES and (n := sig(s, i + 1)) is not None and s[n] == ("op", "(")))
            for i, x in enumerate(s))
        if grouped or aggregate or not s or s[-1] == ("op", "*"):
            new_items.append(text(item))
            continue
        # A bare column keeps its name as the alias, so ORDER BY or HAVING can still refer to it.
        name = alias[1] if alias else (qi(unquote(s[-1])) if bare else None)
        new_items.append(f"MIN({text(s)})" + (f" AS {name}" if name else ""))
        changed = True
    if not changed:
        return None
    return text(toks[:start]) + " " + ", ".join(new_items) + "\n" + text(toks[pos["FROM"]:])


def object_names(tables: list[Table], views: list[View]) -> list[str]:
    """Every table, view and column name: the names whose spelling view SQL must keep."""
    return ([t.name for t in tables] + [c.name for t in tables for c in t.columns]
            + [v.name for v in views] + [c for v in views for c in v.columns])


def view_candidates(view: View, dialect: str, names: list[str]) -> list[str]:
    """The SELECTs to try, best first: the translation, the translation with ungrouped items wrapped,
    and the view exactly as SQLite has it (a last resort when the translation itself went wrong)."""
    tr = Translator(dialect, names)
    first = tr.run(view.body)
    for note in dict.fromkeys(tr.notes):
        warn(f"view {view.name}: {note}: no generic translation, kept as written")
    out = [first, wrap_ungrouped(first), view.body]
    return [c for i, c in enumerate(out) if c and c not in out[:i]]


# --------------------------------------------------------------------------------------------
# PostgreSQL script
# --------------------------------------------------------------------------------------------

def copy_value(v, target: str) -> str:
    """One field of COPY's text format: \\N is NULL; backslash and line breaks are escaped."""
    if v is None:
        return "\\N"
    if target == "bigint":
        return str(v)
    if target in ("double", "numeric"):
        return repr(float(v)) if isinstance(v, float) else str(v)  # repr round-trips exactly
    if target == "bytea":
        s = "\\x" + bytes(v).hex()
    else:
        s = v if isinstance(v, str) else text_of(v)
        if "\x00" in s:
            raise ConvertError("a text value contains a NUL character, which PostgreSQL cannot store")
    return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")


def dollar(body: str, base: str) -> str:
    """A dollar-quote tag that does not occur in body."""
    n = 0
    while f"${base}{n}$" in body:
        n += 1
    return f"${base}{n}$"


def pg_view(view: View, candidates: list[str]) -> str:
    """A DO block that creates the view from the first candidate PostgreSQL accepts, and otherwise
    stops the load with an error that names the view and says what went wrong with each try."""
    cols = ", ".join(qi(c) for c in view.columns)
    stmts = [f"CREATE VIEW {qi(view.name)} ({cols}) AS\n{c}" for c in candidates]
    tries = []
    for n, s in enumerate(stmts, 1):
        tag = dollar(s, "v")
        note = "" if n == 1 else (f"\n    RAISE WARNING 'view %: created from fallback % of %', vname, {n}, {len(stmts)};")
        tries.append(f"  BEGIN\n    EXECUTE {tag}{s}{tag};{note}\n    RETURN;\n"
                     f"  EXCEPTION WHEN OTHERS THEN errs := errs || E'\\n  try {n}: ' || SQLERRM;\n  END;")
    body = "\n".join(tries)
    tag = dollar(body, "do")
    return (f"DO {tag}\nDECLARE\n  vname text := {ql(view.name)};\n  errs text := '';\nBEGIN\n{body}\n"
            f"  RAISE EXCEPTION 'convert.py: view \"%\" could not be created in PostgreSQL:%', vname, errs;\n"
            f"END\n{tag};\n")


def write_postgres(con: sqlite3.Connection, out: Path, src: str) -> None:
    tables, views = read_tables(con), read_views(con)
    names = object_names(tables, views)
    tmp = out.with_name(out.name + ".tmp")  # renamed at the end: never a half-written script under the real name
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            write_postgres_script(f, con, tables, views, names, src)
        os.replace(tmp, out)
    finally:
        if tmp.exists():
            tmp.unlink()
    print(f"wrote {out}: {len(tables)} tables, {len(views)} views", file=sys.stderr)


def write_postgres_script(f, con, tables: list[Table], views: list[View], names: list[str], src: str) -> None:
    """The script itself: tables, rows, indexes, foreign keys, views, ANALYZE."""
    f.write(f"-- {Path(src).name} for PostgreSQL, written by demo-db/convert.py.\n"
            "-- Load into an empty database: psql -v ON_ERROR_STOP=1 -f THIS_FILE\n"
            "\\set ON_ERROR_STOP on\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n"
            "BEGIN;\n\n")
    for t in tables:
        lines = [f"    {qi(c.name)} {PG_TYPE[c.target]}{' NOT NULL' if c.notnull else ''}" for c in t.columns]
        if t.pk:
            lines.append(f"    PRIMARY KEY ({', '.join(map(qi, t.pk))})")
        lines += [f"    UNIQUE ({', '.join(map(qi, u))})" for u in t.uniques]
        f.write(f"CREATE TABLE {qi(t.name)} (\n" + ",\n".join(lines) + "\n);\n")
    f.write("\n")
    for t in tables:
        cols = ", ".join(qi(c.name) for c in t.columns)
        f.write(f"COPY {qi(t.name)} ({cols}) FROM stdin;\n")
        for row in con.execute(f"SELECT {cols} FROM {qi(t.name)}"):
            try:
                f.write("\t".join(copy_value(v, c.target) for v, c in zip(row, t.columns)) + "\n")
            except ConvertError as e:
                raise ConvertError(f"table {t.name}: {e}") from None
        f.write("\\.\n\n")
    # Indexes and foreign keys after the rows: faster to build, and tables may reference each other
    # in any order (employees <-> curr_dept here).
    for t in tables:
        for iname, unique, cols in t.indexes:
            keys = ", ".join(qi(c) + (" DESC" if d else "") for c, d in cols)
            f.write(f"CREATE {'UNIQUE ' if unique else ''}INDEX {qi(iname)} ON {qi(t.name)} ({keys});\n")
    for t in tables:
        for fk in t.fks:
            actions = "".join(f" ON {k.upper()} {fk['on_' + k]}" for k in ("update", "delete")
                              if fk["on_" + k] not in (None, "NO ACTION"))
            f.write(f"ALTER TABLE {qi(t.name)} ADD FOREIGN KEY ({', '.join(map(qi, fk['cols']))}) "
                    f"REFERENCES {qi(fk['parent'])} ({', '.join(map(qi, fk['parent_cols']))}){actions};\n")
    f.write("\n")
    for v in views:
        f.write(pg_view(v, view_candidates(v, "postgres", names)) + "\n")
    f.write("COMMIT;\n\nANALYZE;\n")


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


def build_duckdb(duckdb, db, con: sqlite3.Connection, tables: list[Table], views: list[View], scratch: Path) -> None:
    for t in tables:
        lines = [f"{qi(c.name)} {DUCK_TYPE[c.target]}{' NOT NULL' if c.notnull else ''}" for c in t.columns]
        if t.pk:
            lines.append(f"PRIMARY KEY ({', '.join(map(qi, t.pk))})")
        lines += [f"UNIQUE ({', '.join(map(qi, u))})" for u in t.uniques]
        # Foreign keys are left out: DuckDB cannot add one after the fact, nor declare a cycle
        # such as employees <-> curr_dept, and queries do not need them.
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


def load_rows_duckdb(db, con: sqlite3.Connection, t: Table, scratch: Path) -> None:
    """Rows go through newline-delimited JSON, which keeps ints, floats (shortest exact repr), text and
    NULL apart, and which DuckDB reads in bulk; row-by-row INSERTs take seconds even for this demo."""
    cols = ", ".join(qi(c.name) for c in t.columns)
    with open(scratch, "w", encoding="utf-8") as f:
        for row in con.execute(f"SELECT {cols} FROM {qi(t.name)}"):
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
    spec = ", ".join(f"'c{i}': '{'VARCHAR' if c.target == 'bytea' else DUCK_TYPE[c.target]}'"
                     for i, c in enumerate(t.columns))
    select = ", ".join(f"from_hex(c{i})" if c.target == "bytea" else f"c{i}" for i, c in enumerate(t.columns))
    db.execute(f"INSERT INTO {qi(t.name)} SELECT {select} FROM "
               f"read_json(?, format = 'newline_delimited', columns = {{{spec}}})", [str(scratch)])


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
    a = p.parse_args(argv)
    try:
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
