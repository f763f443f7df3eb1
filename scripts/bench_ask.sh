#!/usr/bin/env bash
# Benchmark: `qlarify ask` on enterprise-size databases, cold (no caches) and warm (second
# question on the same database), against the sqlite3 shell running one query over the same
# file in the same loop (the yardstick: ratios hold when the machine's speed drifts).
#
# Cases: the bundled demo; 1,000 tables (scripts/make_wide_schema.py); 1M and 5M rows
# (scripts/make_tall_table.py). For each: CPU (user+sys), wall and peak RSS from /usr/bin/time,
# cold (no caches) and warm (a second, different question; see run_case).
# Targets (2-core machine): 1,000 tables <= 2 s CPU cold, <= 0.5 s warm; 5M rows <= 1.5 s;
# demo <= 0.3 s CPU warm, <= 0.8 s cold.
#
#   scripts/bench_ask.sh [--lexical] [RUNS]      (default 3 runs per figure; medians printed)
#   QLARIFY_BIN=/path/to/other/qlarify scripts/bench_ask.sh   (time another build the same way)
# Installs sqlite3 (Debian) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

LEXICAL=""
if [ "${1:-}" = "--lexical" ]; then LEXICAL="--lexical"; shift; fi
RUNS="${1:-3}"

if ! command -v sqlite3 >/dev/null 2>&1; then
    SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq sqlite3 >/dev/null
fi
if [ -z "${QLARIFY_BIN:-}" ]; then cargo build --release --quiet --bin qlarify; fi
QLARIFY="${QLARIFY_BIN:-$(pwd)/target/release/qlarify}"
WORK="${BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$WORK"
[ -f "$WORK/wide1000.sqlite" ] || python3 scripts/make_wide_schema.py "$WORK/wide1000.sqlite" --tables 1000
[ -f "$WORK/tall1m.sqlite" ] || python3 scripts/make_tall_table.py "$WORK/tall1m.sqlite" --rows 1000000
[ -f "$WORK/tall5m.sqlite" ] || python3 scripts/make_tall_table.py "$WORK/tall5m.sqlite" --rows 5000000

# The model (when installed) comes from the user's data directory; caches go to a scratch one.
MODEL_DATA="${XDG_DATA_HOME:-$HOME/.local/share}/qlarify"
export QLARIFY_CONFIG_DIR="$WORK/config"
export QLARIFY_DATA_DIR="$WORK/data"
mkdir -p "$QLARIFY_DATA_DIR"
[ -d "$MODEL_DATA/models" ] && [ ! -e "$QLARIFY_DATA_DIR/models" ] && ln -s "$MODEL_DATA/models" "$QLARIFY_DATA_DIR/models"

# median of the numbers on stdin
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# measure LABEL CLEAR_CACHES -- COMMAND...: prints "cpu wall rss_mib" medians
measure() {
    local clear="$1"; shift
    local cpu=() wall=() rss=()
    for _ in $(seq "$RUNS"); do
        if [ "$clear" = cold ]; then rm -rf "$QLARIFY_DATA_DIR/cache"; fi
        /usr/bin/time -o "$WORK/time.txt" -f "%U %S %e %M" "$@" >/dev/null 2>&1 || true
        read -r u s e m < <(tail -1 "$WORK/time.txt")
        cpu+=("$(awk -v u="$u" -v s="$s" 'BEGIN {print u + s}')"); wall+=("$e"); rss+=("$((m / 1024))")
    done
    printf "%s %s %s" "$(printf '%s\n' "${cpu[@]}" | median)" \
        "$(printf '%s\n' "${wall[@]}" | median)" "$(printf '%s\n' "${rss[@]}" | median)"
}

printf "%-12s %-5s %8s %8s %8s %10s\n" case cache "cpu s" "wall s" "rss MiB" "cpu/yard"
# Cold: the question on a database with no caches. Warm: a second question, new to the session,
# after the first has filled the database's caches (schema, value index, names' embeddings);
# each counted run asks a different one, so none finds its own phrases already embedded.
run_case() {
    local name="$1" db="$2" question="$3" yard="$4"; shift 4
    local warm_questions=("$@")
    read -r ycpu _ _ <<<"$(measure warm sqlite3 "$db" "$yard")"
    read -r cpu wall rss <<<"$(measure cold "$QLARIFY" ask $LEXICAL --db "$db" "$question")"
    report "$name" cold "$cpu" "$wall" "$rss" "$ycpu"
    rm -rf "$QLARIFY_DATA_DIR/cache"
    "$QLARIFY" ask $LEXICAL --db "$db" "$question" >/dev/null 2>&1 || true
    local cpus=() walls=() rsss=()
    for i in $(seq "$RUNS"); do
        local q="${warm_questions[$(( (i - 1) % ${#warm_questions[@]} ))]}"
        /usr/bin/time -o "$WORK/time.txt" -f "%U %S %e %M" "$QLARIFY" ask $LEXICAL --db "$db" "$q" >/dev/null 2>&1 || true
        read -r u s e m < <(tail -1 "$WORK/time.txt")
        cpus+=("$(awk -v u="$u" -v s="$s" 'BEGIN {print u + s}')"); walls+=("$e"); rsss+=("$((m / 1024))")
    done
    report "$name" warm "$(printf '%s\n' "${cpus[@]}" | median)" \
        "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${rsss[@]}" | median)" "$ycpu"
}
report() {
    printf "%-12s %-5s %8.2f %8.2f %8d %10.1f\n" "$1" "$2" "$3" "$4" "$5" \
        "$(awk -v c="$3" -v y="$6" 'BEGIN {print c / (y + 0.001)}')"
}
run_case demo demo-db/demo.sqlite "average salary per department" \
    "SELECT count(*) FROM sqlite_schema" \
    "how many employees are in each department" "which projects have the largest budget" \
    "total sales per region"
run_case tables-1000 "$WORK/wide1000.sqlite" "total amount per customer region" \
    "SELECT count(*) FROM sqlite_schema" \
    "average amount per vendor" "how many orders per item" "largest amount of any account"
run_case rows-1M "$WORK/tall1m.sqlite" "total price per region" \
    "SELECT region_id, sum(price) FROM sales GROUP BY region_id" \
    "how many sales per status" "average quantity per product category" "largest price per region"
run_case rows-5M "$WORK/tall5m.sqlite" "total price per region" \
    "SELECT region_id, sum(price) FROM sales GROUP BY region_id" \
    "how many sales per status" "average quantity per product category" "largest price per region"
