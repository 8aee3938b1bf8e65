"""Reading raw constraint-system JSON (the `solve` command's input format), with JSON-path errors.

Shared by Tests/Oracle/lp_oracle.py and Benchmarks/kiwi_solve.py, so both
read the format the same way. Not a command.

The format:
    {"variables": ["width", "a", "b"],
     "edits": [{"variable": "width", "priority": 999}],
     "constraints": [{"terms": {"a": 1, "b": -1}, "relation": ">=",
                      "constant": 10, "priority": 1000, "id": "gap"}],
     "steps": [{"width": 375}, {"width": 667}]}
A constraint means sum(coefficient * variable) relation constant. `edits`,
`steps`, `id` and `priority` are optional; a priority lies in (0, 1000] and
defaults to 1000 (required). Everything else is checked strictly, since a
typo in a test fixture should fail loudly: unknown keys, undeclared or
duplicate variables, duplicate keys inside one JSON object, duplicate ids,
NaN/Infinity, booleans where numbers belong, and step values for variables
that are not edit variables are all errors. Each error names the JSON path
(`$.constraints[3].terms.x`) and what was expected, with a "did you mean"
where a close name exists.
"""

import difflib
import json
import math
from dataclasses import dataclass, field

REQUIRED = 1000.0
RELATIONS = ("==", "<=", ">=")


class FormatError(Exception):
    """Malformed input: the message names where and what was expected."""


@dataclass
class Constraint:
    """sum(terms[v] * v) relation constant, at a priority in (0, 1000]."""
    terms: dict
    relation: str
    constant: float
    priority: float = REQUIRED
    id: str = None
    index: int = 0

    @property
    def label(self):
        """The id if it has one, else its index in `constraints`."""
        return self.id if self.id is not None else self.index


@dataclass
class System:
    variables: list
    constraints: list
    edits: list = field(default_factory=list)   # [(variable, priority)]
    edit_values: dict = field(default_factory=dict)  # {variable: initial suggested value}
    steps: list = field(default_factory=list)   # [{variable: value}]


class _Object(dict):
    """A JSON object that remembers keys it saw more than once."""
    duplicates = ()


def _object_pairs(pairs):
    obj = _Object()
    seen = []
    for key, value in pairs:
        if key in obj:
            seen.append(key)
        obj[key] = value
    if seen:
        obj.duplicates = seen
    return obj


class _NonFiniteLiteral(ValueError):
    pass


def _reject_constant(name):
    raise _NonFiniteLiteral(name)


def _outside_strings(text, words):
    """Offset of the first of `words` outside JSON strings, or -1."""
    in_string = escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif any(text.startswith(w, i) for w in words):
            return i
    return -1


def _line_column(text, offset):
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def parse_json_text(text, source="input"):
    """JSON text to Python objects; errors carry line and column."""
    try:
        return json.loads(text, object_pairs_hook=_object_pairs,
                          parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        raise FormatError("%s:%d:%d: invalid JSON: %s"
                          % (source, e.lineno, e.colno, e.msg)) from None
    except RecursionError:
        raise FormatError("%s: invalid JSON: nested too deeply" % source) from None
    except _NonFiniteLiteral as e:
        offset = _outside_strings(text, ("NaN", "Infinity", "-Infinity"))
        line, column = _line_column(text, max(offset, 0))
        raise FormatError("%s:%d:%d: invalid JSON: %s is not a JSON number; "
                          "write a finite number" % (source, line, column, e)) from None


def load_file(path):
    """Read and parse a JSON file; a missing or unreadable file is a FormatError."""
    try:
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise FormatError("%s: cannot read: %s" % (path, e.strerror)) from None
    except UnicodeDecodeError as e:
        raise FormatError("%s: not UTF-8 text (byte %d)" % (path, e.start)) from None
    return parse_json_text(text, path)


def _suggest(word, choices):
    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.5)
    return "; did you mean '%s'?" % close[0] if close else ""


def expect_object(value, path, allowed, required=()):
    """Check a JSON object's type and keys; return it."""
    if not isinstance(value, dict):
        raise FormatError("%s: expected an object, found %s" % (path, describe(value)))
    for key in getattr(value, "duplicates", ()):
        raise FormatError("%s: the key '%s' appears more than once" % (path, key))
    for key in value:
        if key not in allowed:
            raise FormatError("%s: unknown key '%s' (expected one of %s)%s"
                              % (path, key, ", ".join(allowed), _suggest(key, allowed)))
    for key in required:
        if key not in value:
            raise FormatError("%s: missing key '%s'" % (path, key))
    return value


def expect_list(value, path):
    if not isinstance(value, list):
        raise FormatError("%s: expected an array, found %s" % (path, describe(value)))
    return value


def expect_number(value, path):
    """A finite JSON number (not a boolean) as a float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise FormatError("%s: expected a number, found %s" % (path, describe(value)))
    try:
        number = float(value)
    except OverflowError:
        number = math.inf
    if not math.isfinite(number):
        raise FormatError("%s: expected a finite number, found one too large "
                          "for a double" % path)
    return number


def expect_priority(value, path):
    number = expect_number(value, path)
    if not 0 < number <= REQUIRED:
        raise FormatError("%s: a priority must lie in (0, 1000], found %s"
                          % (path, value))
    return number


def describe(value):
    """A short name for a JSON value's kind, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "the number %s" % value
    if isinstance(value, str):
        return "the string %s" % json.dumps(value)
    if isinstance(value, list):
        return "an array"
    return "an object"


