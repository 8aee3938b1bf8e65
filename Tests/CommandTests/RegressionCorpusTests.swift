import Foundation
import Testing

/// Every input that ever crashed, hung or misbehaved (`Fuzz/Regressions/<target>/`), replayed
/// through the command the way a user runs it: each must end in a clean error (exit 2, one
/// `error:` sentence) or in valid output (exit 0, JSON that parses, finite numbers).
@Suite("Regression corpus, end to end")
struct RegressionCorpusTests {
    /// A target's folder of inputs, the extension the command needs to read them, and the
    /// commands to run on each (the input's path is put where `{}` is).
    struct Kind: Sendable, CustomTestStringConvertible {
        var folder: String
        var fileExtension: String
        var commands: [[String]]
        var testDescription: String { folder }
    }

    static let kinds = [
        Kind(folder: "layout-document", fileExtension: "yaml",
             commands: [["render", "{}", "--format", "json"], ["check", "{}", "--format", "json"],
                        ["render", "{}", "--svg", "{}.svg", "--overlay", "all"]]),
        Kind(folder: "interface-builder", fileExtension: "storyboard",
             commands: [["render", "{}", "--format", "json"], ["verify", "{}", "--format", "json"],
                        ["render", "{}", "--svg", "{}.svg"]]),
        Kind(folder: "constraint-system", fileExtension: "json",
             commands: [["solve", "{}", "--format", "json", "--check-ambiguity"], ["solve", "{}"]]),
    ]

    static func inputs(_ folder: String) -> [String] {
        let path = Command.path("Fuzz/Regressions/" + folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
    }

    @Test("the corpus is there", arguments: kinds)
    func corpusIsPresent(kind: Kind) {
        #expect(!Self.inputs(kind.folder).isEmpty, "no inputs in Fuzz/Regressions/\(kind.folder)")
    }

    @Test("every input ends in a clean error or valid output", arguments: kinds)
    func replay(kind: Kind) throws {
        let scratch = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for input in Self.inputs(kind.folder) {
            let name = (input as NSString).lastPathComponent
            let copy = scratch.appendingPathComponent(name + "." + kind.fileExtension).path
            try FileManager.default.copyItem(atPath: input, toPath: copy)
            for command in kind.commands {
                let arguments = command.map { $0.replacingOccurrences(of: "{}", with: copy) }
                let result = try Command.run(arguments)
                let context = "\(name): \(command.joined(separator: " "))\n\(result)"
                #expect([0, 1, 2].contains(result.status), "\(context)")
                for raw in ["Fatal error", "Error Domain", "EncodingError", "Backtrac", "Program crashed"] {
                    #expect(!result.stderr.contains(raw) && !result.stdout.contains(raw), "\(context)")
                }
                if result.status == 2 {
                    #expect(result.stderr.hasPrefix("error: ") || command.first == "verify", "\(context)")
                    continue
                }
                if command.contains("json") {
                    let value = try Command.json(result.stdout)
                    #expect(Self.finite(value), "a non-finite number in \(context)")
                }
            }
        }
    }

    /// True when every number in a parsed JSON value is finite.
    static func finite(_ value: Any) -> Bool {
        switch value {
        case let array as [Any]: return array.allSatisfy(finite)
        case let object as [String: Any]: return object.values.allSatisfy(finite)
        case let number as NSNumber: return number.doubleValue.isFinite
        default: return true
        }
    }
}
