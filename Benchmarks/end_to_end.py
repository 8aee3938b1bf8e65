#!/usr/bin/env python3
"""Time whole `autolayout` commands on generated documents and on corpora, in one run.

Usage:
    python3 Benchmarks/end_to_end.py [--binary PATH] [--baseline PATH]
        [--counts 1000,4000,10000] [--workloads form,independent,stacks,grid,chain,unsized,crowded]
        [--commands render,check,explain,verify,lint,solve,explain-log] [--log-counts 100,400,1000]
        [--rounds 3] [--timeout 120] [--corpus DIR ...] [--logs DIR ...] [--no-cookbook] [--json OUT.json]

What runs, each as a process of its own (reading the file, laying out, diagnostics, printing
to /dev/null: what a user waits for):
  render, check      a generated layout document (`autolayout bench document W --count N`);
  explain            the same document, for its last view;
  verify             a generated xib form of N rows (`bench document form --xib`);
  lint               the same xib, on every device, orientation and Dynamic Type size of the
                     default matrix (13 layouts), ambiguity and every other rule included;
  solve              `solve --check-ambiguity` on raw systems: `bench generate` workloads and
                     a chain of N variables (x[i+1] = x[i] + 20, x0 pinned), whose every
                     variable the ambiguity check visits;
  explain-log        generated console logs of --log-counts constraints: a row of labels one
                     point too wide for its cell (every constraint in the conflict), and the same
                     row that fits but for one label given two widths (a conflict of two);
  logs               `explain-log` of every *.log of each --logs folder, concatenated into one
                     console session (skipped when absent); logs per CPU second;
  corpora            `verify` and `lint` of every storyboard and xib of each --corpus folder
                     (skipped when absent), with --jobs 1 and --jobs 2; documents per second;
  cookbook           `render` of each Examples/Cookbook document: whole-process time, startup
                     included.
Rounds interleave: each round runs every case once with each binary (--baseline, when given,
is an older build run on the same files, so that before and after share one run). A case
that fails or exceeds --timeout is not run again and shows its reason.

Reported per case: the median over the rounds of the wall time and of the CPU time (user +
system, from wait4). The machine may be shared: CPU time is what the command itself spent,
wall time includes waiting for a core. Scaling rows give, per command and workload, the
growth of the median CPU time from the smallest count to the larger ones, against what
linear time allows (4.6x per 4x, 11x per 10x).
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "autolayout")
LAST_VIEW = {"form": "F{}", "independent": "L{}", "stacks": "L{}", "grid": "C{}", "chain": "L{}", "unsized": "V{}", "crowded": "F{}"}
SOLVE_WORKLOADS = ["form", "buttons", "independent", "fillEqually", "chain"]


def timed(command, timeout):
    """Runs `command` with output discarded; returns (wall s, cpu s, error or None)."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = started + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            process.kill()
            os.wait4(process.pid, 0)
            return None, None, "timeout"
        time.sleep(0.002)
    wall = time.perf_counter() - started
    cpu = usage.ru_utime + usage.ru_stime
    code = os.waitstatus_to_exitcode(status)
    # check exits 1 when it finds issues, verify 2 when a document cannot be compared.
    if code not in (0, 1, 2) or code < 0:
        message = process.stderr.read().decode(errors="replace").strip().splitlines()
        return None, None, f"exit {code}" + (f": {message[-1][:50]}" if message else "")
    process.stderr.close()
    return wall, cpu, None


def chain_system(n):
    variables = [f"x{i}" for i in range(n)]
    constraints = [{"terms": {"x0": 1}, "relation": "==", "constant": 0}]
    for i in range(1, n):
        constraints.append({"terms": {f"x{i}": 1, f"x{i - 1}": -1}, "relation": "==", "constant": 20})
    return {"variables": variables, "constraints": constraints}


