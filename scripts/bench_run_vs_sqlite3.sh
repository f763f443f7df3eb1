#!/usr/bin/env bash
# Benchmark: `qlarify run --csv` against the sqlite3 shell's `-csv` on the same 1,000,000-row
# query over a generated database, side by side with hyperfine; prints the time ratio.
# Target: qlarify within 1.5x of sqlite3 (release build).
#
# Installs what it needs (Debian: sqlite3, hyperfine) when missing. Usage:
#   scripts/bench_run_vs_sqlite3.sh [ROWS]        (default 1000000)
set -euo pipefail

ROWS="${1:-1000000}"
cd "$(dirname "$0")/.."

have() { command -v "$1" >/dev/null 2>&1; }
if ! have sqlite3 || ! have hyperfine || ! have python3; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq sqlite3 hyperfine python3 >/dev/null
fi

cargo build --release --quiet --bin qlarify
QLARIFY="$(pwd)/target/release/qlarify"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
DB="$WORK/bench.db"

# Mixed column types, like an analyst's fact table: integers, short and medium text, reals, dates.
sqlite3 "$DB" <<SQL
CREATE TABLE sales (id INTEGER PRIMARY KEY, region TEXT, product TEXT, qty INTEGER,
                    price REAL, day TEXT, note TEXT);
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < $ROWS)
INSERT INTO sales
SELECT n, 'region-' || (n % 17), 'product ' || (n % 1013), n % 50,
       round((n % 10000) / 7.0, 2), date('2020-01-01', '+' || (n % 1500) || ' days'),
       CASE WHEN n % 5 = 0 THEN NULL ELSE 'note, with "quotes" ' || n END
FROM r;
SQL

QUERY="SELECT id, region, product, qty, price, day, note FROM sales"
RUN_Q="$QLARIFY run --db $DB --csv --timeout-ms 600000 \"$QUERY\""
RUN_S="sqlite3 -csv -header $DB \"$QUERY\""

# Same rows out of both, compared as parsed CSV (sqlite3 quotes more fields, e.g. any with a
# space, and may end rows with CRLF; both are valid CSV).
eval "$RUN_Q" > "$WORK/qlarify.csv"
eval "$RUN_S" > "$WORK/sqlite3.csv"
python3 - "$WORK/qlarify.csv" "$WORK/sqlite3.csv" <<'PY'
import csv, sys
a, b = (list(csv.reader(open(p, newline=""))) for p in sys.argv[1:3])
print(f"rows (with header): qlarify={len(a)} sqlite3={len(b)}")
if a != b:
    first = next(i for i, (x, y) in enumerate(zip(a + [None], b + [None])) if x != y)
    sys.exit(f"outputs differ at row {first}: {a[first] if first < len(a) else None} vs {b[first] if first < len(b) else None}")
print("outputs are the same CSV rows")
PY

# Peak memory of the streaming run (pages, never the whole result).
if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "qlarify peak RSS: %M KiB" sh -c "$RUN_Q > /dev/null"
fi

hyperfine --warmup 2 --runs 10 --export-json "$WORK/result.json" \
    -n "qlarify run --csv" "$RUN_Q > /dev/null" \
    -n "sqlite3 -csv" "$RUN_S > /dev/null"

python3 - "$WORK/result.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
q, s = results["qlarify run --csv"]["mean"], results["sqlite3 -csv"]["mean"]
qu, su = results["qlarify run --csv"]["user"], results["sqlite3 -csv"]["user"]
print(f"wall: qlarify {q:.3f} s, sqlite3 {s:.3f} s, ratio {q / s:.2f}x (target <= 1.5x)")
print(f"user CPU: qlarify {qu:.3f} s, sqlite3 {su:.3f} s, ratio {qu / su:.2f}x")
PY
