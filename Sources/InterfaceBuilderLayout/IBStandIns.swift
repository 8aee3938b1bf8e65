import AutoLayout
import InterfaceBuilder

/// What verification puts in place of the parts of a layout this package does not compute yet,
/// so that the rest can be checked against Interface Builder's saved frames.
///
/// - Text and control metrics: each text-bearing view or control gets its saved alignment size
///   as its intrinsic size, on the axes where its kind has one.
/// - Stack arrangement, when no factory arranges stack views or when `holdsArrangements` asks
///   for it: each stack is a plain view and each visible arranged subview is held at its saved
///   place inside it (four edges, priority 999).
///
/// Stand-ins never decide what is counted: verification lays each scene out again with every
/// stand-in grown (and shrunk) by a few points, and every view whose frame moves is counted as
/// text- or stack-dependent and compared without stand-ins (with the factories' controls and
/// stack views). The views left over are exactly those whose frames the stand-ins do not decide.
struct IBStandIns {
    /// Added to every stand-in intrinsic size (both axes).
    var contentDelta: Double = 0
    /// Added to every stand-in arrangement inset (all four sides).
    var arrangementDelta: Double = 0
    /// Build stack views plain and hold their arranged views at their saved places, even when
    /// a factory would arrange them: how verification finds the views a stack arrangement decides.
    var holdsArrangements = false

    /// The baselines the factories' control for `element` has when it is `size` high (in
    /// alignment-rect terms), so that baseline constraints and baseline alignment in stacks act
    /// on a stand-in as on the control: the control's own offsets at its measured height, moved
    /// by half the difference (labels, buttons and text fields centre their text vertically; a
    /// text view keeps its text at the top). Nil without a factory control with text.
    ///
    /// A label keeps its first baseline at its own offset from its top when the document
    /// stretches or squeezes it (`saved` is the height it was saved at; only the perturbation
    /// beyond it moves the baseline, by half), as our `Label` does: UILabel draws its text
    /// centred but does not move its first baseline with it. pocket-casts'
    /// SmallPagedListSummaryViewController shows it: a 22-pt "Featured" stretched to 32.5 whose
    /// first baseline a button follows 21 pt below the label's top, not the 24 of the centred
    /// text. The last baseline stays centred: element's FilesSearchTableViewCell ties a
    /// stretched title by its last baseline and its centre to a date, which a last baseline
    /// held at the bottom would squeeze.
    static func baselines(of element: IBView, at size: Size, saved: Double? = nil,
                          in layout: IBSceneLayout) -> (first: Double, last: Double)? {
        let context = IBViewContext(document: layout.document, trait: layout.canvas.trait, element: element,
                                    textStyleCategory: layout.options.textStyleCategory(for: layout.document))
        guard let control = layout.options.factories.lazy.compactMap({ $0.makeView(context) }).first?.view,
              size.height >= 0 else { return nil }
        // Text that fits one line at its saved height is measured on one line: wrapped at the
        // saved width in our fonts, it could take two where Xcode's took one.
        var measured = control.intrinsicContentSize
        if control.intrinsicHeightDependsOnWidth, size.width >= 0, size.height >= 1.5 * measured.height {
            measured = control.intrinsicContentSize(forWidth: size.width)
        }
        guard let first = control.firstBaselineOffsetFromTop, let last = control.lastBaselineOffsetFromBottom,
              measured.height >= 0 else { return nil }
        let slack = size.height - measured.height
        if element.kind == .textView { return (first, last + slack) }
        if element.kind == .label, let saved { return (first + (size.height - saved) / 2, last + slack / 2) }
        return (first + slack / 2, last + slack / 2)
    }

    func apply(to layout: IBSceneLayout) {
        for slot in layout.viewList.indices where layout.contentSourceList[slot] == .textAndControlMetrics {
            let element = layout.elementList[slot], view = layout.viewList[slot], id = layout.viewIDs[slot]
            guard let frame = element.frame else { continue }
            let axes = IBControlMetrics.contentAxes(of: element) ?? (true, true)
            let saved = view.alignmentRect(forFrame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            let placeholder = layout.placeholderSizes[id]
            func value(_ has: Bool, _ saved: Double, _ written: Double?) -> Double {
                if let written { return written }
                return has ? max(0, saved + contentDelta) : noIntrinsicMetric
            }
            let size = Size(width: value(axes.width, saved.width, placeholder?.width),
                            height: value(axes.height, saved.height, placeholder?.height))
            view.explicitIntrinsicContentSize = size
            if let standIn = view as? IBElementView {
                standIn.elementBaselines = Self.baselines(of: element, at: size, saved: saved.height, in: layout)
                standIn.invalidateBaselines()
            }
        }
        // Controls held at a placeholder size by the document keep their baselines too.
        for slot in layout.viewList.indices where layout.contentSourceList[slot] == .document {
            let element = layout.elementList[slot]
            guard IBControlMetrics.contentAxes(of: element) != nil, let view = layout.viewList[slot] as? IBElementView,
                  let size = view.explicitIntrinsicContentSize else { continue }
            view.elementBaselines = Self.baselines(of: element, at: size, in: layout)
            view.invalidateBaselines()
        }
        for stackID in layout.unarrangedStackIDs {
            guard let stack = layout.views[stackID], let element = layout.elements[stackID],
                  let stackFrame = element.frame else { continue }
            for childID in element.stackView?.arrangedSubviewIDs ?? [] {
                guard let child = layout.views[childID], let childElement = layout.elements[childID],
                      !childElement.hidden, let frame = childElement.frame else { continue }
                let r = child.alignmentRect(forFrame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
                let d = arrangementDelta
                let pins: [(LayoutAttribute, Double)] = [
                    (.left, r.minX + d), (.top, r.minY + d),
                    (.right, r.maxX - stackFrame.width - d), (.bottom, r.maxY - stackFrame.height - d),
                ]
                for (attribute, constant) in pins {
                    guard let c = try? LayoutConstraint(item: child, attribute: attribute, relatedBy: .equal, toItem: stack,
                                                        attribute: attribute, constant: constant) else { continue }
                    c.identifier = "IB-stand-in-arrangement"
                    c.origin = .container("IB-stand-in")
                    try? c.setPriority(999)
                    try? c.activate()
                }
            }
        }
    }
}
