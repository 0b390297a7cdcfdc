/// Characters no page holds: the C0 controls but tab, line feed and carriage return, DEL and
/// the C1 controls. Text from the API (a NUL in a roster name) and file names can carry them;
/// a browser shows them as boxes or drops them, an XML reader refuses the whole feed. Every
/// value a template puts into a page passes here, and `XMLText` uses the same rule.
package enum ControlCharacters {
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    @inline(__always)
    private static func isSuspect(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2
    }

    /// `text` without them; the same string when it has none (one scan of its bytes).
    package static func removed(from text: String) -> String {
        // A C1 control is 0xC2 then 0x80...0x9F in UTF-8: 0xC2 sends the text the slow way.
        // Over the string's own buffer when it has one: the generic scan of `utf8` was 3% of
        // a 1,000-character build.
        let suspect =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) } ?? text.utf8.contains(where: isSuspect)
        guard suspect else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isControl(scalar) { kept.append(scalar) }
        return String(kept)
    }
}
