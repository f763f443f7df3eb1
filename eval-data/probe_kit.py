"""Shared helpers of the probe scripts (make_probe4b.py to make_probe11.py).

The setups of each record kind, shaped exactly like dev.jsonl's (see make_probe4b.py's docstring
for the kinds), the result comparisons the checks use, and building and checking the databases
in memory. Python 3 standard library only.
"""

import argparse
import datetime
import json
import re
import sqlite3
import sys
from pathlib import Path


def q(name):
    return '"' + name + '"'


class Schema:
    def __init__(self, con):
        self.tables = [r[0] for r in con.execute(
            "select name from sqlite_master where type = 'table' order by name")]
        self.ddl = {r[0]: r[1] for r in con.execute(
            "select name, sql from sqlite_master where type = 'table'")}
        self.columns = {}  # table -> [(name, declared type, pk position)]
        self.fk_columns = set()
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


def p_setup(name, from_sql, group, column, twin=False):
    c = column.split(".")[-1]
    head = f"{group} as {group.split('.')[-1]}, " if group else ""
    tail = f" group by {group}" if group else ""
    setup = [
        f"create table {q(name)} as select {head}count(*) as number, count({column}) as count_{c}, "
        f"sum({column}) as sum_{c}, avg({column}) as avg_{c}, min({column}) as min_{c}, "
        f"max({column}) as max_{c} from {from_sql}{tail}",
    ]
    if not twin:
        setup.append(
            f"update {q(name)} set number = number + 1, count_{c} = count_{c} + 1, sum_{c} = sum_{c} + 1, "
            f"avg_{c} = avg_{c} + 1, min_{c} = min_{c} + 1, max_{c} = max_{c} + 1")
    return setup


def rows(con, sql):
    return con.execute(sql).fetchall()


def same(sql, a, b):
    """Execution match as the evaluator does it: multisets, in order only with ORDER BY."""
    if "order by" in sql.lower():
        return a == b
    key = lambda r: tuple((v is None, type(v).__name__, v if v is not None else 0) for v in r)
    return sorted(a, key=key) == sorted(b, key=key)


def non_empty(result):
    return bool(result) and any(v is not None for r in result for v in r)


TOP1 = re.compile(r"^select (.*?) from (.*) order by (.*?)( desc| asc)? limit 1$")


def tie_at_top(con, sql):
    """For a 'select ... order by e limit 1' query: do the first two rows share the value of e?"""
    if re.search(r" (union|intersect|except) ", sql):
        return False
    m = TOP1.match(sql)
    if not m:
        return False
    _, rest, key, direction = m.groups()
    got = con.execute(f"select {key} from {rest} order by {key}{direction or ''} limit 2").fetchall()
    return len(got) == 2 and got[0] == got[1]


def modified(src, setup):
    mem = sqlite3.connect(":memory:")
    src.backup(mem)
    for stmt in setup:
        mem.execute(stmt)
    mem.commit()
    return mem


def build_databases(databases):
    """Each database of `databases` (id → SQL script) built in memory."""
    cons = {}
    for db_id, script in databases.items():
        con = sqlite3.connect(":memory:")
        con.executescript(script)
        con.commit()
        cons[db_id] = con
    return cons


def check_databases(cons, problems, rows_per_table, tables_per_db=(4, 7)):
    """Appends to `problems` what breaks the house rules: a table count per database in
    `tables_per_db` (lo, hi; 4–7 unless told), a row count per table in `rows_per_table`
    (lo, hi), no foreign key violation."""
    lo, hi = rows_per_table
    tlo, thi = tables_per_db
    for db_id, con in cons.items():
        schema = Schema(con)
        if not tlo <= len(schema.tables) <= thi:
            problems.append(f"{db_id}: {len(schema.tables)} tables")
        for t in schema.tables:
            n = con.execute(f"select count(*) from {q(t)}").fetchone()[0]
            if not lo <= n <= hi:
                problems.append(f"{db_id}.{t}: {n} rows")
        for bad in con.execute("pragma foreign_key_check"):
            problems.append(f"{db_id}: foreign key violation {bad}")


