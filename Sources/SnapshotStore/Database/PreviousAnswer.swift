import Foundation
import GRDB

/// The store is the one history source: it keeps every distinct answer with its dates.
extension SnapshotDatabase: HistorySource {
    public func previousAnswer(path: String) throws(SnapshotError) -> DatedAnswer? {
        let path = path.precomposedStringWithCanonicalMapping
        return try perform {
            try pool.read { db in
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT data, fetchedAt FROM response JOIN body USING (hash)
                        WHERE path = ? ORDER BY fetchedAt DESC, id DESC LIMIT 1 OFFSET 1
                        """,
                    arguments: [path])
                guard let row else { return nil }
                return DatedAnswer(
                    body: try row.decode(Data.self, forColumn: "data"),
                    fetchedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt")))
            }
        }
    }
}
