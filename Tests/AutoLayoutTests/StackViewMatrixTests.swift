import Testing
@testable import AutoLayout

/// Every distribution × alignment pair on both axes, with `ThreeViews` (A 40×20 text, B 60×50
/// plain, C 80×30 text) at spacing 10, in a stack whose leading edge is at x 20 and top at
/// y 100.
///
/// Distribution decides the positions along the axis and alignment those across it; UIKit
/// keeps them in two separate arrangements whose constraints share no attribute, so each
/// expected frame is the along-axis span of its distribution row and the cross-axis span of
/// its alignment row, both worked out by hand below.
@Suite struct StackViewMatrixTests {
    // MARK: Along the axis

    /// A row 320 wide: the views' natural widths are 40 + 60 + 80 = 180, plus two gaps of 10.
    /// - fill: the 120 left over goes to B, which hugs at 250 against A's and C's 251:
    ///   A 20…60, B 70…250, C 260…340.
    /// - fillEqually: (320 − 20) / 3 = 100 each.
    /// - fillProportionally: D = 180 + 20 = 200, multipliers 0.2, 0.3, 0.4 of 320 at
    ///   priorities 999, 998, 997: A 64 and B 96 hold, C takes the rest, 320 − 20 − 160 = 140.
    /// - equalSpacing: natural widths, two equal gaps of (320 − 180) / 2 = 70.
    /// - equalCentering: natural widths, centers 40 (A) and 300 (C) fixed by the edges, so B's
    ///   center is at 170 and B spans 140…200 (gaps 80 and 60, both at least 10).
    static let horizontalSpans: [StackView.Distribution: [Span]] = [
        .fill: [Span(20, 40), Span(70, 180), Span(260, 80)],
        .fillEqually: [Span(20, 100), Span(130, 100), Span(240, 100)],
        .fillProportionally: [Span(20, 64), Span(94, 96), Span(200, 140)],
        .equalSpacing: [Span(20, 40), Span(130, 60), Span(260, 80)],
        .equalCentering: [Span(20, 40), Span(140, 60), Span(260, 80)],
    ]

    /// A column 240 tall: natural heights 20 + 50 + 30 = 100, plus two gaps of 10.
    /// - fill: B takes 240 − 20 − 20 − 30 = 170.
    /// - fillEqually: (240 − 20) / 3 = 73⅓ each.
    /// - fillProportionally: D = 120, multipliers 1/6, 5/12, 1/4 of 240: A 40, B 100, and C
    ///   the rest, 240 − 20 − 140 = 80.
    /// - equalSpacing: gaps of (240 − 100) / 2 = 70.
    /// - equalCentering: centers 110 (A) and 325 (C), so B's center is 217.5.
    static let verticalSpans: [StackView.Distribution: [Span]] = [
        .fill: [Span(100, 20), Span(130, 170), Span(310, 30)],
        .fillEqually: [Span(100, 220.0 / 3), Span(110 + 220.0 / 3, 220.0 / 3), Span(120 + 440.0 / 3, 220.0 / 3)],
        .fillProportionally: [Span(100, 40), Span(150, 100), Span(260, 80)],
        .equalSpacing: [Span(100, 20), Span(190, 50), Span(310, 30)],
        .equalCentering: [Span(100, 20), Span(192.5, 50), Span(310, 30)],
    ]

    // MARK: Across the axis

    /// A row's vertical spans (A 20 tall, B 50, C 30) and the stack's height.
    /// - fill: one height for all; B's compression resistance (750) beats A's and C's hugging: 50.
    /// - top: tops at 100; the spanner (fit @51) and so the stack are as tall as B.
    /// - center: the spanner's top is the stack's (100) and it fits B, so centers are at 125.
    /// - bottom: B spans the spanner, 100…150; the stack's bottom is A's.
    /// - firstBaseline: A is the reference: its first baseline (15 below its top) is C's
    ///   (12) and B's top (no baseline). The stack's top is at most A's (canvas-fit pulls it
    ///   down to it), its bottom the spanner's: A 100…120, B 115…165, C 103…133; height 65.
    /// - lastBaseline: A's last baseline (5 above its bottom) is B's bottom and C's last (4
    ///   above its bottom); the spanner's top is the stack's and reaches B's top: with the
    ///   baseline at L, B spans L−50…L, so L = 150: A 135…155, C 124…154; the stack's
    ///   bottom is at least A's, 155, so 55 tall.
    static let rowCross: [StackView.Alignment: (spans: [Span], stack: Double)] = [
        .fill: ([Span(100, 50), Span(100, 50), Span(100, 50)], 50),
        .leading: ([Span(100, 20), Span(100, 50), Span(100, 30)], 50),
        .center: ([Span(115, 20), Span(100, 50), Span(110, 30)], 50),
        .trailing: ([Span(130, 20), Span(100, 50), Span(120, 30)], 50),
        .firstBaseline: ([Span(100, 20), Span(115, 50), Span(103, 30)], 65),
        .lastBaseline: ([Span(135, 20), Span(100, 50), Span(124, 30)], 55),
    ]

