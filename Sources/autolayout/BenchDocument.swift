import ArgumentParser

/// `autolayout bench document`: prints a generated layout document (or xib) of N views, the
/// input of the end-to-end benchmarks (`Benchmarks/end_to_end.py`): whole commands, from
/// reading the file to printing the report, diagnostics included.
struct BenchDocument: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "document",
        abstract: "Print a generated layout document (YAML) or xib of about N views.",
        discussion: """
            Workloads:
              form         N rows of a label and a text field: equal label widths, baselines
                           aligned, rows chained top to bottom (the Auto Layout Cookbook's form).
              independent  N labels, each pinned to the root by its leading and top edges.
              stacks       A vertical stack of rows, each a horizontal stack of 10 labels.
              grid         N equal square cells, 10 a row, rows chained.
              chain        N labels chained top to bottom.
              unsized      N plain views placed by their leading and top edges, with no size:
                           every one is ambiguous, so diagnostics report N views.
              crowded      The form with labels too long to fit beside their fields (and the
                           default hugging): every row's label and field tie at compression
                           resistance 750, and the equal label widths join all rows into one
                           group of constraints.
            With --xib, a form as an Interface Builder xib (for `autolayout verify`), its saved \
            frames those of a 375-point-wide screen.
            """)

    static let maximumCount = 100_000

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case form, independent, stacks, grid, chain, unsized, crowded
    }

    @Argument(help: "form, independent, stacks, grid, chain, unsized or crowded.")
    var workload: Kind

    @Option(help: "Number of rows, labels, cells or views (at most 100,000).")
    var count: Int = 1000

    @Flag(help: "Print a form as an Interface Builder xib instead of a layout document.")
    var xib = false

    func run() throws {
        guard count > 0, count <= Self.maximumCount else {
            throw failInput("--count must be between 1 and \(Self.maximumCount)")
        }
        if xib {
            guard workload == .form else { throw failInput("--xib makes forms only; got '\(workload.rawValue)'") }
            print(GeneratedDocuments.formXib(rows: count))
        } else {
            print(GeneratedDocuments.yaml(workload, count: count))
        }
    }
}

/// The text of generated documents.
enum GeneratedDocuments {
    static func yaml(_ kind: BenchDocument.Kind, count n: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        switch kind {
        case .form, .crowded:
            // The crowded form's labels keep the default hugging, so that 10,000 rows stay
            // within a layout document's 4 MB.
            let label = kind == .crowded ? " with a name too long to fit beside it}" : ", hugging: {horizontal: 251, vertical: 251}}"
            for i in 0..<n {
                views += ["  L\(i): {type: label, text: Label \(i)\(label)",
                          "  F\(i): {type: textField, placeholder: Field \(i), borderStyle: roundedRect}"]
                constraints += ["L\(i).Leading = Superview.LeadingMargin", "F\(i).Leading = L\(i).Trailing + Standard",
                                "F\(i).Trailing = Superview.TrailingMargin", "L\(i).Baseline = F\(i).Baseline",
                                i == 0 ? "F0.Top = Safe Area.Top + 20" : "F\(i).Top = F\(i - 1).Bottom + Standard"]
                if i > 0 { constraints.append("L\(i).Width = L0.Width") }
            }
        case .independent:
            for i in 0..<n {
                views.append("  L\(i): {type: label, text: Item \(i)}")
                constraints += ["L\(i).Leading = Superview.Leading + \(i % 300)", "L\(i).Top = Superview.Top + \(i % 600)"]
            }
        case .stacks:
            views += ["  Column:", "    type: stackView", "    axis: vertical", "    spacing: 8", "    arrangedSubviews:"]
            var made = 0, row = 0
            while made < n {
                views += ["      Row \(row):", "        type: stackView", "        axis: horizontal",
                          "        distribution: fillEqually", "        alignment: firstBaseline", "        spacing: 4",
                          "        arrangedSubviews:"]
                for _ in 0..<min(10, n - made) {
                    views.append("          L\(made): {type: label, text: \"\(made)\"}")
                    made += 1
                }
                row += 1
            }
            constraints += ["Column.Leading = Superview.LeadingMargin", "Column.Trailing = Superview.TrailingMargin",
                            "Column.Top = Safe Area.Top + 20"]
        case .grid:
            for i in 0..<n {
                let column = i % 10
                views.append("  C\(i): {type: view}")
                constraints.append(column == 0 ? "C\(i).Leading = Superview.LeadingMargin" : "C\(i).Leading = C\(i - 1).Trailing + 4")
                if column == 9 { constraints.append("C\(i).Trailing = Superview.TrailingMargin") }
                constraints.append(i < 10 ? "C\(i).Top = Safe Area.Top + 20" : "C\(i).Top = C\(i - column - 10).Bottom + 4")
                constraints.append(i == 0 ? "C0.Height = C0.Width" : "C\(i).Width = C0.Width")
                if i > 0 { constraints.append("C\(i).Height = C0.Height") }
            }
        case .chain:
            for i in 0..<n {
                views.append("  L\(i): {type: label, text: Item \(i)}")
                constraints += ["L\(i).Leading = Superview.LeadingMargin",
                                i == 0 ? "L0.Top = Safe Area.Top" : "L\(i).Top = L\(i - 1).Bottom + 8"]
            }
        case .unsized:
            for i in 0..<n {
                views.append("  V\(i): {type: view}")
                constraints += ["V\(i).Leading = Superview.Leading + \(i % 300)", "V\(i).Top = Superview.Top + \(i % 600)"]
            }
        }
        return (["title: Generated \(kind.rawValue) of \(n)", "device: iPhone 8", "", "views:"] + views
                + ["", "constraints:"] + constraints.map { "  - " + $0 }).joined(separator: "\n")
    }