def console_log(n, shape):
    """UIKit's message for a row of labels in a cell, about n constraints in all.

    `row`: the cell is one point narrower than 8 + 28 per label, so every constraint is in the
    minimal conflict; `pair`: the row fits, and one label has a second width."""
    k = max(1, (n - 2) // 2)
    cell = "UITableViewCellContentView:0x7f9c00000000"
    views = [f"UILabel:0x7f9c{i + 1:08x}'Item {i}'" for i in range(k)]
    entries = []

    def add(body, names=False, identifier=None):
        address = 0x600000000000 + 0x50 * (len(entries) + 1)
        entries.append(f"<NSLayoutConstraint:0x{address:x} " + (f"'{identifier}' " if identifier else "") + body
                       + (f"   (active, names: '|':{cell} )>" if names else "   (active)>"))
    add(f"H:|-(8)-[{views[0]}]", names=True)
    for i in range(k):
        add(f"{views[i]}.width == 20")
        if i + 1 < k:
            add(f"H:[{views[i]}]-(8)-[{views[i + 1]}]")
    add(f"H:[{views[-1]}]-(8)-|", names=True)
    if shape == "pair":
        add(f"{views[k // 2]}.width == 24")
    add(f"{cell}.width == {8 + 28 * k - (1 if shape == 'row' else 0)}", identifier="UIView-Encapsulated-Layout-Width")
    header = ["2024-05-01 09:12:44.310 Shop[401:9912] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
              "\tProbably at least one of the constraints in the following list is one you don't want.", "("]
    listed = [f'    "{e}",' for e in entries[:-1]] + [f'    "{entries[-1]}"']
    return "\n".join(header + listed + [")"]) + "\n"


def build_cases(args, scratch):
    """(group, name, count, argv after the binary) for every case of the run."""
    cases = []
    counts = [int(c) for c in args.counts.split(",") if c]
    commands = [c for c in args.commands.split(",") if c]
    make = args.binary
    for workload in [w for w in args.workloads.split(",") if w]:
        for n in counts:
            path = os.path.join(scratch, f"{workload}-{n}.yaml")
            with open(path, "w") as out:
                subprocess.run([make, "bench", "document", workload, "--count", str(n)], stdout=out, check=True)
            if "render" in commands:
                cases.append(("render", workload, n, ["render", path]))
            if "check" in commands:
                cases.append(("check", workload, n, ["check", path]))
            if "explain" in commands:
                cases.append(("explain", workload, n, ["explain", path, LAST_VIEW[workload].format(n - 1)]))
    if "verify" in commands:
        for n in counts:
            path = os.path.join(scratch, f"form-{n}.xib")
            with open(path, "w") as out:
                subprocess.run([make, "bench", "document", "form", "--xib", "--count", str(n)], stdout=out, check=True)
            cases.append(("verify", "form xib", n, ["verify", path]))
    if "lint" in commands:
        for n in counts:
            path = os.path.join(scratch, f"form-{n}.xib")
            if not os.path.exists(path):
                with open(path, "w") as out:
                    subprocess.run([make, "bench", "document", "form", "--xib", "--count", str(n)], stdout=out, check=True)
            cases.append(("lint", "form xib", n, ["lint", "--reporter", "summary", path]))
    if "solve" in commands:
        for workload in SOLVE_WORKLOADS:
            for n in counts:
                path = os.path.join(scratch, f"system-{workload}-{n}.json")
                if workload == "chain":
                    with open(path, "w") as out:
                        json.dump(chain_system(n), out)
                else:
                    with open(path, "w") as out:
                        subprocess.run([make, "bench", "generate", workload, "--count", str(n)], stdout=out, check=True)
                cases.append(("solve --check-ambiguity", workload, n, ["solve", path, "--check-ambiguity"]))
    if "explain-log" in commands:
        for shape in ("row", "pair"):
            for n in [int(c) for c in args.log_counts.split(",") if c]:
                path = os.path.join(scratch, f"{shape}-{n}.log")
                with open(path, "w") as out:
                    out.write(console_log(n, shape))
                cases.append(("explain-log", f"{shape} log", n, ["explain-log", path]))
    for folder in args.logs:
        files = sorted(glob.glob(os.path.join(folder, "*.log")))
        if not files:
            print(f"logs {folder}: absent or empty, skipped", file=sys.stderr)
            continue
        path = os.path.join(scratch, os.path.basename(os.path.normpath(folder)) + "-session.log")
        with open(path, "w") as out:
            for name in files:
                with open(name, encoding="utf-8", errors="replace") as log:
                    out.write(log.read().rstrip("\n") + "\n2024-05-01 09:12:45.002 App[401:9912] next\n")
        cases.append(("explain-log session", os.path.basename(os.path.normpath(folder)), len(files),
                      ["explain-log", path, "--format", "json"]))
    for folder in args.corpus:
        files = sorted(glob.glob(os.path.join(folder, "*.storyboard")) + glob.glob(os.path.join(folder, "*.xib")))
        if not files:
            print(f"corpus {folder}: absent or empty, skipped", file=sys.stderr)
            continue
        name = os.path.basename(os.path.normpath(folder))
        for jobs in (1, 2):
            cases.append((f"verify corpus --jobs {jobs}", name, len(files), ["verify", "--quiet", "--jobs", str(jobs)] + files))
        for jobs in (1, 2):
            cases.append((f"lint corpus --jobs {jobs}", name, len(files),
                          ["lint", "--reporter", "summary", "--jobs", str(jobs)] + files))
    if not args.no_cookbook:
        for path in sorted(glob.glob(os.path.join(ROOT, "Examples", "Cookbook", "*.yaml"))):
            cases.append(("cookbook render", os.path.basename(path)[:-5], 1, ["render", path]))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--baseline", help="an older build, run on the same files in the same rounds")
    parser.add_argument("--counts", default="1000,4000,10000")
    parser.add_argument("--workloads", default="form,independent,stacks,grid,chain,unsized,crowded")
    parser.add_argument("--commands", default="render,check,explain,verify,lint,solve,explain-log")
    parser.add_argument("--log-counts", default="100,400,1000", help="constraints per generated console log")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--corpus", action="append", default=[], help="a folder of storyboards and xibs")
    parser.add_argument("--logs", action="append", default=[], help="a folder of console logs (*.log)")
    parser.add_argument("--no-cookbook", action="store_true")
    parser.add_argument("--json", help="also write every case's medians here")
    args = parser.parse_args()
    for path in [args.binary] + ([args.baseline] if args.baseline else []):
        if not os.path.exists(path):
            sys.exit(f"{path} is missing (swift build -c release --product autolayout)")

    binaries = [("after", args.binary)] + ([("before", args.baseline)] if args.baseline else [])
    samples = {}
    failed = {}
    with tempfile.TemporaryDirectory() as scratch:
        cases = build_cases(args, scratch)
        for round_index in range(args.rounds):
            for i, case in enumerate(cases):
                order = binaries if i % 2 == 0 else binaries[::-1]
                for label, binary in order:
                    if (i, label) in failed:
                        continue
                    # verify --jobs is new: an older build runs the corpus without it.
                    argv = case[3]
                    if label == "before" and "--jobs" in argv:
                        if argv[argv.index("--jobs") + 1] != "1":
                            continue
                        at = argv.index("--jobs")
                        argv = argv[:at] + argv[at + 2:]
                    wall, cpu, error = timed([binary] + argv, args.timeout)
                    if error:
                        failed[(i, label)] = error
                        continue
                    entry = samples.setdefault((i, label), {"wall": [], "cpu": []})
                    entry["wall"].append(wall)
                    entry["cpu"].append(cpu)
            print(f"round {round_index + 1}/{args.rounds} done", file=sys.stderr, flush=True)

    def med(i, label, what):
        values = samples.get((i, label), {}).get(what)
        return statistics.median(values) if values else None

    def cell(i, label, what):
        if (i, label) in failed:
            return failed[(i, label)]
        value = med(i, label, what)
        return "—" if value is None else f"{value:.3f}"

    print(f"Medians of {args.rounds} interleaved rounds, seconds (wall = elapsed, cpu = user + system).\n")
    header = ["command", "input", "N", "wall", "cpu"]
    if args.baseline:
        header += ["wall before", "cpu before", "cpu after/before"]
    print("| " + " | ".join(header) + " |")
    print("|---|---|" + "---:|" * (len(header) - 2))
    rows = []
    for i, (group, name, n, _) in enumerate(cases):
        cells = [group, name, f"{n:,}", cell(i, "after", "wall"), cell(i, "after", "cpu")]
        row = {"command": group, "input": name, "count": n, "wall": med(i, "after", "wall"), "cpu": med(i, "after", "cpu")}
        if args.baseline:
            before = med(i, "before", "cpu")
            after = med(i, "after", "cpu")
            cells += [cell(i, "before", "wall"), cell(i, "before", "cpu"),
                      f"{after / before:.2f}" if after and before else "—"]
            row.update({"wall_before": med(i, "before", "wall"), "cpu_before": before})
        rows.append(row)
        print("| " + " | ".join(cells) + " |")

    # Scaling: CPU time at each larger count over the smallest, per command and input.
    counts = sorted({int(c) for c in args.counts.split(",") if c})
    scaled = ("render", "check", "explain", "verify", "lint", "solve --check-ambiguity")
    if len(counts) > 1 and any(g in scaled for g, _, _, _ in cases):
        print("\nGrowth of the median CPU time from N = {:,} (linear allows 4.6x per 4x, 11x per 10x):\n".format(counts[0]))
        print("| command | input | " + " | ".join(f"{c:,} / {counts[0]:,}" for c in counts[1:]) + " |")
        print("|---|---|" + "---:|" * (len(counts) - 1))
        index = {(g, name, n): i for i, (g, name, n, _) in enumerate(cases)}
        for group, name in dict.fromkeys((g, name) for g, name, _, _ in cases if g in scaled):
            base = index.get((group, name, counts[0]))
            cells = []
            for c in counts[1:]:
                i = index.get((group, name, c))
                a = med(i, "after", "cpu") if i is not None else None
                b = med(base, "after", "cpu") if base is not None else None
                if a is None or b is None:
                    cells.append(failed.get((i, "after"), "—") if i is not None else "—")
                    continue
                growth = c / counts[0]
                limit = {4: 4.6, 10: 11}.get(growth, 1.15 * growth)
                cells.append(f"{a / b:.2f}" + ("" if a / b <= limit else " (over)"))
            print(f"| {group} | {name} | " + " | ".join(cells) + " |")

    # explain-log: growth over its own counts, and the real logs' throughput.
    log_counts = sorted({int(c) for c in args.log_counts.split(",") if c})
    index = {(g, name, n): i for i, (g, name, n, _) in enumerate(cases)}
    log_shapes = [name for name in dict.fromkeys(name for g, name, _, _ in cases if g == "explain-log")]
    if log_shapes and len(log_counts) > 1:
        print("\nGrowth of the median CPU time of explain-log from N = {:,} constraints:\n".format(log_counts[0]))
        print("| input | " + " | ".join(f"{c:,} / {log_counts[0]:,}" for c in log_counts[1:]) + " |")
        print("|---|" + "---:|" * (len(log_counts) - 1))
        for name in log_shapes:
            base = med(index[("explain-log", name, log_counts[0])], "after", "cpu")
            cells = []
            for c in log_counts[1:]:
                a = med(index[("explain-log", name, c)], "after", "cpu")
                cells.append(f"{a / base:.2f} (linear {c / log_counts[0]:.1f})" if a and base else "—")
            print(f"| {name} | " + " | ".join(cells) + " |")
    for i, (group, name, n, _) in enumerate(cases):
        wall, cpu = (med(i, "after", "wall"), med(i, "after", "cpu")) if group == "explain-log session" else (None, None)
        if wall and cpu:
            print(f"\nConsole logs {name}: {n} logs explained in one session in {wall:.3f} s wall, {cpu:.3f} s CPU "
                  f"({n / cpu:.0f} logs per CPU second).")

    # Throughput of the corpora: documents per second of wall time.
    corpus_rows = [(i, c) for i, c in enumerate(cases) if " corpus " in c[0]]
    if corpus_rows:
        # On a shared machine a second job seldom gets a whole core: the least wall time of
        # the rounds is the run that was disturbed least, so both ratios are shown.
        print("\nCorpora (whole process; wall time, median and least of the rounds; 2 jobs / 1 job):\n")
        print("| command | corpus | documents | jobs | wall (s) | least (s) | cpu (s) | documents/s "
              "| 2 jobs / 1 job | least / least |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        index = {(c[0], c[1]): i for i, c in corpus_rows}

        def least(i):
            values = samples.get((i, "after"), {}).get("wall")
            return min(values) if values else None
        for i, (group, name, n, _) in corpus_rows:
            wall = med(i, "after", "wall")
            command, jobs = group.split(" ")[0], group.rsplit(" ", 1)[-1]
            first = index.get((f"{command} corpus --jobs 1", name))
            one = med(first, "after", "wall")
            ratio = f"{wall / one:.2f}" if jobs == "2" and wall and one else ""
            low, low_one = least(i), least(first) if first is not None else None
            low_ratio = f"{low / low_one:.2f}" if jobs == "2" and low and low_one else ""
            print(f"| {command} | {name} | {n} | {jobs} | {cell(i, 'after', 'wall')} | "
                  + (f"{low:.3f}" if low else "—") + f" | {cell(i, 'after', 'cpu')} | "
                  + (f"{n / wall:.1f}" if wall else "—") + f" | {ratio} | {low_ratio} |")
    cookbook = [i for i, c in enumerate(cases) if c[0] == "cookbook render"]
    if cookbook:
        walls = [med(i, "after", "wall") for i in cookbook if med(i, "after", "wall") is not None]
        if walls:
            print(f"\nCookbook: render of {len(walls)} documents, whole process: median {statistics.median(walls) * 1000:.0f} ms, "
                  f"slowest {max(walls) * 1000:.0f} ms, {len(walls) / sum(walls):.1f} documents/s one after another.")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
