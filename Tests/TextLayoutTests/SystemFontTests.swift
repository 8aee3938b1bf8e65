import Foundation
import Testing
@testable import TextLayout

/// The built-in system font against UIKit's San Francisco numbers and against Inter as fontTools reads it.
@Suite("Built-in system font")
struct SystemFontTests {
    let font = FontRegistry().systemFont(ofSize: 17)

    @Test("\"This is a test string\" at 17 pt is within 6 % of SF's 144.09 pt")
    func targetWidth() {
        // UIKit's San Francisco metrics: boundingRect width 144.09326171875 with UIKit's kerning
        // and tracking.
        let width = TextMeasurer.width(of: "This is a test string", font: font)
        #expect(abs(width - 144.09326171875) / 144.09326171875 < 0.06, "measured \(width)")
    }

    @Test("the 17 pt line height is within 3 % of SF's 20.29 pt, with SF's and with Inter's own vertical metrics")
    func targetLineHeight() {
        #expect(abs(font.lineHeight - 20.287109375) / 20.287109375 < 0.03, "measured \(font.lineHeight)")
        // SF's ratios (UIKit's San Francisco metrics): ascender 1950/2048, descender −494/2048 of
        // the size.
        #expect(close(font.ascender, 17 * 1950 / 2048))
        #expect(close(font.descender, -17 * 494 / 2048))
        #expect(close(font.capHeight, 17 * 1443 / 2048))
        #expect(font.leading == 0)
        // Inter's own (§D.2: 2728 / −680 / 0 per 2816): 20.574 pt, also within 3 %.
        let inter = SystemFont.interVerticalMetrics
        let interLine = 17 * (inter.ascender - inter.descender + inter.lineGap) / inter.unitsPerEm
        #expect(close(interLine, 17 * 3408 / 2816))
        #expect(abs(interLine - 20.287109375) / 20.287109375 < 0.03)
    }

    @Test("a one-line label's size and baselines at 17 pt")
    func singleLineLayout() {
        let result = TextMeasurer.layout("This is a test string", font: font)
        #expect(result.lines.count == 1)
        #expect(close(result.height, 17 * 2444 / 2048))
        #expect(close(result.firstBaseline, 17 * 1950 / 2048))
        #expect(result.lastBaseline == result.firstBaseline)
        #expect(!result.isTruncated)
    }

    @Test("SF tracking from the HIG table", arguments: [
        (17.0, -0.43), (12.0, 0.0), (6.0, 0.24), (40.0, 0.37), (17.5, -0.435), (4.0, 0.24), (96.0, 0.37), (28.0, 0.38),
    ])
    func tracking(size: Double, expected: Double) {
        #expect(close(SystemFont.tracking(atPointSize: size), expected))
    }

    @Test("width of \"AV\" worked out by hand from Inter's advances and kerning")
    func kernedPair() {
        // Inter Regular (fontTools): A 1904, V 1904, kern(A, V) −192, per 2816 units; tracking −0.43 pt per character at 17 pt.
        let expected = (1904.0 + 1904 - 192) * 17 / 2816 - 2 * 0.43
        #expect(close(TextMeasurer.width(of: "AV", font: font), expected))
        #expect(close(TextMeasurer.width(of: "A V", font: font), (1904.0 + 792 + 1904) * 17 / 2816 - 3 * 0.43))
    }

    /// Characters whose advances and kerning are compared with fontTools.
    static let sample = "AVTWYLPFKXoaecdygrvwxy.,:;-–—'\"‘’“”«»!?()[]{}/&@#$%€£¥0123456789 ÀÉÎÕÜàéîõüñçßŁłŒœŠšŽžĀāĞğİı…•·"

    @Test("the generated data equals Inter as fontTools reads it", arguments: [
        ("Inter-Regular.otf", 0), ("Inter-Medium.otf", 1), ("Inter-SemiBold.otf", 2), ("Inter-Bold.otf", 3),
    ])
    func generatedData(file: String, faceIndex: Int) throws {
        let face = SystemFont.faces[faceIndex]
        let expected = try Fixtures.fontToolsCharacters(Fixtures.interDirectory + file, Self.sample)
        #expect(expected.advances.count == Set(Self.sample.unicodeScalars).count)
        for (scalar, advance) in expected.advances {
            let unicodeScalar = try #require(Unicode.Scalar(scalar))
            let glyph = try #require(face.glyph(for: unicodeScalar))
            #expect(face.advance(ofGlyph: glyph) == Double(advance), "U+\(String(scalar, radix: 16)) in \(file)")
        }
        var differing: [[Int]] = []
        for pair in expected.pairs {
            guard let left = Unicode.Scalar(UInt32(pair[0])).flatMap(face.glyph(for:)),
                  let right = Unicode.Scalar(UInt32(pair[1])).flatMap(face.glyph(for:)) else { continue }
            if face.kerning(left, right) != Double(pair[2]) { differing.append(pair) }
        }
        #expect(differing.isEmpty, "\(differing.count) kerning pairs differ in \(file), e.g. \(differing.prefix(4))")
        #expect(expected.pairs.filter { $0[2] != 0 }.count > 100)
    }

