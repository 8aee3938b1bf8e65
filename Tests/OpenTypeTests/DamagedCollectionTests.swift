import Foundation
import Testing
@testable import OpenType

/// A font collection ('ttcf') built from two real fonts, a TrueType and a CFF one, then cut
/// short and damaged in its header: clear errors, never a crash, never a silently shorter list.
@Suite("Truncated and corrupted font collections")
struct DamagedCollectionTests {
    static let members = [SystemFonts.dejaVu + "DejaVuSans.ttf", SystemFonts.inter + "Inter-Regular.otf"]

    /// A collection holding `fonts`: the 'ttcf' header (version 1.0, count, offsets), then each
    /// font at a 4-byte boundary with its table records' offsets moved by where it now starts.
    static func collection(of fonts: [[UInt8]]) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        var offsets: [Int] = []
        var position = 12 + 4 * fonts.count
        for font in fonts {
            position = (position + 3) / 4 * 4
            offsets.append(position)
            position += font.count
        }
        var bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + u32(fonts.count)
        for offset in offsets { bytes += u32(offset) }
        for (font, offset) in zip(fonts, offsets) {
            bytes += [UInt8](repeating: 0, count: offset - bytes.count)
            var moved = font
            let numTables = Int(font[4]) << 8 | Int(font[5])
            for index in 0..<numTables {
                let at = 12 + index * 16 + 8
                let old = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
                moved.replaceSubrange(at..<at + 4, with: u32(old + offset))
            }
            bytes += moved
        }
        return bytes
    }

    func built() throws -> (bytes: [UInt8], sources: [[UInt8]]) {
        let sources = try Self.members.map { try SystemFonts.bytes($0) }
        return (Self.collection(of: sources), sources)
    }

    @Test("the built collection reads as its two fonts")
    func intact() throws {
        let (bytes, sources) = try built()
        let fonts = try OpenTypeFont.fonts(in: bytes)
        #expect(fonts.count == 2)
        for (font, source) in zip(fonts, sources) {
            let alone = try OpenTypeFont(bytes: source)
            #expect(font.numberOfGlyphs == alone.numberOfGlyphs && font.unitsPerEm == alone.unitsPerEm)
            #expect(font.horizontalMetrics.advanceWidths == alone.horizontalMetrics.advanceWidths)
            #expect(font.hasCFFOutlines == alone.hasCFFOutlines)
        }
        #expect(throws: OpenTypeError.fontIndexOutOfRange(index: 2, count: 2)) { try OpenTypeFont(bytes: bytes, fontIndex: 2) }
    }

    @Test("a collection cut anywhere is reported as truncated")
    func truncated() throws {
        let (bytes, _) = try built()
        var lengths = Set(0..<64)
        lengths.formUnion(stride(from: 0, to: bytes.count, by: bytes.count / 120))
        for length in lengths.sorted() where length < bytes.count {
            do {
                let fonts = try OpenTypeFont.fonts(in: Array(bytes.prefix(length)))
                Issue.record("cut to \(length) of \(bytes.count) bytes read \(fonts.count) fonts without error")
            } catch {
                guard case .truncated = error else {
                    Issue.record("cut to \(length): expected a truncation error, got \(error)")
                    continue
                }
            }
        }
    }

    struct HeaderDamage: Sendable, CustomTestStringConvertible {
        var name: String
        /// Byte offset in the header and the four bytes written there.
        var offset: Int
        var value: [UInt8]
        var expected: OpenTypeError
        var testDescription: String { name }
    }

    static let headerDamage: [HeaderDamage] = [
        HeaderDamage(name: "no fonts", offset: 8, value: [0, 0, 0, 0],
                     expected: .invalidValue(table: "collection header", offset: 8, expected: "at least one font", found: "0")),
        HeaderDamage(name: "a count past the file", offset: 8, value: [0xFF, 0xFF, 0xFF, 0xFF],
                     expected: .truncated(table: "collection header", offset: 12, needed: 0xFFFF_FFFF * 4, available: -1,
                                          expected: "")),
        HeaderDamage(name: "an offset past the end", offset: 12, value: [0x7F, 0, 0, 0],
                     expected: .truncated(table: "table directory", offset: 0x7F00_0000, needed: 4, available: -1, expected: "")),
        HeaderDamage(name: "an offset into the middle of a font", offset: 16, value: [0, 0, 0, 24],
                     expected: .notAFont(signature: 0)),
    ]

    /// The error kind and the structure it names (counts and sizes depend on the file).
    @Test("damaged headers give their errors", arguments: headerDamage)
    func damagedHeader(_ damage: HeaderDamage) throws {
        var (bytes, _) = try built()
        bytes.replaceSubrange(damage.offset..<damage.offset + 4, with: damage.value)
        do {
            let fonts = try OpenTypeFont.fonts(in: bytes)
            Issue.record("read \(fonts.count) fonts from a damaged header")
        } catch {
            switch (error, damage.expected) {
            case (.invalidValue, .invalidValue):
                #expect(error == damage.expected)
            case let (.truncated(table, _, _, _, _), .truncated(expectedTable, _, _, _, _)):
                #expect(table == expectedTable, "\(error)")
            case (.notAFont, .notAFont):
                break
            default:
                Issue.record("expected \(damage.expected), got \(error)")
            }
            #expect(!error.description.isEmpty)
        }
    }
}
