import AutoLayout
import ConsoleLog
import VisualFormat

/// Why the conflict cannot hold, in numbers: one member is set against the value the others
/// give the quantity it constrains.
///
/// The others are rebuilt alone and the quantity probed each way (`RebuiltSystem.range(of:)`):
/// they fix it, or bound it, away from what the member asks. The value is then written as the
/// sum of the others' constants that make it (`contributions`), each with its line.
extension LogExplanation {
    func why() -> String {
        let lines = conflict.map { "\(constraint($0).line)" }.joined(separator: ", ")
        var text = conflict.count == 1 ? "Line \(lines) cannot hold" : "\(conflict.count) constraints (lines \(lines)) cannot hold together"
        if assumedDefaultMargins { text += " with UIKit's default 8-point margins, which the log does not print" }
        text += "."
        for rule in implicitInConflict {
            if let sentence = ruleSentence(rule) { return text + " " + sentence }
        }
        guard let target = [uikitBroke, weWouldBreak].compactMap({ $0 }).first(where: conflict.contains) ?? conflict.last else {
            return text
        }
        let probe = probeSystem(without: target, excluding: nil)
        let q = probe.quantity(ofConstraint: target)
        let range = probe.range(of: q)
        let c = constraint(target)
        let asked = "\(c.relation == .equal ? "" : Self.symbol(c.relation) + " ")\(formatNumber(c.constant))"
        let name = quantityName(c)
        let tolerance = 1e-6 * max(1, abs(c.constant))
        let fixed = range.min != nil && range.max != nil && abs((range.max ?? 0) - (range.min ?? 0)) < 1e-6
        if c.relation != .lessThanOrEqual, let high = range.max, high < c.constant - tolerance {
            let sum = arithmetic(probe, q, toMaximum: true, value: high)
            text += " Without line \(c.line), the others \(fixed ? "fix" : "allow") \(name) \(fixed ? "at" : "at most") \(sum); line \(c.line) asks for \(asked)."
        } else if c.relation != .greaterThanOrEqual, let low = range.min, low > c.constant + tolerance {
            let sum = arithmetic(probe, q, toMaximum: false, value: low)
            text += " Without line \(c.line), the others \(fixed ? "fix" : "need") \(name) \(fixed ? "at" : "at least") \(sum); line \(c.line) asks for \(asked)."
        }
        return text
    }

    /// "Together they make X.width -14, but a width cannot be negative.": the conflict set
    /// against one of UIKit's unprinted rules, when the others break it.
    func ruleSentence(_ rule: ImplicitRule) -> String? {
        let probe = probeSystem(without: nil, excluding: rule)
        let q: Quantity, needsAtMostZero: Bool, phrase: (String) -> String
        switch rule {
        case let .nonNegativeSize(item, attribute, name):
            q = Quantity(first: (probe.view(for: item), attribute), second: nil)
            needsAtMostZero = false
            phrase = { sum in
                if self.conflict.count == 1, let only = self.conflict.first {
                    return "It sets \(name).\(attribute) to \(formatNumber(self.constraint(only).constant)), but a \(attribute) cannot be negative."
                }
                return "Together they make \(name).\(attribute) \(sum), but a \(attribute) cannot be negative."
            }
        case let .baselineWithinView(item, name, first, edge):
            guard let helper = probe.baselineHelpers[item + (first ? ".firstBaseline" : ".lastBaseline")] else { return nil }
            let which = first ? "first" : "last"
            if edge == (first ? "top" : "bottom") {
                q = Quantity(first: (helper, .height), second: nil)
                needsAtMostZero = false
                phrase = { "Together they put \(name)'s \(which) baseline \($0) points \(first ? "below its top" : "above its bottom"), but a baseline lies inside its view." }
            } else {
                q = Quantity(first: (helper, .height), second: (probe.view(for: item), .height))
                needsAtMostZero = true
                phrase = { "Together they put \(name)'s \(which) baseline \($0) points \(first ? "below its bottom" : "above its top"), but a baseline lies inside its view." }
            }
        default:
            return nil
        }
        let range = probe.range(of: q)
        if !needsAtMostZero, let high = range.max, high < -1e-6 {
            return phrase(arithmetic(probe, q, toMaximum: true, value: high))
        }
        if needsAtMostZero, let low = range.min, low > 1e-6 {
            return phrase(arithmetic(probe, q, toMaximum: false, value: low))
        }
        return nil
    }

    /// The conflict rebuilt without the member `index` or the implicit rule, for probing.
    func probeSystem(without index: Int?, excluding rule: ImplicitRule?) -> RebuiltSystem {
        var include = Set(conflict)
        if let index { include.remove(index) }
        return RebuiltSystem(block: block, options: .init(include: include, excludeImplicit: rule.map { [$0] } ?? [],
                                                          assumeDefaultMargins: assumedDefaultMargins))
    }

    /// `320 (line 8) - 16 (line 9) - 12 (line 6) = 292`, or the value alone when the constants
    /// do not add up to it.
    func arithmetic(_ system: RebuiltSystem, _ q: Quantity, toMaximum: Bool, value: Double) -> String {
        let result = formatNumber(value)
        // Each constant costs a re-solve; past a few dozen the sum is no longer read anyway.
        guard system.rebuilt.count <= 400 else { return result }
        let all = system.contributions(to: q, toMaximum: toMaximum)
        let sum = all.reduce(0) { $0 + $1.derivative * $1.constant }
        var terms = all.filter { $0.constant != 0 || $0.isValue }
        guard !terms.isEmpty, abs(sum - value) <= 1e-3 * max(1, abs(value)) else { return result }
        // Positive terms first, then negative, each in log order.
        terms.sort { ($0.derivative * $0.constant >= 0 ? 0 : 1, $0.line) < ($1.derivative * $1.constant >= 0 ? 0 : 1, $1.line) }
        var text = ""
        for (i, term) in terms.enumerated() {
            let negative = term.derivative * term.constant < 0
            let magnitude = abs(term.derivative) == 1 ? formatNumber(abs(term.constant))
                : "\(formatNumber(abs(term.derivative))) × \(formatNumber(abs(term.constant)))"
            if i == 0 { text += (negative ? "-" : "") + magnitude } else { text += (negative ? " - " : " + ") + magnitude }
            text += " (\(term.label))"
        }
        return text + " = " + result
    }

    /// What the constraint sets: `UILabel 'Title'.width`, `the distance from A.leading to B.leading`.
    func quantityName(_ c: LoggedConstraint) -> String {
        let first = anchorName(c.first)
        guard let second = c.second else {
            if c.first.attribute.isLocationAttribute { return "the distance from its superview's origin to \(first)" }
            return first
        }
        let other = anchorName(second)
        if c.multiplier == 1 {
            return c.first.attribute.isLocationAttribute ? "the distance from \(other) to \(first)" : "\(first) - \(other)"
        }
        return "\(first) - \(formatNumber(c.multiplier)) × \(other)"
    }

    /// `UILabel 'Title'.leading`.
    public func anchorName(_ anchor: LoggedAnchor) -> String {
        "\(RebuiltSystem.name(of: anchor.item, in: block)).\(anchor.attribute)"
    }

    static func symbol(_ r: LayoutRelation) -> String {
        switch r {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension LayoutAttribute {
    var isLocationAttribute: Bool { self != .width && self != .height && self != .notAnAttribute }
}
