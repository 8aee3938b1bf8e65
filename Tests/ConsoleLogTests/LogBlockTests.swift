import SeededRandom
import Testing
@testable import ConsoleLog

/// Finding blocks in a console log: with and without UIKit's header and list, with timestamps,
/// several per log, and the lines that cannot be read.
@Suite struct LogBlockTests {
    static let full = """
        2024-03-02 10:14:07.512003+0100 Shop[812:44120] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
        \tTry this:\u{20}
        \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
        (
            "<NSLayoutConstraint:0x600000c77a20 'UISV-spacing' H:[UILabel:0x14bf07ee0'Price']-(2)-[UILabel:0x14bf06750'Total']   (active)>",
            "<NSLayoutConstraint:0x600000c77840 'UIView-Encapsulated-Layout-Width' UIStackView:0x14bf20800.width == 0   (active)>"
        )

        Will attempt to recover by breaking constraint\u{20}
        <NSLayoutConstraint:0x600000c77a20 'UISV-spacing' H:[UILabel:0x14bf07ee0'Price']-(2)-[UILabel:0x14bf06750'Total']   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """

    @Test func readsUIKitsWholeMessage() throws {
        let log = ConsoleLog(parsing: Self.full)
        #expect(log.blocks.count == 1)
        let block = try #require(log.blocks.first)
        #expect(block.hasHeader)
        #expect(block.firstLine == 1 && block.lastLine == 15)
        #expect(block.constraints.map(\.address) == ["0x600000c77a20", "0x600000c77840"])
        #expect(block.constraints.map(\.line) == [7, 8])
        #expect(block.brokenAddress == "0x600000c77a20")
        #expect(block.brokenConstraint?.identifier == "UISV-spacing")
        #expect(block.items.map(\.displayName) == ["UILabel 'Price'", "UILabel 'Total'", "UIStackView:0x14bf20800"])
        #expect(block.unreadLines.isEmpty)
    }

    @Test func readsSeveralBlocksAmongOtherOutput() {
        let text = "App started\n" + Self.full + "\nloading feed…\n" + Self.full.replacingAll("0x600000c77a20", "0x600000c77b00")
        let log = ConsoleLog(parsing: text)
        #expect(log.blocks.count == 2)
        #expect(log.blocks.map(\.firstLine) == [2, 18])
        #expect(log.blocks.map(\.brokenAddress) == ["0x600000c77a20", "0x600000c77b00"])
    }

