/// Line-breaking classes of Unicode's UAX #14, the subset that decides breaks in labels.
///
/// Each character (grapheme cluster) takes the class of its first scalar; combining marks
/// travel with their base inside the cluster, which is UAX #14's rule LB9.
enum LineBreakClass: Sendable, Equatable {
    case mandatory      // BK, CR, LF, NL: a line ends after it
    case space          // SP
    case zeroWidthSpace // ZW: a break opportunity of no width
    case wordJoiner     // WJ: no break on either side
    case glue           // GL: no-break space and friends
    case closing        // CL: } 」 、 。 and the like
    case closeParenthesis // CP: ) ]
    case exclamation    // EX: ! ? and their full-width forms
    case infix          // IS: , . : ;
    case symbol         // SY: /
    case opening        // OP: ( [ { 「 and the like
    case quotation      // QU: quotes
    case breakAfter     // BA: hyphen U+2010, en dash, tab, ...
    case hyphen         // HY: "-"
    case breakBefore    // BB: ´ and the like
    case dashPair       // B2: em dash
    case nonstarter     // NS: small kana, prolonged sound mark, iteration marks
    case inseparable    // IN: … ‥
    case ideographic    // ID: CJK ideographs, kana, emoji: a break may come before and after each
    case prefixNumeric  // PR: $ £ € + ...
    case postfixNumeric // PO: % ‰ ¢ ...
    case numeric        // NU
    case alphabetic     // AL (and everything not listed)

    /// Letters, digits and the currency and percent signs that stay attached to them (LB23-LB28).
    var isWordPart: Bool {
        switch self {
        case .alphabetic, .numeric, .prefixNumeric, .postfixNumeric: return true
        default: return false
        }
    }

    /// Classes no line may start with (LB13): closing punctuation, ! ?, , . : ; and /.
    var isClosingOrSeparator: Bool {
        switch self {
        case .closing, .closeParenthesis, .exclamation, .infix, .symbol: return true
        default: return false
        }
    }

    /// The class of one scalar. Ranges follow UAX #14's LineBreak.txt for the common cases.
    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: self = .mandatory
        case 0x20: self = .space
        case 0x200B: self = .zeroWidthSpace
        case 0x2060, 0xFEFF: self = .wordJoiner
        case 0xA0, 0x202F, 0x2007, 0x2011, 0x0F0C, 0x180E: self = .glue
        case 0x29, 0x5D: self = .closeParenthesis
        case 0x7D, 0x2046, 0x207E, 0x208E, 0x2309, 0x230B, 0x232A, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F,
             0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F, 0xFE10, 0xFE11, 0xFE12, 0xFE50, 0xFE52, 0xFF09,
             0xFF0C, 0xFF0E, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64:
            self = .closing
        case 0x21, 0x3F, 0x5C0...0x5C0, 0x61F, 0xFE15, 0xFE16, 0xFE56, 0xFE57, 0xFF01, 0xFF1F: self = .exclamation
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x7F8, 0x2044, 0xFE13, 0xFE14: self = .infix
        case 0x2F: self = .symbol
        case 0x28, 0x5B, 0x7B, 0xA1, 0xBF, 0x2045, 0x207D, 0x208D, 0x2308, 0x230A, 0x2329, 0x3008, 0x300A, 0x300C, 0x300E,
             0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFE59, 0xFE5B, 0xFE5D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            self = .opening
        case 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201B, 0x201C, 0x201D, 0x201F, 0x2039, 0x203A, 0x275B...0x2760:
            self = .quotation
        case 0x09, 0x7C, 0xAD, 0x3000, 0x2010, 0x2012, 0x2013, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x1680, 0x2027, 0x2056,
             0x2058...0x205B, 0x205D, 0x205E:
            self = .breakAfter
        case 0x2D: self = .hyphen
        case 0xB4, 0x2C8, 0x2CC, 0x2DF: self = .breakBefore
        case 0x2014: self = .dashPair
        case 0x2024, 0x2025, 0x2026, 0xFE19: self = .inseparable
        case 0x17D6, 0x203C, 0x203D, 0x2047...0x2049, 0x3005, 0x301C, 0x303B, 0x303C, 0x309B...0x309E, 0x30A0, 0x30FB,
             0x30FC...0x30FE, 0xA015, 0xFE54, 0xFE55, 0xFF1A, 0xFF1B, 0xFF65, 0xFF70, 0xFF9E, 0xFF9F,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x31F0...0x31FF:
            self = .nonstarter
        case 0x24, 0x2B, 0x5C, 0xA3, 0xA5, 0xB1, 0x20A0...0x20A6, 0x20A8...0x20B5, 0x20B7...0x20BA, 0x20BC...0x20CF, 0x2116,
             0x2212, 0x2213, 0xFF04, 0xFFE1, 0xFFE5, 0xFFE6:
            self = .prefixNumeric
        case 0x25, 0xA2, 0xB0, 0x2030...0x2037, 0x2103, 0x2109, 0x20A7, 0x20B6, 0x20BB, 0xFF05, 0xFFE0: self = .postfixNumeric
        case 0x30...0x39, 0x660...0x669, 0x6F0...0x6F9, 0x966...0x96F, 0xFF10...0xFF19: self = .numeric
        default:
            self = isIdeographic(v) ? .ideographic : .alphabetic
        }
    }
}

