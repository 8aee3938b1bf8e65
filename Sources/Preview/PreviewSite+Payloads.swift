import AutoLayout
import Foundation
import LayoutReport
import NameSuggestion
import Rendering

extension PreviewSite {
    /// Exactly what `autolayout render --format json` prints with the same options: one screen's
    /// report, or an array of every scene's when a storyboard's scene is not picked.
    func renderJSON(_ options: LayoutRunOptions) throws -> String {
        try document.withScreens(options) { screens, _ in
            (screens.count == 1 ? screens[0].report() : JSONValue.array(screens.map { $0.report() })).text() + "\n"
        }
    }

    /// What the page draws: the file's version, the report (as `/api/render` gives it), the
    /// picture (as `render --svg` draws it), and the menus' choices (scenes, devices, sizes).
    ///
    /// A storyboard's first scene is laid out when none is picked, so that the page shows one
    /// screen; `scene` in the answer says which. Compact JSON: the page reads it, and the
    /// picture (fonts embedded, some 700 KB) is escaped by Foundation's encoder, which is much
    /// quicker at it than the report's writer.
    func screenJSON(_ options: LayoutRunOptions, overlays: Set<RenderOverlay>) throws -> String {
        let scenes = try document.scenes()
        var run = options
        if run.scene == nil, let first = scenes.first { run.scene = first.id }
        return try document.withScreens(run) { screens, version in
            guard let screen = screens.first else { throw PreviewError.document("\(document.file): nothing to lay out") }
            let scene = screen.scene()
            let svg: String
            do {
                svg = try SVGRenderer(overlays: overlays).render(scene)
            } catch {
                throw PreviewError.document(String(describing: error))
            }
            let object = JSONValue.object([
                ("version", .number(Double(version))), ("file", .string(document.file)),
                ("scene", run.scene.map(JSONValue.string) ?? .null),
                ("scenes", .array(scenes.map { .object([("id", .string($0.id)), ("name", .string($0.name))]) })),
                ("devices", .array(DeviceCatalog.all.map { .string($0.name) })),
                ("contentSizeCategories", .array(ContentSizeCategory.allCases.map { .string($0.documentName) })),
                ("report", screen.report()),
            ]).text(pretty: false)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            guard object.hasSuffix("}"), let picture = try? encoder.encode(svg) else {
                throw PreviewError.document("the picture could not be written as JSON")
            }
            return object.dropLast() + #","svg":"# + String(decoding: picture, as: UTF8.self) + "}"
        }
    }

    /// What the inspector shows for the view `name` (a name or id, as `explain` takes it): its
    /// frame, intrinsic size, hugging and compression resistance, what `autolayout explain`
    /// prints, and the constraints of each axis with the views each one ties.
    func inspectJSON(_ name: String, _ options: LayoutRunOptions) throws -> JSONValue {
        var run = options
        if run.scene == nil, let first = try document.scenes().first { run.scene = first.id }
        return try document.withScreens(run) { screens, _ in
            guard let screen = screens.first else { throw PreviewError.document("\(document.file): nothing to lay out") }
            let items = screen.reportedItems
            guard let reported = screen.reportedItem(named: name),
                  let index = items.firstIndex(where: { $0.item === reported.item }) else {
                throw PreviewError.noSuchView(name, suggestion: NameSuggestion.closest(to: name, among: items.map(\.name)))
            }
            guard case .array(let entries) = screen.report()["views"], index < entries.count else {
                throw PreviewError.document("\(document.file): the report has no entry for '\(name)'")
            }
            var pairs: [(String, JSONValue)] = [("view", entries[index])]
            if let view = reported.item as? View {
                pairs += Self.priorities(of: view)
                pairs.append(("explain", .string(view.explainLayout())))
                pairs.append(("axes", .array(LayoutAxis.allCases.map { axis in
                    Self.constraints(of: view, axis: axis, on: screen, names: Self.names(of: items))
                })))
            } else {
                pairs.append(("explain", .string("\(reported.name): a layout guide, frame \(reported.frameInRoot)")))
                pairs.append(("axes", .array([])))
            }
            return .object(pairs)
        }
    }

