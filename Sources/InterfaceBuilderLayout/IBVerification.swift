import AutoLayout
import InterfaceBuilder

/// How many views agree with their saved frames within 0.5 pt and within 1 pt.
public struct IBAgreement: Codable, Hashable, Sendable {
    public var views = 0
    public var withinHalfPoint = 0
    public var withinOnePoint = 0

    public init() {}

    public init(views: Int, withinHalfPoint: Int, withinOnePoint: Int) {
        self.views = views
        self.withinHalfPoint = withinHalfPoint
        self.withinOnePoint = withinOnePoint
    }

    /// Counts one view whose largest edge difference is `difference`.
    public mutating func add(difference: Double) {
        views += 1
        if difference <= 0.5 + 1e-6 { withinHalfPoint += 1 }
        if difference <= 1 + 1e-6 { withinOnePoint += 1 }
    }

    public static func + (a: IBAgreement, b: IBAgreement) -> IBAgreement {
        var r = IBAgreement()
        r.views = a.views + b.views
        r.withinHalfPoint = a.withinHalfPoint + b.withinHalfPoint
        r.withinOnePoint = a.withinOnePoint + b.withinOnePoint
        return r
    }

    /// The share within 0.5 pt, 1 when there are no views.
    public var halfPointRate: Double { views == 0 ? 1 : Double(withinHalfPoint) / Double(views) }
    /// The share within 1 pt, 1 when there are no views.
    public var onePointRate: Double { views == 0 ? 1 : Double(withinOnePoint) / Double(views) }
}

/// Agreement by what decides the views' frames.
public struct IBAgreementGroups: Codable, Hashable, Sendable {
    /// Views whose frames neither text and control metrics nor a missing stack arrangement
    /// decide: the layout engine's and this binding's own work.
    public var independent = IBAgreement()
    /// Views whose frames text or control metrics decide, laid out with the factories' sizes.
    public var textDependent = IBAgreement()
    /// Views whose frames a stack arrangement decides and text metrics do not, laid out with
    /// the factories' stack views (before stack views were built: with no arrangement at all).
    public var stackDependent = IBAgreement()
    /// Every view whose frame a stack arrangement decides, text-dependent or not (the
    /// stacks measure): arranged subviews and the views they size, laid out with the factories'
    /// views. Overlaps `textDependent` and `stackDependent`; not part of `overall`.
    public var stackArranged = IBAgreement()
    /// A diagnostic: `stackArranged` with the saved sizes of text views standing in for text
    /// metrics, so that the stacks' own arithmetic is what is compared.
    public var stackArrangedWithSavedTextSizes = IBAgreement()
    /// The independent views whose frames are partly inputs: views that translate their
    /// autoresizing masks, and views pinned by Interface Builder's prototyping constraints.
    public var frameInputs = IBAgreement()
    /// A diagnostic, not a result: the text-dependent views laid out with the saved sizes of
    /// text-bearing views standing in for text metrics. Their own sizes then agree by
    /// construction; their positions and the sizes of views around them test the rest of the
    /// layout, and show what exact text metrics would reach.
    public var textDependentWithSavedTextSizes = IBAgreement()

    public init() {}

    /// Every compared view.
    public var overall: IBAgreement { independent + textDependent + stackDependent }

    public static func + (a: IBAgreementGroups, b: IBAgreementGroups) -> IBAgreementGroups {
        var r = IBAgreementGroups()
        r.independent = a.independent + b.independent
        r.textDependent = a.textDependent + b.textDependent
        r.stackDependent = a.stackDependent + b.stackDependent
        r.frameInputs = a.frameInputs + b.frameInputs
        r.textDependentWithSavedTextSizes = a.textDependentWithSavedTextSizes + b.textDependentWithSavedTextSizes
        r.stackArranged = a.stackArranged + b.stackArranged
        r.stackArrangedWithSavedTextSizes = a.stackArrangedWithSavedTextSizes + b.stackArrangedWithSavedTextSizes
        return r
    }
}

/// A rectangle for reports.
public struct IBFrame: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(_ r: Rect) { x = r.minX; y = r.minY; width = r.width; height = r.height }
    public init(_ r: IBRect) { x = r.x; y = r.y; width = r.width; height = r.height }

    /// The largest difference of origin or size.
    public func difference(from other: IBFrame) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }

    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// One view compared with its saved frame.
