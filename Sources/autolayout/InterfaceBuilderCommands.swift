import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import InterfaceBuilderLayout
import ParallelWork

/// `autolayout verify FILE...`: lays storyboards and xibs out and compares with the saved frames.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare our frames with the frames Interface Builder saved in storyboards and xibs.",
        discussion: """
            Per document and in total: the share of views within 0.5 pt and within 1 pt, for all \
            views and by what decides their frames (text and control metrics, stack arrangement, \
            neither). Every view beyond 0.5 pt is listed with the constraints involved. Documents \
            with views flagged misplaced or ambiguous are totalled separately.
            """)

    @Argument(help: "Storyboards and xibs.")
    var files: [String]

    @Option(help: "table or json.")
    var format: OutputFormat = .table

    @Flag(help: "Totals only, without the mismatching views.")
    var quiet = false

    @Option(help: "Documents verified at once; the default is this machine's cores.")
    var jobs: Int = availableCores

    func validate() throws {
        guard jobs >= 1, jobs <= 1024 else {
            throw ValidationError("--jobs must be between 1 and 1024, got \(jobs)")
        }
    }

    func run() throws {
        // Each document is laid out on its own thread; the verdicts keep the files' order.
        let verdicts = parallelMap(files, jobs: jobs) { path in
            IBVerifier().verify(file: path, displayName: (path as NSString).lastPathComponent)
        }
        let summary = IBVerificationSummary(documents: verdicts)
        switch format {
        case .table: print(summary.text(mismatches: !quiet))
        case .json: print(try jsonText(summary))
        }
        if verdicts.contains(where: { $0.error != nil }) { throw ExitCode(2) }
    }
}

/// Pretty-printed JSON with sorted keys, or exit 2 with a sentence (never Foundation's
/// `EncodingError` dump). The readers and the layout refuse numbers that are not finite, so a
/// failure here is a bug to report.
func jsonText<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
        throw failInput("the report cannot be written as JSON: it holds a number that is not finite; "
                        + "this is a bug: please report it with the document that caused it")
    }
}
