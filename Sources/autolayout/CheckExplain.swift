import ArgumentParser
import AutoLayout
import Foundation
import LayoutReport

/// `autolayout check FILE`: unsatisfiable and ambiguous layouts across devices.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a document, storyboard or xib out and list unsatisfiable and ambiguous layouts (exit 1 if any).",
        discussion: """
            By default both orientations of the file's own device (a document's `device:`, else \
            the iPhone 8; a storyboard's saved device), every scene of a storyboard unless --scene \
            picks one. --device picks another device, --orientation one orientation, \
            --all-devices every device in both orientations, --content-size-categories Dynamic \
            Type sizes.

            Examples:
              autolayout check Examples/Cookbook/SimpleLabelAndTextField.yaml --all-devices --content-size-categories all
              autolayout check Examples/InterfaceBuilder/SignIn.storyboard --format json
            """)

    @Argument(help: "A layout document (YAML), or an Interface Builder storyboard or xib.")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Flag(help: "Every device in the catalog, in both orientations.")
    var allDevices = false

    @Option(help: "Also these Dynamic Type sizes (comma-separated, or 'all').")
    var contentSizeCategories: String?

    @Option(help: "table (default) or json.")
    var format: OutputFormat = .table

    func run() throws {
        if allDevices, screen.device != nil { throw refuse("--device", "cannot go with --all-devices, which checks every device") }
        if contentSizeCategories != nil, screen.contentSizeCategory != nil {
            throw refuse("--content-size-category", "cannot go with --content-size-categories; list every size there")
        }
        let source = try openSource(file)
        let options = try screen.runOptions()
        var categories: [ContentSizeCategory?] = [nil]
        if let list = contentSizeCategories { categories = try ScreenOptions.categories(list) }
        let devices: [Device?] = allDevices ? DeviceCatalog.all : [options.device]
        // Only what is printed is kept: each screen goes before the next is laid out.
        var printed: [JSONValue] = []
        var lines: [String] = []
        var anyIssues = false
        do {
            try source.check(devices: devices, orientation: options.orientation, categories: categories, options: options) { result in
                switch format {
                case .json: printed.append(result.json)
                case .table: lines.append(result.text)
                }
                if !result.issues.isEmpty { anyIssues = true }
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            throw failInput(String(describing: error))
        }
        switch format {
        case .json: print(JSONValue.array(printed).text())
        case .table: print(lines.joined(separator: "\n"))
        }
        if anyIssues { throw ExitCode(1) }
    }
}

/// `autolayout explain FILE VIEW`: what decides a view's frame.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what decides each edge of a view's frame: its constraints, their priorities, and which are unsatisfied by how much.",
        discussion: """
            The view is named as the file names it: a document's view name, a storyboard view's \
            user label (or type and text, as `render` lists it) or its id. A storyboard's scenes \
            are searched in turn unless --scene picks one.

            Examples:
              autolayout explain Examples/Cookbook/TwoViewsWithComplexWidths.yaml "Red View"
              autolayout explain Examples/InterfaceBuilder/SignIn.storyboard Logo
            """)

    @Argument(help: "A layout document (YAML), or an Interface Builder storyboard or xib.")
    var file: String

    @Argument(help: "The view's name, as the file writes it (or a storyboard view's id).")
    var view: String

    @OptionGroup var screen: ScreenOptions

    func run() throws {
        let source = try openSource(file)
        let options = try screen.runOptions()
        do {
            print(try source.explain(view, options: options).joined(separator: "\n\n"))
        } catch let error as ExitCode {
            throw error
        } catch {
            throw failInput(String(describing: error))
        }
    }
}
