#!/usr/bin/env python3
"""Time our solver against kiwi on the same systems, in the same run, and print the ratios.

Usage:
    python3 Benchmarks/compare.py [--counts 100,1000,10000] [--workloads form,buttons,...]
                                  [--repeat 3] [--kiwi-timeout 120] [--ours-timeout 900]
                                  [--layout rows,independent,stacks,grid] [--json OUT.json]

For each solver workload of issue 2 (form, buttons, independent, kiwi, fillEqually) and each
count, it writes the system with `autolayout bench generate`, times it with
`autolayout solve --bench --repeat R` (build = add every constraint and solve, best of R;
step = one suggestValue + solve, median), then with `kiwi_solve.py` (the same definitions,
kiwisolver in a child process under a time cap), and prints a Markdown table with ours/kiwi
ratios. With `--layout`, the raw systems that the layout engine builds for `autolayout bench
layout` screens (exported with `--export`) run through both solvers too, so the solver's share
of a layout can be compared with kiwi's on exactly the engine's rows.

Needs a release build (`swift build -c release --product autolayout`) and kiwisolver.
A kiwi run that does not finish under the cap is reported as "> cap"; the ratio is then an
upper bound ("< x").
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "autolayout")
KIWI = os.path.join(ROOT, "Benchmarks", "kiwi_solve.py")


def run_json(command, timeout):
    """Runs a command that prints one JSON object; returns (object or None, seconds, error)."""
    started = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - started, "timeout"
    elapsed = time.perf_counter() - started
    try:
        return json.loads(done.stdout), elapsed, None
    except json.JSONDecodeError:
        return None, elapsed, (done.stderr.strip().splitlines() or ["no output"])[-1]


def ours(path, repeat, timeout):
    report, _, error = run_json([BINARY, "solve", path, "--format", "json", "--bench",
                                 "--repeat", str(repeat)], timeout)
    if report is None:
        return {"error": error}
    return {"build_ms": report["build_ms"], "step_ms": report.get("step_ms_median"),
            "pivots": report.get("pivots", {}).get("build"),
            "terms": report.get("tableau", {}).get("terms")}


def kiwi(path, repeat, timeout):
    report, _, error = run_json([sys.executable, KIWI, path, "--repeat", str(repeat),
                                 "--timeout", str(timeout)], timeout + 30)
    if report is None:
        return {"error": error or "no output"}
    if "error" in report:
        return {"error": report.get("kind", "error")}
    return {"build_ms": report["build_ms"], "step_ms": report.get("step_ms_median")}


def ratio(a, b, b_error, cap_ms):
    if a is None:
        return "—"
    if b is None:
        return f"< {a / cap_ms:.3f}" if b_error == "timeout" else "—"
    return f"{a / b:.2f}" if b > 0 else "—"


def fmt(ms):
    if ms is None:
        return "—"
    return f"{ms:.3f}" if ms < 1 else f"{ms:.1f}" if ms < 1000 else f"{ms:,.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="100,1000,10000")
    parser.add_argument("--workloads", default="form,buttons,independent,kiwi,fillEqually")
    parser.add_argument("--layout", default="", help="bench layout screens to export and compare")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--kiwi-timeout", type=float, default=120)
    parser.add_argument("--ours-timeout", type=float, default=900)
    parser.add_argument("--kiwi-max-count", type=int, default=1000,
                        help="above this count kiwi runs only if --kiwi-timeout allows (default: skip)")
    parser.add_argument("--json", help="also write the rows as JSON here")
    args = parser.parse_args()
    if not os.path.exists(BINARY):
        sys.exit(f"{BINARY} is missing: run `swift build -c release --product autolayout` first")

    counts = [int(c) for c in args.counts.split(",") if c]
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        jobs = []
        for workload in [w for w in args.workloads.split(",") if w]:
            for n in counts:
                path = os.path.join(scratch, f"{workload}-{n}.json")
                with open(path, "w") as out:
                    subprocess.run([BINARY, "bench", "generate", workload, "--count", str(n)],
                                   stdout=out, check=True)
                jobs.append((workload, n, path))
        for screen in [s for s in args.layout.split(",") if s]:
            for n in counts:
                path = os.path.join(scratch, f"layout-{screen}-{n}.json")
                subprocess.run([BINARY, "bench", "layout", screen, "--count", str(n), "--repeat", "1",
                                "--export", path], capture_output=True, check=True,
                               timeout=args.ours_timeout)
                jobs.append((f"layout {screen}", n, path))
        for name, n, path in jobs:
            mine = ours(path, args.repeat, args.ours_timeout)
            if n <= args.kiwi_max_count:
                peer = kiwi(path, args.repeat, args.kiwi_timeout)
            else:
                peer = {"error": "not run"}
            row = {"workload": name, "count": n, "ours": mine, "kiwi": peer}
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)

    cap = args.kiwi_timeout * 1000
    print("| workload | N | build ours (ms) | build kiwi (ms) | ratio | step ours (ms) | step kiwi (ms) | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        mine, peer = row["ours"], row["kiwi"]
        kiwi_build = fmt(peer.get("build_ms")) if "error" not in peer else (
            f"> {cap / 1000:.0f} s" if peer["error"] == "timeout" else peer["error"])
        print(f"| {row['workload']} | {row['count']:,} | {fmt(mine.get('build_ms')) if 'error' not in mine else mine['error']} "
              f"| {kiwi_build} | {ratio(mine.get('build_ms'), peer.get('build_ms'), peer.get('error'), cap)} "
              f"| {fmt(mine.get('step_ms'))} | {fmt(peer.get('step_ms'))} "
              f"| {ratio(mine.get('step_ms'), peer.get('step_ms'), None, cap)} |")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
