/// A recursive-descent parser that follows UIKit's `NSLayoutConstraintParser` step by step.
///
/// Each method mirrors one step of UIKit's parser (its behaviour as UIKit's errors and results show
/// it) and moves the
/// same cursor, so every error is raised at the moment and column UIKit raises it. The grammar it
/// accepts is UIKit's, which is looser than the published one: `-<=8-` needs no parentheses and
/// numbers are whatever `strtod` reads.
///
/// ```
/// format      (H: | V:)? ('|' connection)? view (connection view)* (connection '|')?
/// connection  ε | '-' | '-' predicates '-'        ('-' alone only before '[' or '|')
/// predicates  '(' predicate (',' predicate)* ')' | predicate
/// view        '[' name ('(' predicate (',' predicate)* ')')? ']'
/// predicate   ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
/// ```
struct VisualFormatParser {
    private let format: String
    private let bytes: [UInt8]
    private let options: VisualFormat.Options
    private let metrics: [String: Double]
    private let viewNames: Set<String>
    private let viewsWithoutSuperview: Set<String>
    private var index = 0
    private var orientation = LayoutAxis.horizontal

    /// Where a predicate is read: it decides what a view name means.
    private enum Context {
        /// Inside `-(…)-`: a view name is an error.
        case connection
        /// Inside `[view(…)]`: a view name means that view's width or height.
        case viewSize
    }

