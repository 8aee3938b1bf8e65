import ArgumentParser
import AutoLayout
import DocumentLayout
import Foundation
import InterfaceBuilder
import InterfaceBuilderLayout
import LayoutDocument
import LayoutReport
import NameSuggestion

/// Options shared by `render`, `check` and `explain`: which screen to lay out on.
struct ScreenOptions: ParsableArguments {
    @Option(help: "A device name or Interface Builder id (see `autolayout devices`).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation?

    @Option(help: "Layout documents: a custom screen size in points, WxH (e.g. 500x800).")
    var size: String?

    @Option(help: "A Dynamic Type size: extraSmall … large (default) … accessibilityExtraExtraExtraLarge.")
    var contentSizeCategory: String?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "Storyboards and xibs: the scene (its name, title, custom class, storyboard id, or id).")
    var scene: String?

    /// The options as the libraries take them, or exit 2 naming what is wrong.
    func runOptions() throws -> LayoutRunOptions {
        var result = LayoutRunOptions(device: try device.map(Self.device(named:)), orientation: orientation,
                                      rightToLeft: rtl, scene: scene)
        if let size {
            let parts = size.lowercased().split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w.isFinite, h.isFinite else {
                throw failInput("--size '\(size)': expected WxH in points, for example 375x667")
            }
            guard w <= LayoutDocumentModel.maximumMagnitude, h <= LayoutDocumentModel.maximumMagnitude else {
                throw failInput("--size '\(size)': each side must be at most 10,000,000 points")
            }
            result.size = Size(width: w, height: h)
        }
        if let name = contentSizeCategory {
            guard let category = ContentSizeCategory(documentName: name) else {
                let names = ContentSizeCategory.allCases.map(\.documentName)
                throw failInput("unknown content size category '\(name)'; expected one of \(names.joined(separator: ", "))"
                                + NameSuggestion.didYouMean(name, among: names))
            }
            result.contentSizeCategory = category
        }
        return result
    }

    /// A device of the catalog by name or Interface Builder id, or exit 2 with the closest names.
    static func device(named name: String) throws -> Device {
        guard let device = DeviceCatalog.device(named: name) else {
            throw failInput(DeviceCatalog.unknownDeviceMessage(name))
        }
        return device
    }

    /// Parses `--content-size-categories`: names separated by commas, or `all`.
    static func categories(_ list: String) throws -> [ContentSizeCategory] {
        if list.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return ContentSizeCategory.allCases }
        return try list.split(separator: ",").map { name in
            let trimmed = String(name).trimmingCharacters(in: .whitespaces)
            guard let c = ContentSizeCategory(documentName: trimmed) else {
                let names = ContentSizeCategory.allCases.map(\.documentName)
                throw failInput("unknown content size category '\(trimmed)'; expected 'all' or some of \(names.joined(separator: ", "))"
                                + NameSuggestion.didYouMean(trimmed, among: names))
            }
            return c
        }
    }
}

extension Orientation: ExpressibleByArgument {}

/// The layout source in `file`: a storyboard or xib by its extension, else a layout document.
/// Exits 2 with the reader's message when it cannot be read.
func openSource(_ file: String) throws -> any LayoutSource {
    do {
        return try readSource(file)
    } catch {
        throw failInput(String(describing: error))
    }
}

/// The layout source in `file`, or the reader's own error: a storyboard or xib by its
/// extension, else a layout document with real controls.
@Sendable func readSource(_ file: String) throws -> any LayoutSource {
    let lower = file.lowercased()
    if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
        return try InterfaceBuilderSource(contentsOf: file)
    }
    return try DocumentSource(contentsOfFile: file, factory: defaultViewFactory)
}

/// Lays `source` out, or exits 2 with the reason (an option that does not apply, a scene or
/// device that does not exist, a document that cannot be laid out, a layout that overflows).
func layOut(_ source: any LayoutSource, _ options: LayoutRunOptions) throws -> [any LaidOutScreen] {
    do {
        let screens = try source.layOut(options)
        for screen in screens { try screen.checkFrames(file: source.file) }
        return screens
    } catch {
        throw failInput(String(describing: error))
    }
}

/// Refuses an option given where it does not apply: exit 2 naming it and why.
func refuse(_ option: String, _ reason: String) -> ExitCode {
    failInput("\(option) \(reason)")
}
