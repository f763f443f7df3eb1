"""The setups and checks of the probe sets, used by make_probes.py. Python 3 standard library only.

The setups of the four ambiguous kinds copy dev.jsonl's statements character for character, so
that a probe record looks to the evaluator exactly like an AmbiQT one:

  J  one non-key column c of table t is copied, shifted by one row, into a new table "t_c"
     (key, c); gold[0] is the base SQL, gold[1] reads c through a join on the key
  C  c is renamed to synonym0 and a column synonym1 holding the shifted (+1 for numbers)
     values is added; gold[0] uses synonym0, gold[1] synonym1
  T  t is renamed to synonym0 and a copy synonym1 is made with every third row deleted;
     gold[0] uses synonym0, gold[1] synonym1
  P  a precomputed aggregate table (grouped by the question's group column), every aggregate
     then moved by +1; gold[1] reads the precomputed column

Each builder also makes the "twin" of its setup: the same schema without the shift, the deletion
or the +1. On the twin gold[1] must give the base answer, which proves it asks the base question
through the modified schema.
"""

import json
import re
import sqlite3
import sys
from pathlib import Path


def q(name):
    return '"' + name + '"'


class Schema:
    """Tables, declared column types, keys and foreign-key columns of one database."""

    def __init__(self, con):
        self.tables = [r[0] for r in con.execute(
            "select name from sqlite_master where type = 'table' order by name")]
        self.ddl = dict(con.execute("select name, sql from sqlite_master where type = 'table'"))
        self.columns = {}  # table -> [(name, declared type, pk position)]
        self.fk_columns = set()  # (table lower, column lower) on either side of a foreign key
        for t in self.tables:
            self.columns[t] = [(r[1], r[2], r[5]) for r in con.execute(f"pragma table_info({q(t)})")]
            for fk in con.execute(f"pragma foreign_key_list({q(t)})"):
                self.fk_columns.add((t.lower(), fk[3].lower()))
                if fk[4]:
                    self.fk_columns.add((fk[2].lower(), fk[4].lower()))

    def table(self, name):
        for t in self.tables:
            if t.lower() == name.lower():
                return t
        raise KeyError(f"no table {name!r}")

    def column(self, table, name):
        for c, typ, _ in self.columns[table]:
            if c == name:
                return c, typ.upper()
        raise KeyError(f"no column {table}.{name} (names are case-sensitive here)")

    def key(self, table):
        pks = [(c, typ.upper()) for c, typ, pk in self.columns[table] if pk]
        if len(pks) != 1:
            raise ValueError(f"{table} has no single-column primary key")
        return pks[0]

    def is_key(self, table, column):
        if any(c == column and pk for c, _, pk in self.columns[table]):
            return True
        return (table.lower(), column.lower()) in self.fk_columns


# ================================================================ setups (dev.jsonl's shapes)


def shifted(select_col, table):
    """The value of the next row (by rowid), wrapping to the first: dev.jsonl's shift."""
    t = q(table)
    return (f"coalesce((select {q(select_col)} from {t} x where x.rowid > {t}.rowid order by x.rowid limit 1), "
            f"(select {q(select_col)} from {t} x order by x.rowid limit 1))")


def j_setup(schema, table, column, twin=False):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    key, ktyp = schema.key(table)
    if schema.is_key(table, col):
        raise ValueError(f"J column {table}.{col} is a key")
    split = f"{table.lower()}_{col.lower()}"
    value = q(col) if twin else shifted(col, table)
    return split, [
        f"create table {q(split)} ({q(key)} {ktyp}, {q(col)} {typ})",
        f"insert into {q(split)} select {q(key)}, {value} from {q(table)}",
    ]


def c_setup(schema, table, column, syn0, syn1, twin=False):
    table = schema.table(table)
    col, typ = schema.column(table, column)
    if schema.is_key(table, col):
        raise ValueError(f"C column {table}.{col} is a key")
    t = q(table)
    if twin:
        fill = f"update {t} set {q(syn1)} = {q(syn0)}"
    else:
        fill = (f"update {t} set {q(syn1)} = (select case when typeof(v) in ('integer','real') then v + 1 else v end "
                f"from (select {shifted(syn0, table)} as v))")
    return [
        f"alter table {t} rename column {q(col)} to {q(syn0)}",
        f"alter table {t} add column {q(syn1)} {typ}",
        fill,
    ]


