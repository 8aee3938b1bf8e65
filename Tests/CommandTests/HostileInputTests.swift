import Foundation
import Testing

/// Bad and hostile input through the command, as a user's shell runs it: each gets exit status
/// 2 (or 74 for output that cannot be written) and one sentence naming the file, line and column
/// where there is one, never a trap, a dump of an error value, a non-finite number in the
/// output or a half-written file.
@Suite("Hostile input, end to end")
struct HostileInputTests {
    static let leading = "Tests/CommandTests/Fixtures/Leading.storyboard"

    /// Runs the command and checks the shape every failure must have: exit 2, one `error:` line
    /// on standard error mentioning `mentions`, nothing a program would print only by accident.
    @discardableResult
    static func refused(_ arguments: [String], mentions: String, status: Int32 = 2,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> Command.Result {
        let result = try Command.run(arguments)
        #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("error: "), "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(mentions), "\(result)", sourceLocation: sourceLocation)
        for raw in ["Fatal error", "Error Domain", "EncodingError", "NSError", "Backtrac"] {
            #expect(!result.stderr.contains(raw), "\(result)", sourceLocation: sourceLocation)
        }
        return result
    }

    static func document(_ constraints: [String], extra: String = "") -> String {
        "views:\n  Box: {type: view}\n" + extra + "constraints:\n" + constraints.map { "  - \($0)\n" }.joined()
    }

    static let pinned = ["Box.Top = Superview.Top", "Box.Width = 10", "Box.Height = 10"]

    // MARK: Huge coordinates (they trapped converting to Int)

    @Test("numbers past ten million are refused where they are written", arguments: [
        // Lines and columns by hand: line 4 is the first constraint, written after "  - ".
        (document(["Box.Leading = Superview.Leading + 10000000000000000000"] + pinned), "4:39", "10000000000000000000"),
        (document(["Box.Leading = Superview.Leading - 20000000"] + pinned), "4:39", "20000000"),
        (document(["Box.Leading = Superview.Leading", "Box.Width = 99999999999 x Superview.Width"] + pinned.prefix(1)),
         "5:17", "99999999999"),
        (document(["H:|-[Box(==1e12)]-|"] + pinned.prefix(1)), "4:5", "1000000000000"),
        (document(["H:|-big-[Box]-|", "Box.Top = Superview.Top"], extra: "metrics:\n  big: 3e9\n"), "4:8", "3e9"),
        ("views:\n  Label: {type: label, text: Hi, font: system 1e300}\n", "2:40", "1e300"),
    ])
    func outOfRangeNumbers(yaml: String, location: String, number: String) throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(yaml, to: "huge.yaml", in: folder)
        for extra in [[], ["--svg", folder.appendingPathComponent("huge.svg").path], ["--format", "json"]] {
            try Self.refused(["render", path] + extra, mentions: "huge.yaml:\(location): the number \(number)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("huge.svg").path))
    }

    @Test("a custom screen past ten million points is refused, for a picture too")
    func hugeSize() throws {
        for extra in [[], ["--svg", "/tmp/never-written.svg"]] {
            try Self.refused(["render", "Examples/Cookbook/SimpleSingleView.yaml", "--size", "1e19x100"] + extra,
                             mentions: "--size '1e19x100': each side must be at most 10,000,000 points")
        }
    }

    /// A 20,000-point screen at the iPhone 8's 2x is 40,000 pixels a side: refused before
    /// rsvg-convert runs (which would fail past 32,767, or take gigabytes below it).
    @Test("a PNG past 16,384 pixels a side is refused")
    func hugePicture() throws {
        try Self.refused(["render", "Examples/Cookbook/SimpleSingleView.yaml", "--size", "20000x20000", "--png", "/tmp/never.png"],
                         mentions: "the PNG would be 40000×40000 pixels, more than the 16,384 pixels a side")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }

    /// At the limit, the frame is reported in full and a picture is drawn (the box is off the
    /// screen's picture, but nothing in it is non-finite).
    @Test("a frame at ten million points draws")
    func frameAtTheLimit() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(Self.document(["Box.Leading = Superview.Leading + 10000000"] + Self.pinned),
                                     to: "far.yaml", in: folder)
        let svg = folder.appendingPathComponent("far.svg").path
        let result = try Command.run(["render", path, "--svg", svg, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(try renderedViews(result.stdout).frame("Box").x == 10_000_000)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasSuffix("</svg>\n") && !picture.contains("nan") && !picture.contains("inf"))
    }

    /// A storyboard on the legacy size-class canvas (trait collections, no device) whose root
    /// frame is 1e19 trapped in render and verify; the frame is refused where it is written.
    @Test("a storyboard frame past ten million points is refused by render and verify")
    func legacyCanvasFrame() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try String(contentsOfFile: Command.path(Self.leading), encoding: .utf8)
        text = text.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait">"#, with: "<!--")
            .replacingOccurrences(of: "</device>", with: "-->")
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="1e19" height="667""#)
        let path = try Command.write(text, to: "Legacy.storyboard", in: folder)
        let message = #"Legacy.storyboard:15:25: <rect>: width="1e19" is not valid; expected a number at most 10,000,000"#
        try Self.refused(["render", path], mentions: message)
        try Self.refused(["render", path, "--format", "json"], mentions: message)
        let verify = try Command.run(["verify", path, "--format", "json"])
        #expect(verify.status == 2, "\(verify)")
        let documents = try #require((try Command.json(verify.stdout) as? [String: Any])?["documents"] as? [[String: Any]])
        #expect((documents.first?["error"] as? String)?.contains(#"width="1e19" is not valid"#) == true)
    }

    // MARK: JSON and overflow

    /// Values up to the bound of a constraint system, scaled along a short chain, print as JSON
    /// numbers (1e+300 would have printed as a bare inf before; now it is refused at input).
    /// A solver that stops (here at `--max-pivots 1`, on a system whose last step needs a pivot)
    /// is not bad input: the report still prints, standard error says what failed, status 3.
    @Test("solve exits 3 when the solver fails, keeping the report")
    func solveFailureExitStatus() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Command.write("""
            {"variables": ["x", "y"], "edits": [{"variable": "x", "priority": 999}],
             "constraints": [{"terms": {"y": 1}, "relation": "==", "constant": 0},
                             {"terms": {"x": 1, "y": 1}, "relation": "<=", "constant": 100}],
             "steps": [{"x": 50}, {"x": 200}]}
            """, to: "limited.json", in: folder)
        let result = try Command.run(["solve", file, "--max-pivots", "1", "--format", "json"])
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("the solver failed while"), "\(result.stderr)")
        #expect(result.stderr.contains("This is not a fault of the input"))
        let report = try #require(try Command.json(result.stdout) as? [String: Any])
        #expect(report["failure"] != nil)
        try Self.refused(["solve", file, "--max-pivots", "0"], mentions: "--max-pivots must be at least 1")
    }

    @Test("solve prints valid JSON for large values and refuses an overflowing chain")
    func solveLargeValues() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // a = 1e9, b = 1e9 · a = 1e18: past 10^15, so the solution overflows.
        func system(_ coefficient: String) -> String {
            """
            {"variables": ["a", "b"], "constraints": [
              {"terms": {"a": 1}, "relation": "==", "constant": 1e9},
              {"terms": {"b": 1, "a": \(coefficient)}, "relation": "==", "constant": 0}]}
            """
        }
        let fine = try Command.write(system("-1000"), to: "fine.json", in: folder)
        let result = try Command.run(["solve", fine, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let values = try #require((try Command.json(result.stdout) as? [String: Any])?["values"] as? [String: Any])
        #expect(values["b"] as? Double == 1e12)
        let chain = try Command.write(system("-1e9"), to: "chain.json", in: folder)
        try Self.refused(["solve", chain, "--format", "json"], mentions: "chain.json: the solution overflows: b comes out as 1e+18")
        let huge = try Command.write(system("-1").replacingOccurrences(of: "1e9", with: "1e300"), to: "huge.json", in: folder)
        try Self.refused(["solve", huge], mentions: "1e+300 is out of range: numbers in a constraint system are at most 1,000,000,000")
    }

    /// A chain of views each 1,000 times as wide as the one before reaches 10^360 on paper. The
    /// engine breaks a constraint rather than overflow; whatever it does, the report is valid
    /// JSON of finite numbers, or a located refusal, never inf or null frames.
    @Test("a compounding chain of multipliers never prints a non-finite frame")
    func compoundingMultipliers() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = ["V0.Width = 10"]
        var views = ""
        for i in 0..<120 {
            views += "  V\(i): {type: view}\n"
            if i > 0 { lines.append("V\(i).Width = 1000 x V\(i - 1).Width") }
            lines += ["V\(i).Leading = Superview.Leading", "V\(i).Top = Superview.Top", "V\(i).Height = 10"]
        }
        let path = try Command.write("views:\n" + views + "constraints:\n" + lines.map { "  - \($0)\n" }.joined(),
                                     to: "chain.yaml", in: folder)
        let result = try Command.run(["render", path, "--format", "json"])
        #expect(result.status == 0 || result.status == 2, "\(result)")
        if result.status == 0 {
            #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"))
            for (_, view) in try renderedViews(result.stdout) {
                let frame = try #require(JSONFrame(view["frame"]))
                #expect([frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) <= 1e15 })
            }
        } else {
            #expect(result.stderr.contains("the layout overflows"))
        }
    }

    // MARK: Raw errors and writes

    @Test("an output path that cannot be written is named with the reason", arguments: [
        ("/nonexistent/folder/out.svg", "the folder '/nonexistent/folder' does not exist; create it first"),
        ("/tmp", "'/tmp': it is a folder; give a file name inside it"),
        ("/dev/full", "'/dev/full': cannot write: no space left on device"),
    ])
    func unwritablePicture(path: String, reason: String) throws {
        try Self.refused(["render", "Examples/Cookbook/SimpleSingleView.yaml", "--svg", path], mentions: reason)
        try Self.refused(["render", Self.leading, "--svg", path], mentions: reason)
    }

    /// `> /dev/full`: the output cannot be written, so the command says so and exits 74.
    @Test("a failed write to standard output exits 74 with a message")
    func standardOutputFull() throws {
        let process = Process()
        process.executableURL = try Command.executable()
        process.arguments = ["render", "Examples/Cookbook/SimpleSingleView.yaml"]
        process.currentDirectoryURL = Command.repositoryRoot
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message == "error: cannot write to standard output: no space left on device; check the disk or file it goes to\n")
    }

    /// With standard error on a full disk as well, the message cannot be shown, but the command
    /// still ends with the status it would have had (Foundation's `FileHandle.write(_:)` traps
    /// on the failed write: every one of these crashed with SIGILL).
    @Test("an error that cannot be written to standard error keeps its exit status", arguments: [
        (["render", "Examples/Cookbook/SimpleSingleView.yaml"], Int32(74)),
        (["render", "/nonexistent/missing.yaml"], Int32(2)),
        (["solve", "/nonexistent/missing.json"], Int32(2)),
        (["explain-log", "/nonexistent/missing.log"], Int32(2)),
        (["render", "--no-such-option"], Int32(2)),
    ])
    func standardErrorFull(arguments: [String], status: Int32) throws {
        let process = Process()
        process.executableURL = try Command.executable()
        process.arguments = arguments
        process.currentDirectoryURL = Command.repositoryRoot
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardOutput = full
        process.standardError = full
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(arguments)")
        #expect(process.terminationStatus == status, "\(arguments)")
    }

    /// A picture write cut short by the file-size limit (`ulimit -f`) leaves the previous picture
    /// whole and no temporary file behind.
    @Test("a picture write that fails part-way leaves the old file")
    func interruptedWrite() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("out.svg").path
        try Command.write("<svg>the previous picture</svg>", to: "out.svg", in: folder)
        let command = [try Command.executable().path, "render", "Examples/Cookbook/SimpleSingleView.yaml", "--svg", svg]
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Ignore SIGXFSZ so the write fails with EFBIG instead of killing the process; 1 KB limit.
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 1; exec \(command) >/dev/null 2>\(folder.path)/err"]
        process.currentDirectoryURL = Command.repositoryRoot
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        let err = try String(contentsOfFile: folder.appendingPathComponent("err").path, encoding: .utf8)
        #expect(err.hasPrefix("error: '\(svg)': cannot write: file too large"), "\(err)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "<svg>the previous picture</svg>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["err", "out.svg"])
    }

    // MARK: Storyboards: size, XML text

    @Test("a storyboard over 32 MB is refused as too large, unread")
    func hugeStoryboard() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.storyboard").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 40_000_000)
        try handle.close()
        try Self.refused(["render", path], mentions: "'\(path)' is 40.0 MB, more than the 32.0 MB a storyboard or xib may have here")
    }

    /// The caption's text written as element text with references measures as the same text
    /// written in an attribute (references there always worked): nothing after `&amp;` is lost.
    @Test("references in a storyboard's element text are expanded")
    func elementTextReferences() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: Command.path(Self.leading), encoding: .utf8)
        let attribute = original.replacingOccurrences(of: #"text="Caption""#, with: #"text="Tom &amp; Jerry &#x263A;""#)
        let element = original.replacingOccurrences(of: #"text="Caption" "#, with: "")
            .replacingOccurrences(of: #"<nil key="textColor"/>"#,
                                  with: #"<string key="text">Tom &amp; Jerry &#x263A;</string><nil key="textColor"/>"#)
        var widths: [Double] = []
        for (name, text) in [("Attribute.storyboard", attribute), ("Element.storyboard", element)] {
            let path = try Command.write(text, to: name, in: folder)
            let result = try Command.run(["render", path, "--format", "json"])
            #expect(result.status == 0, "\(result)")
            widths.append(try renderedViews(result.stdout).frame("Caption").width)
        }
        #expect(widths[0] == widths[1])
        #expect(widths[0] > 80)
    }

    @Test("a custom entity is refused with its line")
    func customEntity() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: Command.path(Self.leading), encoding: .utf8)
        let text = original.replacingOccurrences(of: "<document ", with: "<!DOCTYPE document [<!ENTITY boom \"x\">]>\n<document ")
        let path = try Command.write(text, to: "Entity.storyboard", in: folder)
        try Self.refused(["render", path], mentions: "Entity.storyboard:6:21: malformed XML: the document declares the entity 'boom'")
    }

    // MARK: Documents, options and counts

    @Test("an unknown device inside a document is located")
    func unknownDevice() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write("title: T\ndevice: iPhone 88\nviews:\n  A: {type: view}\n", to: "device.yaml", in: folder)
        try Self.refused(["render", path], mentions: "device.yaml:2:9: unknown device 'iPhone 88'; did you mean 'iPhone 8'?")
    }

    /// The sentence for an unknown device is the same whether the name came from an option, a
    /// document or a lint configuration; written out by hand from the catalogue's names.
    @Test("an unknown device reads the same from every place a name comes from")
    func unknownDeviceEverywhere() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sentence = "unknown device 'iPhone 88'; did you mean 'iPhone 8'? (`autolayout devices` lists them)"
        let document = try Command.write("title: T\nviews:\n  A: {type: view}\n", to: "plain.yaml", in: folder)
        let located = try Command.write("title: T\ndevice: iPhone 88\nviews:\n  A: {type: view}\n",
                                        to: "device.yaml", in: folder)
        let config = try Command.write("devices: [iPhone 88]\n", to: "lint.yml", in: folder)
        try Self.refused(["render", document, "--device", "iPhone 88"], mentions: "error: " + sentence)
        try Self.refused(["check", located], mentions: "device.yaml:2:9: " + sentence)
        try Self.refused(["lint", document, "--config", config], mentions: sentence)
    }

    @Test("benchmark counts and repeats are bounded", arguments: [
        (["bench", "generate", "form", "--count", "100000000"], "--count 100000000 is more than 100000"),
        (["bench", "layout", "form", "--count", "100000000"], "--count is at most 100000"),
        (["solve", "Examples/Systems/two-columns.json", "--bench", "--repeat", "1000000000"], "--repeat must be between 1 and 1,000"),
    ])
    func boundedCounts(arguments: [String], mentions: String) throws {
        try Self.refused(arguments, mentions: mentions)
    }

    @Test("a layout document over 4 MB, a folder and a device file are refused")
    func unreadableDocuments() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = try Command.write("title: " + String(repeating: "x", count: 5_000_000) + "\n", to: "big.yaml", in: folder)
        try Self.refused(["render", big], mentions: "'\(big)' is 5.0 MB, more than the 4.0 MB a layout document may have")
        try Self.refused(["render", folder.path], mentions: "it is a folder, not a file")
        try Self.refused(["render", "/dev/zero"], mentions: "cannot read '/dev/zero': it is not a regular file")
        try Self.refused(["solve", "/dev/zero"], mentions: "cannot read /dev/zero: it is larger than 256 MB")
    }
    /// A Latin-1 "é" in a document, a constraint system and a log: refused at its line and column.
    @Test("text that is not UTF-8 is refused with the position of the first bad byte")
    func notUTF8() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Array("views:\n  Caf".utf8) + [0xE9] + Array(" Label: {type: label}\n".utf8)
        let where_ = "the text is not UTF-8 (line 2, column 6: the byte 0xE9 is not UTF-8); save it as UTF-8"
        for (name, command) in [("latin1.yaml", "render"), ("latin1.json", "solve"), ("latin1.log", "explain-log")] {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try Self.refused([command, path], mentions: where_)
        }
    }
}
