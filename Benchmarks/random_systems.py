#!/usr/bin/env python3
"""Seeded random sparse constraint systems, printed as JSON.

Usage:
    python3 Benchmarks/random_systems.py [--seed S] [--count N]
        [--variables 30] [--constraints 60] [--max-terms 4]
        [--required-percent 30] [--edits 0] [--steps 0] [--infeasible]

With --count 1 (the default) one system is printed as a JSON object; with a
larger count the systems for seeds S, S+1, ..., S+N-1 are printed one per line
(JSON Lines), so system k of `--seed S --count N` is exactly the system of
`--seed S+k`. The format is the raw constraint-system JSON of issue 2 (see
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
  * A hidden point: x0[i] = int(1001) for each variable i, in order.
  * Each constraint, in order:
      - terms = 1 + int(max_terms); each term picks a variable int(V), drawing
        again while it repeats one already picked for this constraint; its
        coefficient is sign * (1 + int(20)) / 4 with sign = -1 if int(2) == 0
        else +1 (quarter steps in [-5, 5] without 0: exact in binary).
        Terms are drawn variable, sign, magnitude; variable first.
      - relation = ["==", "<=", ">="][int(3)]
      - required when int(100) < required_percent; then priority 1000, else
        priority = OPTIONAL_PRIORITIES[int(len(OPTIONAL_PRIORITIES))].
      - constant, with lhs0 = sum(coefficient * x0) (exact: quarter steps):
        required: "==" -> lhs0, "<=" -> lhs0 + int(101), ">=" -> lhs0 - int(101),
        so x0 satisfies every required constraint and the required set is
        feasible (with --infeasible instead int(2001) - 1000);
        optional: lhs0 + int(201) - 100, so the optional constraints conflict
        mildly near x0 and the solution stays at layout-like magnitudes.
  * Edits (after the constraints): each picks a variable not yet an edit
    variable (drawing int(V) again on a repeat) and a priority from
    OPTIONAL_PRIORITIES as above. Then each step draws int(1001) for every
    edit variable, in edit order.

All numbers printed are integers or quarter multiples, so they round-trip
exactly through JSON. Exit status 2 on bad arguments.
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
             required_percent=30, edits=0, steps=0, infeasible=False):
    """One system as a dict, following the sampling in the module docstring."""
    rng = SplitMix64(seed)
    names = ["v%d" % i for i in range(variables)]
    hidden = [rng.int(1001) for _ in range(variables)]
    out = []
    for _ in range(constraints):
        count = 1 + rng.int(max_terms)
        terms = {}
        lhs0 = 0.0
        for _ in range(count):
            v = rng.int(variables)
            while names[v] in terms:
                v = rng.int(variables)
            sign = -1 if rng.int(2) == 0 else 1
            coefficient = sign * (1 + rng.int(20)) / 4
            terms[names[v]] = number(coefficient)
            lhs0 += coefficient * hidden[v]
        relation = ["==", "<=", ">="][rng.int(3)]
        required = rng.int(100) < required_percent
        priority = 1000 if required else \
            OPTIONAL_PRIORITIES[rng.int(len(OPTIONAL_PRIORITIES))]
        if required and infeasible:
            constant = rng.int(2001) - 1000
        elif required:
            if relation == "==":
                constant = lhs0
            elif relation == "<=":
                constant = lhs0 + rng.int(101)
            else:
                constant = lhs0 - rng.int(101)
        else:
            constant = lhs0 + rng.int(201) - 100
        out.append({"terms": terms, "relation": relation,
                    "constant": number(constant), "priority": priority})
    system = {"variables": names}
    edit_list = []
    for _ in range(edits):
        v = rng.int(variables)
        while names[v] in [e["variable"] for e in edit_list]:
            v = rng.int(variables)
        edit_list.append({"variable": names[v], "priority":
                          OPTIONAL_PRIORITIES[rng.int(len(OPTIONAL_PRIORITIES))]})
    if edit_list:
        system["edits"] = edit_list
    system["constraints"] = out
    if edit_list and steps:
        system["steps"] = [{e["variable"]: rng.int(1001) for e in edit_list}
                           for _ in range(steps)]
    return system


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
    if not 0 <= args.required_percent <= 100:
        problems.append("--required-percent must be in 0...100")
    if not 0 <= args.edits <= args.variables:
        problems.append("--edits must be in 0...--variables")
    if args.steps < 0:
        problems.append("--steps must not be negative")
    if problems:
        parser.error("; ".join(problems))
    for k in range(args.count):
        system = generate((args.seed + k) & MASK64, args.variables,
                          args.constraints, args.max_terms,
                          args.required_percent, args.edits, args.steps,
                          args.infeasible)
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