public struct IBViewVerdict: Codable, Hashable, Sendable {
    public enum Group: String, Codable, Hashable, Sendable {
        case independent, textDependent, stackDependent
    }

    public var id: String
    public var name: String
    public var type: String
    public var line: Int
    /// The saved frame, in the superview's coordinates.
    public var saved: IBFrame
    /// Ours, in the superview's coordinates.
    public var frame: IBFrame
    public var difference: Double
    public var group: Group
    /// True when the view's frame is partly an input: it translates its autoresizing mask, or
    /// Interface Builder's prototyping constraints pin it.
    public var frameInput: Bool
    /// `misplaced` or `ambiguous` in the document.
    public var flagged: Bool
    /// Constraints involving the view, for views beyond 0.5 pt.
    public var constraints: [String]?
    /// For text-dependent views: the frame with the saved sizes of text views standing in for
    /// text metrics (a diagnostic).
    public var frameWithSavedTextSizes: IBFrame?
}

/// One scene compared.
public struct IBSceneVerdict: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var device: String
    public var orientation: String
    public var trait: String
    public var size: IBFrame
    public var safeArea: [Double]
    public var notes: [String]
    public var agreement: IBAgreementGroups
    /// Every compared view.
    public var views: [IBViewVerdict]
    /// Views left out of the comparison, with the reason.
    public var excluded: [String]
    public var problems: [String]
    public var unsupported: [String]
    /// Unsatisfiable constraint sets the engine broke, one line each.
    public var unsatisfiable: [String]
}

/// One document compared.
public struct IBDocumentVerdict: Codable, Hashable, Sendable {
    public var file: String
    /// Views flagged `misplaced` or `ambiguous`: the document's saved frames are not all solutions.
    public var flaggedViews: [String]
    public var agreement: IBAgreementGroups
    public var scenes: [IBSceneVerdict]
    /// Why the document could not be compared, when it could not.
    public var error: String?
    /// Why the document is not compared although it was read: a kind of document this package
    /// does not lay out (an AppKit, tvOS or watchOS document, an Xcode 3 `<archive>` xib).
    /// Such documents count in no total.
    public var unsupported: String?

    public var isFlagged: Bool { !flaggedViews.isEmpty }

    /// A verdict for a document that is not compared, with the reason.
    static func unsupported(_ file: String, reason: String) -> IBDocumentVerdict {
        IBDocumentVerdict(file: file, flaggedViews: [], agreement: IBAgreementGroups(), scenes: [], error: nil,
                          unsupported: reason)
    }
}

/// Why a document is not laid out, nil for a UIKit document (`type` …`CocoaTouch`…).
///
/// Interface Builder's AppKit documents (`targetRuntime="MacOSX.Cocoa"`) have flipped
/// coordinates, their own controls and no simulated iOS device; tvOS and watchOS documents
/// have canvases this package does not model. Laid out as UIKit documents, their frames would
/// be compared with the wrong rules, so they are reported and counted nowhere.
func unsupportedReason(_ document: IBDocument) -> String? {
    guard !document.type.contains(".CocoaTouch.") else { return nil }
    let kind = document.targetRuntime.hasPrefix("MacOSX") || document.type.contains(".Cocoa.") ? "an AppKit document"
        : document.targetRuntime == "AppleTV" ? "a tvOS document"
        : document.targetRuntime.lowercased().hasPrefix("watch") ? "a watchOS document" : "not a UIKit document"
    return "\(kind) (type \(document.type), targetRuntime \(document.targetRuntime)): only UIKit storyboards and xibs are laid out"
}

/// Documents compared, with totals for documents whose saved frames are solutions and,
/// separately, for those with views flagged misplaced or ambiguous.
public struct IBVerificationSummary: Codable, Hashable, Sendable {
    public var documents: [IBDocumentVerdict]
    public var total: IBAgreementGroups
    public var flaggedTotal: IBAgreementGroups

    public init(documents: [IBDocumentVerdict]) {
        self.documents = documents
        total = documents.filter { !$0.isFlagged }.map(\.agreement).reduce(IBAgreementGroups(), +)
        flaggedTotal = documents.filter(\.isFlagged).map(\.agreement).reduce(IBAgreementGroups(), +)
    }
}

