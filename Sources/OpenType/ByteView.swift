/// A bounds-checked window on the bytes of one table.
///
/// Every read goes through here and throws `OpenTypeError.truncated` instead of trapping,
/// so no offset or count found in a file can crash the reader. Offsets are relative to
/// the start of the window, which is what error messages report.
struct ByteView: Sendable {
    /// The whole file; windows share it without copying.
    let bytes: [UInt8]
    /// Absolute offset of the window in `bytes`.
    let start: Int
    /// Length of the window.
    let count: Int
    /// The table tag (or structure name) for error messages.
    let table: String

    /// A window on the whole of `bytes`.
    init(bytes: [UInt8], table: String) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
        self.table = table
    }

    init(bytes: [UInt8], start: Int, count: Int, table: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    /// Throws unless `length` bytes starting at `offset` lie inside the window.
    func require(_ offset: Int, _ length: Int, _ expected: @autoclosure () -> String) throws(OpenTypeError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .truncated(table: table, offset: offset, needed: length, available: count, expected: expected())
        }
    }

    /// A sub-window of `length` bytes at `offset`, checked to lie inside this one.
    func slice(_ offset: Int, _ length: Int, table: String? = nil,
               _ expected: @autoclosure () -> String) throws(OpenTypeError) -> ByteView {
        try require(offset, length, expected())
        return ByteView(bytes: bytes, start: start + offset, count: length, table: table ?? self.table)
    }

    /// The rest of the window from `offset` on, for subtables whose length is not stored.
    func tail(_ offset: Int, _ expected: @autoclosure () -> String) throws(OpenTypeError) -> ByteView {
        try require(offset, 0, expected())
        return ByteView(bytes: bytes, start: start + offset, count: count - offset, table: table)
    }

    func u8(_ offset: Int, _ expected: @autoclosure () -> String = "an 8-bit value") throws(OpenTypeError) -> UInt8 {
        try require(offset, 1, expected())
        return bytes[start + offset]
    }

    func u16(_ offset: Int, _ expected: @autoclosure () -> String = "a 16-bit value") throws(OpenTypeError) -> UInt16 {
        try require(offset, 2, expected())
        return rawU16(offset)
    }

    func i16(_ offset: Int, _ expected: @autoclosure () -> String = "a 16-bit value") throws(OpenTypeError) -> Int16 {
        Int16(bitPattern: try u16(offset, expected()))
    }

    func u32(_ offset: Int, _ expected: @autoclosure () -> String = "a 32-bit value") throws(OpenTypeError) -> UInt32 {
        try require(offset, 4, expected())
        return rawU32(offset)
    }

    func i32(_ offset: Int, _ expected: @autoclosure () -> String = "a 32-bit value") throws(OpenTypeError) -> Int32 {
        Int32(bitPattern: try u32(offset, expected()))
    }

    /// A 16.16 fixed-point number.
    func fixed(_ offset: Int, _ expected: @autoclosure () -> String = "a 16.16 fixed-point value") throws(OpenTypeError) -> Double {
        Double(try i32(offset, expected())) / 65536
    }

    /// Reads a 16-bit value at an offset the caller has already checked with `require`.
    ///
    /// Used in loops over arrays whose whole extent was checked once, which keeps
    /// parsing of 65 000-glyph fonts fast. Swift's own array check still guards it.
    func rawU16(_ offset: Int) -> UInt16 {
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    /// Reads a 32-bit value at an offset the caller has already checked.
    func rawU32(_ offset: Int) -> UInt32 {
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// An error for a value that is present but wrong.
    func invalid(_ offset: Int, expected: String, found: String) -> OpenTypeError {
        .invalidValue(table: table, offset: offset, expected: expected, found: found)
    }

    /// An error for an unknown subtable format.
    func unsupported(_ offset: Int, format: Int, supported: String) -> OpenTypeError {
        .unsupportedFormat(table: table, offset: offset, format: format, supported: supported)
    }
}

/// Four-character tag text of a 32-bit value, e.g. `0x68656164` is "head".
func tagString(_ value: UInt32) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, as: UTF8.self)
}

/// A limit on how many values one table may make the reader visit.
///
/// Counts in a table are checked against its size, but offsets may point many records at
/// the same bytes (a name table's 65 535 records all naming one 64 KB string, a GPOS
/// lookup whose 65 535 subtables are one class matrix). Legitimate fonts share data only
/// a few times, so allowing a generous multiple of the table's size stops such files
/// from turning into hours of work or gigabytes of memory, without rejecting real fonts.
struct ReadBudget {
    private(set) var remaining: Int
    let limit: Int

    /// A budget of 16 values per byte of the table, plus a floor for tiny tables.
    init(for view: ByteView) {
        limit = view.count * 16 + 65_536
        remaining = limit
    }

    mutating func spend(_ amount: Int, _ view: ByteView, at offset: Int, _ what: @autoclosure () -> String) throws(OpenTypeError) {
        remaining -= amount
        guard remaining >= 0 else {
            throw view.invalid(offset, expected: "data shared a bounded number of times (at most \(limit) values read "
                                   + "from a \(view.count)-byte table)", found: "\(what()) pushing past that limit")
        }
    }
}
