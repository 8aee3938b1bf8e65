import VisualFormat

/// A position in a layout document: 1-based line and column, columns counted in Unicode scalars
/// (as libyaml counts them), optionally with the file it came from.
///
/// Inside a constraint line the column is that of the offending word. It is exact for lines
/// written on one line, plain or quoted without escapes; in a scalar folded over several lines
/// or one with escapes, positions after the first line or the first escape are approximate.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String?
    public var line: Int
    public var column: Int

    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        (file.map { $0 + ":" } ?? "") + "\(line):\(column)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// The same position `offset` scalars further along the line.
    func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}

/// Why a layout document was rejected, and where: the module's one error type.
///
/// Every case but `unreadableFile` carries the line and column in the document; each says what was
/// found and what was expected, and the cases for names (views, attributes, types, properties,
/// colors, text styles, size classes) carry the closest known name when one is close enough
/// (NameSuggestion's rules). Messages are rendered separately, in `LayoutDocumentError+Message.swift`.
public enum LayoutDocumentError: Error, Hashable, Sendable {
    /// The file could not be read (missing, unreadable, not UTF-8).
    case unreadableFile(path: String, reason: String)
    /// The document is larger than `limit` bytes (`LayoutDocumentModel.maximumSize`).
    case documentTooLarge(path: String?, bytes: Int, limit: Int)
    /// The text is not YAML. `problem` is libyaml's description.
    case invalidYAML(SourceLocation, problem: String)
    /// Collections nested deeper than `limit`: refused before parsing, so that no document can
    /// exhaust the stack of the recursive YAML composer.
    case nestingTooDeep(SourceLocation, limit: Int)
    /// A node of the wrong kind: `context` says what the node is, `expected` what it must be.
    case wrongNodeKind(SourceLocation, context: String, expected: String, found: String)
    /// A key the mapping does not know (top-level keys, font keys, variation keys, size keys, …).
    case unknownKey(SourceLocation, key: String, context: String, known: [String], suggestion: String?)
    /// A key written twice in one mapping.
    case duplicateKey(SourceLocation, key: String, firstLine: Int)
    /// A key the mapping needs.
    case missingKey(SourceLocation, key: String, context: String)
    /// A value that cannot be read: `expected` describes the valid values.
    case invalidValue(SourceLocation, key: String, value: String, expected: String, suggestion: String?)
    /// A view property nobody has.
    case unknownProperty(SourceLocation, property: String, type: ViewType, suggestion: String?)
    /// A real property that this type of view does not have (`placeholder` on a label).
    case propertyNotApplicable(SourceLocation, property: String, type: ViewType, appliesTo: [ViewType])
    /// A `type:` that is not a view type.
    case unknownType(SourceLocation, type: String, suggestion: String?)
    /// A color that is neither a known name nor `#rrggbb` / `#rrggbbaa`.
    case unknownColor(SourceLocation, color: String, suggestion: String?)
    /// A font that is neither a text style, nor `system SIZE [WEIGHT]`, nor a font mapping.
    case unknownFont(SourceLocation, font: String, suggestion: String?)
    /// A view name that constraint lines could not refer to (empty, or containing `.` or a relation).
    case invalidViewName(SourceLocation, name: String, reason: String)
    /// Two views whose names differ at most in letter case (constraints match names that way).
    case duplicateViewName(SourceLocation, name: String, firstLine: Int)
    /// Two views with one VFL name, given or derived.
    case duplicateVFLName(SourceLocation, vflName: String, view: String, otherView: String)
    /// A constraint line that does not follow the grammar: `expected` at the column, `found` there.
    case invalidConstraint(SourceLocation, expected: String, found: String)
    /// A name in a constraint (or a variation, or a stack's custom spacing) that is no view or guide.
    case unknownView(SourceLocation, name: String, suggestion: String?)
    /// An attribute word that is not one of Auto Layout's.
    case unknownAttribute(SourceLocation, name: String, suggestion: String?)
    /// An attribute the item does not have (a layout guide has no baseline or margins).
    case attributeNotAvailable(SourceLocation, attribute: LayoutAttribute, item: String, available: [LayoutAttribute])
    /// Two attributes Auto Layout refuses to relate, or a location set to a constant.
    case invalidPairing(SourceLocation, first: LayoutAttribute, second: LayoutAttribute?, rule: PairingRule)
    /// A multiplier that is zero, not finite, or a fraction over zero.
    case invalidMultiplier(SourceLocation, text: String, reason: String)
    /// A priority outside 0 < p ≤ 1000.
    case invalidPriority(SourceLocation, value: String)
    /// A number larger in magnitude than `LayoutDocumentModel.maximumMagnitude`.
    case numberOutOfRange(SourceLocation, value: String)
    /// A constraint id used twice.
    case duplicateConstraintID(SourceLocation, id: Int, firstLine: Int)
    /// An id in `uninstall:` or `install:` that no constraint line carries.
    case unknownConstraintID(SourceLocation, id: Int, known: [Int])
    /// A VFL line the VisualFormat parser rejected; the location is the failing column.
    case invalidVisualFormat(SourceLocation, VisualFormatError)
    /// A `variations:` key that is not `width-height` with compact, regular or any on each side.
    case invalidSizeClass(SourceLocation, key: String, suggestion: String?)

