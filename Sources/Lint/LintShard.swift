import Foundation

/// One of N deterministic shares of the files, for CI jobs that lint an app together.
///
/// Files are taken in lint order and dealt round-robin: shard K of N takes the files at
/// positions K-1, K-1+N, … . The shards are disjoint, cover every file, and since violations
/// belong to one file, their reports together hold exactly one full run's violations.
public struct LintShard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(LintError) {
        guard count >= 1, index >= 1, index <= count else { throw .invalidShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init(parsing text: String) throws(LintError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let n = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { throw .invalidShard(text) }
        guard n >= 1, k >= 1, k <= n else { throw .invalidShard(text) }
        self.index = k
        self.count = n
    }

    /// This shard's files, in order.
    public func files(of all: [String]) -> [String] {
        all.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
