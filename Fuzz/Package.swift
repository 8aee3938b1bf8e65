// swift-tools-version:6.0
// Fuzz targets for swift-autolayout: one executable per parser, built with libFuzzer.
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address
//
// or `Scripts/fuzz` from the repository root, which builds and runs every target for a bounded
// time. See docs/reliability.md.
import PackageDescription

let root = "swift-autolayout"

/// A fuzz target: an executable whose `main.swift` hands one input at a time to libFuzzer.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: root) },
        // The toolchain's lld: gold stops with an internal error on these address-sanitized
        // Foundation programs.
        linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    )
}

let package = Package(
    name: "swift-autolayout-fuzz",
    dependencies: [
        .package(name: root, path: ".."),
    ],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .target(name: "FuzzerDriver"),
        // The loop that feeds libFuzzer's inputs to a target, and the checks every target makes
        // on what the libraries produce (valid JSON, finite numbers, well-formed SVG).
        .target(name: "FuzzSupport", dependencies: ["FuzzerDriver"]),
        fuzzTarget("fuzz-layout-document", ["LayoutDocument", "DocumentLayout", "LayoutReport", "AutoLayout", "Rendering"]),
        fuzzTarget("fuzz-visual-format", ["VisualFormat", "AutoLayout"]),
        fuzzTarget("fuzz-constraint-system", ["ConstraintSystem"]),
        fuzzTarget("fuzz-interface-builder", ["InterfaceBuilder", "InterfaceBuilderLayout", "LayoutReport", "Rendering"]),
        fuzzTarget("fuzz-font", ["OpenType", "TextLayout"]),
        fuzzTarget("fuzz-console-log", ["ConsoleLog", "LogExplanation", "Rendering"]),
        fuzzTarget("fuzz-solver", ["Cassowary"]),
    ]
)
