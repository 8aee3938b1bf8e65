#!/usr/bin/env python3
"""An independent oracle for the solver: checks values against scipy's HiGHS.

Usage:
    python3 Tests/Oracle/lp_oracle.py CASES.json     (or - for stdin)
    python3 Tests/Oracle/lp_oracle.py --self-test
    python3 Tests/Oracle/lp_oracle.py --serve

With --serve it reads one JSON array of cases per line of stdin and answers
each with one line, the report below on one line (or {"error": message} for
a malformed line), until stdin ends: a fuzz target keeps one oracle process
instead of starting Python and scipy for every input.

CASES.json is a JSON array of cases:
    [{"name": "left-middle-right",
      "system": {"variables": [...], "constraints": [...]},
      "values": {"xl": 30, "xm": 65, "xr": 100}}, ...]
`system` is the raw constraint-system format without `edits` and
`steps` (Tests/Oracle/system_json.py reads it); `values` is what our solver
produced and must give a number for every variable of the system, no more.

For each case it checks, in Auto Layout's lexicographic semantics:
  (a) every required constraint (priority 1000) holds within
      REQUIRED_TOLERANCE * max(1, |constant|, max_i |coefficient_i * value_i|);
  (b) for each distinct optional priority level, from the highest down, the
      level's total L1 error under `values` (an equality's |lhs - constant|,
      an inequality's violated side only) equals the lexicographic optimum,
      within LEVEL_TOLERANCE * max(1, |optimum|, the largest row scale of
      that level as in (a)).
The optimum comes from scipy.optimize.linprog (HiGHS dual simplex), level by
level: minimise the level's total error subject to the required constraints
and to every higher level's error being optimal. Each optional equality gets
two nonnegative error variables (lhs - e+ + e- == constant), each optional
inequality one (lhs - e <= constant, or lhs + e >= constant); the system's
variables are free (no bounds). "Optimal for the higher levels" is imposed
exactly, not as `error <= optimum + slack`: after each level the optimal
face is pinned by complementary slackness (see LexicographicLP). A slack
would let a lower level buy error with it, and on random systems one unit of
higher-level error can buy thousands at a lower level (7,306 units at
priority 249 in `Benchmarks/random_systems.py --seed 11`).
A level below the first that fails so, or that HiGHS cannot solve on the
face pinned for it, is checked once more given the levels above as
`values` left them (`recheck_given_levels_above`): each
level above is bounded by its error under `values`, which its own check
holds within its tolerance of its optimum, so the only slack is the one
`values` took, and every level must be optimal given it.
A case whose required constraints fail is not checked level by level (a
broken required constraint can buy any optional error); after the first
failing level, lower levels are not checked either (their optimum assumes
the higher ones are optimal). This oracle does not model broken required
constraints: when HiGHS finds the required set infeasible it reports a
"required" failure saying so.

Output, one JSON object on stdout:
    {"checked": number of cases,
     "failures": [{"case": name, "what": "required" | "level" | "oracle",
                   "priority": p, "expected": x, "actual": y, "detail": str}]}
For "required", expected is 0 and actual the constraint's violation; for
"level", expected is the optimum and actual the level's error under
`values`; "oracle" means HiGHS itself failed (numerical trouble), which is
never counted as a pass. Exit 0 with no failures, 1 with failures, 2 on
malformed input (a message on stderr naming the JSON path) or a missing
scipy/numpy.

Tolerances (relative, chosen for values up to about 1e4, where a double
carries about 1e-12 of the value and HiGHS is asked for 1e-9 primal and
dual feasibility): REQUIRED_TOLERANCE = LEVEL_TOLERANCE = 1e-6; duals and
reduced costs count as nonzero above DUAL_THRESHOLD = 1e-7, or above
TIGHT_DUAL_THRESHOLD = 1e-9 when the face pinned at 1e-7 let a level's
optimum raise a level above it past that level's tolerance (a dual of
5.4e-8 is real on random systems: left out, it let priority 1 reach 0 by
raising priority 250 by 8e-3, 8 times its tolerance). A level that fails
on the faces pinned at 1e-7 is checked again on those pinned at 1e-9, and
passes if every level holds there: a raise within the level's tolerance
can still be real (1.7e-8 of a slack at 250 bought priority 1 201.9 for
2.1e-4 at 250, inside its tolerance of 3e-4). A level whose error under
`values` falls below its optimum is checked again with each variable's column
scaled by max(1, |its value|), and passes if every level holds there: the
dual tolerance is absolute, and HiGHS called priority 1 optimal at 5.04
where it is 0, its dual wrong in sign by 6.7e-11 on a gain that takes a
step of 7.5e10 (values to 4.8e10). A level HiGHS
cannot solve at 1e-9 is solved again at 1e-7, then also without presolve
(RETRY_OPTIONS): on nearly
parallel rows (1 % apart, errors of 1e4 and more) the face pinned by the
levels above can be infeasible by 1e-8, and HiGHS called feasible systems
infeasible. When a level below the first still fails, every level is solved
again from the top at 1e-6 (LOOSE_ATTEMPTS): HiGHS's tolerances are absolute,
and where the levels above hold errors of 1e11 (constants to 1e5 times
multipliers; "ratios and multipliers" seed 34088) the faces pinned at 1e-9
are feasible only to about 1e-7. The required set alone is never loosened,
so a nearly infeasible one is still reported. Its tolerance bounds how exactly HiGHS meets its own rows; the
comparison with `values` keeps its tolerances.
"""

