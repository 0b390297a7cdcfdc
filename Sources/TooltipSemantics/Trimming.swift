extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: what
    /// `trimmingCharacters(in: .whitespaces)` returns (tab and the space separators, Zs),
    /// without the round trip through NSString that made it a tenth of a site build.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpace }) ?? first
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    fileprivate var isSpace: Bool {
        self == "\t" || self == " " || (value > 0x7F && properties.generalCategory == .spaceSeparator)
    }
}
