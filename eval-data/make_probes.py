#!/usr/bin/env python3
"""Build probe sets from their specs: eval-data/specs/<name>.json -> eval-data/<output> (.jsonl,
AmbiQT's record format) and, for a set with its own databases, <dbs_dir>/<db_id>.sqlite.

    python3 eval-data/make_probes.py probe14 [--out FILE] [--dbs DIR]
    python3 eval-data/make_probes.py --all [--into DIR]

A spec is data only (see README.md). Two forms:

  probe form    "questions": base questions with their gold SQL and the parameters of their
                J / C / T / P variants; the setups are built here (probe_kit.py) and every record
                is checked. Databases are "databases" (built here) or "dev_databases" (AmbiQT's
                dev databases, read from --dev-dbs and never written).
  literal form  "records": finished records (id, kind, db_id, question, gold, setup, note), with
                "databases" to build; each gold must run and return rows.

In both, a database is {"tables": [{"create": SQL, "rows": [[value, ...], ...]}, ...]}: every
create is run, then every table's rows are inserted in order. Nothing is written unless every
check passes. Deterministic; Python 3 standard library only.
"""

import argparse
import json
import re
import sqlite3
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # keep eval-data/ free of __pycache__
import probe_kit as kit  # noqa: E402

HERE = Path(__file__).resolve().parent
SPECS = HERE / "specs"
AMBIQT = HERE.parent.parent / "shared" / "data" / "ambiqt"
KINDS = "BJCTP"


# ================================================================ specs and databases


def spec_path(name):
    path = Path(name) if name.endswith(".json") else SPECS / f"{name}.json"
    if not path.is_file():
        raise SystemExit(f"no spec {path}")
    return path


def all_specs():
    """Every spec in specs/, in set order (probe1, probe2, ..., probe4a, probe4b, ..., probe14)."""
    natural = lambda p: [int(s) if s.isdigit() else s for s in re.split(r"(\d+)", p.stem)]
    return sorted(SPECS.glob("*.json"), key=natural)


def create_tables(con, tables):
    """Every create, then every table's rows in order, one INSERT a row with ? placeholders."""
    names = []
    for t in tables:
        before = {r[0] for r in con.execute("select name from sqlite_master where type = 'table'")}
        con.execute(t["create"])
        (name,) = {r[0] for r in con.execute("select name from sqlite_master where type = 'table'")} - before
        names.append(name)
    for name, t in zip(names, tables):
        if t["rows"]:
            marks = ", ".join("?" * len(t["rows"][0]))
            yield name, f"insert into {kit.q(name)} values ({marks})", t["rows"]


def build_in_memory(databases):
    cons = {}
    for db_id, db in databases.items():
        con = sqlite3.connect(":memory:")
        for _, insert, rows in create_tables(con, db["tables"]):
            con.executemany(insert, rows)
        con.commit()
        cons[db_id] = con
    return cons


def open_dev(dev_dbs, db_ids):
    """AmbiQT's dev databases, read-only, copied into memory."""
    cons = {}
    for db_id in db_ids:
        src = sqlite3.connect(f"file:{Path(dev_dbs) / (db_id + '.sqlite')}?mode=ro", uri=True)
        cons[db_id] = sqlite3.connect(":memory:")
        src.backup(cons[db_id])
        src.close()
    return cons


def write_databases(spec, cons, dbs_dir):
    """Each database into dbs_dir as a copy of the checked one. probe4a's were built straight in
    the file, one transaction a statement, and the file header counts those transactions, so a
    spec with "built_in_place" is built that way again to stay byte-identical."""
    dbs_dir.mkdir(parents=True, exist_ok=True)
    for db_id, con in cons.items():
        path = dbs_dir / f"{db_id}.sqlite"
        if path.exists():
            path.unlink()
        dst = sqlite3.connect(str(path), isolation_level=None)
        if spec.get("built_in_place"):
            for _, insert, rows in create_tables(dst, spec["databases"][db_id]["tables"]):
                dst.execute("begin")
                dst.executemany(insert, rows)
                dst.execute("commit")
        else:
            con.backup(dst)
        dst.close()


def write_jsonl(path, records, fields):
    lines = [json.dumps({k: rec[k] for k in fields if k in rec}, ensure_ascii=False) for rec in records]
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


# ================================================================ the probe form


