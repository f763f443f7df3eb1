#!/usr/bin/env python3
"""Fit the shown confidence's calibration (src/core/confidence.rs) on recorded rounds.

Each input is `qlarify eval --simulate-user --confidence-samples FILE` output: one JSON object a
line with the round's features and whether its best reading was the one meant. The model is a
logistic regression (Newton's method, a small L2 penalty so separable data stays finite), every
set weighted alike so the largest one does not decide alone. Fit on dev and probe sets only;
the held-out split and blind probes are for `eval --calibration-report`.

    python3 scripts/fit_confidence.py --key builtin/minilm --out assets/confidence.json \\
        /tmp/dev.samples /tmp/probe14.samples /tmp/realistic2.samples

Standard library only.
"""

import argparse
import json
import math
import os

L2 = 1e-2
ITERATIONS = 50


def read(paths):
    rows = []
    names = None
    for path in paths:
        with open(path) as f:
            for line in f:
                if not line.strip():
                    continue
                r = json.loads(line)
                if names is None:
                    names = r["feature_names"]
                elif r["feature_names"] != names:
                    raise SystemExit(f"{path}: features {r['feature_names']} differ from {names}")
                rows.append((r["set"], [1.0] + r["features"], 1.0 if r["right"] else 0.0))
    if not rows:
        raise SystemExit("no samples")
    return names, rows


def solve(a, b):
    """Gaussian elimination with partial pivoting: a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            raise SystemExit("singular system: a feature is constant or duplicated")
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def sigmoid(z):
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows):
    sets = {}
    for s, _, _ in rows:
        sets[s] = sets.get(s, 0) + 1
    weight = {s: len(rows) / (len(sets) * n) for s, n in sets.items()}
    d = len(rows[0][1])
    w = [0.0] * d
    for _ in range(ITERATIONS):
        grad = [L2 * w[j] if j else 0.0 for j in range(d)]
        hess = [[(L2 if i == j and i else 0.0) for j in range(d)] for i in range(d)]
        for s, x, y in rows:
            p = sigmoid(sum(wj * xj for wj, xj in zip(w, x)))
            k = weight[s]
            for i in range(d):
                grad[i] += k * (p - y) * x[i]
                for j in range(d):
                    hess[i][j] += k * p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [wj - sj for wj, sj in zip(w, step)]
        if max(abs(sj) for sj in step) < 1e-9:
            break
    return w


def ece(rows, w):
    bins = [[0, 0.0, 0.0] for _ in range(10)]
    for _, x, y in rows:
        p = sigmoid(sum(wj * xj for wj, xj in zip(w, x)))
        b = min(int(p * 10), 9)
        bins[b][0] += 1
        bins[b][1] += p
        bins[b][2] += y
    return sum(abs(acc - conf) for n, conf, acc in bins if n) / len(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("samples", nargs="+")
    ap.add_argument("--key", required=True, help="generators/backend, e.g. builtin/minilm")
    ap.add_argument("--out", required=True, help="the JSON map of models to update")
    args = ap.parse_args()
    names, rows = read(args.samples)
    w = fit(rows)
    sets = sorted({s for s, _, _ in rows})
    print(f"{len(rows)} rounds from {', '.join(sets)}; in-sample ECE {ece(rows, w):.3f}")
    for s in sets:
        print(f"  {s}: ECE {ece([r for r in rows if r[0] == s], w):.3f}")
    for name, value in zip(["bias"] + names, w):
        print(f"  {name:>14} {value:+.4f}")
    models = {}
    if os.path.exists(args.out):
        with open(args.out) as f:
            models = json.load(f)
    models[args.key] = {
        "features": names,
        "weights": [round(v, 6) for v in w[1:]],
        "bias": round(w[0], 6),
        "fitted_on": f"{len(rows)} rounds of {', '.join(sets)} (scripts/fit_confidence.py)",
    }
    with open(args.out, "w") as f:
        json.dump(models, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