    struct PasteCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var blocks: Int
        var constraints: [Int]
        var broken: String?
        var unread: [Int] = []
        var testDescription: String { name }
    }

    static let pastes: [PasteCase] = [
        PasteCase(name: "the list alone", text: """
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.width == 20   (active)>"
            )
            """, blocks: 1, constraints: [2]),
        PasteCase(name: "descriptions without quotes or list", text: """
            <NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>
            <NSLayoutConstraint:0x2 UIView:0x10.width == 20   (active)>
            """, blocks: 1, constraints: [2]),
        PasteCase(name: "the broken constraint on the recover line", text: """
            Unable to simultaneously satisfy constraints.
            (
            "<NSLayoutConstraint:0x7fb022ec6450 V:|-(0)-[UIView:0x7fb021f7a140]   (Names: '|':UITableViewCellContentView:0x7fb022ec6020 )>",
            "<NSLayoutConstraint:0x7fb0222d8e40 V:[UIView:0x7fb021f7a140(100)]>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x7fb0222d8e40 V:[UIView:0x7fb021f7a140(100)]>
            """, blocks: 1, constraints: [2], broken: "0x7fb0222d8e40"),
        PasteCase(name: "the broken constraint only", text: """
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7fb0222d8e40 V:[UIView:0x7fb021f7a140(100)]>
            """, blocks: 1, constraints: [1], broken: "0x7fb0222d8e40"),
        PasteCase(name: "descriptions joined on one line", text: """
            2013-07-17 09:56:26.789 Hello[14733:c07] <NSLayoutConstraint:0x766bfc0 H:[UIImageView:0x766aac0(>=0)]>\t2013-07-17 09:56:26.790 Hello[14733:c07] <NSContentSizeLayoutConstraint:0x7674b00 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>
            """, blocks: 1, constraints: [2]),
        PasteCase(name: "a label's text over two lines", text: """
            (
                "<NSLayoutConstraint:0x1 UILabel:0x10'First line
            second line'.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x11.width == 20   (active)>"
            )
            """, blocks: 1, constraints: [2]),
        PasteCase(name: "a repeated entry is read once", text: """
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>",
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>"
            )
            """, blocks: 1, constraints: [1]),
        PasteCase(name: "Windows line endings", text: "(\r\n\"<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>\"\r\n)\r\n",
                  blocks: 1, constraints: [1]),
        PasteCase(name: "a list with lines lost in the paste", text: """
            Unable to simultaneously satisfy constraints.
            (
                "",
                "<NSLayoutConstraint:0x61h00099cd0 UIView:0x10.width <= 0   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.widht == 20   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.width 20   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x10.width == inf   (active)>",
                something else entirely
                "<NSLayoutConstraint:0x5 UIView:0x10.width == 20   (active)>"
            )
            """, blocks: 1, constraints: [1], unread: [3, 4, 5, 6, 7, 8]),
        PasteCase(name: "a whole message pasted on one line",
                  text: #"[LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. ( "<NSLayoutConstraint:0x1 UIView:0x10.height == 80 (active)>", "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIView:0x10.height == 50 (active)>" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 UIView:0x10.height == 80 (active)>"#,
                  blocks: 1, constraints: [2], broken: "0x1"),
        PasteCase(name: "Markdown's backslashes", text: #"""
            (
                "\<NSLayoutConstraint:0x1 V:[UIInputView:0x10(246)]\>",
                "\<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' V:[\_UIInputView:0x11(216)]\>"
            )
            """#, blocks: 1, constraints: [2]),
        PasteCase(name: "a space after the class's colon", text: """
            <NSLayoutConstraint: 0x1 UIView: 0x10.right == UIWindow: 0x11.right>
            """, blocks: 1, constraints: [1]),
        PasteCase(name: "a Markdown quote, brackets lost", text: """
            > Unable to simultaneously satisfy constraints.
            > (
            >     "NSLayoutConstraint:0x1 H:[UIView:0x10(70)]",
            >     "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& H:[UIButton:0x11(50)]"
            > )
            """, blocks: 1, constraints: [2]),
        PasteCase(name: "no log at all", text: "Hello, world\n<html>not a log</html>\n", blocks: 0, constraints: []),
        PasteCase(name: "empty", text: "", blocks: 0, constraints: []),
    ]

    @Test(arguments: pastes)
    func findsBlocks(_ paste: PasteCase) {
        let log = ConsoleLog(parsing: paste.text)
        #expect(log.blocks.count == paste.blocks)
        #expect(log.blocks.map(\.constraints.count) == paste.constraints)
        #expect(log.blocks.first?.brokenAddress == paste.broken)
        #expect((log.blocks.first?.unreadLines.map(\.line) ?? []) == paste.unread)
    }

    struct UnreadCase: CustomTestStringConvertible, Sendable {
        var text: String
        var reason: String
        var testDescription: String { reason }
    }

    static let unreadable: [UnreadCase] = [
        UnreadCase(text: "<NSLayoutConstraint:0x61h00099cd0 UIView:0x10.width <= 0   (active)>",
                   reason: "'0x61h00099cd0' is not a hexadecimal address"),
        UnreadCase(text: "<NSLayoutConstraint:0x2 UIView:0x10.widht == 20   (active)>",
                   reason: "unknown attribute 'widht'; did you mean 'width'?"),
        UnreadCase(text: "<NSLayoutConstraint:0x3 UIView:0x10.width 20   (active)>",
                   reason: "expected ==, <= or >= after 'UIView:0x10.width'"),
        UnreadCase(text: "<NSLayoutConstraint:0x4 UIView:0x10.width == inf   (active)>",
                   reason: "'inf' is not a finite number"),
        UnreadCase(text: "<NSLayoutConstraint:0x5 UIView:0x10.width == 20 px   (active)>",
                   reason: "unexpected 'px' after the constraint's equation"),
        UnreadCase(text: "<NSLayoutConstraint:0x6 H:|-(8)-[UIView:0x10]-(8)-|   (active)>",
                   reason: "a printed visual format describes one constraint; this one describes 2"),
        UnreadCase(text: "<NSLayoutConstraint:0x7 UILabel:0x10'Unclosed.width == 20   (active)>",
                   reason: "the quoted text starting ''Unclosed.width == 20' has no closing quote"),
    ]

    @Test(arguments: unreadable)
    func saysWhyALineCannotBeRead(_ c: UnreadCase) throws {
        let block = try #require(ConsoleLog(parsing: "(\n\"\(c.text)\"\n)").blocks.first)
        #expect(block.constraints.isEmpty)
        #expect(block.unreadLines.map(\.reason) == [c.reason])
        #expect(block.unreadLines.first?.text == c.text)
    }

    /// Cut, shuffled and garbled pastes: reading never traps, and every constraint it reports
    /// comes from a line of the paste.
    @Test func survivesMangledPastes() {
        var random = SplitMix64(seed: 30)
        let source = Array(Self.full)
        let noise: [Character] = ["<", ">", "'", "\"", "(", ")", "[", "]", "|", "-", ":", ".", "=", " ", "\n", "0", "x", "@", "#", "*", "\\"]
        for _ in 0..<400 {
            var chars = source
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let i = Int.random(in: 0..<chars.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: chars[i] = noise.randomElement(using: &random) ?? " "
                case 1: chars.remove(at: i)
                default: chars.insert(noise.randomElement(using: &random) ?? " ", at: i)
                }
            }
            let cut = Int.random(in: 0...chars.count, using: &random)
            let text = String(chars[0..<cut])
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for block in ConsoleLog(parsing: text).blocks {
                for c in block.constraints {
                    #expect(c.line >= 1 && c.line <= lines.count)
                    #expect(c.constant.isFinite && c.multiplier.isFinite)
                }
            }
        }
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
