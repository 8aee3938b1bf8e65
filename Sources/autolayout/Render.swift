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

    @Argument(help: "A layout document (YAML).")
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

    func run() throws {
        let document = try readDocument(file)
        let laidOut = try layOut(document, try screen.options())
        print(format == .json ? laidOut.report().text() : laidOut.table())
        if svg != nil || png != nil {
            var overlays: Set<RenderOverlay> = [.diagnostics]
            if let overlay {
                do { overlays = try RenderOverlay.parseList(overlay) } catch { throw failInput(error.description) }
            }
            let scene = laidOut.scene(content: defaultSceneContent)
            do {
                let text = try SVGRenderer(overlays: overlays).render(scene)
                if let svg { try Data(text.utf8).write(to: URL(fileURLWithPath: svg)) }
                if let png { try PNGRasterizer().write(svg: text, scale: scene.displayScale, to: png) }
            } catch let error as RenderingError {
                throw failInput(error.description)
            }
        }
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

    @Option(help: "table (default) or json.")
    var format: OutputFormat = .table

    func run() throws {
        let document = try readDocument(file)
        var runs: [(String?, Orientation?)] = [(screen.device, screen.orientation)]
        if allDevices {
            runs = DeviceCatalog.all.flatMap { d in Orientation.allCases.map { (Optional(d.name), Optional($0)) } }
        }
        var problems = 0
        var reports: [JSONValue] = []
        for (device, orientation) in runs {
            let laidOut = try layOut(document, try screen.options(device: device, orientation: orientation))
            let issues = laidOut.issues()
            problems += issues.count
            let label = "\(laidOut.screen.device.name) \(laidOut.screen.orientation.rawValue)"
            if format == .json {
                reports.append(.object([("device", .string(laidOut.screen.device.name)),
                                        ("orientation", .string(laidOut.screen.orientation.rawValue)),
                                        ("issues", laidOut.report().issuesValue)]))
            } else {
                print("\(label): " + (issues.isEmpty ? "ok" : "\(issues.count) issue(s)"))
                for issue in issues {
                    print("  \(issue.kind): \(issue.kind == "unsatisfiable" ? "broke " + (issue.broken ?? "?") : issue.message)")
                    if let s = issue.suggestion { print("    suggestion: \(s)") }
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
