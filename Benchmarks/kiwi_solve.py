#!/usr/bin/env python3
"""Solve and time a raw constraint system with kiwisolver, the benchmark peer.

Usage:
    python3 Benchmarks/kiwi_solve.py SYSTEM.json [--repeat N] [--timeout S]

SYSTEM.json is the raw constraint-system format (Tests/Oracle/
system_json.py reads it; Benchmarks/README.md shows it). Needs the PyPI
package kiwisolver (the project measures 1.5.1: `pip install kiwisolver==1.5.1`).

What is timed (time.perf_counter, in a child process, after every kiwi
Variable, Expression and Constraint object has been built):
  * build: Solver() + addEditVariable for each edit (then suggestValue for an
    edit's optional initial "value") + addConstraint for each
    constraint + updateVariables(). build_ms is the minimum over the repeats.
  * each step: suggestValue for each variable in the step + updateVariables().
    step_ms_median is the median over every step of every repeat (null when
    the system has no steps).
Each repeat starts from a fresh Solver; the printed values are the last
repeat's. Before the first step kiwi holds each edit variable at 0 (its edit
constraint is `variable == 0` until a value is suggested).

Priorities to kiwi strengths (monotone, not lexicographic: kiwi adds weighted
errors into one objective, so a kiwi optimum can trade a higher-priority error
for lower ones; this tool is for timing, not for checking answers):
  * 1000 -> kiwi.strength.required
  * p < 1000 -> kiwi.strength.create(0, 0, p), i.e. weight p
  * an edit variable at 1000 -> kiwi.strength.create(1000, 1000, 999) (weight
    1,001,000,999), the strongest non-required weight: kiwi refuses required
    edit variables.

Output on success, one JSON object on stdout, exit 0:
    {"values": {name: value}, "steps": [{name: value}, ...],
     "build_ms": float, "step_ms_median": float or null, "steps_count": int,
     "repeat": int, "kiwi_version": str}
`values` are after the build, `steps[i]` after step i; each holds every
variable.

kiwisolver 1.5.1 can abort the whole process ("terminate called after
throwing an instance of 'kiwi::InternalSolverError' what(): The objective is
unbounded.") and raises UnsatisfiableConstraint on conflicting required
constraints. The solve therefore runs in a child process; on a crash (a
signal, or an exception kiwi raises), a timeout or an unsatisfiable
constraint it prints
    {"error": str, "kind": "crash" | "timeout" | "unsatisfiable",
     "stage": "build" | "step N" (when known), "kiwi_version": str}
and exits 3.

Malformed input (bad JSON, unknown keys or variables, non-finite numbers,
priorities outside (0, 1000], ...) or a missing kiwisolver: a message on
stderr naming the JSON path, exit 2.
"""

import argparse
import json
import math
import os
import signal
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "Tests", "Oracle"))
from system_json import FormatError, REQUIRED, load_file, read_system  # noqa: E402

EXIT_INPUT = 2
EXIT_SOLVER = 3
STAGE_MARK = "@kiwi_solve stage "


def strength(kiwi, priority, edit=False):
    """The kiwi strength for an Auto Layout priority (see the docstring)."""
    if priority >= REQUIRED:
        return kiwi.strength.create(1000, 1000, 999) if edit else kiwi.strength.required
    return kiwi.strength.create(0, 0, priority)


def child_main():
    """Runs in the child: read the job on stdin, solve, print the result."""
    job = json.load(sys.stdin)
    import kiwisolver as kiwi
    version = getattr(kiwi, "__version__", "unknown")
    try:
        solve(kiwi, job, version)
    except Exception as e:  # anything kiwi raises besides UnsatisfiableConstraint
        report({"error": "kiwisolver raised %s: %s" % (type(e).__name__, e),
                "kind": "crash"}, version)


