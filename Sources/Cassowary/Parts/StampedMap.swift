extension Solver {
    /// A map from small non-negative keys (symbols or row slots) to `Int32`, emptied in O(1) by
    /// moving to a new stamp: an entry counts only while its stamp is the current one.
    ///
    /// The path searches of Solver+RerootedPaths.swift visit thousands of rows for one new row
    /// of a form of 10,000 rows built in shuffled order; a hashed dictionary or set per search
    /// spent most of those visits hashing.
    ///
    /// Invariants: `stamps` and `values` have the same count; no stamp is above `stamp`.
    struct StampedMap: Sendable {
        var stamps: [UInt32] = []
        var values: [Int32] = []
        var stamp: UInt32 = 0

        /// Empties the map and makes room for the keys below `count`.
        mutating func clear(keysBelow count: Int) {
            if stamps.count < count {
                stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
                values.append(contentsOf: repeatElement(0, count: count - values.count))
            }
            stamp &+= 1
            if stamp == 0 {
                for i in stamps.indices { stamps[i] = 0 }
                stamp = 1
            }
        }

        /// The value of `key`, nil when it has none.
        @inline(__always)
        func value(of key: Int32) -> Int32? {
            stamps[Int(key)] == stamp ? values[Int(key)] : nil
        }

        @inline(__always)
        func contains(_ key: Int32) -> Bool { stamps[Int(key)] == stamp }

        @inline(__always)
        mutating func set(_ key: Int32, to value: Int32) {
            stamps[Int(key)] = stamp
            values[Int(key)] = value
        }

        /// Adds `key` (with value 0) when it is not in the map; returns whether it was new.
        @inline(__always)
        mutating func insert(_ key: Int32) -> Bool {
            if stamps[Int(key)] == stamp { return false }
            set(key, to: 0)
            return true
        }
    }

    /// The maps of one path search (Solver+RerootedPaths.swift), kept between searches.
    struct RerootScratch: Sendable {
        /// Per symbol, the path variable it was reached from (`rerootedPath`).
        var parent = StampedMap()
        /// Row slots already taken (`rerootDependents`).
        var seen = StampedMap()
        /// Per basic symbol, its row's place in the order being built (`rerootOrder`).
        var index = StampedMap()
        /// Row slots already in a reference closure (`referenceClosure`).
        var closure = StampedMap()
        /// Set while the new row being installed had its path searched before its expansion,
        /// in vain (`rerootedLongPathSubject`): the one state kept from one search to the next,
        /// cleared by the check it skips (`rerootedPathSubject(_:expanded:)`), or by the swap
        /// installed instead.
        var refusedLongRow = false
    }
}
