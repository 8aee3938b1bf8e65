import Foundation
@testable import Rendering
import Testing

/// Output files are written whole or not at all, and every failure names the path and why.
@Suite("Output files")
struct OutputFileTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file is replaced whole, and no temporary file is left")
    func replaces() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("picture.svg").path
        try OutputFile.write(Array("old".utf8), to: path)
        try OutputFile.write(Array("new, longer".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new, longer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["picture.svg"])
    }

    @Test("failures name the path and the reason", arguments: [
        ("/nonexistent/folder/a.svg", "'/nonexistent/folder/a.svg': the folder '/nonexistent/folder' does not exist; create it first"),
        ("/tmp", "'/tmp': it is a folder; give a file name inside it"),
        ("/dev/full", "'/dev/full': cannot write: no space left on device (free some space and try again)"),
    ])
    func failures(path: String, message: String) {
        do {
            try OutputFile.write(Array("x".utf8), to: path)
            Issue.record("wrote \(path)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a device is written directly, not replaced")
    func device() throws {
        try OutputFile.write(Array("discarded".utf8), to: "/dev/null")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    /// SVG numbers past 2^63 trapped converting to Int64.
    @Test("SVG numbers of any size format without trapping", arguments: [
        (1e19, "1e+19"), (-9.3e18, "-9.3e+18"), (1e300, "1e+300"), (123.4567, "123.457"), (-0.0004, "0"),
        (Double.infinity, "0"), (Double.nan, "0"),
    ])
    func numbers(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }
    /// Each picture is refused before rsvg-convert runs (which fails past 32,767 pixels a side
    /// and takes gigabytes below it): by its side, by its pixels in all, and at its display scale.
    @Test("a PNG past the picture limits is refused before drawing", arguments: [
        (20_000.0, 100.0, 1.0, 20_000.0, 100.0),   // one side past 16,384
        (12_000.0, 12_000.0, 1.0, 12_000.0, 12_000.0),   // 144 million pixels
        (9_000.0, 100.0, 2.0, 18_000.0, 200.0),   // 9,000 points at 2x
    ])
    func pictureLimits(width: Double, height: Double, scale: Double, pixelsWide: Double, pixelsHigh: Double) {
        let scene = RenderScene(size: RenderSize(width: width, height: height))
        do {
            _ = try PNGRasterizer().rasterize(scene, scale: scale)
            Issue.record("drew a \(pixelsWide)×\(pixelsHigh) picture")
        } catch {
            #expect(error == .pictureTooLarge(width: pixelsWide, height: pixelsHigh))
        }
    }
}
