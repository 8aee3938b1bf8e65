/// Everything that can go wrong while reading a font file.
///
/// One enum for the whole module, so callers can match on a single type. Every case
/// names the table (or "file header" / "table directory") and the offset inside it,
/// because a bare "malformed font" tells a user nothing they can act on.
public enum OpenTypeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A read ran past the end of a table (or of the file).
    /// - Parameters:
    ///   - table: the table tag, or "file header" / "table directory" / "collection header".
    ///   - offset: the offset of the read, relative to the start of `table`.
    ///   - needed: how many bytes the read needed.
    ///   - available: how many bytes the table has.
    ///   - expected: what was being read, in words.
    case truncated(table: String, offset: Int, needed: Int, available: Int, expected: String)
    /// The first four bytes are not a TrueType, CFF-OpenType or collection signature.
    case notAFont(signature: UInt32)
    /// A table every font needs is absent.
    case missingTable(String)
    /// A value is out of its legal range or inconsistent with another table.
    case invalidValue(table: String, offset: Int, expected: String, found: String)
    /// A subtable uses a format or version this reader does not understand.
    case unsupportedFormat(table: String, offset: Int, format: Int, supported: String)
    /// A collection was asked for a font it does not hold.
    case fontIndexOutOfRange(index: Int, count: Int)
    /// The file could not be read at all.
    case unreadableFile(path: String, reason: String)

    /// A one-sentence message for people, naming the table, the offset and what was expected.
    public var description: String {
        switch self {
        case let .truncated(table, offset, needed, available, expected):
            return "font table '\(table)': expected \(expected) (\(needed) bytes) at offset \(offset), "
                + "but the table is only \(available) bytes long; the file is truncated or the table's offsets are wrong"
        case let .notAFont(signature):
            return "not a font file: the signature is \(OpenTypeError.tagText(signature)), "
                + "expected 0x00010000 or 'true' (TrueType), 'OTTO' (CFF OpenType) or 'ttcf' (collection)"
        case let .missingTable(tag):
            return "font has no '\(tag)' table, which is required to measure text"
        case let .invalidValue(table, offset, expected, found):
            return "font table '\(table)' at offset \(offset): expected \(expected), found \(found)"
        case let .unsupportedFormat(table, offset, format, supported):
            return "font table '\(table)' at offset \(offset): format \(format) is not supported (supported: \(supported))"
        case let .fontIndexOutOfRange(index, count):
            return "font index \(index) is out of range: the collection holds \(count) font\(count == 1 ? "" : "s")"
        case let .unreadableFile(path, reason):
            return "cannot read font file '\(path)': \(reason)"
        }
    }

    /// The table (or file structure) the error is about; nil for errors about the whole file.
    public var table: String? {
        switch self {
        case let .truncated(table, _, _, _, _), let .invalidValue(table, _, _, _), let .unsupportedFormat(table, _, _, _):
            return table
        case let .missingTable(table):
            return table
        case .notAFont, .fontIndexOutOfRange, .unreadableFile:
            return nil
        }
    }

    /// Renders a four-byte signature as a quoted tag when printable, else as hex.
    static func tagText(_ value: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return "'" + String(decoding: bytes, as: UTF8.self) + "'"
        }
        let hex = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }
}