    /// A form of `rows` label and text field rows as a xib: a 375 × 667 root view, labels of
    /// equal widths at the leading margin, fields filling the rest, rows 8 apart from 20 below
    /// the safe area's top. The saved frames are where those constraints put the views with a
    /// 17-point system font (labels 100 × 20.5, fields 34 high): plausible, not Xcode's own.
    static func formXib(rows: Int) -> String {
        var subviews: [String] = []
        var constraints: [String] = []
        func id(_ kind: String, _ i: Int) -> String { "\(kind)-\(i)" }
        for i in 0..<rows {
            let fieldY = 20 + Double(i) * 42
            subviews.append("""
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \(i)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("lbl", i))">
                                    <rect key="frame" x="16" y="\(fieldY + 7)" width="100" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Field \(i)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("fld", i))">
                                    <rect key="frame" x="124" y="\(fieldY)" width="235" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
            """)
            constraints.append(#"<constraint firstItem="\#(id("lbl", i))" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="\#(id("c1", i))"/>"#)
            constraints.append(#"<constraint firstItem="\#(id("fld", i))" firstAttribute="leading" secondItem="\#(id("lbl", i))" secondAttribute="trailing" constant="8" symbolic="YES" id="\#(id("c2", i))"/>"#)
            constraints.append(#"<constraint firstAttribute="trailingMargin" secondItem="\#(id("fld", i))" secondAttribute="trailing" id="\#(id("c3", i))"/>"#)
            constraints.append(#"<constraint firstItem="\#(id("lbl", i))" firstAttribute="firstBaseline" secondItem="\#(id("fld", i))" secondAttribute="firstBaseline" id="\#(id("c4", i))"/>"#)
            if i == 0 {
                constraints.append(#"<constraint firstItem="fld-0" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c5-0"/>"#)
            } else {
                constraints.append(#"<constraint firstItem="\#(id("fld", i))" firstAttribute="top" secondItem="\#(id("fld", i - 1))" secondAttribute="bottom" constant="8" symbolic="YES" id="\#(id("c5", i))"/>"#)
                constraints.append(#"<constraint firstItem="\#(id("lbl", i))" firstAttribute="width" secondItem="lbl-0" secondAttribute="width" id="\#(id("c6", i))"/>"#)
            }
        }
        let indent = String(repeating: " ", count: 24)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(subviews.joined(separator: "\n"))
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
            \(constraints.map { indent + $0 }.joined(separator: "\n"))
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }
}
