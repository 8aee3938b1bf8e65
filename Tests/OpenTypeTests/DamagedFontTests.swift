import Foundation
import Testing
@testable import OpenType
import SeededRandom

/// Real fonts cut short or with bytes changed: every outcome is a clear error or a font
/// whose every query answers; never a crash or a hang.
@Suite("Truncated and corrupted real fonts")
struct DamagedFontTests {
    static let files = [SystemFonts.dejaVu + "DejaVuSans.ttf", SystemFonts.inter + "Inter-Regular.otf"]
    /// The tables the reader parses; damage elsewhere (glyph outlines) cannot matter.
    static let parsedTables = ["head", "hhea", "maxp", "hmtx", "cmap", "OS/2", "name", "post", "kern", "GPOS", "trak"]

    @Test("a file cut anywhere before its last table's end is reported as truncated", arguments: files)
    func truncatedFiles(path: String) throws {
        let bytes = try SystemFonts.bytes(path)
        let directory = try TableDirectory(bytes: bytes, offset: 0)
        let end = directory.records.map { $0.offset + $0.length }.max() ?? 0
        var lengths = Set(0..<(12 + directory.records.count * 16 + 8))
        for record in directory.records {
            lengths.formUnion([record.offset - 1, record.offset, record.offset + 1, record.offset + record.length - 1])
        }
        lengths.formUnion(stride(from: 0, to: end, by: max(1, end / 150)))
        for length in lengths.sorted() where length >= 0 && length < end {
            do {
                _ = try OpenTypeFont(bytes: Array(bytes.prefix(length)))
                Issue.record("\(path) cut to \(length) of \(end) bytes read without error")
            } catch {
                guard case .truncated = error else {
                    Issue.record("cut to \(length): expected a truncation error, got \(error)")
                    continue
                }
            }
        }
        #expect(throws: Never.self) { try OpenTypeFont(bytes: Array(bytes.prefix(end))) }
    }

    @Test("a table shorter than its contents gives an error naming that table", arguments: files)
    func shortenedTables(path: String) throws {
        let bytes = try SystemFonts.bytes(path)
        let directory = try TableDirectory(bytes: bytes, offset: 0)
        var failures = 0
        for (index, record) in directory.records.enumerated() where Self.parsedTables.contains(record.tag) {
            var lengths = Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 16, 31, 35, 53, 77, 89, record.length - 1, record.length / 2])
            lengths.formUnion(stride(from: 0, to: record.length, by: max(1, record.length / 12)))
            for length in lengths.sorted() where length >= 0 && length < record.length {
                var damaged = bytes
                let at = 12 + index * 16 + 12
                damaged.replaceSubrange(at..<(at + 4), with: FontBuilder.be32([UInt32(length)]))
                do {
                    _ = try OpenTypeFont(bytes: damaged)
                    // Allowed only where the rest is not needed: trailing glyph names, unused lookups.
                    #expect(length > 0, "\(record.tag) of length 0 read without error")
                } catch {
                    failures += 1
                    #expect(error.table == record.tag, "\(record.tag) cut to \(length): \(error)")
                }
            }
        }
        #expect(failures > 50)
    }

    @Test("random byte changes in the parsed tables never crash", arguments: files)
    func corruptedBytes(path: String) throws {
        let bytes = try SystemFonts.bytes(path)
        let directory = try TableDirectory(bytes: bytes, offset: 0)
        let targets = directory.records.filter { Self.parsedTables.contains($0.tag) }
        var random = SplitMix64(seed: 0x5EED)
        var errors = 0, fonts = 0
        for _ in 0..<1000 {
            var damaged = bytes
            let record = targets[Int(random.next() % UInt64(targets.count))]
            // Most damage near the start of a table, where headers, counts and offsets live.
            let span = random.next() % 2 == 0 ? min(record.length, 256) : record.length
            for _ in 0..<(1 + Int(random.next() % 6)) {
                damaged[record.offset + Int(random.next() % UInt64(span))] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                let font = try OpenTypeFont(bytes: damaged)
                fonts += 1
                var total = 0
                for codePoint in stride(from: UInt32(0), to: 0x3000, by: 7) {
                    let glyph = font.characterMap.glyph(for: codePoint) ?? 0
                    total &+= font.advanceWidth(ofGlyph: glyph)
                }
                for _ in 0..<300 {
                    let left = UInt16(truncatingIfNeeded: random.next()), right = UInt16(truncatingIfNeeded: random.next())
                    total &+= font.kerning(left: left % UInt16(font.numberOfGlyphs), right: right)
                }
                _ = font.tracking?.tracking(pointSize: 17)
                _ = font.names?.familyName
                #expect(total != Int.min)
            } catch {
                errors += 1
                #expect(error.table != nil, "\(error)")
                #expect(!error.description.isEmpty)
            }
        }
        #expect(errors > 100, "the damage produced errors (\(errors) errors, \(fonts) fonts still readable)")
    }
}