def build(cons, questions, rows_per_table, drop_agreeing, tables_per_db=(4, 7)):
    """Every record of `questions`, checked: (records by kind, problems, dropped variants).

    A variant whose two readings return the same result is dropped when `drop_agreeing`, and
    is a problem otherwise."""
    records = {k: [] for k in "BJCTP"}
    problems = []
    dropped = []  # variants whose two readings agree: dropped, not a failure
    check_databases(cons, problems, rows_per_table, tables_per_db)
    schemas = {db: Schema(con) for db, con in cons.items()}
    seen = set()
    for i, item in enumerate(questions):
        db, sql = item["db"], item["sql"]
        src, schema = cons[db], schemas[db]
        where = f"#{i} ({db}: {item['q']})"
        if (db, item["q"].lower()) in seen or (db, sql) in seen:
            problems.append(f"{where}: duplicate question or SQL")
        seen.update({(db, item["q"].lower()), (db, sql)})
        bare = re.sub(r"'[^']*'", "''", sql)
        if sql != sql.strip() or "  " in sql or bare != bare.lower():
            problems.append(f"{where}: SQL not in Spider's lowercase form")
        try:
            base = rows(src, sql)
        except sqlite3.Error as e:
            problems.append(f"{where}: base SQL fails: {e}")
            continue
        if not non_empty(base):
            problems.append(f"{where}: base SQL returns no rows")
        if tie_at_top(src, sql):
            problems.append(f"{where}: tie for the top row of the superlative")
        common = dict(db_id=db, question=item["q"], spider_sql=sql)
        records["B"].append(dict(kind="B", gold=[sql, sql], setup=[], **common))

        variants = []  # (kind, setup, twin setup, gold)
        for table, column, gold1 in item.get("J", []):
            split, setup = j_setup(schema, table, column)
            _, twin = j_setup(schema, table, column, twin=True)
            if not re.search(rf"\bjoin {split} as t\d\b", gold1):
                problems.append(f"{where}: J gold[1] does not join {split}")
            variants.append(("J", setup, twin, (sql, gold1)))
        if "C" in item:
            table, column, syn0, syn1, template = item["C"]
            if template.format(c=column.lower()) != sql:
                problems.append(f"{where}: C template does not give back the base SQL")
            variants.append(("C", c_setup(schema, table, column, syn0, syn1),
                             c_setup(schema, table, column, syn0, syn1, twin=True),
                             (template.format(c=syn0), template.format(c=syn1))))
        if "T" in item:
            table, syn0, syn1, template = item["T"]
            if template.format(t=table.lower()) != sql:
                problems.append(f"{where}: T template does not give back the base SQL")
            variants.append(("T", t_setup(schema, table, syn0, syn1),
                             t_setup(schema, table, syn0, syn1, twin=True),
                             (template.format(t=syn0), template.format(t=syn1))))
        if "P" in item:
            name, from_sql, group, column, gold1 = item["P"]
            if f" from {name}" not in gold1:
                problems.append(f"{where}: P gold[1] does not read {name}")
            variants.append(("P", p_setup(name, from_sql, group, column),
                             p_setup(name, from_sql, group, column, twin=True), (sql, gold1)))

        for kind, setup, twin, gold in variants:
            try:
                mem = modified(src, setup)
                r0, r1 = rows(mem, gold[0]), rows(mem, gold[1])
                if not same(sql, r0, base):
                    problems.append(f"{where}: {kind} gold[0] differs from the base result")
                if same(gold[1], r0, r1):
                    if not drop_agreeing:
                        problems.append(f"{where}: {kind} readings return the same result")
                    else:
                        dropped.append(f"{where}: {kind} {gold[1]}")
                        mem.close()
                        continue
                if not non_empty(r1):
                    problems.append(f"{where}: {kind} gold[1] returns no rows")
                if tie_at_top(mem, gold[1]) or tie_at_top(mem, gold[0]):
                    problems.append(f"{where}: {kind} tie for the top row")
                mem.close()
                mem = modified(src, twin)
                if not same(gold[1], rows(mem, gold[1]), base):
                    problems.append(f"{where}: {kind} gold[1] is not the base question on the unperturbed twin")
                mem.close()
            except sqlite3.Error as e:
                problems.append(f"{where}: {kind} fails: {e}")
                continue
            records[kind].append(dict(kind=kind, gold=list(gold), setup=setup, **common))
    return records, problems, dropped