import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from system_json import (FormatError, REQUIRED, describe, expect_list,  # noqa: E402
                         expect_number_map, expect_object, load_file, magnitude,
                         parse_json_text, read_system, violation)

REQUIRED_TOLERANCE = 1e-6
LEVEL_TOLERANCE = 1e-6
#: Duals and reduced costs above this count as nonzero (see LexicographicLP).
DUAL_THRESHOLD = 1e-7
TIGHT_DUAL_THRESHOLD = 1e-9
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-9,
                 "dual_feasibility_tolerance": 1e-9, "presolve": True}
RETRY_OPTIONS = [dict(HIGHS_OPTIONS, primal_feasibility_tolerance=1e-7,
                      dual_feasibility_tolerance=1e-7),
                 dict(HIGHS_OPTIONS, primal_feasibility_tolerance=1e-7,
                      dual_feasibility_tolerance=1e-7, presolve=False)]
#: The whole ladder again at 1e-6, when a level below the first fails on its face.
LOOSE_ATTEMPTS = [dict(options, primal_feasibility_tolerance=1e-6,
                       dual_feasibility_tolerance=1e-6)
                  for options in [HIGHS_OPTIONS] + RETRY_OPTIONS]


def read_cases(value):
    """Validate the decoded CASES.json; return [(name, System, values)]."""
    cases = []
    for i, item in enumerate(expect_list(value, "$")):
        where = "$[%d]" % i
        obj = expect_object(item, where, ("name", "system", "values"),
                            ("name", "system", "values"))
        name = obj["name"]
        if not isinstance(name, str) or not name:
            raise FormatError("%s.name: expected a non-empty string, found %s"
                              % (where, describe(name)))
        system = read_system(obj["system"], where + ".system", allow_edits=False)
        declared = set(system.variables)

        def system_variable(name, at):
            if name not in declared:
                raise FormatError("%s: '%s' is not a variable of the system" % (at, name))

        given = expect_number_map(obj["values"], where + ".values",
                                  "variable: value", system_variable)
        missing = [v for v in system.variables if v not in given]
        if missing:
            raise FormatError("%s.values: missing a value for the variable '%s'"
                              % (where, missing[0]))
        values = {v: given[v] for v in system.variables}
        cases.append((name, system, values))
    return cases


def describe_constraint(c):
    terms = " ".join("%+g*%s" % (a, v) for v, a in c.terms.items()) or "0"
    label = "'%s'" % c.id if c.id is not None else "#%d" % c.index
    return "constraint %s (%s %s %g @%g)" % (label, terms, c.relation, c.constant, c.priority)


