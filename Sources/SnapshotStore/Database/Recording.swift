import Foundation
import GRDB
import Support

extension SnapshotDatabase {
    /// Records answers in one transaction: all of them are kept, or (on any error, or a
    /// crash) none, and every earlier snapshot stays as it was.
    ///
    /// An answer whose body equals the one in effect for its path at its fetch time adds no
    /// row; that row's `lastSeenAt` moves instead. Bodies are stored once per SHA-256, as
    /// compressed sections shared with every other body (`BodyStore`).
    package func record(_ responses: [Response]) throws(SnapshotError) -> RecordSummary {
        let prepared = try responses.map { response throws(SnapshotError) in
            if let problem = Response.problem(withMirrorPath: response.path) {
                throw SnapshotError(path: response.path, problem: problem)
            }
            return Prepared(response)
        }
        guard !prepared.isEmpty else { return RecordSummary(added: 0, unchanged: 0) }
        return try perform {
            try pool.write { db in
                var summary = RecordSummary(added: 0, unchanged: 0)
                for response in prepared {
                    if try Self.record(response, in: db) { summary.added += 1 } else { summary.unchanged += 1 }
                }
                return summary
            }
        }
    }

    /// Keeps one answer; true when it added a response row.
    /// (`importMirror` calls it too, once per file, inside its one transaction.)
    ///
    /// Answers normally arrive in time order, but an old mirror may be imported after newer
    /// fetches, so the answer is compared with the row in effect at its fetch time, and with
    /// the next row (which it may just move earlier), rather than with the newest row.
    static func record(_ response: Prepared, in db: Database) throws -> Bool {
        // An answer means the route is offered (again).
        try db.cachedStatement(sql: "DELETE FROM gone WHERE path = ? AND since <= ?")
            .execute(arguments: [response.path, response.fetchedAt])
        try BodyStore.keep(response.body, hash: response.hash, in: db)
        let previous = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, hash FROM response WHERE path = ? AND fetchedAt <= ?
                    ORDER BY fetchedAt DESC, id DESC LIMIT 1
                    """),
            arguments: [response.path, response.fetchedAt])
        if let previous, try previous.decode(String.self, forColumn: "hash") == response.hash {
            try db.cachedStatement(sql: "UPDATE response SET lastSeenAt = max(lastSeenAt, ?) WHERE id = ?")
                .execute(arguments: [response.fetchedAt, try previous.decode(Int64.self, forColumn: "id")])
            return false
        }
        let next = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, hash FROM response WHERE path = ? AND fetchedAt > ? ORDER BY fetchedAt, id LIMIT 1"),
            arguments: [response.path, response.fetchedAt])
        if let next, try next.decode(String.self, forColumn: "hash") == response.hash {
            try db.cachedStatement(sql: "UPDATE response SET fetchedAt = ? WHERE id = ?")
                .execute(arguments: [response.fetchedAt, try next.decode(Int64.self, forColumn: "id")])
            return false
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO response (path, endpoint, key, hash, fetchedAt, lastSeenAt)
                VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [response.path, response.endpoint, response.key, response.hash, response.fetchedAt, response.fetchedAt])
        return true
    }
}

/// A response ready for SQL: hashed, times as Unix seconds, names in NFC.
struct Prepared: Sendable {
    let path: String
    let endpoint: String
    let key: String
    let body: Data
    let hash: String
    let fetchedAt: Double

    /// SQLite compares text byte by byte, so a Korean name read from a macOS folder (often
    /// decomposed, NFD) would otherwise be a different path from the same name the API sent
    /// (composed, NFC).
    init(_ response: Response) {
        path = response.path.storeForm
        endpoint = response.endpoint.storeForm
        key = response.key.storeForm
        body = response.body
        hash = SHA256.hex(of: response.body)
        fetchedAt = response.fetchedAt.timeIntervalSince1970
    }
}
