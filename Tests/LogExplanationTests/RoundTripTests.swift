import AutoLayout
import ConsoleLog
import Testing
@testable import LogExplanation

/// Small conflicting screens laid out by the engine, logged in UIKit's format
/// (`LayoutIssue.description`), read back and explained: the minimal conflict found in the log
/// is the one the engine found laying the screen out, and the constraint it broke is the one
/// the log names.
@Suite struct RoundTripTests {
    /// A root view of the given size, as a container gives it (`UIView-Encapsulated-Layout-…`).
    static func root(width: Double, height: Double) -> View {
        let root = View()
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        return root
    }

    static func child(of parent: View) throws -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        try parent.addSubview(v)
        return v
    }

    struct Screen: CustomTestStringConvertible, Sendable {
        var name: String
        /// Builds the screen and returns its root.
        var build: @Sendable () throws -> View
        var testDescription: String { name }
    }

    static let screens: [Screen] = [
        Screen(name: "a label too wide between the margins") {
            let root = Self.root(width: 320, height: 100)
            let label = try Self.child(of: root)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
                root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
                label.widthAnchor.constraint(equalToConstant: 300),
            ])
            return root
        },
        Screen(name: "a cell's content taller than the cell") {
            let root = Self.root(width: 375, height: 44)
            let image = try Self.child(of: root)
            try LayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                image.heightAnchor.constraint(equalToConstant: 30),
                root.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 10),
            ])
            return root
        },
        Screen(name: "a ratio and a height against the container") {
            let root = Self.root(width: 320, height: 480)
            let a = try Self.child(of: root), b = try Self.child(of: root)
            try LayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
                root.bottomAnchor.constraint(equalTo: b.bottomAnchor),
                a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5),
                b.heightAnchor.constraint(equalToConstant: 400),
            ])
            return root
        },
        Screen(name: "three fixed widths in a row wider than the screen") {
            let root = Self.root(width: 375, height: 100)
            let views = try (0..<3).map { _ in try Self.child(of: root) }
            try LayoutConstraint.activate([
                views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 8),
                views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 8),
                root.trailingAnchor.constraint(equalTo: views[2].trailingAnchor, constant: 16),
                views[0].widthAnchor.constraint(equalToConstant: 120),
                views[1].widthAnchor.constraint(equalToConstant: 120),
                views[2].widthAnchor.constraint(equalToConstant: 120),
            ])
            return root
        },
        Screen(name: "a stack view's spacing in a narrow stack") {
            let root = Self.root(width: 200, height: 100)
            let first = View(), second = View()
            let stack = StackView(arrangedSubviews: [first, second])
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = 10
            try root.addSubview(stack)
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                first.widthAnchor.constraint(equalToConstant: 120),
                second.widthAnchor.constraint(equalToConstant: 90),
            ])
            return root
        },
        Screen(name: "a centre at a multiple of the container's") {
            let root = Self.root(width: 300, height: 100)
            let v = try Self.child(of: root)
            try LayoutConstraint.activate([
                v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                v.widthAnchor.constraint(equalToConstant: 200),
            ])
            return root
        },
    ]

    /// The address a constraint's description prints.
    static func address(_ c: LayoutConstraint) -> String {
        let text = c.description
        let start = text.index(text.startIndex, offsetBy: "<NSLayoutConstraint:".count)
        return String(text[start...].prefix { $0 != " " })
    }

    @Test(arguments: screens)
    func readsBackTheEnginesConflict(_ screen: Screen) throws {
        let root = try screen.build()
        root.layoutIfNeeded()
        let issue = try #require(root.layoutIssues.first)
        guard case let .unsatisfiable(broken, conflicting) = issue else {
            Issue.record("expected an unsatisfiable layout, got \(issue)")
            return
        }
        let log = ConsoleLog(parsing: issue.description)

        let block = try #require(log.blocks.first)
        #expect(log.blocks.count == 1)
        #expect(block.hasHeader)
        #expect(block.unreadLines.isEmpty, "\(block.unreadLines)")
        let expected = Set((conflicting + [broken]).map(Self.address))
        #expect(Set(block.constraints.map(\.address)) == expected)
        #expect(block.brokenAddress == Self.address(broken))
        let explanation = LogExplanation(block: block)
        #expect(explanation.isUnsatisfiable)
        #expect(Set(explanation.conflict.map { block.constraints[$0].address }) == expected, "\(explanation.explanation)")
        #expect(explanation.uikitBroke.map { block.constraints[$0].address } == Self.address(broken))
        #expect(!explanation.suggestions.isEmpty)
    }
}
