import Foundation
import GRDB

extension SnapshotDatabase {
    /// The latest answer of every path fetched at or before `date` (nil: the latest of all),
    /// read in one transaction so a concurrent `record` cannot mix two fetch runs. A path
    /// whose latest answer lost its body (the store was edited by another program) is still
    /// there, as a snapshot that cannot be read: its page warns instead of vanishing.
    public func snapshots(at date: Date? = nil) throws(SnapshotError) -> any SnapshotSource {
        let answers = try latestAnswers(at: date)
        return InMemorySnapshots(
            label: url.path, files: answers.bodies.mapValues(\.body), times: answers.bodies.mapValues(\.times),
            lastRunStart: try lastFinishedRunStart(at: date), gone: try gone(at: date),
            unreadable: answers.missing.mapValues { Self.missingBodyProblem(hash: $0) }, images: try imageCatalog())
    }

    static func missingBodyProblem(hash: String, latest: Bool = true) -> String {
        "\(latest ? "its latest" : "an earlier") stored answer has no body (SHA-256 \(hash.prefix(12))… is missing from the store's body table; "
            + "was the store edited by another program?); the next `loas fetch` records it again"
    }

    /// Path → body and times of the latest answer of every path fetched at or before `date`,
    /// and path → hash of those whose body is missing.
    /// `lastSeenAt` is capped at `date`: seen later is not seen yet, as of then.
    func latestAnswers(at date: Date?) throws(SnapshotError) -> LatestAnswers {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        return try perform {
            try pool.read { db in
                // LEFT JOIN: a response whose body row is gone must not drop out unnoticed.
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT path, hash, data, fetchedAt, min(lastSeenAt, ?) AS seen FROM (
                            SELECT path, hash, fetchedAt, lastSeenAt,
                                row_number() OVER (PARTITION BY path ORDER BY fetchedAt DESC, id DESC) AS rank
                            FROM response WHERE fetchedAt <= ?
                        ) LEFT JOIN body USING (hash) WHERE rank = 1
                        """,
                    arguments: [cutoff, cutoff])
                var answers = LatestAnswers()
                while let row = try rows.next() {
                    let path = try row.decode(String.self, forColumn: "path")
                    guard let body = try row.decode(Data?.self, forColumn: "data") else {
                        answers.missing[path] = try row.decode(String.self, forColumn: "hash")
                        continue
                    }
                    let times = SnapshotTimes(
                        fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                        lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "seen")))
                    answers.bodies[path] = (body, times)
                }
                return answers
            }
        }
    }

    /// The latest stored answer for a path, with when it was first fetched and last seen.
    public func latest(path: String) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        try answer(path: path, back: 0)
    }

    /// The stored answer `back` changes before the latest of a path (0: the latest). An
    /// answer without its body is an error naming the path, not a skip to an older one.
    func answer(path: String, back: Int) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        let path = path.precomposedStringWithCanonicalMapping
        let row = try perform {
            try pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT hash, data, fetchedAt, lastSeenAt FROM response LEFT JOIN body USING (hash)
                        WHERE path = ? ORDER BY fetchedAt DESC, id DESC LIMIT 1 OFFSET ?
                        """,
                    arguments: [path, back])
            }
        }
        guard let row else { return nil }
        return try perform {
            guard let body = try row.decode(Data?.self, forColumn: "data") else {
                let hash = try row.decode(String.self, forColumn: "hash")
                throw SnapshotError(path: url.path + "/" + path, problem: Self.missingBodyProblem(hash: hash, latest: back == 0))
            }
            return (
                body,
                Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")),
                Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "lastSeenAt"))
            )
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

/// The latest answers of a store, as of a date.
struct LatestAnswers {
    var bodies: [String: (body: Data, times: SnapshotTimes)] = [:]
    /// Path → SHA-256 of an answer whose body row is missing.
    var missing: [String: String] = [:]
}
