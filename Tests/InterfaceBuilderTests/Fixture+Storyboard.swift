extension Fixture {
    /// A storyboard exercising most of the model: a navigation controller, a controller with
    /// legacy guides and simulated bars, controls, a stack view, variations, placeholder sizes,
    /// an unknown view element and an unknown child element. Line numbers are referred to by the
    /// tests; the first line is line 1.
    static let storyboard = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-cn-trl">
    <device id="retina4_7" orientation="landscape">
        <adaptation id="fullscreen"/>
    </device>
    <scenes>
        <scene sceneID="sc1-aa-aaa">
            <objects>
                <navigationController id="nav-cn-trl" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-ba-rrr">
                        <rect key="frame" x="0.0" y="20" width="667" height="32"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1-aa-aaa" kind="relationship" relationship="rootViewController" id="seg-aa-aaa"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="sc2-aa-aaa">
            <objects>
                <viewController title="Form" id="vc1-aa-aaa" customClass="FormViewController" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top-gd-aaa"/>
                        <viewControllerLayoutGuide type="bottom" id="bot-gd-aaa"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root-vw-aa">
                        <rect key="frame" x="0.0" y="0.0" width="667" height="343"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-aaa">
                                <rect key="frame" x="20" y="8" width="120.5" height="41"/>
                                <string key="text">Two
lines</string>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <nil key="textColor"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="but-to-naa">
                                <rect key="frame" x="150" y="8" width="60" height="30"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                <inset key="contentEdgeInsets" minX="10" minY="7" maxX="12" maxY="5"/>
                                <state key="normal" title="Save"/>
                                <state key="highlighted" title="Saving"/>
                            </button>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-aaa">
                                <rect key="frame" x="220" y="8" width="97" height="30"/>
                                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="seg-ct-aaa">
                                <rect key="frame" x="20" y="60" width="121" height="29"/>
                                <segments>
                                    <segment title="First"/>
                                    <segment title="Second" width="60"/>
                                </segments>
                            </segmentedControl>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-tc-haa">
                                <rect key="frame" x="150" y="60" width="51" height="31"/>
                            </switch>
                            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="-1" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="sli-de-raa">
                                <rect key="frame" x="218" y="60" width="104" height="31"/>
                            </slider>
                            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="ste-pp-era">
                                <rect key="frame" x="330" y="60" width="94" height="29"/>
                            </stepper>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="flower" translatesAutoresizingMaskIntoConstraints="NO" id="ima-ge-aaa">
                                <rect key="frame" x="430" y="60" width="30" height="20"/>
                            </imageView>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="firstBaseline" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-aaa">
                                <rect key="frame" x="20" y="100" width="100" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="arr-aa-aaa">
                                        <rect key="frame" x="10" y="16" width="80" height="30"/>
                                    </view>
                                    <fancyView contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="arr-bb-bbb">
                                        <rect key="frame" x="10" y="54" width="80" height="30"/>
                                    </fancyView>
                                </subviews>
                                <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="10" bottom="16" trailing="10"/>
                            </stackView>
                            <view contentMode="scaleToFill" fixedFrame="YES" id="fre-ee-aaa">
                                <rect key="frame" x="500" y="100" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                                <wibble key="sparkle"/>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="lab-el-aaa" firstAttribute="leading" secondItem="root-vw-aa" secondAttribute="leadingMargin" id="con-aa-aaa"/>
                            <constraint firstItem="lab-el-aaa" firstAttribute="top" secondItem="top-gd-aaa" secondAttribute="bottom" constant="8" symbolic="YES" id="con-bb-bbb"/>
                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="sta-ck-aaa" secondAttribute="trailing" constant="20" placeholder="YES" id="con-cc-ccc"/>
                            <constraint firstItem="ima-ge-aaa" firstAttribute="width" secondItem="ima-ge-aaa" secondAttribute="height" multiplier="3:2" priority="750" identifier="aspect" id="con-dd-ddd"/>
                            <constraint firstItem="bot-gd-aaa" firstAttribute="top" secondItem="sta-ck-aaa" secondAttribute="bottom" constant="20" id="con-ee-eee">
                                <variation key="heightClass=compact" constant="8"/>
                            </constraint>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="con-cc-ccc"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=compact-widthClass=regular">
                            <mask key="subviews">
                                <exclude reference="fre-ee-aaa"/>
                            </mask>
                            <mask key="constraints">
                                <include reference="con-cc-ccc"/>
                            </mask>
                        </variation>
                    </view>
                    <navigationItem key="navigationItem" id="nav-it-aaa">
                        <string key="title" base64-UTF8="YES">
Rm9ybSDinJM
</string>
                    </navigationItem>
                    <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    <nil key="simulatedBottomBarMetrics"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="flower" width="30" height="20"/>
    </resources>
</document>
"""#
}
