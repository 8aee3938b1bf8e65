import Foundation
import Testing
import SolverFuzzScenario

/// The `fuzz-solver` findings where a level's optimum lay at the end of several steps whose
/// reduced costs are within `optimalityTolerance` (Solver+SmallCostChains.swift).
extension SolverFuzzRegressionTests {
    /// Eleven constraints on nine variables within the conditioning limit (multipliers 0.01 to
    /// 4), an edit on v2 at 999 suggested and changed, then removed. The level at priority 1
    /// read 6.75 where the LP oracle finds 0: #9's slack had a cost of −2.1·10⁻⁹ there on a
    /// step of 142 (a gain of 3·10⁻⁷, refused as rounding), and only after that pivot does
    /// #3's slack cost −1.3·10⁻⁸ on a step of 5·10⁸, a gain of all 6.75. A small-cost step
    /// refused for its gain is now tried with the pass that follows it, and kept when the
    /// level ends lower. By hand, with #4 at −210 and #8 at −122: #8 (−0.25·v4 = −122) gives
    /// v4 = 488; #0 (−0.25·v8 − 0.01·v1 − 4·v4 = −2027.6) and #10 (2·v8 + 0.25·v1 = −163) give
    /// 0.17·v1 = −767.8; required #6 gives v2 = 4·v1 − 2132, #2 gives v0, and #7 at 1
    /// (−4·v0 − 0.01·v3 − 1.574·v1 = −2834.48) holds through v3; #9 (≥) holds there, and v6
    /// (then v5 in #5) frees #1 (≤) and required #3 (≤).
    @Test func aChainOfSmallCostStepsClosesTheLevel() throws {
        let v = try Self.valuesAfter("level-short-after-an-edit-removal-eebd1ee6", 9, last: "remove edit v2")
        #expect(abs(v[4] - 488) < 1e-6 * 488, "v4 = \(v[4])")
        #expect(abs(v[1] + 767.8 / 0.17) < 1e-6 * 767.8 / 0.17, "v1 = \(v[1])")
        let seven = Self.off([(0, -4), (3, -0.01), (1, -1.574)], -2834.48, at: v)
        #expect(seven.off < seven.tolerance, "#7 off by \(seven.off)")
        let nine = 4 * v[3] + 0.25 * v[0] + 753
        #expect(nine >= 0, "#9 off by \(-nine)")
    }

    /// Eleven constraints on nine variables within the conditioning limit (multipliers 0.01 to
    /// 4). After the build the level at 250 read 63.04 where 0 is optimal: the slack that
    /// closes it had a cost of −9.9·10⁻¹³ there, a product of multipliers on a step of
    /// 6.4·10¹³ (a gain of all 63.04), but costs below `epsilon` were not looked at as small
    /// costs at all. Any negative cost within the tolerance now is. By hand: #4 (−0.25·v7 =
    /// −122) gives v7 = 488, #10 at 999 (2·v1 − 1.574·v7 = 748.904) v1 = 758.508, required #6
    /// (−0.01·v2 + 4·v1 = 2238.92) v2 = 79,511.2, within required #8 (0.01·v1 ≤ 55.6); #2
    /// (0.01·v0 − v2 = −131.04) then gives v0, #7 v3 and #5 v5; v4, v6 and v8, free there,
    /// satisfy #0, #1, #3 and #9: every constraint at 250 and above can hold.
    @Test func aCostBelowTheCancellationFloorClosesTheLevel() throws {
        let run = try Self.built("level-short-at-a-cost-below-1e-12-c65cda83")
        #expect(Self.level(run, 250) < 1e-6 * 2834.48, "level 250: \(Self.level(run, 250))")
        let v = run.variables.map { run.solver.value(of: $0) }
        #expect(abs(v[7] - 488) < 1e-6 * 488, "v7 = \(v[7])")
        #expect(abs(v[1] - 758.508) < 1e-6 * 758.508, "v1 = \(v[1])")
    }
}
