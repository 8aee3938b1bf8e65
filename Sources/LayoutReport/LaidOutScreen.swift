import AutoLayout
import Rendering

/// A screen laid out from a source (a layout document, a storyboard scene, a xib's view),
/// reported one way whatever the source: the frames table, the JSON report, the issues `check`
/// lists, `explain` and the picture.
///
/// A source conforms by naming its items and the source text of its constraints; everything
/// else (what the engine computed, what is ambiguous or broken) comes from the screen. So a
/// document and a storyboard print the same table, the same JSON shape and the same issues, and
/// a tool that checks both (`autolayout check`, `autolayout lint`) reads one model.
public protocol LaidOutScreen: AnyObject {
    /// The screen the items are laid out on.
    var screen: Screen { get }
    /// The items the source names, depth first in source order (parents before children).
    var reportedItems: [ReportedItem] { get }
    /// What the source is, after the device and orientation in a report's heading
    /// ("SignIn.storyboard, scene "Sign In""); nil for nothing more.
    var reportContext: String? { get }
    /// Things the source asked for that could not be built or are not modelled, as sentences.
    var reportWarnings: [String] { get }
    /// Extra members of the JSON report, after the device, traits and views (a storyboard's
    /// document, scene and canvas notes).
    var reportExtras: [(String, JSONValue)] { get }
    /// A constraint as the source writes it, and where; nil for constraints the source did not
    /// write (a stack view's, the engine's own).
    func source(of constraint: LayoutConstraint) -> ConstraintSource?
    /// The constraints the source wrote that are active now, for the constraints overlay.
    var sourceConstraints: [LayoutConstraint] { get }
}

/// A constraint as its source writes it.
public struct ConstraintSource: Sendable, Hashable {
    /// The constraint's text: a cookbook line, a VFL line, Interface Builder's attributes.
    public var text: String
    /// Where it is written: `line 8`, `sgn-C01-00, line 48`.
    public var location: String
    /// How the source writes a lower priority, to suggest one: `(Priority 999)` in a document,
    /// `priority 999` in Interface Builder.
    public var lowerPriority: String

    public init(text: String, location: String, lowerPriority: String = "priority 999") {
        self.text = text
        self.location = location
        self.lowerPriority = lowerPriority
    }

    /// `text (location)`.
    public var description: String { "\(text) (\(location))" }
}

/// One named view or layout guide of a laid-out screen.
public struct ReportedItem {
    /// The name the source gives it (a document name, a storyboard's user label or type and text).
    public var name: String
    /// Its type in the documents' vocabulary: `view`, `label`, `textField`, `stackView`, …
    public var type: String
    public var item: LayoutItem
    /// Its superview's or owning view's reported name; nil directly under the screen's root
    /// view (and for a storyboard's root view itself).
    public var superview: String?
    /// How many reported ancestors it has: the indentation of the table.
    public var depth: Int
    /// The source's identifier where names may repeat (an Interface Builder object id).
    public var id: String?
    /// How the picture draws it.
    public var kind: RenderItem.Kind
    public var backgroundColor: RenderColor?
    /// The color of its text, nil for the control's default.
    public var textColor: RenderColor?

    public init(name: String, type: String, item: LayoutItem, superview: String?, depth: Int, id: String? = nil,
                kind: RenderItem.Kind = .view, backgroundColor: RenderColor? = nil, textColor: RenderColor? = nil) {
        self.name = name
        self.type = type
        self.item = item
        self.superview = superview
        self.depth = depth
        self.id = id
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// The frame in the screen root's coordinates (a guide's layout frame).
    public var frameInRoot: Rect { (item as? View)?.frameInRoot ?? item.layoutRectInRoot }

    /// The frame in its superview's coordinates (a guide's in its owning view's), as Xcode's size
    /// inspector shows it.
    public var frameInSuperview: Rect {
        if let view = item as? View { return view.frame }
        if let guide = item as? LayoutGuide { return guide.layoutFrame }
        return item.layoutRectInRoot
    }
}

extension LaidOutScreen {
    public var reportContext: String? { nil }
    public var reportWarnings: [String] { [] }
    public var reportExtras: [(String, JSONValue)] { [] }

    /// A constraint as the source writes it (`text (location)`), else in UIKit's form.
    public func describe(_ constraint: LayoutConstraint) -> String {
        source(of: constraint)?.description ?? constraint.equationDescription
    }

    /// "iPhone 8, portrait, 375×667", then the source's context.
    public var heading: String {
        let size = "\(formatNumber(screen.size.width))×\(formatNumber(screen.size.height))"
        return "\(screen.device.name), \(screen.orientation.rawValue), \(size)" + (reportContext.map { " — \($0)" } ?? "")
    }

    /// The reported item named `name` (case-insensitive), or with that id.
    public func reportedItem(named name: String) -> ReportedItem? {
        let items = reportedItems
        return items.first { $0.id == name } ?? items.first { $0.name == name }
            ?? items.first { $0.name.lowercased() == name.lowercased() }
    }
}
