import Foundation
import GRDB
import LostArkAPI

/// Armories whose latest stored answer is `null`: the API stopped answering for the character
/// (renamed with a ticket, or deleted), though the store holds what it answered before. A
/// build shows that last real answer and says since when (`SnapshotSource.goneSince`), rather
/// than losing the sheet, its timeline and its feed entries to one `null`.
struct SilentArmories: Sendable {
    /// The last answer that was not `null`, and the first `null` after it.
    struct Answered: Sendable {
        var hash: String
        var times: SnapshotTimes
        var since: Date
    }

    /// By armory path; only paths whose latest answer is `null` and that had a real one.
    private(set) var answered: [String: Answered] = [:]

    /// A body this short may be `null` with spaces around it; no armory comes near.
    static let nullSizeLimit = 64

    init() {}

    /// Reads, for the latest answers of `latest`, what each silent armory answered last, as of
    /// `date` (nil: now), in the caller's read transaction.
    init(_ db: Database, latest: LatestIndex, at date: Date?) throws {
        let nulls = try Self.nullHashes(db)
        guard !nulls.isEmpty else { return }
        let cutoff = date.map(\.timeIntervalSince1970) ?? .greatestFiniteMagnitude
        let placeholders = nulls.map { _ in "?" }.joined(separator: ", ")
        let real = try db.cachedStatement(
            sql: """
                SELECT hash, fetchedAt, min(lastSeenAt, ?) AS seen FROM response
                WHERE path = ? AND fetchedAt <= ? AND hash NOT IN (\(placeholders))
                ORDER BY fetchedAt DESC, id DESC LIMIT 1
                """)
        let firstAfter = try db.cachedStatement(
            sql: "SELECT min(fetchedAt) FROM response WHERE path = ? AND fetchedAt > ? AND fetchedAt <= ?")
        for (path, latestAnswer) in latest.answers where nulls.contains(latestAnswer.hash) {
            guard case .armory = Route(mirrorPath: path) else { continue }
            let arguments: [(any DatabaseValueConvertible)?] = [cutoff, path, cutoff] + nulls.map { $0 }
            guard let row = try Row.fetchOne(real, arguments: StatementArguments(arguments)) else { continue }
            let fetchedAt = try row.decode(Double.self, forColumn: "fetchedAt")
            let since = try Double.fetchOne(firstAfter, arguments: [path, fetchedAt, cutoff])
            answered[path] = Answered(
                hash: try row.decode(String.self, forColumn: "hash"),
                times: SnapshotTimes(
                    fetchedAt: Date(timeIntervalSince1970: fetchedAt),
                    lastSeenAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "seen"))),
                since: since.map { Date(timeIntervalSince1970: $0) } ?? latestAnswer.times.fetchedAt)
        }
    }

    /// The hashes of stored bodies that are JSON `null`: of the few tiny bodies, those that say it.
    private static func nullHashes(_ db: Database) throws -> [String] {
        let tiny = try String.fetchAll(db, sql: "SELECT hash FROM body WHERE size <= ?", arguments: [nullSizeLimit])
        return try tiny.filter { hash in
            guard let bytes = try BodyStore.stored(hash, in: db)?.assembled else { return false }
            return isNull(bytes)
        }
    }

    /// `null`, with JSON's spaces around it allowed.
    static func isNull(_ bytes: Data) -> Bool {
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return Array(bytes.drop { spaces.contains($0) }.reversed().drop { spaces.contains($0) }.reversed()) == Array("null".utf8)
    }
}
