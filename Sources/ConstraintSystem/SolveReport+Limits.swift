extension SystemDescription {
    /// The largest magnitude of a coefficient, constant or edit value: 10^9.
    ///
    /// Far beyond any layout (10^7 points is the bound on documents and storyboards), and far
    /// enough below Double's limit that sums and products of a few terms stay finite. A larger
    /// number is refused where it is written, with its JSON path.
    public static let maximumMagnitude = 1e9
}

extension SolveReport {
    /// The largest value a report prints: 10^15 (past it a double holds no fraction of a unit).
    public static let maximumValueMagnitude = 1e15

    /// The first value, after the build or at a step, that is not finite or is past
    /// `maximumValueMagnitude`: coefficients within their bound can still compound along a
    /// chain (each variable 10^9 times the next) until a value overflows. Nil when all are in range.
    public var overflow: (variable: String, value: Double, step: Int?)? {
        func outOfRange(_ value: Double) -> Bool { !(value.isFinite && abs(value) <= Self.maximumValueMagnitude) }
        if let index = values.firstIndex(where: outOfRange), index < variables.count {
            return (variables[index], values[index], nil)
        }
        for (step, row) in steps.enumerated() {
            if let index = row.firstIndex(where: outOfRange), index < variables.count {
                return (variables[index], row[index], step + 1)
            }
        }
        return nil
    }
}