def variants(item, schema, split_only, problems, where):
    """(kind, setup, twin setup, gold) of every J / C / T / P variant of a question."""
    sql, out = item["sql"], []
    for table, column, gold1 in item.get("J", []):
        split, setup = kit.j_setup(schema, table, column)
        problems += [f"{where}: {p}" for p in kit.j_gold_problems(gold1, table, column, split, split_only)]
        out.append(("J", setup, kit.j_setup(schema, table, column, twin=True)[1], (sql, gold1)))
    for table, column, syn0, syn1, template in item.get("C", []):
        if template.format(c=column.lower()) != sql:
            problems.append(f"{where}: C template does not give back the base SQL")
        out.append(("C", kit.c_setup(schema, table, column, syn0, syn1),
                    kit.c_setup(schema, table, column, syn0, syn1, twin=True),
                    (template.format(c=syn0), template.format(c=syn1))))
    for table, syn0, syn1, template in item.get("T", []):
        if template.format(t=table.lower()) != sql:
            problems.append(f"{where}: T template does not give back the base SQL")
        out.append(("T", kit.t_setup(schema, table, syn0, syn1), kit.t_setup(schema, table, syn0, syn1, twin=True),
                    (template.format(t=syn0), template.format(t=syn1))))
    for name, from_sql, group, expr, gold1, *suffix in item.get("P", []):
        if f" from {name}" not in gold1:
            problems.append(f"{where}: P gold[1] does not read {name}")
        out.append(("P", kit.p_setup(name, from_sql, group, expr, *suffix),
                    kit.p_setup(name, from_sql, group, expr, *suffix, twin=True), (sql, gold1)))
    return out


def check_variant(src, sql, base, setup, twin, gold):
    """Problems of one variant, and whether its two readings agree (then it measures nothing).
    gold[0] gives the base answer on the modified database, gold[1] an answer of its own, and
    gold[1] gives the base answer again on the twin."""
    problems = []
    mem = kit.modified(src, setup)
    r0, r1 = kit.rows(mem, gold[0]), kit.rows(mem, gold[1])
    if not kit.same(sql, r0, base):
        problems.append("gold[0] differs from the base result")
    if kit.same(gold[1], r0, r1, places=6):  # a difference past the 6th decimal is no difference
        mem.close()
        return problems, True
    if not kit.non_empty(r1):
        problems.append("gold[1] returns no rows")
    if kit.tie_at_top(mem, gold[1]) or kit.tie_at_top(mem, gold[0]):
        problems.append("tie for the top row")
    mem.close()
    mem = kit.modified(src, twin)
    if not kit.same(gold[1], kit.rows(mem, gold[1]), base):
        problems.append("gold[1] is not the base question on the unperturbed twin")
    mem.close()
    return problems, False


def probe_records(spec, cons):
    """Every record of a probe-form spec, checked: (records by kind, problems, dropped)."""
    records, problems, dropped = {k: [] for k in KINDS}, [], []
    schemas = {db: kit.Schema(con) for db, con in cons.items()}
    split_only = "j_split_only" in spec.get("checks", [])
    seen = set()
    for i, item in enumerate(spec["questions"]):
        db, sql = item["db"], item["sql"]
        src, where = cons[db], f"#{i} ({db}: {item['q']})"
        keys = {("q", db, item["q"].lower()), ("sql", db, kit.norm(sql))}
        if keys & seen:
            problems.append(f"{where}: duplicate question or SQL")
        seen |= keys
        if not kit.spider_form(sql):
            problems.append(f"{where}: SQL not in Spider's lowercase form")
        try:
            base = kit.rows(src, sql)
        except sqlite3.Error as e:
            problems.append(f"{where}: base SQL fails: {e}")
            continue
        if not kit.non_empty(base):
            problems.append(f"{where}: base SQL returns no rows")
        if kit.tie_at_top(src, sql):
            problems.append(f"{where}: tie for the top row of the superlative")
        common = dict(db_id=db, question=item["q"], spider_sql=sql)
        records["B"].append(dict(kind="B", gold=[sql, sql], setup=[], **common))
        try:
            found_variants = variants(item, schemas[db], split_only, problems, where)
        except (KeyError, ValueError) as e:  # a table or column that is not there, or a key
            problems.append(f"{where}: bad variant: {e}")
            continue
        for kind, setup, twin, gold in found_variants:
            try:
                found, agree = check_variant(src, sql, base, setup, twin, gold)
            except sqlite3.Error as e:
                problems.append(f"{where}: {kind} fails: {e}")
                continue
            problems += [f"{where}: {kind} {p}" for p in found]
            if agree and spec["drop_agreeing"]:
                dropped.append(f"{where}: {kind} {gold[1]}")
                continue
            if agree:
                problems.append(f"{where}: {kind} readings return the same result")
            records[kind].append(dict(kind=kind, gold=list(gold), setup=setup, **common))
    return records, problems, dropped


def set_problems(spec, cons, records, out, dev):
    """The checks of the whole set: its databases' house rules, no question or base SQL that
    another probe file (this set's own excepted) or dev.jsonl has, and the optional checks the
    spec names in "checks" (on for every set that passes them: probe2 fails "order_ties",
    probe10 on fail "j_split_only", and "wordings" needs every intent asked twice, as from
    probe8b on)."""
    checks, problems = spec.get("checks", []), []
    if "databases" in spec:
        problems += kit.database_problems(cons, spec["rows_per_table"], spec["tables_per_db"])
    own = {(HERE / spec["output"]).resolve(), Path(out).resolve()}
    others = [p for p in sorted(HERE.glob("probe*.jsonl")) if p.resolve() not in own]
    problems += kit.repeats_elsewhere(spec["questions"], others + kit.existing([dev]))
    if "order_ties" in checks:
        for kind in KINDS:
            for rec in records[kind]:
                mem = kit.modified(cons[rec["db_id"]], rec["setup"])
                for g in sorted(set(rec["gold"])):
                    problems += [f"{kind} ({rec['db_id']}: {rec['question']}): {p}"
                                 for p in kit.order_tie_problems(mem, g)]
                mem.close()
    if "wordings" in checks:
        problems += kit.wording_problems(spec["questions"], cons)
    return problems


