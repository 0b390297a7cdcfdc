import Foundation
import GRDB

extension SnapshotDatabase {
    /// Every notice `loas notify` has posted, by its key, with when it was recorded.
    package func postedNotices() throws(SnapshotError) -> [String: Date] {
        try perform {
            try pool.read { db in
                var posted: [String: Date] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT key, postedAt FROM notice") {
                    posted[try row.decode(String.self, forColumn: "key")] = Date(
                        timeIntervalSince1970: try row.decode(Double.self, forColumn: "postedAt"))
                }
                return posted
            }
        }
    }

    /// Records `keys` as posted at `date`, in one transaction; a key already recorded keeps
    /// its first date. Called only once Discord has answered for them.
    package func recordPostedNotices(_ keys: some Sequence<String>, at date: Date) throws(SnapshotError) {
        let keys = Array(keys)
        guard !keys.isEmpty else { return }
        try perform {
            try pool.write { db in
                let statement = try db.makeStatement(sql: "INSERT OR IGNORE INTO notice (key, postedAt) VALUES (?, ?)")
                for key in keys {
                    try statement.execute(arguments: [key, date.timeIntervalSince1970])
                }
            }
        }
    }
}