def expect_number_map(value, path, meaning, check_name):
    """A JSON object of variable name: finite number (terms, steps, values).

    `check_name(name, path)` raises a FormatError for a name not allowed there.
    """
    if not isinstance(value, dict):
        raise FormatError("%s: expected an object of %s, found %s"
                          % (path, meaning, describe(value)))
    for key in getattr(value, "duplicates", ()):
        raise FormatError("%s: the variable '%s' appears more than once" % (path, key))
    numbers = {}
    for name, number in value.items():
        where = "%s.%s" % (path, name)
        check_name(name, where)
        numbers[name] = expect_number(number, where)
    return numbers


def _variable_name(name, path, declared):
    if name not in declared:
        raise FormatError("%s: unknown variable '%s'; declare it in $.variables%s"
                          % (path, name, _suggest(name, declared)))
    return name


def read_system(value, path="$", allow_edits=True):
    """Validate a decoded JSON value as a constraint system; return a System.

    With allow_edits=False the keys `edits` and `steps` are rejected (the
    oracle checks plain systems).
    """
    keys = ("variables", "edits", "constraints", "steps") if allow_edits \
        else ("variables", "constraints")
    obj = expect_object(value, path, keys, ("variables", "constraints"))

    variables = []
    declared = set()
    for i, name in enumerate(expect_list(obj["variables"], path + ".variables")):
        where = "%s.variables[%d]" % (path, i)
        if not isinstance(name, str) or not name:
            raise FormatError("%s: expected a non-empty string, found %s"
                              % (where, describe(name)))
        if name in declared:
            raise FormatError("%s: the variable '%s' is declared twice" % (where, name))
        declared.add(name)
        variables.append(name)

    edits = []
    edit_values = {}
    edited = set()
    for i, item in enumerate(expect_list(obj.get("edits", []), path + ".edits")):
        where = "%s.edits[%d]" % (path, i)
        item = expect_object(item, where, ("variable", "priority", "value"), ("variable",))
        name = item["variable"]
        if not isinstance(name, str):
            raise FormatError("%s.variable: expected a variable name, found %s"
                              % (where, describe(name)))
        _variable_name(name, where + ".variable", declared)
        if name in edited:
            raise FormatError("%s.variable: '%s' is already an edit variable" % (where, name))
        edited.add(name)
        edits.append((name, expect_priority(item.get("priority", REQUIRED), where + ".priority")))
        if "value" in item:
            edit_values[name] = expect_number(item["value"], where + ".value")

    constraints = []
    ids = {}
    for i, item in enumerate(expect_list(obj["constraints"], path + ".constraints")):
        where = "%s.constraints[%d]" % (path, i)
        item = expect_object(item, where,
                             ("terms", "relation", "constant", "priority", "id"),
                             ("terms", "relation", "constant"))
        terms = expect_number_map(item["terms"], where + ".terms",
                                  "variable: coefficient",
                                  lambda name, at: _variable_name(name, at, declared))
        relation = item["relation"]
        if relation not in RELATIONS:
            hint = {"=": "==", "≤": "<=", "≥": ">=", "=<": "<=", "=>": ">="}.get(relation)
            raise FormatError("%s.relation: expected \"==\", \"<=\" or \">=\", found %s%s"
                              % (where, describe(relation),
                                 "; did you mean '%s'?" % hint if hint else ""))
        constant = expect_number(item["constant"], where + ".constant")
        priority = expect_priority(item.get("priority", REQUIRED), where + ".priority")
        cid = item.get("id")
        if cid is not None:
            if not isinstance(cid, str):
                raise FormatError("%s.id: expected a string, found %s" % (where, describe(cid)))
            if cid in ids:
                raise FormatError("%s.id: the id '%s' is already used by constraints[%d]"
                                  % (where, cid, ids[cid]))
            ids[cid] = i
        constraints.append(Constraint(terms, relation, constant, priority, cid, i))

    steps = []
    for i, item in enumerate(expect_list(obj.get("steps", []), path + ".steps")):
        where = "%s.steps[%d]" % (path, i)

        def edit_variable(name, at):
            if name in declared and name not in edited:
                raise FormatError("%s: '%s' is not an edit variable; add it to $.edits"
                                  % (at, name))
            _variable_name(name, at, declared)

        step = expect_number_map(item, where, "edit variable: value", edit_variable)
        steps.append(step)

    return System(variables, constraints, edits, steps=steps, edit_values=edit_values)


def violation(constraint, values):
    """How far `values` are from satisfying the constraint (0 when it holds).

    An equality's |lhs - constant|; an inequality's violated side only.
    """
    residual = lhs(constraint, values) - constraint.constant
    if constraint.relation == "==":
        return abs(residual)
    if constraint.relation == "<=":
        return max(0.0, residual)
    return max(0.0, -residual)


def lhs(constraint, values):
    return math.fsum(c * values[v] for v, c in constraint.terms.items())


def magnitude(constraint, values):
    """max(1, |constant|, max |coefficient * value|): the row's scale."""
    biggest = max((abs(c * values[v]) for v, c in constraint.terms.items()), default=0.0)
    return max(1.0, abs(constraint.constant), biggest)
