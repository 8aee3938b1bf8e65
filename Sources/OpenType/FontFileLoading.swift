import Foundation

/// Reading fonts from disk: the only place this module touches Foundation.
extension OpenTypeFont {
    /// Reads font number `fontIndex` from the file at `path` (a .ttf, .otf or .ttc).
    public init(contentsOfFile path: String, fontIndex: Int = 0) throws(OpenTypeError) {
        try self.init(bytes: try Self.readBytes(path), fontIndex: fontIndex)
    }

    /// Reads every font of the file at `path`.
    public static func fonts(contentsOfFile path: String) throws(OpenTypeError) -> [OpenTypeFont] {
        try fonts(in: try readBytes(path))
    }

    /// The bytes of the file at `path`, or `unreadableFile` saying why not.
    public static func readBytes(_ path: String) throws(OpenTypeError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw .unreadableFile(path: path, reason: exists ? "permission denied or not a regular file" : "no such file")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw .unreadableFile(path: path, reason: "\(error.localizedDescription)")
        }
    }
}
