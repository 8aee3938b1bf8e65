/// Finds the conflict blocks of a console log, line by line.
///
/// A block starts at UIKit's header ("Unable to simultaneously satisfy constraints"), at a `(`
/// opening a list, or at the first constraint description of a bare paste. It takes the
/// descriptions that follow (several may share a line, one may run over several lines when a
/// label's text holds a line break), and ends after the constraint named by "Will attempt to
/// recover by breaking constraint" and UIKit's closing advice, at the next header, or,
/// for a paste without a header or list, at the first line that is not a description.
struct LogScanner {
    let lines: [String]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }

    /// The block being read.
    struct OpenBlock {
        var first: Int
        var last: Int
        var hasHeader: Bool
        var inList = false
        var listClosed = false
        var expectsBroken = false
        var isComplete = false
        var constraints: [LoggedConstraint] = []
        var broken: LoggedConstraint?
        var unread: [UnreadLine] = []
        var items = ItemTable()
    }

    /// The blocks found so far, the block being read, and the index of the next line.
    private var blocks: [LogBlock] = []
    private var open: OpenBlock?
    private var index = 0

    /// Every block of the log, in order.
    mutating func scan() -> [LogBlock] {
        blocks = []
        open = nil
        index = 0
        while index < lines.count {
            let number = index + 1
            var line = Self.withoutQuoteMarker(lines[index])
            let trimmed = line.trimmingSpacesAndTabs()
            index += 1
            if let header = line.firstRange(of: "Unable to simultaneously satisfy constraints") {
                close()
                open = OpenBlock(first: number, last: number, hasHeader: true)
                // A paste on one line: the list (and the recover line) after the header.
                let rest = String(line[header.upperBound...])
                if Self.descriptionStart(in: rest) == nil { continue }
                open?.inList = true
                line = rest
            }
            if readRecoverLine(line, number: number) || readAdvice(line, number: number)
                || readParenthesis(trimmed, number: number) || readDescriptions(line, number: number) {
                continue
            }
            readOtherLine(line, trimmed: trimmed, number: number)
        }
        close()
        return blocks
    }

    /// Ends the open block, if any.
    private mutating func close() {
        if let block = open { blocks.append(Self.finish(block)) }
        open = nil
    }

    /// Opens a block without a header at `number` unless one is open and `keepsOpen` says it
    /// takes the line.
    private mutating func openUnless(_ keepsOpen: (OpenBlock) -> Bool, number: Int) {
        if let block = open, keepsOpen(block) { return }
        close()
        open = OpenBlock(first: number, last: number, hasHeader: false)
    }

    /// "Will attempt to recover by breaking constraint": the list ends; the broken constraint
    /// follows on the line or the next.
    private mutating func readRecoverLine(_ line: String, number: Int) -> Bool {
        guard let recover = line.firstRange(of: "Will attempt to recover by breaking constraint") else { return false }
        openUnless({ !$0.isComplete }, number: number)
        for span in Self.descriptions(in: String(line[..<recover.lowerBound])) {
            read(span, line: number, asBroken: false)
        }
        open?.last = number
        open?.inList = false
        open?.listClosed = true
        if let span = Self.descriptions(in: String(line[recover.upperBound...])).first {
            read(span, line: number, asBroken: true)
            open?.isComplete = true
        } else {
            open?.expectsBroken = true
        }
        return true
    }

    /// UIKit's closing advice: the open block is complete.
    private mutating func readAdvice(_ line: String, number: Int) -> Bool {
        guard line.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints")
            || line.contains("UIConstraintBasedLayoutDebugging category") else { return false }
        if open != nil { open?.last = number; open?.isComplete = true; open?.inList = false }
        return true
    }

    /// A line holding only `(` opens a list (and a block, unless the open one awaits its list);
    /// `)` closes it.
    private mutating func readParenthesis(_ trimmed: String, number: Int) -> Bool {
        if trimmed == "(" {
            openUnless({ !$0.isComplete && !$0.listClosed }, number: number)
            open?.inList = true
            open?.last = number
            return true
        }
        guard trimmed == ")" || trimmed == ")," else { return false }
        if open?.inList == true { open?.inList = false; open?.listClosed = true; open?.last = number }
        return true
    }

    /// Constraint descriptions on the line (or starting on it and ending on a later one, when a
    /// label's text holds a line break): the broken one awaited, or more of the block's.
    private mutating func readDescriptions(_ line: String, number: Int) -> Bool {
        var spans = Self.descriptions(in: line)
        if spans.isEmpty, open?.inList == true, let bare = Self.bareDescription(in: line) { spans = [bare] }
        if spans.isEmpty, let start = Self.descriptionStart(in: line) {
            var joined = line
            var end = index
            while end < min(lines.count, index + 8) {
                joined += "\n" + lines[end]
                end += 1
                let found = Self.descriptions(in: joined)
                if !found.isEmpty, found[0].start == start { spans = found; index = end; break }
            }
        }
        guard let first = spans.first else { return false }
        if open?.expectsBroken == true {
            read(first, line: number, asBroken: true)
            open?.expectsBroken = false
            open?.isComplete = true
            open?.last = number
            return true
        }
        openUnless({ !$0.isComplete && !($0.listClosed && !$0.inList) }, number: number)
        for span in spans { read(span, line: number, asBroken: false) }
        open?.last = number
        return true
    }

    /// Any other line: unread inside a list or where the broken constraint was awaited; it ends
    /// a bare paste of descriptions.
    private mutating func readOtherLine(_ line: String, trimmed: String, number: Int) {
        guard var block = open, !trimmed.isEmpty else { return }
        if block.inList {
            let reason: ConsoleLogError = trimmed == "\"\"" || trimmed == "\"\"," ? .emptyEntry
                : .missingHeader(found: String(trimmed.prefix(40)))
            block.unread.append(UnreadLine(line: number, text: line, reason: reason.description))
            block.last = number
            open = block
        } else if block.expectsBroken {
            block.unread.append(UnreadLine(line: number, text: line,
                                           reason: ConsoleLogError.missingHeader(found: String(trimmed.prefix(40))).description))
            block.expectsBroken = false
            block.isComplete = true
            open = block
        } else if !block.hasHeader && !block.constraints.isEmpty {
            close()
        }
    }

    /// Reads one description into the open block (opening one if needed).
    private mutating func read(_ span: DescriptionSpan, line: Int, asBroken: Bool) {
        var block = open ?? OpenBlock(first: line, last: line, hasHeader: false)
        var parser = DescriptionParser(span.text, line: line, items: block.items)
        do {
            let constraint = try parser.parse()
            block.items = parser.items
            if asBroken { block.broken = constraint } else { block.constraints.append(constraint) }
        } catch {
            block.unread.append(UnreadLine(line: line, text: span.text, reason: error.description))
        }
        open = block
    }

    /// The finished block: constraints once each, UIKit's broken one among them.
    static func finish(_ block: OpenBlock) -> LogBlock {
        var seen = Set<String>()
        var constraints: [LoggedConstraint] = []
        for c in block.constraints where seen.insert(c.address).inserted { constraints.append(c) }
        if let broken = block.broken, !seen.contains(broken.address) { constraints.append(broken) }
        return LogBlock(firstLine: block.first, lastLine: block.last, hasHeader: block.hasHeader,
                        constraints: constraints, brokenAddress: block.broken?.address,
                        unreadLines: block.unread, items: block.items.items)
    }
}

extension String {
    func trimmingSpacesAndTabs() -> String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
