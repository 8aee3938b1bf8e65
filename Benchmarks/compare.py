#!/usr/bin/env python3
"""Time our solver against kiwi (its C++ core and kiwisolver) on the same systems, in one run.

Usage:
    python3 Benchmarks/compare.py [--counts 10,100,1000,10000] [--workloads form,buttons,...]
                                  [--layout rows,independent,stacks,grid,form] [--rounds 5]
                                  [--kiwi-cpp PATH] [--no-kiwisolver] [--timeout 60] [--budget 10]
                                  [--kiwi-max-count 10000] [--json OUT.json]

Systems: each solver workload (`autolayout bench generate form|buttons|independent|kiwi|
fillEqually`) and, with `--layout`, the raw systems the layout engine builds for `autolayout
bench layout` screens (exported with `--export`), their root size made an edit variable (at
999) so that a step is a rotation: to 667 × 375 and back.

Peers, on the same file:
  ours        `autolayout solve --bench --repeat R` (build = add every edit and constraint,
              solve, read every value; the least of R. step = suggest, re-solve, read every
              value; the median over every step of every repeat; worst step = a run's slowest
              step, the least over the repeats);
  kiwi C++    `--kiwi-cpp`, the driver built from Benchmarks/kiwi-driver/kiwi_driver.cpp
              against kiwi's headers (the same definitions);
  kiwisolver  Benchmarks/kiwi_solve.py (kiwi's Python binding; the same definitions).
R shrinks with the count (about 20,000 / N, between 1 and 200), so that small systems are
timed over many builds in each process, and with the time of one run: before the rounds, each
peer runs each system once (a calibration run, not counted), and R is cut so that R runs take
about --budget seconds.

Time limits are per run (one build and its steps): the calibration run may take --timeout
seconds (plus --startup for reading the system), a process of R runs R × --timeout. A peer
that exceeds its limit is shown as "timeout (> T s)", and a ratio against it as an upper bound.

Rounds interleave: every round runs every system once with every peer, the peers' order
rotating from one system to the next. The table shows, per system and peer, the median over
the rounds, and ours/peer ratios of those medians. A peer that fails or exceeds its time limit
on a system is shown by its reason ("timeout (> T s)", "crash", "unsatisfiable") and not run on
that system again; past --kiwi-max-count, kiwi's peers are not run.

Needs a release build (`swift build -c release --product autolayout`); kiwisolver for the
Python peer.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "autolayout")
KIWI_PY = os.path.join(ROOT, "Benchmarks", "kiwi_solve.py")


def run_json(command, timeout):
    """Runs a command that prints one JSON object; returns (object or None, error)."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return None, (done.stderr.strip().splitlines() or ["no output"])[-1][:60]
    if "error" in report:
        return None, report.get("kind", "error")
    return report, None


