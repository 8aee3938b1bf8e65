import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import InterfaceBuilderLayout
import NameSuggestion

/// `autolayout verify FILE...`: lays storyboards and xibs out and compares with the saved frames.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare our frames with the frames Interface Builder saved in storyboards and xibs.",
        discussion: """
            Per document and in total: the share of views within 0.5 pt and within 1 pt, for all
            views and by what decides their frames (text and control metrics, stack arrangement,
            neither). Every view beyond 0.5 pt is listed with the constraints involved. Documents
            with views flagged misplaced or ambiguous are totalled separately.
            """)

    @Argument(help: "Storyboards and xibs.")
    var files: [String]

    @Option(help: "table or json.")
    var format: OutputFormat = .table

    @Flag(help: "Totals only, without the mismatching views.")
    var quiet = false

    func run() throws {
        let verifier = IBVerifier()
        let verdicts = files.map { verifier.verify(file: $0, displayName: ($0 as NSString).lastPathComponent) }
        let summary = IBVerificationSummary(documents: verdicts)
        switch format {
        case .table: print(summary.text(mismatches: !quiet))
        case .json: print(try jsonText(summary))
        }
        if verdicts.contains(where: { $0.error != nil }) { throw ExitCode(2) }
    }
}

/// `autolayout render Main.storyboard`: lays a storyboard or xib out and prints the frames.
struct RenderDocument: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a storyboard or xib and print every view's frame in its scene root's coordinates.",
        discussion: """
            The document's own device and orientation unless --device or --orientation say
            otherwise. A document with several scenes prints one result per scene (a JSON array)
            unless --scene picks one by name, title, class, storyboard id or id.
            """)

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    @Option(help: "The scene: its name, title, custom class, storyboard id, or id.")
    var scene: String?

    @Option(help: "A device name or Interface Builder id, such as \"iPhone 8\" or retina6_1.")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: String?

    @Option(help: "table or json.")
    var format: OutputFormat = .table

    func run() throws {
        var options = IBLayoutOptions()
        if let device {
            guard let d = DeviceCatalog.device(named: device) else {
                let hint = NameSuggestion.didYouMean(device, among: DeviceCatalog.allNames)
                throw failInput("unknown device \"\(device)\"\(hint)")
            }
            options.device = d
        }
        if let orientation {
            guard let o = Orientation(rawValue: orientation) else {
                throw failInput("unknown orientation \"\(orientation)\"; expected portrait or landscape")
            }
            options.orientation = o
        }
        let layout: IBDocumentLayout
        do {
            let document = try IBDocument(contentsOf: file)
            layout = try scene.map { name throws(IBLayoutError) in
                try IBDocumentLayout(document: document, scene: name, options: options)
            } ?? IBDocumentLayout(document: document, options: options)
        } catch let error as InterfaceBuilderError {
            throw failInput(error.description)
        } catch let error as IBLayoutError {
            throw failInput(error.description)
        }
        guard !layout.scenes.isEmpty else { throw failInput(IBLayoutError.nothingToLayOut(file: file).description) }
        let name = (file as NSString).lastPathComponent
        let rendered = layout.scenes.map { $0.rendered(file: name) }
        switch format {
        case .json: print(rendered.count == 1 ? try jsonText(rendered[0]) : try jsonText(rendered))
        case .table: print(rendered.map(table).joined(separator: "\n\n"))
        }
    }

    func table(_ scene: IBRenderedScene) -> String {
        var lines = ["\(scene.document) scene \(scene.scene) \"\(scene.name)\" on \(scene.device) \(scene.orientation) "
            + "\(scene.trait), \(formatNumber(scene.width))×\(formatNumber(scene.height))"]
        let depth = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0.parent) })
        for v in scene.views {
            var level = 0
            var p = v.parent
            while let id = p, level < 64 { level += 1; p = depth[id] ?? nil }
            let flags = (v.hidden ? " hidden" : "") + (v.ambiguous ? " AMBIGUOUS" : "")
            lines.append(String(repeating: "  ", count: level) + "\(v.name) [\(v.id)] \(v.frame)\(flags)")
        }
        for p in scene.problems { lines.append("problem: \(p)") }
        for u in scene.unsupported { lines.append("unsupported: \(u)") }
        for u in scene.unsatisfiable { lines.append("unsatisfiable: \(u)") }
        return lines.joined(separator: "\n")
    }
}

/// Pretty-printed JSON with sorted keys.
func jsonText<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(value)
    return String(decoding: data, as: UTF8.self)
}
