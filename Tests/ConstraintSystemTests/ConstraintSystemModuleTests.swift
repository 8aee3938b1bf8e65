import Testing
@testable import ConstraintSystem
