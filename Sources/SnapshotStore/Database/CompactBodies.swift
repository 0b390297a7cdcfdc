import Foundation
import GRDB

/// The migration from whole answers (`body.data`, schema v2) to compressed shared sections
/// (`BodyStore`). It runs in the migrator's one transaction: a store that is interrupted
/// while upgrading is left as it was, whole answers and all.
enum CompactBodies {
    /// How many old bodies are held at once: a store of years holds gigabytes of them.
    static let batch = 32

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE section (
                    id INTEGER PRIMARY KEY,
                    hash TEXT NOT NULL UNIQUE,
                    label TEXT,
                    size INTEGER NOT NULL CHECK (size > 0),
                    codec INTEGER NOT NULL,
                    data BLOB NOT NULL
                );
                CREATE TABLE body_compact (
                    id INTEGER PRIMARY KEY,
                    hash TEXT NOT NULL UNIQUE,
                    size INTEGER NOT NULL
                );
                CREATE TABLE body_section (
                    body INTEGER NOT NULL REFERENCES body(id),
                    position INTEGER NOT NULL,
                    section INTEGER NOT NULL REFERENCES section(id),
                    PRIMARY KEY (body, position)
                ) WITHOUT ROWID;
                """)
        // Each body keeps the hash it was recorded under, which its responses point at, even
        // in the unlikely case its bytes no longer match it (`loas store check` says so).
        var after = ""
        while true {
            let rows = try Row.fetchAll(
                db, sql: "SELECT hash, data FROM body WHERE hash > ? ORDER BY hash LIMIT \(batch)", arguments: [after])
            guard let last = rows.last else { break }
            for row in rows {
                let hash = try row.decode(String.self, forColumn: "hash")
                try BodyStore.keep(try row.decode(Data.self, forColumn: "data"), hash: hash, in: db, table: "body_compact")
            }
            after = try last.decode(String.self, forColumn: "hash")
        }
        // `response` refers to `body` by name, so the new table takes the old one's name.
        try db.execute(sql: "DROP TABLE body; ALTER TABLE body_compact RENAME TO body")
        try db.checkForeignKeys(in: "body_section")
    }
}
