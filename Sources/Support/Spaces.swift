extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: what
    /// `trimmingCharacters(in: .whitespaces)` returns (tab, the space separators, Zs, and
    /// U+200B, which Foundation counts in though it is a format character), without the
    /// round trip through NSString, a copy of every text a build trims.
    /// Works on Unicode scalars, as that does, so a space before a combining mark goes too.
    package var trimmingSpaces: String {
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.isSpace }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// Whether `trimmingSpaces` would be empty, asked without making a string.
    package var isOnlySpaces: Bool {
        unicodeScalars.allSatisfy(\.isSpace)
    }
}

extension Unicode.Scalar {
    fileprivate var isSpace: Bool {
        self == "\t" || self == " "
            || (value > 0x7F && (value == 0x200B || properties.generalCategory == .spaceSeparator))
    }
}