class LexicographicLP:
    """The levels' LPs over one model, each confined to the optimal face of
    the levels above it.

    Columns: the system's variables (free), then error variables (>= 0): two
    per optional equality (lhs - e+ + e- == constant), one per optional
    inequality (lhs - e <= constant; lhs + e >= constant, stored negated as
    -lhs - e <= -constant). Rows: every constraint of the system.

    After a level is solved, its optimal face is pinned exactly by
    complementary slackness with HiGHS's optimal dual y*: a feasible point is
    optimal iff every error variable with a positive reduced cost is 0 and
    every inequality row with a nonzero dual is tight. So those variables are
    fixed at 0 and those rows become equalities for every lower level: no
    slack on a higher level's error for a lower level to trade against.
    (A dual or reduced cost counts as nonzero above `dual_threshold`; costs
    are 0 or 1, so true nonzero duals are far larger here.)
    """

    def __init__(self, system, attempts=None, dual_threshold=DUAL_THRESHOLD, column_scales=None):
        self.dual_threshold = dual_threshold
        # The system's variable j is column_scales[j] times column j (1 unless given).
        self.column_scales = column_scales or [1.0] * len(system.variables)
        import numpy as np
        self.attempts = attempts or [HIGHS_OPTIONS] + RETRY_OPTIONS
        self.np = np
        self.system = system
        column = {v: j for j, v in enumerate(system.variables)}
        self.free = len(column)
        n = self.free
        self.rows = []       # (entries [(column, coefficient)], rhs, is_equality)
        self.level_columns = {}
        for c in system.constraints:
            entries = [(column[v], a * self.column_scales[column[v]])
                       for v, a in c.terms.items() if a != 0]
            if c.relation == ">=":
                entries, rhs = [(j, -a) for j, a in entries], -c.constant
            else:
                rhs = c.constant
            if c.priority < REQUIRED:
                errors = self.level_columns.setdefault(c.priority, [])
                if c.relation == "==":
                    entries += [(n, -1.0), (n + 1, 1.0)]
                    errors += [n, n + 1]
                    n += 2
                else:
                    entries.append((n, -1.0))
                    errors.append(n)
                    n += 1
            self.rows.append((entries, rhs, c.relation == "=="))
        self.columns = n
        self.fixed = set()   # error columns pinned at 0
        self.tight = set()   # inequality rows pinned as equalities
        self.level_bounds = []   # (error columns of a level, the most their sum may be)

    def bound_level(self, level, most):
        """Bounds `level`'s total error by `most` in every later solve."""
        self.level_bounds.append((self.level_columns.get(level, []), most))

    def bound_levels(self, optima):
        """Bounds each level of `optima` by its total error: at most its optimum plus
        LEVEL_TOLERANCE of it (of 1 below 1), for a face its duals pin too loosely."""
        for level, optimum in optima.items():
            self.bound_level(level, optimum + LEVEL_TOLERANCE * max(1.0, optimum))

    def solve(self, level):
        """Minimise the total error at `level` on the current face; then pin
        the face of its optima. Returns (status, optimum, x, message)."""
        np = self.np
        from scipy.optimize import linprog
        from scipy.sparse import coo_matrix

        parts = {True: ([], [], [], [], []), False: ([], [], [], [], [])}
        for i, (entries, rhs, equality) in enumerate(self.rows):
            rows, cols, vals, rhss, ids = parts[equality or i in self.tight]
            r = len(rhss)
            for j, a in entries:
                rows.append(r)
                cols.append(j)
                vals.append(a)
            rhss.append(rhs)
            ids.append(i)

        def matrix(equality):
            rows, cols, vals, rhss, _ = parts[equality]
            if not rhss:
                return None, None
            return (coo_matrix((vals, (rows, cols)), shape=(len(rhss), self.columns)).tocsr(),
                    np.array(rhss, dtype=float))

        rows, cols, vals, rhss, ids = parts[False]
        for columns, bound in self.level_bounds:
            r = len(rhss)
            for j in columns:
                rows.append(r)
                cols.append(j)
                vals.append(1.0)
            rhss.append(bound)
            ids.append(-1)
        cost = np.zeros(self.columns)
        cost[self.level_columns.get(level, [])] = 1.0
        bounds = [(None, None)] * self.free + [
            (0, 0) if j in self.fixed else (0, None) for j in range(self.free, self.columns)]
        a_ub, b_ub = matrix(False)
        a_eq, b_eq = matrix(True)
        for options in self.attempts:
            result = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq,
                             bounds=bounds, method="highs-ds", options=options)
            if result.status == 0:
                break
        if result.status != 0:
            return result.status, None, None, result.message
        reduced = result.lower.marginals
        for j in range(self.free, self.columns):
            if reduced[j] > self.dual_threshold:
                self.fixed.add(j)
        if a_ub is not None:
            for k, i in enumerate(parts[False][4]):
                if i >= 0 and abs(result.ineqlin.marginals[k]) > self.dual_threshold:
                    self.tight.add(i)
        return 0, result.fun, result.x[:self.free] * np.array(self.column_scales), result.message


