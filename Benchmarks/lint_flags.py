#!/usr/bin/env python3
"""Xcode's own flags against `autolayout lint`: recall, precision and every miss.

    swift build -c release --product autolayout
    python3 Benchmarks/lint_flags.py FOLDER [FOLDER ...] [--report lint.json] [--unflagged] [--own-device]

Xcode saves `ambiguous="YES"` and `misplaced="YES"` on the views its canvas marks. For each
folder of storyboards and xibs this lints the folder with the default matrix (or reads the JSON
report `--report` names, one per folder, in order) and prints, per rule:

- recall: the flagged views that lint reports under the same rule, on any configuration;
- precision: of the views lint reports under the rule, the share Xcode flagged;
- every miss: file, line, element, label, and the other rules lint reported on that view,
  which often tell why (a misplaced view whose frame we put elsewhere, text that does not fit);
- apart, the ambiguous flags that an unflagged twin contradicts (a view of the same document
  with the same element, frame, superview and constraints), and stale ones (the document's own
  constraints decide the view, and lint finds nothing ambiguous, misplaced or unsatisfiable in
  the document), as the corpus tests count them.

`--unflagged` lists the views reported that Xcode did not flag as well. `--own-device` lints each
document on its own device only (a configuration with `devices: []`), where Xcode judged its flags:
precision there leaves out what the rest of the matrix finds on devices Xcode's canvas did not show.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree
import xml.parsers.expat

RULES = ("ambiguous", "misplaced")


def flagged_views(path):
    """{rule: {id: (line, tag, label)}} for the views saved with the rule's flag."""
    result = {rule: {} for rule in RULES}
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        for rule in RULES:
            if attrs.get(rule) == "YES" and "id" in attrs:
                label = attrs.get("userLabel") or attrs.get("text") or attrs.get("customClass") or ""
                result[rule][attrs["id"]] = (parser.CurrentLineNumber, tag, label)

    parser.StartElementHandler = start
    with open(path, "rb") as f:
        try:
            parser.ParseFile(f)
        except xml.parsers.expat.ExpatError:
            pass
    return result


def unflagged_twins(path):
    """Ids of views flagged ambiguous with an unflagged twin: the same element, saved frame,
    superview element and size, and constraints (to itself, its superview or views of the same
    elements). Constraints cannot tell twins apart, so such a flag is counted apart, as the
    corpus tests do."""
    try:
        root = xml.etree.ElementTree.parse(path).getroot()
    except xml.etree.ElementTree.ParseError:
        return set()

    def frame(e):
        r = e.find("rect[@key='frame']")
        return None if r is None else tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))

    parent, views, constraints = {}, {}, []

    def walk(e, p):
        for c in e:
            if c.tag != "constraint" and c.get("id") and frame(c) is not None:
                parent[c.get("id")], views[c.get("id")] = p, c
                walk(c, c)
            else:
                walk(c, p)
    walk(root, None)
    for v in root.iter():
        for c in (v.find("constraints") if v.find("constraints") is not None else []):
            first = c.get("firstItem") or v.get("id")
            second = c.get("secondItem") or (v.get("id") if c.get("secondAttribute") else None)
            constraints.append((first, c.get("firstAttribute"), c.get("relation", "equal"), second, c.get("secondAttribute"),
                                c.get("multiplier", "1"), float(c.get("constant", "0")), float(c.get("priority", "1000"))))

    def role(item, me):
        if item is None:
            return None
        if item == me:
            return "self"
        if parent.get(me) is not None and item == parent[me].get("id"):
            return "super"
        return views[item].tag if item in views else "other"

    def signature(i):
        p = parent.get(i)
        mine = sorted(str((role(f, i), fa, r, role(s, i), sa, m, k, pr)) for f, fa, r, s, sa, m, k, pr in constraints if i in (f, s))
        return (views[i].tag, frame(views[i]), p.tag if p is not None else None,
                frame(p)[2:] if p is not None and frame(p) else None, tuple(mine))
    unflagged = {signature(i) for i, v in views.items() if v.get("ambiguous") != "YES"}
    return {i for i, v in views.items() if v.get("ambiguous") == "YES" and signature(i) in unflagged}


HORIZONTAL = {"left": (1, 0), "leading": (1, 0), "leftMargin": (1, 0), "leadingMargin": (1, 0),
              "right": (1, 1), "trailing": (1, 1), "rightMargin": (1, 1), "trailingMargin": (1, 1),
              "centerX": (1, .5), "centerXWithinMargins": (1, .5), "width": (0, 1)}
