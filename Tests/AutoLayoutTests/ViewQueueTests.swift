import Testing
@testable import AutoLayout

/// The engine's queue of views waiting for a pass: each view once, handed out in creation order.
@Suite struct ViewQueueTests {
    /// Views made in order a, b, c, d (serials increase), registered as groups 0...3.
    func views() -> [View] { ["a", "b", "c", "d"].map { View(name: $0) } }

    @Test func aViewQueuedTwiceIsHandedOutOnce() {
        let v = views()
        var queue = ViewQueue()
        queue.insert(v[1], group: 1)
        queue.insert(v[1], group: 1)
        queue.insert(v[0], group: 0)
        #expect(queue.take().map(\.name) == ["a", "b"])
        #expect(queue.take().isEmpty)
    }

    @Test(arguments: [[3, 1, 2, 0], [0, 1, 2, 3], [2, 3, 0, 1]])
    func viewsComeOutInCreationOrderWhateverOrderTheyQueued(_ order: [Int]) {
        let v = views()
        var queue = ViewQueue()
        for i in order { queue.insert(v[i], group: Int32(i)) }
        #expect(queue.take().map(\.name) == ["a", "b", "c", "d"])
    }

    @Test func aRemovedViewIsSkippedAndMayQueueAgain() {
        let v = views()
        var queue = ViewQueue()
        queue.insert(v[2], group: 2)
        queue.insert(v[0], group: 0)
        queue.remove(group: 2)
        #expect(queue.queued.map(\.name) == ["a"])
        queue.insert(v[2], group: 2)
        // Queued again after its removal: listed twice inside, handed out once.
        #expect(queue.take().map(\.name) == ["a", "c"])
    }

    @Test func groupsBeyondTheReservedFlagsGrowTheQueue() {
        let v = views()
        var queue = ViewQueue()
        queue.reserve(groups: 2, views: 2)
        queue.insert(v[3], group: 4_000)
        queue.insert(v[0], group: 1)
        #expect(queue.take().map(\.name) == ["a", "d"])
    }

    @Test func removeAllUnqueuesEveryView() {
        let v = views()
        var queue = ViewQueue()
        queue.insert(v[0], group: 0)
        queue.insert(v[1], group: 1)
        queue.removeAll()
        #expect(queue.isEmpty)
        queue.insert(v[1], group: 1)
        #expect(queue.take().map(\.name) == ["b"])
    }

    /// Views added one at a time, each reserving one more entry: the list grows by doubling,
    /// so 4,096 views see at most about log2(4,096) = 12 sizes, not one per view (each growth
    /// copies the list).
    @Test func reservingOneViewAtATimeGrowsTheListGeometrically() {
        var queue = ViewQueue()
        var capacities = Set<Int>()
        for g in 0..<4096 {
            queue.reserve(groups: g + 1, views: 1)
            queue.insert(View(name: "v\(g)"), group: Int32(g))
            capacities.insert(queue.capacity)
        }
        #expect(capacities.count <= 14, "\(capacities.count) sizes")
        #expect(queue.take().count == 4096)
    }
}
