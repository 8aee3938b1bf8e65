import AutoLayout
import LayoutDocument
import LayoutReport
import Rendering

/// An unsatisfiable or ambiguous layout in a rendered document.
public typealias DocumentIssue = ScreenIssue

/// A document is reported like any laid-out screen (`LaidOutScreen`): the same table, JSON
/// report, issues and picture as a storyboard's scene.
extension DocumentScreen: LaidOutScreen {
    /// Every document view and guide, in document order, indented under its superview.
    public var reportedItems: [ReportedItem] {
        var depth: [String: Int] = [:]
        return items.map { documentView, item in
            let key = Self.fold(documentView.name)
            let parent = superviewName[key] ?? nil
            let level = parent.map { (depth[Self.fold($0)] ?? 0) + 1 } ?? 0
            depth[key] = level
            let p = documentView.properties
            return ReportedItem(name: documentView.name, type: documentView.type.rawValue, item: item, superview: parent,
                                depth: level, kind: Self.renderKind(documentView),
                                backgroundColor: p.backgroundColor.map(Self.color), textColor: p.textColor.map(Self.color))
        }
    }

    public var reportWarnings: [String] { warnings }

    /// The document line a constraint came from.
    public func source(of constraint: LayoutConstraint) -> ConstraintSource? {
        guard case let .document(_, line, _) = constraint.origin,
              let written = documentConstraint(of: constraint) else { return nil }
        return ConstraintSource(text: written.source, location: "line \(line)", lowerPriority: "(Priority 999)")
    }

    /// In the document's order (constraints, then each variation's), so that what lists or
    /// draws them is the same on every run; a dictionary's order changes from run to run.
    public var sourceConstraints: [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var ordered: [LayoutConstraint] = []
        for constraint in made {
            guard let constraint, seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
            ordered.append(constraint)
        }
        return ordered
    }

    static func renderKind(_ v: DocumentView) -> RenderItem.Kind {
        switch v.type {
        case .view: .view
        case .label: .label
        case .button: .button
        case .textField: .textField(borderStyle: RenderItem.TextFieldBorderStyle(rawValue: v.properties.borderStyle?.rawValue ?? "") ?? .roundedRect)
        case .switch: .switch(isOn: true)
        case .slider: .slider(value: 0.5, minimumValue: 0, maximumValue: 1)
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl(titles: v.properties.segments ?? ["First", "Second"], selectedIndex: 0)
        case .activityIndicator: .activityIndicator
        case .progressView: .progressView(progress: 0.5)
        case .imageView: .imageView
        case .textView: .textView
        case .stackView: .stackView
        case .layoutGuide: .layoutGuide
        case .scrollView: .view
        }
    }

    static func color(_ c: ColorValue) -> RenderColor {
        let k = c.components
        return RenderColor(red: k.red, green: k.green, blue: k.blue, alpha: k.alpha)
    }
}
