import AutoLayout
import InterfaceBuilder

/// One view as verification compares it with its saved frame: what `lint`'s misplaced rule
/// reads of a verification.
public struct IBComparedFrame: Hashable, Sendable {
    public var id: String
    public var name: String
    public var line: Int
    /// The saved frame, in the superview's coordinates.
    public var saved: IBFrame
    /// Ours, in the superview's coordinates: the frame with the saved sizes of text views
    /// standing in for text metrics, except for a view that a stack arrangement decides and
    /// text does not, whose frame is the one laid out with the factories' views
    /// (`IBViewVerdict.frameWithSavedTextSizes`, else `IBViewVerdict.frame`).
    public var frame: IBFrame
}

extension IBVerifier {
    /// For the views `named[i]` of the i-th scene (in `IBDocumentLayout` order), what
    /// `verify(_:file:)` compares: the same frames, from only the layouts those views need.
    ///
    /// Every scene's plain layout is made, since its overflow refuses the document as it
    /// refuses verification; the stand-ins' layout when the scene names a view; the grown and
    /// shrunk stand-ins and the held stacks only in a scene with stack views, for a named view
    /// that text metrics do not decide (a scene without stack views has none of those decided
    /// by a stack). Views verification leaves out (no saved frame, a hidden arranged subview,
    /// the root) are left out here too.
    public func comparedFrames(_ document: IBDocument, named: [Set<String>]) throws(IBLayoutError) -> [[IBComparedFrame]] {
        var result: [[IBComparedFrame]] = []
        for (i, root) in IBDocumentLayout.roots(of: document).enumerated() {
            let probe = IBComparisonProbe(root: root, document: document, options: options, delta: perturbation)
            result.append(try probe.compare(i < named.count ? named[i] : []))
        }
        return result
    }
}

/// `IBVerificationProbes` laid out on demand, for a few views.
struct IBComparisonProbe {
    let root: IBDocumentLayout.Root
    let document: IBDocument
    let options: IBLayoutOptions
    let delta: Double

    func laidOut(_ standIns: IBStandIns?) throws(IBLayoutError) -> IBSceneLayout {
        try IBVerificationProbes.laidOut(root, document: document, options: options, standIns: standIns)
    }

    func frames(_ standIns: IBStandIns) throws(IBLayoutError) -> IBProbeFrames {
        IBProbeFrames(try laidOut(standIns))
    }

    /// The held stacks' frames, the views their arrangements decide, and the pins moved.
    func holding() throws(IBLayoutError) -> (frames: IBProbeFrames, arranged: Set<String>, variants: [IBProbeFrames]) {
        let held = try laidOut(IBStandIns(holdsArrangements: true))
        let unarranged = held.unarrangedStackIDs
        let arranged = Set(unarranged.flatMap { held.elements[$0]?.stackView?.arrangedSubviewIDs ?? [] })
        let variants = unarranged.isEmpty ? [] : [try frames(IBStandIns(arrangementDelta: delta, holdsArrangements: true)),
                                                  try frames(IBStandIns(arrangementDelta: -delta, holdsArrangements: true))]
        return (IBProbeFrames(held), arranged, variants)
    }

    /// A named view as the plain layout has it.
    struct PlainView {
        var id: String
        var name: String
        var line: Int
        var saved: IBRect
        var frame: Rect
        var measuresText: Bool
    }

    /// The plain layout, refused when it overflows, and what the comparison reads of it: the
    /// named views verification compares, and whether the scene has stack views. The layout is
    /// released on return, before the next is built.
    func plainViews(_ named: Set<String>) throws(IBLayoutError) -> (views: [PlainView], hasStacks: Bool) {
        let plain = try laidOut(nil)
        try IBVerificationProbes.checkFinite(plain)
        var views: [PlainView] = []
        for slot in plain.viewList.indices.dropFirst() where named.contains(plain.viewIDs[slot]) {
            let element = plain.elementList[slot]
            guard let saved = element.frame else { continue }
            let inStack = plain.parentIDList[slot].map { plain.elements[$0]?.kind == .stackView } ?? false
            if element.hidden, inStack { continue }
            views.append(PlainView(id: plain.viewIDs[slot], name: element.displayName, line: element.line, saved: saved,
                                   frame: plain.viewList[slot].frame,
                                   measuresText: plain.contentSourceList[slot] == .textAndControlMetrics))
        }
        return (views, !(plain.arrangingStackIDs.isEmpty && plain.unarrangedStackIDs.isEmpty))
    }

    func compare(_ named: Set<String>) throws(IBLayoutError) -> [IBComparedFrame] {
        let (views, hasStacks) = try plainViews(named)
        guard !views.isEmpty else { return [] }
        let standIn = try frames(IBStandIns())
        var textVariants: [IBProbeFrames]?
        var held: (frames: IBProbeFrames, arranged: Set<String>, variants: [IBProbeFrames])?
        var result: [IBComparedFrame] = []
        for view in views {
            var decidedByStackAlone = false
            if hasStacks, !view.measuresText {
                if textVariants == nil {
                    textVariants = [try frames(IBStandIns(contentDelta: delta)), try frames(IBStandIns(contentDelta: -delta))]
                }
                if !IBVerificationProbes.moves(view.id, from: standIn, in: textVariants ?? []) {
                    if held == nil { held = try holding() }
                    if let stacks = held {
                        decidedByStackAlone = stacks.arranged.contains(view.id)
                            || IBVerificationProbes.moves(view.id, from: stacks.frames, in: stacks.variants)
                    }
                }
            }
            let ours = decidedByStackAlone ? view.frame : standIn[view.id] ?? view.frame
            result.append(IBComparedFrame(id: view.id, name: view.name, line: view.line, saved: IBFrame(view.saved),
                                          frame: IBFrame(ours)))
        }
        return result
    }
}
