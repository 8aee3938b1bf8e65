import Testing
import VisualFormat
import SeededRandom
@Suite("Robustness on arbitrary input")
struct FuzzTests {
    /// Pieces of VFL and near-VFL: every character the grammar uses, plus names, numbers, spellings
    /// `strtod` accepts, whitespace and non-ASCII text.
    static let alphabet: [String] = [
        "H", "V", ":", "H:", "V:", "|", "-", "[", "]", "(", ")", "<", ">", "=", "==", ">=", "<=", "@", ",",
        "0", "1", "8", "20", "-10", "1000", "1001", ".", "e", "x", "0x1p3", "inf", "nan", "+",
        "a", "b", "view", "m", "p", "_", "zz", " ", "\t", "é", "–", "\u{0}",
    ]

    /// Well-formed fragments, drawn half of the time so that many random strings are valid too.
    static let fragments: [String] = [
        "|", "-", "[a]", "[b]", "[view]", "-8-", "-(>=8)-", "-m-", "-(-4)-", "[a(==b)]", "[b(>=m@p)]", "V:", "H:",
        "[a(", "[b(", "-(", ")]", ")-", "@0", "@1e4", "-inf", "-x",
    ]

    static let optionMasks: [VisualFormat.Options] = [
        [], .alignAllTop, .alignAllLeading, [.alignAllCenterX, .alignAllCenterY], .directionRightToLeft,
        .directionLeftToRight, .directionMask, .spacingBaselineToBaseline, .alignmentMask,
        VisualFormat.Options(rawValue: .max),
    ]

    /// Checks what holds for any outcome: a result is well formed, an error points inside the string.
    /// Returns the name of the error's kind, or `nil` when the string parsed.
    @discardableResult
    static func checkOutcome(
        of format: String, options: VisualFormat.Options, viewNames: Set<String>, metrics: [String: Double]
    ) -> String? {
        do {
            let parsed = try VisualFormat.parse(
                format, options: options, metrics: metrics, viewNames: viewNames, viewsWithoutSuperview: ["b"])
            #expect(!parsed.views.isEmpty)
            #expect(parsed.connections.count == parsed.views.count - 1)
            for constraint in parsed.constraints + parsed.constraints(superviewSpacing: .superviewEdges) {
                #expect(constraint.priority > 0 && constraint.priority <= 1000)
                #expect(constraint.constant.value().isFinite)
                #expect(constraint.multiplier == 1)
                for case .view(let name)? in [constraint.firstItem, constraint.secondItem] {
                    #expect(viewNames.contains(name))
                }
            }
            return nil
        } catch {
            if let column = error.column {
                #expect(column >= 0 && column <= format.utf8.count)
                #expect(error.description.hasSuffix(" \n" + String(repeating: " ", count: column) + "^"))
            }
            #expect(error.uikitMessage.hasPrefix("Unable to parse constraint format: "))
            #expect(error.uikitMessage.contains(error.reason))
            return String("\(error.kind)".prefix { $0.isLetter })
        }
    }