    init(
        format: String,
        options: VisualFormat.Options,
        metrics: [String: Double],
        viewNames: Set<String>,
        viewsWithoutSuperview: Set<String>
    ) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.viewNames = viewNames
        self.viewsWithoutSuperview = viewsWithoutSuperview
    }

    // MARK: Characters

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private var atEnd: Bool { index >= bytes.count }

    /// Whether the current character is `ascii` (false at the end).
    private func next(is ascii: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: ascii)
    }

    private func failure(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind: kind, format: format, column: index)
    }

    // MARK: The whole string (`-parse`)

    /// Parses the whole string: the checks UIKit makes before it starts, then the items in order.
    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        if bytes.isEmpty {
            throw VisualFormatError(kind: .emptyFormat, format: format, column: nil)
        }
        if let column = bytes.firstIndex(where: { $0 >= 0x80 }) {
            // Everything before the first non-ASCII byte is ASCII, so the offset is a column.
            throw VisualFormatError(kind: .nonASCII, format: format, column: column)
        }
        if options.direction == nil {
            throw VisualFormatError(kind: .conflictingDirectionOptions, format: format, column: nil)
        }
        try parseOrientation()

        var leadingSuperview: ParsedVisualFormat.Connection?
        var views: [ParsedVisualFormat.View] = []
        var connections: [ParsedVisualFormat.Connection] = []
        var trailingSuperview: ParsedVisualFormat.Connection?

        if next(is: "|") {
            index += 1
            if atEnd {
                throw failure(.expectedConnectionAfterSuperview)
            }
            let connection = try parseConnection()
            let view = try parseView()
            try finishConnection(from: nil, to: view.name)
            leadingSuperview = connection
            views.append(view)
        } else {
            views.append(try parseView())
        }
        while !atEnd {
            let connection = try parseConnection()
            if next(is: "[") {
                let view = try parseView()
                try finishConnection(from: views.last?.name, to: view.name)
                connections.append(connection)
                views.append(view)
            } else if next(is: "|") {
                index += 1
                try finishConnection(from: views.last?.name, to: nil)
                trailingSuperview = connection
                break
            } else {
                throw failure(.expectedViewOrSuperview)
            }
        }
        if !atEnd {
            throw failure(.expectedEndOfFormat)
        }
        return ParsedVisualFormat(
            format: format,
            orientation: orientation,
            options: options,
            leadingSuperview: leadingSuperview,
            views: views,
            connections: connections,
            trailingSuperview: trailingSuperview
        )
    }

    /// `H:` or `V:`; any other first character means horizontal with no prefix.
    private mutating func parseOrientation() throws(VisualFormatError) {
        guard let first = bytes.first, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        orientation = first == UInt8(ascii: "H") ? .horizontal : .vertical
        index = 1
        guard next(is: ":") else {
            throw failure(.expectedColonAfterOrientation(orientation))
        }
        index = 2
    }

    /// The checks UIKit's `finishConstraint` makes when a connection's right-hand item is known.
    ///
    /// In UIKit's order: the baseline option in a horizontal string, the superview behind a `|`,
    /// then the alignment options (only between two views).
    private func finishConnection(from previous: String?, to next: String?) throws(VisualFormatError) {
        if orientation == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw failure(.baselineToBaselineInHorizontalLayout)
        }
        if previous == nil || next == nil {
            // A bar: UIKit looks for the superview of the view beside it.
            if let view = previous ?? next, viewsWithoutSuperview.contains(view) {
                throw failure(.viewHasNoSuperview(view: view))
            }
            return
        }
        for attribute in options.alignmentAttributes
        where attribute.isHorizontal == (orientation == .horizontal) {
            throw failure(.alignmentParallelToLayout(attribute: attribute))
        }
    }

    // MARK: Connections (`-parseConnection`, `-parsePredicateWithParentheses`)

    private mutating func parseConnection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        let start = index
        guard next(is: "-") else {
            return ParsedVisualFormat.Connection(spacing: .flush, columns: start..<start)
        }
        index += 1
        if next(is: "[") || next(is: "|") {
            return ParsedVisualFormat.Connection(spacing: .standard, columns: start..<index)
        }
        let predicates = try parsePredicateWithParentheses()
        if next(is: ",") {
            throw failure(.expectedDashBeforeList)
        }
        guard next(is: "-") else {
            throw failure(.expectedDash)
        }
        index += 1
        return ParsedVisualFormat.Connection(spacing: .predicates(predicates), columns: start..<index)
    }

    /// A connection's predicates: a parenthesised list, or one bare predicate.
    private mutating func parsePredicateWithParentheses() throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        if next(is: "-") {
            throw failure(.ambiguousMinus)
        }
        guard next(is: "(") else {
            return [try parsePredicate(in: .connection)]
        }
        index += 1
        let predicates = try parsePredicateList(in: .connection)
        guard next(is: ")") else {
            throw failure(.expectedClosingParenthesis)
        }
        index += 1
        return predicates
    }

    // MARK: Views (`-parseView`)

    private mutating func parseView() throws(VisualFormatError) -> ParsedVisualFormat.View {
        let start = index
        guard next(is: "[") else {
            throw failure(.expectedView)
        }
        index += 1
        if atEnd {
            throw failure(.expectedView)
        }
        let name = scanName()
        if name.isEmpty {
            throw failure(.invalidViewName)
        }
        guard viewNames.contains(name) else {
            let suggestion = Suggestion.closest(to: name, among: viewNames)
            throw failure(.unknownView(name: name, suggestion: suggestion))
        }
        if next(is: "]") {
            index += 1
            return ParsedVisualFormat.View(name: name, predicates: [], columns: start..<index)
        }
        guard next(is: "(") else {
            throw failure(.expectedBracket)
        }
        index += 1
        if atEnd {
            throw failure(.unexpectedEndInsideView)
        }
        let predicates = try parsePredicateList(in: .viewSize)
        guard next(is: ")") else {
            throw failure(.unterminatedViewPredicates)
        }
        index += 1
        guard next(is: "]") else {
            throw failure(.expectedBracketAfterPredicates)
        }
        index += 1
        return ParsedVisualFormat.View(name: name, predicates: predicates, columns: start..<index)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*` at the cursor (UIKit's `rangeOfName`); empty if none.
    private mutating func scanName() -> String {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return "" }
        index += 1
        while index < bytes.count, Self.isNameContinuation(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Predicates (`-parsePredicateList`, `-parsePredicate`, `-parseOp`, `-parseConstant`)

    private mutating func parsePredicateList(in context: Context) throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        var predicates = [try parsePredicate(in: context)]
        while next(is: ",") {
            index += 1
            predicates.append(try parsePredicate(in: context))
        }
        return predicates
    }

    private mutating func parsePredicate(in context: Context) throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        let start = index
        let relation = try parseRelation()
        let object = try parseObject(in: context)
        var priority: Float = 1000
        if next(is: "@") {
            index += 1
            priority = try parsePriority(in: context)
        }
        return ParsedVisualFormat.Predicate(
            relation: relation, object: object, priority: priority, columns: start..<index)
    }

    /// `==`, `<=`, `>=` or nothing (equal). A lone `<`, `>` or `=` is an unknown relation.
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard !atEnd else {
            throw failure(.expectedMoreInput)
        }
        let relation: LayoutRelation
        switch bytes[index] {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        index += 1
        guard next(is: "=") else {
            throw failure(.unknownRelation)
        }
        index += 1
        return relation
    }

    /// A predicate's object: a number, a metric, or (in a view's own predicates) another view.
    private mutating func parseObject(in context: Context) throws(VisualFormatError) -> ParsedVisualFormat.Object {
        switch try parseConstant() {
        case .number(let value):
            try requireFinite(value)
            return .number(value)
        case .metric(let name, let value):
            try requireFinite(value)
            return .metric(name, value)
        case .view(let name):
            guard context == .viewSize else {
                throw failure(.viewUsedAsSpacing(view: name))
            }
            return .view(name)
        case .unknown(let name):
            var candidates = Array(metrics.keys)
            if context == .viewSize {
                candidates += viewNames
            }
            let suggestion = Suggestion.closest(to: name, among: candidates)
            throw failure(.unknownMetric(name: name, suggestion: suggestion))
        }
    }

    /// `@` then a number or metric; UIKit requires 0 < priority ≤ 1000.
    ///
    /// A view name here is UIKit's odd case: in a view's predicates UIKit takes the view as the
    /// constraint's second item and reads the priority as 0, so the message is "must be greater than
    /// 0"; in a connection it is the spacer error. NaN passes UIKit's two comparisons; it is
    /// rejected here as not greater than 0.
    private mutating func parsePriority(in context: Context) throws(VisualFormatError) -> Float {
        let value: Double
        switch try parseConstant() {
        case .number(let number), .metric(_, let number):
            value = number
        case .view(let name):
            guard context == .viewSize else {
                throw failure(.viewUsedAsSpacing(view: name))
            }
            value = 0
        case .unknown(let name):
            let suggestion = Suggestion.closest(to: name, among: metrics.keys)
            throw failure(.unknownMetric(name: name, suggestion: suggestion))
        }
        if !(value > 0) {
            throw failure(.priorityNotPositive(value))
        }
        if value > 1000 {
            throw failure(.priorityAboveRequired(value))
        }
        return Float(value)
    }

    private func requireFinite(_ value: Double) throws(VisualFormatError) {
        if !value.isFinite {
            throw failure(.nonFiniteConstant(value))
        }
    }

    /// What UIKit's `parseConstant` found at the cursor, before the caller judges it.
    private enum Constant {
        case number(Double)
        case metric(String, Double)
        case view(String)
        case unknown(String)
    }

    /// A number (`strtod`, when the next character is `-` or a digit) or a name, looked up in the
    /// metrics first and then in the views, as UIKit does.
    private mutating func parseConstant() throws(VisualFormatError) -> Constant {
        guard !atEnd else {
            throw failure(.expectedNumberOrMetric)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            guard let (value, end) = NumberScanner.scan(bytes, from: index) else {
                throw failure(.malformedNumber)
            }
            index = end
            return .number(value)
        }
        guard Self.isNameStart(byte) else {
            throw failure(.expectedNumberOrMetric)
        }
        let name = scanName()
        if let value = metrics[name] {
            return .metric(name, value)
        }
        if viewNames.contains(name) {
            return .view(name)
        }
        return .unknown(name)
    }
}
