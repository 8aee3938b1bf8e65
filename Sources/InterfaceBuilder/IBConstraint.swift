import LayoutVocabulary

/// A `<constraint>` exactly as written: `firstItem.firstAttribute relation
/// secondItem.secondAttribute × multiplier + constant` at a priority.
///
/// The one rewrite the reader makes is the one the format requires: an omitted `firstItem` means
/// the view that holds the `<constraints>` list (`firstItemIsImplied` records it). Everything
/// else, including IB's `symbolic` standard-spacing flag whose stored constant is not always the
/// value IB lays out, is left for the layout step to interpret.
public struct IBConstraint: Hashable, Sendable {
    public var id: String
    /// The view whose `<constraints>` list holds this constraint.
    public var ownerID: String
    /// The first item's id: a view, a `<viewLayoutGuide>` or a legacy layout guide. When the
    /// attribute is omitted this is `ownerID`.
    public var firstItem: String
    /// True when `firstItem` was not written and stands for the owner.
    public var firstItemIsImplied: Bool
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// Nil for a constant size or position (`width == 44`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Multiplier
    /// `constant`, 0 unless written.
    public var constant: Double
    /// `symbolic="YES"`: the constant stands for the standard (system) spacing.
    public var isStandardSpacing: Bool
    /// `symbolType`, such as `layoutAnchor` on a system-spacing-multiple baseline constraint,
    /// whose multiplier is a multiple of the system spacing and not a real multiplier.
    public var symbolType: String?
    /// 1000 (required) unless written.
    public var priority: Double
    /// `placeholder="YES"`: removed at build time, but Interface Builder lays out with it.
    public var isPlaceholder: Bool
    /// The runtime `identifier`.
    public var identifier: String?
    /// IB's name for it.
    public var userLabel: String?
    /// Per-trait values, such as `<variation key="heightClass=compact" constant="30"/>`.
    public var variations: [IBVariation]
    public var line: Int

    public init(id: String, ownerID: String, firstItem: String, firstItemIsImplied: Bool, firstAttribute: LayoutAttribute,
                relation: LayoutRelation = .equal, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
                multiplier: Multiplier = .one, constant: Double = 0, isStandardSpacing: Bool = false,
                symbolType: String? = nil, priority: Double = 1000, isPlaceholder: Bool = false,
                identifier: String? = nil, userLabel: String? = nil, variations: [IBVariation] = [], line: Int) {
        self.id = id
        self.ownerID = ownerID
        self.firstItem = firstItem
        self.firstItemIsImplied = firstItemIsImplied
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.isStandardSpacing = isStandardSpacing
        self.symbolType = symbolType
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.identifier = identifier
        self.userLabel = userLabel
        self.variations = variations
        self.line = line
    }
}

extension IBConstraint {
    /// A multiplier as written and its value.
    ///
    /// IB writes decimals (`0.5`, `0.90000000000000002`), ratios `a:b` (aspect ratios, `16:9`)
    /// and fractions `a/b` (`1/3` in Xcode's launch screen template); both of the last two
    /// mean a ÷ b.
    public struct Multiplier: Hashable, Sendable, CustomStringConvertible {
        public enum Form: Hashable, Sendable {
            case decimal
            /// `a:b`.
            case ratio(Double, Double)
            /// `a/b`.
            case fraction(Double, Double)
        }

        public var value: Double
        /// The attribute text, `"1"` when not written.
        public var text: String
        public var form: Form

        public init(value: Double, text: String, form: Form) {
            self.value = value
            self.text = text
            self.form = form
        }

        /// 1, the value when the attribute is not written.
        public static let one = Multiplier(value: 1, text: "1", form: .decimal)

        /// Reads `text` in any of IB's three forms; nil when it is none of them, is not finite, or
        /// divides by zero.
        public static func parse(_ text: String) -> Multiplier? {
            for (separator, isRatio) in [(Character(":"), true), (Character("/"), false)] {
                let parts = text.split(separator: separator, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                guard let a = XMLNode.finiteNumber(String(parts[0])), let b = XMLNode.finiteNumber(String(parts[1])),
                      b != 0 else { return nil }
                let form: Form = isRatio ? .ratio(a, b) : .fraction(a, b)
                guard abs(a / b) <= IBDocument.maximumMagnitude else { return nil }
                return Multiplier(value: a / b, text: text, form: form)
            }
            guard let value = XMLNode.finiteNumber(text) else { return nil }
            return Multiplier(value: value, text: text, form: .decimal)
        }

        public var description: String { text }
    }
}