/// Compares a document's laid-out frames with the frames Interface Builder saved.
public struct IBVerifier {
    public var options: IBLayoutOptions
    /// The size change used to find what stand-ins decide.
    public var perturbation: Double = 7

    public init(options: IBLayoutOptions = IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true)) {
        self.options = options
    }

    /// Reads and compares the document at `path`; a document that cannot be read or built is
    /// reported with its error.
    public func verify(file path: String, displayName: String? = nil) -> IBDocumentVerdict {
        let name = displayName ?? path
        do {
            let document = try IBDocument(contentsOf: path)
            if let reason = unsupportedReason(document) { return .unsupported(name, reason: reason) }
            return try verify(document, file: name)
        } catch InterfaceBuilderError.notAnInterfaceBuilderDocument(_, rootElement: "archive") {
            return .unsupported(name, reason: "an Xcode 3 <archive> xib: only the XML format of Xcode 5 and later "
                + "(<document>) is read; saving it in a current Xcode converts it")
        } catch let error as InterfaceBuilderError {
            return IBDocumentVerdict(file: name, flaggedViews: [], agreement: IBAgreementGroups(), scenes: [],
                                     error: error.description, unsupported: nil)
        } catch {
            return IBDocumentVerdict(file: name, flaggedViews: [], agreement: IBAgreementGroups(), scenes: [],
                                     error: "\(error)", unsupported: nil)
        }
    }

    /// Compares every scene of `document`.
    public func verify(_ document: IBDocument, file: String) throws(IBLayoutError) -> IBDocumentVerdict {
        var scenes: [IBSceneVerdict] = []
        for root in IBDocumentLayout.roots(of: document) {
            scenes.append(try verify(root, document: document))
        }
        let flagged = scenes.flatMap { $0.views.filter(\.flagged).map(\.id) }
        return IBDocumentVerdict(file: file, flaggedViews: flagged,
                                 agreement: scenes.map(\.agreement).reduce(IBAgreementGroups(), +),
                                 scenes: scenes, error: nil, unsupported: nil)
    }

    func verify(_ root: IBDocumentLayout.Root, document: IBDocument) throws(IBLayoutError) -> IBSceneVerdict {
        let probes = try IBVerificationProbes(root: root, document: document, options: options, delta: perturbation)
        let plain = probes.plain
        var verdicts: [IBViewVerdict] = []
        var excluded: [String] = []
        var agreement = IBAgreementGroups()
        for slot in plain.viewList.indices.dropFirst() {
            let id = plain.viewIDs[slot], element = plain.elementList[slot], view = plain.viewList[slot]
            guard let saved = element.frame else {
                excluded.append("\(id) \(element.displayName): no saved frame")
                continue
            }
            if element.hidden, probes.stackChildren.contains(id) {
                excluded.append("\(id) \(element.displayName): hidden arranged subview (its saved frame is stale)")
                continue
            }
            verdicts.append(probes.verdict(slot: slot, element: element, view: view, saved: IBFrame(saved),
                                           agreement: &agreement))
        }
        let c = plain.canvas
        return IBSceneVerdict(
            id: plain.id, name: plain.name, device: c.device.interfaceBuilderID ?? c.device.name,
            orientation: c.orientation.rawValue, trait: c.trait.description,
            size: IBFrame(Rect(x: 0, y: 0, width: c.size.width, height: c.size.height)),
            safeArea: [c.safeAreaInsets.top, c.safeAreaInsets.left, c.safeAreaInsets.bottom, c.safeAreaInsets.right],
            notes: c.notes, agreement: agreement, views: verdicts, excluded: excluded,
            problems: plain.problems.map(\.description), unsupported: plain.unsupported.map(\.description),
            unsatisfiable: plain.screen.rootView.layoutIssues.map(\.summary))
    }
}

