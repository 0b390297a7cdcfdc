import Foundation

/// One request as it came off the wire; nothing in it is trusted yet.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The request target exactly as sent, e.g. `/armories/characters/%EC%9D%B4%EB%8B%A4?filters=gems`.
    package var target: String
    package var version: String
    /// In the order sent; names keep their spelling, lookups ignore case.
    package var headers: [(name: String, value: String)]
    package var body: Data

    package init(method: String, target: String, version: String, headers: [(name: String, value: String)], body: Data) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// HTTP/1.1 keeps the connection unless told otherwise; 1.0 closes unless told otherwise.
    package var wantsClose: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if tokens.contains("close") { return true }
        return version == "HTTP/1.0" && !tokens.contains("keep-alive")
    }

    /// The raw path and query split at the first `?`; the query is nil when there is no `?`.
    package var rawPathAndQuery: (path: Substring, query: String?) {
        guard let mark = target.firstIndex(of: "?") else { return (target[...], nil) }
        return (target[..<mark], String(target[target.index(after: mark)...]))
    }

    /// The path's segments percent-decoded one by one, so that an encoded `/` inside a
    /// character name cannot turn into a path separator. Nil when an escape is broken or
    /// decodes to invalid UTF-8.
    package var decodedSegments: [String]? {
        let raw = rawPathAndQuery.path.dropFirst()  // the parser guarantees a leading "/"
        var segments: [String] = []
        for piece in raw.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = String(piece).removingPercentEncoding else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// Headers with lowercased names for the public log; repeated headers are joined like HTTP folds them.
    package var headerDictionary: [String: String] {
        var result: [String: String] = [:]
        for (name, value) in headers {
            let key = name.lowercased()
            result[key] = result[key].map { "\($0), \(value)" } ?? value
        }
        return result
    }
}