def t_setup(schema, table, syn0, syn1, twin=False):
    table = schema.table(table)
    ddl = schema.ddl[table]
    body = ddl[ddl.index("("):]
    setup = [
        f"alter table {q(table)} rename to {q(syn0)}",
        f"create table {q(syn1)} {body}",
        f"insert into {q(syn1)} select * from {q(syn0)}",
    ]
    if not twin:
        setup.append(f"delete from {q(syn1)} where rowid % 3 = 0 and rowid > (select min(rowid) from {q(syn1)})")
    return setup


def p_setup(name, from_sql, group, expr, suffix=None, twin=False):
    """The aggregate columns are named after `suffix`, by default the column `expr` reads."""
    c = suffix or expr.split(".")[-1]
    head = f"{group} as {group.split('.')[-1]}, " if group else ""
    tail = f" group by {group}" if group else ""
    setup = [
        f"create table {q(name)} as select {head}count(*) as number, count({expr}) as count_{c}, "
        f"sum({expr}) as sum_{c}, avg({expr}) as avg_{c}, min({expr}) as min_{c}, "
        f"max({expr}) as max_{c} from {from_sql}{tail}",
    ]
    if not twin:
        setup.append(
            f"update {q(name)} set number = number + 1, count_{c} = count_{c} + 1, sum_{c} = sum_{c} + 1, "
            f"avg_{c} = avg_{c} + 1, min_{c} = min_{c} + 1, max_{c} = max_{c} + 1")
    return setup


# ================================================================ results


def rows(con, sql):
    return con.execute(sql).fetchall()


def _value_key(v):
    return (v is None, type(v).__name__, v if v is not None else 0)


def same(sql, a, b, places=None):
    """Execution match as the evaluator does it: multisets, in order only with ORDER BY. With
    `places`, floats are first rounded to that many decimals."""
    if places is not None:
        a, b = ([tuple(round(v, places) if isinstance(v, float) else v for v in r) for r in x] for x in (a, b))
    if "order by" in sql.lower():
        return a == b
    key = lambda r: tuple(_value_key(v) for v in r)
    return sorted(a, key=key) == sorted(b, key=key)


def non_empty(result):
    """At least one row with a value that is not NULL (a lone NULL aggregate is no answer)."""
    return bool(result) and any(v is not None for r in result for v in r)


def modified(src, setup):
    """An in-memory copy of `src` with the setup statements run on it."""
    mem = sqlite3.connect(":memory:")
    src.backup(mem)
    for stmt in setup:
        mem.execute(stmt)
    mem.commit()
    return mem


# ================================================================ checks of one SQL string

TOP1 = re.compile(r"^select (distinct )?(.*?) from (.*) order by (.*?)( desc| asc)? limit 1$")


def tie_at_top(con, sql):
    """For a 'select ... order by e limit 1' superlative: do the first two rows share e?"""
    if re.search(r" (union|intersect|except) ", sql):
        return False
    m = TOP1.match(sql)
    if not m:
        return False
    distinct, cols, rest, key, direction = m.groups()
    got = con.execute(f"select {distinct or ''}{key}, {cols} from {rest} order by {key}{direction or ''} "
                      f"limit 2").fetchall()
    return len(got) == 2 and got[0][0] == got[1][0]


def spider_form(sql):
    """Spider's SQL style: one space between words, lower case outside string literals."""
    bare = re.sub(r"'[^']*'", "''", sql)
    return sql == sql.strip() and "  " not in sql and bare == bare.lower()


def j_gold_problems(gold1, table, column, split, split_only):
    """A J gold[1] must join the split table and, with `split_only`, in no part of a set
    operation read the column from the original table any more. (From probe10 on, a
    self-reference filters the other role by its name in the original table, so those sets
    cannot ask for `split_only`.)"""
    problems = []
    if not re.search(rf"\bjoin {split} as t\d\b", gold1):
        problems.append(f"J gold[1] does not join {split}")
    if not split_only:
        return problems
    t, c = table.lower(), column.lower()
    for part in re.split(r" (?:union|intersect|except) ", gold1):
        for alias in re.findall(rf"\b{t} as (t\d+)", part):
            if re.search(rf"\b{alias}\.{c}\b", part):
                problems.append(f"J gold[1] still reads {alias}.{c}")
        if re.search(rf"\bfrom {t} where [^()]*\b{c}\b", part):
            problems.append(f"J gold[1] still reads {c} from {t}")
    return problems


