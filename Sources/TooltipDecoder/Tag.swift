/// One tag of tooltip markup, as far as LOAS cares: a known name and its attributes.
struct Tag: Equatable {
    static let known: Set<String> = ["font", "br", "p", "img", "textformat"]

    var name: String
    var isClosing: Bool
    var attributes: [String: String]

    /// Parses a known tag at the start of `input` (which starts with `<`); nil when it is not
    /// one, so the caller keeps the `<` as text.
    static func parse(_ input: Substring) -> (Tag, rest: Substring)? {
        var rest = input.dropFirst()
        let isClosing = rest.first == "/"
        if isClosing { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isASCII && $0.isLetter }
        guard known.contains(name.lowercased()) else { return nil }
        rest = rest.dropFirst(name.count)
        guard rest.first.map({ $0 == ">" || $0 == "/" || $0.isWhitespace }) == true else { return nil }
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard let first = rest.first else { return nil }  // unterminated: not a tag
            if first == ">" { break }
            if first == "<" { return nil }
            let attributeName = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "<" }
            guard !attributeName.isEmpty else { return nil }
            rest = rest.dropFirst(attributeName.count).drop(while: \.isWhitespace)
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
                if let quote = rest.first, quote == "'" || quote == "\"" {
                    let body = rest.dropFirst()
                    guard let end = body.firstIndex(of: quote) else { return nil }
                    value = String(body[..<end])
                    rest = body[body.index(after: end)...]
                } else {
                    let bare = rest.prefix { !$0.isWhitespace && $0 != ">" }
                    value = String(bare)
                    rest = rest.dropFirst(bare.count)
                }
            }
            attributes[attributeName.lowercased()] = value
        }
        return (Tag(name: name.lowercased(), isClosing: isClosing, attributes: attributes), rest.dropFirst())
    }
}
