/// Every variable's ambiguity verdict in one pass over the tableau (see Solver+Ambiguity.swift).
///
/// Three directions of movement on the optimal face are followed at once, each as a
/// derivative of every basic variable, evaluated like a value through the unexpanded rows:
/// - `free`: the non-basic unrestricted variables, each with a weight in [1, 2). A basic
///   variable with a non-zero derivative holds one in its expanded row: it is free.
/// - `zero`: the non-basic slack and error symbols of zero cost, weights in [1, 2). A zero
///   derivative (and a zero `free` one) means the row holds nothing that can move: fixed.
/// - `step`: the same symbols, each weighted by a step it can surely take. A symbol's step is
///   the least `constant / |a|` over the restricted rows where it has a negative coefficient
///   `a` (0 in a degenerate row, whose constant is 0; 0 in a dummy's row, which must stay 0
///   whatever the sign),
///   divided by the largest number of such symbols in one of those rows, and at most 1;
///   its weight is that step times a number in [0.5, 1). Moving all of them at once by their
///   weights then keeps every restricted row non-negative (each row loses at most its
///   constant) and every level's error unchanged, so a basic variable whose derivative along
///   them exceeds the ambiguity tolerance really moves that far: ambiguous, without a probe.
/// What is left (zero-cost symbols held, none of them seen to move far enough) is undecided.
extension Solver {
    /// The derivatives of one basic variable along the three directions, and the sums of
    /// their terms' magnitudes (rounding in a derivative stays far below `epsilon` times that).
    struct Derivatives {
        var free = 0.0, freeScale = 0.0
        var zero = 0.0, zeroScale = 0.0
        var step = 0.0
    }

    /// The verdict for every variable, by index: free, fixed or undecided.
    func ambiguityVerdicts() -> [TableauAmbiguity] {
        let stepWeights = zeroCostStepWeights()
        var derivatives = [Derivatives](repeating: Derivatives(), count: variableTable.symbol.count)
        var verdicts = [TableauAmbiguity](repeating: .free, count: variableTable.symbol.count)
        var basic: [(rank: Double, variable: Int32)] = []
        for (index, s) in variableTable.symbol.enumerated() where symbolTable.rowOf[Int(s)] >= 0 {
            basic.append((valueChains.rank[Int(s)], Int32(index)))
        }
        // A row refers only to basic variables of lower rank: evaluated in rank order, every
        // reference is done before the rows that hold it.
        basic.sort { $0.rank < $1.rank }
        for (_, v) in basic {
            let d = rowDerivatives(rowStore.rows[Int(symbolTable.rowOf[Int(variableTable.symbol[Int(v)])])],
                known: derivatives, stepWeights)
            derivatives[Int(v)] = d
            verdicts[Int(v)] = verdict(d)
        }
        return verdicts
    }

    /// A basic variable's derivatives, from its row and the derivatives of its references.
    @inline(__always)
    func rowDerivatives(_ row: Row, known: [Derivatives], _ stepWeights: [Double]) -> Derivatives {
        var d = Derivatives()
        for term in row.terms {
            let t = term.symbol, ti = Int(t), c = term.coefficient
            switch symbolTable.kinds[ti] {
            case .external:
                if symbolTable.rowOf[ti] >= 0 {
                    let reference = known[Int(symbolTable.owner[ti])]
                    d.free += c * reference.free
                    d.freeScale += abs(c) * reference.freeScale
                    d.zero += c * reference.zero
                    d.zeroScale += abs(c) * reference.zeroScale
                    d.step += c * reference.step
                } else {
                    let w = Self.probeWeight(t, salt: 1)
                    d.free += c * w
                    d.freeScale += abs(c) * w
                }
            case .slack, .error:
                guard hasZeroCost(t) else { continue }
                let w = Self.probeWeight(t, salt: 2)
                d.zero += c * w
                d.zeroScale += abs(c) * w
                d.step += c * stepWeights[ti]
            case .dummy:
                continue
            }
        }
        return d
    }

    /// Free, fixed or undecided, from a basic variable's derivatives.
    @inline(__always)
    func verdict(_ d: Derivatives) -> TableauAmbiguity {
        guard d.free.isFinite, d.zero.isFinite, d.step.isFinite else { return .undecided }
        if abs(d.free) > Solver.epsilon * max(1, d.freeScale) { return .free }
        // Rounding in the step derivative is far below this margin.
        if abs(d.step) > 2 * Self.ambiguityTolerance { return .free }
        if abs(d.zero) > Solver.epsilon * max(1, d.zeroScale) { return .undecided }
        return .fixed
    }

    /// Per symbol, the weight of a zero-cost non-basic slack or error in the `step` direction
    /// (0 for every other symbol, and for those a degenerate row blocks).
    func zeroCostStepWeights() -> [Double] {
        var step = [Double](repeating: .infinity, count: symbolCount)
        var crowd = [Int32](repeating: 1, count: symbolCount)
        // First the symbols each restricted row would lose value to, then their steps.
        for row in rowStore.rows where row.basic >= 0 && symbolTable.kinds[Int(row.basic)] != .external {
            // A dummy's row must stay 0 whichever way a symbol moves it; any other row only
            // limits the symbols that lower it, by its constant (none in a degenerate row).
            let isDummyRow = symbolTable.kinds[Int(row.basic)] == .dummy
            var losing: Int32 = 0
            for term in row.terms where (isDummyRow || term.coefficient < 0) && hasZeroCost(term.symbol) {
                losing += 1
            }
            guard losing > 0 else { continue }
            let room = isDummyRow || row.constant <= Solver.epsilon ? 0 : row.constant
            for term in row.terms where (isDummyRow || term.coefficient < 0) && hasZeroCost(term.symbol) {
                let ti = Int(term.symbol)
                step[ti] = min(step[ti], room / abs(term.coefficient))
                crowd[ti] = max(crowd[ti], losing)
            }
        }
        for s in step.indices {
            let k = symbolTable.kinds[s]
            guard (k == .slack || k == .error) && symbolTable.rowOf[s] < 0 else {
                step[s] = 0
                continue
            }
            step[s] = 0.5 * Self.probeWeight(Int32(s), salt: 3) * min(1, step[s] / Double(crowd[s]))
        }
        return step
    }

    /// A weight in [1, 2) for symbol `s`: SplitMix64's output function on the symbol and a
    /// salt, so that the three directions use unrelated weights, the same on every run.
    @inline(__always)
    static func probeWeight(_ s: Int32, salt: UInt64) -> Double {
        var z = UInt64(UInt32(bitPattern: s)) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) * 0x1p-53
    }
}
