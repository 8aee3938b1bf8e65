import Foundation

/// Turns SVG into PNG with a real rasterizer: `rsvg-convert` (librsvg; Debian's librsvg2-bin).
///
/// librsvg draws text through Pango and fontconfig, so it finds the built-in system font's
/// widths by the font-family list (Inter from Debian's fonts-inter); it does not read
/// `@font-face`. The SVG goes through a temporary file and the PNG comes back through
/// another, so no pipe can fill up and block.
public struct PNGRasterizer: Sendable {
    /// The rsvg-convert to run; nil to search `PATH` (then /usr/bin, /usr/local/bin, /opt/homebrew/bin).
    public var executablePath: String?

    public init(executablePath: String? = nil) {
        self.executablePath = executablePath
    }

    /// Where rsvg-convert was found, or `RenderingError.rasterizerMissing` naming where it was looked for.
    public func locate() throws(RenderingError) -> String {
        let candidates: [String]
        if let executablePath {
            candidates = [executablePath]
        } else {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            var directories = path.split(separator: ":").map(String.init)
            for extra in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] where !directories.contains(extra) {
                directories.append(extra)
            }
            candidates = directories.map { $0 + "/rsvg-convert" }
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw .rasterizerMissing(searched: candidates)
    }

    /// True when rsvg-convert can be found.
    public var isAvailable: Bool { (try? locate()) != nil }

    /// The largest side of a PNG drawn, in pixels: half of librsvg's own limit (32,767).
    public static let maximumSide = 16_384.0
    /// The most pixels a PNG drawn may have: 100 million, 400 MB of RGBA while it is drawn
    /// (the contact sheet of every device, 2,486 × 17,748 points, is 44 million).
    public static let maximumPixels = 100_000_000.0

    /// The PNG bytes of `svg` drawn at `scale` pixels per SVG unit (the display scale).
    ///
    /// A picture past `maximumSide` or `maximumPixels` is refused before rsvg-convert runs
    /// (it would fail, or take gigabytes).
    public func rasterize(svg: String, scale: Double = 1) throws(RenderingError) -> [UInt8] {
        guard scale.isFinite, scale > 0 else { throw .invalidDisplayScale(scale) }
        if let size = Self.pictureSize(svg) {
            let width = size.width * scale, height = size.height * scale
            guard width <= Self.maximumSide, height <= Self.maximumSide, width * height <= Self.maximumPixels else {
                throw .pictureTooLarge(width: width, height: height)
            }
        }
        let executable = try locate()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("autolayout-render-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let input = directory.appendingPathComponent("in.svg"), output = directory.appendingPathComponent("out.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileError(path: directory.path, reason: "cannot create a temporary directory: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try Data(svg.utf8).write(to: input)
        } catch {
            throw .fileError(path: input.path, reason: "cannot write: \(error.localizedDescription)")
        }
        try run(executable, arguments: ["--zoom", formatNumber(scale), "--format", "png", "--output", output.path, input.path])
        guard let data = FileManager.default.contents(atPath: output.path), !data.isEmpty else {
            throw .rasterizerFailed(status: 0, message: "no PNG was written")
        }
        return [UInt8](data)
    }

    /// Rasterizes a scene at its display scale (or `scale`) with `renderer`.
    public func rasterize(_ scene: RenderScene, renderer: SVGRenderer = SVGRenderer(), scale: Double? = nil)
        throws(RenderingError) -> [UInt8] {
        try rasterize(svg: try renderer.render(scene), scale: scale ?? scene.displayScale)
    }

    /// Rasterizes `svg` into the file at `path`, whole or not at all (`OutputFile`).
    public func write(svg: String, scale: Double = 1, to path: String) throws(RenderingError) {
        let bytes = try rasterize(svg: svg, scale: scale)
        try OutputFile.write(bytes, to: path)
    }

    /// Runs the rasterizer and waits; a non-zero exit becomes `rasterizerFailed` with its error output.
    func run(_ executable: String, arguments: [String]) throws(RenderingError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .rasterizerFailed(status: -1, message: "cannot start \(executable): \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .rasterizerFailed(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
        }
    }
}

extension PNGRasterizer {
    /// The `width` and `height` of the SVG's root element, in SVG units; nil when not found.
    static func pictureSize(_ svg: String) -> (width: Double, height: Double)? {
        guard let start = svg.range(of: "<svg") else { return nil }
        let tag = svg[start.lowerBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let range = tag.range(of: " " + name + "=\"") else { return nil }
            return Double(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }
}
