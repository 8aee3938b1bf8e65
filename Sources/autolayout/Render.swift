import ArgumentParser
import AutoLayout
import DocumentLayout
import Foundation
import LayoutDocument
import Rendering
import NameSuggestion

/// Options shared by `render` and `check`: which screen to lay out on.
struct ScreenOptions: ParsableArguments {
    @Option(help: "A device name or Interface Builder id (see `autolayout devices`).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation?

    @Option(help: "A custom screen size in points, WxH (e.g. 500x800).")
    var size: String?

    @Option(help: "A Dynamic Type size: extraSmall … large (default) … accessibilityExtraExtraExtraLarge.")
    var contentSizeCategory: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    func options(device override: String? = nil, orientation o: Orientation? = nil) throws -> DocumentLayoutOptions {
        var result = DocumentLayoutOptions(device: override ?? device, orientation: o ?? orientation, rightToLeft: rtl)
        if let size {
            let parts = size.lowercased().split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0 else {
                throw failInput("--size '\(size)': expected WxH in points, for example 375x667")
            }
            result.size = Size(width: w, height: h)
        }
        if let name = contentSizeCategory {
            guard let category = Self.category(named: name) else {
                let names = ContentSizeCategory.allCases.map(Self.documentName)
                throw failInput("unknown content size category '\(name)'; expected one of \(names.joined(separator: ", "))")
            }
            result.contentSizeCategory = category
        }
        return result
    }

    static func documentName(_ c: ContentSizeCategory) -> String {
        let raw = String(describing: c)
        return raw
    }

    /// Parses `--content-size-categories`: names separated by commas, or `all`.
    static func categories(_ list: String) throws -> [ContentSizeCategory] {
        if list.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return ContentSizeCategory.allCases }
        return try list.split(separator: ",").map { name in
            let trimmed = String(name).trimmingCharacters(in: .whitespaces)
            guard let c = category(named: trimmed) else {
                let names = ContentSizeCategory.allCases.map(documentName)
                throw failInput("unknown content size category '\(trimmed)'; expected 'all' or some of \(names.joined(separator: ", "))"
                                + NameSuggestion.didYouMean(trimmed, among: names))
            }
            return c
        }
    }

    static func category(named name: String) -> ContentSizeCategory? {
        ContentSizeCategory.allCases.first { documentName($0).lowercased() == name.lowercased() || $0.rawValue.lowercased() == name.lowercased() }
    }
}

extension Orientation: ExpressibleByArgument {}

/// Reads a layout document, or exits with status 2 and the document's error.
func readDocument(_ file: String) throws -> LayoutDocumentModel {
    do {
        return try LayoutDocumentModel(contentsOfFile: file)
    } catch {
        throw failInput(error.description)
    }
}

/// Lays a document out, or exits with status 2.
func layOut(_ document: LayoutDocumentModel, _ options: DocumentLayoutOptions) throws -> DocumentScreen {
    do {
        return try DocumentScreen(document: document, options: options, factory: defaultViewFactory)
    } catch {
        throw failInput(error.description)
    }
}

