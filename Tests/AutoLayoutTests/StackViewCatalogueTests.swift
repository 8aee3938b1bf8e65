import Testing
@testable import AutoLayout

/// The constraints a stack makes, identifier, relation and priority, against the catalogue of
/// UIKit's UIStackView constraint dumps for representative configurations. Each expected list is
/// written from the reference tables by hand, one line per constraint, as
/// `identifier: first.attribute relation [multiplier*]second.attribute [± constant] [@priority]`
/// (required constraints print no priority). Views are named A, B, C, D as in `ThreeViews`
/// (B has no text); the stack is "Stack", its guides "Stack.<identifier>".
@Suite struct StackViewCatalogueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Row, equal centering, center alignment, spacing 10: A, B (hidden), C, D.
        Case(name: "row equalCentering center, B hidden", expected: [
            // Axis: canvas to the first and last visible views, minimum spacings between
            // visible views, B collapsed with half the spacing after A @50, one gap guide per
            // visible gap from center to center, the second as long as the first @150−1.
            "UISV-canvas-fit: Stack.width == 0 @49",
            "UISV-canvas-connection: Stack.leading == A.leading",
            "UISV-canvas-connection: Stack.trailing == D.trailing",
            "UISV-spacing: C.leading >= A.trailing + 10",
            "UISV-spacing: D.leading >= C.trailing + 10",
            "UISV-hiding: B.width == 0 @999.999",
            "UISV-spacing-hidden: B.leading == A.trailing + 5 @50",
            "UISV-distributing-edge: Stack.UISV-distributing.0.leading == A.centerX",
            "UISV-distributing-edge: Stack.UISV-distributing.0.trailing == C.centerX",
            "UISV-distributing-edge: Stack.UISV-distributing.1.leading == C.centerX",
            "UISV-distributing-edge: Stack.UISV-distributing.1.trailing == D.centerX",
            "UISV-fill-equally: Stack.UISV-distributing.1.width == Stack.UISV-distributing.0.width @149",
            // Across: centers on A (hidden B too), suppression on every view, the canvas on
            // the spanner and A's center, the spanner around the visible views, fitted @51.
            "UISV-alignment: A.centerY == B.centerY",
            "UISV-alignment: A.centerY == C.centerY",
            "UISV-alignment: A.centerY == D.centerY",
            "UISV-ambiguity-suppression: A.height == 0 @25",
            "UISV-ambiguity-suppression: B.height == 0 @25",
            "UISV-ambiguity-suppression: C.height == 0 @25",
            "UISV-ambiguity-suppression: D.height == 0 @25",
            "UISV-canvas-connection: Stack.top == Stack.UISV-alignment-spanner.top",
            "UISV-canvas-connection: Stack.bottom == Stack.UISV-alignment-spanner.bottom",
            "UISV-canvas-connection: Stack.centerY == A.centerY",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= A.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= C.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= D.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= A.bottom",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= C.bottom",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= D.bottom",
            "UISV-spanning-fit: Stack.UISV-alignment-spanner.height == 0 @51",
        ]),
        // Row, fill proportionally, first-baseline alignment, spacing 10, 320 wide: A, B, C
        // (natural 40, 60, 80; D = 200).
        Case(name: "row fillProportionally firstBaseline", expected: [
            "UISV-canvas-connection: Stack.leading == A.leading",
            "UISV-canvas-connection: Stack.trailing == C.trailing",
            "UISV-spacing: B.leading == A.trailing + 10",
            "UISV-spacing: C.leading == B.trailing + 10",
            "UISV-fill-proportionally: A.width == 0.2*Stack.width @999",
            "UISV-fill-proportionally: B.width == 0.3*Stack.width @998",
            "UISV-fill-proportionally: C.width == 0.4*Stack.width @997",
            // B has no baseline: aligned by its top. Both edges follow the spanner (§A.4:
            // stack.top == spanner.top, spanner.bottom == stack.bottom) and the stack fits its
            // height @49.
            "UISV-alignment: A.firstBaseline == B.top",
            "UISV-alignment: A.firstBaseline == C.firstBaseline",
            "UISV-ambiguity-suppression: A.height == 0 @25",
            "UISV-ambiguity-suppression: B.height == 0 @25",
            "UISV-ambiguity-suppression: C.height == 0 @25",
            "UISV-canvas-connection: Stack.top == Stack.UISV-alignment-spanner.top",
            "UISV-canvas-connection: Stack.bottom == Stack.UISV-alignment-spanner.bottom",
            "UISV-canvas-fit: Stack.height == 0 @49",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= A.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= B.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= C.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= A.bottom",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= B.bottom",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom >= C.bottom",
            "UISV-spanning-fit: Stack.UISV-alignment-spanner.height == 0 @51",
        ]),
        // Row, fill, bottom alignment: A, B: the bottom edge pins, equality @999.5 to the spanner.
        Case(name: "row fill bottom", expected: [
            "UISV-canvas-connection: Stack.leading == A.leading",
            "UISV-canvas-connection: Stack.trailing == B.trailing",
            "UISV-spacing: B.leading == A.trailing + 10",
            "UISV-alignment: A.bottom == B.bottom",
            "UISV-ambiguity-suppression: A.height == 0 @25",
            "UISV-ambiguity-suppression: B.height == 0 @25",
            "UISV-canvas-connection: Stack.top == Stack.UISV-alignment-spanner.top",
            "UISV-canvas-connection: Stack.bottom == A.bottom",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= A.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.top <= B.top",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom == A.bottom @999.5",
            "UISV-spanning-boundary: Stack.UISV-alignment-spanner.bottom == B.bottom @999.5",
            "UISV-spanning-fit: Stack.UISV-alignment-spanner.height == 0 @51",
        ]),
        // Column, fill and fill, system spacing, baseline-relative, within the margins: A, C.
        Case(name: "column baseline-relative within margins", expected: [
            "UISV-canvas-connection: Stack.UIViewLayoutMarginsGuide.top == A.top",
            "UISV-canvas-connection: Stack.UIViewLayoutMarginsGuide.bottom == C.bottom",
            "UISV-spacing: C.firstBaseline == A.lastBaseline + 8",
            "UISV-alignment: A.leading == C.leading",
            "UISV-alignment: A.trailing == C.trailing",
            "UISV-canvas-connection: Stack.UIViewLayoutMarginsGuide.leading == A.leading",
            "UISV-canvas-connection: Stack.UIViewLayoutMarginsGuide.trailing == A.trailing",
        ]),
        // Row, center alignment, a single view: no spanner, inequalities and canvas fit.
        Case(name: "row center, single view", expected: [
            "UISV-canvas-connection: Stack.leading == A.leading",
            "UISV-canvas-connection: Stack.trailing == A.trailing",
            "UISV-ambiguity-suppression: A.height == 0 @25",
            "UISV-canvas-connection: Stack.top <= A.top",
            "UISV-canvas-connection: Stack.bottom >= A.bottom",
            "UISV-canvas-connection: Stack.centerY == A.centerY",
            "UISV-canvas-fit: Stack.height == 0 @49",
        ]),
        // Row, fill and fill, every view hidden: A, B. The ordering and alignment spanners
        // fit at 0.001; hidden views go after the ordering spanner @50.
        Case(name: "row, all hidden", expected: [
            "UISV-canvas-connection: Stack.leading == Stack.UISV-ordering-spanner.leading",
            "UISV-canvas-connection: Stack.trailing == Stack.UISV-ordering-spanner.trailing",
            "UISV-spanning-fit: Stack.UISV-ordering-spanner.width == 0 @0.001",
            "UISV-spacing-hidden: A.leading == Stack.UISV-ordering-spanner.trailing @50",
            "UISV-spacing-hidden: B.leading == Stack.UISV-ordering-spanner.trailing @50",
            "UISV-hiding: A.width == 0 @999.999",
            "UISV-hiding: B.width == 0 @999.999",
            "UISV-alignment: A.top == B.top",
            "UISV-alignment: A.bottom == B.bottom",
            "UISV-canvas-connection: Stack.top == Stack.UISV-alignment-spanner.top",
            "UISV-canvas-connection: Stack.bottom == Stack.UISV-alignment-spanner.bottom",
            "UISV-spanning-fit: Stack.UISV-alignment-spanner.height == 0 @0.001",
        ]),
        // An empty stack.
        Case(name: "empty", expected: ["UISV-fix-for-app-bug-ambiguity: Stack.height == 0 @1"]),
        // Row, fill, spacing 10: a multi-line view W and A: W's width at most half the
        // stack's less half a gap, @950.
        Case(name: "row with multi-line text", expected: [
            "UISV-canvas-connection: Stack.leading == W.leading",
            "UISV-canvas-connection: Stack.trailing == A.trailing",
            "UISV-spacing: A.leading == W.trailing + 10",
            "UISV-text-width-disambiguation: W.width <= 0.5*Stack.width - 5 @950",
            "UISV-alignment: W.top == A.top",
            "UISV-alignment: W.bottom == A.bottom",
            "UISV-canvas-connection: Stack.top == W.top",
            "UISV-canvas-connection: Stack.bottom == W.bottom",
        ]),
    ]

    /// The stack of each case, built as its comment says.
    static func stack(for name: String) throws -> StackView {
        let three = ThreeViews()
        let d = sizedView("D", 30, 10)
        let w = WrappingView(name: "W")
        switch name {
        case "row equalCentering center, B hidden":
            three.b.isHidden = true
            return try makeStack(.horizontal, [three.a, three.b, three.c, d], distribution: .equalCentering, alignment: .center).stack
        case "row fillProportionally firstBaseline":
            return try makeStack(.horizontal, three.all, length: 320, distribution: .fillProportionally, alignment: .firstBaseline).stack
        case "row fill bottom":
            return try makeStack(.horizontal, [three.a, three.b], alignment: .bottom).stack
        case "column baseline-relative within margins":
            let stack = try makeStack(.vertical, [three.a, three.c], spacing: StackView.spacingUseSystem).stack
            stack.isBaselineRelativeArrangement = true
            stack.isLayoutMarginsRelativeArrangement = true
            return stack
        case "row center, single view":
            return try makeStack(.horizontal, [three.a], alignment: .center).stack
        case "row, all hidden":
            three.a.isHidden = true
            three.b.isHidden = true
            return try makeStack(.horizontal, [three.a, three.b]).stack
        case "empty":
            return try makeStack(.horizontal, []).stack
        default:
            return try makeStack(.horizontal, [w, three.a]).stack
        }
    }

    @Test(arguments: cases)
    func catalogueMatchesTheReference(_ c: Case) throws {
        let stack = try Self.stack(for: c.name)
        stack.layoutIfNeeded()
        #expect(catalogue(of: stack) == c.expected.sorted())
        for constraint in stack.arrangementConstraints.values {
            #expect(constraint.origin == .container("UIStackView"))
            #expect(constraint.isActive)
            // Tools tell the stack's constraints apart by role; the empty stack's height alone
            // is set aside when ambiguity is judged as Interface Builder judges it.
            let empty = constraint.identifier == "UISV-fix-for-app-bug-ambiguity"
            #expect(constraint.systemRole == (empty ? .emptyStackHeight : .stackArrangement))
            #expect(constraint.systemRole?.isStackView == true)
        }
    }

    /// The stack's constraints are ordinary installed constraints: the ones between its views
    /// and guides sit on the stack, the ones on one view alone on that view, as activation
    /// puts them.
    @Test func constraintsAreInstalledWhereActivationPutsThem() throws {
        let three = ThreeViews()
        three.b.isHidden = true
        let stack = try makeStack(.horizontal, three.all, alignment: .center).stack
        stack.layoutIfNeeded()
        let hiding = try #require(three.b.constraints.first { $0.identifier == "UISV-hiding" })
        #expect(hiding.container === three.b)
        let spacing = try #require(stack.constraints.first { $0.identifier == "UISV-spacing" })
        #expect(spacing.container === stack)
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        #expect(stack.layoutGuides.first?.typeName == "_UILayoutSpacer")
    }
}
