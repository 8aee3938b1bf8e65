#!/usr/bin/env python3
"""Throughput of `autolayout lint`: documents per second, --jobs 1 against --jobs 2, and how the
time grows with the number of documents.

    swift build -c release --product autolayout
    python3 Benchmarks/lint_throughput.py FOLDER [FOLDER ...] [--rounds 5] [--copies 1,2,4]

Each round runs the whole command (process start, discovery, every layout of the default matrix,
every rule, the JSON report) once with --jobs 1 and once with --jobs 2, in alternating order, and
records the wall time and the CPU time the process used. It prints the median of each, the
documents per second, and the median of the per-round ratios of --jobs 2 to --jobs 1 time.

With --copies, the first folder's documents are linked k times into a scratch folder (names
prefixed, so each copy is a document of its own) and linted with --jobs 2 for each k: the time
per document at each k shows whether the run is linear in the number of documents.

The machine's load average is printed beside the figures: wall times mean little on a machine
other programs keep busy, CPU times still do.
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

LINE = re.compile(r"linted (\d+) documents \((\d+) layouts\)")


def run(binary, paths, jobs):
    """One lint run: (wall seconds, CPU seconds, documents, layouts, exit status)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([binary, "lint", *paths, "--jobs", str(jobs), "--reporter", "json"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        sys.exit(f"lint failed with status {done.returncode}: {done.stderr.strip()}")
    match = LINE.search(done.stderr)
    documents, layouts = (int(match.group(1)), int(match.group(2))) if match else (0, 0)
    return wall, cpu, documents, layouts, done.returncode


def load():
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def jobs_rounds(binary, paths, rounds):
    walls = {1: [], 2: []}
    cpus = {1: [], 2: []}
    ratios = []
    documents = layouts = 0
    for r in range(rounds):
        order = (1, 2) if r % 2 == 0 else (2, 1)
        times = {}
        for jobs in order:
            wall, cpu, documents, layouts, _ = run(binary, paths, jobs)
            walls[jobs].append(wall)
            cpus[jobs].append(cpu)
            times[jobs] = wall
        ratios.append(times[2] / times[1])
        print(f"  round {r + 1}: --jobs 1 {times[1]:.2f} s, --jobs 2 {times[2]:.2f} s, ratio {ratios[-1]:.2f} "
              f"(load {load()})", file=sys.stderr)
    print(f"{documents} documents, {layouts} layouts (scenes × configurations), {rounds} rounds, load average {load()}")
    print("| jobs | wall (median) | documents/s | layouts/s | CPU (median) |")
    print("|---|---|---|---|---|")
    for jobs in (1, 2):
        wall = statistics.median(walls[jobs])
        print(f"| {jobs} | {wall:.2f} s | {documents / wall:.0f} | {layouts / wall:.0f} | {statistics.median(cpus[jobs]):.2f} s |")
    print(f"\n--jobs 2 / --jobs 1: median of per-round ratios {statistics.median(ratios):.2f} "
          f"(least {min(ratios):.2f}, most {max(ratios):.2f})")


def linearity(binary, folder, copies, rounds):
    files = sorted(f for f in os.listdir(folder) if f.endswith((".storyboard", ".xib")))
    print(f"\nLinearity: {len(files)} documents of {folder} linked k times, --jobs 2, median of {rounds} rounds")
    print("| k | documents | wall | ms per document | CPU | CPU ms per document |")
    print("|---|---|---|---|---|---|")
    for k in copies:
        with tempfile.TemporaryDirectory() as scratch:
            for i in range(k):
                for f in files:
                    os.symlink(os.path.join(os.path.abspath(folder), f), os.path.join(scratch, f"c{i}-{f}"))
            samples = [run(binary, [scratch], 2) for _ in range(rounds)]
            wall = statistics.median(s[0] for s in samples)
            cpu = statistics.median(s[1] for s in samples)
            documents = samples[0][2]
            print(f"| {k} | {documents} | {wall:.2f} s | {1000 * wall / documents:.1f} | {cpu:.2f} s | "
                  f"{1000 * cpu / documents:.1f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+", help="folders (or files) to lint")
    parser.add_argument("--binary", default=".build/release/autolayout")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--copies", default="", help="comma-separated k for the linearity run, e.g. 1,2,4")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"{args.binary} not found: swift build -c release --product autolayout")
    if args.rounds < 1:
        sys.exit("--rounds must be at least 1")
    jobs_rounds(args.binary, args.folders, args.rounds)
    if args.copies:
        copies = [int(k) for k in args.copies.split(",") if k.strip()]
        linearity(args.binary, args.folders[0], copies, max(1, args.rounds // 2))


if __name__ == "__main__":
    main()