# ================================================================ checks of a whole set


def database_problems(cons, rows_per_table, tables_per_db):
    """The house rules of a set's own databases: tables per database and rows per table within
    the spec's (lo, hi), no foreign key violation."""
    problems = []
    for db_id, con in cons.items():
        schema = Schema(con)
        if not tables_per_db[0] <= len(schema.tables) <= tables_per_db[1]:
            problems.append(f"{db_id}: {len(schema.tables)} tables")
        for t in schema.tables:
            n = con.execute(f"select count(*) from {q(t)}").fetchone()[0]
            if not rows_per_table[0] <= n <= rows_per_table[1]:
                problems.append(f"{db_id}.{t}: {n} rows")
        for bad in con.execute("pragma foreign_key_check"):
            problems.append(f"{db_id}: foreign key violation {bad}")
    return problems


def norm(text):
    """Text compared without regard to case, spacing or quote style."""
    return " ".join(text.lower().split()).replace('"', "'")


def repeats_elsewhere(questions, sources):
    """Problems for the questions or base SQL that already occur in one of `sources` (other
    probe files, dev.jsonl): a question, or a base SQL equal to any gold or spider_sql there."""
    seen_q, seen_sql = {}, {}
    for path in sources:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                rec = json.loads(line)
                seen_q.setdefault(norm(rec["question"]), path.name)
                for sql in rec["gold"] + [rec.get("spider_sql") or ""]:
                    if sql:
                        seen_sql.setdefault(norm(sql), path.name)
    problems = []
    for item in questions:
        where = f"({item['db']}: {item['q']})"
        if norm(item["q"]) in seen_q:
            problems.append(f"{where}: question repeats one in {seen_q[norm(item['q'])]}")
        if norm(item["sql"]) in seen_sql:
            problems.append(f"{where}: base SQL repeats one in {seen_sql[norm(item['sql'])]}")
    return problems


def _outside_parens(sql):
    """The SQL with every parenthesised part blanked out."""
    out, depth = [], 0
    for ch in sql:
        if ch == "(":
            depth += 1
        if depth == 0:
            out.append(ch)
        if ch == ")":
            depth -= 1
    return "".join(out)


