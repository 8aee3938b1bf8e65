import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `autolayout preview` as a user runs it: the address as the first line, the JSON API answering
/// what `render` prints, a clean stop on SIGTERM, and bad options refused with status 2.
@Suite struct PreviewCommandTests {
    @Test func servesRenderAndStopsOnSIGTERM() async throws {
        let process = Process()
        process.executableURL = try Command.executable()
        process.arguments = ["preview", "Examples/Cookbook/TwoViewsWithComplexWidths.yaml", "--port", "0"]
        process.currentDirectoryURL = Command.repositoryRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var first = Data()
        while !first.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first += chunk
        }
        let address = String(decoding: first, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"))
        let url = try #require(URL(string: address + "api/render?orientation=landscape"))
        let (body, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let printed = try Command.run(["render", "Examples/Cookbook/TwoViewsWithComplexWidths.yaml", "--orientation", "landscape",
                                       "--format", "json"])
        #expect(String(decoding: body, as: UTF8.self) == printed.stdout)

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test(arguments: [
        (["preview", "Examples/Nothing.yaml"], "no such file"),
        (["preview", "Examples"], "it is a folder"),
        (["preview", "Examples/TitleAndTime.yaml", "--port", "70000"], "--port must be between 0 and 65535"),
        (["preview", "Examples/TitleAndTime.yaml", "--port", "0", "--host", "example.com"], "expected an IP address"),
    ])
    func refusesBadOptions(_ arguments: [String], _ message: String) throws {
        let result = try Command.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
