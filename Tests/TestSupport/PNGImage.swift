/// Why a PNG could not be decoded.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
    /// Bytes that are not a PNG this decoder reads (8-bit, not interlaced).
    case invalidPNG(String)

    public var description: String {
        switch self {
        case let .invalidPNG(reason): "not a readable PNG: \(reason)"
        }
    }
}

/// A decoded PNG: 8-bit RGBA pixels, to look at what was drawn (the tests check pixels with it).
///
/// Written for these tests from the PNG specification (W3C, 2nd edition) and RFC 1950/1951
/// (zlib, DEFLATE): chunks with CRC checks, IHDR, IDAT, IEND; 8-bit grayscale, gray+alpha,
/// RGB and RGBA, not interlaced; the five scanline filters. That covers what rsvg-convert
/// and Chromium write. Anything else is reported, never guessed.
public struct PNGImage: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA, 4 bytes per pixel.
    public let pixels: [UInt8]

    /// One pixel's red, green, blue and alpha.
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public let r: UInt8, g: UInt8, b: UInt8, a: UInt8
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
        public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    public subscript(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// The image header's fields this decoder uses.
    struct Header {
        let width: Int, height: Int, colorType: UInt8

        /// Bytes per pixel: gray, gray + alpha, RGB or RGBA.
        var channels: Int {
            switch colorType {
            case 0: 1
            case 4: 2
            case 2: 3
            default: 4
            }
        }
    }

    public init(bytes: [UInt8]) throws(PNGDecodingError) {
        let (header, compressed) = try Self.readChunks(bytes)
        let channels = header.channels
        let stride = header.width * channels
        let raw = try Inflater.zlibDecompress(compressed)
        guard raw.count == (stride + 1) * header.height else {
            throw PNGDecodingError.invalidPNG("image data is \(raw.count) bytes, expected \((stride + 1) * header.height)")
        }
        let rows = try Self.unfilter(raw, header)
        var rgba = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for p in 0..<(header.width * header.height) {
            let s = p * channels, t = p * 4
            switch channels {
            case 1: (rgba[t], rgba[t + 1], rgba[t + 2]) = (rows[s], rows[s], rows[s])
            case 2: (rgba[t], rgba[t + 1], rgba[t + 2], rgba[t + 3]) = (rows[s], rows[s], rows[s], rows[s + 1])
            case 3: (rgba[t], rgba[t + 1], rgba[t + 2]) = (rows[s], rows[s + 1], rows[s + 2])
            default: for k in 0..<4 { rgba[t + k] = rows[s + k] }
            }
        }
        width = header.width
        height = header.height
        pixels = rgba
    }

    /// Walks the chunks, checking each CRC: the header and the concatenated image data.
    static func readChunks(_ bytes: [UInt8]) throws(PNGDecodingError) -> (Header, [UInt8]) {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw PNGDecodingError.invalidPNG("not a PNG (bad signature)") }
        var offset = 8
        var header: Header?
        var compressed: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = Int(readUInt32(bytes, offset))
            let typeStart = offset + 4, dataStart = offset + 8, dataEnd = dataStart + length
            guard length >= 0, dataEnd + 4 <= bytes.count else { throw PNGDecodingError.invalidPNG("chunk at \(offset) runs past the end") }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            guard crc32(bytes[typeStart..<dataEnd]) == readUInt32(bytes, dataEnd) else {
                throw PNGDecodingError.invalidPNG("bad CRC in chunk \(type)")
            }
            switch type {
            case "IHDR": header = try readHeader(bytes, at: dataStart, length: length)
            case "IDAT": compressed += bytes[dataStart..<dataEnd]
            case "IEND": ended = true
            default: break
            }
            offset = dataEnd + 4
        }
        guard let header else { throw PNGDecodingError.invalidPNG("no IHDR chunk") }
        return (header, compressed)
    }

    /// The IHDR chunk, refusing what this decoder does not read.
    static func readHeader(_ bytes: [UInt8], at dataStart: Int, length: Int) throws(PNGDecodingError) -> Header {
        guard length == 13 else { throw PNGDecodingError.invalidPNG("IHDR of length \(length)") }
        let width = Int(readUInt32(bytes, dataStart)), height = Int(readUInt32(bytes, dataStart + 4))
        let depth = bytes[dataStart + 8], colorType = bytes[dataStart + 9], interlace = bytes[dataStart + 12]
        guard depth == 8 else { throw PNGDecodingError.invalidPNG("bit depth \(depth) is not supported (only 8)") }
        guard [0, 2, 4, 6].contains(colorType) else { throw PNGDecodingError.invalidPNG("color type \(colorType) is not supported") }
        guard interlace == 0 else { throw PNGDecodingError.invalidPNG("interlaced PNGs are not supported") }
        guard width > 0, height > 0, width * height <= 1 << 26 else { throw PNGDecodingError.invalidPNG("size \(width)×\(height)") }
        return Header(width: width, height: height, colorType: colorType)
    }

    /// Undoes the five scanline filters, each row's first byte naming its filter.
    static func unfilter(_ raw: [UInt8], _ header: Header) throws(PNGDecodingError) -> [UInt8] {
        let channels = header.channels, stride = header.width * channels
        var rows = [UInt8](repeating: 0, count: stride * header.height)
        for y in 0..<header.height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1, target = y * stride
            for i in 0..<stride {
                let a = i >= channels ? Int(rows[target + i - channels]) : 0
                let b = y > 0 ? Int(rows[target - stride + i]) : 0
                let c = (i >= channels && y > 0) ? Int(rows[target - stride + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4: predictor = paeth(a, b, c)
                default: throw PNGDecodingError.invalidPNG("unknown filter type \(filter) on row \(y)")
                }
                rows[target + i] = UInt8((Int(raw[source + i]) + predictor) & 0xFF)
            }
        }
        return rows
    }

    /// The Paeth predictor: whichever of left, up and up-left is nearest to left + up − up-left.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

public func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

/// CRC-32 as PNG and zlib's gzip use it (polynomial 0xEDB88320, reflected).
public func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
