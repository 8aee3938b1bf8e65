import InterfaceBuilder
import Testing

/// One broken document and the error it must give, location included.
struct MalformedDocument: Sendable, CustomTestStringConvertible {
    var name: String
    var xml: String
    var message: String
    var testDescription: String { name }
}

/// Broken documents: each gets one clear error naming the file, line, column and element.
///
/// Lines and columns are counted by hand from `Fixture` (the body starts on line 4, the
/// constraint of `withConstraint` is on line 10, nothing is indented).
@Suite("Malformed documents")
struct MalformedDocumentTests {
    static let valid = Fixture.withConstraint(#"<constraint firstAttribute="width" constant="10" id="c1"/>"#)
    static let validLines = valid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    static func constraint(_ attributes: String) -> String {
        Fixture.withConstraint("<constraint \(attributes) id=\"c1\"/>")
    }

    static func replacing(_ old: String, with new: String) -> String {
        valid.replacingOccurrences(of: old, with: new)
    }

    static let xmlRows: [MalformedDocument] = [
        MalformedDocument(name: "truncated after the first subview",
                          xml: validLines.prefix(7).joined(separator: "\n"),
                          message: "T.xib:7:88: malformed XML: the document ends inside <subviews> opened on line 6, "
                              + "which is never closed"),
        MalformedDocument(name: "truncated inside the last end tag", xml: String(valid.dropLast(5)),
                          message: "T.xib:14:7: malformed XML: '>' is expected to close the end tag </docu> "
                              + "(inside <document> opened on line 2)"),
        MalformedDocument(name: "mismatched end tag", xml: replacing("</subviews>", with: "</subview>"),
                          message: "T.xib:8:1: malformed XML: the end tag </subview> does not match <subviews> opened on "
                              + "line 6; expected </subviews>"),
        MalformedDocument(name: "unquoted attribute value", xml: replacing(#"width="320""#, with: "width=320"),
                          message: "T.xib:5:41: malformed XML: an attribute value must be in double quotes "
                              + "(inside <view> opened on line 4)"),
        MalformedDocument(name: "bare ampersand", xml: replacing(#"id="root""#, with: #"id="root" userLabel="a & b""#),
                          message: "T.xib:4:30: malformed XML: a name is expected after '&' "
                              + "(write '&amp;' for a literal '&') (inside <objects> opened on line 3)"),
        MalformedDocument(name: "undefined entity", xml: replacing(#"id="root""#, with: #"id="root" userLabel="&nbsp;""#),
                          message: "T.xib:4:28: malformed XML: an undefined entity '&nbsp;'; XML's predefined entities are "
                              + "&amp;, &lt;, &gt;, &quot; and &apos; (write '&amp;' for a literal '&') "
                              + "(inside <objects> opened on line 3)"),
        MalformedDocument(name: "attribute written twice", xml: replacing(#"id="root""#, with: #"id="root" id="again""#),
                          message: "T.xib:4:17: malformed XML: the attribute 'id' is written twice on <view> "
                              + "(inside <objects> opened on line 3)"),
        MalformedDocument(name: "empty file", xml: "", message: "T.xib:1:1: malformed XML: the document is empty"),
        MalformedDocument(name: "only whitespace", xml: "   \n", message: "T.xib:2:1: malformed XML: the document is empty"),
        MalformedDocument(name: "a second root element", xml: valid + "<extra/>",
                          message: "T.xib:14:12: malformed XML: there is content after the end of the root element"),
    ]

    static let structureRows: [MalformedDocument] = [
        MalformedDocument(name: "not an Interface Builder document", xml: #"<plist version="1.0"><dict/></plist>"#,
                          message: "T.xib:1:1: <plist>: the root element is <plist>, not an Interface Builder <document>"),
        MalformedDocument(name: "no toolsVersion",
                          xml: replacing(#" toolsVersion="14868""#, with: ""),
                          message: #"T.xib:2:1: <document>: <document> has no 'toolsVersion' attribute"#),
        MalformedDocument(name: "a type that is not Interface Builder's",
                          xml: replacing("com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "com.example.Layout"),
                          message: #"T.xib:2:1: <document>: type="com.example.Layout" is not valid; expected an "#
                              + "Interface Builder document type such as com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"),
        MalformedDocument(name: "duplicate id", xml: replacing(#"<view id="abc-de-fgh">"#, with: #"<view id="root">"#),
                          message: #"T.xib:7:1: <view id="root">: id "root" is already used by the element on line 4"#),
        MalformedDocument(name: "unknown firstItem, with a suggestion",
                          xml: constraint(#"firstItem="abc-de-fgi" firstAttribute="width" constant="10""#),
                          message: #"T.xib:10:1: <constraint id="c1">: firstItem="abc-de-fgi" names no view or layout "#
                              + "guide in this document; did you mean 'abc-de-fgh'?"),
        MalformedDocument(name: "unknown secondItem",
                          xml: constraint(#"firstAttribute="top" secondItem="zzz-zz-zzz" secondAttribute="top""#),
                          message: #"T.xib:10:1: <constraint id="c1">: secondItem="zzz-zz-zzz" names no view or layout "#
                              + "guide in this document"),
        MalformedDocument(name: "an item that is a constraint",
                          xml: constraint(#"firstAttribute="top" secondItem="c1" secondAttribute="top""#),
                          message: #"T.xib:10:1: <constraint id="c1">: secondItem="c1" names no view or layout guide "#
                              + "in this document"),
        MalformedDocument(name: "unknown attribute name",
                          xml: constraint(#"firstAttribute="widht" constant="10""#),
                          message: #"T.xib:10:1: <constraint id="c1">: firstAttribute="widht" is not valid; expected "#
                              + "one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
                              + "baseline, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, "
                              + "leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins; "
                              + "did you mean 'width'?"),
        MalformedDocument(name: "unknown relation",
                          xml: constraint(#"firstAttribute="width" relation="equals" constant="10""#),
                          message: #"T.xib:10:1: <constraint id="c1">: relation="equals" is not valid; expected one of "#
                              + "equal, lessThanOrEqual, greaterThanOrEqual; did you mean 'equal'?"),
        MalformedDocument(name: "no firstAttribute", xml: constraint(#"constant="10""#),
                          message: #"T.xib:10:1: <constraint id="c1">: <constraint> has no 'firstAttribute' attribute"#),
        MalformedDocument(name: "no id", xml: Fixture.withConstraint(#"<constraint firstAttribute="width" constant="1"/>"#),
                          message: "T.xib:10:1: <constraint>: <constraint> has no 'id' attribute"),
        MalformedDocument(name: "second item without its attribute",
                          xml: constraint(#"firstAttribute="top" secondItem="abc-de-fgh""#),
                          message: #"T.xib:10:1: <constraint id="c1">: <constraint> has no 'secondAttribute' attribute"#),
        MalformedDocument(name: "second attribute without its item",
                          xml: constraint(#"firstAttribute="top" secondAttribute="top""#),
                          message: #"T.xib:10:1: <constraint id="c1">: <constraint> has no 'secondItem' attribute"#),
        MalformedDocument(name: "a location equal to a constant",
                          xml: constraint(#"firstAttribute="leading" constant="20""#),
                          message: #"T.xib:10:1: <constraint id="c1">: firstAttribute="leading" is not valid; expected "#
                              + "width or height for a constraint without a second item (UIKit cannot make a location "
                              + "equal to a constant)"),
        MalformedDocument(name: "multiplier that is a word",
                          xml: constraint(#"firstAttribute="width" secondItem="abc-de-fgh" secondAttribute="height" multiplier="half""#),
                          message: #"T.xib:10:1: <constraint id="c1">: multiplier="half" is not valid; expected a "#
                              + "decimal (0.5), a ratio a:b (16:9) or a fraction a/b (1/3) of finite numbers with a "
                              + "non-zero divisor"),
        MalformedDocument(name: "zero multiplier on a location",
                          xml: constraint(#"firstAttribute="centerX" secondItem="abc-de-fgh" secondAttribute="centerX" multiplier="0""#),
                          message: #"T.xib:10:1: <constraint id="c1">: multiplier="0" is not valid; expected a non-zero "#
                              + "multiplier: UIKit rejects a multiplier of 0 on a location attribute"),
        MalformedDocument(name: "priority 0",
                          xml: constraint(#"firstAttribute="width" constant="10" priority="0""#),
                          message: #"T.xib:10:1: <constraint id="c1">: priority="0" is not valid; expected a priority "#
                              + "greater than 0 and at most 1000"),
        MalformedDocument(name: "priority above required",
                          xml: constraint(#"firstAttribute="width" constant="10" priority="1001""#),
                          message: #"T.xib:10:1: <constraint id="c1">: priority="1001" is not valid; expected a priority "#
                              + "greater than 0 and at most 1000"),
        MalformedDocument(name: "priority that is a word",
                          xml: constraint(#"firstAttribute="width" constant="10" priority="high""#),
                          message: #"T.xib:10:1: <constraint id="c1">: priority="high" is not valid; expected a finite number"#),
        MalformedDocument(name: "constant that is not finite",
                          xml: constraint(#"firstAttribute="width" constant="inf""#),
                          message: #"T.xib:10:1: <constraint id="c1">: constant="inf" is not valid; expected a finite number"#),
        MalformedDocument(name: "boolean written in lower case",
                          xml: constraint(#"firstAttribute="width" constant="10" symbolic="yes""#),
                          message: #"T.xib:10:1: <constraint id="c1">: symbolic="yes" is not valid; expected YES or NO"#),
        MalformedDocument(name: "frame with a word for a width",
                          xml: replacing(#"width="320""#, with: #"width="wide""#),
                          message: #"T.xib:5:1: <rect>: width="wide" is not valid; expected a finite number"#),
        MalformedDocument(name: "frame past ten million points",
                          xml: replacing(#"width="320""#, with: #"width="1e19""#),
                          message: #"T.xib:5:1: <rect>: width="1e19" is not valid; expected a number at most "#
                              + "10,000,000 in magnitude (larger ones overflow the layout; no screen comes near)"),
        MalformedDocument(name: "constant past ten million points",
                          xml: constraint(#"firstAttribute="width" constant="-20000000""#),
                          message: #"T.xib:10:1: <constraint id="c1">: constant="-20000000" is not valid; expected a "#
                              + "number at most 10,000,000 in magnitude (larger ones overflow the layout; no screen comes near)"),
        MalformedDocument(name: "ratio past ten million",
                          xml: constraint(#"firstAttribute="width" secondItem="abc-de-fgh" secondAttribute="height" multiplier="1e7:0.5""#),
                          message: #"T.xib:10:1: <constraint id="c1">: multiplier="1e7:0.5" is not valid; expected a "#
                              + "decimal (0.5), a ratio a:b (16:9) or a fraction a/b (1/3) of finite numbers with a "
                              + "non-zero divisor"),
        MalformedDocument(name: "frame without a height",
                          xml: replacing(#" height="568""#, with: ""),
                          message: "T.xib:5:1: <rect>: <rect> has no 'height' attribute"),
        MalformedDocument(name: "hugging priority out of range",
                          xml: replacing(#"<view id="abc-de-fgh">"#, with: #"<view id="abc-de-fgh" horizontalHuggingPriority="2000">"#),
                          message: #"T.xib:7:1: <view id="abc-de-fgh">: horizontalHuggingPriority="2000" is not valid; "#
                              + "expected a priority greater than 0 and at most 1000"),
        MalformedDocument(name: "stack axis misspelt",
                          xml: Fixture.xib(#"<stackView axis="vertcal" id="s"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></stackView>"#),
                          message: #"T.xib:4:1: <stackView id="s">: axis="vertcal" is not valid; expected one of "#
                              + "horizontal, vertical; did you mean 'vertical'?"),
        MalformedDocument(name: "mask naming an unknown constraint",
                          xml: replacing("</constraints>", with: #"</constraints><variation key="default"><mask key="constraints"><exclude reference="c2"/></mask></variation>"#),
                          message: #"T.xib:11:64: <exclude>: reference="c2" names no constraint in this document; "#
                              + "did you mean 'c1'?"),
        MalformedDocument(name: "variation key that is not a trait",
                          xml: replacing("</constraints>", with: #"</constraints><variation key="compact"/>"#),
                          message: #"T.xib:11:15: <variation>: key="compact" is not valid; expected 'default' or "#
                              + "size-class conditions such as heightClass=compact-widthClass=regular"),
        MalformedDocument(name: "size class that does not exist",
                          xml: replacing("</constraints>", with: #"</constraints><variation key="widthClass=large"/>"#),
                          message: #"T.xib:11:15: <variation>: key="widthClass=large" is not valid; expected "#
                              + "widthClass=compact or widthClass=regular"),
        MalformedDocument(name: "system font without a size",
                          xml: Fixture.xib(#"<label text="A" id="l"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>"#
                                           + "\n" + #"<fontDescription key="fontDescription" type="system"/></label>"#),
                          message: "T.xib:5:1: <fontDescription>: <fontDescription> has no 'pointSize' attribute"),
        MalformedDocument(name: "legacy layout guide without a type",
                          xml: Fixture.xib(#"<viewController id="vc"><layoutGuides><viewControllerLayoutGuide id="g"/></layoutGuides></viewController>"#),
                          message: #"T.xib:4:39: <viewControllerLayoutGuide id="g">: <viewControllerLayoutGuide> has no "#
                              + "'type' attribute"),
        MalformedDocument(name: "device without an id",
                          xml: replacing("<objects>", with: "<device orientation=\"portrait\"/>\n<objects>"),
                          message: "T.xib:3:1: <device>: <device> has no 'id' attribute"),
        MalformedDocument(name: "base64 text that is not base64",
                          xml: Fixture.xib(#"<label id="l"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/>"#
                                           + "\n" + #"<string key="text" base64-UTF8="YES">!!!</string></label>"#),
                          message: #"T.xib:5:1: <string>: base64-UTF8="YES" is not valid; expected base64 text of "#
                              + "UTF-8 bytes inside the element"),
    ]

    @Test("malformed XML", arguments: xmlRows)
    func malformedXML(_ row: MalformedDocument) {
        check(row)
    }

    @Test("structurally invalid documents", arguments: structureRows)
    func invalidStructure(_ row: MalformedDocument) {
        check(row)
    }

    func check(_ row: MalformedDocument) {
        do {
            let document = try IBDocument(xml: row.xml, file: "T.xib")
            Issue.record("read without error: \(document.allViews.count) views")
        } catch {
            #expect(error.description == row.message)
            #expect(error.location?.file == "T.xib")
        }
    }

    @Test("the valid base document reads")
    func baseDocumentIsValid() throws {
        let document = try IBDocument(xml: MalformedDocumentTests.valid)
        #expect(document.allViews.map(\.id) == ["root", "abc-de-fgh"])
        #expect(document.allConstraints.map(\.id) == ["c1"])
    }

    @Test("a missing file names the path")
    func missingFile() {
        #expect(throws: InterfaceBuilderError.self) { try IBDocument(contentsOf: "/nonexistent/Main.storyboard") }
        do {
            _ = try IBDocument(contentsOf: "/nonexistent/Main.storyboard")
        } catch {
            #expect(error.description.hasPrefix("cannot read '/nonexistent/Main.storyboard': "))
            #expect(error.location == nil)
        }
    }
}
