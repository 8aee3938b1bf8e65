#!/usr/bin/env python3
"""Expected values for the Interface Builder reader's tests, read with Python's xml.etree.

xml.etree.ElementTree (Python's standard library, expat underneath) is an XML reader
independent of FoundationXML/libxml2, and this script applies the format's rules as
Xcode's saved documents show them, written separately from the Swift reader. The
Swift tests compare the Swift model with what this script prints, so no expected value
comes from our own code.

Rules applied here (Xcode's saved documents):
- a view is an element with a direct child <rect key="frame"> (a <variation> holding a
  per-trait frame is not a view);
- a constraint's omitted firstItem is the view holding its <constraints> list;
- defaults: relation equal, multiplier 1, constant 0, priority 1000; hugging 250 and
  compression resistance 750; translatesAutoresizingMaskIntoConstraints YES; stack views
  horizontal, fill, fill, spacing 0;
- multipliers "a:b" and "a/b" both mean a / b.

Usage:
  interface_builder_expectations.py DIRECTORY    JSON for every .storyboard and .xib in it
"""
import json
import os
import sys
import xml.etree.ElementTree as ET
import xml.parsers.expat


def number(text):
    return float(text) if text is not None else None


def multiplier(text):
    if text is None:
        return 1.0
    for separator in (":", "/"):
        if separator in text:
            a, b = text.split(separator)
            return float(a) / float(b)
    return float(text)


def yes(element, name, default):
    value = element.get(name)
    if value is None:
        return default
    return value == "YES"


def frame_of(element):
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return [float(child.get(k)) for k in ("x", "y", "width", "height")]
    return None


def start_lines(path):
    """The line of each element's start tag, by id, from expat's position at each start event."""
    lines = {}
    parser = xml.parsers.expat.ParserCreate()

    def start(name, attributes):
        if "id" in attributes:
            lines[attributes["id"]] = parser.CurrentLineNumber

    parser.StartElementHandler = start
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return lines


def describe(path):
    lines = start_lines(path)
    tree = ET.parse(path)
    root = tree.getroot()
    parent = {child: node for node in root.iter() for child in node}

    device = root.find("device")
    views, constraints, stacks, guides = [], [], [], []
    for element in root.iter():
        if element.tag != "variation" and frame_of(element) is not None:
            views.append({
                "id": element.get("id", ""),
                "element": element.tag,
                "line": lines.get(element.get("id"), 0),
                "frame": frame_of(element),
                "translatesAutoresizingMask": yes(element, "translatesAutoresizingMaskIntoConstraints", True),
                "hidden": yes(element, "hidden", False),
                "misplaced": yes(element, "misplaced", False),
                "ambiguous": yes(element, "ambiguous", False),
                "hugging": [number(element.get("horizontalHuggingPriority", "250")),
                            number(element.get("verticalHuggingPriority", "250"))],
                "compressionResistance": [number(element.get("horizontalCompressionResistancePriority", "750")),
                                          number(element.get("verticalCompressionResistancePriority", "750"))],
            })
        if element.tag == "stackView":
            subviews = element.find("subviews")
            stacks.append({
                "id": element.get("id"),
                "axis": element.get("axis", "horizontal"),
                "distribution": element.get("distribution", "fill"),
                "alignment": element.get("alignment", "fill"),
                "spacing": number(element.get("spacing", "0")),
                "arranged": [child.get("id", "") for child in subviews] if subviews is not None else [],
            })
        if element.tag == "viewLayoutGuide":
            guides.append({"id": element.get("id"), "key": element.get("key"), "owner": parent[element].get("id")})
        if element.tag == "viewControllerLayoutGuide":
            guides.append({"id": element.get("id"), "key": "legacy-" + element.get("type"),
                           "owner": parent[parent[element]].get("id")})
        if element.tag == "constraint":
            owner = parent[parent[element]].get("id")
            constraints.append({
                "id": element.get("id"),
                "line": lines[element.get("id")],
                "owner": owner,
                "firstItem": element.get("firstItem", owner),
                "firstAttribute": element.get("firstAttribute"),
                "relation": element.get("relation", "equal"),
                "secondItem": element.get("secondItem"),
                "secondAttribute": element.get("secondAttribute"),
                "multiplier": multiplier(element.get("multiplier")),
                "constant": number(element.get("constant", "0")),
                "priority": number(element.get("priority", "1000")),
                "symbolic": yes(element, "symbolic", False),
                "placeholder": yes(element, "placeholder", False),
                "variations": len(element.findall("variation")),
            })
    controllers = []
    for scene in root.iter("scene"):
        for objects in scene.findall("objects"):
            for element in objects:
                if element.get("sceneMemberID") == "viewController":
                    root_view = next((child for child in element if child.get("key") == "view"), None)
                    controllers.append({
                        "id": element.get("id"),
                        "element": element.tag,
                        "rootView": root_view.get("id") if root_view is not None else None,
                    })
    return {
        "kind": "storyboard" if "Storyboard" in root.get("type", "") else "xib",
        "toolsVersion": root.get("toolsVersion"),
        "useAutolayout": yes(root, "useAutolayout", False),
        "useTraitCollections": yes(root, "useTraitCollections", False),
        "useSafeAreas": yes(root, "useSafeAreas", False),
        "device": None if device is None else {
            "id": device.get("id"),
            "orientation": device.get("orientation", "portrait"),
        },
        "scenes": len(list(root.iter("scene"))),
        "controllers": controllers,
        "variations": len(list(root.iter("variation"))),
        "views": views,
        "constraints": constraints,
        "stackViews": stacks,
        "guides": guides,
    }


def main():
    directory = sys.argv[1]
    result = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".storyboard") or name.endswith(".xib"):
            result[name] = describe(os.path.join(directory, name))
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
