import Foundation
import LayoutDocument
import Testing

/// The first byte of a text that is not UTF-8, located by line and column in scalars; positions
/// counted by hand from the bytes.
struct InvalidUTF8Tests {
    @Test("the first invalid byte is located", arguments: [
        ([0x61, 0x62, 0xFF], InvalidUTF8?.some(.init(line: 1, column: 3, byte: 0xFF))),
        // "é" (two bytes, one column), a newline, "x", then Latin-1 "é" before "!".
        ([0xC3, 0xA9, 0x0A, 0x78, 0xE9, 0x21], .init(line: 2, column: 2, byte: 0xE9)),
        // UTF-16's byte order mark.
        ([0xFF, 0xFE, 0x61, 0x00], .init(line: 1, column: 1, byte: 0xFF)),
        // A sequence cut short at the end: "A", then two of the three bytes of "日".
        ([0x41, 0xE6, 0x97], .init(line: 1, column: 2, byte: 0xE6)),
        // "日本\n" is UTF-8.
        ([0xE6, 0x97, 0xA5, 0xE6, 0x9C, 0xAC, 0x0A], nil),
    ] as [([UInt8], InvalidUTF8?)])
    func locates(bytes: [UInt8], expected: InvalidUTF8?) {
        #expect(InvalidUTF8(in: bytes) == expected)
    }

    @Test("a document that is not UTF-8 is refused with the position")
    func documentIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Array("views:\n  Caf".utf8) + [0xE9] + Array(" Label:\n    type: label\n".utf8)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try LayoutDocumentModel(contentsOfFile: path)
            Issue.record("read a document that is not UTF-8")
        } catch {
            #expect(error.description == "cannot read '\(path)': the text is not UTF-8 (line 2, column 6: the byte 0xE9 "
                    + "is not UTF-8); save it as UTF-8")
        }
    }
}
