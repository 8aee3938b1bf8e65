import ConsoleLog
import Rendering
import Testing
@testable import LogExplanation

/// Logs written by hand, each with the minimal conflict, the numbers of the explanation and the
/// first fix worked out by hand from what the constraints say.
struct ExplainCase: CustomTestStringConvertible, Sendable {
    var name: String
    var log: String
    /// Addresses of the minimal conflicting set; empty when the log can hold as printed.
    var conflict: Set<String>
    /// Pieces the explanation must contain.
    var says: [String]
    var weWouldBreak: String?
    var firstFix: Suggestion.Kind?
    var assumesMargins = false
    /// A piece the first fix must contain.
    var fixSays: String?
    var testDescription: String { name }
}

let explainCases: [ExplainCase] = [
    ExplainCase(name: "a label too wide for its cell (the issue's example)", log: """
        (
            "<NSLayoutConstraint:0xa1 UILabel:0x10'Title'.leading == UIView:0x20.leadingMargin + 8   (active)>",
            "<NSLayoutConstraint:0xa2 H:[UILabel:0x10'Title']-(12)-|   (active, names: '|':UIView:0x20 )>",
            "<NSLayoutConstraint:0xa3 UILabel:0x10'Title'.width == 300   (active)>",
            "<NSLayoutConstraint:0xa4 'UIView-Encapsulated-Layout-Width' UIView:0x20.width == 320   (active)>",
            "<NSLayoutConstraint:0xa5 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x30'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x20 )>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xa3 UILabel:0x10'Title'.width == 300   (active)>
        """,
        // 320 - 16 - 8 - 12 leaves 284 for the label.
        conflict: ["0xa1", "0xa2", "0xa3", "0xa4", "0xa5"],
        says: ["fix UILabel 'Title'.width at", "= 284", "asks for 300"], weWouldBreak: "0xa3", firstFix: .makeInequality),
    ExplainCase(name: "a cell's content taller than its encapsulated height", log: """
        (
            "<NSLayoutConstraint:0xb1 V:|-(10)-[UIImageView:0x11]   (active, names: '|':UITableViewCellContentView:0x21 )>",
            "<NSLayoutConstraint:0xb2 UIImageView:0x11.height == 30   (active)>",
            "<NSLayoutConstraint:0xb3 V:[UIImageView:0x11]-(10)-|   (active, names: '|':UITableViewCellContentView:0x21 )>",
            "<NSLayoutConstraint:0xb4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x21.height == 44   (active)>"
        )
        """,
        // 10 + 30 + 10 = 50, not 44: the bottom edge is 6 points off.
        conflict: ["0xb1", "0xb2", "0xb3", "0xb4"], says: ["44 (line 5) - 10 (line 2) - 30 (line 3) = 4", "asks for 10"],
        weWouldBreak: "0xb3", firstFix: .lowerPriority),
    ExplainCase(name: "an autoresizing mask against the app's constraints", log: """
        (
            "<NSAutoresizingMaskLayoutConstraint:0xc1 h=--& v=--& UIView:0x12.width == 320   (active)>",
            "<NSLayoutConstraint:0xc2 H:|-(20)-[UIButton:0x13'Go']   (active, names: '|':UIView:0x12 )>",
            "<NSLayoutConstraint:0xc3 UIButton:0x13'Go'.width == 300   (active)>",
            "<NSLayoutConstraint:0xc4 H:[UIButton:0x13'Go']-(20)-|   (active, names: '|':UIView:0x12 )>"
        )
        """,
        // 20 + 300 + 20 = 340 in 320.
        conflict: ["0xc1", "0xc2", "0xc3", "0xc4"], says: ["320 (line 2) - 20 (line 3) - 300 (line 4) = 0", "asks for 20"], weWouldBreak: "0xc4",
        firstFix: .stopTranslatingAutoresizingMask),
    ExplainCase(name: "two heights for one view", log: """
        (
            "<NSLayoutConstraint:0xd1 V:[UIView:0x14(200)]>",
            "<NSLayoutConstraint:0xd2 V:[UIView:0x14(84)]>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xd1 V:[UIView:0x14(200)]>
        """,
        conflict: ["0xd1", "0xd2"], says: ["fix UIView:0x14.height at 84 (line 3) = 84", "asks for 200"], weWouldBreak: "0xd2",
        firstFix: .removeDuplicate),
    ExplainCase(name: "insets in a zero-width container", log: """
        (
            "<NSLayoutConstraint:0xe1 H:|-(4)-[UIStackView:0x15]   (active, names: '|':Shop.NavigationBar:0x16 )>",
            "<NSLayoutConstraint:0xe2 UIStackView:0x15.trailing == Shop.NavigationBar:0x16.trailing - 10   (active)>",
            "<NSLayoutConstraint:0xe3 'UIView-Encapsulated-Layout-Width' Shop.NavigationBar:0x16.width == 0   (active)>"
        )
        """,
        // 0 - 4 - 10 = -14: only a negative width fits.
        conflict: ["0xe1", "0xe2", "0xe3"], says: ["UIStackView:0x15.width 0 (line 4) - 4 (line 2) - 10 (line 3) = -14", "cannot be negative"],
        weWouldBreak: "0xe2", firstFix: .lowerPriority),
    ExplainCase(name: "margins the log does not print (iOS 8)", log: """
        (
            "<NSLayoutConstraint:0xf1 UILabel:0x17'Name'.leading == UITableViewCellContentView:0x18.leadingMargin>",
            "<NSLayoutConstraint:0xf2 UITableViewCellContentView:0x18.trailingMargin == UILabel:0x17'Name'.trailing>",
            "<NSLayoutConstraint:0xf3 H:[UILabel:0x17'Name'(310)]>",
            "<NSLayoutConstraint:0xf4 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView:0x18(320)]>"
        )
        """,
        // With 8-point margins 304 is left, not 310; with free margins they could hold.
        conflict: ["0xf1", "0xf2", "0xf3", "0xf4"], says: ["default 8-point margins", "asks for 310"], weWouldBreak: "0xf3",
        firstFix: .makeInequality, assumesMargins: true),
    ExplainCase(name: "a negative width alone", log: """
        (
            "<NSLayoutConstraint:0x141 UIView:0x40.width == - 16   (active)>"
        )
        """, conflict: ["0x141"], says: ["It sets UIView:0x40.width to -16, but a width cannot be negative."],
        weWouldBreak: "0x141", firstFix: .lowerPriority),
    ExplainCase(name: "an autoresizing mask printed as a visual format", log: """
        (
            "<NSAutoresizingMaskLayoutConstraint:0x151 h=-&- v=-&- H:[UIView:0x41]-(0.5)-|   (active, names: '|':Shop.ProductCell:0x42 )>",
            "<NSLayoutConstraint:0x152 'UIIBSystemGenerated' H:[UIView:0x41]-(0)-|   (active, names: '|':Shop.ProductCell:0x42 )>"
        )
        """, conflict: ["0x151", "0x152"], says: ["at 0.5 (line 2) = 0.5", "asks for 0"], weWouldBreak: "0x152",
        firstFix: .stopTranslatingAutoresizingMask, fixSays: "on UIView:0x41:"),
    ExplainCase(name: "insets that conflict without the fixed size beside them", log: """
        (
            "<NSLayoutConstraint:0x161 UIStackView:0x43.height == 24   (active)>",
            "<NSLayoutConstraint:0x162 V:|-(21)-[UIStackView:0x43]   (active, names: '|':Shop.Header:0x44 )>",
            "<NSLayoutConstraint:0x163 V:[UIStackView:0x43]-(9)-|   (active, names: '|':Shop.Header:0x44 )>",
            "<NSLayoutConstraint:0x164 'UIView-Encapsulated-Layout-Height' Shop.Header:0x44.height == 0   (active)>"
        )
        """,
        // 0 - 21 - 9 leaves the stack -30 points: the 24 beside it is not needed to conflict.
        conflict: ["0x162", "0x163", "0x164"], says: ["UIStackView:0x43.height 0 (line 5) - 21 (line 3) - 9 (line 4) = -30"],
        weWouldBreak: "0x163", firstFix: .lowerPriority, fixSays: "priority 999"),
    ExplainCase(name: "a zero height and the margins a constraint brings in", log: """
        (
            "<NSAutoresizingMaskLayoutConstraint:0x171 Shop.Choice:0x45.height == 0>",
            "<NSLayoutConstraint:0x172 UIStackView:0x46.top == Shop.Choice:0x45.top>",
            "<NSLayoutConstraint:0x173 UIStackView:0x46.bottomMargin == Shop.Choice:0x45.bottomMargin>"
        )
        """,
        // Shop.Choice's margins guide would be 0 - 8 - 8 = -16 high.
        conflict: ["0x171", "0x173"], says: ["0 (line 2) - 8 (assumed top margin) - 8 (assumed bottom margin) = -16"],
        weWouldBreak: "0x171", firstFix: .stopTranslatingAutoresizingMask, assumesMargins: true),
    ExplainCase(name: "a safe area the log ties to its view", log: """
        (
            "<NSLayoutConstraint:0x181 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0x50'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x51 )>",
            "<NSLayoutConstraint:0x182 UIStackView:0x52.top == UILayoutGuide:0x50'UIViewSafeAreaLayoutGuide'.top + 8   (active)>",
            "<NSLayoutConstraint:0x183 V:|-(20)-[UIStackView:0x52]   (active, names: '|':UIView:0x51 )>"
        )
        """,
        // The stack's top is 47 + 8 = 55 below the view's, not 20; UIKit made the guide's tie.
        conflict: ["0x181", "0x182", "0x183"], says: ["47 (line 2) + 8 (line 3) = 55", "asks for 20"],
        weWouldBreak: "0x183", firstFix: .makeInequality),
    ExplainCase(name: "a pair of constraints that can hold", log: """
        (
            "<NSLayoutConstraint:0x101 UIView:0x19.width == 100   (active)>",
            "<NSLayoutConstraint:0x102 H:|-(8)-[UIView:0x19]   (active, names: '|':UIView:0x1a )>"
        )
        """, conflict: [], says: ["can all hold"]),
    ExplainCase(name: "a baseline the log does not place", log: """
        (
            "<NSLayoutConstraint:0x111 UILabel:0x1b.top == UIView:0x1c.top + 8   (active)>",
            "<NSLayoutConstraint:0x112 UILabel:0x1b.firstBaseline == UIView:0x1c.top + 20   (active)>"
        )
        """, conflict: [], says: ["can all hold", "baseline"]),
    ExplainCase(name: "a first baseline above its label's top", log: """
        (
            "<NSLayoutConstraint:0x113 UILabel:0x1b.top == UIView:0x1c.top + 8   (active)>",
            "<NSLayoutConstraint:0x114 UILabel:0x1b.firstBaseline == UIView:0x1c.top + 4   (active)>"
        )
        """,
        // The baseline would sit 4 - 8 = -4 points below the label's top.
        conflict: ["0x113", "0x114"], says: ["UILabel:0x1b's first baseline 4 (line 3) - 8 (line 2) = -4 points below its top"],
        weWouldBreak: "0x114", firstFix: .makeInequality),
    ExplainCase(name: "the conflict holding the constraint UIKit broke, among two", log: """
        (
            "<NSLayoutConstraint:0x121 UIView:0x1d.width == 10   (active)>",
            "<NSLayoutConstraint:0x122 UIView:0x1d.width == 20   (active)>",
            "<NSLayoutConstraint:0x123 UIView:0x1e.height == 30   (active)>",
            "<NSLayoutConstraint:0x124 UIView:0x1e.height >= 40   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x124 UIView:0x1e.height >= 40   (active)>
        """, conflict: ["0x123", "0x124"], says: ["fix UIView:0x1e.height at 30 (line 4) = 30", "asks for >= 40"], weWouldBreak: "0x124",
        firstFix: .removeDuplicate),
    ExplainCase(name: "an unreadable line does not stop the rest", log: """
        (
            "<NSLayoutConstraint:0x131 UIView:0x1f.height == 10   (active)>",
            "<NSLayoutConstraint:0x132 UIView:0x1f.height = 12   (active)>",
            "<NSLayoutConstraint:0x133 UIView:0x1f.height >= 11   (active)>"
        )
        """, conflict: ["0x131", "0x133"], says: ["asks for >= 11"], weWouldBreak: "0x133", firstFix: .removeDuplicate),
]

