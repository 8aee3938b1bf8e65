/// UIKit's "Unable to simultaneously satisfy constraints" console output, read into plain data.
///
/// A console log is mostly noise: timestamps, other messages, the boilerplate UIKit prints
/// around each conflict. `ConsoleLog(parsing:)` finds every block of constraint descriptions in
/// it (with or without the header, the parenthesised list, the "Will attempt to recover by
/// breaking constraint" line) and reads each description into a `LoggedConstraint`, keeping the
/// line it came from. Reading never fails as a whole: a description it cannot read is kept as an
/// `UnreadLine` with its text and the reason, and the rest of its block is still read.
///
/// No layout happens here; the `LogExplanation` module rebuilds the system from this data.
public struct ConsoleLog: Sendable {
    /// The blocks, in the order they appear in the log.
    public var blocks: [LogBlock]

    /// Reads every block in `text`. Lines are numbered from 1; `\r\n` ends a line like `\n`.
    public init(parsing text: String) {
        var scanner = LogScanner(text: text)
        blocks = scanner.scan()
    }
}

/// One conflict as UIKit logged it: the list of mutually exclusive constraints, and the one UIKit
/// broke when the log says so.
public struct LogBlock: Sendable {
    /// The first and last line of the block (1-based).
    public var firstLine: Int
    public var lastLine: Int
    /// Whether the block had UIKit's "Unable to simultaneously satisfy constraints." header.
    public var hasHeader: Bool
    /// The constraints of the list, in order, each once (a description repeated with the same
    /// address is read once, where it first appears).
    public var constraints: [LoggedConstraint]
    /// The address of the constraint UIKit says it broke ("Will attempt to recover by breaking
    /// constraint"), nil when the log does not say. It is also in `constraints`.
    public var brokenAddress: String?
    /// Lines of the block that looked like constraint descriptions but could not be read.
    public var unreadLines: [UnreadLine]
    /// Every view and layout guide the constraints name, in order of first appearance.
    public var items: [LoggedItem] { didSet { indexItems() } }
    /// Each item's index in `items` by key: explaining a block looks items up once per use.
    private var itemIndex: [String: Int] = [:]

    public init(firstLine: Int, lastLine: Int, hasHeader: Bool, constraints: [LoggedConstraint] = [],
                brokenAddress: String? = nil, unreadLines: [UnreadLine] = [], items: [LoggedItem] = []) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.hasHeader = hasHeader
        self.constraints = constraints
        self.brokenAddress = brokenAddress
        self.unreadLines = unreadLines
        self.items = items
        indexItems()
    }

    private mutating func indexItems() {
        itemIndex = Dictionary(items.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The constraint UIKit broke, when the log names it.
    public var brokenConstraint: LoggedConstraint? {
        brokenAddress.flatMap { address in constraints.first { $0.address == address } }
    }

    /// The item with this key (`LoggedItem.key`).
    public func item(_ key: String) -> LoggedItem? { itemIndex[key].map { items[$0] } }
}

/// A line that looked like part of a conflict but could not be read, with the reason.
public struct UnreadLine: Sendable, Hashable {
    /// The line number (1-based).
    public var line: Int
    /// The line's text, as it was in the log (without its line break).
    public var text: String
    /// What was expected, e.g. "expected a relation (==, <= or >=) after 'UIView:0x1.width'".
    public var reason: String

    public init(line: Int, text: String, reason: String) {
        self.line = line
        self.text = text
        self.reason = reason
    }
}
