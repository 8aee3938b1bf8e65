#!/usr/bin/env python3
"""Seeded random sparse constraint systems, printed as JSON.

Usage:
    python3 Benchmarks/random_systems.py [--seed S] [--count N]
        [--variables 30] [--constraints 60] [--min-terms 1] [--max-terms 4]
        [--magnitudes A,B,...] [--priorities P,Q,...] [--required-percent 30]
        [--edits 0] [--edit-priority P] [--steps 0] [--wide]
        [--parallel-percent 0] [--parallel-difference D] [--infeasible]

With --count 1 (the default) one system is printed as a JSON object; with a
larger count the systems for seeds S, S+1, ..., S+N-1 are printed one per line
(JSON Lines), so system k of `--seed S --count N` is exactly the system of
`--seed S+k`. The format is the raw constraint-system JSON `solve` reads (see
Benchmarks/README.md); variables are named v0, v1, ...

These are the systems on which kiwisolver 1.5.1 aborts the whole process with
"The objective is unbounded" (see Benchmarks/README.md for the measured
rate), and the ones the solver's tests check against Tests/Oracle/lp_oracle.py.

The sampling is specified exactly, so that another language (the Swift tests)
can reproduce the same systems bit for bit:

  * Random numbers come from SplitMix64 seeded with S: each draw adds
    0x9E3779B97F4A7C15 to the 64-bit state, then mixes
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB
        z =  z ^ (z >> 31)            (all arithmetic modulo 2^64).
    int(n) is next() % n (the modulo bias is irrelevant here).
  * A hidden point: x0[i] = int(1001) for each variable i, in order (with
    --wide: (1 + int(1000)) / 1000 * 10^(int(9) - 3), from 1e-6 to 1e5).
  * Each constraint, in order:
      - with --parallel-percent P, after the first constraint: when
        int(100) < P, the previous constraint's terms, each coefficient times
        1 + (int(2001) - 1000) * 1e-9, in the previous one's order (a nearly
        parallel row); with --parallel-difference D instead the previous
        constraint's terms with one of them, k = int(count), times
        1 + sign * D * (1 + int(1001) / 1000), sign = -1 if int(2) == 0 else +1
        (rows apart by D to 2D relative: docs/solver.md's conditioning limit);
        otherwise, and always without P:
      - terms = min_terms + int(max_terms - min_terms + 1); each term picks a
        variable int(V), drawing again while it repeats one already picked for
        this constraint; its coefficient is sign * (1 + int(20)) / 4 with
        sign = -1 if int(2) == 0 else +1 (quarter steps in [-5, 5] without 0:
        exact in binary), or with --magnitudes sign * magnitudes[int(count)].
        Terms are drawn variable, sign, magnitude; variable first.
      - relation = ["==", "<=", ">="][int(3)]
      - required when int(100) < required_percent; then priority 1000, else
        priority = OPTIONAL_PRIORITIES[int(len(OPTIONAL_PRIORITIES))] (or
        from --priorities).
      - constant, with lhs0 = sum(coefficient * x0) (exact: quarter steps):
        required: "==" -> lhs0, "<=" -> lhs0 + int(101), ">=" -> lhs0 - int(101),
        so x0 satisfies every required constraint and the required set is
        feasible (with --infeasible instead int(2001) - 1000);
        optional: lhs0 + int(201) - 100, so the optional constraints conflict
        mildly near x0 and the solution stays at layout-like magnitudes.
        With --wide every int(101) and int(201) - 100 above is scaled by
        max(|lhs0|, 1e-3) / 1000, so slacks and offsets follow the row's size.
  * Edits (after the constraints): each picks a variable not yet an edit
    variable (drawing int(V) again on a repeat) and a priority from
    OPTIONAL_PRIORITIES as above (none drawn with --edit-priority). Then each step draws int(1001) for every
    edit variable, in edit order.

Without --wide, --parallel-percent and --magnitudes, all numbers printed are
integers or quarter multiples; every number printed round-trips exactly
through JSON (Python prints the shortest repr). Exit status 2 on bad arguments.
"""

import argparse
import json
import sys

MASK64 = (1 << 64) - 1

#: Optional priorities drawn for non-required constraints and edits: UIKit's
#: named levels, their neighbours, and the fractional ones stack views use.
OPTIONAL_PRIORITIES = [1, 50, 249, 250, 251, 500, 749, 750, 751, 999, 999.5]


