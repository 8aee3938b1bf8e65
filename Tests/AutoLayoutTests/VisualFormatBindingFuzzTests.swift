import Testing
import VisualFormat
@testable import AutoLayout
import SeededRandom
@Suite("VisualFormat binding on arbitrary input")
struct VisualFormatBindingFuzzTests {
    /// Fragments of VFL, valid and broken, over views in the hierarchy (`a`, `b`), a guide (`g`),
    /// a view without a superview (`c`), metrics (`m`, `p`) and names that are neither.
    static let fragments: [String] = [
        "H:", "V:", "|", "-", "[a]", "[b]", "[g]", "[c]", "[x]", "-8-", "-(>=m)-", "-(-4@p)-", "-m-",
        "[a(==b)]", "[b(>=m@p)]", "[a(<=g)]", "[g(20)]", "[a(1e999)]", "-(", ")-", "[", "]", "@", "=", ",",
        "0", "1001", "-inf", "é",
    ]

    static let options: [VisualFormat.Options] = [
        [], .alignAllTop, .alignAllLeading, .alignAllLastBaseline, .alignAllFirstBaseline,
        [.alignAllCenterX, .alignAllCenterY], .directionLeftToRight, .directionRightToLeft,
        .spacingBaselineToBaseline, [.spacingBaselineToBaseline, .alignAllLeading],
    ]

    @Test("Random strings bind, activate and lay out, or throw; never crash", .timeLimit(.minutes(1)))
    func randomStrings() throws {
        var random = SplitMix64(state: 0x5EED_0006)
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let a = try addView("a", to: root), b = try addView("b", to: root)
        let g = LayoutGuide(name: "g")
        try root.addLayoutGuide(g)
        let c = View(name: "c")
        let views: [String: LayoutItem] = ["a": a, "b": b, "g": g, "c": c]
        var laidOut = 0, formatErrors = 0, modelErrors = 0
        for _ in 0..<3_000 {
            var format = ""
            for _ in 0..<Int.random(in: 1...7, using: &random) {
                format += Self.fragments.randomElement(using: &random) ?? ""
            }
            let option = Self.options.randomElement(using: &random) ?? []
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: option, metrics: ["m": 8, "p": 750], views: views)
                try LayoutConstraint.activate(constraints)
                screen.layoutIfNeeded()
                for item in [a, b] {
                    #expect(item.frame.minX.isFinite && item.frame.width.isFinite, "\(format)")
                }
                LayoutConstraint.deactivate(constraints)
                laidOut += 1
            } catch let error as VisualFormatError {
                #expect(error.column.map { $0 >= 0 && $0 <= format.utf8.count } ?? true, "\(format)")
                formatErrors += 1
            } catch {
                #expect(error is AutoLayoutError, "\(format): \(error)")
                modelErrors += 1
            }
        }
        // The run reaches every outcome: layouts, string errors and the model's refusals.
        #expect(laidOut > 100 && formatErrors > 100 && modelErrors > 0,
                "laid out \(laidOut), format errors \(formatErrors), model errors \(modelErrors)")
    }
}
