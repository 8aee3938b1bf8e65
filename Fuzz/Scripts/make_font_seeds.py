#!/usr/bin/env python3
"""Writes the font fuzz target's seeds: three tiny fonts made with fontTools' FontBuilder.

A TrueType font, a CFF-flavoured OpenType font, and a TrueType font with a 'kern' table and a
GPOS pair-kerning feature, each with six glyphs: small enough for libFuzzer to mutate quickly,
and every table the font reader looks at present. Run from the repository root:

    python3 Fuzz/Scripts/make_font_seeds.py
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

GLYPHS = [".notdef", "space", "A", "V", "f", "i", "W"]
ADVANCES = {".notdef": 500, "space": 250, "A": 600, "V": 580, "f": 300, "i": 260, "W": 800}
CMAP = {32: "space", 65: "A", 86: "V", 102: "f", 105: "i", 87: "W"}


def triangle(pen, advance):
    pen.moveTo((50, 0))
    pen.lineTo((advance - 50, 0))
    pen.lineTo((advance // 2, 700))
    pen.closePath()


def build(path, cff=False, kern=False):
    fb = FontBuilder(1000, isTTF=not cff)
    fb.setupGlyphOrder(GLYPHS)
    fb.setupCharacterMap(CMAP)
    if cff:
        charstrings = {}
        for g in GLYPHS:
            pen = T2CharStringPen(ADVANCES[g], None)
            if g != "space":
                triangle(pen, ADVANCES[g])
            charstrings[g] = pen.getCharString()
        fb.setupCFF("FuzzSeed-Regular", {"FullName": "Fuzz Seed"}, charstrings, {})
    else:
        glyphs = {}
        for g in GLYPHS:
            pen = TTGlyphPen(None)
            if g != "space":
                triangle(pen, ADVANCES[g])
            glyphs[g] = pen.glyph()
        fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({g: (ADVANCES[g], 50) for g in GLYPHS})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Fuzz Seed", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200, sCapHeight=700, sxHeight=500,
                usWeightClass=400)
    fb.setupPost()
    if kern:
        fb.addOpenTypeFeatures("feature kern { pos A V -80; pos V A -70; } kern;")
        table = newTable("kern")
        table.version = 0
        subtable = KernTable_format_0()
        subtable.version, subtable.coverage, subtable.format = 0, 1, 0
        subtable.kernTable = {("A", "V"): -80, ("W", "A"): -60}
        table.kernTables = [subtable]
        fb.font["kern"] = table
    fb.save(path)


if __name__ == "__main__":
    build("Fuzz/Corpus/font/seed-truetype.ttf")
    build("Fuzz/Corpus/font/seed-cff.otf", cff=True)
    build("Fuzz/Corpus/font/seed-truetype-kern.ttf", kern=True)
