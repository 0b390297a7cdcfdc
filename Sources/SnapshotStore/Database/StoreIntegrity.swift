import GRDB

/// SQLite's own check of the file: every page, every b-tree, every index against its table.
/// `loas store check` reports what it finds; `fetch` and `import` refuse to write into a
/// store that fails it, since a write there can spread the damage over pages still sound.
///
/// The full `integrity_check`, not `quick_check`: only the full one finds an index that no
/// longer matches its table, and a writer relies on the indexes. It reads the whole file,
/// which is little beside a fetch run paced at 100 requests a minute.
enum StoreIntegrity {
    /// SQLite's messages, at most `limit`; empty when the file is sound.
    ///
    /// On some damage SQLite gives its findings and then fails the next step with
    /// SQLITE_CORRUPT; the findings are the answer then, so they are read one by one.
    static func problems(_ db: Database, limit: Int = 100) throws -> [String] {
        var problems: [String] = []
        do {
            let messages = try String.fetchCursor(db, sql: "PRAGMA integrity_check(\(limit))")
            // A row may hold several findings, one a line, under a "*** in database main ***".
            while let message = try messages.next(), message != "ok" {
                problems += message.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("*** in database") }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT && !problems.isEmpty {
            // What it found says enough; `store check` adds that the check stopped.
        }
        return problems
    }

    /// Why a writer must leave the store alone, or nil when SQLite finds it sound.
    static func refusal(_ db: Database) throws -> String? {
        let problems = try problems(db, limit: 2)
        guard let first = problems.first else { return nil }
        return "is damaged (SQLite's integrity check: \(first)\(problems.count > 1 ? ", and more" : "")); nothing was written to it. "
            + "Run `loas store check` to see what is damaged, then restore the store from a backup"
    }
}
