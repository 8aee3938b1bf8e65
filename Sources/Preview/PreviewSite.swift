import Foundation
import LayoutReport

/// An HTTP request as the site reads it: the method, the request target as sent (path and
/// query, still percent-encoded) and whether it carries a body.
public struct PreviewRequest: Sendable {
    public var method: String
    public var target: String
    public var hasBody: Bool

    public init(method: String, target: String, hasBody: Bool = false) {
        self.method = method
        self.target = target
        self.hasBody = hasBody
    }
}

/// An HTTP response of the site: status, content type, body, extra headers; or the upgrade of
/// `/api/events` to a WebSocket, which the server carries out.
public struct PreviewResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data
    public var headers: [(String, String)]
    public var upgradesToEvents = false

    public init(status: Int, contentType: String, body: Data, headers: [(String, String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A text body in UTF-8.
    init(status: Int = 200, _ contentType: String, _ text: String, headers: [(String, String)] = []) {
        self.init(status: status, contentType: contentType + "; charset=utf-8", body: Data(text.utf8), headers: headers)
    }

    /// An error as JSON, `{"error": "…"}`, which the page shows as it is.
    static func error(_ status: Int, _ message: String, headers: [(String, String)] = []) -> PreviewResponse {
        PreviewResponse(status: status, "application/json", JSONValue.object([("error", .string(message))]).text() + "\n",
                        headers: headers)
    }

    static func error(_ error: PreviewError) -> PreviewResponse { .error(error.status, error.description) }

    /// The body as text (for tests and logs).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// The preview's routes: the page and its assets, the JSON API, the document itself. Nothing
/// else is served: no folder is mapped, so no path can reach another file.
///
/// Refused before routing: methods other than GET (405, `Allow: GET`), requests with a body
/// (413), paths with a `..` segment, encoded or not, or not starting with `/` (404).
public struct PreviewSite: Sendable {
    public let document: PreviewDocument

    public init(document: PreviewDocument) {
        self.document = document
    }

    /// The paths the site answers, for "did you mean" and the docs.
    public static let routes = ["/", "/app.js", "/app.css", "/document", "/api/render", "/api/screen", "/api/inspect",
                                "/api/sheet", "/api/events"]

    public func respond(to request: PreviewRequest) -> PreviewResponse {
        guard request.method == "GET" else {
            return .error(405, "\(request.method) is not allowed: the preview only answers GET", headers: [("Allow", "GET")])
        }
        guard !request.hasBody else {
            return .error(413, "request bodies are refused: the preview only answers GET without a body",
                          headers: [("Connection", "close")])
        }
        let parts = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]), query = parts.count > 1 ? String(parts[1]) : ""
        guard Self.isPlainPath(path) else { return .error(404, "not found: the preview serves \(Self.routes.joined(separator: ", "))") }
        do {
            return try route(path, query)
        } catch let error as PreviewError {
            return .error(error)
        } catch {
            return .error(500, String(describing: error))
        }
    }

    /// A path that names no file outside the routes: starts with `/`, and no segment is `.` or
    /// `..` (percent-decoded, so `%2e%2e` counts) or holds a backslash or NUL.
    static func isPlainPath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding else { return false }
        if decoded.contains("\\") || decoded.contains("\0") { return false }
        return !decoded.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
    }

    private func route(_ path: String, _ query: String) throws -> PreviewResponse {
        let screenParameters = PreviewQuery.screenParameters
        switch path {
        case "/", "/index.html":
            _ = try PreviewQuery(query, route: path, allowed: screenParameters + ["overlay", "view"])
            return PreviewResponse("text/html", PreviewPage.html(file: document.file))
        case "/app.js":
            return PreviewResponse("text/javascript", PreviewPage.script)
        case "/app.css":
            return PreviewResponse("text/css", PreviewPage.style)
        case "/document":
            return try documentText()
        case "/api/render":
            let q = try PreviewQuery(query, route: path, allowed: screenParameters)
            return PreviewResponse("application/json", try renderJSON(q.runOptions()))
        case "/api/screen":
            let q = try PreviewQuery(query, route: path, allowed: screenParameters + ["overlay"])
            return PreviewResponse("application/json", try screenJSON(q.runOptions(), overlays: q.overlays()))
        case "/api/inspect":
            let q = try PreviewQuery(query, route: path, allowed: screenParameters + ["view"])
            guard let view = q["view"] else { throw PreviewError.missingParameter("view", route: path) }
            return PreviewResponse("application/json", try inspectJSON(view, q.runOptions()).text())
        case "/api/sheet":
            let q = try PreviewQuery(query, route: path, allowed: screenParameters + ["overlay", "devices"])
            return PreviewResponse("image/svg+xml", try sheetSVG(q.runOptions(), overlays: q.overlays(), devices: q["devices"]))
        case "/api/events":
            _ = try PreviewQuery(query, route: path, allowed: [])
            var response = PreviewResponse(status: 101, contentType: "", body: Data())
            response.upgradesToEvents = true
            return response
        default:
            return .error(404, "not found: the preview serves " + Self.routes.joined(separator: ", "))
        }
    }

    /// The document's own text, as it is on disk now.
    private func documentText() throws -> PreviewResponse {
        guard let data = FileManager.default.contents(atPath: document.file) else {
            throw PreviewError.document("cannot read \(document.file)")
        }
        let lower = document.file.lowercased()
        let type = lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") ? "application/xml" : "text/plain"
        return PreviewResponse(status: 200, contentType: type + "; charset=utf-8", body: data)
    }
}
