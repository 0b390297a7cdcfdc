/// The path a site is served under, always with a leading and a trailing `/`.
package struct BasePath: Sendable, Hashable, CustomStringConvertible {
    package let value: String

    package static let root = BasePath(checked: "/")

    private init(checked value: String) {
        self.value = value
    }

    /// Accepts "repo", "/repo", "/repo/", "/a/b"; nil for anything with characters that
    /// would need escaping in a URL (spaces, quotes, `?`, `#`, `%`, `..`).
    package init?(_ text: String) {
        let parts = text.split(separator: "/")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        guard parts.allSatisfy({ $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }) else { return nil }
        value = parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
    }

    package var description: String { value }
}
