/// Text kept in a line-based file of LOAS's own (the site marker's list of owned files, the
/// build cache's picture lists): a backslash and each separator the file uses are written as
/// escapes (`\\`, `\n` for a line break, `\t` for a tab), so a line or a field holds any
/// text. Bytes, not Characters: as Characters a carriage return before a line break is one,
/// and a backslash before a combining mark is another.
struct LineEscaping: Sendable {
    /// The separators escaped: a line break, and a tab where lines hold fields.
    private let separators: [UInt8]

    static let lines = LineEscaping(separators: [newline])
    static let fields = LineEscaping(separators: [newline, tab])

    private static let (backslash, newline, tab): (UInt8, UInt8, UInt8) = (0x5C, 0x0A, 0x09)

    func escape(_ text: String) -> String {
        // Nearly every text has nothing to escape: it is kept as it is, not copied.
        guard text.utf8.contains(where: { $0 == Self.backslash || separators.contains($0) }) else { return text }
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte == Self.backslash {
                bytes += [Self.backslash, Self.backslash]
            } else if separators.contains(byte) {
                bytes += [Self.backslash, byte == Self.tab ? UInt8(ascii: "t") : UInt8(ascii: "n")]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Nil for an escape this file does not write, or a backslash at the end.
    func unescape(_ bytes: some Collection<UInt8>) -> String? {
        guard bytes.contains(Self.backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        var escaped = false
        for byte in bytes {
            if escaped {
                switch byte {
                case Self.backslash: text.append(Self.backslash)
                case UInt8(ascii: "n") where separators.contains(Self.newline): text.append(Self.newline)
                case UInt8(ascii: "t") where separators.contains(Self.tab): text.append(Self.tab)
                default: return nil
                }
                escaped = false
            } else if byte == Self.backslash {
                escaped = true
            } else {
                text.append(byte)
            }
        }
        return escaped ? nil : String(decoding: text, as: UTF8.self)
    }
}