class SplitMix64:
    """The SplitMix64 generator (Steele, Lea, Flood 2014): tiny and portable."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def int(self, n):
        """A number in 0 ..< n."""
        return self.next() % n


def number(x):
    """An exact float as an int when integral, so the JSON reads cleanly."""
    return int(x) if float(x).is_integer() else x


def generate(seed, variables=30, constraints=60, max_terms=4,
             required_percent=30, edits=0, steps=0, infeasible=False,
             min_terms=1, magnitudes=None, priorities=None, edit_priority=None,
             wide=False, parallel_percent=0, parallel_difference=None):
    """One system as a dict, following the sampling in the module docstring."""
    rng = SplitMix64(seed)
    priorities = priorities or OPTIONAL_PRIORITIES
    names = ["v%d" % i for i in range(variables)]
    if wide:
        hidden = [(1 + rng.int(1000)) / 1000 * 10.0 ** (rng.int(9) - 3)
                  for _ in range(variables)]
    else:
        hidden = [rng.int(1001) for _ in range(variables)]
    out = []
    previous = None
    for _ in range(constraints):
        terms = {}
        lhs0 = 0.0
        nearly_parallel = bool(previous and parallel_percent
                               and rng.int(100) < parallel_percent)
        if nearly_parallel and parallel_difference is not None:
            # The previous row with one coefficient off by D to 2D of itself.
            k = rng.int(len(previous))
            sign = -1 if rng.int(2) == 0 else 1
            factor = 1 + sign * parallel_difference * (1 + rng.int(1001) / 1000)
            for i, (name, a) in enumerate(previous.items()):
                coefficient = a * factor if i == k else a
                terms[name] = coefficient
                lhs0 += coefficient * hidden[names.index(name)]
        elif nearly_parallel:
            # Nearly the previous row: each coefficient off by at most 1e-6.
            for name, a in previous.items():
                coefficient = a * (1 + (rng.int(2001) - 1000) * 1e-9)
                terms[name] = coefficient
                lhs0 += coefficient * hidden[names.index(name)]
        else:
            count = min_terms + rng.int(max_terms - min_terms + 1)
            for _ in range(count):
                v = rng.int(variables)
                while names[v] in terms:
                    v = rng.int(variables)
                sign = -1 if rng.int(2) == 0 else 1
                if magnitudes:
                    coefficient = sign * magnitudes[rng.int(len(magnitudes))]
                else:
                    coefficient = sign * (1 + rng.int(20)) / 4
                terms[names[v]] = number(coefficient)
                lhs0 += coefficient * hidden[v]
        previous = terms
        relation = ["==", "<=", ">="][rng.int(3)]
        required = rng.int(100) < required_percent
        priority = 1000 if required else \
            priorities[rng.int(len(priorities))]
        # The size of a slack or an offset: layout points, or with `wide`
        # a fraction of the constraint's own magnitude.
        unit = max(abs(lhs0), 1e-3) / 1000 if wide else 1
        if required and infeasible:
            constant = rng.int(2001) - 1000
        elif required:
            if relation == "==":
                constant = lhs0
            elif relation == "<=":
                constant = lhs0 + rng.int(101) * unit
            else:
                constant = lhs0 - rng.int(101) * unit
        else:
            constant = lhs0 + (rng.int(201) - 100) * unit
        out.append({"terms": terms, "relation": relation,
                    "constant": number(constant), "priority": priority})
    system = {"variables": names}
    edit_list = []
    for _ in range(edits):
        v = rng.int(variables)
        while names[v] in [e["variable"] for e in edit_list]:
            v = rng.int(variables)
        priority = edit_priority if edit_priority is not None else \
            priorities[rng.int(len(priorities))]
        edit_list.append({"variable": names[v], "priority": priority})
    if edit_list:
        system["edits"] = edit_list
    system["constraints"] = out
    if edit_list and steps:
        system["steps"] = [{e["variable"]: rng.int(1001) for e in edit_list}
                           for _ in range(steps)]
    return system


def number_list(text):
    """A comma-separated list of finite numbers (argparse type)."""
    try:
        values = [float(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError("expected comma-separated numbers, found '%s'" % text)
    if not all(v == v and abs(v) != float("inf") for v in values):
        raise argparse.ArgumentTypeError("expected finite numbers, found '%s'" % text)
    return [number(v) for v in values]


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Print seeded random sparse constraint systems as JSON.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--variables", type=int, default=30)
    parser.add_argument("--constraints", type=int, default=60)
    parser.add_argument("--max-terms", type=int, default=4)
    parser.add_argument("--required-percent", type=int, default=30)
    parser.add_argument("--edits", type=int, default=0)
    parser.add_argument("--steps", type=int, default=0)
    parser.add_argument("--min-terms", type=int, default=1)
    parser.add_argument("--magnitudes", type=number_list, default=None,
                        help="comma-separated coefficient magnitudes to draw "
                             "from (default: quarter steps 0.25 ... 5)")
    parser.add_argument("--priorities", type=number_list, default=None,
                        help="comma-separated optional priorities to draw from")
    parser.add_argument("--edit-priority", type=float, default=None,
                        help="every edit at this priority (no draw)")
    parser.add_argument("--wide", action="store_true",
                        help="hidden point from 1e-6 to 1e5 (constants 1e-3 to 1e5 "
                             "and beyond), slacks and offsets relative to each row")
    parser.add_argument("--parallel-percent", type=int, default=0,
                        help="this percentage of constraints nearly repeat the "
                             "previous one's terms (coefficients off by <= 1e-6)")
    parser.add_argument("--parallel-difference", type=float, default=None,
                        help="nearly parallel rows differ from the previous one in "
                             "one coefficient, by D to 2D of it (instead of each "
                             "coefficient by <= 1e-6)")
    parser.add_argument("--infeasible", action="store_true",
                        help="draw required constants at random too "
                             "(the required set may then be unsatisfiable)")
    args = parser.parse_args(argv)  # exits 2 on unknown options
    problems = []
    if args.seed < 0 or args.seed > MASK64:
        problems.append("--seed must be in 0...2^64-1")
    if args.count < 1:
        problems.append("--count must be at least 1")
    if args.variables < 1:
        problems.append("--variables must be at least 1")
    if args.constraints < 0:
        problems.append("--constraints must not be negative")
    if not 1 <= args.max_terms <= args.variables:
        problems.append("--max-terms must be in 1...--variables")
    if not 1 <= args.min_terms <= args.max_terms:
        problems.append("--min-terms must be in 1...--max-terms")
    if args.magnitudes is not None and (not args.magnitudes or min(args.magnitudes) <= 0):
        problems.append("--magnitudes must be positive numbers")
    if args.priorities is not None and (not args.priorities or
                                        not all(0 < p < 1000 for p in args.priorities)):
        problems.append("--priorities must lie in (0, 1000)")
    if args.edit_priority is not None and not 0 < args.edit_priority < 1000:
        problems.append("--edit-priority must lie in (0, 1000)")
    if not 0 <= args.required_percent <= 100:
        problems.append("--required-percent must be in 0...100")
    if not 0 <= args.edits <= args.variables:
        problems.append("--edits must be in 0...--variables")
    if args.steps < 0:
        problems.append("--steps must not be negative")
    if not 0 <= args.parallel_percent <= 100:
        problems.append("--parallel-percent must be in 0...100")
    if args.parallel_difference is not None and not 0 < args.parallel_difference < 1:
        problems.append("--parallel-difference must lie in (0, 1)")
    if problems:
        parser.error("; ".join(problems))
    for k in range(args.count):
        system = generate((args.seed + k) & MASK64, args.variables,
                          args.constraints, args.max_terms,
                          args.required_percent, args.edits, args.steps,
                          args.infeasible, args.min_terms, args.magnitudes,
                          args.priorities, args.edit_priority, args.wide,
                          args.parallel_percent, args.parallel_difference)
        if args.count == 1:
            sys.stdout.write(readable_json(system))
        else:
            sys.stdout.write(json.dumps(system, separators=(",", ":")) + "\n")
    return 0


def readable_json(system):
    """The system as JSON with one constraint, edit or step per line."""
    lines = []
    for key, value in system.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            items = ",\n".join("  " + json.dumps(item) for item in value)
            lines.append(' "%s": [\n%s\n ]' % (key, items))
        else:
            lines.append(' "%s": %s' % (key, json.dumps(value)))
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        sys.exit(0)
