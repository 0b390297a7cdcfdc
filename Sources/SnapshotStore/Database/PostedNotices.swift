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

/// The record of posted notices in an exported folder, so `store-sync.sh`'s merge (an export,
/// then an import into the newer store) carries it and a merged store never posts again what
/// either run posted. A hidden file: the import of answers passes over it.
extension SnapshotDatabase {
    package static let noticesFile = ".loas-notices.json"

    /// Writes every notice posted at or before `date` (all when nil) to `folder/.loas-notices.json`
    /// as `{"key": seconds since 1970}`.
    package func exportPostedNotices(to folder: URL, at date: Date? = nil) throws(SnapshotError) {
        let posted = try postedNotices().filter { notice in date.map { notice.value <= $0 } ?? true }
        let file = folder.appending(path: Self.noticesFile)
        do {
            let json = try JSONSerialization.data(
                withJSONObject: posted.mapValues(\.timeIntervalSince1970), options: [.sortedKeys, .prettyPrinted])
            try json.write(to: file, options: .withoutOverwriting)
        } catch {
            throw SnapshotError(path: file.path, problem: "cannot be written (\(error.localizedDescription))")
        }
    }

    /// Records the notices of `folder/.loas-notices.json`, each at its own date (a key already
    /// recorded keeps its first); returns how many the file held, 0 when there is none.
    package func importPostedNotices(from folder: URL) throws(SnapshotError) -> Int {
        let file = folder.appending(path: Self.noticesFile)
        guard FileManager.default.fileExists(atPath: file.path) else { return 0 }
        let dated: [String: Double]
        do {
            guard let read = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Double] else {
                throw SnapshotError(path: file.path, problem: "should be an object of notice keys and their times")
            }
            dated = read
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError(path: file.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        try perform {
            try pool.write { db in
                let statement = try db.makeStatement(sql: "INSERT OR IGNORE INTO notice (key, postedAt) VALUES (?, ?)")
                for (key, seconds) in dated where seconds.isFinite {
                    try statement.execute(arguments: [key, seconds])
                }
            }
        }
        return dated.count
    }
}
