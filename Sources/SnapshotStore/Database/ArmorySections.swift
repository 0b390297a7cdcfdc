import Foundation
import GRDB
import LostArkAPI

extension StoreReading {
    /// Every stored answer of the character's armory as its top-level members (label and
    /// section hash), oldest first, without their bytes: a fetch that changed only the
    /// profile shares every other section with the answer before it, so a timeline reads
    /// what changed, not 400 KB an answer.
    func armorySections(character: String) throws(SnapshotError) -> [SectionedAnswer] {
        let path = Route.armory(character: character.storeForm).mirrorPath
        let answers = try answers(paths: [path])
        return try perform {
            try reader.read { db in
                let statement = try db.cachedStatement(
                    sql: """
                        SELECT section.hash, section.label FROM body
                        JOIN body_section ON body_section.body = body.id JOIN section ON section.id = body_section.section
                        WHERE body.hash = ? ORDER BY body_section.position
                        """)
                return try answers.map { answer in
                    let rows = try Row.fetchAll(statement, arguments: [answer.hash])
                    let sections = try rows.map { row in
                        SectionedAnswer.Section(
                            label: try row.decode(String?.self, forColumn: "label"), hash: try row.decode(String.self, forColumn: "hash"))
                    }
                    return SectionedAnswer(fetchedAt: answer.fetchedAt, sections: sections)
                }
            }
        }
    }

    /// The bytes of the section whose SHA-256 is `hash`; nil when it is missing or damaged.
    func section(hash: String) throws(SnapshotError) -> Data? {
        let stored = try perform {
            try reader.read { db in
                try Row.fetchOne(db.cachedStatement(sql: "SELECT codec, size, data FROM section WHERE hash = ?"), arguments: [hash])
                    .map { row in
                        StoredSection(
                            hash: hash, codec: try row.decode(Int.self, forColumn: "codec"),
                            size: try row.decode(Int.self, forColumn: "size"),
                            data: try row.decode(Data.self, forColumn: "data"))
                    }
            }
        }
        return stored?.expanded
    }
}
