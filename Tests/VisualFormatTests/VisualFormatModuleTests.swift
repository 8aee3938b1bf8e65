import Testing
@testable import VisualFormat
