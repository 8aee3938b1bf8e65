import Dispatch
import Testing
import ParallelWork

/// `parallelMap`: the same results, in the same order, whatever the number of jobs; and the
/// jobs really run at once.
@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsKeepTheInputOrder(_ jobs: Int) {
        let input = Array(0..<500)
        #expect(parallelMap(input, jobs: jobs) { $0 * $0 + 1 } == input.map { $0 * $0 + 1 })
    }

    @Test func emptyAndSingleInputs() {
        #expect(parallelMap([Int](), jobs: 4) { $0 }.isEmpty)
        #expect(parallelMap([7], jobs: 4) { $0 * 2 } == [14])
        #expect(parallelMap([1, 2], jobs: 0) { $0 } == [1, 2], "fewer than one job runs one")
    }

    /// Two pieces of work that each wait for the other to start: with two jobs both start and
    /// meet; run one after the other, the first would wait in vain.
    @Test func twoJobsRunAtOnce() {
        let arrived = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let met = parallelMap([0, 1], jobs: 2) { index in
            let (mine, other) = index == 0 ? (arrived.0, arrived.1) : (arrived.1, arrived.0)
            mine.signal()
            return other.wait(timeout: .now() + 30) == .success
        }
        #expect(met == [true, true])
    }
}

extension ParallelMapTests {
    /// Progress counts every item once, one report at a time, ending at the total.
    @Test(arguments: [1, 3])
    func progressReportsEveryItem(_ jobs: Int) {
        final class Seen: @unchecked Sendable { var counts: [Int] = [] }
        let seen = Seen()
        _ = parallelMap(Array(0..<50), jobs: jobs, progress: { seen.counts.append($0) }) { $0 }
        #expect(seen.counts.sorted() == Array(1...50))
    }
}
