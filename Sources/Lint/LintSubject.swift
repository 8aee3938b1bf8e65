import AutoLayout
import Controls

/// One laid-out screen as the rules see it: its views with their names and places in the file,
/// the window, its unsafe insets, and where each constraint is written.
///
/// Storyboards, xibs and layout documents each build one per scene and configuration; the
/// rules that only need views and frames work on this alone.
struct LintSubject {
    /// What a view is, as far as the rules care.
    enum Role: Equatable {
        /// Shows text: labels, buttons, text fields, segmented controls.
        case text
        /// Another control or content view a user must see or reach (switch, slider, image).
        case content
        /// A plain view or stack view: a container or a decoration.
        case container
        /// Scrolls its own content: scroll, table, collection and text views, web views.
        case scrolling
    }

    struct Item {
        var view: View
        var name: String
        var id: String?
        var line: Int
        var column: Int
        var role: Role
        /// Inside a scrolling view's content, or a table or collection cell: the content may lie
        /// outside the window by design, and scrolls under the bars.
        var scrolls: Bool
        /// Hidden, or inside a hidden view.
        var hidden: Bool
    }

    /// Where a constraint is written and how the document writes it.
    struct ConstraintSource {
        var line: Int
        var column: Int
        var text: String
        /// How the source writes a lower priority, to suggest one.
        var lowerPriority: String
    }

    var file: String
    var scene: String?
    var configuration: LintConfiguration
    var root: View
    /// Every view but the root, in document order.
    var items: [Item]
    /// The root's safe-area insets: what the status bar, the bars, the sensor housing and the
    /// home indicator cover.
    var unsafeInsets: EdgeInsets
    /// What covers each edge, for messages ("status bar", "home indicator").
    var coverings: (top: String, left: String, bottom: String, right: String)
    /// Where the scene itself is written (for problems no view owns).
    var line: Int
    var column: Int
    var locate: (LayoutConstraint) -> ConstraintSource?

    /// The item showing `view`, if the document made it.
    func item(for view: View) -> Item? { itemsByView[ObjectIdentifier(view)].map { items[$0] } }

    private var itemsByView: [ObjectIdentifier: Int] = [:]

    init(file: String, scene: String?, configuration: LintConfiguration, root: View, items: [Item],
         unsafeInsets: EdgeInsets, coverings: (top: String, left: String, bottom: String, right: String),
         line: Int, column: Int, locate: @escaping (LayoutConstraint) -> ConstraintSource?) {
        self.file = file
        self.scene = scene
        self.configuration = configuration
        self.root = root
        self.items = items
        self.unsafeInsets = unsafeInsets
        self.coverings = coverings
        self.line = line
        self.column = column
        self.locate = locate
        for (i, item) in items.enumerated() { itemsByView[ObjectIdentifier(item.view)] = i }
    }

    /// A finding about `item` (or about the scene when nil), in this configuration.
    func finding(_ rule: LintRule, _ message: String, item: Item?, at source: ConstraintSource? = nil) -> LintViolation {
        LintViolation(file: file, line: source?.line ?? item?.line ?? line, column: source?.column ?? item?.column ?? column,
                      rule: rule, severity: rule.defaultSeverity, message: message, scene: scene, view: item?.name,
                      viewId: item?.id, configurations: [configuration])
    }

    /// What covers each edge of a screen: bars by name, else the device's hardware.
    static func coverings(device: Device, orientation: Orientation, navigationBar: Bool, tabBar: Bool,
                          toolbar: Bool) -> (top: String, left: String, bottom: String, right: String) {
        let housing = device.hasHomeIndicator && device.idiom == .phone
        var top = housing && orientation == .portrait ? "the sensor housing" : "the status bar"
        if navigationBar { top = "the navigation bar" }
        var bottom = housing || device.idiom == .pad ? "the home indicator" : "the bottom edge"
        if tabBar { bottom = "the tab bar" } else if toolbar { bottom = "the toolbar" }
        let side = housing && orientation == .landscape ? "the sensor housing" : "the screen's edge"
        return (top, side, bottom, side)
    }
}
