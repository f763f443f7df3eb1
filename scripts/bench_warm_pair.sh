#!/usr/bin/env bash
# Paired benchmark: a warm `ask` (a question new to the caches, after a first question has
# filled them) by two builds in turn, each run starting from the same saved caches, so the
# two builds answer exactly the same work and the machine's drift hits both alike.
#
#   scripts/bench_warm_pair.sh NEW_BIN OLD_BIN DB
#
# Prints, per question, NEW's and OLD's CPU seconds (user + system, /usr/bin/time), then the
# medians. The model (when installed) comes from the user's data directory; caches go to a
# scratch one.
set -euo pipefail
NEW="$1"; OLD="$2"; DB="$3"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/data"
MODEL_DATA="${XDG_DATA_HOME:-$HOME/.local/share}/qlarify"
[ -d "$MODEL_DATA/models" ] && ln -s "$MODEL_DATA/models" "$WORK/data/models"
export QLARIFY_CONFIG_DIR="$WORK/config" QLARIFY_DATA_DIR="$WORK/data"
"$NEW" ask --db "$DB" "total amount per customer region" >/dev/null 2>&1 || true
cp -r "$WORK/data/cache" "$WORK/saved"
cpu() {
    rm -rf "$WORK/data/cache"; cp -r "$WORK/saved" "$WORK/data/cache"
    /usr/bin/time -o "$WORK/time" -f "%U %S" "$1" ask --db "$DB" "$2" >/dev/null 2>&1 || true
    awk '{print $1 + $2}' "$WORK/time"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
: > "$WORK/new"; : > "$WORK/old"
for q in "average amount per vendor" "how many orders per item" "largest amount of any account" \
    "which customer accounts had the smallest total price" "list the suppliers of each product" \
    "number of invoices per status" "count the shipments for each warehouse" \
    "highest balance per branch"; do
    n="$(cpu "$NEW" "$q")"; o="$(cpu "$OLD" "$q")"
    echo "$n" >> "$WORK/new"; echo "$o" >> "$WORK/old"
    printf "%6s %6s  %s\n" "$n" "$o" "$q"
done
printf "median %s %s\n" "$(median < "$WORK/new")" "$(median < "$WORK/old")"
