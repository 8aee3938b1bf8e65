import Foundation
@testable import Lint
import Testing

/// `LineColumns`: the 1-based column of each line's first character that is not a space or a
/// tab, counted by hand from the text below.
@Suite("Line columns")
struct LineColumnsTests {
    static let text = "<document>\n    <view>\n\t\t<label/>\n\n   \n  \t<rect/>\n  </view>"

    @Test("each line's first character that is not a space or a tab", arguments: [
        (1, 1),  // `<document>` at the start
        (2, 5),  // four spaces
        (3, 3),  // two tabs
        (4, 1),  // an empty line
        (5, 4),  // three spaces, then the newline
        (6, 4),  // two spaces and a tab
        (7, 3),  // the last line, without a newline after it
        (0, 1), (8, 1), (-3, 1),  // no such line
    ])
    func column(line: Int, expected: Int) {
        #expect(LineColumns(Data(Self.text.utf8)).column(of: line) == expected)
    }

    @Test("a file ending with a newline has an empty last line")
    func trailingNewline() {
        let columns = LineColumns(Data("  <a/>\n".utf8))
        #expect(columns.column(of: 1) == 3)
        #expect(columns.column(of: 2) == 1)
        #expect(columns.column(of: 3) == 1)
    }
}
