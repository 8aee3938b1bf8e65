import Testing
import VisualFormat
@testable import AutoLayout

/// Two recipes of the Auto Layout Cookbook written three ways (anchors, the Visual Format
/// Language, the SnapKit-style DSL) must give identical frames, and the frames worked out by hand.
///
/// The cookbook's constraints, for both recipes (First = Yellow/Blue, Second = Green/Red):
/// First.Leading = Superview.LeadingMargin; Second.Leading = First.Trailing + Standard;
/// Second.Trailing = Superview.TrailingMargin; First.Top = Second.Top = Top Layout Guide.Bottom + 20;
/// Bottom Layout Guide.Top = First.Bottom + 20 = Second.Bottom + 20. Then Two Equal-Width Views
/// adds First.Width = Second.Width, and Two Views with Complex Widths adds
/// Second.Width = 2 × First.Width @750 and First.Width >= 150.
///
/// Expected frames on the iPhone 8 (375×667, status bar 20 in portrait, none in landscape, root
/// margins 16 / 20, Simulator measurements), in the root view's space:
/// - equal widths, portrait: (375 − 32 − 8) / 2 = 167.5 each, from y 40, height 667 − 40 − 20;
/// - equal widths, landscape: (667 − 40 − 8) / 2 = 309.5 each, from y 20, height 375 − 40;
/// - complex widths, portrait: 2:1 would make First 335 / 3 < 150, so First is 150 and Second
///   335 − 150 = 185; landscape: 619 / 3 and 1238 / 3, the ratio holds.
@Suite("Three ways to write a recipe")
struct ThreeWaysRecipeTests {
    enum Way: String, CaseIterable, Sendable {
        case anchors, visualFormat, dsl
    }

    enum Recipe: Sendable {
        case twoEqualWidthViews, twoViewsWithComplexWidths
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var recipe: Recipe
        var orientation: Orientation
        var direction: LayoutDirection = .leftToRight
        var expected: [Rect]
        var testDescription: String { "\(recipe) \(orientation) \(direction)" }
    }

    static let cases: [Case] = [
        Case(recipe: .twoEqualWidthViews, orientation: .portrait,
             expected: [Rect(x: 16, y: 40, width: 167.5, height: 607), Rect(x: 191.5, y: 40, width: 167.5, height: 607)]),
        Case(recipe: .twoEqualWidthViews, orientation: .landscape,
             expected: [Rect(x: 20, y: 20, width: 309.5, height: 335), Rect(x: 337.5, y: 20, width: 309.5, height: 335)]),
        Case(recipe: .twoEqualWidthViews, orientation: .portrait, direction: .rightToLeft,
             expected: [Rect(x: 191.5, y: 40, width: 167.5, height: 607), Rect(x: 16, y: 40, width: 167.5, height: 607)]),
        Case(recipe: .twoViewsWithComplexWidths, orientation: .portrait,
             expected: [Rect(x: 16, y: 40, width: 150, height: 607), Rect(x: 174, y: 40, width: 185, height: 607)]),
        Case(recipe: .twoViewsWithComplexWidths, orientation: .landscape,
             expected: [Rect(x: 20, y: 20, width: 619.0 / 3, height: 335),
                        Rect(x: 28 + 619.0 / 3, y: 20, width: 1238.0 / 3, height: 335)]),
        Case(recipe: .twoViewsWithComplexWidths, orientation: .portrait, direction: .rightToLeft,
             expected: [Rect(x: 209, y: 40, width: 150, height: 607), Rect(x: 16, y: 40, width: 185, height: 607)]),
    ]

    @Test("Anchors, VFL and the DSL give identical frames", arguments: cases)
    func threeWays(_ c: Case) throws {
        var results: [(way: Way, frames: [Rect], rects: [Rect])] = []
        for way in Way.allCases {
            let screen = try makeScreen("iPhone 8", c.orientation, direction: c.direction)
            let (first, second) = try build(c.recipe, way, on: screen)
            screen.layoutIfNeeded()
            #expect(screen.rootView.layoutIssues.isEmpty, "\(way)")
            #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout, "\(way)")
            results.append((way, [first.frame, second.frame], [first.layoutRectInRoot, second.layoutRectInRoot]))
        }
        for result in results {
            for (rect, expected) in zip(result.rects, c.expected) {
                #expect(close(rect, expected, tolerance: 1e-9), "\(result.way): \(rect)")
            }
            #expect(result.frames == results[0].frames, "\(result.way) against anchors")
        }
    }