def build_probe_set(spec, args, out, dbs_dir):
    if "databases" in spec:
        cons = build_in_memory(spec["databases"])
    else:
        db_ids = list(dict.fromkeys(item["db"] for item in spec["questions"]))
        kit.fail([f"{d}: not one of the allowed dev databases" for d in db_ids if d not in spec["dev_databases"]])
        cons = open_dev(args.dev_dbs, db_ids)
    records, problems, dropped = probe_records(spec, cons)
    problems += set_problems(spec, cons, records, out, args.dev)
    for d in dropped:
        print("dropped (readings agree):", d, file=sys.stderr)
    kit.fail(problems)
    numbered = []
    for kind in KINDS:
        for n, rec in enumerate(records[kind]):
            numbered.append(dict(id=spec["id_format"].format(kind=kind, n=n + spec["id_start"]), **rec))
    fields = ["id", "kind", "db_id", "question", "gold", "setup"] + (["spider_sql"] if spec["spider_sql"] else [])
    write_jsonl(out, numbered, fields)
    if "databases" in spec:
        write_databases(spec, cons, dbs_dir)
    counts = ", ".join(f"{k} {len(v)}" for k, v in records.items() if v)
    print(f"wrote {len(numbered)} records to {out} ({counts})")
    kit.print_summary(spec["questions"])


# ================================================================ the literal form


def build_literal_set(spec, out, dbs_dir):
    """Records written as given, after the checks that apply to finished records: a known
    database, unique ids, at least two golds, and every gold runs on the built database (after
    the record's setup) and returns rows."""
    cons = build_in_memory(spec["databases"])
    problems, ids = [], set()
    for rec in spec["records"]:
        where = f"{rec['id']} ({rec['db_id']}: {rec['question']})"
        if rec["id"] in ids:
            problems.append(f"{where}: duplicate id")
        ids.add(rec["id"])
        if rec["db_id"] not in cons:
            problems.append(f"{where}: no database {rec['db_id']}")
            continue
        if len(rec["gold"]) < 2:
            problems.append(f"{where}: fewer than two golds")
        try:
            mem = kit.modified(cons[rec["db_id"]], rec.get("setup", []))
        except sqlite3.Error as e:
            problems.append(f"{where}: setup fails: {e}")
            continue
        for g in rec["gold"]:
            try:
                if not kit.non_empty(kit.rows(mem, g)):
                    problems.append(f"{where}: gold returns no rows: {g}")
            except sqlite3.Error as e:
                problems.append(f"{where}: gold fails: {e}: {g}")
        mem.close()
    kit.fail(problems)
    write_jsonl(out, spec["records"], ["id", "kind", "db_id", "question", "gold", "setup", "note"])
    write_databases(spec, cons, dbs_dir)
    print(f"wrote {len(spec['records'])} records to {out}; databases in {dbs_dir}")


# ================================================================ command line


def run(path, args, out=None, dbs=None):
    spec = json.loads(path.read_text(encoding="utf-8"))
    out = Path(out or HERE / spec["output"])
    dbs_dir = Path(dbs or HERE / spec.get("dbs_dir", "dbs_" + spec["name"]))
    print(f"== {spec['name']} ({path.name})")
    if "records" in spec:
        build_literal_set(spec, out, dbs_dir)
    else:
        build_probe_set(spec, args, out, dbs_dir)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sets", nargs="*", help="spec names (probe14) or paths to spec files")
    ap.add_argument("--all", action="store_true", help="every spec in eval-data/specs/")
    ap.add_argument("--out", help="the .jsonl to write (one set only; default: eval-data/<output>)")
    ap.add_argument("--dbs", help="folder for the set's .sqlite files (one set only; default: eval-data/<dbs_dir>)")
    ap.add_argument("--into", help="write each set's <output> and <dbs_dir> under this folder instead")
    ap.add_argument("--dev-dbs", default=str(AMBIQT / "dbs"), help="AmbiQT's dev databases (read-only)")
    ap.add_argument("--dev", default=str(AMBIQT / "dev.jsonl"), help="dev.jsonl, for the repeats check")
    args = ap.parse_args()
    paths = all_specs() if args.all else [spec_path(s) for s in args.sets]
    if not paths:
        ap.error("name a set or give --all")
    if len(paths) > 1 and (args.out or args.dbs):
        ap.error("--out and --dbs name the files of one set; use --into for several")
    for path in paths:
        if args.into:
            spec = json.loads(path.read_text(encoding="utf-8"))
            into = Path(args.into)
            into.mkdir(parents=True, exist_ok=True)
            run(path, args, into / spec["output"], into / spec.get("dbs_dir", "dbs_" + spec["name"]))
        else:
            run(path, args, args.out, args.dbs)


if __name__ == "__main__":
    main()
