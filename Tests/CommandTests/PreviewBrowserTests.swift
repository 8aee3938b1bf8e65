import Foundation
import Testing

/// `autolayout preview` in a real browser: Tests/Scripts/preview_browser.py drives the page in
/// headless Chromium through selenium and Debian's chromedriver (nothing is downloaded).
/// Scripts/test installs them; where one is missing the test is skipped with one line saying which.
@Suite struct PreviewBrowserTests {
    /// The first of Chromium, chromedriver, python3 with selenium that is missing, as a sentence.
    static let missing: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        func found(_ name: String) -> Bool { path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
        if !found("chromium") && !found("chromium-browser") { return "Chromium is not installed (Debian: apt-get install chromium)" }
        if !found("chromedriver") { return "chromedriver is not installed (Debian: apt-get install chromium-driver)" }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import selenium"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "python3 is not installed" }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : "selenium is not installed (pip install selenium)"
    }()

    @Test(.enabled(if: missing == nil, Comment(rawValue: "skipped: the browser tests need \(missing ?? "")")),
          .timeLimit(.minutes(5)))
    func pageInHeadlessChromium() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Command.path("Tests/Scripts/preview_browser.py"), try Command.executable().path]
        process.currentDirectoryURL = Command.repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        for line in text.split(separator: "\n") {
            if let range = line.range(of: "preview: ") { print(line[range.lowerBound...]) }
        }
    }
}
