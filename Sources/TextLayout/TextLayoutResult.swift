/// How text that does not fit is wrapped or cut, `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Equatable, CaseIterable {
    /// Wrap at word boundaries (UAX #14 opportunities); a word wider than the line is split between characters.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Wrap by words; the last line is not wrapped but cut at the edge.
    case byClipping
    /// Wrap by words; the last line shows "…" then the end of its text.
    case byTruncatingHead
    /// Wrap by words; the last line shows the start of its text then "…". UILabel's default.
    case byTruncatingTail
    /// Wrap by words; the last line shows its start, "…", and its end.
    case byTruncatingMiddle

    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// What to lay text out into: a width, a number of lines and a line-break mode, as a `UILabel` has.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The widest a line may be (`preferredMaxLayoutWidth`, or the label's width); nil, 0,
    /// a negative number, NaN or infinity for no limit, so only line separators end lines.
    public var maximumWidth: Double?
    /// At most this many lines; 0 (or a negative number) for no limit. UILabel's default is 1.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode

    public init(maximumWidth: Double? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.maximumWidth = maximumWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// The width limit, infinity when there is none.
    var widthLimit: Double {
        guard let maximumWidth, maximumWidth.isFinite, maximumWidth > 0 else { return .infinity }
        return maximumWidth
    }
}

/// Laid-out text: its lines, exactly what each displays, its size and its baselines.
public struct TextLayoutResult: Sendable, Equatable {
    /// One line of laid-out text.
    public struct Line: Sendable, Equatable {
        /// What the line displays: its characters without the trailing spaces and line
        /// separator that hang past its end, with "…" where it was truncated. A clipped line
        /// lists every character at least partly visible.
        public let text: String
        /// The drawn width, in points (clipped lines: at most the maximum width).
        public let width: Double
        /// Offsets (in Characters of the laid-out string) of the source text this line shows or hides.
        public let characterRange: Range<Int>
        /// Top of the line, from the top of the text.
        public let top: Double
        /// The line's height: ascent + descent + leading of the fonts it uses.
        public let height: Double
        /// The baseline, from the top of the text.
        public let baseline: Double
        /// True when this line was truncated or clipped.
        public let isTruncated: Bool
    }

    public let lines: [Line]
    /// The widest line.
    public let width: Double
    /// The sum of the line heights (0 for empty text).
    public let height: Double
    /// True when some of the text is not shown (cut off, truncated with "…" or clipped).
    public let isTruncated: Bool
    /// The first line's baseline from the top; for empty text, where it would be (the font's ascender).
    public let firstBaseline: Double
    /// The last line's baseline from the top; for empty text, the font's ascender.
    public let lastBaseline: Double

    /// The displayed lines joined by newlines.
    public var displayedText: String { lines.map(\.text).joined(separator: "\n") }
}
