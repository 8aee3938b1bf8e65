@testable import Rendering
import TestSupport
import Testing

/// The test decoder itself: hand-built PNGs with every scanline filter, known zlib streams
/// and known checksums; damaged input is rejected, never misread.
struct PNGDecoderTests {
    /// A PNG of `width` × `height` with raw (filter byte + bytes) scanlines in one stored DEFLATE block.
    static func png(width: Int, height: Int, colorType: UInt8, scanlines: [UInt8]) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        var adlerA: UInt32 = 1, adlerB: UInt32 = 0
        for byte in scanlines {
            adlerA = (adlerA + UInt32(byte)) % 65521
            adlerB = (adlerB + adlerA) % 65521
        }
        let length = UInt16(scanlines.count)
        let zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + scanlines + bigEndian(adlerB << 16 | adlerA)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Row 0: (10, 20, 30), (40, 60, 80); row 1: (15, 25, 35), (50, 70, 90). Row 0 is always
    /// Sub-filtered: 10 20 30, then 40−10, 60−20, 80−30. Row 1's raw bytes per filter are worked out by hand.
    static let rowOne: [(filter: UInt8, bytes: [UInt8])] = [
        (0, [15, 25, 35, 50, 70, 90]),
        (1, [15, 25, 35, 35, 45, 55]),                      // minus the pixel to the left
        (2, [5, 5, 5, 10, 10, 10]),                          // minus the pixel above
        (3, [15 - 5, 25 - 10, 35 - 15, 50 - 27, 70 - 42, 90 - 57]), // minus ⌊(left + above) / 2⌋
        (4, [5, 5, 5, 10, 10, 10]),                          // Paeth picks "above" for every byte here
    ]

    @Test(arguments: rowOne.map(\.filter))
    func everyFilterDecodes(_ filter: UInt8) throws {
        let row = try #require(Self.rowOne.first { $0.filter == filter })
        let bytes = Self.png(width: 2, height: 2, colorType: 2, scanlines: [1, 10, 20, 30, 30, 40, 50] + [filter] + row.bytes)
        let image = try PNGImage(bytes: bytes)
        #expect(image[0, 0] == PNGImage.Pixel(r: 10, g: 20, b: 30, a: 255))
        #expect(image[1, 0] == PNGImage.Pixel(r: 40, g: 60, b: 80, a: 255))
        #expect(image[0, 1] == PNGImage.Pixel(r: 15, g: 25, b: 35, a: 255))
        #expect(image[1, 1] == PNGImage.Pixel(r: 50, g: 70, b: 90, a: 255))
    }

    @Test func grayAndAlphaChannelsExpandToRGBA() throws {
        let gray = try PNGImage(bytes: Self.png(width: 1, height: 1, colorType: 0, scanlines: [0, 77]))
        #expect(gray[0, 0] == PNGImage.Pixel(r: 77, g: 77, b: 77, a: 255))
        let grayAlpha = try PNGImage(bytes: Self.png(width: 1, height: 1, colorType: 4, scanlines: [0, 77, 9]))
        #expect(grayAlpha[0, 0] == PNGImage.Pixel(r: 77, g: 77, b: 77, a: 9))
        let rgba = try PNGImage(bytes: Self.png(width: 1, height: 1, colorType: 6, scanlines: [0, 1, 2, 3, 4]))
        #expect(rgba[0, 0] == PNGImage.Pixel(r: 1, g: 2, b: 3, a: 4))
    }

    /// Streams written by zlib's `compress`: a fixed-Huffman literal, and a back-reference of length 21 at distance 3.
    @Test(arguments: [
        ([0x78, 0x9C, 0x4B, 0x04, 0x00, 0x00, 0x62, 0x00, 0x62], "a"),
        ([0x78, 0x9C, 0x4B, 0x4C, 0x4A, 0x4E, 0xC4, 0x86, 0x14, 0x01, 0x7C, 0x32, 0x09, 0x52], "abcabcabcabcabcabcabcabc!"),
    ] as [([UInt8], String)])
    func zlibStreamsInflate(_ stream: [UInt8], _ text: String) throws {
        #expect(try Inflater.zlibDecompress(stream) == Array(text.utf8))
    }

    @Test func crcMatchesTheKnownIENDValue() {
        #expect(crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test(arguments: ["signature", "crc", "adler", "truncated", "bit depth", "filter"])
    func damagedFilesAreRejected(_ damage: String) {
        var bytes = Self.png(width: 2, height: 2, colorType: 2, scanlines: [1, 10, 20, 30, 30, 40, 50, 2, 5, 5, 5, 10, 10, 10])
        switch damage {
        case "signature": bytes[1] = 0
        case "crc": bytes[20] ^= 0xFF                 // inside IHDR's data
        case "adler":                                  // the last checksum byte of the zlib stream, CRC recomputed
            let idat = 8 + 25, length = Int(readUInt32(bytes, idat))
            bytes[idat + 8 + length - 1] ^= 1
            let crc = Self.bigEndian(crc32(bytes[(idat + 4)..<(idat + 8 + length)]))
            bytes.replaceSubrange((idat + 8 + length)..<(idat + 12 + length), with: crc)
        case "truncated": bytes = Array(bytes.prefix(40))
        case "bit depth":
            bytes[24] = 16
            let crc = Self.bigEndian(crc32(bytes[12..<29]))
            bytes.replaceSubrange(29..<33, with: crc)
        default:
            bytes = Self.png(width: 2, height: 2, colorType: 2, scanlines: [1, 10, 20, 30, 30, 40, 50, 7, 5, 5, 5, 10, 10, 10])
        }
        #expect(throws: (any Error).self) { try PNGImage(bytes: bytes) }
    }
}
