import Testing
@testable import AutoLayout

/// The order of a pass's content sizes: in a group of views held to equal widths, the widest
/// one's content size goes in first, so the shared width is set once.
@Suite struct ContentSizeOrderTests {
    /// A form of `rows` rows on an iPhone 8's 375-point-wide screen (`widestFirst`: with
    /// `addsWidestOfEqualWidthsFirst`): a label 16 from the leading edge, a plain
    /// field 8 after it and 16 from the trailing edge, 30 high, rows 30 apart from 20, every
    /// label as wide as the first. Label r is `40 + r` wide and 20 high: each one wider than
    /// every one before it, the order that raised the shared width once per row.
    static func form(_ rows: Int, widestFirst: Bool = true) throws -> (root: View, labels: [View], fields: [View]) {
        let screen = try makeScreen("iPhone 8")
        screen.addsWidestOfEqualWidthsFirst = widestFirst
        let root = screen.rootView
        var labels: [View] = [], fields: [View] = []
        for r in 0..<rows {
            let label = TextLikeView("L\(r)", width: 40 + Double(r), height: 20, firstBaseline: 15, lastBaselineFromBottom: 5)
            label.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(label)
            let field = try addView("F\(r)", to: root)
            var list = try [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                root.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 + 30 * Double(r)),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 30),
            ]
            if let first = labels.first { list.append(try label.widthAnchor.constraint(equalTo: first.widthAnchor)) }
            try LayoutConstraint.activate(list)
            labels.append(label)
            fields.append(field)
        }
        root.layoutIfNeeded()
        return (root, labels, fields)
    }

    /// By hand: the labels' compression resistance (750) beats their hugging (250), so all take
    /// the widest label's width, W = 40 + (rows − 1); each field then spans from 16 + W + 8 to
    /// 375 − 16, 335 − W wide. Row r is at 20 + 30·r.
    @Test(arguments: [(3, true), (40, true), (40, false)])
    func everyLabelTakesTheWidestLabelsWidth(_ rows: Int, widestFirst: Bool) throws {
        let (root, labels, fields) = try Self.form(rows, widestFirst: widestFirst)
        let w = 40 + Double(rows - 1)
        for r in [0, rows / 2, rows - 1] {
            let y = 20 + 30 * Double(r)
            #expect(close(labels[r].layoutRectInRoot, Rect(x: 16, y: y, width: w, height: 20)), "label \(r)")
            #expect(close(fields[r].layoutRectInRoot, Rect(x: 24 + w, y: y, width: 335 - w, height: 30)), "field \(r)")
        }
        #expect(root.layoutIssues.isEmpty)
    }

    /// The pivots of the first layout do not grow with the number of labels wider than every
    /// one before them: 40 rows take no more pivots per row than 10. In creation order every
    /// such label moved the shared width, a pivot that rewrote three rows per row of the form.
    @Test func theSharedWidthIsSetOnce() throws {
        let (small, _, _) = try Self.form(10)
        let (large, _, _) = try Self.form(40)
        let (inOrder, _, _) = try Self.form(40, widestFirst: false)
        let smallPivots = try #require(small.hostedEngine).solverPivotCount
        let largePivots = try #require(large.hostedEngine).solverPivotCount
        let inOrderPivots = try #require(inOrder.hostedEngine).solverPivotCount
        #expect(largePivots <= 4 * smallPivots + 4, "pivots: \(smallPivots) at 10 rows, \(largePivots) at 40")
        #expect(inOrderPivots >= largePivots + 39, "pivots at 40 rows: \(largePivots), in creation order \(inOrderPivots)")
    }

    /// Only the widest member of a group moves, to the place of the group's first member;
    /// views outside the group and the other members keep creation order.
    @Test func onlyTheWidestMemberMoves() throws {
        let (root, labels, fields) = try Self.form(4)
        let engine = try #require(root.hostedEngine)
        let batch = [labels[0], fields[0], labels[1], fields[1], labels[2], fields[2], labels[3], fields[3]]
        let order = engine.contentSizeOrder(batch).map { $0.name ?? "" }
        #expect(order == ["L3", "L0", "F0", "L1", "F1", "L2", "F2", "F3"])
        // Without the widest one pending, the widest of those pending moves.
        let (root12, labels12, fields12) = try Self.form(12)
        var pending: [View] = []
        for r in 0..<12 {
            if r < 11 { pending.append(labels12[r]) }
            pending.append(fields12[r])
        }
        let names = try #require(root12.hostedEngine).contentSizeOrder(pending).map { $0.name ?? "" }
        var expected = ["L10"]
        for r in 0..<12 {
            if r < 10 { expected.append("L\(r)") }
            expected.append("F\(r)")
        }
        #expect(names == expected)
    }
}
