import Testing
@testable import TextLayout

/// `NSParagraphStyle`'s line metrics applied to laid-out lines, worked out by hand: two lines
/// 20 high with their baselines 16 below their tops.
struct ParagraphLineMetricsTests {
    static let twoLines: TextLayoutResult = {
        let lines = [0.0, 20.0].map { top in
            TextLayoutResult.Line(text: "line", width: 40, characterRange: 0..<4, top: top, height: 20,
                                  baseline: top + 16, isTruncated: false)
        }
        return TextLayoutResult(lines: lines, width: 40, height: 40, isTruncated: false, firstBaseline: 16, lastBaseline: 36)
    }()

    @Test("a line height multiple and line spacing: extra height above each baseline, spacing between lines")
    func multipleAndSpacing() {
        let result = Self.twoLines.applying(ParagraphLineMetrics(lineSpacing: 4, lineHeightMultiple: 1.5))
        // 20 × 1.5 = 30 per line, 4 between: 30 + 4 + 30.
        #expect(result.height == 64)
        #expect(result.lines.map(\.top) == [0, 34])
        // The extra 10 goes above the glyphs: 0 + 10 + 16 and 34 + 10 + 16.
        #expect(result.firstBaseline == 26 && result.lastBaseline == 60)
        #expect(result.width == 40)
    }

    @Test("minimum and maximum line heights bound the multiplied height")
    func bounds() {
        #expect(Self.twoLines.applying(ParagraphLineMetrics(lineHeightMultiple: 1.5, minimumLineHeight: 32)).height == 64)
        let capped = Self.twoLines.applying(ParagraphLineMetrics(lineHeightMultiple: 1.5, maximumLineHeight: 25))
        #expect(capped.height == 50)
        #expect(capped.firstBaseline == 21)
    }

    @Test("default, negative and non-finite metrics leave the lines as they are")
    func defaults() {
        let odd = ParagraphLineMetrics(lineSpacing: -3, lineHeightMultiple: .nan, minimumLineHeight: .infinity)
        #expect(odd.isDefault)
        #expect(Self.twoLines.applying(odd) == Self.twoLines)
    }
}
