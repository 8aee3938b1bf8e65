#!/usr/bin/env python3
"""Build times of many shapes and orders at two counts: does any shape grow faster than linear?

Usage:
    python3 Benchmarks/shapes.py [--binary PATH] [--counts 1000,10000] [--rounds 3]
        [--shapes form,buttons,fillEqually,kiwi,chain,local,row] [--orders given,reversed,shuffled,rows-reversed,bounds-first]
        [--limit 15] [--timeout 300] [--json OUT.json]

Shapes (each a raw constraint system, `autolayout solve --bench`):
  form, buttons, fillEqually, kiwi
             `autolayout bench generate W --count N`: form is the cookbook's Dynamic Height
             Columns scaled up (label and field rows chained by `>=` and `== @249` spacing,
             coupled by baselines, equal label widths, hugging and compression resistance,
             the width an edit variable stepped through five sizes);
  chain      x0 = 0, x[i] = x[i-1] + w[i-1] + 8, each w wanting 40 at 250 and >= 10;
  row        an equal-width row filling a width W (an edit at 999, resized twice): x0 = 0,
             x[i] = x[i-1] + w[i-1] + 8, w[i] = w0, every w >= 0, the last view ending at W;
  local      random sparse constraints among near neighbours (each of 1 to 3 terms drawn
             within a window of 8 variables, quarter-step coefficients, mixed relations,
             30 % required, optional priorities 250 to 999), feasible by construction
             (a hidden point satisfies every required constraint).
Orders: the constraints as generated, reversed (the last row first), shuffled (seeded), and
rows-reversed (the constraints in blocks of the shape's row, the blocks reversed: the form
built from the bottom up), and bounds-first (every required one-variable inequality, such as
`w >= 0`, first, then the rest as generated: the order that hurts kiwi most on a row).

Steps that repeat the edits' starting values (the form's first width is the one it is built
at) are dropped, so the first step timed is the first resize.

Each round runs every (shape, order, count) once, in a process of its own; a process times
`--repeat R` builds in itself and reports the least (R is about 20,000 / N). Per system the
table shows the median over the rounds of the build, the first step (the first resize), the
worst step and all steps, and the growth from the smaller count to the larger; a build that
grows more than --limit times per 10x (15 by default) is marked "over". A system that fails
or times out shows its reason; one that timed out at the smaller count is not run at the
larger ("not run").
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "autolayout")
ROW_SIZE = {"form": None, "buttons": 2, "fillEqually": 3, "kiwi": None, "chain": 3, "local": 4, "row": 3}
ORDERS = ["given", "reversed", "shuffled", "rows-reversed", "bounds-first"]


def chain(n):
    variables, constraints = [], [{"terms": {"x0": 1}, "relation": "==", "constant": 0}]
    for i in range(n):
        variables += [f"x{i}", f"w{i}"]
        constraints.append({"terms": {f"w{i}": 1}, "relation": "==", "constant": 40, "priority": 250})
        constraints.append({"terms": {f"w{i}": 1}, "relation": ">=", "constant": 10})
        if i:
            constraints.append({"terms": {f"x{i}": 1, f"x{i-1}": -1, f"w{i-1}": -1}, "relation": "==", "constant": 8})
    return {"variables": variables, "constraints": constraints}


def row(n):
    variables, constraints = ["W"], [{"terms": {"x0": 1}, "relation": "==", "constant": 0}]
    for i in range(n):
        variables += [f"x{i}", f"w{i}"]
        constraints.append({"terms": {f"w{i}": 1}, "relation": ">=", "constant": 0})
        if i:
            constraints.append({"terms": {f"x{i}": 1, f"x{i-1}": -1, f"w{i-1}": -1}, "relation": "==", "constant": 8})
            constraints.append({"terms": {f"w{i}": 1, "w0": -1}, "relation": "==", "constant": 0})
    constraints.append({"terms": {f"x{n-1}": 1, f"w{n-1}": 1, "W": -1}, "relation": "==", "constant": 0})
    return {"variables": variables, "constraints": constraints,
            "edits": [{"variable": "W", "priority": 999, "value": 48 * n - 8}],
            "steps": [{"W": 40 * n - 8}, {"W": 56 * n - 8}]}


def local(n, seed=7):
    rng = random.Random(seed)
    names = [f"v{i}" for i in range(n)]
    hidden = [rng.randint(0, 1000) for _ in range(n)]
    constraints = []
    for _ in range(2 * n):
        start = rng.randrange(n)
        picked = rng.sample(range(start, min(n, start + 8)), min(rng.randint(1, 3), min(n, start + 8) - start))
        terms = {names[v]: rng.choice([-1, 1]) * rng.randint(1, 20) / 4 for v in picked}
        relation = rng.choice(["==", "<=", ">="])
        lhs = sum(c * hidden[int(v[1:])] for v, c in terms.items())
        if rng.random() < 0.3:
            constant = lhs if relation == "==" else lhs + rng.randint(0, 100) * (1 if relation == "<=" else -1)
            constraints.append({"terms": terms, "relation": relation, "constant": constant})
        else:
            constraints.append({"terms": terms, "relation": relation, "constant": lhs + rng.randint(-100, 100),
                                "priority": rng.choice([250, 251, 500, 749, 750, 999])})
    return {"variables": names, "constraints": constraints}


def generated(binary, workload, n):
    out = subprocess.run([binary, "bench", "generate", workload, "--count", str(n)], capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def reorder(system, order, row_size, seed=11):
    """The system with its constraints in `order` (see the module's docstring)."""
    constraints = list(system["constraints"])
    if order == "reversed":
        constraints.reverse()
    elif order == "shuffled":
        random.Random(seed).shuffle(constraints)
    elif order == "rows-reversed":
        blocks = [constraints[i:i + row_size] for i in range(0, len(constraints), row_size)]
        constraints = [c for block in reversed(blocks) for c in block]
    elif order == "bounds-first":
        def is_bound(c):
            return len(c["terms"]) == 1 and c["relation"] != "==" and c.get("priority", 1000) == 1000
        constraints = [c for c in constraints if is_bound(c)] + [c for c in constraints if not is_bound(c)]
    return dict(system, constraints=constraints)


def resizes_only(system):
    """The system without its leading steps that repeat the edits' starting values."""
    start = {e["variable"]: e["value"] for e in system.get("edits", []) if "value" in e}
    steps = list(system.get("steps", []))
    while steps and all(start.get(name) == value for name, value in steps[0].items()):
        steps.pop(0)
    return dict(system, steps=steps) if "steps" in system else system


def row_size_of(system, shape, n):
    """Constraints per row: fixed for the simple shapes, else constraints / rows."""
    return ROW_SIZE.get(shape) or max(1, round(len(system["constraints"]) / n))


def run(binary, path, n, timeout):
    repeat = max(1, min(50, 20000 // n))
    try:
        done = subprocess.run([binary, "solve", path, "--format", "json", "--bench", "--repeat", str(repeat)],
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return None, (done.stderr.strip().splitlines() or ["no output"])[-1][:50]
    return report, None


def fmt(ms):
    if ms is None:
        return "—"
    return f"{ms:.3f}" if ms < 1 else f"{ms:.1f}" if ms < 1000 else f"{ms:,.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--counts", default="1000,10000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--shapes", default=",".join(ROW_SIZE))
    parser.add_argument("--orders", default=",".join(ORDERS))
    parser.add_argument("--limit", type=float, default=15, help="allowed build growth per 10x")
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--json")
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} is missing: run `swift build -c release --product autolayout` first")
    try:
        small, large = [int(c) for c in args.counts.split(",")]
    except ValueError:
        sys.exit(f"--counts {args.counts}: expected two whole numbers separated by a comma, such as 1000,10000")
    shapes = [s for s in args.shapes.split(",") if s]
    orders = [o for o in args.orders.split(",") if o]
    for option, names, known in (("--shapes", shapes, list(ROW_SIZE)), ("--orders", orders, ORDERS)):
        unknown = [name for name in names if name not in known]
        if unknown:
            sys.exit(f"{option}: unknown {', '.join(map(repr, unknown))}; expected some of {', '.join(known)}")
    samples, failed = {}, {}
    with tempfile.TemporaryDirectory() as scratch:
        systems = []
        for shape in shapes:
            for n in (small, large):
                makers = {"chain": chain, "local": local, "row": row}
                base = resizes_only(makers[shape](n) if shape in makers else generated(args.binary, shape, n))
                size = row_size_of(base, shape, n)
                for order in orders:
                    path = os.path.join(scratch, f"{shape}-{order}-{n}.json")
                    with open(path, "w") as out:
                        json.dump(reorder(base, order, size), out)
                    systems.append((shape, order, n, path))
        for round_index in range(args.rounds):
            for key in systems:
                if key in failed:
                    continue
                smaller = next((k for k in systems if k[:2] == key[:2] and k[2] == small), None)
                if key[2] == large and failed.get(smaller) == "timeout":
                    failed[key] = "not run"
                    continue
                report, error = run(args.binary, key[3], key[2], args.timeout)
                if error:
                    failed[key] = error
                    continue
                entry = samples.setdefault(key, {"build": [], "first": [], "worst": [], "total": []})
                entry["build"].append(report["build_ms"])
                if report.get("steps_count"):
                    entry["first"].append(report.get("first_step_ms", 0))
                    entry["worst"].append(report.get("step_ms_worst", 0))
                    entry["total"].append(report.get("steps_ms_total", 0))
            print(f"round {round_index + 1}/{args.rounds} done", file=sys.stderr, flush=True)

    def med(key, what):
        values = samples.get(key, {}).get(what)
        return statistics.median(values) if values else None

    limit = args.limit * (large / small) / 10
    print(f"Medians of {args.rounds} rounds, ms. Growth = time at {large:,} / time at {small:,}; "
          f"a build may grow {limit:.0f}x.\n")
    print(f"| shape | order | build {small:,} | build {large:,} | growth | first step {small:,} | "
          f"first step {large:,} | worst step {small:,} | worst step {large:,} | growth | all steps {large:,} |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    rows = []
    for shape in shapes:
        for order in orders:
            a = next(k for k in systems if k[:3] == (shape, order, small))
            b = next(k for k in systems if k[:3] == (shape, order, large))
            cells = [shape, order]
            for what in ("build", "first", "worst"):
                x, y = med(a, what), med(b, what)
                cells += [failed.get(a) or fmt(x), failed.get(b) or fmt(y)]
                if what == "first":
                    continue
                if x and y:
                    growth = y / x
                    cells.append(f"{growth:.1f}x" + (" (over)" if what == "build" and growth > limit else ""))
                else:
                    cells.append("—")
            cells.append(failed.get(b) or fmt(med(b, "total")))
            rows.append({"shape": shape, "order": order, "build_small_ms": med(a, "build"),
                         "build_large_ms": med(b, "build"), "first_step_small_ms": med(a, "first"),
                         "first_step_large_ms": med(b, "first"), "worst_step_small_ms": med(a, "worst"),
                         "worst_step_large_ms": med(b, "worst"), "steps_large_ms": med(b, "total"),
                         "failed": [failed.get(a), failed.get(b)]})
            print("| " + " | ".join(cells) + " |")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
