import AutoLayout

/// One cell of the matrix a document is laid out in: a device, an orientation and a Dynamic
/// Type size. Violations list the cells they were found in.
public struct LintConfiguration: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The device's catalog name ("iPhone 8"), or the canvas Interface Builder saved the
    /// document on when it is no catalog device ("wAny hAny canvas").
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// A content size category by its Swift name (`large`, `accessibilityExtraExtraExtraLarge`).
    public var contentSizeCategory: String

    public init(device: String, orientation: String, contentSizeCategory: String) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
    }

    /// `iPhone 8 portrait large`.
    public var description: String { "\(device) \(orientation) \(contentSizeCategory)" }
}

/// The devices, orientations and Dynamic Type sizes every document is laid out in, besides the
/// document's own device and orientation.
public struct LintMatrix: Hashable, Sendable {
    public var devices: [Device]
    public var orientations: [Orientation]
    public var contentSizeCategories: [ContentSizeCategory]

    public init(devices: [Device], orientations: [Orientation], contentSizeCategories: [ContentSizeCategory]) {
        self.devices = devices
        self.orientations = orientations
        self.contentSizeCategories = contentSizeCategories
    }

    /// The smallest and the largest phone and an iPad of the catalogue, both orientations, at
    /// the default text size and the largest accessibility size.
    ///
    /// Phones are compared by screen area. The iPad is the 11-inch iPad Pro: the iPad layout
    /// most apps are checked on, with rounded corners and a home indicator, so that unsafe-area
    /// findings on iPad are seen too.
    public static let standard = LintMatrix(
        devices: standardDevices, orientations: [.portrait, .landscape],
        contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])

    static var standardDevices: [Device] {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }
        func area(_ d: Device) -> Double { d.portraitSize.width * d.portraitSize.height }
        var result: [Device] = []
        if let smallest = phones.min(by: { area($0) < area($1) }) { result.append(smallest) }
        if let largest = phones.max(by: { area($0) < area($1) }), !result.contains(largest) { result.append(largest) }
        if let pad = DeviceCatalog.device(named: "iPad Pro (11-inch)") ?? DeviceCatalog.all.first(where: { $0.idiom == .pad }) {
            result.append(pad)
        }
        return result
    }

    /// Every (device, orientation) pair, devices outermost.
    public var screens: [(device: Device, orientation: Orientation)] {
        devices.flatMap { d in orientations.map { (d, $0) } }
    }

    /// The number of layouts per scene: the cells plus the document's own.
    public var layoutsPerScene: Int { devices.count * orientations.count * contentSizeCategories.count + 1 }
}

extension ContentSizeCategory {
    /// The Swift name, which configurations and reports use: `large`, `accessibilityMedium`.
    public var lintName: String { String(describing: self) }

    /// The category named by its Swift name or UIKit raw value, ignoring case.
    public static func named(_ name: String) -> ContentSizeCategory? {
        let key = name.lowercased()
        return allCases.first { $0.lintName.lowercased() == key || $0.rawValue.lowercased() == key }
    }
}