VERTICAL = {"top": (1, 0), "topMargin": (1, 0), "firstBaseline": (1, 0), "bottom": (1, 1), "bottomMargin": (1, 1),
            "lastBaseline": (1, 1), "baseline": (1, 1), "centerY": (1, .5), "centerYWithinMargins": (1, .5), "height": (0, 1)}
INTRINSIC = {"label": "hv", "button": "hv", "textField": "hv", "switch": "hv", "segmentedControl": "hv",
             "activityIndicatorView": "hv", "stepper": "hv", "pageControl": "hv", "slider": "v", "progressView": "v"}
SCROLLING = {"scrollView", "tableView", "collectionView", "textView"}


def axis_of(attribute):
    return "h" if attribute in HORIZONTAL else "v" if attribute in VERTICAL else None


def vector(attribute):
    return HORIZONTAL.get(attribute) or VERTICAL.get(attribute)


def decided_flags(path):
    """Ids of the views flagged ambiguous whose frames the document's own constraints decide: along
    each axis, two independent equations in the view's position and size from required equalities
    to constants, its superview, decided views, layout guides and its other axis, or its intrinsic
    size. A root is decided by its canvas, a view translating its autoresizing mask by its
    superview; an arranged view (the stack places it) and a scroll view (its flag may be about its
    content size) never are. Where lint finds nothing ambiguous, misplaced or unsatisfiable in the
    document, such a flag is stale and counted apart, as the corpus tests do."""
    try:
        root = xml.etree.ElementTree.parse(path).getroot()
    except xml.etree.ElementTree.ParseError:
        return set()
    parent, views, arranged, guides = {}, {}, set(), set()

    def walk(e, p):
        for c in e:
            if c.tag in ("viewLayoutGuide", "viewControllerLayoutGuide") and c.get("id"):
                guides.add(c.get("id"))
            if c.tag != "constraint" and c.get("id") and c.find("rect[@key='frame']") is not None:
                parent[c.get("id")], views[c.get("id")] = p, c
                walk(c, c)
            else:
                walk(c, p)
    walk(root, None)
    for s in root.iter("stackView"):
        subs = s.find("subviews")
        arranged.update(c.get("id") for c in (subs if subs is not None else []) if c.get("id"))
    constraints = []
    for v in root.iter():
        cs = v.find("constraints")
        if v.tag == "constraint" or cs is None:
            continue
        for c in cs.findall("constraint"):
            if c.get("relation", "equal") != "equal" or float(c.get("priority", "1000")) < 1000:
                continue
            m = c.get("multiplier", "1")
            if ":" in m or "/" in m:
                a, b = m.replace("/", ":").split(":")
                m = float(a) / float(b)
            constraints.append((c.get("firstItem") or v.get("id"), c.get("firstAttribute"), c.get("secondItem"),
                                c.get("secondAttribute"), float(m)))
    equations = {}  # (view, axis) -> list of (needs, vector)
    for first, fa, second, sa, m in constraints:
        for me, ma, other, oa, k in ((first, fa, second, sa, m), (second, sa, first, fa, 1 / m if m else 0)):
            if me not in views or axis_of(ma) is None:
                continue
            if other is None:
                equations.setdefault((me, axis_of(ma)), []).append((None, vector(ma)))
            elif other == me and axis_of(oa):
                if axis_of(oa) != axis_of(ma):
                    equations.setdefault((me, axis_of(ma)), []).append(((me, axis_of(oa)), vector(ma)))
                else:
                    a, b = vector(ma), vector(oa)
                    equations.setdefault((me, axis_of(ma)), []).append((None, (a[0] - k * b[0], a[1] - k * b[1])))
            elif axis_of(oa):
                equations.setdefault((me, axis_of(ma)), []).append(((other, axis_of(oa)), vector(ma)))
    decided = set()
    changed = True
    while changed:
        changed = False
        for vid, v in views.items():
            for axis in "hv":
                if (vid, axis) in decided:
                    continue
                if parent[vid] is None:
                    ok = True
                elif vid in arranged:
                    ok = False
                elif v.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                    ok = (parent[vid].get("id"), axis) in decided
                else:
                    vectors = [vec for needs, vec in equations.get((vid, axis), [])
                               if needs is None or needs in decided or needs[0] in guides]
                    kinds = INTRINSIC.get(v.tag, "hv" if v.tag == "imageView" and v.get("image") else "")
                    placeholder = v.get("placeholderIntrinsicWidth" if axis == "h" else "placeholderIntrinsicHeight")
                    if axis in kinds or (placeholder not in (None, "infinite")):
                        vectors.append((0, 1))
                    ok = any(abs(a[0] * b[1] - a[1] * b[0]) > 1e-9 for a in vectors for b in vectors)
                if ok:
                    decided.add((vid, axis))
                    changed = True
    return {vid for vid, v in views.items() if v.get("ambiguous") == "YES" and v.tag not in SCROLLING
            and vid not in arranged and parent[vid] is not None
            and (vid, "h") in decided and (vid, "v") in decided}