def repeats_for(count):
    return max(1, min(200, 20000 // max(1, count)))


def repeats_within(count, report, budget):
    """The repeats of one process: repeats_for(count), fewer when R runs would exceed budget s."""
    run_seconds = (report["build_ms"] + (report.get("steps_ms_total") or 0)) / 1000
    if run_seconds <= 0:
        return repeats_for(count)
    return max(1, min(repeats_for(count), int(budget / run_seconds)))


def peer_commands(args):
    """(name, function path, repeat, time limit -> command) for each peer of this run."""
    peers = [("ours", lambda path, r, limit: [args.binary, "solve", path, "--format", "json", "--bench",
                                              "--repeat", str(r)])]
    if args.baseline:
        peers.append(("before", lambda path, r, limit: [args.baseline, "solve", path, "--format", "json", "--bench",
                                                         "--repeat", str(r)]))
    if args.kiwi_cpp:
        peers.append(("kiwi C++", lambda path, r, limit: [args.kiwi_cpp, path, "--repeat", str(r)]))
    if not args.no_kiwisolver:
        peers.append(("kiwisolver", lambda path, r, limit: [sys.executable, KIWI_PY, path, "--repeat", str(r),
                                                             "--timeout", str(limit)]))
    return peers


def with_rotation(path):
    """Makes an exported engine system's root size an edit variable, with a rotation as steps."""
    with open(path) as f:
        system = json.load(f)
    names = system["variables"]
    width = next((n for n in names if n.startswith("Superview.width#")), None)
    height = next((n for n in names if n.startswith("Superview.height#")), None)
    if width is None or height is None:
        return
    pins = {width: None, height: None}
    kept = []
    for c in system["constraints"]:
        terms = c["terms"]
        if len(terms) == 1 and c.get("relation") == "==" and c.get("priority", 1000) == 1000:
            (name, coefficient), = terms.items()
            if name in pins and pins[name] is None and coefficient == 1:
                pins[name] = c["constant"]
                continue
        kept.append(c)
    if None in pins.values():
        return
    system["constraints"] = kept
    system["edits"] = [{"variable": width, "priority": 999, "value": pins[width]},
                       {"variable": height, "priority": 999, "value": pins[height]}]
    system["steps"] = [{width: pins[height], height: pins[width]}, {width: pins[width], height: pins[height]}]
    with open(path, "w") as f:
        json.dump(system, f)


def fmt(ms):
    if ms is None:
        return "—"
    if ms < 0.01:
        return f"{ms * 1000:.2f} µs"
    return f"{ms:.3f}" if ms < 1 else f"{ms:.1f}" if ms < 1000 else f"{ms:,.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--counts", default="10,100,1000,10000")
    parser.add_argument("--workloads", default="form,buttons,independent,kiwi,fillEqually")
    parser.add_argument("--layout", default="rows,independent,stacks,grid,form",
                        help="bench layout screens to export and compare ('' for none)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--kiwi-cpp", default=os.environ.get("KIWI_DRIVER"),
                        help="the kiwi C++ driver (default: $KIWI_DRIVER); omitted when absent")
    parser.add_argument("--no-kiwisolver", action="store_true")
    parser.add_argument("--baseline",
                        help="an earlier autolayout binary, timed as the peer `before` in the same rounds "
                             "(its ratio is ours / before)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds one run (a build and its steps) of one peer may take")
    parser.add_argument("--startup", type=float, default=10,
                        help="seconds a process may take beyond its runs (reading the system)")
    parser.add_argument("--budget", type=float, default=10,
                        help="seconds of runs per process: fewer repeats where one run is slow")
    parser.add_argument("--kiwi-max-count", type=int, default=10000)
    parser.add_argument("--layout-max-count", type=int, default=10000,
                        help="largest layout screen to export (stacks grow fast)")
    parser.add_argument("--json", help="also write the medians as JSON here")
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} is missing: run `swift build -c release --product autolayout` first")
    if args.kiwi_cpp and not os.path.exists(args.kiwi_cpp):
        sys.exit(f"--kiwi-cpp {args.kiwi_cpp}: no such file")

    try:
        counts = [int(c) for c in args.counts.split(",") if c]
    except ValueError:
        sys.exit(f"--counts {args.counts}: expected whole numbers separated by commas, such as 10,100")
    peers = peer_commands(args)
    samples = {}   # (system index, peer) -> {"build": [...], "step": [...]}
    failed = {}    # (system index, peer) -> reason
    with tempfile.TemporaryDirectory() as scratch:
        systems = []
        for workload in [w for w in args.workloads.split(",") if w]:
            for n in counts:
                path = os.path.join(scratch, f"{workload}-{n}.json")
                with open(path, "w") as out:
                    made = subprocess.run([args.binary, "bench", "generate", workload, "--count", str(n)],
                                          stdout=out, stderr=subprocess.PIPE, text=True)
                if made.returncode != 0:
                    sys.exit(f"--workloads: {made.stderr.strip() or f'cannot generate {workload!r}'}")
                systems.append((workload, n, path))
        for screen in [s for s in args.layout.split(",") if s]:
            for n in counts:
                if n > args.layout_max_count:
                    continue
                path = os.path.join(scratch, f"layout-{screen}-{n}.json")
                try:
                    subprocess.run([args.binary, "bench", "layout", screen, "--count", str(n), "--repeat", "1",
                                    "--first-only", "--export", path], capture_output=True, check=True,
                                   timeout=args.timeout * 5)
                except subprocess.TimeoutExpired:
                    print(f"layout {screen} {n}: export timed out", file=sys.stderr)
                    continue
                with_rotation(path)
                systems.append((f"layout {screen}", n, path))
        def attempt(i, peer, command, path, r):
            """One process of r runs under r time limits; None (and the reason kept) if it failed."""
            limit = r * args.timeout
            report, error = run_json(command(path, r, limit), limit + args.startup)
            if report is None:
                failed[(i, peer)] = f"timeout (> {args.timeout:g} s)" if error == "timeout" else error
            return report

        repeats = {}   # (system index, peer) -> runs per process
        for i, (name, n, path) in enumerate(systems):
            for peer, command in peers:
                if peer.startswith("kiwi") and n > args.kiwi_max_count:
                    continue
                report = attempt(i, peer, command, path, 1)
                if report is not None:
                    repeats[(i, peer)] = repeats_within(n, report, args.budget)
        print("calibration done", file=sys.stderr, flush=True)
        for round_index in range(args.rounds):
            for i, (name, n, path) in enumerate(systems):
                order = peers[i % len(peers):] + peers[:i % len(peers)]
                for peer, command in order:
                    if (i, peer) in failed or (peer.startswith("kiwi") and n > args.kiwi_max_count):
                        continue
                    report = attempt(i, peer, command, path, repeats[(i, peer)])
                    if report is None:
                        continue
                    entry = samples.setdefault((i, peer), {"build": [], "step": [], "worst step": []})
                    entry["build"].append(report["build_ms"])
                    if report.get("step_ms_median") is not None and report.get("steps_count", 0) > 0:
                        entry["step"].append(report["step_ms_median"])
                    if report.get("step_ms_worst") is not None and report.get("steps_count", 0) > 0:
                        entry["worst step"].append(report["step_ms_worst"])
            print(f"round {round_index + 1}/{args.rounds} done", file=sys.stderr, flush=True)

    def median(i, peer, what):
        values = samples.get((i, peer), {}).get(what, [])
        return statistics.median(values) if values else None

    names = [p for p, _ in peers]
    header = ["workload", "N"]
    for what in ("build", "step", "worst step"):
        header.append(f"{what} ours")
        for peer in names[1:]:
            header += [f"{what} {peer}", "ratio"]
    print(f"Medians of {args.rounds} interleaved rounds; times in ms unless marked; ratio = ours / peer.\n")
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    rows = []
    for i, (name, n, _) in enumerate(systems):
        cells = [name, f"{n:,}"]
        row = {"workload": name, "count": n,
               "repeats": {peer: repeats.get((i, peer)) for peer in names},
               "failed": {peer: failed[(i, peer)] for peer in names if (i, peer) in failed}}
        for what in ("build", "step", "worst step"):
            mine = median(i, "ours", what)
            cells.append(fmt(mine) if (i, "ours") not in failed else failed[(i, "ours")])
            row[f"{what.replace(' ', '_')}_ours_ms"] = mine
            for peer in names[1:]:
                theirs = median(i, peer, what)
                if (i, peer) in failed:
                    timed_out = failed[(i, peer)].startswith("timeout") and what == "build"
                    bound = f"< {mine / (args.timeout * 1000):.2g}" if timed_out and mine is not None else "—"
                    cells += [failed[(i, peer)], bound]
                elif peer.startswith("kiwi") and n > args.kiwi_max_count:
                    cells += ["not run", "—"]
                else:
                    cells += [fmt(theirs), f"{mine / theirs:.2f}" if mine is not None and theirs else "—"]
                row[f"{what.replace(' ', '_')}_{peer}_ms"] = theirs
        rows.append(row)
        print("| " + " | ".join(cells) + " |")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
