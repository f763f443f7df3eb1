#!/usr/bin/env python3
"""Build a wide SQLite schema for timing `qlarify ask` on enterprise-size schemas.

N tables of 10 columns (a primary key, 8 text columns, and either an amount or, on every 7th
table, a foreign key to the table before it), 5 rows each (--rows R for more). Deterministic;
stdlib only. Keys are 0..R-1; a foreign key holds (r // 2) % R, so every value is a key of the
table before and each is repeated (many rows to one, as a real foreign key is).
--keyless writes the same tables and rows without `primary key` and `references` clauses (the
key columns keep their names and values), so keys must be read from the data.

    python3 scripts/make_wide_schema.py OUT.sqlite [--tables 1000] [--rows 5] [--keyless]
    /usr/bin/time -v target/release/qlarify ask --lexical --db OUT.sqlite "total amount per customer region"
"""

import argparse
import os
import sqlite3

WORDS = "account order item customer vendor region product invoice payment shipment".split()


def build(path, tables, keyless=False, rows=5):
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.execute("pragma journal_mode = off")
    con.execute("pragma synchronous = off")
    for i in range(tables):
        name = f"{WORDS[i % 10]}_{i}"
        cols = [f"{name}_id integer" if keyless else f"{name}_id integer primary key"]
        cols += [f"c{j}_{WORDS[(i + j) % 10]} text" for j in range(1, 9)]
        refers = i % 7 == 0 and i > 0
        if refers:
            prev = f"{WORDS[(i - 1) % 10]}_{i - 1}"
            ref = "" if keyless else f" references {prev}({prev}_id)"
            cols.append(f"{prev}_id integer{ref}")
        else:
            cols.append("amount real")
        con.execute(f"create table {name} ({', '.join(cols)})")
        insert = f"insert into {name} values ({','.join('?' * 10)})"
        for start in range(0, rows, 50_000):
            con.executemany(
                insert,
                (
                    (r,)
                    + tuple(f"v{r}_{j}" for j in range(8))
                    + ((r // 2) % rows if refers else r * 1.5,)
                    for r in range(start, min(start + 50_000, rows))
                ),
            )
        con.commit()
    con.commit()
    con.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=5, help="rows in each table")
    parser.add_argument("--keyless", action="store_true", help="declare no primary or foreign keys")
    args = parser.parse_args()
    build(args.out, args.tables, args.keyless, args.rows)
