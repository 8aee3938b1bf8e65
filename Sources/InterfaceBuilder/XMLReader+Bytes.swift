/// Lines and columns of byte offsets, counted forward from the last offset asked for.
///
/// The reader asks for positions in increasing order (each start tag, then perhaps an error), so
/// counting from the last answer keeps a whole document linear, even one written on one line.
/// An earlier offset starts the count again from the top. Columns count Unicode scalars.
struct PositionCounter {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func position(of target: Int) -> (line: Int, column: Int) {
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}

/// Checks that bytes are UTF-8 as Unicode defines it: no overlong forms, no surrogates, nothing
/// above U+10FFFF, no sequence cut short.
enum UTF8Validation {
    /// The offset of the first byte that does not begin a valid sequence, or nil if all is valid.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            // The length of the sequence, and the range its second byte must be in.
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            guard i + length <= bytes.count, bytes[i + 1] >= lower, bytes[i + 1] <= upper else { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}
