import Foundation
import TestSupport

/// The shared Interface Builder corpus: 124 real storyboards and xibs whose saved frames Apple's
/// engine computed, with `MANIFEST.tsv` saying where each came from.
///
/// It lives outside the repository (`SharedData`); the suites that read it are skipped without it.
enum Corpus {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository root: three levels above this file.
    static let repositoryRoot = SharedData.repositoryRoot

    /// The corpus directory, or nil when it is absent (its tests are then skipped).
    static let directory: String? = SharedData.corpusDirectory

    /// The corpus directory, or a failure saying where it was looked for.
    static func requireDirectory() throws -> String {
        guard let directory else {
            throw Failure(description: "the Interface Builder corpus is missing (shared/corpus/interface-builder beside the repository, or AUTOLAYOUT_SHARED_DATA)")
        }
        return directory
    }

    /// Every `.storyboard` and `.xib` file name, sorted; empty when the corpus is missing.
    static let files: [String] = {
        guard let directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }()

    static func path(_ file: String) throws -> String { try requireDirectory() + "/" + file }

    /// One row of `MANIFEST.tsv`.
    struct ManifestRow: Sendable {
        var file: String
        var deviceColumn: String
        var constraintCount: Int
        var features: [String]
    }

    /// `MANIFEST.tsv` by file name: written by the corpus's builder, independently of this project.
    static let manifest: [String: ManifestRow] = {
        guard let directory,
              let text = try? String(contentsOfFile: directory + "/MANIFEST.tsv", encoding: .utf8) else { return [:] }
        var rows: [String: ManifestRow] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8, let constraints = Int(fields[6]) else { continue }
            rows[fields[0]] = ManifestRow(file: fields[0], deviceColumn: fields[4], constraintCount: constraints,
                                          features: fields[7].split(separator: ",").map(String.init))
        }
        return rows
    }()
}

/// What Python's xml.etree reading of a corpus document finds (Tests/Scripts/interface_builder_expectations.py).
struct PythonReading: Decodable, Sendable {
    struct Device: Decodable, Sendable {
        let id: String
        let orientation: String
    }

    struct View: Decodable, Sendable {
        let id: String
        let element: String
        /// The start tag's line, from expat (0 for id-less views).
        let line: Int
        let frame: [Double]
        let translatesAutoresizingMask, hidden, misplaced, ambiguous: Bool
        let hugging: [Double]
        let compressionResistance: [Double]
    }

    struct Constraint: Decodable, Sendable {
        let id, owner, firstItem, firstAttribute, relation: String
        let line: Int
        let secondItem, secondAttribute: String?
        let multiplier, constant, priority: Double
        let symbolic, placeholder: Bool
        let variations: Int
    }

    struct Stack: Decodable, Sendable {
        let id, axis, distribution, alignment: String
        let spacing: Double
        let arranged: [String]
    }

    struct Guide: Decodable, Sendable {
        let id, key: String
        let owner: String?
    }

    struct Controller: Decodable, Sendable {
        let id, element: String
        let rootView: String?
    }

    let kind: String
    let toolsVersion: String
    let useAutolayout, useTraitCollections, useSafeAreas: Bool
    let device: Device?
    let scenes: Int
    let controllers: [Controller]
    let variations: Int
    let views: [View]
    let constraints: [Constraint]
    let stackViews: [Stack]
    let guides: [Guide]

    /// Every corpus document read by the script, run once for all tests.
    static let corpus: Result<[String: PythonReading], Corpus.Failure> = {
        do {
            let directory = try Corpus.requireDirectory()
            let script = Corpus.repositoryRoot.appendingPathComponent("Tests/Scripts/interface_builder_expectations.py").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script, directory]
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return .failure(Corpus.Failure(description: "the xml.etree script failed (it needs python3): "
                                               + String(decoding: message, as: UTF8.self)))
            }
            return .success(try JSONDecoder().decode([String: PythonReading].self, from: data))
        } catch let failure as Corpus.Failure {
            return .failure(failure)
        } catch {
            return .failure(Corpus.Failure(description: "could not run the xml.etree script: \(error)"))
        }
    }()

    static func reading(of file: String) throws -> PythonReading {
        let all = try corpus.get()
        guard let reading = all[file] else { throw Corpus.Failure(description: "the script did not read \(file)") }
        return reading
    }
}
