import ArgumentParser
import AutoLayout
import Foundation
import LayoutReport
import Rendering

/// `autolayout render FILE`: lay a document, storyboard or xib out and print its frames or draw it.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a layout document, storyboard or xib and print its frames (table or JSON) or draw it (SVG, PNG).",
        discussion: """
            The table shows each view indented under its superview with its frame in the \
            superview's coordinates; JSON gives both (`frame` in the root view's coordinates, \
            `frameInSuperview`). A storyboard lays out every scene unless --scene picks one.
            An option that does not apply to the file or to the other options is refused.

            Examples:
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml --device "iPhone 14" --orientation landscape
              autolayout render Examples/TitleAndTime.yaml --format json
              autolayout render Examples/Cookbook/SimpleLabelAndTextField.yaml --svg out.svg --png out.png --overlay margins,safe-area
              autolayout render Examples/InterfaceBuilder/SignIn.storyboard --all-devices --png sheet.png
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

    @Option(help: "With --svg or --png: margins, safe-area, guides, constraints, diagnostics, all or none.")
    var overlay: String?

    @Flag(help: "Every device in the catalog in both orientations: a JSON array, or a contact sheet.")
    var allDevices = false

    @Option(help: "With --all-devices: also these Dynamic Type sizes (comma-separated, or 'all').")
    var contentSizeCategories: String?

    @Option(help: "Animate to another orientation: prints the frames at --at times (ease-in-out).")
    var animateToOrientation: Orientation?

    @Option(help: "Animate to another device (with --animate-to-orientation or the same orientation).")
    var animateToDevice: String?

    @Option(help: "With --animate-to-…: time fractions, comma-separated (default 0,0.25,0.5,0.75,1).")
    var at: String?

    @Flag(help: "With --animate-to-…: a linear curve instead of UIKit's ease-in-out.")
    var linear = false

    @Option(help: "With --animate-to-… and --svg: frames in the animated SVG (default 24).")
    var frames: Int?

    @Option(help: "With --animate-to-… and --svg: seconds per loop of the animated SVG (default 1.5).")
    var duration: Double?

    var animates: Bool { animateToOrientation != nil || animateToDevice != nil }
    var draws: Bool { svg != nil || png != nil }

    func run() throws {
        try refuseOptionsThatDoNotApply()
        let source = try openSource(file)
        let options = try screen.runOptions()
        if allDevices { return try renderAll(source, options) }
        let screens = try layOut(source, options)
        if animates { return try animate(source, options, screens) }
        switch format {
        case .json: print(screens.count == 1 ? screens[0].report().text() : JSONValue.array(screens.map { $0.report() }).text())
        case .table: print(screens.map { $0.table() }.joined(separator: "\n\n"))
        }
        if draws {
            try draw(screens.map { screen in
                ContactSheet.Entry(label: screen.reportContext.map { "\($0) · \(screen.screen.orientation.rawValue)" }
                                       ?? screen.heading,
                                   scene: screen.scene())
            })
        }
    }

    /// Options that only work with others: refused (exit 2) rather than ignored.
    func refuseOptionsThatDoNotApply() throws {
        if overlay != nil, !draws { throw refuse("--overlay", "draws on a picture: add --svg or --png") }
        if contentSizeCategories != nil, !allDevices {
            throw refuse("--content-size-categories", "goes with --all-devices; for one size use --content-size-category")
        }
        if allDevices {
            if screen.device != nil { throw refuse("--device", "cannot go with --all-devices, which lays out on every device") }
            if screen.orientation != nil { throw refuse("--orientation", "cannot go with --all-devices, which lays out both orientations") }
            if screen.size != nil { throw refuse("--size", "cannot go with --all-devices, which uses each device's size") }
            if animates { throw refuse("--animate-to-…", "cannot go with --all-devices") }
        }
        if !animates {
            if at != nil { throw refuse("--at", "times an animation: add --animate-to-orientation or --animate-to-device") }
            if linear { throw refuse("--linear", "shapes an animation: add --animate-to-orientation or --animate-to-device") }
        }
        if !(animates && svg != nil) {
            if frames != nil { throw refuse("--frames", "counts the frames of an animated SVG: add --animate-to-… and --svg") }
            if duration != nil { throw refuse("--duration", "times an animated SVG: add --animate-to-… and --svg") }
        }
        if animates, png != nil { throw refuse("--png", "cannot hold an animation; write it with --svg") }
    }

    func overlays() throws -> Set<RenderOverlay> {
        guard let overlay else { return [.diagnostics] }
        do { return try RenderOverlay.parseList(overlay) } catch { throw failInput(error.description) }
    }

    /// Writes one scene, or a contact sheet of several, as SVG and/or PNG.
    func draw(_ entries: [ContactSheet.Entry]) throws {
        let renderer = SVGRenderer(overlays: try overlays())
        let text: String
        do {
            if entries.count == 1, let only = entries.first {
                text = try renderer.render(only.scene)
            } else {
                text = try renderer.render(ContactSheet(title: file, entries: entries))
            }
        } catch {
            throw failInput(error.description)
        }
        warnAboutUncoveredCharacters(entries.map(\.scene))
        if let svg { try write(Data(text.utf8), to: svg) }
        if let png {
            do {
                try PNGRasterizer().write(svg: text, scale: entries.count == 1 ? entries[0].scene.displayScale : 1, to: png)
            } catch {
                throw failInput(error.description)
            }
        }
    }

    /// Warns on standard error about characters of the pictures' text that no installed font
    /// has: they are drawn as empty boxes.
    func warnAboutUncoveredCharacters(_ scenes: [RenderScene]) {
        let missing = FontCoverage().uncoveredCharacters(in: scenes)
        guard !missing.isEmpty else { return }
        let message = "warning: no installed font has \(FontCoverage.describe(missing)); the picture shows empty boxes "
            + "for them. Install a font that covers them (Chinese, Japanese and Korean: Debian's fonts-noto-cjk).\n"
        writeStandardError(message)
    }

    /// Every device × orientation (× content size category) × scene.
    func renderAll(_ source: any LayoutSource, _ options: LayoutRunOptions) throws {
        var categories: [ContentSizeCategory?] = [nil]
        if let list = contentSizeCategories { categories = try ScreenOptions.categories(list) }
        var reports: [JSONValue] = []
        var entries: [ContactSheet.Entry] = []
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                for category in categories {
                    var run = options
                    run.device = device
                    run.orientation = orientation
                    if let category { run.contentSizeCategory = category }
                    let screens = try layOut(source, run)
                    for screen in screens {
                        if format == .json { reports.append(screen.report()) } else { print(screen.table() + "\n") }
                        guard draws else { continue }
                        // Several scenes of a storyboard: each labelled with its scene too.
                        let label = [orientation.rawValue, category?.documentName, screens.count > 1 ? screen.reportContext : nil]
                            .compactMap { $0 }.joined(separator: " · ")
                        entries.append(ContactSheet.Entry(label: label, scene: screen.scene(), group: device.name))
                    }
                }
            }
        }
        if format == .json { print(JSONValue.array(reports).text()) }
        if !entries.isEmpty { try draw(entries) }
    }

    /// Frames between this layout and another orientation or device, at the `--at` times; with
    /// --svg, an animated picture.
    func animate(_ source: any LayoutSource, _ options: LayoutRunOptions, _ start: [any LaidOutScreen]) throws {
        guard start.count == 1, let first = start.first else {
            throw refuse("--animate-to-…", "animates one screen: pick a scene with --scene")
        }
        let times = try (at ?? "0,0.25,0.5,0.75,1").split(separator: ",").map { part -> Double in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t >= 0, t <= 1 else {
                throw failInput("--at '\(at ?? "")': expected fractions between 0 and 1, comma-separated")
            }
            return t
        }
        var end = options
        end.device = try animateToDevice.map(ScreenOptions.device(named:)) ?? first.screen.device
        end.orientation = animateToOrientation ?? first.screen.orientation
        guard let last = try layOut(source, end).first else { throw failInput("\(file): nothing to animate to") }
        let transition = ScreenTransition(from: first, to: last, curve: linear ? .linear : .easeInOut)
        if let svg {
            let count = frames ?? 24
            guard count >= 2, count <= 600 else { throw failInput("--frames must be between 2 and 600") }
            let scenes = (0..<count).map { i in transition.scene(on: last, at: Double(i) / Double(count - 1)) }
            warnAboutUncoveredCharacters([last.scene()])
            do {
                let text = try SVGRenderer(overlays: try overlays()).renderAnimation(scenes, duration: duration ?? 1.5)
                try write(Data(text.utf8), to: svg)
            } catch let error as RenderingError {
                throw failInput(error.description)
            }
        }
        print(transition.json(at: times).text())
    }

    /// Writes a picture whole or not at all, or exits 2 naming the path and why it could not be written.
    func write(_ data: Data, to path: String) throws {
        try writeOutputFile(data, to: path)
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
