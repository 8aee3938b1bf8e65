import Foundation
import TestSupport
import Testing
@testable import TextLayout

/// Dynamic Type against the HIG table as the shared reference states it (apple-core.md §9.2),
/// read from the reference file itself, so the test does not repeat our own transcription.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// The reference note kept outside the repository (`SharedData`); the test reading it is
    /// skipped without it.
    static let referencePath: String = SharedData.reference("apple-core.md") ?? "apple-core.md"

    static let rowNames: [String: TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
        "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption 1": .caption1,
        "Caption 2": .caption2,
    ]

    /// The §9.2 rows: style → 12 (size, leading) pairs.
    static func referenceTable() throws -> [TextStyle: [(Double, Double)]] {
        guard let text = try? String(contentsOfFile: referencePath, encoding: .utf8) else {
            throw Fixtures.ScriptFailure(description: "cannot read \(referencePath)")
        }
        var table: [TextStyle: [(Double, Double)]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 13, let style = rowNames[cells[0]] else { continue }
            table[style] = cells.dropFirst().map { cell in
                let numbers = cell.replacingOccurrences(of: "*", with: "").split(separator: "/").compactMap { Double($0) }
                return (numbers.first ?? -1, numbers.last ?? -1)
            }
        }
        return table
    }

    @Test("point sizes and leading for every style and category", .needsReference("apple-core.md"))
    func sizes() throws {
        let table = try Self.referenceTable()
        #expect(table.count == TextStyle.allCases.count)
        for style in TextStyle.allCases {
            let row = try #require(table[style])
            for (category, expected) in zip(ContentSizeCategory.allCases, row) {
                #expect(DynamicType.pointSize(for: style, category: category) == expected.0, "\(style) \(category)")
                #expect(DynamicType.leading(for: style, category: category) == expected.1, "\(style) \(category)")
            }
        }
    }

    @Test("headline is semibold, every other style regular")
    func weights() {
        for style in TextStyle.allCases {
            #expect(DynamicType.weight(for: style) == (style == .headline ? .semibold : .regular))
        }
        #expect(DynamicType.font(for: .headline).face.weightClass == 600)
    }

    @Test("fonts follow the category and remember their style")
    func fonts() {
        let body = DynamicType.font(for: .body)
        #expect(body.pointSize == 17 && body.textStyle == .body && body.weight == .regular)
        let large = DynamicType.font(body, adjustedTo: .accessibilityExtraExtraExtraLarge)
        #expect(large.pointSize == 53 && large.textStyle == .body)
        #expect(close(large.lineHeight, 53 * 2444 / 2048))
        let custom = FontRegistry().systemFont(ofSize: 17)
        #expect(DynamicType.font(custom, adjustedTo: .extraSmall) == custom)
        #expect(DynamicType.scaledSize(20, for: .body, category: .extraExtraExtraLarge) == 20.0 * 23 / 17)
    }

    @Test("categories are ordered, with five accessibility sizes")
    func categories() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.large < .extraLarge)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }
}
