import SitePages

/// The path a site is served under, always with a leading and a trailing `/`.
public struct BasePath: Sendable, Hashable, CustomStringConvertible {
    public let value: String

    public static let root = BasePath(checked: "/")

    private init(checked value: String) {
        self.value = value
    }

    /// Accepts "repo", "/repo", "/repo/", "/a/b"; nil for anything with characters that
    /// would need escaping in a URL (spaces, quotes, `?`, `#`, `%`, `..`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        guard parts.allSatisfy({ $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }) else { return nil }
        value = parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
    }

    public var description: String { value }
}
