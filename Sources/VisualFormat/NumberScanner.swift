/// Reads a number the way C's `strtod_l` does in the C locale, which is how UIKit reads VFL numbers.
///
/// The Auto Layout Guide's grammar says a number is "as parsed by strtod_l, with the C locale", and
/// the decompiled parser calls it on the rest of the string whenever the next character is `-` or a
/// digit. So `1e3`, `0x10`, `1.` and `-.5` are all numbers, and a number ends where `strtod` stops:
/// in `-10-` the number is `10` and the `-` after it closes the connection. Spellings that only a
/// `-` can reach (`-inf`, `-nan`) are read too and then rejected as non-finite by the parser.
enum NumberScanner {
    /// The number at `start` and the index just past it, or `nil` when `strtod` would convert nothing.
    ///
    /// Accepted, after one optional sign (strtod's grammar):
    /// 1. `inf` or `infinity`, any letter case;
    /// 2. `nan`, optionally followed by `(` letters, digits and underscores `)`;
    /// 3. `0x` then hexadecimal digits with an optional `.`, at least one digit, then optionally
    ///    `p` and a signed decimal exponent (only if a digit follows);
    /// 4. decimal digits with an optional `.`, at least one digit, then optionally `e` and a signed
    ///    exponent (only if a digit follows).
    static func scan(_ bytes: [UInt8], from start: Int) -> (value: Double, end: Int)? {
        var index = start
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        if let end = matchWord("infinity", in: bytes, at: index) ?? matchWord("inf", in: bytes, at: index) {
            return (negative ? -.infinity : .infinity, end)
        }
        if var end = matchWord("nan", in: bytes, at: index) {
            if end < bytes.count, bytes[end] == UInt8(ascii: "(") {
                var close = end + 1
                while close < bytes.count, VisualFormatParser.isNameContinuation(bytes[close]) {
                    close += 1
                }
                if close < bytes.count, bytes[close] == UInt8(ascii: ")") {
                    end = close + 1
                }
            }
            return (.nan, end)
        }
        let end = scanHexadecimal(bytes, from: index) ?? scanDecimal(bytes, from: index)
        guard let end else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return (value, end)
    }

    /// The end of `0x…` at `index`, or `nil` when no hexadecimal digit follows the prefix.
    private static func scanHexadecimal(_ bytes: [UInt8], from index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
              bytes[index + 1] | 0x20 == UInt8(ascii: "x")
        else { return nil }
        guard let end = scanMantissa(bytes, from: index + 2, digit: isHexDigit) else { return nil }
        return scanExponent(bytes, from: end, marker: UInt8(ascii: "p"))
    }

    /// The end of a decimal number at `index`, or `nil` when it has no digit.
    private static func scanDecimal(_ bytes: [UInt8], from index: Int) -> Int? {
        guard let end = scanMantissa(bytes, from: index, digit: isDigit) else { return nil }
        return scanExponent(bytes, from: end, marker: UInt8(ascii: "e"))
    }

    /// Digits, an optional `.`, digits; `nil` unless there is at least one digit.
    private static func scanMantissa(_ bytes: [UInt8], from start: Int, digit: (UInt8) -> Bool) -> Int? {
        var index = start
        var digits = 0
        while index < bytes.count, digit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, digit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        return digits > 0 ? index : nil
    }

    /// `marker`, an optional sign and decimal digits, if complete; otherwise `end` unchanged.
    private static func scanExponent(_ bytes: [UInt8], from end: Int, marker: UInt8) -> Int {
        var index = end
        guard index < bytes.count, bytes[index] | 0x20 == marker else { return end }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else { return end }
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
        }
        return index
    }

    /// The index after `word` if it starts at `index`, ignoring ASCII letter case.
    private static func matchWord(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Int? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] | 0x20 != letters[offset] {
            return nil
        }
        return index + count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
