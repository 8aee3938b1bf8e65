import Foundation
import InterfaceBuilder
import Testing

/// XML as Interface Builder documents use it: references expanded wherever text is, encodings
/// other than UTF-8 and custom entities refused with a located sentence, large documents read.
@Suite("XML text, encodings and size")
struct XMLTextTests {
    /// A label whose text is `text`, written as `<string key="text">` (line 5) or as an attribute.
    static func label(text: String, asAttribute: Bool = false) -> String {
        Fixture.xib(asAttribute
            ? #"<label text="\#(text)" id="lbl"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>"#
            : """
            <label id="lbl"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <string key="text">\(text)</string>
            </label>
            """)
    }

    static func labelText(_ xml: String) throws -> String? {
        let document = try IBDocument(xml: xml)
        let label = try #require(document.allViews.first { $0.id == "lbl" })
        guard case .label(let content)? = label.content else { return nil }
        return content.text
    }

    @Test("references are expanded in element text, with the text after them kept", arguments: [
        ("Tom &amp; Jerry", "Tom & Jerry"),
        ("&lt;b&gt;bold&lt;/b&gt; &quot;quoted&quot; &apos;single&apos;", "<b>bold</b> \"quoted\" 'single'"),
        ("&#65;&#x42;&#X43; &#x1F600; end", "AB&#X43; 😀 end"),
        ("a<!-- a comment -->b<![CDATA[ <raw> & ]]>c", "ab <raw> & c"),
        ("line one\r\nline two\rthree", "line one\nline two\nthree"),
    ])
    func referencesInText(written: String, read: String) throws {
        if written.contains("&#X43;") {
            // `&#X` is not a character reference: XML writes hexadecimal with a lower-case x.
            #expect(throws: InterfaceBuilderError.self) { try Self.labelText(Self.label(text: written)) }
            return
        }
        #expect(try Self.labelText(Self.label(text: written)) == read)
    }

    @Test("references are expanded and white space normalised in attributes")
    func referencesInAttributes() throws {
        let text = try Self.labelText(Self.label(text: "a &amp; b&#10;c\td &#x9;e", asAttribute: true))
        #expect(text == "a & b\nc d \te")
    }

    @Test("refused with a located sentence", arguments: [
        ("UTF-7 declared", #"<?xml version="1.0" encoding="UTF-7"?><document/>"#,
         "T.xib:1:1: malformed XML: the document declares the encoding 'UTF-7'; Interface Builder documents are UTF-8 "
            + #"(convert the file and declare encoding="UTF-8")"#),
        ("not UTF-8", "<document>\n  caf\u{E9}</document>",
         "T.xib:2:6: malformed XML: the text is not valid UTF-8 (byte 0xE9)"),
        ("an entity declaration",
         "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n  <!ENTITY company \"Example\">\n]>\n<document>&company;</document>",
         "T.xib:3:3: malformed XML: the document declares the entity 'company'; custom entities are not supported "
            + "(Interface Builder writes only &amp;, &lt;, &gt;, &quot;, &apos; and character references)"),
        ("a reference to NUL", "<document>&#0;</document>",
         "T.xib:1:11: malformed XML: the character reference '&#0;' names a character XML does not allow "
            + "(inside <document> opened on line 1)"),
        ("an unterminated comment", "<document>\n<!-- open", 
         "T.xib:2:1: malformed XML: a comment is never closed with '-->' (inside <document> opened on line 1)"),
        ("a control character", "<document>a\u{1}b</document>",
         "T.xib:1:12: malformed XML: a character that XML does not allow (U+0001) (inside <document> opened on line 1)"),
    ])
    func refused(name: String, xml: String, message: String) {
        do {
            _ = try IBDocument(data: Data(xml.utf8).replacingLatin1(), file: "T.xib")
            Issue.record("\(name): read without error")
        } catch {
            #expect(error.description == message, "\(name)")
        }
    }

    @Test("UTF-16 is refused by its byte order mark")
    func utf16() throws {
        var data = Data([0xFF, 0xFE])
        data.append(try #require(#"<document type="x"/>"#.data(using: .utf16LittleEndian)))
        do {
            _ = try IBDocument(data: data, file: "T.xib")
            Issue.record("read UTF-16")
        } catch {
            #expect(error.description.hasPrefix("T.xib:1:1: malformed XML: the document is UTF-16"))
        }
    }

    /// 40,000 labels in 12.8 MB, over the 10 MB where libxml2 used to stop: all read, with the
    /// line of the last one (9 lines before the first, 4 per label).
    @Test("a document over 10 MB is read")
    func largeDocument() throws {
        var xml = ""
        let count = 40_000
        for i in 0..<count {
            xml += #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label number \#(i) &amp; more" "#
                + #"textAlignment="natural" lineBreakMode="tailTruncation" id="lbl-\#(i)">"# + "\n"
                + #"    <rect key="frame" x="0.0" y="\#(i % 500)" width="100" height="20"/>"# + "\n"
                + #"    <fontDescription key="fontDescription" type="system" pointSize="17"/>"# + "\n"
                + "</label>\n"
        }
        let text = Fixture.xib(#"<view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/><subviews>"#
                               + "\n" + xml + "</subviews></view>")
        #expect(text.utf8.count > 12_000_000)
        let document = try IBDocument(xml: text)
        let labels = document.allViews.compactMap { view -> (line: Int, text: String?)? in
            guard case .label(let content)? = view.content else { return nil }
            return (view.line, content.text)
        }
        #expect(labels.count == count)
        #expect(labels.last?.line == 5 + 4 * (count - 1))
        #expect(labels.last?.text == "Label number 39999 & more")
    }
}

private extension Data {
    /// The bytes with each U+0080…U+00FF character written as one Latin-1 byte, so a test can
    /// write a document that is not UTF-8.
    func replacingLatin1() -> Data {
        let text = String(decoding: self, as: UTF8.self)
        return Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }
}

/// Documents past `IBDocument.maximumSize` are refused before they are read, with the reason.
@Suite("Document size limit")
struct DocumentSizeTests {
    @Test("a file over the limit is refused by its size, unread")
    func tooLargeFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).xib").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A sparse file: the size is over the limit, yet nothing is written or read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(IBDocument.maximumSize + 1))
        try handle.close()
        do {
            _ = try IBDocument(contentsOf: path)
            Issue.record("read a file over the limit")
        } catch {
            #expect(error.description == "'\(path)' is 32.0 MB, more than the 32.0 MB a storyboard or xib may have "
                    + "here; split it into several storyboards (storyboard references)")
        }
    }

    @Test("data over the limit is refused, naming the file")
    func tooLargeData() {
        do {
            _ = try IBDocument(data: Data(count: 40_000_000), file: "Big.storyboard")
            Issue.record("read data over the limit")
        } catch {
            #expect(error.description == "'Big.storyboard' is 40.0 MB, more than the 32.0 MB a storyboard or xib may "
                    + "have here; split it into several storyboards (storyboard references)")
        }
    }

    @Test("a folder or a missing file is named with the reason")
    func unreadable() {
        for (path, reason) in [("/tmp", "it is a folder, not a file"), ("/nonexistent/Main.storyboard", "no such file")] {
            do {
                _ = try IBDocument(contentsOf: path)
                Issue.record("read \(path)")
            } catch {
                #expect(error.description == "cannot read '\(path)': \(reason)")
            }
        }
    }
}