/// CJK ideographs, kana, CJK symbols, full-width forms and pictographs: UAX #14's ID, and
/// how Apple's text system breaks Chinese and Japanese: between any two such characters.
/// Hangul is left alphabetic: UIKit's standard strategy breaks Korean between words.
func isIdeographic(_ v: UInt32) -> Bool {
    switch v {
    case 0x2E80...0x2FFF, 0x3003...0x3004, 0x3006...0x3007, 0x3012...0x3013, 0x3020...0x3029, 0x3030...0x303A, 0x303D...0x303F,
         0x3042...0x309A, 0x309F, 0x30A2...0x30FA, 0x30FF, 0x3105...0x31EF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA48F,
         0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF02...0xFF03, 0xFF06...0xFF07, 0xFF0A...0xFF0B, 0xFF0D, 0xFF0F, 0xFF1C...0xFF1E,
         0xFF20...0xFF3A, 0xFF3C, 0xFF3E...0xFF5A, 0xFF5C, 0xFF5E, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
        return true
    default:
        return false
    }
}

/// Characters that take a full em in CJK typesetting (East Asian Width W or F), for the em-based fallback.
func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
         0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
         0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
        return true
    default:
        return false
    }
}

/// Where lines may (or must) end in a run of characters.
///
/// `allowed[i]` is true when a line may end before character `i` (and start with it);
/// `mandatory[i]` when it must (the previous character is a line separator). Index 0 is
/// never a break. The rules are UAX #14's, in its order, for the classes above: LB4-LB8
/// (hard breaks, spaces, zero-width space), LB11-LB12a (joiners, glue), LB13 (no break
/// before closing punctuation), LB14 (none after opening), LB17-LB18 (em dashes, spaces),
/// LB19 (quotes), LB21-LB22 (hyphens, non-starters, ellipses), LB23-LB30 (letters, digits,
/// prefixes, postfixes stay together), LB31 (otherwise a break is allowed, so between two
/// ideographs). Characters after the last non-space one before a break "hang" in the margin.
struct BreakOpportunities {
    var allowed: [Bool]
    var mandatory: [Bool]

    init(_ classes: [LineBreakClass]) {
        let count = classes.count
        allowed = [Bool](repeating: false, count: count)
        mandatory = [Bool](repeating: false, count: count)
        var lastNonSpace: LineBreakClass? = nil
        for i in 1..<max(count, 1) {
            let a = classes[i - 1], b = classes[i]
            if a != .space { lastNonSpace = a }
            let afterSpaces = a == .space
            if a == .mandatory {
                mandatory[i] = true
                allowed[i] = true
                continue
            }
            allowed[i] = Self.breakAllowed(a, b, lastNonSpace: lastNonSpace, afterSpaces: afterSpaces)
        }
    }

    static func breakAllowed(_ a: LineBreakClass, _ b: LineBreakClass, lastNonSpace: LineBreakClass?, afterSpaces: Bool) -> Bool {
        if b == .mandatory || b == .space || b == .zeroWidthSpace { return false }      // LB6, LB7
        if lastNonSpace == .zeroWidthSpace { return true }                                // LB8
        if a == .wordJoiner || b == .wordJoiner { return false }                         // LB11
        if a == .glue { return false }                                                    // LB12
        if b == .glue && a != .space && a != .breakAfter && a != .hyphen { return false } // LB12a
        if b.isClosingOrSeparator { return false }                                        // LB13
        if lastNonSpace == .opening { return false }                                      // LB14
        if lastNonSpace == .dashPair && b == .dashPair { return false }                   // LB17
        if afterSpaces { return true }                                                    // LB18
        if a == .quotation || b == .quotation { return false }                           // LB19
        if b == .breakAfter || b == .hyphen || b == .nonstarter || a == .breakBefore { return false }  // LB21
        if b == .inseparable { return false }                                             // LB22
        if a.isWordPart && b.isWordPart { return false }                                  // LB23-LB28
        if a == .prefixNumeric && b == .ideographic { return false }                      // LB23a
        if a == .ideographic && b == .postfixNumeric { return false }                     // LB23a
        if (a == .hyphen || a == .infix || a == .symbol) && b == .numeric { return false } // LB25
        if a == .infix && b == .alphabetic { return false }                               // LB29
        if a.isWordPart && b == .opening { return false }                                 // LB30
        if a == .closeParenthesis && b.isWordPart { return false }                        // LB30
        return true                                                                       // LB31
    }
}
