@testable import Rendering
import Testing
import TextLayout

/// Text is drawn where and as wide as TextLayout measured it, truncated text ends in "…",
/// and its ink stays inside its frame.
struct TextPixelTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let size: Double
        let weight: FontWeight
        let frame: RenderRect
        let numberOfLines: Int
        var testDescription: String { "\(text.prefix(24))… \(size) pt in \(frame.width) wide" }
    }

    static let truncations: [Case] = [
        Case(text: "The quick brown fox jumps over the lazy dog", size: 17, weight: .regular,
             frame: RenderRect(x: 20, y: 30, width: 150, height: 21), numberOfLines: 1),
        Case(text: "Wide WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", size: 24, weight: .bold,
             frame: RenderRect(x: 11.5, y: 70, width: 203.25, height: 30), numberOfLines: 1),
        Case(text: "Multiline labels truncate the last line that fits: this one has far too much text for two lines.",
             size: 15, weight: .semibold, frame: RenderRect(x: 30, y: 120, width: 180, height: 40), numberOfLines: 2),
        // numberOfLines 0, but the frame is only two lines high: the second line is truncated.
        Case(text: "A label with no line limit in a frame two lines high shows two lines and an ellipsis at the end.",
             size: 13, weight: .medium, frame: RenderRect(x: 25, y: 190, width: 200, height: 32), numberOfLines: 0),
    ]

    @Test(arguments: truncations)
    func truncatedLabelEndsInEllipsisWithInkInsideItsFrame(_ example: Case) throws {
        let font = Render.system(example.size, example.weight)
        let label = RenderItem.label("label", frame: example.frame, text: example.text, font: font,
                                     numberOfLines: example.numberOfLines)
        let scene = RenderScene(size: RenderSize(width: 240, height: 240), backgroundColor: .white, displayScale: 2, items: [label])
        let svg = try SVGRenderer().render(scene)
        #expect(xmlError(svg) == nil)
        let lines = textElements(svg).filter { $0.item == "label" }.map(\.text)
        let last = try #require(lines.last)
        #expect(last.hasSuffix("…"), "the last drawn line is '\(last)'")
        // What is drawn is the text's start, in order, up to the ellipsis.
        let shown = lines.joined(separator: " ").dropLast().split(separator: " ").joined(separator: " ")
        let source = example.text.split(separator: " ").joined(separator: " ")
        #expect(source.hasPrefix(shown) || source.hasPrefix(String(shown.dropLast())), "drawn: '\(shown)'")
        #expect(lines.count <= max(1, example.numberOfLines == 0 ? 2 : example.numberOfLines))

        let picture = try Render.picture(svg: svg, scale: 2)
        let everywhere = RenderRect(x: 0, y: 0, width: 240, height: 240)
        let ink = try #require(picture.inkBounds(in: everywhere, where: \.isMarked))
        let frame = example.frame
        #expect(ink.minX >= frame.minX && ink.maxX <= frame.maxX, "ink \(ink) within \(frame) horizontally")
        #expect(ink.minY >= frame.minY && ink.maxY <= frame.maxY, "ink \(ink) within \(frame) vertically")
        // The text fills the frame: the ellipsis ends within two ellipsis widths of the right edge.
        #expect(ink.maxX >= frame.maxX - 2 * example.size * 0.9, "ink \(ink) reaches toward the right edge of \(frame)")
    }

    struct WidthCase: CustomTestStringConvertible, Sendable {
        let text: String
        let size: Double
        let weight: FontWeight
        var testDescription: String { "\(text) \(size) pt \(weight)" }
    }

    /// rsvg-convert draws each line as wide as TextLayout measured it: the ink spans the
    /// measured advance less the first glyph's left and the last glyph's right side bearing
    /// (under 0.08 em in Inter, at least 1.5 pt for antialiasing; the tracking after the last
    /// letter is a few tenths). A different font, or letter-spacing ignored (0.4 pt a letter
    /// at these sizes), would be off by several points.
    static let widths: [WidthCase] = [
        WidthCase(text: "Hamburgefonstiv quick brown", size: 17, weight: .regular),
        WidthCase(text: "Settings and Privacy", size: 34, weight: .bold),
        WidthCase(text: "Tomorrow, 9:41 AVAILABLE", size: 13, weight: .semibold),
        WidthCase(text: "Dynamic Type body text", size: 28, weight: .medium),
    ]

    @Test(arguments: widths)
    func drawnWidthIsMeasuredWidth(_ example: WidthCase) throws {
        let font = Render.system(example.size, example.weight)
        let measured = TextMeasurer.width(of: example.text, font: font)
        let frame = RenderRect(x: 10, y: 10, width: measured + 40, height: font.lineHeight)
        let scene = RenderScene(size: RenderSize(width: frame.maxX + 10, height: frame.maxY + 10), backgroundColor: .white,
                                displayScale: 2, items: [.label("l", frame: frame, text: example.text, font: font)])
        let picture = try Render.png(scene)
        let ink = try #require(picture.inkBounds(in: frame, where: \.isDark))
        let tolerance = max(1.5, 0.08 * example.size)
        #expect(abs(ink.minX - frame.minX) <= tolerance, "ink starts at \(ink.minX), text at \(frame.minX)")
        #expect(abs(ink.maxX - (frame.minX + measured)) <= tolerance, "ink ends at \(ink.maxX), measured end \(frame.minX + measured)")
    }

    @Test(arguments: [RenderTextAlignment.left, .center, .right])
    func alignmentPlacesLinesInTheFrame(_ alignment: RenderTextAlignment) throws {
        let font = Render.system(17)
        let frame = RenderRect(x: 20, y: 20, width: 200, height: 30)
        let scene = RenderScene(size: RenderSize(width: 240, height: 70), backgroundColor: .white, displayScale: 2,
                                items: [.label("l", frame: frame, text: "Short", font: font, alignment: alignment)])
        let picture = try Render.png(scene)
        let ink = try #require(picture.inkBounds(in: frame, where: \.isDark))
        let width = TextMeasurer.width(of: "Short", font: font)
        let expectedStart = alignment == .left ? 20 : alignment == .center ? 20 + (200 - width) / 2 : 220 - width
        #expect(abs(ink.minX - expectedStart) <= 1.5, "ink starts at \(ink.minX), expected \(expectedStart)")
        // Vertically centered like UILabel: the line box (ascender to descender) is centered in the frame.
        let top = frame.midY - font.lineHeight / 2
        let capTop = top + font.ascender - font.capHeight
        #expect(abs(ink.minY - capTop) <= 1, "cap top at \(ink.minY), expected \(capTop)")
    }
}