/// `autolayout render FILE`: lay a document out and print its frames or draw it.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a layout document and print its frames (table or JSON) or draw it (SVG, PNG).",
        discussion: """
            Examples:
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml --device "iPhone 14" --orientation landscape
              autolayout render Examples/TitleAndTime.yaml --format json
              autolayout render Examples/Cookbook/SimpleLabelAndTextField.yaml --svg out.svg --png out.png --overlay margins,safe-area
            """)

    @Argument(help: "A layout document (YAML), or an Interface Builder storyboard or xib.")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Option(help: "table (default) or json.")
    var format: OutputFormat = .table

    @Option(help: "Write an SVG picture to this path.")
    var svg: String?

    @Option(help: "Write a PNG picture to this path (needs rsvg-convert, Debian's librsvg2-bin).")
    var png: String?

    @Option(help: "Overlays: margins, safe-area, guides, constraints, diagnostics, all or none.")
    var overlay: String?

    @Option(help: "Storyboards: the scene (its name, title, custom class, storyboard id, or id).")
    var scene: String?

    @Flag(help: "Every device in the catalog in both orientations: a JSON array, or a contact sheet.")
    var allDevices = false

    @Option(help: "With --all-devices: also these Dynamic Type sizes (comma-separated).")
    var contentSizeCategories: String?

    @Option(help: "Animate to another orientation: prints the frames at --at times (ease-in-out).")
    var animateToOrientation: Orientation?

    @Option(help: "Animate to another device (with --animate-to-orientation or the same orientation).")
    var animateToDevice: String?

    @Option(help: "Time fractions for an animation, comma-separated (default 0,0.25,0.5,0.75,1).")
    var at: String = "0,0.25,0.5,0.75,1"

    @Flag(help: "Animate with a linear curve instead of UIKit's ease-in-out.")
    var linear = false

    @Option(help: "With --animate-to-… and --svg: frames in the animated SVG.")
    var frames: Int = 24

    @Option(help: "With --animate-to-… and --svg: seconds per loop of the animated SVG.")
    var duration: Double = 1.5

    func run() throws {
        if file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
            var arguments = [file, "--format", format.rawValue]
            if let scene { arguments += ["--scene", scene] }
            if let device = screen.device { arguments += ["--device", device] }
            if let orientation = screen.orientation { arguments += ["--orientation", orientation.rawValue] }
            let command = try RenderDocument.parse(arguments)
            return try command.run()
        }
        let document = try readDocument(file)
        if allDevices { return try renderAll(document) }
        let laidOut = try layOut(document, try screen.options())
        if animateToOrientation != nil || animateToDevice != nil { return try animate(laidOut) }
        print(format == .json ? laidOut.report().text() : laidOut.table())
        if svg != nil || png != nil {
            try draw([(nil, laidOut.scene(content: defaultSceneContent))])
        }
    }

    func overlays() throws -> Set<RenderOverlay> {
        guard let overlay else { return [.diagnostics] }
        do { return try RenderOverlay.parseList(overlay) } catch { throw failInput(error.description) }
    }

    /// Writes one scene, or a labelled contact sheet of several, as SVG and/or PNG.
    func draw(_ scenes: [(String?, RenderScene)]) throws {
        do {
            let renderer = SVGRenderer(overlays: try overlays())
            let text: String
            if scenes.count == 1, let only = scenes.first {
                text = try renderer.render(only.1)
            } else {
                let entries = scenes.map { ContactSheet.Entry(label: $0.0 ?? ($0.1.title ?? ""), scene: $0.1) }
                text = try renderer.render(ContactSheet(title: file, entries: entries))
            }
            if let svg { try Data(text.utf8).write(to: URL(fileURLWithPath: svg)) }
            if let png { try PNGRasterizer().write(svg: text, scale: scenes.count == 1 ? scenes[0].1.displayScale : 1, to: png) }
        } catch let error as RenderingError {
            throw failInput(error.description)
        } catch let error as ExitCode {
            throw error
        } catch {
            throw failInput("cannot write the picture: \(error)")
        }
    }

    /// Every device × orientation (× content size category).
    func renderAll(_ document: LayoutDocumentModel) throws {
        var categories: [ContentSizeCategory?] = [nil]
        if let list = contentSizeCategories { categories = try ScreenOptions.categories(list) }
        var reports: [JSONValue] = []
        var scenes: [(String?, RenderScene)] = []
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                for category in categories {
                    var options = try screen.options(device: device.name, orientation: orientation)
                    if let category { options.contentSizeCategory = category }
                    let laidOut = try layOut(document, options)
                    let label = "\(device.name) · \(orientation.rawValue)" + (category.map { " · \(ScreenOptions.documentName($0))" } ?? "")
                    if format == .json { reports.append(laidOut.report()) } else { print(laidOut.table() + "\n") }
                    if svg != nil || png != nil { scenes.append((label, laidOut.scene(content: defaultSceneContent))) }
                }
            }
        }
        if format == .json { print(JSONValue.array(reports).text()) }
        if !scenes.isEmpty { try draw(scenes) }
    }

    /// Frames between this layout and another orientation or device, at the `--at` times.
    func animate(_ start: DocumentScreen) throws {
        let times = try at.split(separator: ",").map { part -> Double in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t >= 0, t <= 1 else {
                throw failInput("--at '\(at)': expected fractions between 0 and 1, comma-separated")
            }
            return t
        }
        let before = LayoutSnapshot(of: start.screen.rootView)
        let device = animateToDevice.flatMap { DeviceCatalog.device(named: $0) } ?? start.screen.device
        if let name = animateToDevice, DeviceCatalog.device(named: name) == nil {
            throw failInput("unknown device '\(name)'" + NameSuggestion.didYouMean(name, among: DeviceCatalog.allNames))
        }
        start.screen.setDevice(device, orientation: animateToOrientation ?? start.screen.orientation)
        start.layoutIfNeeded()
        let after = LayoutSnapshot(of: start.screen.rootView)
        let transition = LayoutTransition(from: before, to: after, curve: linear ? .linear : .easeInOut)
        if let svg {
            guard frames >= 2, frames <= 600 else { throw failInput("--frames must be between 2 and 600") }
            let scenes = (0..<frames).map { i in
                start.scene(transition, at: Double(i) / Double(frames - 1), content: defaultSceneContent)
            }
            do {
                let text = try SVGRenderer(overlays: try overlays()).renderAnimation(scenes, duration: duration)
                try Data(text.utf8).write(to: URL(fileURLWithPath: svg))
            } catch let error as RenderingError {
                throw failInput(error.description)
            }
        }
        var steps: [JSONValue] = []
        for t in times {
            var views: [JSONValue] = []
            for (documentView, item) in start.items {
                guard let view = item as? View, let r = transition.frame(of: view, at: t) else { continue }
                views.append(.object([("name", .string(documentView.name)),
                                      ("frame", .object([("x", .number(r.minX)), ("y", .number(r.minY)),
                                                         ("width", .number(r.width)), ("height", .number(r.height))]))]))
            }
            steps.append(.object([("t", .number(t)), ("progress", .number(transition.curve.progress(at: t))), ("views", .array(views))]))
        }
        print(JSONValue.array(steps).text())
    }
}

