/// Small documents for table tests, with known line numbers.
enum Fixture {
    /// A xib whose top-level objects are `body`; the body's first line is line 4.
    static func xib(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
        \(body)
        </objects>
        </document>
        """
    }

    /// A root view (line 4) with one subview `abc-de-fgh` (line 7) and `constraint` on line 10.
    static func withConstraint(_ constraint: String) -> String {
        xib("""
            <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <subviews>
            <view id="abc-de-fgh"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </subviews>
            <constraints>
            \(constraint)
            </constraints>
            </view>
            """)
    }
}
