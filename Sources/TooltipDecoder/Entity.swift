import DocumentTree

/// Character references and the game's own `&tdc_…` tendency tokens.
enum Entity {
    /// Parses the reference at `start` (an `&`). Returns nil for anything that is not a known
    /// reference, so the caller keeps the `&` as text; else the node and the offset after it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Inline, end: Int)? {
        let body = start + 1
        if bytes.count - body > 4, UnsafeBufferPointer(rebasing: bytes[body..<body + 4]).equalsIgnoringASCIICase("tdc_") {
            var end = body + 4
            while end < bytes.count, bytes[end].isASCIILetter { end += 1 }
            let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[(body + 4)..<end]), as: UTF8.self)
            if let icon = Icon(tendencyToken: token) { return (.icon(icon), end) }
        }
        var end = body
        while end < bytes.count, end - body <= 10,
            bytes[end].isASCIILetter || bytes[end].isASCIIDigit || bytes[end] == UInt8(ascii: "#")
        {
            end += 1
        }
        guard end - body <= 10, end < bytes.count, bytes[end] == UInt8(ascii: ";"),
            let text = decode(String(decoding: UnsafeBufferPointer(rebasing: bytes[body..<end]), as: UTF8.self))
        else { return nil }
        return (.text(text), end + 1)
    }

    private static let named: [String: String] = [
        "nbsp": "\u{00A0}", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    private static func decode(_ word: String) -> String? {
        if let text = named[word.lowercased()] { return text }
        guard word.first == "#" else { return nil }
        let digits = word.dropFirst()
        let scalarValue =
            digits.first == "x" || digits.first == "X"
            ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        // NUL and surrogates are not characters a page should carry.
        guard let value = scalarValue, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }
}