    @Test("every built-in advance equals Inter's hmtx as fontTools reads it", arguments: [
        ("Inter-Regular.otf", 0), ("Inter-Medium.otf", 1), ("Inter-SemiBold.otf", 2), ("Inter-Bold.otf", 3),
    ])
    func allAdvances(file: String, faceIndex: Int) throws {
        let face = SystemFont.faces[faceIndex]
        let dump = try Fixtures.fontToolsDump(Fixtures.interDirectory + file)
        var compared = 0, differing: [UInt32] = []
        for entry in dump.cmap {
            let codePoint = UInt32(entry[0])
            // The generator leaves out control characters, private use and planes 15-16.
            guard codePoint >= 0x20, !(0x7F...0x9F).contains(codePoint), !(0xE000...0xF8FF).contains(codePoint),
                  codePoint < 0xF0000, let scalar = Unicode.Scalar(codePoint) else { continue }
            compared += 1
            guard let glyph = face.glyph(for: scalar), face.advance(ofGlyph: glyph) == Double(dump.advances[entry[1]]) else {
                differing.append(codePoint)
                continue
            }
        }
        #expect(compared > 2000)
        #expect(differing.isEmpty, "\(differing.count) of \(compared) characters differ or are missing in \(file)")
    }

    @Test("weights map to the nearest built-in face", arguments: [
        (FontWeight.ultraLight, 400), (.thin, 400), (.light, 400), (.regular, 400), (.medium, 500), (.semibold, 600),
        (.bold, 700), (.heavy, 700), (.black, 700),
    ])
    func weights(weight: FontWeight, weightClass: Int) {
        #expect(FontRegistry().systemFont(ofSize: 17, weight: weight).face.weightClass == weightClass)
    }

    @Test("measured width factors: by weight at text sizes, by optical size from 17 pt",
          arguments: [(400, 17.0, 1.0), (500, 15.0, 1.013), (600, 17.0, 1.02), (700, 13.0, 1.035),
                      (400, 17.0, 1.0), (400, 18.0, 1 - 0.025 / 3), (400, 20.0, 0.975), (400, 21.0, 0.96), (700, 22.0, 1.035 * 0.945),
                      (600, 25.0, 1.02 * 0.915), (400, 60.0, 0.90)])
    func widthFactors(weightClass: Int, size: Double, factor: Double) {
        #expect(close(SystemFont.widthScale(weightClass: weightClass, pointSize: size), factor))
    }

    @Test("bold text agrees with the widths Xcode saved for San Francisco",
          arguments: [("HIGHLIGHT", 13.0, 74.5), ("3 SELECTED EPISODES", 13.0, 150.0), ("Time to add some Podcasts!", 22.0, 288.5)])
    func boldWidths(text: String, size: Double, saved: Double) {
        // pocket-casts' labels in boldSystem, single line, hugging their text.
        let width = TextMeasurer.width(of: text, font: FontRegistry().systemFont(ofSize: size, weight: .bold))
        #expect(abs(width - saved) / saved < 0.01, "measured \(width)")
    }

    @Test("two full stops in a row are set 0.042 em apart beyond their advances, on every path",
          arguments: [13.0, 17.0])
    func periodPairs(size: Double) {
        let font = FontRegistry().systemFont(ofSize: size)
        let one = TextMeasurer.width(of: ".", font: font)
        // Two pairs in "...", none in ". .", whose space is measured on its own.
        #expect(abs(TextMeasurer.width(of: "...", font: font) - (3 * one + 2 * 0.042 * size)) < 1e-9)
        let space = TextMeasurer.width(of: " ", font: font)
        #expect(abs(TextMeasurer.width(of: ". .", font: font) - (2 * one + space)) < 1e-9)
        // The general path (a width limit, a non-ASCII character) adds the same.
        let limited = TextMeasurer.layout("Wait...", font: font, options: TextLayoutOptions(maximumWidth: 500, numberOfLines: 0))
        #expect(abs(limited.width - TextMeasurer.width(of: "Wait...", font: font)) < 1e-9)
        #expect(abs(TextMeasurer.width(of: "é...", font: font) - TextMeasurer.width(of: "é", font: font) - 3 * one - 2 * 0.042 * size) < 1e-9)
    }

    @Test("an emoji in emoji presentation is 4/3 em wide, whatever the text faces have",
          arguments: [("😀", 18.0, 24.0), ("👍", 12.0, 16.0), ("\u{2764}\u{FE0F}", 18.0, 24.0)])
    func emojiWidth(text: String, size: Double, width: Double) {
        // element's ReactionHistoryViewCell: "😀" at 18 pt saved 24 wide.
        let font = FontRegistry().systemFont(ofSize: size)
        #expect(abs(TextMeasurer.width(of: text, font: font) - width) < 1e-9)
    }

    @Test("bold is wider than regular")
    func boldWider() {
        let registry = FontRegistry()
        let regular = TextMeasurer.width(of: "Hello World", font: registry.systemFont(ofSize: 17))
        let bold = TextMeasurer.width(of: "Hello World", font: registry.systemFont(ofSize: 17, weight: .bold))
        #expect(bold > regular)
    }
}
