import Foundation
import GRDB

extension SnapshotDatabase {
    /// The latest answer of every path fetched at or before `date` (nil: the latest of all),
    /// read in one transaction so a concurrent `record` cannot mix two fetch runs.
    public func snapshots(at date: Date? = nil) throws(SnapshotError) -> any SnapshotSource {
        let answers = try latestAnswers(at: date)
        return InMemorySnapshots(
            label: url.path, files: answers.mapValues(\.body), times: answers.mapValues(\.times),
            lastRunStart: try lastFinishedRunStart(at: date), gone: try gone(at: date))
    }

    /// Path → body and times of the latest answer of every path fetched at or before `date`.
    /// `lastSeenAt` is capped at `date`: seen later is not seen yet, as of then.
    func latestAnswers(at date: Date?) throws(SnapshotError) -> [String: (body: Data, times: SnapshotTimes)] {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        return try perform {
            try pool.read { db in
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT path, data, fetchedAt, min(lastSeenAt, ?) AS seen FROM (
                            SELECT path, hash, fetchedAt, lastSeenAt,
                                row_number() OVER (PARTITION BY path ORDER BY fetchedAt DESC, id DESC) AS rank
                            FROM response WHERE fetchedAt <= ?
                        ) JOIN body USING (hash) WHERE rank = 1
                        """,
                    arguments: [cutoff, cutoff])
                var answers: [String: (body: Data, times: SnapshotTimes)] = [:]
                while let row = try rows.next() {
                    let times = SnapshotTimes(
                        fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                        lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "seen")))
                    answers[try row.decode(String.self, forColumn: "path")] = (try row.decode(Data.self, forColumn: "data"), times)
                }
                return answers
            }
        }
    }

    /// The latest stored answer for a path, with when it was first fetched and last seen.
    public func latest(path: String) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        try answer(path: path, back: 0)
    }

    /// The stored answer `back` changes before the latest of a path (0: the latest).
    func answer(path: String, back: Int) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        let path = path.precomposedStringWithCanonicalMapping
        return try perform {
            try pool.read { db in
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT data, fetchedAt, lastSeenAt FROM response JOIN body USING (hash)
                        WHERE path = ? ORDER BY fetchedAt DESC, id DESC LIMIT 1 OFFSET ?
                        """,
                    arguments: [path, back])
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