/// One scene laid out several ways, to tell which views text metrics or stack arrangements
/// decide: what moves when those sizes move is what they decide.
///
/// Only `plain` is kept whole; of the other layouts only their frames are kept, so that each
/// one's engine, views and constraints are released as soon as it is laid out (holding all of
/// them made a scene of 10,000 rows peak at 1.6 GB).
struct IBVerificationProbes {
    /// The scene as `layout` makes it.
    let plain: IBSceneLayout
    /// Every text view and control at its saved size, stacks arranged as the factories
    /// arrange them.
    let standIn: IBProbeFrames
    /// The stand-ins grown and shrunk.
    let textVariants: [IBProbeFrames]
    /// Every stack view held: its arranged views pinned at their saved places.
    let held: IBProbeFrames
    /// The pins moved in and out (none when no stack is held).
    let stackVariants: [IBProbeFrames]
    let arranged: Set<String>
    let stackChildren: Set<String>

    init(root: IBDocumentLayout.Root, document: IBDocument, options: IBLayoutOptions,
         delta d: Double) throws(IBLayoutError) {
        func laidOut(_ standIns: IBStandIns?) throws(IBLayoutError) -> IBSceneLayout {
            try Self.laidOut(root, document: document, options: options, standIns: standIns)
        }
        func frames(_ standIns: IBStandIns) throws(IBLayoutError) -> IBProbeFrames {
            IBProbeFrames(try laidOut(standIns))
        }
        let plain = try laidOut(nil)
        try Self.checkFinite(plain)
        self.plain = plain
        standIn = try frames(IBStandIns())
        textVariants = [try frames(IBStandIns(contentDelta: d)), try frames(IBStandIns(contentDelta: -d))]
        // What moves is what a stack arrangement decides, whether or not a factory arranges
        // stacks.
        func holding() throws(IBLayoutError) -> (IBProbeFrames, unarranged: Set<String>, arranged: Set<String>) {
            let held = try laidOut(IBStandIns(holdsArrangements: true))
            let unarranged = held.unarrangedStackIDs
            return (IBProbeFrames(held), unarranged,
                    Set(unarranged.flatMap { held.elements[$0]?.stackView?.arrangedSubviewIDs ?? [] }))
        }
        // Holding arrangements changes only stack views: a scene without any is built the
        // same way held, so its held frames are the stand-ins' frames.
        let hasStacks = !(plain.arrangingStackIDs.isEmpty && plain.unarrangedStackIDs.isEmpty)
        let (held, unarranged, arranged) = hasStacks ? try holding() : (standIn, [], [])
        self.held = held
        self.arranged = arranged
        if unarranged.isEmpty {
            stackVariants = []
        } else {
            stackVariants = [try frames(IBStandIns(arrangementDelta: d, holdsArrangements: true)),
                             try frames(IBStandIns(arrangementDelta: -d, holdsArrangements: true))]
        }
        var stackChildren = Set<String>()
        for (id, parent) in zip(plain.viewIDs, plain.parentIDList) {
            if let parent, plain.elements[parent]?.kind == .stackView { stackChildren.insert(id) }
        }
        self.stackChildren = stackChildren
    }

    /// One probe layout of `root`, built and laid out.
    static func laidOut(_ root: IBDocumentLayout.Root, document: IBDocument, options: IBLayoutOptions,
                        standIns: IBStandIns?) throws(IBLayoutError) -> IBSceneLayout {
        // Frames do not depend on the order content sizes are added in, and the constraints
        // verification lists per view are sorted by line: the widest of a form's equal-width
        // labels goes first and sets their shared width once, not once per label wider than
        // those before it.
        var widestFirst = options
        widestFirst.addsWidestOfEqualWidthsFirst = true
        let layout = try root.build(document, widestFirst, standIns)
        layout.layout()
        return layout
    }

    /// Refuses a layout whose frames are not finite or past 10^15.
    static func checkFinite(_ layout: IBSceneLayout) throws(IBLayoutError) {
        for slot in layout.viewList.indices {
            let frame = layout.viewList[slot].frame
            for value in [frame.minX, frame.minY, frame.width, frame.height] where !(value.isFinite && abs(value) <= 1e15) {
                throw .layoutOverflow(view: layout.viewIDs[slot], line: layout.elementList[slot].line, value: formatNumber(value))
            }
        }
    }

    /// True when `id`'s frame in any of `variants` differs from its frame in `base`.
    static func moves(_ id: String, from base: IBProbeFrames, in variants: [IBProbeFrames]) -> Bool {
        moves(IBProbeFrames.Key(id: id, slot: nil), from: base, in: variants)
    }

