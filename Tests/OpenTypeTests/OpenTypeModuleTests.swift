import Testing
@testable import OpenType
