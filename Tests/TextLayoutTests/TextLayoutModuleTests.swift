import Testing
@testable import TextLayout
