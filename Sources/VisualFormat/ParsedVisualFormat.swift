/// A visual format string after parsing: the orientation, the superview bars, the views with their
/// size predicates and the connections between them.
///
/// Plain data that names views by string. It keeps what the string said (a metric's name, a bare
/// `-`, the columns of each part) so that tools can explain a constraint in terms of its source;
/// `constraints` lowers it to what UIKit creates.
public struct ParsedVisualFormat: Hashable, Sendable {
    /// The format string as given.
    public var format: String
    /// `H:` (also when no prefix is given) or `V:`.
    public var orientation: LayoutAxis
    /// The options the string was parsed with; they shape the lowering.
    public var options: VisualFormat.Options
    /// The connection after a leading `|`, or `nil` when the string does not start with `|`.
    public var leadingSuperview: Connection?
    /// The views in the order the string names them (at least one).
    public var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [Connection]
    /// The connection before a trailing `|`, or `nil` when the string does not end with `|`.
    public var trailingSuperview: Connection?

    public init(
        format: String,
        orientation: LayoutAxis,
        options: VisualFormat.Options,
        leadingSuperview: Connection?,
        views: [View],
        connections: [Connection],
        trailingSuperview: Connection?
    ) {
        self.format = format
        self.orientation = orientation
        self.options = options
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }

    /// A `[name(predicates)]` segment.
    public struct View: Hashable, Sendable {
        /// The key in the views dictionary.
        public var name: String
        /// Predicates on the view's width (`H:`) or height (`V:`), in order.
        public var predicates: [Predicate]
        /// Where the segment sits in the format string, from `[` through `]`.
        public var columns: Range<Int>

        public init(name: String, predicates: [Predicate], columns: Range<Int>) {
            self.name = name
            self.predicates = predicates
            self.columns = columns
        }
    }

    /// The space between two items: nothing, `-`, or `-predicates-`.
    public struct Connection: Hashable, Sendable {
        public var spacing: Spacing
        /// Where the connection sits in the format string (empty for a flush connection).
        public var columns: Range<Int>

        public init(spacing: Spacing, columns: Range<Int>) {
            self.spacing = spacing
            self.columns = columns
        }
    }

    /// What a connection says about the space it stands for.
    public enum Spacing: Hashable, Sendable {
        /// `[a][b]`: no space, `== 0`.
        case flush
        /// `[a]-[b]` or `|-[a]`: UIKit's standard spacing (the symbolic constant `NSSpace`).
        case standard
        /// `-8-`, `-(>=8,<=20@750)-`: one constraint per predicate.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`, e.g. `>=70`, `==button2`, `100@20`.
    public struct Predicate: Hashable, Sendable {
        public var relation: LayoutRelation
        public var object: Object
        /// 1000 (required) unless the predicate gives `@priority`.
        public var priority: Float
        /// Where the predicate sits in the format string.
        public var columns: Range<Int>

        public init(
            relation: LayoutRelation,
            object: Object,
            priority: Float = 1000,
            columns: Range<Int>
        ) {
            self.relation = relation
            self.object = object
            self.priority = priority
            self.columns = columns
        }
    }

    /// What a predicate relates to.
    public enum Object: Hashable, Sendable {
        /// A number written in the string, read as C's `strtod` reads it.
        case number(Double)
        /// A key of the metrics dictionary, with its value.
        case metric(String, Double)
        /// Another view's width or height; allowed only in a view's own predicates.
        case view(String)

        /// The constant the object contributes: its value, or 0 for a view.
        var constant: Double {
            switch self {
            case .number(let value), .metric(_, let value): value
            case .view: 0
            }
        }
    }
}