    /// 20,000 seeded random strings: each parses or throws a `VisualFormatError`; none crashes or hangs.
    ///
    /// Typed throws already guarantee the error type; the test shows that no input traps (a crash
    /// would end the run) or loops (the time limit), and that every outcome is well formed.
    @Test("Random strings from the VFL alphabet never crash or hang", .timeLimit(.minutes(1)))
    func randomStrings() {
        var generator = SplitMix64(state: 0x5EED_F00D)
        let viewNames: Set = ["a", "b", "view"]
        let metrics = ["m": 8.0, "p": 750]
        var successes = 0
        var errorKinds = Set<String>()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            var format = ""
            for _ in 0..<length {
                let pieces = Bool.random(using: &generator) ? Self.fragments : Self.alphabet
                format += pieces.randomElement(using: &generator) ?? ""
            }
            let options = Self.optionMasks.randomElement(using: &generator) ?? []
            if let kind = Self.checkOutcome(of: format, options: options, viewNames: viewNames, metrics: metrics) {
                errorKinds.insert(kind)
            } else {
                successes += 1
            }
        }
        // The alphabet is rich enough to reach both outcomes often.
        // The search is wide: it reaches valid strings and every one of the 30 kinds of error.
        #expect(successes > 100)
        #expect(errorKinds.count == 30, "reached: \(errorKinds.sorted())")
    }

    /// Builds a random valid format string and counts, independently, the constraints it must give.
    static func randomValidFormat(
        using generator: inout SplitMix64
    ) -> (format: String, options: VisualFormat.Options, expectedCount: Int, views: [String]) {
        let vertical = Bool.random(using: &generator)
        var format = vertical ? "V:" : (Bool.random(using: &generator) ? "H:" : "")
        var count = 0
        // A connection and the number of constraints it makes (a flush or standard one makes one).
        func connection() -> (String, Int) {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return ("", 1)
            case 1: return ("-", 1)
            case 2: return ("-\(Int.random(in: 0...40, using: &generator))-", 1)
            case 3: return ("-m-", 1)
            case 4: return ("-(-\(Int.random(in: 1...9, using: &generator)))-", 1)
            default:
                let n = Int.random(in: 1...3, using: &generator)
                let list = (0..<n).map { _ in [">=4", "<=40@750", "==m@p", "12"].randomElement(using: &generator) ?? "1" }
                return ("-(" + list.joined(separator: ",") + ")-", n)
            }
        }
        let viewCount = Int.random(in: 1...5, using: &generator)
        let names = (0..<viewCount).map { "v\($0)" }
        if Bool.random(using: &generator) {
            let (text, n) = connection()
            format += "|" + text
            count += n
        }
        for (index, name) in names.enumerated() {
            if index > 0 {
                let (text, n) = connection()
                format += text
                count += n
            }
            let predicates = Int.random(in: 0...2, using: &generator)
            if predicates == 0 {
                format += "[\(name)]"
            } else {
                let list = (0..<predicates).map { _ in
                    [">=10", "<=300@250", "==v0", "m", "44@p"].randomElement(using: &generator) ?? "1"
                }
                format += "[\(name)(" + list.joined(separator: ",") + ")]"
                count += predicates
            }
        }
        if Bool.random(using: &generator) {
            let (text, n) = connection()
            format += text + "|"
            count += n
        }
        var options: VisualFormat.Options = []
        if Bool.random(using: &generator) {
            options = vertical ? [.alignAllLeading, .alignAllCenterX] : [.alignAllTop, .alignAllLastBaseline]
            count += 2 * (viewCount - 1)
        }
        return (format, options, count, names)
    }

    /// Seeded random valid strings parse, and give the number of constraints counted while building.
    @Test("Random valid strings give the constraints they describe", .timeLimit(.minutes(1)))
    func randomValidStrings() throws {
        var generator = SplitMix64(state: 42)
        for _ in 0..<3_000 {
            let (format, options, expectedCount, views) = Self.randomValidFormat(using: &generator)
            let parsed = try VisualFormat.parse(
                format, options: options, metrics: ["m": 8, "p": 500], viewNames: Set(views))
            #expect(parsed.constraints.count == expectedCount, "\(format)")
            #expect(parsed.views.map(\.name) == views, "\(format)")
        }
    }

    /// Each valid string, damaged at one random place, still parses or fails cleanly.
    @Test("Damaged valid strings never crash", .timeLimit(.minutes(1)))
    func damagedValidStrings() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<5_000 {
            let (format, options, _, views) = Self.randomValidFormat(using: &generator)
            var characters = Array(format)
            let position = Int.random(in: 0...characters.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where position < characters.count:
                characters.remove(at: position)
            case 1:
                characters.insert(contentsOf: Array(Self.alphabet.randomElement(using: &generator) ?? "-"), at: position)
            default:
                characters = Array(characters.prefix(position))
            }
            Self.checkOutcome(
                of: String(characters), options: options, viewNames: Set(views), metrics: ["m": 8, "p": 500])
        }
    }
}
