import Foundation
import GRDB
import Support

/// What `loas store check` found: SQLite's own integrity check, then every section and every
/// body expanded and hashed against the SHA-256 it is stored under, and every answer's body.
package struct StoreCheckReport: Sendable {
    package var sections = 0
    package var bodies = 0
    package var answers = 0
    /// Each problem in a sentence naming what is damaged; empty when the store is sound.
    package var problems: [String] = []

    package var isSound: Bool { problems.isEmpty }
}

extension SnapshotDatabase {
    /// Reads the whole store, a batch at a time, so a store of years is checked in little memory.
    package func check() throws(SnapshotError) -> StoreCheckReport {
        var report = StoreCheckReport()
        try perform {
            try readReporting("SQLite's integrity check", into: &report) { db, report in
                for message in try StoreIntegrity.problems(db) {
                    report.problems.append("SQLite integrity check: \(message)")
                }
            }
            try readReporting("the check of sections, bodies and answers", into: &report) { db, report in
                let damaged = try Self.checkSections(db, into: &report)
                try Self.checkBodies(db, damagedSections: damaged, into: &report)
                try Self.checkAnswers(db, into: &report)
            }
        }
        return report
    }

    /// One read of the check. A page SQLite cannot read ends that read, not the report: the
    /// damage is the answer (and the exit status says damaged, not unchecked). Its own read
    /// transaction, since SQLite may end the one a corrupt page was met in.
    private func readReporting(
        _ name: String, into report: inout StoreCheckReport, _ work: (Database, inout StoreCheckReport) throws -> Void
    ) throws {
        do {
            try pool.read { db in try work(db, &report) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            report.problems.append(
                "\(name) stopped where SQLite could not read on (\(error.message ?? "database disk image is malformed"))")
        }
    }

    static let batch = 256

    /// Every section against its hash and length; returns the ids of those that fail.
    private static func checkSections(_ db: Database, into report: inout StoreCheckReport) throws -> Set<Int64> {
        var damaged: Set<Int64> = []
        var after: Int64 = 0
        while true {
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, hash, label, codec, size, data FROM section WHERE id > ? ORDER BY id LIMIT \(batch)",
                arguments: [after])
            guard let last = rows.last else { break }
            for row in rows {
                report.sections += 1
                let id = try row.decode(Int64.self, forColumn: "id")
                let hash = try row.decode(String.self, forColumn: "hash")
                let section = StoredSection(
                    hash: hash, codec: try row.decode(Int.self, forColumn: "codec"), size: try row.decode(Int.self, forColumn: "size"),
                    data: try row.decode(Data.self, forColumn: "data"))
                let name = "section \(hash.prefix(12))…" + (try row.decode(String?.self, forColumn: "label")).map { " (\($0))" }.orEmpty
                guard let bytes = section.expanded else {
                    damaged.insert(id)
                    report.problems.append("\(name) cannot be expanded to its \(section.size) bytes (codec \(section.codec))")
                    continue
                }
                if SHA256.hex(of: bytes) != hash {
                    damaged.insert(id)
                    report.problems.append("\(name) does not match its SHA-256")
                }
            }
            after = try last.decode(Int64.self, forColumn: "id")
        }
        return damaged
    }

    /// Every body put back together from its sections, against its hash and length.
    private static func checkBodies(
        _ db: Database, damagedSections: Set<Int64>, into report: inout StoreCheckReport
    ) throws {
        var after: Int64 = 0
        while true {
            let rows = try Row.fetchAll(db, sql: "SELECT id, hash FROM body WHERE id > ? ORDER BY id LIMIT \(batch)", arguments: [after])
            guard let last = rows.last else { break }
            for row in rows {
                report.bodies += 1
                let id = try row.decode(Int64.self, forColumn: "id")
                let hash = try row.decode(String.self, forColumn: "hash")
                let parts = try Row.fetchAll(
                    db,
                    sql:
                        "SELECT position, section, section IN (SELECT id FROM section) AS present FROM body_section WHERE body = ? ORDER BY position",
                    arguments: [id])
                var problem: String?
                for (expected, part) in parts.enumerated() {
                    let position = try part.decode(Int.self, forColumn: "position")
                    if position != expected { problem = "its sections are out of order (position \(position), expected \(expected))" }
                    if try !part.decode(Bool.self, forColumn: "present") {
                        problem = "its section \(position + 1) of \(parts.count) is missing"
                    } else if damagedSections.contains(try part.decode(Int64.self, forColumn: "section")) {
                        problem = "its section \(position + 1) of \(parts.count) is damaged"
                    }
                    if problem != nil { break }
                }
                if problem == nil {
                    if let bytes = try BodyStore.stored(hash, in: db)?.assembled {
                        if SHA256.hex(of: bytes) != hash { problem = "it does not match its SHA-256" }
                    } else {
                        problem = "its sections do not add up to its length"
                    }
                }
                if let problem { report.problems.append("\(try bodyName(hash, db)): \(problem)") }
            }
            after = try last.decode(Int64.self, forColumn: "id")
        }
    }

    /// Every answer has its body.
    private static func checkAnswers(_ db: Database, into report: inout StoreCheckReport) throws {
        report.answers = try Int.fetchOne(db, sql: "SELECT count(*) FROM response") ?? 0
        let orphans = try Row.fetchAll(
            db,
            sql: """
                SELECT path, response.hash AS hash, fetchedAt FROM response LEFT JOIN body USING (hash)
                WHERE body.id IS NULL ORDER BY path, fetchedAt
                """)
        for row in orphans {
            let hash = try row.decode(String.self, forColumn: "hash")
            let date = Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetchedAt"))
            report.problems.append(
                "\(try row.decode(String.self, forColumn: "path")): the answer fetched at \(date.formatted(.iso8601)) has no body "
                    + "(SHA-256 \(hash.prefix(12))… is missing)")
        }
    }

    /// "the body of PATH (SHA-256 …)", naming one path that uses it.
    private static func bodyName(_ hash: String, _ db: Database) throws -> String {
        let path = try String.fetchOne(db, sql: "SELECT path FROM response WHERE hash = ? ORDER BY fetchedAt LIMIT 1", arguments: [hash])
        return "the body of \(path ?? "no answer") (SHA-256 \(hash.prefix(12))…)"
    }
}

extension Optional where Wrapped == String {
    fileprivate var orEmpty: String { self ?? "" }
}
