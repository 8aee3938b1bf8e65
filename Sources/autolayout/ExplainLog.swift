import ArgumentParser
import ConsoleLog
import DocumentLayout
import Foundation
import LayoutDocument
import LogExplanation
import Rendering

/// `autolayout explain-log`: UIKit's "Unable to simultaneously satisfy constraints" logs explained.
struct ExplainLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain-log",
        abstract: "Explain UIKit's \"Unable to simultaneously satisfy constraints\" console logs: the minimal conflict, why in numbers, fixes, a picture.",
        discussion: """
            Reads a console log (a file, or standard input with -) and explains every block of \
            conflicting constraints in it: the header, timestamps and the "Will attempt to recover" \
            line are optional; a pasted list alone will do. Exits 1 when the input holds no block.

            Examples:
              autolayout explain-log console.txt
              pbpaste | autolayout explain-log - --format json
              autolayout explain-log console.txt --svg conflict.svg
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The console log: a file, or - for standard input.")
    var file: String = "-"

    @Option(help: "text or json.")
    var format: Format = .text

    @Option(help: "Write a picture of the conflicts (SVG) to this path.")
    var svg: String?

    @Option(help: "Write a picture of the conflicts (PNG) to this path (needs rsvg-convert).")
    var png: String?

    func run() throws {
        let text = try readLog()
        let log = ConsoleLog(parsing: text)
        guard !log.blocks.isEmpty else {
            writeStandardError("error: \(file == "-" ? "standard input" : file) holds no constraint log: "
                + "expected UIKit's \"Unable to simultaneously satisfy constraints\" block or a list of constraint "
                + "descriptions such as \"<NSLayoutConstraint:0x600001a3c0f0 UIView:0x7f9c1d409f10.width == 320   (active)>\"\n")
            throw ExitCode(1)
        }
        let explanations = log.blocks.map(LogExplanation.init(block:))
        if format == .json {
            print(JSONValue.object([("logs", .array(explanations.map(Self.json)))]).text())
        } else {
            print(explanations.enumerated().map { $0.element.textReport(number: $0.offset + 1) }.joined(separator: "\n\n"))
        }
        if svg != nil || png != nil { try draw(explanations) }
    }

    func readLog() throws -> String {
        try readText(file)
    }

    func draw(_ explanations: [LogExplanation]) throws {
        let scenes = explanations.enumerated().map { ("Log \($0.offset + 1)", $0.element.scene(title: "Log \($0.offset + 1)")) }
        do {
            let renderer = SVGRenderer(overlays: [.constraints, .diagnostics, .guides])
            let picture: String
            if scenes.count == 1, let only = scenes.first {
                picture = try renderer.render(only.1)
            } else {
                picture = try renderer.render(ContactSheet(title: file == "-" ? nil : file,
                                                           entries: scenes.map { ContactSheet.Entry(label: $0.0, scene: $0.1) }))
            }
            if let svg { try OutputFile.write(Array(picture.utf8), to: svg) }
            if let png { try PNGRasterizer().write(svg: picture, scale: 2, to: png) }
        } catch {
            throw failInput(error.description)
        }
    }

    /// The issue's shape: constraints, views, unsatisfiable, conflict, uikitBroke, weWouldBreak,
    /// explanation, suggestions; lines that could not be read under `unread`.
    static func json(_ e: LogExplanation) -> JSONValue {
        let block = e.block
        func string(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        let constraints = block.constraints.map { c -> JSONValue in
            .object([("address", .string(c.address)), ("kind", .string(c.kind)), ("identifier", string(c.identifier)),
                     ("description", .string(c.description)), ("priority", .number(c.priority)), ("line", .number(Double(c.line)))])
        }
        let views = block.items.filter { !$0.isStandIn }.map { item -> JSONValue in
            .object([("address", string(item.address)), ("class", string(item.className ?? item.name)), ("text", string(item.text))])
        }
        return .object([
            ("constraints", .array(constraints)),
            ("views", .array(views)),
            ("unsatisfiable", .bool(e.isUnsatisfiable)),
            ("conflict", .array(e.conflict.map { .string(block.constraints[$0].address) })),
            ("uikitBroke", string(e.uikitBroke.map { block.constraints[$0].address })),
            ("weWouldBreak", string(e.weWouldBreak.map { block.constraints[$0].address })),
            ("explanation", .string(e.explanation)),
            ("suggestions", .array(e.suggestions.map { .string($0.text) })),
            ("unread", .array(block.unreadLines.map { .object([("line", .number(Double($0.line))), ("text", .string($0.text)),
                                                                ("reason", .string($0.reason))]) })),
        ])
    }
}
