import Foundation
import GRDB

extension SnapshotDatabase {
    /// The latest answer of every path fetched at or before `date` (nil: the latest of all),
    /// as they were when this was called: the snapshot reads one moment of the store
    /// throughout, so a `record` meanwhile cannot mix two fetch runs. Only the list of paths
    /// is held; each body is read when asked for. A path whose latest answer lost its body
    /// (the store was edited by another program) is still there, as a snapshot that cannot
    /// be read: its page warns instead of vanishing.
    package func snapshots(at date: Date? = nil) throws(SnapshotError) -> StoreSnapshot {
        let snapshot = try perform { try pool.makeSnapshot() }
        var store = try StoreSnapshot(reading: StoreReading(reader: snapshot, label: url.path), at: date)
        store.images = try imageCatalog()
        return store
    }

    static func missingBodyProblem(hash: String, latest: Bool = true) -> String {
        "\(latest ? "its latest" : "an earlier") stored answer has no body (SHA-256 \(hash.prefix(12))… is missing from the store's body table; "
            + "was the store edited by another program?); the next `loas fetch` records it again"
    }

    /// The latest stored answer for a path, with when it was first fetched and last seen.
    package func latest(path: String) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        try reading.answer(path: path, back: 0)
    }

    /// Stored response rows (one per distinct answer of a path over time).
    package func responseCount() throws(SnapshotError) -> Int {
        try count("response")
    }

    /// Stored distinct bodies.
    package func bodyCount() throws(SnapshotError) -> Int {
        try count("body")
    }

    private func count(_ table: String) throws(SnapshotError) -> Int {
        try perform { try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 } }
    }

    /// Reads through the store's own pool.
    var reading: StoreReading {
        StoreReading(reader: pool, label: url.path)
    }
}

/// Which answer is the latest of each path, as of a date: read in one query, small enough
/// to hold for a whole build (a path, a hash and two times per snapshot).
struct LatestIndex: Sendable {
    /// Path → the latest answer's body hash and times.
    var answers: [String: (hash: String, times: SnapshotTimes)] = [:]
    /// Path → SHA-256 of a latest answer whose body row is missing.
    var missing: [String: String] = [:]

    /// `lastSeenAt` is capped at `date`: seen later is not seen yet, as of then.
    init(_ db: Database, at date: Date?) throws {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        // LEFT JOIN: a response whose body row is gone must not drop out unnoticed.
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT path, hash, fetchedAt, min(lastSeenAt, ?) AS seen, body.id IS NOT NULL AS present FROM (
                    SELECT path, hash, fetchedAt, lastSeenAt,
                        row_number() OVER (PARTITION BY path ORDER BY fetchedAt DESC, id DESC) AS rank
                    FROM response WHERE fetchedAt <= ?
                ) LEFT JOIN body USING (hash) WHERE rank = 1
                """,
            arguments: [cutoff, cutoff])
        while let row = try rows.next() {
            let path = try row.decode(String.self, forColumn: "path")
            let hash = try row.decode(String.self, forColumn: "hash")
            guard try row.decode(Bool.self, forColumn: "present") else {
                missing[path] = hash
                continue
            }
            let times = SnapshotTimes(
                fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "seen")))
            answers[path] = (hash, times)
        }
    }
}