def check_case(name, system, values, optima=None):
    """The failures (dicts as in the output format) for one case.

    When `optima` is a dict, it receives {priority: optimum} for each level
    whose LP was solved (the self-test checks those against hand-worked ones).
    """
    failures = []

    def fail(what, priority, expected, actual, detail):
        failures.append({"case": name, "what": what, "priority": priority,
                         "expected": expected, "actual": actual, "detail": detail})

    for c in system.constraints:
        if c.priority < REQUIRED:
            continue
        error = violation(c, values)
        tolerance = REQUIRED_TOLERANCE * magnitude(c, values)
        if error > tolerance:
            fail("required", c.priority, 0.0, error,
                 "%s is violated by %.9g (tolerance %.3g)"
                 % (describe_constraint(c), error, tolerance))
    if failures:
        return failures

    levels = sorted({c.priority for c in system.constraints if c.priority < REQUIRED},
                    reverse=True)
    for attempts in (None, LOOSE_ATTEMPTS):
        for threshold in (DUAL_THRESHOLD, TIGHT_DUAL_THRESHOLD):
            failures.clear()
            lp = LexicographicLP(system, attempts, threshold)
            if check_levels(system, values, levels, lp, fail, optima):
                break
        if (attempts is None and threshold == DUAL_THRESHOLD and failures
                and failures[-1]["what"] == "level"):
            recheck_on_tight_face(system, values, levels, attempts, failures, optima)
        if (attempts is None and failures and failures[-1]["what"] == "level"
                and failures[-1]["actual"] < failures[-1]["expected"]):
            recheck_on_scaled_columns(system, values, levels, failures, optima)
        if (failures and failures[-1]["what"] in ("level", "oracle")
                and failures[-1]["priority"] != levels[0]):
            recheck_given_levels_above(system, values, levels, failures, optima)
        if (failures and failures[-1]["what"] == "level" and failures[-1]["priority"] != levels[0]
                and failures[-1]["actual"] > failures[-1]["expected"]):
            recheck_on_exact_optima_above(system, values, levels, failures, optima)
        if not failures or failures[-1]["what"] != "oracle" or failures[-1]["priority"] == levels[0]:
            break
    return failures


def level_error(system, level, values):
    """A level's total error under `values`, and its scale as the check weighs it."""
    rows = [c for c in system.constraints if c.priority == level]
    contributions = [(violation(c, values), c) for c in rows]
    return math.fsum(e for e, _ in contributions), contributions, rows


def face_holds(system, levels, number, x, optima):
    """Whether the LP's point `x` for levels[number] keeps every level above it at its
    optimum within LEVEL_TOLERANCE: the face pinned for it was not too loose."""
    at = dict(zip(system.variables, x))
    for above in levels[:number]:
        error, _, rows = level_error(system, above, at)
        scale = max([1.0, abs(optima[above])] + [magnitude(c, at) for c in rows])
        if error - optima[above] > LEVEL_TOLERANCE * scale:
            return False
    return True


