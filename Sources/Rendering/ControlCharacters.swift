import Support

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

    /// `text` without them; the same string when it has none (one scan of its bytes).
    package static func removed(from text: String) -> String {
        // Over the string's own buffer when it has one: the generic scan of `utf8` checks an
        // index per byte, and every value of every page comes through here.
        let found = text.utf8.withContiguousStorageIfAvailable(hasControl) ?? Array(text.utf8).withUnsafeBufferPointer(hasControl)
        guard found else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isControl(scalar) { kept.append(scalar) }
        return String(kept)
    }

    /// Whether UTF-8 `bytes` hold a control; eight bytes at a time to each byte that could
    /// start one.
    private static func hasControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while true {
            index = ByteWord.firstMarked(in: bytes, from: index) {
                $0.marking(below: 0x20) | $0.marking(0x7F) | $0.marking(0xC2)
            }
            guard index < bytes.count else { return false }
            if length(in: bytes, at: index) > 0 { return true }
            index += 1
        }
    }

    /// The bytes of the control that starts at `index` of UTF-8 `bytes`, 0 when none does:
    /// 1 for a C0 control or DEL, 2 for a C1 control, which is 0xC2 then 0x80...0x9F (0xC2
    /// alone also starts `·` and `°`, which pages are full of). UTF-8 never has these bytes
    /// inside another character, so a control is dropped whole.
    @inline(__always)
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0 : 1 }
        if byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        return 0
    }
}