    /// Hugging and compression resistance per axis.
    private static func priorities(of view: View) -> [(String, JSONValue)] {
        func pair(_ value: (LayoutAxis) -> LayoutPriority) -> JSONValue {
            .object([("horizontal", .number(value(.horizontal).rawValue)), ("vertical", .number(value(.vertical).rawValue))])
        }
        return [("contentHuggingPriority", pair(view.contentHuggingPriority(for:))),
                ("contentCompressionResistancePriority", pair(view.contentCompressionResistancePriority(for:)))]
    }

    /// Each reported item's name by identity; a guide also answers for its owning view's name
    /// when it is not reported itself (a view's margins guide).
    private static func names(of items: [ReportedItem]) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        for reported in items { names[ObjectIdentifier(reported.item)] = reported.name }
        return names
    }

    /// The constraints deciding `view` on `axis`, as `explain` lists them: those on the view first
    /// (`direct`), then those reaching it through other items; each with its priority, whether it
    /// was broken, by how much it is unsatisfied, and the reported views it ties.
    private static func constraints(of view: View, axis: LayoutAxis, on screen: any LaidOutScreen,
                                    names: [ObjectIdentifier: String]) -> JSONValue {
        func name(_ item: LayoutItem?) -> String? {
            guard let item else { return nil }
            if let found = names[ObjectIdentifier(item)] { return found }
            if let guide = item as? LayoutGuide, let owner = guide.owningView { return names[ObjectIdentifier(owner)] }
            return nil
        }
        let all = view.constraintsAffectingLayout(for: axis)
        let direct = all.filter { c in c.involves(view) || name(c.firstItem) == name(view) || name(c.secondItem) == name(view) }
        let ordered = direct + all.filter { c in !direct.contains { $0 === c } }
        let rows: [JSONValue] = ordered.map { c in
            let tied = [name(c.firstItem), name(c.secondItem)].compactMap { $0 }
            return .object([
                ("text", .string(screen.describe(c))), ("priority", .number(c.priority.rawValue)),
                ("direct", .bool(direct.contains { $0 === c })), ("broken", .bool(c.isBroken)),
                ("unsatisfiedBy", c.currentViolation.map { $0 > 0 ? JSONValue.number($0) : .null } ?? .null),
                ("views", .array(tied.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map(JSONValue.string))),
            ])
        }
        return .object([("axis", .string(axis == .horizontal ? "horizontal" : "vertical")), ("constraints", .array(rows))])
    }

    /// A contact sheet: the screen on several devices side by side (the same orientation, size,
    /// direction and scene), as `render --all-devices --svg` draws one. `devices` is a
    /// comma-separated list; by default four devices from the smallest phone to the largest iPad.
    func sheetSVG(_ options: LayoutRunOptions, overlays: Set<RenderOverlay>, devices list: String?) throws -> String {
        var run = options
        if run.scene == nil, let first = try document.scenes().first { run.scene = first.id }
        let devices = try list.map(Self.devices(in:)) ?? Self.defaultSheetDevices
        var entries: [ContactSheet.Entry] = []
        for device in devices {
            run.device = device
            try document.withScreens(run) { screens, _ in
                for screen in screens {
                    entries.append(ContactSheet.Entry(label: "\(device.name) · \(screen.screen.orientation.rawValue)",
                                                      scene: screen.scene()))
                }
            }
        }
        do {
            return try SVGRenderer(overlays: overlays).render(ContactSheet(entries: entries))
        } catch {
            throw PreviewError.document(String(describing: error))
        }
    }

    /// The devices a comma-separated list names (at most 12, so that a sheet stays quick).
    static func devices(in list: String) throws(PreviewError) -> [Device] {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty, names.count <= 12 else {
            throw .badValue(parameter: "devices", value: list, expected: "1 to 12 device names, comma-separated")
        }
        return try names.map { name throws(PreviewError) in
            guard let device = DeviceCatalog.device(named: name) else {
                throw .badValue(parameter: "devices", value: name, expected: "a device as `autolayout devices` names it"
                                + NameSuggestion.didYouMean(name, among: DeviceCatalog.allNames))
            }
            return device
        }
    }

    /// Four devices spread over the catalog: its first and last phone, a middle one, its first iPad.
    static var defaultSheetDevices: [Device] {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }
        let middle = phones.isEmpty ? nil : phones[phones.count / 2]
        return [phones.first, middle, phones.last, DeviceCatalog.all.first { $0.idiom == .pad }].compactMap { $0 }
    }
}

extension JSONValue {
    /// The member `key` of an object, nil otherwise.
    subscript(_ key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}