def _split_top(text):
    """`text` split at the commas outside parentheses."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return parts + [cur.strip()]


_ORDERED = re.compile(r"^select (distinct )?(.*?) from (.*) order by (.*?)(?: limit (\d+))?$")


def order_tie_problems(con, sql):
    """With hundreds of rows values repeat: two rows that tie on the ORDER BY keys but differ in
    what is selected, among the rows returned or across the cut of LIMIT N, make the gold's
    answer depend on how SQLite happens to break the tie."""
    top = _outside_parens(sql)
    if " order by " not in top or re.search(r" (union|intersect|except) ", top):
        return []
    m = _ORDERED.match(sql)
    if not m:
        return [f"cannot read the ORDER BY of {sql}"]
    distinct, select, rest, order, limit = m.groups()
    keys = [re.sub(r" (desc|asc)$", "", k) for k in _split_top(order)]
    probe = f"select {distinct or ''}{', '.join(keys)}, {select} from {rest} order by {order}"
    got = con.execute(probe).fetchall()
    n = len(keys)
    last = len(got) - 1 if limit is None else min(int(limit), len(got) - 1)
    for i in range(last):
        if got[i][:n] == got[i + 1][:n] and got[i][n:] != got[i + 1][n:]:
            return [f"rows {i + 1} and {i + 2} tie on the ORDER BY keys: {sql}"]
    return []


def _canonical(result):
    """A result as a sorted list of rows whose values are sorted too (columns in any order)."""
    rows_ = [tuple(sorted(r, key=_value_key)) for r in result]
    return sorted(rows_, key=lambda r: tuple(_value_key(v) for v in r))


def wording_problems(questions, cons):
    """Every intent is asked twice: an item with `again` directly after its first wording, on the
    same database, asking for the same rows."""
    problems, previous = [], None
    for item in questions:
        try:
            result = cons[item["db"]].execute(item["sql"]).fetchall()
        except sqlite3.Error:
            result = None  # already reported as a base SQL that fails
        if item.get("again"):
            if previous is None or previous[0] != item["db"]:
                problems.append(f"({item['db']}: {item['q']}): a second wording with no first")
            elif None not in (previous[1], result) and _canonical(previous[1]) != _canonical(result):
                problems.append(f"({item['db']}: {item['q']}): the two wordings give different rows")
            previous = None
        else:
            if previous is not None:
                problems.append(f"({previous[0]}: {previous[2]}): asked only once")
            previous = (item["db"], result, item["q"])
    if previous is not None:
        problems.append(f"({previous[0]}: {previous[2]}): asked only once")
    return problems


# ================================================================ hardness (information only)

_AGG = re.compile(r"\b(count|sum|avg|min|max)\s*\(")
_CLAUSE = re.compile(r" (where|group by|having|order by|limit) ")


def _strip_subqueries(sql):
    """The SQL with every parenthesised subquery replaced by "(sub)"; the number replaced."""
    out, n = sql, 0
    while True:
        m = re.search(r"\(select [^()]*(\([^()]*\)[^()]*)*\)", out)
        if not m:
            return out, n
        out = out[:m.start()] + "(sub)" + out[m.end():]
        n += 1


def _clauses(sql):
    parts, pos, name = {}, 0, "select"
    for m in _CLAUSE.finditer(sql):
        parts[name] = sql[pos:m.start()]
        name, pos = m.group(1), m.end()
    parts[name] = sql[pos:]
    return parts


def spider_hardness(sql):
    """An approximation of Spider's eval_hardness, read from the SQL text."""
    flat, nested = _strip_subqueries(sql)
    setops = re.split(r" (?:union|intersect|except) ", flat)
    comp2 = nested + len(setops) - 1
    parts = _clauses(setops[0])
    select_part = parts["select"].split(" from ")[0]
    from_part = parts["select"].split(" from ", 1)[1] if " from " in parts["select"] else ""
    where, having = parts.get("where", ""), parts.get("having", "")
    comp1 = sum(1 for k in ("where", "group by", "order by", "limit") if k in parts)
    comp1 += from_part.count(" join ") + (where + " " + having).count(" or ") + where.count(" like ")
    aggs = sum(len(_AGG.findall(p)) for p in (select_part, where, parts.get("group by", ""),
                                                parts.get("order by", ""), having))
    others = int(aggs > 1)
    depth, commas = 0, 0
    for ch in select_part:
        depth += ch == "("
        depth -= ch == ")"
        commas += ch == "," and depth == 0
    others += commas > 0
    conds = where.count(" and ") - where.count(" between ") + where.count(" or ")
    others += bool(where) and conds > 0
    others += "," in parts.get("group by", "")
    if comp1 <= 1 and others == 0 and comp2 == 0:
        return "easy"
    if (others <= 2 and comp1 <= 1 and comp2 == 0) or (comp1 <= 2 and others < 2 and comp2 == 0):
        return "medium"
    if (others > 2 and comp1 <= 2 and comp2 == 0) or (2 < comp1 <= 3 and others <= 2 and comp2 == 0) or \
            (comp1 <= 1 and others == 0 and comp2 <= 1):
        return "hard"
    return "extra"


def print_summary(questions):
    """Hardness of the intents and of all wordings; role-playing keys and self-references."""
    levels = ("easy", "medium", "hard", "extra")
    intents, wordings = dict.fromkeys(levels, 0), dict.fromkeys(levels, 0)
    for item in questions:
        level = spider_hardness(item["sql"])
        wordings[level] += 1
        intents[level] += not item.get("again")
    firsts = [item for item in questions if not item.get("again")]
    print(f"intents: {len(firsts)} ({len(questions) - len(firsts)} asked a second time); hardness of the "
          "intents (approximate): " + ", ".join(f"{k} {intents[k]}" for k in levels)
          + "; of all wordings: " + ", ".join(f"{k} {wordings[k]}" for k in levels))
    print(f"intents using two keys to one table: {sum(1 for i in firsts if i.get('role'))}; "
          f"using a self-reference: {sum(1 for i in firsts if i.get('self_ref'))}")


def fail(problems):
    """Stops with every problem printed, if there is one: nothing is written unless every check
    passes."""
    if not problems:
        return
    for p in problems:
        print("problem:", p, file=sys.stderr)
    raise SystemExit(f"{len(problems)} problem(s); nothing written")


def existing(paths):
    """The paths that exist; a warning for each that does not (its check is then skipped)."""
    out = []
    for p in map(Path, paths):
        if p.exists():
            out.append(p)
        else:
            print(f"warning: {p} not found; not checked for repeats", file=sys.stderr)
    return out
