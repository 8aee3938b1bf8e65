#!/usr/bin/env python3
"""Expected values for the OpenType reader's tests, computed with fontTools.

fontTools (PyPI package `fonttools`) is an independent, widely used font reader; the
Swift tests compare what our reader finds with what this script prints, so no expected
value comes from our own code.

Usage:
  fonttools_expectations.py dump FONT [INDEX]      JSON of the font's tables on stdout
  fonttools_expectations.py fixture SRC DST        writes a test font made from SRC:
      the GPOS 'kern' lookups wrapped in extension lookups (type 9) and a 'trak'
      table added, so those code paths are tested on a real font
  fonttools_expectations.py apple-kern SRC DST     writes SRC without GPOS and with its
      'kern' table in Apple's version 1.0 layout
  fonttools_expectations.py chars FONT TEXT        JSON: the advance of each character of
      TEXT and the 'kern' feature's adjustment of every ordered pair of them, by code point
"""
import json
import random
import sys

from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry


def open_font(path, index=0):
    return TTFont(path, fontNumber=index, lazy=False)


def kern_lookup_indices(gpos):
    """The lookups of the 'kern' feature in the default LangSys of 'latn', else 'DFLT', else all scripts."""
    chosen = None
    records = {sr.ScriptTag: sr.Script for sr in gpos.ScriptList.ScriptRecord} if gpos.ScriptList else {}
    for tag in ("latn", "DFLT"):
        script = records.get(tag)
        if script is not None and script.DefaultLangSys is not None:
            langsys = script.DefaultLangSys
            chosen = set(langsys.FeatureIndex)
            if langsys.ReqFeatureIndex != 0xFFFF:
                chosen.add(langsys.ReqFeatureIndex)
            break
    indices = set()
    for i, record in enumerate(gpos.FeatureList.FeatureRecord):
        if record.FeatureTag == "kern" and (chosen is None or i in chosen):
            indices.update(record.Feature.LookupListIndex)
    return sorted(indices)


def pair_subtables(lookup):
    """PairPos subtables of a lookup, unwrapping extensions."""
    result = []
    for sub in lookup.SubTable:
        if lookup.LookupType == 9:
            if sub.ExtensionLookupType != 2:
                continue
            sub = sub.ExtSubTable
        elif lookup.LookupType != 2:
            continue
        result.append(sub)
    return result


def x_advance(value):
    return (getattr(value, "XAdvance", 0) or 0) if value is not None else 0


def apply_subtable(sub, left, right):
    """The pair's advance change if this subtable applies, else None (first-applying-subtable rule)."""
    glyphs = sub.Coverage.glyphs
    if left not in glyphs:
        return None
    if sub.Format == 1:
        index = glyphs.index(left)
        if index >= len(sub.PairSet):
            return None
        for record in sub.PairSet[index].PairValueRecord:
            if record.SecondGlyph == right:
                return x_advance(getattr(record, "Value1", None)) + x_advance(getattr(record, "Value2", None))
        return None
    c1 = sub.ClassDef1.classDefs.get(left, 0) if sub.ClassDef1 else 0
    c2 = sub.ClassDef2.classDefs.get(right, 0) if sub.ClassDef2 else 0
    record = sub.Class1Record[c1].Class2Record[c2]
    return x_advance(getattr(record, "Value1", None)) + x_advance(getattr(record, "Value2", None))


def gpos_pairs(font, rng):
    """Sampled glyph pairs with their expected 'kern' adjustment; pairs from the data and random ones."""
    if "GPOS" not in font:
        return None, []
    gpos = font["GPOS"].table
    indices = kern_lookup_indices(gpos)
    lookups = [pair_subtables(gpos.LookupList.Lookup[i]) for i in indices]
    candidates = []
    for subs in lookups:
        for sub in subs:
            glyphs = sub.Coverage.glyphs
            if sub.Format == 1:
                for i, pair_set in enumerate(sub.PairSet[:200]):
                    for record in pair_set.PairValueRecord[:8]:
                        candidates.append((glyphs[i], record.SecondGlyph))
            else:
                seconds = {}
                for glyph, cls in (sub.ClassDef2.classDefs.items() if sub.ClassDef2 else []):
                    seconds.setdefault(cls, glyph)
                second_list = sorted(seconds.values())
                for glyph in glyphs[:300]:
                    for other in rng.sample(second_list, min(6, len(second_list))):
                        candidates.append((glyph, other))
    order = font.getGlyphOrder()
    for _ in range(400):
        candidates.append((rng.choice(order), rng.choice(order)))
    rng.shuffle(candidates)
    seen, pairs = set(), []
    for left, right in candidates:
        if (left, right) in seen:
            continue
        seen.add((left, right))
        total = 0
        for subs in lookups:
            for sub in subs:
                value = apply_subtable(sub, left, right)
                if value is not None:
                    total += value
                    break
        pairs.append([font.getGlyphID(left), font.getGlyphID(right), total])
        if len(pairs) >= 3000:
            break
    return indices, pairs


