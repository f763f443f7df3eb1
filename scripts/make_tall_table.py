#!/usr/bin/env python3
"""Build a tall SQLite table for timing `qlarify ask` on large data.

One `sales` fact table of N rows (integers, short and medium text, reals, dates stored as
text) beside two small dimension tables it references, so questions can join, filter and group.
Deterministic; stdlib only.

    python3 scripts/make_tall_table.py OUT.sqlite [--rows 5000000]
    /usr/bin/time -v target/release/qlarify ask --lexical --db OUT.sqlite "total price per region"
"""

import argparse
import os
import sqlite3

REGIONS = ["North", "South", "East", "West", "Central", "Overseas"]
STATUSES = ["open", "shipped", "returned", "cancelled"]


def build(path, rows):
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.executescript(
        """
        create table region (region_id integer primary key, region_name text);
        create table product (product_id integer primary key, product_name text,
                              category text);
        create table sales (sale_id integer primary key,
                            region_id integer references region(region_id),
                            product_id integer references product(product_id),
                            status text, quantity integer, price real, sale_date text,
                            note text);
        """
    )
    con.executemany("insert into region values (?, ?)", enumerate(REGIONS, 1))
    con.executemany(
        "insert into product values (?, ?, ?)",
        [(p, f"product {p}", f"category {p % 12}") for p in range(1, 1014)],
    )
    con.execute(
        f"""
        insert into sales
        with recursive r(n) as (select 1 union all select n + 1 from r where n < {rows})
        select n, 1 + n % {len(REGIONS)}, 1 + n % 1013,
               case n % 4 when 0 then 'open' when 1 then 'shipped'
                          when 2 then 'returned' else 'cancelled' end,
               n % 50, round((n % 10000) / 7.0, 2),
               date('2020-01-01', '+' || (n % 1500) || ' days'),
               'note ' || (n % 100003)
        from r
        """
    )
    con.commit()
    con.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=5_000_000)
    args = parser.parse_args()
    build(args.out, args.rows)