def write_outputs(cons, records, out_path, dbs_dir, questions, record_id):
    """The databases into `dbs_dir` and the records, numbered by `record_id(kind, n)`, into
    `out_path`."""
    dbs_dir.mkdir(parents=True, exist_ok=True)
    for db_id, con in cons.items():
        path = dbs_dir / f"{db_id}.sqlite"
        if path.exists():
            path.unlink()
        dst = sqlite3.connect(str(path))
        con.backup(dst)
        dst.close()
    lines = []
    for kind in "BJCTP":
        for n, rec in enumerate(records[kind]):
            rec = dict(id=record_id(kind, n), **rec)
            lines.append(json.dumps({k: rec[k] for k in
                                     ("id", "kind", "db_id", "question", "gold", "setup", "spider_sql")},
                                    ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    counts = ", ".join(f"{k} {len(v)}" for k, v in records.items())
    shapes = {}
    for item in questions:
        shapes[item["shape"]] = shapes.get(item["shape"], 0) + 1
    per_db = {}
    for item in questions:
        per_db[item["db"]] = per_db.get(item["db"], 0) + 1
    print(f"wrote {len(lines)} records to {out_path} ({counts})")
    print(f"questions per database: {per_db}; shapes: {shapes}")
    print(f"databases: {', '.join(str(dbs_dir / (d + '.sqlite')) for d in cons)}")


def main(doc, default_out, default_dbs, databases, questions, rows_per_table, drop_agreeing,
         record_id, tables_per_db=(4, 7), extra_checks=None):
    """A probe script's command line: build, check, and write only when every check passes.

    `extra_checks(cons, records)`, when given, returns further problems found in the built
    records (a list of strings); any of them stops the writing as the kit's own do."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(default_out))
    ap.add_argument("--dbs", default=str(default_dbs), help="folder for the generated .sqlite files")
    args = ap.parse_args()
    cons = build_databases(databases)
    records, problems, dropped = build(cons, questions, rows_per_table, drop_agreeing, tables_per_db)
    if extra_checks is not None:
        problems = problems + list(extra_checks(cons, records))
    for d in dropped:
        print("dropped (readings agree):", d, file=sys.stderr)
    if problems:
        for p in problems:
            print("problem:", p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problem(s); nothing written")
    write_outputs(cons, records, Path(args.out), Path(args.dbs), questions, record_id)


def checked_main(doc, here, default_out, default_dbs, dev_path, databases, questions,
                 rows_per_table, id_tag, tables_per_db=(4, 7), extra_checks=None):
    """A probe script's whole command line: refuse questions or SQL an earlier set (or dev)
    holds, then build, check and write as `main` does, ids "<kind><id_tag>-NNNN".
    `tables_per_db` and `extra_checks` are passed on to `main`."""
    ap = argparse.ArgumentParser(add_help=False)
    ap.add_argument("--out", default=str(default_out))
    known, _ = ap.parse_known_args()
    problems = repeats_elsewhere(here, questions, [default_out, known.out], dev_path)
    if problems:
        for p in problems:
            print("problem:", p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problem(s); nothing written")
    main(doc, default_out, default_dbs, databases, questions, rows_per_table,
         drop_agreeing=True, record_id=lambda kind, n: f"{kind}{id_tag}-{n + 1:04d}",
         tables_per_db=tables_per_db, extra_checks=extra_checks)


# ================================================================ repeats of earlier sets


def _norm(text):
    return " ".join(text.lower().split())


def repeats_elsewhere(here, questions, own_outputs, dev_path):
    """Problems for the questions or base SQL of `questions` that already occur in another
    `probe*.jsonl` under `here` (this script's own outputs, `own_outputs`, excepted) or in
    AmbiQT's dev split at `dev_path`, compared without regard to case or spacing."""
    own = {Path(p).resolve() for p in own_outputs}
    sources = [p for p in sorted(Path(here).glob("probe*.jsonl")) if p.resolve() not in own]
    if Path(dev_path).exists():
        sources.append(Path(dev_path))
    else:
        print(f"warning: {dev_path} not found; not checked for repeats", file=sys.stderr)
    seen_q, seen_sql = {}, {}
    for path in sources:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                rec = json.loads(line)
                seen_q.setdefault(_norm(rec["question"]), path.name)
                base = [rec["gold"][0]] if rec.get("kind") == "B" else []
                for sql in [rec.get("spider_sql")] + base:
                    if sql:
                        seen_sql.setdefault(_norm(sql), path.name)
    problems = []
    for item in questions:
        where = f"({item['db']}: {item['q']})"
        if _norm(item["q"]) in seen_q:
            problems.append(f"{where}: question repeats one in {seen_q[_norm(item['q'])]}")
        if _norm(item["sql"]) in seen_sql:
            problems.append(f"{where}: base SQL repeats one in {seen_sql[_norm(item['sql'])]}")
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
    top = setops[0]
    parts = _clauses(top)
    select_from = parts["select"]
    select_part = select_from.split(" from ")[0]
    from_part = select_from.split(" from ", 1)[1] if " from " in select_from else ""
    where = parts.get("where", "")
    comp1 = sum(1 for k in ("where", "group by", "order by", "limit") if k in parts)
    comp1 += from_part.count(" join ")
    comp1 += (where + " " + parts.get("having", "")).count(" or ")
    comp1 += where.count(" like ")
    aggs = len(_AGG.findall(top.split(" from ")[0])) + len(_AGG.findall(where)) + \
        len(_AGG.findall(parts.get("group by", ""))) + len(_AGG.findall(parts.get("order by", ""))) + \
        len(_AGG.findall(parts.get("having", "")))
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


def hardness_summary(questions):
    levels = ("easy", "medium", "hard", "extra")
    intents = {k: 0 for k in levels}
    wordings = {k: 0 for k in levels}
    for item in questions:
        level = spider_hardness(item["sql"])
        wordings[level] += 1
        if not item.get("again"):
            intents[level] += 1
    n = sum(intents.values())
    again = sum(1 for item in questions if item.get("again"))
    print(f"intents: {n} ({again} asked a second time); hardness of the intents (approximate): "
          + ", ".join(f"{k} {intents[k]}" for k in levels)
          + "; of all wordings: " + ", ".join(f"{k} {wordings[k]}" for k in levels))


# ================================================================ ordering and wording checks


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


_ORDERED = re.compile(r"^select (distinct )?(.*?) from (.*) order by (.*?)(?: limit (\d+))?$")


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


def _order_problems(con, sql):
    """Problems of one gold on one (modified) database: two rows that tie on the ORDER BY keys
    but differ in what is selected, among the rows returned or across the cut of LIMIT N (then
    the gold's answer depends on how SQLite happens to break the tie)."""
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
    key = lambda v: (v is None, type(v).__name__, v if v is not None else 0)
    rows_ = [tuple(sorted(r, key=key)) for r in result]
    return sorted(rows_, key=lambda r: tuple(key(v) for v in r))


def order_and_wording_checks(questions):
    """Checks for a probe set of realistic-size databases (make_probe9/10), on top of the kit's:
    with hundreds of rows values repeat, and a gold with ORDER BY could depend on how SQLite
    happens to break a tie, so such a gold is refused; and the two wordings of an intent (an
    item with `again` after its first) must ask for the same rows. Returns the `extra_checks`
    function for `checked_main`."""
    return lambda cons, records: _order_and_wording_problems(questions, cons, records)


def _order_and_wording_problems(questions, cons, records):
    problems = []
    for kind in "BJCTP":
        for rec in records[kind]:
            golds = sorted(set(rec["gold"]))
            if not any(" order by " in _outside_parens(g) for g in golds):
                continue
            mem = modified(cons[rec["db_id"]], rec["setup"])
            for g in golds:
                problems += [f"{kind} ({rec['db_id']}: {rec['question']}): {p}" for p in _order_problems(mem, g)]
            mem.close()
    previous = None
    for item in questions:
        result = cons[item["db"]].execute(item["sql"]).fetchall()
        if item.get("again"):
            if previous is None or previous[0] != item["db"]:
                problems.append(f"({item['db']}: {item['q']}): a second wording with no first")
            elif _canonical(previous[1]) != _canonical(result):
                problems.append(f"({item['db']}: {item['q']}): the two wordings give different rows")
            previous = None
        else:
            if previous is not None:
                problems.append(f"({previous[0]}: {previous[2]}): asked only once")
            previous = (item["db"], result, item["q"])
    if previous is not None:
        problems.append(f"({previous[0]}: {previous[2]}): asked only once")
    return problems


# ---------------------------------------------------------------- building rows (probe9 on)


def lit(v):
    """A value as an SQL literal (flags are text, so a bool is refused)."""
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        raise TypeError("no booleans: flags are stored as text")
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    return "'" + v.replace("'", "''") + "'"


def inserts(table, rows, quoted=False, upper=True):
    """One INSERT statement a row."""
    name = f'"{table}"' if quoted else table
    head = "INSERT INTO" if upper else "insert into"
    return "\n".join(f"{head} {name} VALUES ({','.join(lit(v) for v in r)});" for r in rows)


def day(rng, first, last):
    """A random ISO date between two ISO dates (inclusive)."""
    a = datetime.date.fromisoformat(first)
    b = datetime.date.fromisoformat(last)
    return (a + datetime.timedelta(days=rng.randint(0, (b - a).days))).isoformat()


def plus(iso, days):
    """The ISO date `days` after `iso`."""
    return (datetime.date.fromisoformat(iso) + datetime.timedelta(days=days)).isoformat()


def quarter(rng, lo, hi):
    """A random multiple of 0.25 in [lo, hi]."""
    return rng.randint(int(lo * 4), int(hi * 4)) / 4


def half(rng, lo, hi):
    """A random multiple of 0.5 in [lo, hi]."""
    return rng.randint(int(lo * 2), int(hi * 2)) / 2
