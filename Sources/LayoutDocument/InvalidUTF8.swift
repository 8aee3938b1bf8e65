/// Where text that should be UTF-8 is not: the line and column of the first byte that does not
/// begin a valid UTF-8 sequence, and that byte.
///
/// "The file is not UTF-8" leaves the user to search a whole file for one stray byte (a Latin-1
/// "é", a file saved as UTF-16); the position is the message's "where". Columns count Unicode
/// scalars, as `SourceLocation` does.
public struct InvalidUTF8: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var byte: UInt8

    public init(line: Int, column: Int, byte: UInt8) {
        self.line = line
        self.column = column
        self.byte = byte
    }

    /// The first invalid position in `bytes`; nil when all of it is UTF-8.
    public init?<Bytes: Collection<UInt8>>(in bytes: Bytes) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = bytes.startIndex
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset = bytes.index(offset, offsetBy: UTF8.width(scalar))
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                self.line = line
                self.column = column
                self.byte = bytes[offset]
                return
            }
        }
    }

    /// `line 2, column 7: the byte 0xE9 is not UTF-8`.
    public var description: String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "line \(line), column \(column): the byte 0x\(hex.count == 1 ? "0" + hex : hex) is not UTF-8"
    }

    /// The reason a reader gives for text that is not UTF-8, with the position when found.
    public static func reason<Bytes: Collection<UInt8>>(for bytes: Bytes) -> String {
        guard let found = InvalidUTF8(in: bytes) else { return "the text is not UTF-8" }
        return "the text is not UTF-8 (\(found)); save it as UTF-8"
    }
}
