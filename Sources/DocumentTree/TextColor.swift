import LostArkAPI

/// A colour from tooltip markup, reduced to a validated 24-bit value.
///
/// Renderers map the colours the game uses with a meaning (item grades, section headers,
/// highlights, penalties) to CSS classes, and any other colour to `#RRGGBB` built from
/// the number, so no text from the markup can reach an attribute.
package struct TextColor: Sendable, Hashable {
    package let rgb: UInt32

    package init?(rgb: UInt32) {
        guard rgb <= 0xFF_FFFF else { return nil }
        self.rgb = rgb
    }

    /// Accepts `#RRGGBB` or `#RGB`, any case, surrounding spaces ignored, and `RRGGBB` without
    /// the `#` (the game writes `COLOR='FE9600'` in polishing effects); anything else is nil.
    package init?(hex: some StringProtocol) {
        // Most colours are plain ASCII: read as bytes, since reading Characters breaks the
        // text into grapheme clusters, for every colour of every tooltip. Anything else takes
        // the general way.
        switch hex.utf8.withContiguousStorageIfAvailable(Self.read) ?? .needsCharacters {
        case .color(let rgb):
            self.rgb = rgb
        case .invalid:
            return nil
        case .needsCharacters:
            guard let rgb = Self.rgb(characters: hex) else { return nil }
            self.rgb = rgb
        }
    }

    private enum Reading { case color(UInt32), invalid, needsCharacters }

    /// The colour in ASCII `bytes`; any other byte needs reading as Characters.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return .needsCharacters }
        // Character.isWhitespace, for ASCII: tab, line feed, vertical tab, form feed, return, space.
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        var digits = bytes[...]
        while let first = digits.first, isSpace(first) { digits = digits.dropFirst() }
        while let last = digits.last, isSpace(last) { digits = digits.dropLast() }
        if digits.first == UInt8(ascii: "#") {
            digits = digits.dropFirst()
        } else if digits.count != 6 {
            return .invalid
        }
        guard digits.count == 6 || digits.count == 3 else { return .invalid }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = hexValue(byte) else { return .invalid }
            value = value << 4 | digit
            if digits.count == 3 { value = value << 4 | digit }
        }
        return .color(value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func rgb(characters hex: some StringProtocol) -> UInt32? {
        var digits = Substring(hex.trimmingSpaces())
        if digits.first == "#" {
            digits = digits.dropFirst()
        } else if digits.count != 6 {
            return nil
        }
        if digits.count == 3 {
            digits = Substring(digits.flatMap { [$0, $0] })
        }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return value
    }

    /// `#rrggbb`, lower case.
    package var hex: String {
        let digits = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The meaning the game gives this colour, if it is one of its palette.
    package var role: Role? { Role.byRGB[rgb] }

    /// Colours with a meaning in the game's tooltips.
    package enum Role: Sendable, Hashable {
        case grade(ItemGrade)
        case header
        case highlight
        case positive
        case penalty
        case source
        case muted

        /// The role's name in CSS classes (`c-grade-legendary`, `c-header`).
        package var name: String {
            switch self {
            case .grade(let grade): "grade-" + grade.key
            case .header: "header"
            case .highlight: "highlight"
            case .positive: "positive"
            case .penalty: "penalty"
            case .source: "source"
            case .muted: "muted"
            }
        }

        static let byRGB: [UInt32: Role] = ItemGrade.byRGB.mapValues { .grade($0) }.merging([
            0xA9D0F5: .header,
            0xFFD200: .highlight, 0xFFFF99: .highlight, 0xFFE400: .highlight,
            0x99FF99: .positive, 0x73DC04: .positive, 0xA8EA6C: .positive, 0xB7FB00: .positive,
            0xC24B46: .penalty, 0xFF9999: .penalty, 0xFF0000: .penalty,
            0x5FD3F1: .source,
            0x8E8E8E: .muted, 0x9A9A9A: .muted, 0xB4B4B4: .muted,
        ]) { grade, _ in grade }
    }
}

extension ItemGrade {
    /// The grade whose colour the game draws a name in.
    package init?(color: TextColor?) {
        guard case .grade(let grade)? = color?.role else { return nil }
        self = grade
    }
}

extension StringProtocol {
    func trimmingSpaces() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
