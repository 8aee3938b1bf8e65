import Lint
import Testing

/// A table cell whose content's constraints ask for another height than the cell gives its
/// content view: Interface Builder marks the content view ambiguous, and the views whose frames
/// follow the content view's height, however small the difference (saved cells show a label
/// centred in a content view 0.5 pt off its constraints marked, and a view pinned to its top and
/// bottom; a view pinned to the top with a fixed height is not marked).
@Suite struct CellConflictTests {
    /// A 74-pt cell's document: `subviews` and `constraints` go inside its content view (`cnt`).
    static func cellDocument(subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="blue" indentationWidth="10" id="cel">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// A 74-pt cell; the avatar's top (16), height (42) and bottom (`bottom`) ask for 58 + `bottom`.
    static func cell(bottom: Double) -> String {
        cellDocument(subviews: """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ava" userLabel="Avatar">
                                <rect key="frame" x="16" y="16" width="42" height="42"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="42" id="ah"/>
                                    <constraint firstAttribute="width" constant="42" id="aw"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                                <rect key="frame" x="300" y="1" width="4" height="72"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="4" id="bw"/>
                                </constraints>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                                <rect key="frame" x="72" y="27" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="th"/>
                                    <constraint firstAttribute="width" constant="100" id="tw"/>
                                </constraints>
                            </label>
            """, constraints: """
                            <constraint firstItem="ava" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="16" id="at"/>
                            <constraint firstItem="ava" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" constant="16" id="al"/>
                            <constraint firstAttribute="bottom" secondItem="ava" secondAttribute="bottom" constant="\(bottom)" id="ab"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="1" id="bt"/>
                            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="1" id="bb"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="br"/>
                            <constraint firstItem="ttl" firstAttribute="leading" secondItem="ava" secondAttribute="trailing" constant="14" id="tl"/>
                            <constraint firstItem="ttl" firstAttribute="centerY" secondItem="cnt" secondAttribute="centerY" id="tc"/>
            """)
    }

    /// Half a point short (58 + 15.5 = 73.5 against 74): the content view, the label centred in
    /// it (a quarter point) and the bar pinned to its top and bottom are ambiguous; the avatar,
    /// held by its top and its own height, is not. The saved frames are within 1 pt of every
    /// constraint, so only the document's own numbers show the conflict.
    @Test func halfAPointShortMarksTheContentAndWhatFollowsIt() throws {
        let violations = try Linter.violations(of: Self.cell(bottom: 15.5), named: "Cell.xib")
        let ambiguous = Set(violations.filter { $0.rule == .ambiguous }.compactMap(\.viewId))
        #expect(ambiguous == ["cnt", "ttl", "bar"])
    }

    /// Constraints that ask for exactly the cell's height: nothing is ambiguous.
    @Test func aCellItsContentFitsIsNotAmbiguous() throws {
        let violations = try Linter.violations(of: Self.cell(bottom: 16), named: "Cell.xib")
        #expect(violations.filter { $0.rule == .ambiguous || $0.rule == .unsatisfiable }.isEmpty)
    }

    /// A 74-pt cell whose content is a 50-pt box held 16 pt from the content view's top and
    /// bottom (82 pt), saved 50 pt tall at the top margin: directly, or as the one arranged view
    /// of a stack view held so. Directly, the content view is ambiguous; through a stack view's
    /// own constraints Interface Builder leaves the cell unmarked (a saved table view cell and a
    /// collection view cell show it, as conflicts through stacks elsewhere do), and the conflict is one
    /// `unsatisfiable` violation.
    @Test(arguments: [false, true])
    func aCellConflictThroughAStackIsNotAmbiguity(_ inStack: Bool) throws {
        let box = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                        <rect key="frame" x="\(inStack ? 0 : 16)" y="\(inStack ? 0 : 16)" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="bh"/>
                                        </constraints>
                                    </view>
            """
        let held = inStack ? "stk" : "box"
        let content = inStack
            ? """
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                  <rect key="frame" x="16" y="16" width="100" height="50"/>
                  <subviews>
              \(box)
                  </subviews>
              </stackView>
              """
            : box
        let text = Self.cellDocument(subviews: content, constraints: """
                                <constraint firstItem="\(held)" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="16" id="t1"/>
                                <constraint firstItem="\(held)" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" constant="16" id="l1"/>
                                <constraint firstAttribute="bottom" secondItem="\(held)" secondAttribute="bottom" constant="16" id="b1"/>
                                <constraint firstItem="\(held)" firstAttribute="width" constant="100" id="w1"/>
            """)
        let violations = try Linter.violations(of: text, named: "StackCell.xib")
        #expect(violations.contains { $0.rule == .unsatisfiable })
        let ambiguous = Set(violations.filter { $0.rule == .ambiguous }.compactMap(\.viewId))
        if inStack {
            #expect(ambiguous.isEmpty)
        } else {
            #expect(ambiguous.contains("cnt"))
        }
    }
}