/// `autolayout devices`: the device catalog.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the devices layouts can run on.")

    func run() {
        print("name                          IB id            points     scale  size classes (portrait, landscape)")
        for d in DeviceCatalog.all {
            let p = d.sizeClasses(in: .portrait), l = d.sizeClasses(in: .landscape)
            func sc(_ c: UserInterfaceSizeClass) -> String { c == .compact ? "C" : "R" }
            let name = d.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            let id = (d.interfaceBuilderID ?? "-").padding(toLength: 16, withPad: " ", startingAt: 0)
            let points = "\(Int(d.portraitSize.width))x\(Int(d.portraitSize.height))".padding(toLength: 10, withPad: " ", startingAt: 0)
            print("\(name)\(id) \(points) @\(Int(d.scale))x    w\(sc(p.horizontal))/h\(sc(p.vertical)), w\(sc(l.horizontal))/h\(sc(l.vertical))")
        }
    }
}

/// `autolayout check FILE`: unsatisfiable and ambiguous layouts across devices.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a document out on devices and orientations and list unsatisfiable and ambiguous layouts (exit 1 if any).")

    @Argument(help: "A layout document (YAML).")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Flag(help: "Every device in the catalog, in both orientations.")
    var allDevices = false

    @Option(help: "Also these Dynamic Type sizes (comma-separated, or 'all').")
    var contentSizeCategories: String?

    @Option(help: "table (default) or json.")
    var format: OutputFormat = .table

    func run() throws {
        let document = try readDocument(file)
        var runs: [(String?, Orientation?)] = [(screen.device, screen.orientation)]
        if allDevices {
            runs = DeviceCatalog.all.flatMap { d in Orientation.allCases.map { (Optional(d.name), Optional($0)) } }
        }
        var categories: [ContentSizeCategory?] = [nil]
        if let list = contentSizeCategories { categories = try ScreenOptions.categories(list) }
        var problems = 0
        var reports: [JSONValue] = []
        for (device, orientation) in runs {
            for category in categories {
                var options = try screen.options(device: device, orientation: orientation)
                if let category { options.contentSizeCategory = category }
                let laidOut = try layOut(document, options)
                let issues = laidOut.issues()
                problems += issues.count
                let categoryName = category.map(ScreenOptions.documentName)
                let label = "\(laidOut.screen.device.name) \(laidOut.screen.orientation.rawValue)" + (categoryName.map { " \($0)" } ?? "")
                if format == .json {
                    reports.append(.object([("device", .string(laidOut.screen.device.name)),
                                            ("orientation", .string(laidOut.screen.orientation.rawValue))]
                                           + (categoryName.map { [("contentSizeCategory", JSONValue.string($0))] } ?? [])
                                           + [("issues", laidOut.report().issuesValue)]))
                } else {
                    print("\(label): " + (issues.isEmpty ? "ok" : "\(issues.count) issue(s)"))
                    for issue in issues {
                        print("  \(issue.kind): \(issue.kind == "unsatisfiable" ? "broke " + (issue.broken ?? "?") : issue.message)")
                        if let s = issue.suggestion { print("    suggestion: \(s)") }
                    }
                }
            }
        }
        if format == .json { print(JSONValue.array(reports).text()) }
        if problems > 0 { throw ExitCode(1) }
    }
}

extension JSONValue {
    /// The `issues` member of a render report.
    var issuesValue: JSONValue {
        if case let .object(pairs) = self, let value = pairs.first(where: { $0.0 == "issues" })?.1 { return value }
        return .array([])
    }
}

/// `autolayout explain FILE VIEW`: what decides a view's frame.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what decides each edge of a view's frame: its constraints, their priorities, and which are unsatisfied by how much.")

    @Argument(help: "A layout document (YAML).")
    var file: String

    @Argument(help: "The view's name, as the document writes it.")
    var view: String

    @OptionGroup var screen: ScreenOptions

    func run() throws {
        let document = try readDocument(file)
        let laidOut = try layOut(document, try screen.options())
        guard let item = laidOut.item(named: view) as? View else {
            let names = laidOut.items.map(\.view.name)
            throw failInput("no view named '\(view)' in \(file)"
                            + NameSuggestion.didYouMean(view, among: names))
        }
        print(item.explainLayout())
    }
}
