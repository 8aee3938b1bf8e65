/// DEFLATE decompression (RFC 1951) inside a zlib stream (RFC 1950), for the PNG decoder.
///
/// Huffman codes are canonical, so each is decoded from the count of codes of each length:
/// reading one bit at a time, a code of length n is valid when it falls below the first
/// code of length n plus the number of codes of that length. Slow but short and exact.
public struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        /// `lengths[symbol]` is the code length of `symbol`, 0 (unused) to 15: DEFLATE's lengths never exceed 15.
        init(lengths: [Int]) {
            for length in lengths { counts[min(max(length, 0), 15)] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 && length < 16 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    public static func zlibDecompress(_ data: [UInt8]) throws(PNGDecodingError) -> [UInt8] {
        guard data.count >= 6 else { throw PNGDecodingError.invalidPNG("zlib stream too short") }
        let cmf = data[0], flags = data[1]
        guard cmf & 0x0F == 8, (UInt16(cmf) << 8 | UInt16(flags)) % 31 == 0 else {
            throw PNGDecodingError.invalidPNG("not a zlib DEFLATE stream")
        }
        guard flags & 0x20 == 0 else { throw PNGDecodingError.invalidPNG("preset dictionaries are not supported") }
        var inflater = Inflater(input: Array(data[2...]))
        try inflater.run()
        let checksum = inflater.output.reduce(into: (a: UInt32(1), b: UInt32(0))) { sums, byte in
            sums.a = (sums.a + UInt32(byte)) % 65521
            sums.b = (sums.b + sums.a) % 65521
        }
        guard inflater.position + 4 <= inflater.input.count,
              checksum.b << 16 | checksum.a == readUInt32(inflater.input, inflater.position) else {
            throw PNGDecodingError.invalidPNG("Adler-32 checksum mismatch")
        }
        return inflater.output
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    private mutating func bits(_ count: Int) throws(PNGDecodingError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGDecodingError.invalidPNG("DEFLATE data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func decode(_ huffman: Huffman) throws(PNGDecodingError) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGDecodingError.invalidPNG("invalid Huffman code")
    }

    private mutating func run() throws(PNGDecodingError) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try codesBlock(Self.fixedLiterals, Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codesBlock(literals, distances)
            default: throw PNGDecodingError.invalidPNG("invalid block type 3")
            }
        }
        // Drop the rest of the last byte so the checksum starts on a byte boundary.
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func storedBlock() throws(PNGDecodingError) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGDecodingError.invalidPNG("stored block header cut off") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw PNGDecodingError.invalidPNG("stored block length check failed") }
        position += 4
        guard position + length <= input.count else { throw PNGDecodingError.invalidPNG("stored block cut off") }
        output += input[position..<(position + length)]
        position += length
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
                             163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// RFC 1951 §3.2.6: literals 0-143 take 8 bits, 144-255 9, 256-279 7, 280-287 8; distances 5.
    static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

    private mutating func codesBlock(_ literals: Huffman, _ distances: Huffman) throws(PNGDecodingError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGDecodingError.invalidPNG("invalid length symbol \(symbol)") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBase.count else { throw PNGDecodingError.invalidPNG("invalid distance symbol") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw PNGDecodingError.invalidPNG("distance \(distance) reaches before the start") }
                let start = output.count - distance
                for k in 0..<length { output.append(output[start + k]) }
            }
        }
    }

    /// RFC 1951 §3.2.7: code lengths, themselves Huffman-coded, for the literal and distance codes.
    private mutating func dynamicCodes() throws(PNGDecodingError) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[order[i]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGDecodingError.invalidPNG("repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw PNGDecodingError.invalidPNG("code lengths overrun") }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }
}
