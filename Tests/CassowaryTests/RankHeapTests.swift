import Testing
@testable import Cassowary
import SeededRandom

/// The stale list pops highest key first, whether keys arrive in order (its run) or not (its
/// heap), and with pops between pushes.
@Suite struct RankHeapTests {
    /// Hand tables: pushes (symbol, key) and pops (nil), with the symbols the pops must return.
    @Test(arguments: [
        // In order: all in the run.
        ([(1, 3.0), (2, 2.0), (3, 1.0), nil, nil, nil, nil], [1, 2, 3, -1]),
        // Out of order: the heap takes 5 and 4, each above the run's last key.
        ([(1, 3.0), (2, 1.0), (5, 5.0), (4, 4.0), nil, nil, nil, nil], [5, 4, 1, 2]),
        // A pop between pushes, then a key above everything popped so far.
        ([(1, -1.0), (2, -2.0), nil, (3, -1.5), (4, 0.0), nil, nil, nil, nil], [1, 4, 3, 2, -1]),
        // The run empties and starts again.
        ([(1, 1.0), nil, (2, 7.0), (3, 6.0), nil, nil], [1, 2, 3]),
    ] as [([(Int32, Double)?], [Int32])])
    func popsHighestFirst(operations: [(Int32, Double)?], expected: [Int32]) {
        var heap = RankHeap()
        var popped: [Int32] = []
        for operation in operations {
            if let (symbol, key) = operation { heap.push(symbol, key) } else { popped.append(heap.popHighest() ?? -1) }
        }
        #expect(popped == expected)
    }

    /// Random pushes and pops, mostly in order as a first build makes them: every pop returns
    /// a highest key among those waiting.
    @Test(arguments: 0..<20)
    func randomOperationsPopTheHighestKey(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var heap = RankHeap()
        var waiting: [Int32: Double] = [:]
        var next: Int32 = 0
        var key = 0.0
        for _ in 0..<400 {
            if Int.random(in: 0..<3, using: &random) > 0 {
                // Falling keys (the run's order), now and then a jump up.
                key += Bool.random(using: &random) && Int.random(in: 0..<5, using: &random) == 0
                    ? Double(Int.random(in: 1...20, using: &random)) : -Double(Int.random(in: 0...2, using: &random))
                heap.push(next, key)
                waiting[next] = key
                next += 1
            } else if let s = heap.popHighest() {
                let highest = waiting.values.max()
                #expect(waiting[s] == highest)
                waiting[s] = nil
            } else {
                #expect(waiting.isEmpty)
            }
            #expect(heap.count == waiting.count)
        }
    }
}
