/// Why a `snp` block made no constraints, and the line that caused it.
///
/// The DSL's design for bad input: a `makeConstraints`, `updateConstraints` or
/// `remakeConstraints` block is all or nothing. Its statements are collected while the block
/// runs; then every constraint is built and checked, and only if all of them are good is
/// anything activated or changed. Otherwise the first problem, in the order the statements were
/// written, is thrown with the `#fileID` and `#line` of its statement (the relation call:
/// `equalTo`, `lessThanOrEqualTo`, …). SnapKit traps on these cases (`fatalError`); here nothing
/// crashes and nothing is half applied.
///
/// A struct around a kind, like `VisualFormatError`: the model's own refusals stay
/// `AutoLayoutError`s (in `.layout`), and the DSL adds only the location and its own few cases.
public struct ConstraintMakerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var kind: Kind
    /// The `#fileID` of the statement (or of the block, for a statement without a relation).
    public var file: String
    /// The `#line` of the statement.
    public var line: Int

    public init(kind: Kind, file: String, line: Int) {
        self.kind = kind
        self.file = file
        self.line = line
    }

    /// Every way a DSL statement can be refused.
    public enum Kind: Equatable, Sendable {
        /// The model refused the constraint (an invalid pairing such as `make.left.equalTo(b.snp.top)`,
        /// a non-finite constant, `dividedBy(0)`, an invalid priority, no common ancestor).
        case layout(AutoLayoutError)
        /// `equalToSuperview()`, or a number for a position (`make.left.equalTo(16)`), on an item
        /// without a superview (a guide without an owning view).
        case noSuperview(item: String)
        /// A value that means nothing for the attribute: a `Size` for `left`, a `Point` for `width`,
        /// a `Point` offset on a size.
        case unsupportedTarget(attribute: LayoutAttribute, target: String)
        /// A composite target with no counterpart for an attribute: `make.edges.equalTo(b.snp.size)`.
        case unpairedAttribute(attribute: LayoutAttribute, target: String)
        /// A statement that names attributes but no relation: `make.left` alone.
        case missingRelation(attributes: [LayoutAttribute])
        /// Two relations on one statement (a kept `make.left` used twice).
        case relationGivenTwice(attributes: [LayoutAttribute])
        /// `updateConstraints` found no constraint made earlier by this item's `snp` with the same
        /// items, attributes, relation, multiplier and priority (SnapKit's matching rule).
        case noConstraintToUpdate(constraint: String)
    }

    /// The message without the location.
    public var reason: String {
        switch kind {
        case .layout(let error):
            error.description
        case .noSuperview(let item):
            "\(item) has no superview: add it to a view before relating it to its superview"
        case .unsupportedTarget(let attribute, let target):
            "\(target) cannot be a value for .\(attribute)"
        case .unpairedAttribute(let attribute, let target):
            "\(target) has no attribute to pair with .\(attribute)"
        case .missingRelation(let attributes):
            "make.\(attributes.map(\.description).joined(separator: ".")) has no relation: "
                + "finish it with equalTo, lessThanOrEqualTo or greaterThanOrEqualTo"
        case .relationGivenTwice(let attributes):
            "make.\(attributes.map(\.description).joined(separator: ".")) was given a relation twice"
        case .noConstraintToUpdate(let constraint):
            "updateConstraints found no existing constraint to update for \(constraint); "
                + "it changes constants only: use makeConstraints or remakeConstraints to add one"
        }
    }

    /// `file:line: reason`, as a compiler diagnostic reads.
    public var description: String { "\(file):\(line): \(reason)" }
}
