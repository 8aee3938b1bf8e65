import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutReport
import Rendering

/// A storyboard scene or a xib's view is reported like a layout document (`LaidOutScreen`):
/// the same table, JSON report, issues and picture, its views named by user label or type and
/// text, with their Interface Builder ids, and its constraints by id and line.
extension IBSceneLayout: LaidOutScreen {
    /// Every installed view in document order, the root first, indented under its superview.
    public var reportedItems: [ReportedItem] {
        var depth: [Int] = []
        depth.reserveCapacity(viewList.count)
        return viewList.indices.map { slot in
            let element = elementList[slot]
            // A parent's slot comes before its children's (document order).
            let parent = parentIDList[slot].flatMap { self.slot(of: $0) }
            let level = parent.map { $0 < depth.count ? depth[$0] + 1 : 1 } ?? 0
            depth.append(level)
            return ReportedItem(name: element.displayName, type: element.elementName, item: viewList[slot],
                                superview: parent.map { elementList[$0].displayName }, depth: level, id: viewIDs[slot],
                                kind: Self.renderKind(element), backgroundColor: element.backgroundColor.flatMap(Self.color),
                                textColor: nil)
        }
    }

    /// `SignIn.storyboard, scene "Sign In" (sgn-Sc-000)`.
    public var reportContext: String? {
        "\(sourceFile.map { ($0 as NSString).lastPathComponent } ?? "document"), scene \"\(name)\" (\(id))"
    }

    /// What could not be built, and what is not modelled.
    public var reportWarnings: [String] {
        problems.map(\.description) + unsupported.map { "unsupported: \($0.description)" }
    }

    /// The document, the scene, and how Interface Builder's canvas was chosen.
    public var reportExtras: [(String, JSONValue)] {
        let c = canvas
        let insets = c.safeAreaInsets
        return [
            ("document", .string(sourceFile.map { ($0 as NSString).lastPathComponent } ?? "")),
            ("scene", .string(id)), ("name", .string(name)),
            ("canvas", .object([
                ("device", .string(c.device.interfaceBuilderID ?? c.device.name)), ("trait", .string(c.trait.description)),
                ("safeArea", .array([insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.number))),
                ("layoutGuides", .array([c.topLayoutGuideLength, c.bottomLayoutGuideLength].map(JSONValue.number))),
                ("notes", .array(c.notes.map(JSONValue.string))),
            ])),
        ]
    }

    /// The `<constraint>` a layout constraint was built from: its attributes, id and line.
    public func source(of constraint: LayoutConstraint) -> ConstraintSource? {
        // Each built constraint carries its id: no table by object.
        guard case .interfaceBuilder(let id) = constraint.origin, constraints[id] === constraint,
              let element = constraintElements[id] else { return nil }
        return ConstraintSource(text: constraintText(element), location: "\(id), line \(element.line)",
                                lowerPriority: "priority 999 (below required)")
    }

    /// In the file's order (by line, then id), so that what lists or draws them is the same on
    /// every run; a dictionary's order changes from run to run.
    public var sourceConstraints: [LayoutConstraint] {
        constraints.sorted { a, b in
            let la = constraintElements[a.key]?.line ?? .max, lb = constraintElements[b.key]?.line ?? .max
            return la != lb ? la < lb : a.key < b.key
        }.map(\.value)
    }

    static func renderKind(_ element: IBView) -> RenderItem.Kind {
        switch element.content {
        case .label?: return .label
        case .button?: return .button
        case .textField(let field)?:
            return .textField(borderStyle: RenderItem.TextFieldBorderStyle(rawValue: field.borderStyle) ?? .none)
        case .textView?: return .textView
        case .segmentedControl(let control)?:
            return .segmentedControl(titles: control.segments.map { $0.title ?? "" }, selectedIndex: control.selectedSegmentIndex)
        case .switch(let s)?: return .switch(isOn: s.isOn)
        case .slider(let s)?: return .slider(value: s.value, minimumValue: s.minimumValue, maximumValue: s.maximumValue)
        case .stepper?: return .stepper
        case .progressView(let p)?: return .progressView(progress: p.progress)
        case .imageView?: return .imageView
        default: break
        }
        switch element.kind {
        case .stackView: return .stackView
        case .activityIndicatorView: return .activityIndicator
        default: return .view
        }
    }

    /// A written color, where it is one the picture can draw: components, a gray, a system color.
    static func color(_ c: IBColor) -> RenderColor? {
        switch c {
        case let .rgb(red, green, blue, alpha, _): return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha): return RenderColor(white: white, alpha: alpha)
        case .system(let name):
            // `systemBackgroundColor` and `darkTextColor` name `systemBackground` and `darkText`.
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return RenderColor.named[base]
        case .named, .other: return nil
        }
    }
}
