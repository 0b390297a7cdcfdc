import DocumentTree

/// Character references and the game's own `&tdc_…` tendency tokens.
enum Entity {
    private static let named: [String: String] = [
        "nbsp": "\u{00A0}", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    /// Parses the reference at the start of `input` (which starts with `&`). Anything that is
    /// not a known reference stays as text, `&` included.
    static func parse(_ input: Substring) -> (Inline, rest: Substring) {
        let body = input.dropFirst()
        if body.prefix(4).lowercased() == "tdc_" {
            let name = body.dropFirst(4).prefix { $0.isASCII && $0.isLetter }
            if let icon = Icon(tendencyToken: name) {
                return (.icon(icon), body.dropFirst(4 + name.count))
            }
        }
        let word = body.prefix { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "#" }
        guard word.count <= 10, body.dropFirst(word.count).first == ";",
            let decoded = decode(word)
        else {
            return (.text("&"), body)
        }
        return (.text(decoded), body.dropFirst(word.count + 1))
    }

    private static func decode(_ word: Substring) -> String? {
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
