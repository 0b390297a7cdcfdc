/// The Open API key. It prints as a mask everywhere (descriptions, interpolation, dumps),
/// so no log line, error or page can carry it by accident. Here, beside the routes, so that
/// the config reads it and the client sends it without the config linking the HTTP client.
package struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The key itself, read only through `authorization`.
    private let secret: String

    /// Nil for an empty or blank key. Surrounding spaces and a pasted "bearer " prefix are dropped.
    package init?(_ text: String) {
        var key = Substring(text).drop(while: \.isWhitespace)
        if key.lowercased().hasPrefix("bearer ") { key = key.dropFirst(7).drop(while: \.isWhitespace) }
        let trimmed = String(key.reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { return nil }
        secret = trimmed
    }

    /// The key as the `authorization` header needs it; the only way to read it.
    package var authorization: String { "bearer \(secret)" }

    package var description: String { "<API key>" }
    package var debugDescription: String { "<API key>" }
}