def lint(binary, folder, own_device=False):
    with tempfile.NamedTemporaryFile("w", suffix=".yml") as config:
        config.write("devices: []\n" if own_device else "{}\n")
        config.flush()
        done = subprocess.run([binary, "lint", folder, "--reporter", "json", "--config", config.name],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"lint {folder}: exit status {done.returncode}")
    return json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--report", action="append", default=[], help="a JSON report per folder, in order")
    parser.add_argument("--binary", default=".build/release/autolayout")
    parser.add_argument("--unflagged", action="store_true")
    parser.add_argument("--own-device", action="store_true", help="lint on each document's own device only")
    args = parser.parse_args()
    if args.report and len(args.report) != len(args.folders):
        sys.exit("--report: give one report per folder")
    totals = {rule: [0, 0, 0] for rule in RULES}  # flagged, found, reported unflagged
    apart, stale = [], []
    misses = {rule: [] for rule in RULES}
    extra = {rule: [] for rule in RULES}
    for i, folder in enumerate(args.folders):
        if args.report:
            with open(args.report[i]) as f:
                report = json.load(f)
        else:
            report = lint(args.binary, folder, args.own_device)
        by_view, rules_by_file = {}, {}
        for v in report["violations"]:
            rules_by_file.setdefault(os.path.basename(v["file"]), set()).add(v["rule"])
            if v["viewId"] is not None:
                by_view.setdefault((os.path.basename(v["file"]), v["viewId"]), []).append(v)
        names = sorted(n for n in os.listdir(folder) if n.endswith((".storyboard", ".xib")))
        for name in names:
            flags = flagged_views(os.path.join(folder, name))
            for vid in unflagged_twins(os.path.join(folder, name)):
                line, tag, label = flags["ambiguous"].pop(vid)
                apart.append((name, line, vid, tag))
            if not rules_by_file.get(name, set()) & {"ambiguous", "misplaced", "unsatisfiable"}:
                for vid in decided_flags(os.path.join(folder, name)) & flags["ambiguous"].keys():
                    line, tag, label = flags["ambiguous"].pop(vid)
                    stale.append((name, line, vid, tag))
            for rule in RULES:
                reported = {vid for (f, vid), vs in by_view.items() if f == name and any(v["rule"] == rule for v in vs)}
                totals[rule][0] += len(flags[rule])
                totals[rule][1] += len(reported & flags[rule].keys())
                totals[rule][2] += len(reported - flags[rule].keys())
                for vid, (line, tag, label) in sorted(flags[rule].items(), key=lambda kv: kv[1][0]):
                    if vid not in reported:
                        others = sorted({v["rule"] for v in by_view.get((name, vid), [])})
                        misses[rule].append((name, line, vid, tag, label, others))
                for vid in sorted(reported - flags[rule].keys()):
                    v = next(v for v in by_view[(name, vid)] if v["rule"] == rule)
                    extra[rule].append((name, v["line"], vid, v["message"]))
    for rule in RULES:
        flagged, found, unflagged = totals[rule]
        recall = 100 * found / flagged if flagged else 100
        reported = found + unflagged
        precision = 100 * found / reported if reported else 100
        print(f"{rule}: recall {found}/{flagged} ({recall:.1f} %), precision {found}/{reported} ({precision:.1f} %), "
              f"{unflagged} reported views Xcode did not flag")
        for name, line, vid, tag, label, others in misses[rule]:
            print(f"  miss {name}:{line} {tag} {vid} {label!r} other rules: {', '.join(others) or '-'}")
        if args.unflagged:
            for name, line, vid, message in extra[rule]:
                print(f"  unflagged {name}:{line} {vid} {message}")
        if rule == "ambiguous" and apart:
            print(f"  {len(apart)} flags counted apart: an unflagged twin in the same document has the same frame and constraints")
            for name, line, vid, tag in apart:
                print(f"    apart {name}:{line} {tag} {vid}")
        if rule == "ambiguous" and stale:
            print(f"  {len(stale)} stale flags counted apart: the document's constraints decide the view, and lint finds "
                  "nothing ambiguous, misplaced or unsatisfiable in the document")
            for name, line, vid, tag in stale:
                print(f"    stale {name}:{line} {tag} {vid}")


if __name__ == "__main__":
    main()