def check_levels(system, values, levels, lp, fail, optima):
    """Checks each level against its optimum on the face of the levels above, calling
    `fail` for the first that does not hold (or that HiGHS cannot solve). Returns False,
    without a verdict, when a level's optimum on the face pinned at `lp.dual_threshold`
    raises a level above it past its tolerance and a lower threshold is left to try.

    At the lowest threshold such a level is solved again with the levels above bounded by
    their totals (`bound_levels`): their duals, below even 1e-9, left them free to rise.
    After an edit to 4.5e11, priority 250's optimum of 8.4e-11 lies only far out (a
    variable at 2.9e11), and the face its duals pinned let priority 1 reach 0 with 250 at
    77.03; bounded, priority 1's optimum is 7.33e9, the solver's, as an LP with the
    columns scaled to the values and each level bounded also finds
    (Fuzz/Regressions/solver/level-short-after-an-edit-2e7876a7, an oracle error)."""
    solved = {}
    for number, level in enumerate(levels):
        pinned = (set(lp.fixed), set(lp.tight))
        status, optimum, x, message = lp.solve(level)
        if status == 2 and number == 0:
            fail("required", REQUIRED, None, None,
                 "HiGHS finds the required constraints infeasible, yet `values` "
                 "satisfy them within tolerance; this oracle does not check broken "
                 "required constraints (%s)" % message)
            return True
        if status != 0:
            fail("oracle", level, None, None,
                 "HiGHS could not solve the level-%g LP (status %d: %s)"
                 % (level, status, message))
            return True
        optimum = max(0.0, optimum)
        if not face_holds(system, levels, number, x, solved):
            if lp.dual_threshold > TIGHT_DUAL_THRESHOLD:
                return False
            status, optimum, message = solve_with_levels_bounded(lp, levels, number, pinned, solved)
            if status != 0:
                fail("oracle", level, None, None,
                     "HiGHS could not solve the level-%g LP with the levels above bounded "
                     "(status %d: %s)" % (level, status, message))
                return True
        solved[level] = optimum
        if optima is not None:
            optima[level] = optimum
        actual, contributions, rows = level_error(system, level, values)
        scale = max([1.0, abs(optimum)] + [magnitude(c, values) for c in rows])
        tolerance = LEVEL_TOLERANCE * scale
        if abs(actual - optimum) > tolerance:
            worst = sorted((p for p in contributions if p[0] > 0),
                           key=lambda p: -p[0])[:5]
            listed = "; ".join("%s: error %.9g" % (describe_constraint(c), e)
                               for e, c in worst) or "none"
            lower = [p for p in levels if p < level]
            fail("level", level, optimum, actual,
                 "total error at priority %g is %.9g, the lexicographic optimum is "
                 "%.9g (tolerance %.3g); largest errors: %s%s"
                 % (level, actual, optimum, tolerance, listed,
                    "; lower levels %s not checked" % ", ".join("%g" % p for p in lower)
                    if lower else ""))
            return True
    return True


def solve_with_levels_bounded(lp, levels, number, pinned, solved):
    """Solves levels[number] again on the face `pinned` (as it was before that level pinned
    its own) with every level above bounded by its total: duals below even the tight
    threshold left one of them free to rise, an optimum reached only far out, at a gain per
    unit below HiGHS's tolerances. Returns (status, optimum, message)."""
    lp.fixed, lp.tight = pinned
    lp.bound_levels({above: solved[above] for above in levels[:number]})
    status, optimum, _, message = lp.solve(levels[number])
    return status, (max(0.0, optimum) if status == 0 else None), message


def passes_on(system, values, levels, lps, optima):
    """Whether `values` hold every level under the first LP of `lps` that gives a verdict
    (`check_levels`); when they do, `optima` takes that pass's optima. A recheck clears a
    failure only so, and otherwise leaves it as it was."""
    for lp in lps:
        failed, found = [], {}

        def fail(what, priority, expected, actual, detail):
            failed.append(what)

        if check_levels(system, values, levels, lp, fail, found):
            if not failed and optima is not None:
                optima.update(found)
            return not failed
    return False


def recheck_on_tight_face(system, values, levels, attempts, failures, optima):
    """Checks `values`, which failed a level on the faces pinned at DUAL_THRESHOLD, again
    on the faces pinned at TIGHT_DUAL_THRESHOLD: when every level holds there, the failure
    goes (and `optima` takes that pass's optima); otherwise it stays as it was. Only with
    HiGHS's own tolerances (not LOOSE_ATTEMPTS, whose duals are good to 1e-6).

    A dual between 1e-9 and 1e-7 is real (HiGHS meets dual feasibility to 1e-9): left
    unpinned, it lets a lower level trade against a level above at that rate, and when the
    level above is large beside the trade, `face_holds` cannot see it. A reduced cost of
    1.7e-8 at priority 250 let priority 1 fall from 201.9 to 0 for 2.1e-4 more at 250,
    inside 250's tolerance of 3e-4; the lexicographic optimum, worked exactly for the
    solver's basis, is 201.9 (Fuzz/Regressions/solver/level-short-after-a-build-b07328e3).
    """
    if passes_on(system, values, levels, [LexicographicLP(system, attempts, TIGHT_DUAL_THRESHOLD)], optima):
        failures.clear()