def dump(path, index):
    font = open_font(path, index)
    rng = random.Random(4)
    head, hhea = font["head"], font["hhea"]
    order = font.getGlyphOrder()
    hmtx = font["hmtx"].metrics
    out = {
        "tables": sorted(tag for tag in font.keys() if tag != "GlyphOrder"),
        "cff": "CFF " in font,
        "head": {k: getattr(head, k) for k in ("unitsPerEm", "xMin", "yMin", "xMax", "yMax", "macStyle", "flags", "indexToLocFormat")},
        "hhea": {k: getattr(hhea, k) for k in ("ascent", "descent", "lineGap", "advanceWidthMax", "numberOfHMetrics", "caretSlopeRise", "caretSlopeRun")},
        "numGlyphs": font["maxp"].numGlyphs,
        "advances": [hmtx[name][0] for name in order],
        "lsbs": [hmtx[name][1] for name in order],
        "cmap": sorted([cp, font.getGlyphID(name)] for cp, name in font.getBestCmap().items() if font.getGlyphID(name) != 0),
    }
    if path.lower().endswith((".ttc", ".otc")):
        out["numFonts"] = len(TTCollection(path, lazy=True).fonts)
    if "OS/2" in font:
        os2 = font["OS/2"]
        out["os2"] = {k: getattr(os2, k, None) for k in ("version", "xAvgCharWidth", "usWeightClass", "usWidthClass", "fsSelection",
                                                         "sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent",
                                                         "sxHeight", "sCapHeight")}
    if "name" in font:
        names = []
        for record in font["name"].names:
            if record.platformID in (0, 3) or (record.platformID == 1 and record.platEncID == 0):
                try:
                    names.append([record.platformID, record.platEncID, record.langID, record.nameID, record.toUnicode()])
                except UnicodeDecodeError:
                    pass
        out["names"] = names
        out["family"] = font["name"].getBestFamilyName()
    if "post" in font:
        post = font["post"]
        out["post"] = {"italicAngle": post.italicAngle, "underlinePosition": post.underlinePosition,
                       "underlineThickness": post.underlineThickness, "isFixedPitch": bool(post.isFixedPitch)}
    if "kern" in font:
        pairs = {}
        for table in font["kern"].kernTables:
            if getattr(table, "format", None) != 0:
                continue
            coverage = table.coverage
            apple = getattr(table, "apple", False)
            horizontal = (coverage & 0x80) == 0 if apple else (coverage & 1) != 0
            usable = (coverage & 0x60) == 0 if apple else (coverage & 6) == 0
            if horizontal and usable:
                for (left, right), value in table.kernTable.items():
                    key = (font.getGlyphID(left), font.getGlyphID(right))
                    pairs[key] = pairs.get(key, 0) + value
        out["kern"] = sorted([l, r, v] for (l, r), v in pairs.items())
    indices, pairs = gpos_pairs(font, rng)
    if indices is not None:
        out["gposLookups"] = indices
        out["gposPairs"] = pairs
    if "trak" in font:
        data = font["trak"].horizData
        sizes = sorted({size for entry in data.values() for size in entry.keys()})
        out["trak"] = {"sizes": sizes, "tracks": [{"track": track, "nameIndex": entry.nameIndex, "values": [entry[s] for s in sizes]}
                                                  for track, entry in sorted(data.items())]}
    json.dump(out, sys.stdout)


def fixture(src, dst):
    font = open_font(src)
    gpos = font["GPOS"].table
    for index in kern_lookup_indices(gpos):
        lookup = gpos.LookupList.Lookup[index]
        if lookup.LookupType != 2:
            continue
        wrapped = []
        for sub in lookup.SubTable:
            ext = ot.ExtensionPos()
            ext.Format = 1
            ext.ExtensionLookupType = 2
            ext.ExtSubTable = sub
            wrapped.append(ext)
        lookup.SubTable = wrapped
        lookup.LookupType = 9
    trak = newTable("trak")
    trak.version = 1.0
    trak.format = 0
    horizontal = TrackData()
    horizontal[0.0] = TrackTableEntry({9.0: 40, 12.0: 0, 17.0: -52, 28.0: 30}, nameIndex=256)
    horizontal[-1.0] = TrackTableEntry({9.0: -10, 12.0: -40, 17.0: -90, 28.0: -20}, nameIndex=257)
    trak.horizData = horizontal
    trak.vertData = TrackData()
    font["trak"] = trak
    font.save(dst)


def apple_kern(src, dst):
    font = open_font(src)
    del font["GPOS"]
    kern = font["kern"]
    kern.version = 1.0
    for table in kern.kernTables:
        table.apple = True
        table.coverage = 0
        table.tupleIndex = 0
    font.save(dst)


def chars(path, text):
    font = open_font(path)
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    present = [c for c in dict.fromkeys(text) if ord(c) in cmap]
    lookups = []
    if "GPOS" in font:
        gpos = font["GPOS"].table
        lookups = [pair_subtables(gpos.LookupList.Lookup[i]) for i in kern_lookup_indices(gpos)]
    pairs = []
    for a in present:
        for b in present:
            total = 0
            for subs in lookups:
                for sub in subs:
                    value = apply_subtable(sub, cmap[ord(a)], cmap[ord(b)])
                    if value is not None:
                        total += value
                        break
            pairs.append([ord(a), ord(b), total])
    json.dump({"unitsPerEm": font["head"].unitsPerEm,
               "advances": [[ord(c), metrics[cmap[ord(c)]][0]] for c in present], "pairs": pairs}, sys.stdout)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "dump":
        dump(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    elif command == "fixture":
        fixture(sys.argv[2], sys.argv[3])
    elif command == "chars":
        chars(sys.argv[2], sys.argv[3])
    elif command == "apple-kern":
        apple_kern(sys.argv[2], sys.argv[3])
    else:
        sys.exit("unknown command " + command)