    /// A column's horizontal spans (A 40 wide, B 60, C 80); the stack is 80 wide in each case.
    /// - fill: all as wide as C (its compression resistance beats the others' hugging).
    /// - leading / center / trailing: edges at 20, centers at 60, right edges at 100.
    /// The baseline alignments are covered by `verticalStackWithBaselineAlignment`.
    static let columnCross: [StackView.Alignment: [Span]] = [
        .fill: [Span(20, 80), Span(20, 80), Span(20, 80)],
        .leading: [Span(20, 40), Span(20, 60), Span(20, 80)],
        .center: [Span(40, 40), Span(30, 60), Span(20, 80)],
        .trailing: [Span(60, 40), Span(40, 60), Span(20, 80)],
    ]

    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func horizontal(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        let along = try #require(Self.horizontalSpans[distribution])
        let across = try #require(Self.rowCross[alignment])
        try check(.horizontal, distribution, alignment, length: 320, along: along, across: across.spans,
                  stack: Rect(x: 20, y: 100, width: 320, height: across.stack))
    }

    @Test(arguments: StackView.Distribution.allCases, [StackView.Alignment.fill, .leading, .center, .trailing])
    func vertical(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        let along = try #require(Self.verticalSpans[distribution])
        let across = try #require(Self.columnCross[alignment])
        try check(.vertical, distribution, alignment, length: 240, along: along, across: across,
                  stack: Rect(x: 20, y: 100, width: 80, height: 240))
    }

    /// Lays `ThreeViews` out and compares each view with its along- and cross-axis spans.
    func check(_ axis: LayoutAxis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment,
               length: Double, along: [Span], across: [Span], stack expectedStack: Rect) throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(axis, views.all, length: length, distribution: distribution, alignment: alignment)
        root.layoutIfNeeded()
        for (view, (a, c)) in zip(views.all, zip(along, across)) {
            let expected = rect(axis, along: a, across: c)
            #expect(close(view.layoutRectInRoot, expected), "\(view.displayName): \(view.layoutRectInRoot) ≠ \(expected)")
        }
        #expect(close(stack.layoutRectInRoot, expectedStack), "\(stack.layoutRectInRoot)")
        for view in views.all + [stack] { #expect(!view.hasAmbiguousLayout, "\(view.displayName)") }
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    }

    /// A column with a baseline alignment: UIKit's code makes no alignment constraints (the
    /// baselines run across a column's cross axis), only the spanner around the views. The
    /// widest view, C, spans the spanner and so the stack (80 wide at x 20); A and B may sit
    /// anywhere inside it, which the layout reports as ambiguous. Along the axis the
    /// distribution still holds.
    @Test(arguments: StackView.Distribution.allCases, [StackView.Alignment.firstBaseline, .lastBaseline])
    func verticalStackWithBaselineAlignment(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.vertical, views.all, length: 240, distribution: distribution, alignment: alignment)
        root.layoutIfNeeded()
        let along = try #require(Self.verticalSpans[distribution])
        #expect(close(views.c.layoutRectInRoot, rect(.vertical, along: along[2], across: Span(20, 80))), "\(views.c.layoutRectInRoot)")
        #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: 80, height: 240)), "\(stack.layoutRectInRoot)")
        for (view, width) in [(views.a as View, 40.0), (views.b, 60)] {
            let r = view.layoutRectInRoot
            #expect(abs(r.width - width) < 1e-6 && r.minX >= 20 - 1e-6 && r.maxX <= 100 + 1e-6, "\(view.displayName): \(r)")
            #expect(close(Rect(x: 0, y: r.minY, width: 0, height: r.height),
                          Rect(x: 0, y: along[view === views.a ? 0 : 1].origin, width: 0, height: along[view === views.a ? 0 : 1].length)))
            #expect(view.hasAmbiguousLayout, "\(view.displayName) should have no horizontal position")
        }
        #expect(!views.c.hasAmbiguousLayout)
    }
}
