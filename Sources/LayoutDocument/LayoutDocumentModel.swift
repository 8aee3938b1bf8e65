import LayoutVocabulary

import Foundation
import VisualFormat

/// A layout document read into plain data: the screen's views as a tree, its constraints in the
/// cookbook's words, its VFL lines and its size-class variations, every part with its line and
/// column. Nothing here is laid out; the binding to real views is a separate step.
///
/// ```swift
/// let document = try LayoutDocumentModel(contentsOfFile: "Examples/Cookbook/SimpleSingleView.yaml")
/// let layout = document.resolved(horizontal: .compact, vertical: .regular)
/// for constraint in layout.constraints { … }
/// ```
///
/// The format is described in docs/layout-documents.md. In short:
/// - `views:` maps names to views (`type:` and properties); `subviews:` and a stack view's
///   `arrangedSubviews:` nest. Names are unique without regard to case.
/// - `constraints:` lists lines such as `3. Name Text Field.Leading = Name Label.Trailing + Standard`
///   (see `ConstraintLineSyntax` for the grammar) and VFL lines such as `H:|-[nameLabel]-|`, which
///   name views by `vflName` (given, or derived: "Name Label" → `nameLabel`).
/// - `metrics:` gives the numbers VFL lines may name.
/// - `variations:` keyed `width-height` (compact, regular or any on each side) uninstall and
///   install constraints by number and views by name, add constraints, and change properties.
public struct LayoutDocumentModel: Hashable, Sendable {
    /// The file the document was read from, when it was.
    public var file: String?
    public var title: String?
    /// The default device: a catalog name ("iPhone 8") or an Interface Builder id; not checked here.
    public var device: String?
    /// Where `device:` is written, so that an unknown name can be located when the document is
    /// laid out (the catalog of devices is not this module's).
    public var deviceLocation: SourceLocation?
    public var orientation: Orientation?
    /// The root view's subviews, in document order.
    public var views: [DocumentView]
    /// `metrics:`, for VFL lines.
    public var metrics: [String: Double]
    /// The constraints installed in every size class (Any-Any): cookbook lines and the lowering of
    /// VFL lines, in document order.
    public var constraints: [DocumentConstraint]
    /// Every VFL line of the document (base and variations), as parsed; constraints with
    /// `origin == .visualFormat(index:)` index this list.
    public var visualFormats: [DocumentVisualFormat]
    /// `variations:`, in document order.
    public var variations: [SizeClassVariation]

    public init(file: String? = nil, title: String? = nil, device: String? = nil, orientation: Orientation? = nil,
                views: [DocumentView] = [], metrics: [String: Double] = [:], constraints: [DocumentConstraint] = [],
                visualFormats: [DocumentVisualFormat] = [], variations: [SizeClassVariation] = []) {
        self.file = file
        self.title = title
        self.device = device
        self.orientation = orientation
        self.views = views
        self.metrics = metrics
        self.constraints = constraints
        self.visualFormats = visualFormats
        self.variations = variations
    }

    /// The largest magnitude of any number in a document: 10,000,000.
    ///
    /// UIKit's frames are CGFloat and take anything, but no screen, scroll view or font comes
    /// within a thousand times of ten million points, and numbers near Double's limit overflow
    /// to infinity once the engine adds and multiplies them. A larger constant, size, margin,
    /// spacing, metric, font size or multiplier is refused where it is written.
    public static let maximumMagnitude = 10_000_000.0

    /// The largest document read, in bytes: 4 MB.
    ///
    /// A layout document describes one screen; the cookbook's run to a few kilobytes. The bound
    /// keeps a mistaken or hostile file from taking the machine's memory: text costs about 40
    /// bytes per byte once read, laid out and measured (a 216 KB label: 8 MB at the peak).
    public static let maximumSize = 4_000_000

    /// Reads a document from YAML text. `file` only labels error locations.
    public init(yaml: String, file: String? = nil) throws(LayoutDocumentError) {
        guard yaml.utf8.count <= Self.maximumSize else {
            throw .documentTooLarge(path: file, bytes: yaml.utf8.count, limit: Self.maximumSize)
        }
        var reader = DocumentReader(file: file)
        self = try reader.read(yaml)
    }

    /// Reads a document from a UTF-8 file.
    public init(contentsOfFile path: String) throws(LayoutDocumentError) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw .unreadableFile(path: path, reason: type == .typeDirectory ? "it is a folder, not a file"
                                  : "it is not a regular file; give the path of a .yaml file")
        }
        if let size = attributes?[.size] as? Int, size > Self.maximumSize {
            throw .documentTooLarge(path: path, bytes: size, limit: Self.maximumSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = attributes == nil ? "no such file"
                : FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
            throw .unreadableFile(path: path, reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: path, reason: InvalidUTF8.reason(for: data))
        }
        try self.init(yaml: text, file: path)
    }

    // MARK: - Queries

    /// Every view and guide, depth first in document order (parents before children).
    public var allViews: [DocumentView] { views.flatMap(\.allViews) }

    /// The view or guide of this name, matched without regard to case.
    public func view(named name: String) -> DocumentView? {
        let folded = DocumentReader.fold(name)
        return allViews.first { DocumentReader.fold($0.name) == folded }
    }

    /// The name of the view `name` is declared under, nil for a top-level view (whose superview is
    /// the root) and for an unknown name.
    public func parentName(of name: String) -> String? {
        let folded = DocumentReader.fold(name)
        func search(_ views: [DocumentView], parent: String?) -> String?? {
            for view in views {
                if DocumentReader.fold(view.name) == folded { return .some(parent) }
                if let found = search(view.children, parent: view.name) { return found }
            }
            return nil
        }
        return search(views, parent: nil) ?? nil
    }

    /// Every constraint number used in the document, ascending.
    public var constraintIDs: [Int] {
        Set((constraints + variations.flatMap(\.constraints)).compactMap(\.id)).sorted()
    }
}

/// A VFL line of a document, as the VisualFormat module parsed it.
public struct DocumentVisualFormat: Hashable, Sendable {
    /// The number written before the line, shared by every constraint the line creates.
    public var id: Int?
    /// The format string, without the number.
    public var format: String
    public var options: VisualFormat.Options
    public var parsed: ParsedVisualFormat
    /// The document names of the views the line names, by their VFL names.
    public var viewNames: [String: String]
    /// Where the format string starts.
    public var location: SourceLocation

    public init(id: Int?, format: String, options: VisualFormat.Options, parsed: ParsedVisualFormat,
                viewNames: [String: String], location: SourceLocation) {
        self.id = id
        self.format = format
        self.options = options
        self.parsed = parsed
        self.viewNames = viewNames
        self.location = location
    }
}
