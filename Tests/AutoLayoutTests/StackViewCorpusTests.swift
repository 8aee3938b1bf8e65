import Foundation
import InterfaceBuilder
import TestSupport
import Testing
@testable import AutoLayout

/// The stack views of the Interface Builder corpus that
/// need no other binding: every arranged subview a plain `view` with nothing inside, sized by
/// IB's placeholder intrinsic size, its content priorities and constraints on itself alone, and
/// no constraint from outside the stack on any of them. For each, a `StackView` with the
/// document's attributes, sized to the stack's saved frame on a screen of the document's device,
/// must put its arranged views at their saved frames: what Apple's engine computed, snapped to
/// the device's pixel grid.
///
/// Laying whole documents out is the Interface Builder binding's job; this checks the
/// arrangement alone on the stacks it can.
@Suite(.needsCorpus) struct StackViewCorpusTests {
    struct CorpusStack: Sendable, CustomTestStringConvertible {
        var file: String
        var stackID: String
        var testDescription: String { "\(file) \(stackID)" }
    }

    /// The corpus directory, kept outside the repository (`SharedData`); nil when absent.
    static let directory: String? = SharedData.corpusDirectory

    /// Every qualifying stack, document by document.
    static let stacks: [CorpusStack] = {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var result: [CorpusStack] = []
        for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            let path = directory + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("<stackView"),
                  let document = try? IBDocument(contentsOf: path) else { continue }
            for view in document.allViews where qualifies(view, in: document) {
                result.append(CorpusStack(file: name, stackID: view.id))
            }
        }
        return result
    }()

    static func qualifies(_ stack: IBView, in document: IBDocument) -> Bool {
        guard stack.stackView != nil, !stack.subviews.isEmpty, !stack.misplaced, !stack.ambiguous else { return false }
        let ids = Set(stack.subviews.map(\.id))
        for view in stack.subviews {
            guard view.kind == .view, view.subviews.isEmpty, view.keyedSubviews.isEmpty, !view.misplaced,
                  !view.ambiguous, view.frame != nil else { return false }
        }
        for constraint in document.allViews.flatMap(\.constraints) {
            let touches = ids.contains(constraint.firstItem) || constraint.secondItem.map(ids.contains) == true
            if touches, !(ids.contains(constraint.ownerID) && constraint.secondItem == nil) { return false }
        }
        return true
    }

    @Test func corpusHasQualifyingStacks() throws {
        try #require(Self.directory != nil, "the Interface Builder corpus is missing")
        // The book example's five rows (one per distribution) and DuckDuckGo's single column.
        #expect(Self.stacks.count >= 6, "\(Self.stacks)")
    }

    @Test(arguments: stacks)
    func arrangedViewsAtTheirSavedFrames(_ c: CorpusStack) throws {
        let directory = try #require(Self.directory)
        let document = try IBDocument(contentsOf: directory + "/" + c.file)
        let source = try #require(document.allViews.first { $0.id == c.stackID })
        let attributes = try #require(source.stackView)
        let saved = try #require(source.frame)
        let device = try #require(document.device.flatMap { DeviceCatalog.device(named: $0.id) })
        let screen = Screen(device: device)
        let root = screen.rootView
        let stack = StackView(name: c.stackID)
        stack.axis = attributes.axis == .horizontal ? .horizontal : .vertical
        stack.distribution = try #require(StackView.Distribution(name: attributes.distribution.rawValue))
        stack.alignment = try #require(StackView.Alignment(name: attributes.alignment.rawValue))
        stack.spacing = attributes.usesStandardSpacing ? StackView.spacingUseSystem : attributes.spacing
        stack.isBaselineRelativeArrangement = attributes.isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = attributes.isLayoutMarginsRelativeArrangement
        switch source.layoutMargins {
        case .absolute(let m)?: stack.layoutMargins = EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        case .directional(let m)?:
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
        case nil: break
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: saved.width),
            stack.heightAnchor.constraint(equalToConstant: saved.height),
        ])
        var arranged: [(View, IBRect)] = []
        for item in source.subviews {
            let view = try Self.makeView(item)
            try stack.addArrangedSubview(view)
            arranged.append((view, try #require(item.frame)))
        }
        screen.layoutIfNeeded()

        for (view, expected) in arranged {
            #expect(close(view.frame, Rect(x: expected.x, y: expected.y, width: expected.width, height: expected.height)),
                    "\(view.displayName): \(view.frame) (unsnapped \(view.layoutRectInRoot)), saved \(expected)")
        }
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    }

    /// A plain view as the document describes it.
    static func makeView(_ item: IBView) throws -> View {
        let view = View(name: item.id)
        if let placeholder = item.placeholderIntrinsicSize {
            func value(_ d: IBPlaceholderIntrinsicSize.Dimension?) -> Double {
                if case .points(let v)? = d { return v }
                return noIntrinsicMetric
            }
            view.explicitIntrinsicContentSize = Size(width: value(placeholder.width), height: value(placeholder.height))
        }
        view.setContentHuggingPriority(LayoutPriority(item.contentHuggingPriority.horizontal), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(item.contentHuggingPriority.vertical), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(item.compressionResistancePriority.horizontal), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(item.compressionResistancePriority.vertical), for: .vertical)
        view.isHidden = item.hidden
        for constraint in item.constraints {
            let anchor = constraint.firstAttribute == .width ? view.widthAnchor : view.heightAnchor
            guard constraint.firstAttribute == .width || constraint.firstAttribute == .height else {
                Issue.record("unexpected own constraint \(constraint)")
                continue
            }
            let made: LayoutConstraint = switch constraint.relation {
            case .equal: try anchor.constraint(equalToConstant: constraint.constant)
            case .lessThanOrEqual: try anchor.constraint(lessThanOrEqualToConstant: constraint.constant)
            case .greaterThanOrEqual: try anchor.constraint(greaterThanOrEqualToConstant: constraint.constant)
            }
            try made.setPriority(LayoutPriority(constraint.priority))
            try made.activate()
        }
        return view
    }
}