@Suite struct ExplanationTests {
    static func explain(_ log: String) throws -> LogExplanation {
        let block = try #require(ConsoleLog(parsing: log).blocks.first)
        return LogExplanation(block: block)
    }

    @Test(arguments: explainCases)
    func findsTheMinimalConflict(_ c: ExplainCase) throws {
        let e = try Self.explain(c.log)
        #expect(Set(e.conflict.map { e.constraint($0).address }) == c.conflict)
        #expect(e.isUnsatisfiable == !c.conflict.isEmpty)
        for piece in c.says { #expect(e.explanation.contains(piece), "\(e.explanation)") }
        #expect(e.weWouldBreak.map { e.constraint($0).address } == c.weWouldBreak)
        #expect(e.suggestions.first?.kind == c.firstFix, "\(e.suggestions.map(\.text))")
        #expect(e.assumedDefaultMargins == c.assumesMargins)
        if let fix = c.fixSays { #expect(e.suggestions.first?.text.contains(fix) == true, "\(e.suggestions.map(\.text))") }
    }

    @Test func namesWhatUIKitBroke() throws {
        let e = try Self.explain(explainCases[0].log)
        #expect(e.uikitBroke.map { e.constraint($0).address } == "0xa3")
        #expect(try Self.explain(explainCases[1].log).uikitBroke == nil)
    }

    @Test func drawsTheConflictWithTheBrokenConstraintInRed() throws {
        let e = try Self.explain(explainCases[0].log)
        let scene = e.scene(title: "Log 1")
        try scene.validate()
        #expect(Set(scene.items.map(\.name)) == ["UIView:0x20", "UILabel 'Title'", "UILayoutGuide 'UIViewLayoutMarginsGuide'"])
        #expect(scene.items.first { $0.name == "UILayoutGuide 'UIViewLayoutMarginsGuide'" }?.kind == .layoutGuide)
        #expect(scene.constraints.count == 5)
        #expect(scene.constraints.filter(\.isBroken).map(\.name) == ["line 4 (UILabel 'Title'.width == 300)"])
        // The label lies inside its superview, as the picture's defaults put it.
        let label = try #require(scene.items.first { $0.name == "UILabel 'Title'" }?.frame)
        let superview = try #require(scene.items.first { $0.name == "UIView:0x20" }?.frame)
        #expect(label.minX >= superview.minX && label.maxY <= superview.maxY)
    }

    /// The broken constraint is left out of the picture's layout and drawn across the gap the
    /// others leave it: the cell's bottom edge 44 and the image's 10 + 30 = 40 are 4 apart.
    @Test func drawsTheBrokenConstraintAcrossTheGap() throws {
        let e = try Self.explain(explainCases[1].log)
        let scene = e.scene()
        let broken = try #require(scene.constraints.first { $0.isBroken })
        #expect(broken.name.hasPrefix("line 4 (UITableViewCellContentView:0x21.bottom == UIImageView:0x11.bottom + 10)"))
        #expect(abs(abs(broken.to.y - broken.from.y) - 4) < 1e-6)
        #expect(broken.label == "10")
    }

    /// Each suggestion, applied, lets the conflict hold: the kinds that take a member out by
    /// construction, and the inequalities checked by rebuilding with them.
    @Test(arguments: explainCases.filter { !$0.conflict.isEmpty })
    func suggestionsResolveTheConflict(_ c: ExplainCase) throws {
        let e = try Self.explain(c.log)
        #expect(!e.suggestions.isEmpty)
        // The list alone: the recover line would bring the broken constraint back.
        let list = String(c.log.prefix { $0 != ")" }) + ")"
        for s in e.suggestions {
            #expect(e.conflict.contains(s.constraint))
            let fixed: String
            let line = e.constraint(s.constraint).description
            switch s.kind {
            case .makeInequality:
                let symbol = s.text.contains("(<=") ? "<=" : ">="
                let changed = line.replacingFirst(" == ", " \(symbol) ")
                    .replacingFirst("-(", "-(\(symbol)").replacingFirst("(\(symbol)\(symbol)", "(\(symbol)")
                fixed = list.replacingFirst(line, changed)
            case .lowerPriority, .removeDuplicate, .stopTranslatingAutoresizingMask:
                fixed = list.replacingFirst("\"\(line)\"", "\"\"")
            }
            let after = try Self.explain(fixed)
            #expect(!after.isUnsatisfiable || Set(after.conflict.map { after.constraint($0).address }) != c.conflict,
                    "\(s.text) leaves \(after.explanation)")
        }
    }
}

extension String {
    func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
