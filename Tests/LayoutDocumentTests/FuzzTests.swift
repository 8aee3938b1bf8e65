import Foundation
import LayoutDocument
import Testing
import SeededRandom
/// No input crashes or hangs the reader: mutated example documents and documents assembled from
/// random pieces either read or fail with an error that points inside the text.
@Suite("Robustness on arbitrary documents")
struct FuzzTests {
    /// Pieces of documents: YAML syntax, constraint-line syntax, names, numbers and odd text.
    static let pieces: [String] = [
        "\n", "  ", "    ", "- ", ": ", ":", "[", "]", "{", "}", ",", "#", "'", "\"", "|", ">", "&a ", "*a", "!!str ",
        "---\n", "...\n", "? ", "\t", "\\", "%YAML 1.2\n",
        "views:", "constraints:", "variations:", "metrics:", "type:", "subviews:", "arrangedSubviews:", "font:",
        "customSpacing:", "uninstall:", "install:", "compact-regular:", "any-any:", "label", "stackView", "layoutGuide",
        "Name Label", "Red View", "Superview", "Top Layout Guide", "Safe Area", ".", ".Leading", ".Width", "Baseline",
        " = ", " >= ", " <= ", " ≥ ", " + ", " - ", "Standard", "20.0", "0", "-1", "1e999", "2.0 x ", "200% ", "2/0",
        "2:1 ", "(Priority 249)", "(Priority 0)", "1. ", "12. ", "H:|-[nameLabel]-|", "V:[a(>=44@750)]", "[a]-[b]",
        "system 17 bold", "#12345678", "Light Gray Color", "姓名", "é", "\u{0}", "\u{FEFF}", "🙂", "\r\n",
    ]

    /// Checks what holds for any outcome; returns whether the document was read.
    @discardableResult
    static func check(_ yaml: String) -> Bool {
        do {
            let model = try LayoutDocumentModel(yaml: yaml)
            // Whatever reads can also be resolved in every size class.
            for horizontal in SizeClass.allCases {
                for vertical in SizeClass.allCases {
                    _ = model.resolved(horizontal: horizontal, vertical: vertical)
                }
            }
            for constraint in model.constraints {
                #expect(constraint.multiplier.isFinite && constraint.multiplier != 0)
                #expect(constraint.priority > 0 && constraint.priority <= 1000)
            }
            return true
        } catch {
            // libyaml breaks lines at \n, \r and \r\n: counting each \n and \r bounds the line count.
            let lines = yaml.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
            #expect(!error.message.isEmpty)
            if let location = error.location {
                #expect(location.line >= 1 && location.line <= lines + 1, "\(error) in \(yaml.debugDescription)")
                #expect(location.column >= 1, "\(error) in \(yaml.debugDescription)")
            } else {
                Issue.record("an error without a location for text: \(error)")
            }
            return false
        }
    }

    @Test("mutated example documents", arguments: Fixture.exampleDocuments())
    func mutatedExamples(_ relative: String) throws {
        let original = try String(contentsOfFile: Fixture.examplePath(relative), encoding: .utf8)
        var generator = SplitMix64(state: UInt64(truncatingIfNeeded: relative.utf8.reduce(17) { $0 &* 31 &+ Int($1) }))
        var read = 0
        for _ in 0..<150 {
            var scalars = Array(original.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&scalars, using: &generator)
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            if Self.check(text) { read += 1 }
        }
        // Some mutations (in comments, texts, colors) leave a valid document: both paths are taken.
        #expect(read > 0)
        #expect(read < 150)
    }

    @Test("documents assembled from random pieces")
    func randomDocuments() {
        var generator = SplitMix64(state: 2026)
        for _ in 0..<1500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text += Self.pieces.randomElement(using: &generator) ?? ""
            }
            Self.check(text)
        }
    }

    @Test("random constraint lines against a fixed set of views")
    func randomLines() {
        var generator = SplitMix64(state: 5)
        var read = 0
        for _ in 0..<1500 {
            var line = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                line += Self.pieces.randomElement(using: &generator) ?? ""
            }
            let quoted = "'" + line.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: " ") + "'"
            if Self.check(Fixture.views + "\nconstraints:\n  - " + quoted + "\n") { read += 1 }
        }
        #expect(read < 1500)
    }

    /// One random edit: delete a run, duplicate a run, insert a piece, or swap two scalars.
    func mutate(_ scalars: inout [Unicode.Scalar], using generator: inout SplitMix64) {
        guard !scalars.isEmpty else { return }
        let at = Int.random(in: 0..<scalars.count, using: &generator)
        let length = min(Int.random(in: 1...12, using: &generator), scalars.count - at)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            scalars.removeSubrange(at..<(at + length))
        case 1:
            scalars.insert(contentsOf: scalars[at..<(at + length)], at: at)
        case 2:
            let piece = Self.pieces.randomElement(using: &generator) ?? ""
            scalars.insert(contentsOf: piece.unicodeScalars, at: at)
        default:
            let other = Int.random(in: 0..<scalars.count, using: &generator)
            scalars.swapAt(at, other)
        }
    }
}