    /// Lays a recipe out one way; returns the leading view and the trailing view.
    func build(_ recipe: Recipe, _ way: Way, on screen: Screen) throws -> (View, View) {
        let root = screen.rootView
        let first = View(name: "First"), second = View(name: "Second")
        try root.addSubview(first)
        try root.addSubview(second)
        switch way {
        case .anchors: try buildWithAnchors(recipe, first, second, on: screen)
        case .visualFormat: try buildWithVisualFormat(recipe, first, second, on: screen)
        case .dsl: try buildWithDSL(recipe, first, second, on: screen)
        }
        return (first, second)
    }

    /// The Auto Layout Guide's recipe with layout anchors.
    func buildWithAnchors(_ recipe: Recipe, _ first: View, _ second: View, on screen: Screen) throws {
        let root = screen.rootView
        let top = screen.topLayoutGuide, bottom = screen.bottomLayoutGuide
        first.translatesAutoresizingMaskIntoConstraints = false
        second.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            first.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 20),
            second.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 20),
            bottom.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 20),
            bottom.topAnchor.constraint(equalTo: second.bottomAnchor, constant: 20),
        ])
        switch recipe {
        case .twoEqualWidthViews:
            try first.widthAnchor.constraint(equalTo: second.widthAnchor).activate()
        case .twoViewsWithComplexWidths:
            let ratio = try second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 2)
            ratio.priority = .defaultHigh
            try LayoutConstraint.activate([ratio, first.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)])
        }
    }

    /// The recipe in the visual format language, the ratio as an anchor.
    func buildWithVisualFormat(_ recipe: Recipe, _ first: View, _ second: View, on screen: Screen) throws {
        let top = screen.topLayoutGuide, bottom = screen.bottomLayoutGuide
        first.translatesAutoresizingMaskIntoConstraints = false
        second.translatesAutoresizingMaskIntoConstraints = false
        let views: [String: LayoutItem] = ["first": first, "second": second, "top": top, "bottom": bottom]
        let horizontal = switch recipe {
        case .twoEqualWidthViews: "H:|-[first]-[second(==first)]-|"
        case .twoViewsWithComplexWidths: "H:|-[first(>=150)]-[second]-|"
        }
        var constraints = try LayoutConstraint.constraints(
            withVisualFormat: horizontal, options: [.alignAllTop, .alignAllBottom], views: views)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:[top]-20-[first]-20-[bottom]", views: views)
        if recipe == .twoViewsWithComplexWidths {
            // VFL has no multipliers (the Auto Layout Guide's VFL appendix): the ratio is the
            // one line it cannot write.
            constraints.append(try second.widthAnchor == first.widthAnchor * 2 ~ .defaultHigh)
        }
        try LayoutConstraint.activate(constraints)
    }

    /// The recipe in the SnapKit-style DSL.
    func buildWithDSL(_ recipe: Recipe, _ first: View, _ second: View, on screen: Screen) throws {
        let root = screen.rootView
        let top = screen.topLayoutGuide, bottom = screen.bottomLayoutGuide
        try first.snp.makeConstraints { make in
            make.leading.equalTo(root.snp.leadingMargin)
            make.top.equalTo(top.snp.bottom).offset(20)
            make.bottom.equalTo(bottom.snp.top).offset(-20)
            if recipe == .twoViewsWithComplexWidths {
                make.width.greaterThanOrEqualTo(150)
            }
        }
        try second.snp.makeConstraints { make in
            make.leading.equalTo(first.snp.trailing).offset(8)
            make.trailing.equalTo(root.snp.trailingMargin)
            make.top.bottom.equalTo(first)
            switch recipe {
            case .twoEqualWidthViews: make.width.equalTo(first)
            case .twoViewsWithComplexWidths: make.width.equalTo(first).multipliedBy(2).priority(.defaultHigh)
            }
        }
    }
}