def solve(kiwi, job, version):
    """Build the kiwi objects, time the repeats, print the result JSON."""

    def stage(name):
        sys.stderr.write(STAGE_MARK + name + "\n")
        sys.stderr.flush()

    variables = {name: kiwi.Variable(name) for name in job["variables"]}
    edits = [(variables[name], strength(kiwi, p, edit=True)) for name, p in job["edits"]]
    initial = [(variables[name], x) for name, x in job.get("edit_values", {}).items()]
    constraints = []
    labels = {}
    for c in job["constraints"]:
        expression = kiwi.Expression(
            [kiwi.Term(variables[v], a) for v, a in c["terms"].items()], -c["constant"])
        constraint = kiwi.Constraint(expression, c["relation"], strength(kiwi, c["priority"]))
        constraints.append(constraint)
        labels[id(constraint)] = c["label"]
    steps = [[(variables[v], x) for v, x in step.items()] for step in job["steps"]]
    perf = time.perf_counter

    def snapshot():
        return {name: v.value() + 0.0 for name, v in variables.items()}  # no -0.0

    build_times, step_times = [], []
    values, step_values = {}, []
    for r in range(job["repeat"]):
        first = r == 0
        if first:
            stage("build")
        try:
            t0 = perf()
            solver = kiwi.Solver()
            for variable, s in edits:
                solver.addEditVariable(variable, s)
            for variable, x in initial:
                solver.suggestValue(variable, x)
            for constraint in constraints:
                solver.addConstraint(constraint)
            solver.updateVariables()
            t1 = perf()
        except kiwi.UnsatisfiableConstraint as e:
            bad = e.args[0] if e.args else None
            label = labels.get(id(bad), "?")
            report({"error": "kiwisolver: unsatisfiable required constraint %s"
                    % json.dumps(label), "kind": "unsatisfiable", "stage": "build",
                    "constraint": label}, version)
            return
        build_times.append((t1 - t0) * 1000.0)
        values = snapshot()
        step_values = []
        for i, step in enumerate(steps):
            if first:
                stage("step %d" % i)
            t0 = perf()
            for variable, x in step:
                solver.suggestValue(variable, x)
            solver.updateVariables()
            t1 = perf()
            step_times.append((t1 - t0) * 1000.0)
            step_values.append(snapshot())

    for name, value in list(values.items()) + [
            kv for s in step_values for kv in s.items()]:
        if not math.isfinite(value):
            report({"error": "kiwisolver produced a non-finite value for '%s'" % name,
                    "kind": "crash"}, version)
            return
    print(json.dumps({
        "values": values,
        "steps": step_values,
        "build_ms": min(build_times),
        "step_ms_median": statistics.median(step_times) if step_times else None,
        "steps_count": len(steps),
        "repeat": job["repeat"],
        "kiwi_version": version,
    }, allow_nan=False))


def report(obj, version):
    obj["kiwi_version"] = version
    print(json.dumps(obj, allow_nan=False))


def last_stage(stderr):
    stages = [line[len(STAGE_MARK):] for line in stderr.splitlines()
              if line.startswith(STAGE_MARK)]
    return stages[-1] if stages else None


def crash_message(returncode, stderr):
    """A one-paragraph description of how the child died."""
    text = " ".join(line.strip() for line in stderr.splitlines()
                    if line.strip() and not line.startswith(STAGE_MARK))
    if returncode < 0:
        try:
            how = "killed by %s" % signal.Signals(-returncode).name
        except ValueError:
            how = "killed by signal %d" % -returncode
    else:
        how = "exited with status %d" % returncode
    text = text[-600:] if text else "no message"
    return "kiwisolver process %s: %s" % (how, text)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--child"]:
        child_main()
        return 0
    parser = argparse.ArgumentParser(
        description="Solve and time a raw constraint system with kiwisolver.")
    parser.add_argument("system", metavar="SYSTEM.json")
    parser.add_argument("--repeat", type=int, default=1,
                        help="solve this many times; build_ms is the minimum (default 1)")
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds for the whole child run (default 300)")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if not args.timeout > 0 or not math.isfinite(args.timeout):
        parser.error("--timeout must be a positive number of seconds")

    try:
        system = read_system(load_file(args.system))
    except FormatError as e:
        sys.stderr.write("kiwi_solve: %s\n" % e)
        return EXIT_INPUT
    try:
        import kiwisolver
    except ImportError:
        sys.stderr.write("kiwi_solve: the Python package kiwisolver is not installed; "
                         "run `pip install kiwisolver==1.5.1`\n")
        return EXIT_INPUT
    version = getattr(kiwisolver, "__version__", "unknown")

    job = {
        "variables": system.variables,
        "edits": system.edits,
        "edit_values": system.edit_values,
        "constraints": [{"terms": c.terms, "relation": c.relation, "constant": c.constant,
                         "priority": c.priority, "label": c.label}
                        for c in system.constraints],
        "steps": system.steps,
        "repeat": args.repeat,
    }
    try:
        child = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--child"],
            input=json.dumps(job), capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired as e:
        stderr = e.stderr.decode("utf-8", "replace") if isinstance(e.stderr, bytes) \
            else (e.stderr or "")
        failure = {"error": "kiwisolver did not finish within %g s" % args.timeout,
                   "kind": "timeout"}
        stage = last_stage(stderr)
        if stage:
            failure["stage"] = stage
        failure["kiwi_version"] = version
        print(json.dumps(failure))
        return EXIT_SOLVER

    result = None
    if child.returncode == 0:
        try:
            result = json.loads(child.stdout)
        except ValueError:
            result = None
    if result is None:
        result = {"error": crash_message(child.returncode, child.stderr), "kind": "crash"}
        stage = last_stage(child.stderr)
        if stage:
            result["stage"] = stage
        result["kiwi_version"] = version
    elif "error" in result and "stage" not in result:
        stage = last_stage(child.stderr)
        if stage:
            result["stage"] = stage
    print(json.dumps(result, allow_nan=False))
    return EXIT_SOLVER if "error" in result else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        sys.exit(0)
