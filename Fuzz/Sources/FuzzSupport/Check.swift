import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every output of the tools must be, whatever the input: the checks fuzz targets make.
public enum Check {
    /// `text` parses as JSON and every number in it is finite.
    public static func json(_ text: String, _ what: String) {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            Fuzzer.fail("\(what) is not valid JSON (\(error)):\n\(text.prefix(2000))")
        }
        finiteNumbers(in: value, what)
    }

    private static func finiteNumbers(in value: Any, _ what: String) {
        switch value {
        case let array as [Any]: for element in array { finiteNumbers(in: element, what) }
        case let object as [String: Any]: for element in object.values { finiteNumbers(in: element, what) }
        case let number as NSNumber where !number.doubleValue.isFinite: Fuzzer.fail("\(what) holds a non-finite number")
        default: break
        }
    }

    /// A number in an output is finite.
    public static func finite(_ value: Double, _ what: String) {
        if !value.isFinite { Fuzzer.fail("\(what) is \(value)") }
    }

    /// `svg` is well-formed XML whose geometry attributes hold no `nan` or `inf`.
    public static func svg(_ svg: String) {
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = SVGAttributeCheck()
        parser.delegate = delegate
        if !parser.parse() {
            Fuzzer.fail("the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        if let bad = delegate.nonFinite { Fuzzer.fail("the SVG holds a non-finite number: \(bad)") }
    }

    /// An error the tools print is a sentence of the module's own, not a dump of a Swift or
    /// Foundation value.
    public static func message(_ error: any Error) {
        let text = String(describing: error)
        if text.isEmpty { Fuzzer.fail("an empty error message from \(type(of: error))") }
        for raw in ["EncodingError", "DecodingError", "NSError", "Error Domain=", "Swift."] where text.contains(raw) {
            Fuzzer.fail("a raw error dump: \(text)")
        }
    }
}

/// Looks at the attributes of an SVG that hold numbers.
private final class SVGAttributeCheck: NSObject, XMLParserDelegate {
    /// Attributes whose values are numbers, lengths, lists of them or path data.
    static let numeric: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "d", "points",
        "transform", "viewBox", "font-size", "stroke-width", "opacity", "stroke-dasharray", "dx", "dy",
        "values", "keyTimes", "dur", "fill-opacity", "stroke-opacity", "letter-spacing",
    ]
    var nonFinite: String?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        for (name, value) in attributes where Self.numeric.contains(name) {
            let lower = value.lowercased()
            if lower.contains("nan") || lower.contains("inf") {
                nonFinite = "<\(element) \(name)=\"\(value)\">"
            }
        }
    }
}