def recheck_on_scaled_columns(system, values, levels, failures, optima):
    """Checks `values`, whose error at a level fell below the optimum found for it, again with
    each variable's column scaled by max(1, |its value|): when every level holds there, the
    failure goes (and `optima` takes that pass's optima); otherwise it stays as it was.

    HiGHS's dual feasibility tolerance is absolute: a gain at a rate below it per unit stays
    unseen however large the step that would take it. A multiplier of the wrong sign by
    6.7e-11 on a priority-999 inequality was the whole of a gain of 5.04 at priority 1, on a
    step that opens that inequality's slack by 7.5e10 (variables to 4.8e10), and HiGHS
    called 5.04 optimal where a point of exact rationals errs 0 at every level
    (Fuzz/Regressions/solver/level-below-the-oracle-far-out-a5aab03e). Scaled so, a unit of
    each column is a step the size of the values, and HiGHS finds 0. The LP and its optimum
    are the same, and the faces are pinned as before; only what HiGHS's tolerances let it
    miss changes.
    """
    scales = [max(1.0, abs(values[v])) for v in system.variables]
    lps = (LexicographicLP(system, None, threshold, scales)
           for threshold in (DUAL_THRESHOLD, TIGHT_DUAL_THRESHOLD))
    if passes_on(system, values, levels, lps, optima):
        failures.clear()


def recheck_given_levels_above(system, values, levels, failures, optima):
    """Checks `values`, which failed a level below the first, again with each level judged
    against its optimum given the levels above as `values` left them: every level above is
    bounded by its error under `values` (by its optimum when that is larger), and no face
    is pinned. When every level holds so, the failure goes (and `optima` takes these
    optima); otherwise, or when HiGHS cannot solve a level so, it stays as it was.

    Every level is checked within a tolerance, and a level can stand inside it above its
    optimum. The faces pinned above take each level at its optimum exactly, so a lower
    level is then judged against what only an exact higher level allows. Where the levels
    are coupled steeply, that is another answer: at 250, 2.1e-6 a unit of v5 against 38.5
    units of v2 at 100 (a chain of coefficients 0.01, 0.25 and 0.0025), the solver stood
    7.8e-7 above 250's optimum of 133.874 (inside 250's tolerance of 2.1e-3, and inside its
    own allowance of 1e-6 of the level) and met priority 100 exactly, where the exact face
    leaves it 14.19 (Fuzz/Regressions/solver/level-traded-within-a-tolerance-above-8999c230).
    "Minimal given the levels above" is minimal given the levels above as they stand; each
    level above is still held to its own optimum by its own check, and a level that is not
    optimal given the levels above as they stand still fails.

    A level HiGHS cannot solve on the face pinned for it is checked so too: after an edit
    re-added at 999, the face the duals pinned at 250 left priority 1 infeasible at every
    tolerance, while its optimum given the levels above, 7.5326, is the solver's and the
    one HiGHS's own point for 250 has (Fuzz/Regressions/solver/oracle-face-infeasible-after-an-edit-48e98f0a).
    When HiGHS cannot solve the level so either, the failure stays.
    """
    scales = [max(1.0, abs(values[v])) for v in system.variables]

    def lps():
        return (LexicographicLP(system, attempts, DUAL_THRESHOLD, columns)
                for attempts, columns in ((None, None), (LOOSE_ATTEMPTS, None), (None, scales)))

    found = holds_level_by_level(system, values, levels, lps, max)
    if found is not None:
        clear_failures(failures, optima, found)


