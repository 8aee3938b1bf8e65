import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Rendering
import TestSupport
import Testing
import TextLayout

/// Renders and rasterizes scenes for the tests, and reads pixels back in points.
enum Render {
    /// rsvg-convert must be installed (`.ci/run` installs librsvg2-bin); the tests fail if it is not.
    static func png(_ scene: RenderScene, overlays: Set<RenderOverlay> = [.diagnostics], scale: Double? = nil) throws -> Picture {
        let svg = try SVGRenderer(overlays: overlays).render(scene)
        return try picture(svg: svg, scale: scale ?? scene.displayScale)
    }

    static func picture(svg: String, scale: Double) throws -> Picture {
        let bytes = try PNGRasterizer().rasterize(svg: svg, scale: scale)
        if let directory = ProcessInfo.processInfo.environment["RENDERING_TEST_OUTPUT"] {
            // For looking at what the tests drew: RENDERING_TEST_OUTPUT=/tmp/x swift test --filter Rendering
            let name = "render-\(abs(svg.hashValue)).png"
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
            _ = FileManager.default.createFile(atPath: directory + "/" + name + ".svg", contents: Data(svg.utf8))
        }
        return Picture(image: try PNGImage(bytes: bytes), scale: scale)
    }

    static let registry = FontRegistry()
    static func system(_ size: Double, _ weight: FontWeight = .regular) -> Font { registry.systemFont(ofSize: size, weight: weight) }
}

/// A rasterized picture addressed in points.
struct Picture: Sendable {
    let image: PNGImage
    let scale: Double

    /// The device pixel containing the point (x, y).
    func pixel(_ x: Double, _ y: Double) -> PNGImage.Pixel {
        image[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
    }

    func contains(_ x: Double, _ y: Double) -> Bool {
        x >= 0 && y >= 0 && Int((x * scale).rounded(.down)) < image.width && Int((y * scale).rounded(.down)) < image.height
    }

    /// Bounds, in points, of the pixels in `region` (points) for which `isInk` holds; nil when none.
    func inkBounds(in region: RenderRect, where isInk: (PNGImage.Pixel) -> Bool) -> RenderRect? {
        let x0 = max(0, Int((region.minX * scale).rounded(.down))), x1 = min(image.width, Int((region.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((region.minY * scale).rounded(.down))), y1 = min(image.height, Int((region.maxY * scale).rounded(.up)))
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) where isInk(image[x, y]) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return RenderRect(x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX + 1) / scale,
                          height: Double(maxY - minY + 1) / scale)
    }
}

extension PNGImage.Pixel {
    /// True when the pixel shows `color` composited over `background`, within `tolerance` per channel.
    func shows(_ color: RenderColor, over background: RenderColor = .white, tolerance: Double = 2) -> Bool {
        let expected = [color.red, color.green, color.blue].enumerated().map { index, value -> Double in
            let under = [background.red, background.green, background.blue][index]
            return (value * color.alpha + under * (1 - color.alpha)) * 255
        }
        return abs(Double(r) - expected[0]) <= tolerance && abs(Double(g) - expected[1]) <= tolerance
            && abs(Double(b) - expected[2]) <= tolerance && a == 255
    }

    /// Darker than mid gray: text ink in black or gray on white.
    var isDark: Bool { Int(r) + Int(g) + Int(b) < 3 * 160 }

    /// Not (near) white.
    var isMarked: Bool { Int(r) + Int(g) + Int(b) < 3 * 245 }

    /// Bluish: blue clearly above red, as systemBlue ink antialiased on white is.
    var isBlue: Bool { Int(b) - Int(r) > 60 }
}

/// Parses SVG text with Foundation's XML parser; returns the error if it is not well-formed.
func xmlError(_ svg: String) -> String? {
    final class Delegate: NSObject, XMLParserDelegate {
        var error: String?
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            error = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
        }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    return parser.parse() ? nil : (delegate.error ?? "unknown XML error")
}

/// The `<text>` elements of an SVG as (data-item, content) pairs, read with XMLParser.
func textElements(_ svg: String) -> [(item: String, text: String)] {
    final class Delegate: NSObject, XMLParserDelegate {
        var found: [(item: String, text: String)] = []
        var current: (item: String, text: String)?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if name == "text" { current = (attributes["data-item"] ?? "", "") }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current?.text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let current { found.append(current) }
            if name == "text" { current = nil }
        }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.found
}
