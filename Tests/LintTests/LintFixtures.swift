import Foundation
import Lint

/// Small documents written for these tests, and a scratch folder to lint them in.
enum LintFixtures {
    /// A storyboard of one view controller on an iPhone 8 (retina4_7) in portrait, saved by
    /// Xcode 15 (toolsVersion 22505): a 20-pt status bar, root margins of 16. `subviews` and
    /// `constraints` go inside the root view, whose id is `root` and whose safe area is `safe`.
    /// The root view starts on line 10; subviews on line 13.
    static func storyboard(subviews: String, constraints: String, rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <viewController title="Test Scene" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root"\(rootAttributes)>
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A plain view with a saved frame.
    static func view(_ id: String, label: String, frame: (Double, Double, Double, Double), attributes: String = "",
                     constraints: String = "") -> String {
        """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)"\(attributes)>
                                        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                                        <constraints>
        \(constraints)
                                        </constraints>
                                    </view>
        """
    }

    /// A one-line label in the system font at 17 pt.
    static func label(_ id: String, text: String, frame: (Double, Double, Double, Double), constraints: String = "") -> String {
        """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                        <constraints>
        \(constraints)
                                        </constraints>
                                    </label>
        """
    }

    /// `<constraint …>` with the attributes given.
    /// A stack view with a saved frame, `attributes` (axis, alignment, spacing) and the given
    /// arranged views.
    static func stackView(_ id: String, attributes: String, frame: (Double, Double, Double, Double), arranged: [String]) -> String {
        """
                                    <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                                        <subviews>
        \(arranged.joined(separator: "\n"))
                                        </subviews>
                                    </stackView>
        """
    }

    static func constraint(_ id: String, _ attributes: String) -> String {
        "                            <constraint \(attributes) id=\"\(id)\"/>"
    }

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}

/// A folder of its own under the temporary folder, removed when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "autolayout-lint-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative` (folders made as needed) and returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }
}

extension Linter {
    /// The violations of one document written to a scratch folder as `name`.
    static func violations(of text: String, named name: String, settings: LintSettings = LintSettings()) throws -> [LintViolation] {
        let folder = try ScratchFolder()
        let path = try folder.write(name, text)
        return Linter(settings: settings).lint(file: path)
    }
}
