import NameSuggestion

/// The devices `autolayout` knows, with their metrics measured in the iOS Simulator.
public enum DeviceCatalog {
    /// Every device, phones first, smallest first.
    public static let all: [Device] = phones + pads

    private static func phone(_ name: String, _ aliases: [String] = [], id: String?, _ w: Double, _ h: Double,
                              scale: Double, top: Double, bottom: Double = 0, landscapeSide: Double = 0,
                              landscapeBottom: Double = 0, landscapeRegularWidth: Bool) -> Device {
        Device(name: name, aliases: aliases, interfaceBuilderID: id,
               portraitSize: Size(width: w, height: h), scale: scale, idiom: .phone,
               portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
               landscapeSafeArea: EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
               portraitSizeClasses: (.compact, .regular),
               landscapeSizeClasses: (landscapeRegularWidth ? .regular : .compact, .compact))
    }

    private static func pad(_ name: String, _ aliases: [String] = [], id: String?, _ w: Double, _ h: Double,
                            top: Double, bottom: Double) -> Device {
        let insets = EdgeInsets(top: top, bottom: bottom)
        return Device(name: name, aliases: aliases, interfaceBuilderID: id,
                      portraitSize: Size(width: w, height: h), scale: 2, idiom: .pad,
                      portraitSafeArea: insets, landscapeSafeArea: insets,
                      portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))
    }

    static let phones: [Device] = [
        phone("iPhone 4s", id: "retina3_5", 320, 480, scale: 2, top: 20, landscapeRegularWidth: false),
        phone("iPhone SE (1st generation)", ["iPhone 5", "iPhone 5s", "iPhone SE"], id: "retina4_0", 320, 568,
              scale: 2, top: 20, landscapeRegularWidth: false),
        phone("iPhone 8", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone SE (2nd generation)",
                           "iPhone SE (3rd generation)"], id: "retina4_7", 375, 667,
              scale: 2, top: 20, landscapeRegularWidth: false),
        phone("iPhone 8 Plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"], id: "retina5_5", 414, 736,
              scale: 3, top: 20, landscapeRegularWidth: true),
        phone("iPhone 11 Pro", ["iPhone X", "iPhone XS"], id: "retina5_9", 375, 812, scale: 3,
              top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, landscapeRegularWidth: false),
        phone("iPhone 13 mini", ["iPhone 12 mini"], id: nil, 375, 812, scale: 3,
              top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, landscapeRegularWidth: false),
        phone("iPhone 11", ["iPhone XR"], id: "retina6_1", 414, 896, scale: 2,
              top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, landscapeRegularWidth: true),
        phone("iPhone 11 Pro Max", ["iPhone XS Max"], id: "retina6_5", 414, 896, scale: 3,
              top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, landscapeRegularWidth: true),
        phone("iPhone 14", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro"], id: "retina6_0", 390, 844,
              scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, landscapeRegularWidth: false),
        phone("iPhone 14 Plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"], id: "retina6_7", 428, 926, scale: 3,
              top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, landscapeRegularWidth: true),
        phone("iPhone 14 Pro", ["iPhone 15", "iPhone 15 Pro", "iPhone 16"], id: "retina6_12", 393, 852, scale: 3,
              top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, landscapeRegularWidth: false),
        phone("iPhone 14 Pro Max", ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], id: "retina6_72",
              430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
              landscapeRegularWidth: true),
    ]

    static let pads: [Device] = [
        pad("iPad (6th generation)", ["iPad 9.7\"", "iPad Air 2", "iPad mini (5th generation)"], id: "ipad9_7",
            768, 1024, top: 20, bottom: 0),
        pad("iPad (9th generation)", ["iPad 10.2\""], id: "ipad10_2", 810, 1080, top: 20, bottom: 0),
        pad("iPad Pro (10.5-inch)", ["iPad Air (3rd generation)"], id: "ipad10_5", 834, 1112, top: 20, bottom: 0),
        pad("iPad mini (6th generation)", [], id: nil, 744, 1133, top: 24, bottom: 20),
        pad("iPad Air (5th generation)", ["iPad (10th generation)"], id: "ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
        pad("iPad Pro (11-inch)", [], id: "ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro (12.9-inch)", [], id: "ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The device with this name, alias or Interface Builder id (case-insensitive).
    public static func device(named name: String) -> Device? {
        let key = name.lowercased()
        return all.first { d in
            d.name.lowercased() == key || d.aliases.contains { $0.lowercased() == key }
                || d.interfaceBuilderID?.lowercased() == key
        }
    }

    /// The one message for a name the catalogue does not know, wherever the name came from
    /// (an option, a document, a lint configuration, code): the name, the nearest known name
    /// when one is close, and where the list is.
    public static func unknownDeviceMessage(_ name: String) -> String {
        let hint = NameSuggestion.didYouMean(name, among: allNames, maximumDistance: max(3, name.count / 2))
        return "unknown device '\(name)'\(hint) (`autolayout devices` lists them)"
    }

    /// Every name a user may type: names, aliases and ids (for "did you mean").
    public static var allNames: [String] {
        all.flatMap { [$0.name] + $0.aliases + ($0.interfaceBuilderID.map { [$0] } ?? []) }
    }
}
