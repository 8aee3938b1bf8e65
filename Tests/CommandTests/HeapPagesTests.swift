import Foundation
import Testing

/// The heap's huge pages (Sources/autolayout/HeapPages.swift) are a memory policy: they may
/// change how long a command takes, never what it answers. Each command runs with the policy
/// and with `AUTOLAYOUT_HUGE_PAGES=0`, and both runs must print the same bytes.
@Suite("autolayout, heap on huge pages")
struct HeapPagesTests {
    @Test("the answers are the same with and without huge pages", arguments: [
        ["solve", "Examples/Systems/two-columns.json", "--format", "json"],
        ["render", "Examples/Cookbook/TwoViewsWithComplexWidths.yaml", "--format", "json"],
    ])
    func sameAnswers(arguments: [String]) throws {
        let advised = try Command.run(arguments)
        let plain = try Command.run(arguments, environment: ["AUTOLAYOUT_HUGE_PAGES": "0"])
        #expect(advised.status == 0)
        #expect(advised.status == plain.status)
        #expect(advised.stdout == plain.stdout)
    }

    /// A system large enough for the heap to grow into the advised reservation (a form of
    /// 2,000 rows allocates tens of megabytes while it is solved).
    @Test("a large system solves the same with and without huge pages")
    func largeSystem() throws {
        let generated = try Command.run(["bench", "generate", "form", "--count", "2000"])
        try #require(generated.status == 0)
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("heap-pages-form-\(ProcessInfo.processInfo.processIdentifier).json")
        try Data(generated.stdout.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let advised = try Command.run(["solve", file.path, "--format", "json"])
        let plain = try Command.run(["solve", file.path, "--format", "json"], environment: ["AUTOLAYOUT_HUGE_PAGES": "0"])
        #expect(advised.status == 0)
        #expect(advised.stdout == plain.stdout)
    }
}