    /// True when the keyed view's frame in any of `variants` differs from its frame in `base`.
    static func moves(_ key: IBProbeFrames.Key, from base: IBProbeFrames, in variants: [IBProbeFrames]) -> Bool {
        guard let frame = base[key] else { return false }
        return variants.contains { v in
            guard let f = v[key] else { return false }
            return IBFrame(f).difference(from: IBFrame(frame)) > 0.01
        }
    }

    /// One view's verdict: its group, our frame against the saved one, counted in `agreement`.
    /// `slot` is the view's slot in `plain`.
    func verdict(slot: Int, element: IBView, view: View, saved: IBFrame,
                 agreement: inout IBAgreementGroups) -> IBViewVerdict {
        let id = plain.viewIDs[slot]
        let key = IBProbeFrames.Key(id: id, slot: slot)
        let textDependent = plain.contentSourceList[slot] == .textAndControlMetrics
            || Self.moves(key, from: standIn, in: textVariants)
        let stackDependent = arranged.contains(id) || Self.moves(key, from: held, in: stackVariants)
        let group: IBViewVerdict.Group = textDependent ? .textDependent : stackDependent ? .stackDependent : .independent
        let ours = group == .independent ? standIn[key] ?? view.frame : view.frame
        let difference = IBFrame(ours).difference(from: saved)
        let frameInput = element.translatesAutoresizingMaskIntoConstraints || plain.prototypedViewIDs.contains(id)
        if group == .independent, frameInput { agreement.frameInputs.add(difference: difference) }
        var savedTextSizesFrame: IBFrame?
        if group == .textDependent, let f = standIn[key] {
            savedTextSizesFrame = IBFrame(f)
            agreement.textDependentWithSavedTextSizes.add(difference: IBFrame(f).difference(from: saved))
        }
        if stackDependent {
            agreement.stackArranged.add(difference: IBFrame(view.frame).difference(from: saved))
            if let f = standIn[key] {
                agreement.stackArrangedWithSavedTextSizes.add(difference: IBFrame(f).difference(from: saved))
            }
        }
        switch group {
        case .independent: agreement.independent.add(difference: difference)
        case .textDependent: agreement.textDependent.add(difference: difference)
        case .stackDependent: agreement.stackDependent.add(difference: difference)
        }
        return IBViewVerdict(
            id: id, name: element.displayName, type: element.uiKitClassName, line: element.line,
            saved: saved, frame: IBFrame(ours), difference: difference, group: group, frameInput: frameInput,
            flagged: element.misplaced || element.ambiguous,
            constraints: difference > 0.5 + 1e-6 ? plain.constraintDescriptions(involving: id) : nil,
            frameWithSavedTextSizes: savedTextSizesFrame)
    }
}

/// The frames of one laid-out probe by view id: all that is compared of it.
///
/// Kept by slot, as the layout kept its views: the probes build the same hierarchy as the plain
/// layout, so a view is read at the plain layout's slot without hashing its id.
struct IBProbeFrames {
    /// A view to look up: its id, and its slot in the plain layout when known.
    struct Key {
        var id: String
        var slot: Int?
    }

    private let slots: [String: Int]
    private let ids: [String]
    private let frames: [Rect]

    init(_ layout: IBSceneLayout) {
        slots = layout.slotOfID
        ids = layout.viewIDs
        frames = layout.viewList.map(\.frame)
    }

    subscript(id: String) -> Rect? { slots[id].map { frames[$0] } }

    /// The frame at the key's slot when this probe has the same view there, else by id.
    subscript(key: Key) -> Rect? {
        if let slot = key.slot, slot < ids.count, ids[slot] == key.id { return frames[slot] }
        return self[key.id]
    }
}

extension LayoutIssue {
    /// One line: the broken constraint and what it conflicted with.
    var summary: String {
        switch self {
        case let .unsatisfiable(broken, conflicting):
            "broke \(broken.equationDescription) (conflicts with \(conflicting.map(\.equationDescription).joined(separator: "; ")))"
        case let .solverFailure(constraint, message):
            "left out \(constraint.equationDescription): \(message)"
        case let .autoresizingConflict(view, conflicting):
            "broke the autoresizing mask of \(view.displayName) (conflicts with \(conflicting.map(\.equationDescription).joined(separator: "; ")))"
        }
    }
}
