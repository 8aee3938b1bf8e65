import Foundation
import Testing

/// The data some tests need that does not ship with the repository: two corpora of real
/// storyboards and xibs whose saved frames Apple's engine computed, and reference notes.
///
/// They are kept outside the repository, in a folder named `shared` beside the checkout (CI
/// provides it), or wherever `AUTOLAYOUT_SHARED_DATA` points. When it is absent, the tests that
/// need it are skipped with one line saying what they need; the rest of the suite runs.
public enum SharedData {
    /// The repository root: three levels above this file (`Tests/TestSupport/SharedData.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared folder: `AUTOLAYOUT_SHARED_DATA`, else the first `shared` folder beside the
    /// repository or beside one of its ancestors (a worktree may sit a level deeper).
    public static let root: URL? = {
        if let given = ProcessInfo.processInfo.environment["AUTOLAYOUT_SHARED_DATA"], !given.isEmpty {
            let url = URL(fileURLWithPath: given).standardized
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        var directory = repositoryRoot
        for _ in 0..<3 {
            directory = directory.deletingLastPathComponent()
            let candidate = directory.appendingPathComponent("shared")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate.standardized
            }
        }
        return nil
    }()

    /// A corpus folder by name (`interface-builder`, `interface-builder-wide`), when it holds
    /// its `MANIFEST.tsv`.
    public static func corpus(_ name: String) -> String? {
        guard let root else { return nil }
        let path = root.appendingPathComponent("corpus").appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path + "/MANIFEST.tsv") ? path : nil
    }

    /// A reference note by file name (`apple-core.md`, ...), when present.
    public static func reference(_ file: String) -> String? {
        guard let root else { return nil }
        let path = root.appendingPathComponent("reference").appendingPathComponent(file).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The 124-document corpus, when present.
    public static let corpusDirectory = corpus("interface-builder")
    /// The wider corpus of 755 documents, when present.
    public static let wideCorpusDirectory = corpus("interface-builder-wide")
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where the Interface Builder corpus is present.
    public static var needsCorpus: Self {
        .enabled(if: SharedData.corpusDirectory != nil,
                 "needs the Interface Builder corpus (shared/corpus/interface-builder beside the repository, or AUTOLAYOUT_SHARED_DATA)")
    }

    /// Runs the test only where the wide Interface Builder corpus is present.
    public static var needsWideCorpus: Self {
        .enabled(if: SharedData.wideCorpusDirectory != nil,
                 "needs the wide Interface Builder corpus (shared/corpus/interface-builder-wide beside the repository, or AUTOLAYOUT_SHARED_DATA)")
    }

    /// Runs the test only where the reference note `file` is present.
    public static func needsReference(_ file: String) -> Self {
        .enabled(if: SharedData.reference(file) != nil,
                 "needs the reference note \(file) (shared/reference beside the repository, or AUTOLAYOUT_SHARED_DATA)")
    }
}
