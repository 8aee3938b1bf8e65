#!/usr/bin/env python3
"""How the first layout scales: `autolayout bench layout` at two counts, interleaved.

Each round runs every workload at the small count, then at the large one, each in a process
of its own (`--repeat 1 --first-only`): every first layout then lays out in fresh memory,
after the bench's warm-up screen has paid the one-time costs. On a machine shared with other
tenants a delay only adds, so the least time of the rounds is the steadiest estimate of the
work; the ratio of the medians and the median of the per-round ratios are printed beside it.

    python3 Benchmarks/layout_scaling.py --rounds 15 --workloads independent,form
"""
import argparse
import json
import statistics
import subprocess
import sys


def first_layout(binary, workload, count, repeat):
    """The bench's JSON for one process: first layout only."""
    command = [binary, "bench", "layout", workload, "--count", str(count), "--repeat", str(repeat), "--first-only"]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/autolayout")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--workloads", default="independent,form")
    parser.add_argument("--counts", default="1000,10000", help="the small and the large count")
    parser.add_argument("--repeat", type=int, default=1, help="first layouts per process (the least is kept)")
    parser.add_argument("--json", help="also write the samples and ratios to this file")
    args = parser.parse_args()
    small, large = (int(c) for c in args.counts.split(","))
    workloads = args.workloads.split(",")
    samples = {w: {small: [], large: []} for w in workloads}
    faults = {w: {} for w in workloads}
    for _ in range(args.rounds):
        for w in workloads:
            for n in (small, large):
                result = first_layout(args.binary, w, n, args.repeat)
                samples[w][n].append(result.get("first_layout_least_ms", result["first_layout_ms"]))
                faults[w][n] = result.get("first_layout_page_faults")
    report = {}
    print(f"{'workload':12} {small:>9,} {large:>10,}   least  median  paired  page faults")
    for w in workloads:
        a, b = samples[w][small], samples[w][large]
        row = {
            "least_ms": [min(a), min(b)],
            "least": min(b) / min(a),
            "median": statistics.median(b) / statistics.median(a),
            "paired": statistics.median([y / x for x, y in zip(a, b)]),
            "page_faults": [faults[w][small], faults[w][large]],
            "samples_ms": [a, b],
        }
        report[w] = row
        print(f"{w:12} {min(a):9.2f} {min(b):10.2f}  {row['least']:5.2f}× {row['median']:5.2f}× {row['paired']:5.2f}×"
              f"  {faults[w][small]:.0f} → {faults[w][large]:.0f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rounds": args.rounds, "counts": [small, large], "workloads": report}, f, indent=1)


if __name__ == "__main__":
    main()
