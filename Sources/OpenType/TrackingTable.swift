/// Apple's 'trak' table: size-dependent extra space after each glyph (San Francisco has one).
///
/// Source: Apple's TrueType Reference Manual, chapter 6, 'trak': "If the point size and
/// track number required are not found in the tracking table, interpolation or
/// extrapolation is performed". Only horizontal data is read.
public struct TrackingTable: Sendable, Equatable {
    /// One track: a track value (0 is "normal", negative tighter) with a value per size.
    public struct Track: Sendable, Equatable {
        public let track: Double
        public let nameIndex: UInt16
        /// Tracking in font units, one per entry of `sizes`.
        public let values: [Int16]
    }

    /// Point sizes the values are given for, ascending.
    public let sizes: [Double]
    public let tracks: [Track]

    init(_ view: ByteView) throws(OpenTypeError) {
        try view.require(0, 12, "the 12-byte trak header")
        let major = view.rawU16(0)
        guard major == 1 else { throw view.invalid(0, expected: "trak version 1.0", found: "\(major)") }
        let format = view.rawU16(4)
        guard format == 0 else { throw view.unsupported(4, format: Int(format), supported: "trak format 0") }
        let horizontal = Int(view.rawU16(6))
        guard horizontal != 0 else {
            sizes = []
            tracks = []
            return
        }
        try view.require(horizontal, 8, "the horizontal track data header")
        let trackCount = Int(view.rawU16(horizontal)), sizeCount = Int(view.rawU16(horizontal + 2))
        let sizeTable = Int(view.rawU32(horizontal + 4))
        try view.require(sizeTable, sizeCount * 4, "\(sizeCount) track sizes of 4 bytes")
        var sizes: [Double] = []
        for index in 0..<sizeCount {
            sizes.append(Double(Int32(bitPattern: view.rawU32(sizeTable + index * 4))) / 65536)
        }
        for index in sizes.indices.dropFirst() where sizes[index] <= sizes[index - 1] {
            throw view.invalid(sizeTable + index * 4, expected: "track sizes in increasing order",
                               found: "\(sizes[index]) after \(sizes[index - 1])")
        }
        try view.require(horizontal + 8, trackCount * 8, "\(trackCount) track entries of 8 bytes")
        var tracks: [Track] = []
        var budget = ReadBudget(for: view)
        for index in 0..<trackCount {
            let at = horizontal + 8 + index * 8
            let valuesAt = Int(view.rawU16(at + 6))
            try view.require(valuesAt, sizeCount * 2, "\(sizeCount) tracking values of track \(index)")
            try budget.spend(sizeCount, view, at: at, "track \(index)")
            tracks.append(Track(track: Double(Int32(bitPattern: view.rawU32(at))) / 65536, nameIndex: view.rawU16(at + 4),
                                values: (0..<sizeCount).map { Int16(bitPattern: view.rawU16(valuesAt + $0 * 2)) }))
        }
        self.sizes = sizes
        self.tracks = tracks
    }

    /// The tracking of `track` (0 = normal) at `pointSize`, in font units; nil when the
    /// table has no such track or no sizes.
    ///
    /// Linear in the point size between the two nearest sizes, extrapolated from the two
    /// end sizes outside the table, as Apple's manual describes.
    public func tracking(pointSize: Double, track: Double = 0) -> Double? {
        guard let entry = tracks.first(where: { $0.track == track }), !sizes.isEmpty else { return nil }
        guard sizes.count > 1 else { return Double(entry.values[0]) }
        var upper = 1
        while upper < sizes.count - 1 && sizes[upper] < pointSize { upper += 1 }
        let lower = upper - 1
        let t = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return Double(entry.values[lower]) + t * Double(Int(entry.values[upper]) - Int(entry.values[lower]))
    }
}
