import Foundation
import GRDB
import Support

/// Where answers' bytes live. `body` has one row per distinct answer (its SHA-256 and
/// length); `body_section` lists, in order, the sections it is cut into (`BodySections`);
/// `section` keeps each distinct section once, by its own SHA-256, compressed (`Deflate`).
/// An armory fetched again with only its combat power changed thus adds one small profile
/// section, and every section it shares with earlier answers costs nothing more.
enum BodyStore {
    /// Keeps `bytes`, whose SHA-256 is `hash`, unless a body with that hash is already kept.
    /// `table` is the body table: the migration fills a new one beside the old.
    static func keep(_ bytes: Data, hash: String, in db: Database, table: String = "body") throws {
        let existing = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM \(table) WHERE hash = ?"), arguments: [hash])
        guard existing == nil else { return }
        try db.cachedStatement(sql: "INSERT INTO \(table) (hash, size) VALUES (?, ?)").execute(arguments: [hash, bytes.count])
        let body = db.lastInsertedRowID
        let start = bytes.startIndex
        for (position, section) in BodySections.split(bytes).enumerated() {
            let piece = bytes.subdata(in: (start + section.range.lowerBound)..<(start + section.range.upperBound))
            let id = try keepSection(piece, label: section.label, in: db)
            try db.cachedStatement(sql: "INSERT INTO body_section (body, position, section) VALUES (?, ?, ?)")
                .execute(arguments: [body, position, id])
        }
    }

    /// The id of the section holding `bytes`, added (compressed) when new.
    private static func keepSection(_ bytes: Data, label: String?, in db: Database) throws -> Int64 {
        let hash = SHA256.hex(of: bytes)
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM section WHERE hash = ?"), arguments: [hash]) {
            return id
        }
        let compressed = Deflate.compress(bytes)
        try db.cachedStatement(sql: "INSERT INTO section (hash, label, size, codec, data) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [hash, label, bytes.count, compressed.codec.rawValue, compressed.bytes])
        return db.lastInsertedRowID
    }

    /// The stored sections of the body whose SHA-256 is `hash`, still compressed, so the
    /// connection is held only to read them; nil when there is no such body.
    static func stored(_ hash: String, in db: Database) throws -> StoredBody? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, size FROM body WHERE hash = ?"), arguments: [hash])
        else { return nil }
        let id = try row.decode(Int64.self, forColumn: "id")
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT section.hash, codec, size, data FROM body_section LEFT JOIN section ON section.id = body_section.section
                    WHERE body_section.body = ? ORDER BY position
                    """),
            arguments: [id])
        var sections: [StoredSection] = []
        while let row = try rows.next() {
            guard let sectionHash = try row.decode(String?.self, forColumn: "hash") else {
                sections.append(StoredSection(hash: nil, codec: 0, size: 0, data: Data()))
                continue
            }
            sections.append(
                StoredSection(
                    hash: sectionHash, codec: try row.decode(Int.self, forColumn: "codec"),
                    size: try row.decode(Int.self, forColumn: "size"), data: try row.decode(Data.self, forColumn: "data")))
        }
        return StoredBody(size: try row.decode(Int.self, forColumn: "size"), sections: sections)
    }

    /// The section labelled `label` of the body whose SHA-256 is `hash`, still compressed;
    /// nil when the body has no such section (or is missing).
    static func storedSection(labelled label: String, ofBody hash: String, in db: Database) throws -> StoredSection? {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT section.hash, codec, section.size, data FROM body
                    JOIN body_section ON body_section.body = body.id JOIN section ON section.id = body_section.section
                    WHERE body.hash = ? AND section.label = ? LIMIT 1
                    """),
            arguments: [hash, label])
        return try row.map { row in
            StoredSection(
                hash: try row.decode(String.self, forColumn: "hash"), codec: try row.decode(Int.self, forColumn: "codec"),
                size: try row.decode(Int.self, forColumn: "size"), data: try row.decode(Data.self, forColumn: "data"))
        }
    }
}

/// One section as stored: compressed bytes, how, and how long they are once expanded.
struct StoredSection: Sendable {
    /// Nil when the body lists a section the `section` table no longer has.
    var hash: String?
    var codec: Int
    var size: Int
    var data: Data

    /// The section's bytes; nil when it is missing or damaged.
    var expanded: Data? {
        guard hash != nil else { return nil }
        return Deflate.decompress(data, codec: codec, size: size)
    }
}

/// A body as stored: its length and its sections in order.
struct StoredBody: Sendable {
    var size: Int
    var sections: [StoredSection]

    /// The answer's bytes exactly as received; nil when a section is missing or damaged,
    /// or they do not add up to the body's length.
    var assembled: Data? {
        guard (0...Deflate.largestSize).contains(size) else { return nil }
        var bytes = Data(capacity: size)
        for section in sections {
            guard let piece = section.expanded else { return nil }
            bytes.append(piece)
        }
        return bytes.count == size ? bytes : nil
    }
}
