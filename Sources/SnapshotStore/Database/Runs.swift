import Foundation
import GRDB

extension SnapshotDatabase {
    /// Notes that a fetch run started; pass the id to ``finishRun(_:at:)`` when it ends.
    package func beginRun(at date: Date) throws(SnapshotError) -> Int64 {
        try perform {
            try pool.write { db in
                try db.execute(sql: "INSERT INTO run (startedAt) VALUES (?)", arguments: [date.timeIntervalSince1970])
                return db.lastInsertedRowID
            }
        }
    }

    package func finishRun(_ id: Int64, at date: Date) throws(SnapshotError) {
        try perform {
            try pool.write { db in
                try db.execute(
                    sql: "UPDATE run SET finishedAt = max(startedAt, ?) WHERE id = ?", arguments: [date.timeIntervalSince1970, id])
            }
        }
    }

    /// When the latest finished run at or before `date` started. A run that was killed never
    /// finishes, so it cannot make every snapshot it did not reach look stale.
    package func lastFinishedRunStart(at date: Date? = nil) throws(SnapshotError) -> Date? {
        try perform { try pool.read { db in try Runs.lastFinishedRunStart(db, at: date) } }
    }

    /// Notes that the API no longer offers `path` (it answered 404), from `date` on; the
    /// earliest date is kept. Recording an answer for the path again clears it.
    package func markGone(_ path: String, at date: Date) throws(SnapshotError) {
        let path = path.storeForm
        try perform {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO gone (path, since) VALUES (?, ?)", arguments: [path, date.timeIntervalSince1970])
            }
        }
    }

    /// Routes the API had stopped offering at `date`, with since when.
    func gone(at date: Date?) throws(SnapshotError) -> [String: Date] {
        try perform { try pool.read { db in try Runs.gone(db, at: date) } }
    }
}

/// The queries behind runs and removed routes, for the pool and for a snapshot alike.
enum Runs {
    static func lastFinishedRunStart(_ db: Database, at date: Date?) throws -> Date? {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        return try Double.fetchOne(
            db, sql: "SELECT max(startedAt) FROM run WHERE finishedAt IS NOT NULL AND finishedAt <= ?", arguments: [cutoff]
        ).map { Date(timeIntervalSince1970: $0) }
    }

    static func gone(_ db: Database, at date: Date?) throws -> [String: Date] {
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        var gone: [String: Date] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT path, since FROM gone WHERE since <= ?", arguments: [cutoff]) {
            gone[try row.decode(String.self, forColumn: "path")] = Date(
                timeIntervalSince1970: try row.decode(Double.self, forColumn: "since"))
        }
        return gone
    }
}
