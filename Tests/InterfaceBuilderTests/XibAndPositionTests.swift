import InterfaceBuilder
import Testing

@Suite("Xib objects and source positions")
struct XibAndPositionTests {
    /// A start tag spread over lines 5–7, after a comment and a CDATA section holding text that
    /// looks like tags: positions must be those of each element's `<`.
    static let positions = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment with <view id="fake"> in it -->
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch">
        <objects><![CDATA[ <label id="not-a-label"> ]]>
          <view
              contentMode="scaleToFill"
              id="multi">
            <rect key="frame" x="0.0" y="0.0" width="1" height="2"/>
          </view>  <?pi <view id="nor-this"> ?>  <view id="second"><rect key="frame" x="0.0" y="0.0" width="3" height="4"/></view>
        </objects>
        </document>
        """

    @Test func elementsAreLocatedAtTheirStartTags() throws {
        let document = try IBDocument(xml: XibAndPositionTests.positions)
        #expect(document.line == 3)
        #expect(document.objects.views.map(\.id) == ["multi", "second"])
        #expect(document.objects.views.map(\.line) == [5, 9])
        #expect(document.items["second"]?.line == 9)
        #expect(!document.useAutolayout && document.device == nil)
        do {
            _ = try IBDocument(xml: XibAndPositionTests.positions.replacingOccurrences(of: #"width="3""#, with: #"width="x""#))
            Issue.record("a bad width was accepted")
        } catch {
            // Line 9: `  </view>` (9), two spaces, the 28-character processing instruction, two
            // spaces and `<view id="second">` (18) come before the rect: 9 + 2 + 28 + 2 + 18 = 59.
            #expect(error.location == IBSourceLocation(line: 9, column: 60, element: "rect"))
        }
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CellOwner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="86" id="cel-ll-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="394" height="86"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-ll-aaa" id="con-te-ntv">
                        <rect key="frame" x="0.0" y="0.0" width="394" height="86"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                    <viewLayoutGuide key="safeArea" id="saf-ea-aaa"/>
                    <point key="canvasLocation" x="10" y="20"/>
                </tableViewCell>
                <view contentMode="scaleToFill" id="top-le-vel">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="340"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <nil key="simulatedStatusBarMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func xibTopLevelObjects() throws {
        let document = try IBDocument(xml: XibAndPositionTests.xib)
        #expect(document.kind == .xib && document.scenes.isEmpty && document.useSafeAreas)
        #expect(document.objects.placeholders.map(\.placeholderIdentifier) == ["IBFilesOwner", "IBFirstResponder"])
        #expect(document.objects.placeholders.first?.customClass == "CellOwner")
        #expect(document.objects.views.map(\.id) == ["cel-ll-aaa", "top-le-vel"])
        let cell = document.objects.views[0]
        #expect(cell.kind == .tableViewCell && cell.keyedSubviews.map(\.id) == ["con-te-ntv"])
        #expect(cell.safeAreaLayoutGuide?.id == "saf-ea-aaa")
        guard case .tableViewCell(let attributes)? = cell.content else {
            Issue.record("not a table view cell")
            return
        }
        #expect(attributes.rowHeight == 86 && attributes.indentationWidth == 10)
        let content = cell.keyedSubviews[0]
        #expect(content.preservesSuperviewLayoutMargins && !content.insetsLayoutMarginsFromSafeArea)
        #expect(document.items["con-te-ntv"]?.ownerID == "cel-ll-aaa")
        let free = document.objects.views[1]
        #expect(free.simulatedMetrics?.isFreeform == true && free.simulatedMetrics?.statusBar == IBSimulatedBar.none)
        #expect(document.allViews.map(\.id) == ["cel-ll-aaa", "con-te-ntv", "top-le-vel"])
        #expect(document.unsupported.isEmpty)
    }
}
