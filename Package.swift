// swift-tools-version:6.0
// swift-autolayout: Apple's Auto Layout rebuilt in Swift. Module map in docs/architecture.md.
import PackageDescription

let package = Package(
    name: "swift-autolayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutVocabulary", targets: ["LayoutVocabulary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "OpenType", targets: ["OpenType"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "Controls", targets: ["Controls"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "InterfaceBuilderLayout", targets: ["InterfaceBuilderLayout"]),
        .library(name: "ConstraintSystem", targets: ["ConstraintSystem"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .library(name: "DocumentLayout", targets: ["DocumentLayout"]),
        .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
        .library(name: "LogExplanation", targets: ["LogExplanation"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `swift package generate-documentation`: the DocC catalogues under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // Snapshot strategies for UIKitCompatibility hierarchies (their own product).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The HTTP server of `autolayout preview` (the Preview target only; no library links it).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // "Did you mean …?" by edit distance, shared by every parser.
        .target(name: "NameSuggestion"),
        // Independent pieces of work (documents to verify or lint) spread over the cores.
        .target(name: "ParallelWork"),
        // The incremental simplex solver with lexicographic priorities. No Foundation.
        .target(name: "Cassowary"),
        // The shared layout vocabulary: attributes, relations, axes, orientation, size classes,
        // content size categories, geometry. No dependencies; parsers and engine both use it.
        .target(name: "LayoutVocabulary"),
        // Raw constraint systems as JSON: parsing with JSON paths, solving, reports, benchmark generators.
        .target(name: "ConstraintSystem", dependencies: ["Cassowary", "NameSuggestion"]),
        // Views, layout guides, anchors, constraints, the engine, devices and traits. No fonts.
        .target(name: "AutoLayout", dependencies: ["LayoutVocabulary", "Cassowary", "VisualFormat", "NameSuggestion"]),
        // The Visual Format Language parser: strings to plain data naming views by string.
        .target(name: "VisualFormat", dependencies: ["LayoutVocabulary", "NameSuggestion"]),
        // OpenType / TrueType / CFF font file reader, bounds-checked.
        .target(name: "OpenType"),
        // Text measurement, line breaking, Dynamic Type, the built-in default font.
        .target(name: "TextLayout", dependencies: ["LayoutVocabulary", "OpenType"]),
        // Labels, buttons, text fields and the other standard controls: UIKit's sizes and baselines.
        .target(name: "Controls", dependencies: ["AutoLayout", "TextLayout"]),
        // Storyboards and xibs read into a plain-data document model with line numbers (no layout).
        .target(name: "InterfaceBuilder", dependencies: ["LayoutVocabulary", "NameSuggestion"]),
        // Layout documents: YAML whose constraints read like Apple's Auto Layout Cookbook, read into
        // a plain-data model with source positions (no layout).
        .target(
            name: "LayoutDocument",
            dependencies: ["LayoutVocabulary", "NameSuggestion", "VisualFormat", .product(name: "Yams", package: "Yams")]
        ),
        // Pictures of laid-out scenes: SVG (fonts embedded), contact sheets, PNG through rsvg-convert.
        .target(name: "Rendering", dependencies: ["TextLayout", "NameSuggestion"]),
        // Storyboards and xibs laid out by the AutoLayout engine, and verified against IB's saved frames.
        // Laid-out screens reported one way whatever their source: tables, JSON, issues, explain,
        // pictures; the sources (documents, storyboards) and the check over devices.
        .target(name: "LayoutReport", dependencies: ["AutoLayout", "Controls", "Rendering", "NameSuggestion"]),
        .target(name: "InterfaceBuilderLayout", dependencies: ["InterfaceBuilder", "AutoLayout", "Controls", "TextLayout", "NameSuggestion", "LayoutReport", "Rendering"]),
        // UIKit's "Unable to simultaneously satisfy constraints" console logs read into plain data.
        .target(name: "ConsoleLog", dependencies: ["VisualFormat", "NameSuggestion"]),
        // Console logs rebuilt on the engine: the minimal conflict, why in numbers, fixes, a picture.
        .target(name: "LogExplanation", dependencies: ["ConsoleLog", "AutoLayout", "VisualFormat", "Rendering", "TextLayout"]),
        // Regenerates Sources/TextLayout/SystemFont from Inter: `swift run generate-system-font`.
        .executableTarget(name: "generate-system-font", dependencies: ["OpenType"]),
        // Layout documents bound to views on a screen: the document's views, guides and constraints.
        .target(name: "DocumentLayout", dependencies: ["AutoLayout", "Controls", "TextLayout", "LayoutDocument", "Rendering", "LayoutReport"]),
        // `autolayout lint`: discovery, the device matrix, rules, reporters, baselines, shards.
        .target(name: "Lint", dependencies: [
            "AutoLayout", "Controls", "InterfaceBuilder", "InterfaceBuilderLayout", "LayoutDocument", "DocumentLayout",
            "LayoutReport", "NameSuggestion", "ParallelWork", .product(name: "Yams", package: "Yams"),
        ]),
        // UIKit's names and signatures over the engine and the controls, so that iOS layout code
        // compiles behind `#if canImport(UIKit) import UIKit #else import UIKitCompatibility #endif`.
        .target(name: "UIKitCompatibility",
                dependencies: ["AutoLayout", "Controls", "TextLayout", "VisualFormat", "Rendering", "LayoutReport", "NameSuggestion"]),
        // swift-snapshot-testing strategies for UIKitCompatibility hierarchies: frames as text, SVG, PNG.
        .target(name: "UIKitSnapshotTesting",
                dependencies: ["UIKitCompatibility", "LayoutVocabulary", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // An app's ordinary UIKit layout code, compiled with only the import switch; its tests
        // check the frames against values worked out from UIKit's rules.
        .target(name: "UIKitApp", dependencies: ["UIKitCompatibility"], path: "Examples/UIKitApp"),
        // `autolayout preview`: a local web page of a laid-out screen, redrawn as its file changes.
        .target(name: "Preview", dependencies: ["AutoLayout", "LayoutReport", "Rendering", "NameSuggestion",
                                                .product(name: "FlyingFox", package: "FlyingFox")]),
        // Layout code shaped like apps' (anchors, VFL, SnapKit, cells, keyboard handling), compiled
        // unchanged in Swift 5 mode as most apps are; the two files left out need what Linux
        // lacks (Tests/Scripts/uikit-corpus.sh measures the share; Examples/UIKitCorpus/README.md).
        .target(name: "UIKitCorpus", dependencies: ["UIKitCompatibility"], path: "Examples/UIKitCorpus",
                exclude: ["README.md", "LoginViewController.swift", "CheckoutFooterView.swift"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "Cassowary", "ConstraintSystem", "AutoLayout", "Controls", "LayoutDocument", "DocumentLayout", "Rendering", "NameSuggestion", "InterfaceBuilder", "InterfaceBuilderLayout", "LayoutReport",
                "ConsoleLog", "LogExplanation", "Lint", "ParallelWork", "Preview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        // Where the tests find data kept outside the repository (corpora, reference notes), and
        // the traits that skip a test, with one line saying why, when it is absent.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The input reading of the solver's fuzz target, which the tests replay its findings with.
        .target(name: "SolverFuzzScenario", dependencies: ["Cassowary"], path: "Tests/SolverFuzzScenario"),
        // Random systems taken through random operations and checked against the LP oracle, and
        // the command that runs them from a release build (docs/solver.md).
        .target(name: "OracleScenarios", dependencies: ["Cassowary", "ConstraintSystem", "SeededRandom"],
                path: "Tests/OracleScenarios"),
        .executableTarget(name: "oracle-scenarios", dependencies: ["OracleScenarios"], path: "Tests/OracleScenariosRun"),
        .testTarget(name: "NameSuggestionTests", dependencies: ["NameSuggestion"]),
        .testTarget(name: "ParallelWorkTests", dependencies: ["ParallelWork"]),
        .testTarget(name: "CassowaryTests", dependencies: ["SeededRandom", "Cassowary"]),
        .testTarget(name: "ConstraintSystemTests", dependencies: ["SeededRandom", "ConstraintSystem", "Cassowary", "SolverFuzzScenario", "OracleScenarios"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["LayoutVocabulary", "TestSupport", "SeededRandom", "AutoLayout", "VisualFormat", "InterfaceBuilder"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["LayoutVocabulary", "SeededRandom", "VisualFormat", "NameSuggestion"]),
        .testTarget(name: "OpenTypeTests", dependencies: ["SeededRandom", "OpenType"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["LayoutVocabulary", "TestSupport", "TextLayout", "OpenType"]),
        .testTarget(name: "ControlsTests", dependencies: ["LayoutVocabulary", "Controls", "AutoLayout", "TextLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["TestSupport", "InterfaceBuilder", "LayoutVocabulary"]),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutVocabulary", "SeededRandom", "LayoutDocument", "VisualFormat"]),
        .testTarget(name: "DocumentLayoutTests", dependencies: ["LayoutVocabulary", "TestSupport", "DocumentLayout", "LayoutDocument", "AutoLayout", "Controls", "Rendering"],
                    exclude: ["Fixtures", "Expectations"]),
        .testTarget(name: "RenderingTests", dependencies: ["LayoutVocabulary", "TestSupport", "Rendering", "TextLayout"]),
        // The `autolayout` command end to end: the built executable run as a process.
        .testTarget(name: "CommandTests", dependencies: ["autolayout", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "DocumentLayout", "InterfaceBuilderLayout", "AutoLayout"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["SeededRandom", "ConsoleLog", "VisualFormat"]),
        .testTarget(name: "LogExplanationTests", dependencies: ["LogExplanation", "ConsoleLog", "AutoLayout", "Rendering"]),
        .testTarget(name: "LintTests", dependencies: ["TestSupport", "Lint", "InterfaceBuilder", "InterfaceBuilderLayout", "AutoLayout"]),
        .testTarget(name: "InterfaceBuilderLayoutTests",
                    dependencies: ["LayoutVocabulary", "TestSupport", "InterfaceBuilderLayout", "InterfaceBuilder", "AutoLayout", "Controls"]),
        .testTarget(name: "PreviewTests", dependencies: ["autolayout", "TestSupport", "Preview", "LayoutReport", "DocumentLayout", "InterfaceBuilderLayout", "AutoLayout",
                                                         .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(name: "UIKitAppTests", dependencies: ["UIKitApp", "UIKitCorpus", "UIKitCompatibility", "UIKitSnapshotTesting", "Rendering",
                                                          .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
    ]
)