def recheck_on_exact_optima_above(system, values, levels, failures, optima):
    """Checks `values`, which stood above a level's optimum below the first, again with
    each level judged against its optimum given every level above at its own optimum,
    bounded by that total and pinning no face. When every level holds so, the failure goes
    (and `optima` takes these optima); otherwise, or when HiGHS cannot solve a level so, it
    stays as it was.

    A face pinned by duals is only as tight as the duals HiGHS reports: a rate too small
    for either threshold, on HiGHS's own basis, leaves a level above free to rise inside
    its tolerance, and a lower level then trades against it. After a build, the face
    pinned at priority 250 let 250 rise by 6.7e-5 (2.6e-7 of it, inside its tolerance) and
    priority 100 fall from 267.33 to 0, a rate of 4e6; with 250 bounded by its optimum,
    261.0506173628165, priority 100's optimum is 267.3258451, the solver's value to 2e-7
    (Fuzz/Regressions/solver/level-exact-above-a-loose-face-8dac7b5c). Strict priorities
    give no unit of a level for any amount of the levels below, so that is the optimum the
    solver is held to. A bound is no stricter than HiGHS's primal feasibility tolerance,
    and a solver short of an optimum worked this way still fails.
    """
    found = holds_level_by_level(system, values, levels, lambda: [LexicographicLP(system)],
                                 lambda actual, optimum: optimum)
    if found is not None:
        clear_failures(failures, optima, found)


def holds_level_by_level(system, values, levels, lps, bound):
    """Whether `values` hold every level, each judged against its optimum with every level
    above bounded by `bound(actual, optimum)` of that level: {level: optimum} when they do,
    None when a level fails or none of the LPs `lps()` makes for it can be solved."""
    bounds, found = {}, {}
    for number, level in enumerate(levels):
        status, optimum = None, None
        for lp in lps():
            for above in levels[:number]:
                lp.bound_level(above, bounds[above])
            status, optimum, _, _ = lp.solve(level)
            if status == 0:
                break
        if status != 0:
            return None
        optimum = max(0.0, optimum)
        actual, _, rows = level_error(system, level, values)
        scale = max([1.0, abs(optimum)] + [magnitude(c, values) for c in rows])
        if abs(actual - optimum) > LEVEL_TOLERANCE * scale:
            return None
        found[level] = optimum
        bounds[level] = bound(actual, optimum)
    return found


def clear_failures(failures, optima, found):
    """A recheck's pass: the failures go, and `optima` (when given) takes its optima."""
    failures.clear()
    if optima is not None:
        optima.clear()
        optima.update(found)


def run(cases):
    failures = []
    for name, system, values in cases:
        failures += check_case(name, system, values)
    return {"checked": len(cases), "failures": failures}


def serve():
    """Answers each line of stdin (a JSON array of cases) with one line."""
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            answer = run(read_cases(parse_json_text(line, "<stdin>")))
        except FormatError as e:
            answer = {"error": str(e)}
        sys.stdout.write(json.dumps(answer, allow_nan=False) + "\n")
        sys.stdout.flush()
    return 0


def main(argv=None):
    import argparse
    parser = argparse.ArgumentParser(
        prog="lp_oracle.py", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cases", nargs="?", metavar="CASES.json",
                        help="the cases to check, or - for stdin")
    parser.add_argument("--self-test", action="store_true",
                        help="run the hand-worked self-test instead")
    parser.add_argument("--serve", action="store_true",
                        help="answer one JSON array of cases per line of stdin")
    args = parser.parse_args(argv)  # exits 2 on bad arguments
    if args.self_test + args.serve + (args.cases is not None) != 1:
        parser.error("give one of CASES.json, --self-test or --serve")
    if args.self_test:
        from oracle_self_test import self_test
        return self_test()
    try:
        import numpy  # noqa: F401
        import scipy.optimize  # noqa: F401
    except ImportError:
        sys.stderr.write("lp_oracle: needs numpy and scipy: pip install numpy scipy\n")
        return 2
    if args.serve:
        return serve()
    try:
        if args.cases == "-":
            cases = read_cases(parse_json_text(sys.stdin.read(), "<stdin>"))
        else:
            cases = read_cases(load_file(args.cases))
    except FormatError as e:
        sys.stderr.write("lp_oracle: %s\n" % e)
        return 2
    report = run(cases)
    print(json.dumps(report, indent=1, allow_nan=False))
    return 1 if report["failures"] else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        sys.exit(0)
