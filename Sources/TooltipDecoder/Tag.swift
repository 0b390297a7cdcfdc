/// One tag of tooltip markup, as far as LOAS cares: a known name and the two attributes
/// that carry meaning (`COLOR` on `FONT`, `src` on `img`). Sizes, alignment and margins
/// are layout the pages do their own way.
struct Tag: Equatable {
    enum Name: Equatable {
        case font, br, p, img, textformat
    }

    var name: Name
    var isClosing: Bool
    var color: String?
    var source: String?

    /// Parses a known tag at `start` (a `<`); nil when it is not one, so the caller keeps
    /// the `<` as text. Returns the tag and the offset just past its `>`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Tag, end: Int)? {
        var index = start + 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while index < bytes.count, bytes[index].isASCIILetter { index += 1 }
        guard let name = name(UnsafeBufferPointer(rebasing: bytes[nameStart..<index])) else { return nil }
        guard index < bytes.count,
            bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/")
                || bytes[index].isASCIIWhitespace
        else { return nil }
        var tag = Tag(name: name, isClosing: isClosing)
        while true {
            while index < bytes.count, bytes[index].isASCIIWhitespace || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count else { return nil }  // unterminated: not a tag
            if bytes[index] == UInt8(ascii: ">") { break }
            if bytes[index] == UInt8(ascii: "<") { return nil }
            let attributeStart = index
            while index < bytes.count, !bytes[index].isASCIIWhitespace,
                ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<")].contains(bytes[index])
            {
                index += 1
            }
            let attribute = UnsafeBufferPointer(rebasing: bytes[attributeStart..<index])
            guard !attribute.isEmpty else { return nil }
            while index < bytes.count, bytes[index].isASCIIWhitespace { index += 1 }
            var value: UnsafeBufferPointer<UInt8>? = nil
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, bytes[index].isASCIIWhitespace { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
                    let quote = bytes[index]
                    let valueStart = index + 1
                    guard let end = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    value = UnsafeBufferPointer(rebasing: bytes[valueStart..<end])
                    index = end + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !bytes[index].isASCIIWhitespace, bytes[index] != UInt8(ascii: ">") {
                        index += 1
                    }
                    value = UnsafeBufferPointer(rebasing: bytes[valueStart..<index])
                }
            }
            let text = String(decoding: value ?? UnsafeBufferPointer(start: nil, count: 0), as: UTF8.self)
            if attribute.equalsIgnoringASCIICase("color") {
                tag.color = text
            } else if attribute.equalsIgnoringASCIICase("src") {
                tag.source = text
            }
        }
        return (tag, index + 1)
    }

    private static func name(_ bytes: UnsafeBufferPointer<UInt8>) -> Name? {
        if bytes.equalsIgnoringASCIICase("font") { return .font }
        if bytes.equalsIgnoringASCIICase("br") { return .br }
        if bytes.equalsIgnoringASCIICase("p") { return .p }
        if bytes.equalsIgnoringASCIICase("img") { return .img }
        if bytes.equalsIgnoringASCIICase("textformat") { return .textformat }
        return nil
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Compares with a lower-case ASCII word.
    func equalsIgnoringASCIICase(_ word: StaticString) -> Bool {
        guard count == word.utf8CodeUnitCount else { return false }
        return (0..<count).allSatisfy { offset in
            let byte = self[offset]
            return (byte.isASCIILetter ? byte | 0x20 : byte) == word.utf8Start[offset]
        }
    }
}