    /// The rules of Auto Layout's attribute pairings (the Auto Layout Guide's "Anatomy of a
    /// Constraint", and the exceptions `NSLayoutConstraint` raises).
    public enum PairingRule: Hashable, Sendable {
        /// A size (width, height) related to a location (edge, center, baseline).
        case sizeWithLocation
        /// A location set to a constant: locations must come in pairs.
        case locationEqualToConstant
        /// A horizontal location related to a vertical one.
        case crossAxis
        /// Leading/trailing related to left/right.
        case directionalWithAbsolute
    }

    /// Where the problem is; nil only for a file that could not be read.
    public var location: SourceLocation? {
        switch self {
        case .unreadableFile, .documentTooLarge:
            nil
        case .invalidYAML(let l, _), .nestingTooDeep(let l, _), .wrongNodeKind(let l, _, _, _),
             .unknownKey(let l, _, _, _, _), .duplicateKey(let l, _, _), .missingKey(let l, _, _),
             .invalidValue(let l, _, _, _, _), .unknownProperty(let l, _, _, _),
             .propertyNotApplicable(let l, _, _, _), .unknownType(let l, _, _), .unknownColor(let l, _, _),
             .unknownFont(let l, _, _), .invalidViewName(let l, _, _), .duplicateViewName(let l, _, _),
             .duplicateVFLName(let l, _, _, _), .invalidConstraint(let l, _, _), .unknownView(let l, _, _),
             .unknownAttribute(let l, _, _), .attributeNotAvailable(let l, _, _, _),
             .invalidPairing(let l, _, _, _), .invalidMultiplier(let l, _, _), .invalidPriority(let l, _), .numberOutOfRange(let l, _),
             .duplicateConstraintID(let l, _, _), .unknownConstraintID(let l, _, _),
             .invalidVisualFormat(let l, _), .invalidSizeClass(let l, _, _):
            l
        }
    }

    /// The closest known name, for the cases that name something unknown.
    public var suggestion: String? {
        switch self {
        case .unknownKey(_, _, _, _, let s), .invalidValue(_, _, _, _, let s), .unknownProperty(_, _, _, let s),
             .unknownType(_, _, let s), .unknownColor(_, _, let s), .unknownFont(_, _, let s),
             .unknownView(_, _, let s), .unknownAttribute(_, _, let s), .invalidSizeClass(_, _, let s):
            s
        case .invalidVisualFormat(_, let error):
            error.suggestion
        default:
            nil
        }
    }
}
