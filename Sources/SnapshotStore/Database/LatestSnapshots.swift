import Foundation
import GRDB

extension SnapshotDatabase {
    /// The latest answer of every path fetched at or before `date` (nil: the latest of all),
    /// read in one transaction so a concurrent `record` cannot mix two fetch runs.
    public func snapshots(at date: Date? = nil) throws(SnapshotError) -> any SnapshotSource {
        InMemorySnapshots(label: url.path, files: try latestBodies(at: date))
    }

    /// Path → body of the latest answer of every path fetched at or before `date`.
    func latestBodies(at date: Date?) throws(SnapshotError) -> [String: Data] {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        return try perform {
            try pool.read { db in
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT path, data FROM (
                            SELECT path, hash, row_number() OVER (PARTITION BY path ORDER BY fetchedAt DESC, id DESC) AS rank
                            FROM response WHERE fetchedAt <= ?
                        ) JOIN body USING (hash) WHERE rank = 1
                        """,
                    arguments: [cutoff])
                var files: [String: Data] = [:]
                while let row = try rows.next() {
                    files[try row.decode(String.self, forColumn: "path")] = try row.decode(Data.self, forColumn: "data")
                }
                return files
            }
        }
    }

    /// The latest stored answer for a path, with when it was first fetched and last seen.
    public func latest(path: String) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        let path = path.precomposedStringWithCanonicalMapping
        return try perform {
            try pool.read { db in
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT data, fetchedAt, lastSeenAt FROM response JOIN body USING (hash)
                        WHERE path = ? ORDER BY fetchedAt DESC, id DESC LIMIT 1
                        """,
                    arguments: [path])
                guard let row else { return nil }
                return (
                    try row.decode(Data.self, forColumn: "data"),
                    Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                    Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "lastSeenAt"))
                )
            }
        }
    }

    /// Stored response rows (one per distinct answer of a path over time).
    public func responseCount() throws(SnapshotError) -> Int {
        try count("response")
    }

    /// Stored distinct bodies.
    public func bodyCount() throws(SnapshotError) -> Int {
        try count("body")
    }

    private func count(_ table: String) throws(SnapshotError) -> Int {
        try perform { try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 } }
    }
}
