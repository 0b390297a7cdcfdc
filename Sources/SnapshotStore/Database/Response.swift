import Foundation
import LostArkAPI

/// One API answer to keep.
package struct Response: Sendable, Hashable {
    /// API-mirror path: `armories/characters/이다.json`, `markets/items/66110223.json`.
    package var path: String
    /// The route without its key: `armories/characters`, `characters/siblings`.
    package var endpoint: String
    /// `이다`, `66110223`, or "" when the route has none.
    package var key: String
    /// Raw bytes as received.
    package var body: Data
    package var fetchedAt: Date

    package init(path: String, endpoint: String, key: String, body: Data, fetchedAt: Date) {
        self.path = path
        self.endpoint = endpoint
        self.key = key
        self.body = body
        self.fetchedAt = fetchedAt
    }

    /// An answer to `route`: kept at its mirror path, under its endpoint and key.
    package init(route: Route, body: Data, fetchedAt: Date) {
        self.init(path: route.mirrorPath, endpoint: route.endpoint, key: route.key, body: body, fetchedAt: fetchedAt)
    }

    /// An answer at a mirror path, its endpoint and key those of the route parsed from it
    /// (``Route/init(mirrorPath:)``), which writes back the same path.
    package init(mirrorPath path: String, body: Data, fetchedAt: Date) {
        let route = Route(mirrorPath: path)
        self.init(path: path, endpoint: route.endpoint, key: route.key, body: body, fetchedAt: fetchedAt)
    }

    /// Why `path` cannot be a mirror path, or nil when it can. Checked on the way in and on
    /// the way out, so a stored path can never write outside an export folder.
    static func problem(withMirrorPath path: String) -> String? {
        guard Route.isMirrorPath(path) else { return "is not a mirror path (it must end in .json)" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) || path.contains("\u{0}") {
            return "is not a mirror path (a relative path with no empty, hidden, '.' or '..' parts)"
        }
        return nil
    }
}

/// What a `record` call did: answers kept as new rows, and answers identical to the one
/// already stored for their path (whose `lastSeenAt` moved instead).
package struct RecordSummary: Sendable, Hashable {
    package var added: Int
    package var unchanged: Int
    /// Files an import passed over, each a warning naming it (a link, a name that is not
    /// UTF-8, a second spelling of one name).
    package var skipped: [String]

    package init(added: Int, unchanged: Int, skipped: [String] = []) {
        self.added = added
        self.unchanged = unchanged
        self.skipped = skipped
    }
}
