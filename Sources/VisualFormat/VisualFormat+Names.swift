extension VisualFormat {
    /// The VFL name for a view whose display name has spaces: "Name Label" → `nameLabel`.
    ///
    /// VFL names are C identifiers, but layout documents and Interface Builder name views in words
    /// ("Name Label", "Top Layout Guide"). The layout-document binding can give each view this
    /// derived name unless the document names it explicitly. The rule (our choice, lower camel
    /// case as Swift and Objective-C properties are named):
    /// 1. Words are the runs of ASCII letters and digits; everything else separates them.
    /// 2. The first word is lowercased if it is all capitals ("URL Field" → `urlField`), otherwise
    ///    only its first letter is ("Name Label" → `nameLabel`, "iPhone Label" → `iPhoneLabel`).
    /// 3. Every later word gets a capital first letter and keeps the rest ("time label" → `timeLabel`).
    /// 4. A name that would start with a digit gets a leading underscore ("2nd Row" → `_2ndRow`).
    /// 5. No ASCII letter or digit at all ("姓名") gives `nil`: such a view needs an explicit name.
    public static func derivedViewName(from name: String) -> String? {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in name.utf8 {
            if VisualFormatParser.isNameContinuation(byte) && byte != UInt8(ascii: "_") {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(current)
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        guard var first = words.first else { return nil }

        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        if !first.contains(where: isLower) {
            first = first.map { isUpper($0) ? $0 | 0x20 : $0 }
        } else if isUpper(first[0]) {
            first[0] |= 0x20
        }
        var result = first
        for var word in words.dropFirst() {
            if isLower(word[0]) { word[0] &= ~0x20 }
            result += word
        }
        if result[0] >= UInt8(ascii: "0") && result[0] <= UInt8(ascii: "9") {
            result.insert(UInt8(ascii: "_"), at: 0)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
