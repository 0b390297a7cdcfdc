import Foundation
import GRDB

/// Reads the store through one GRDB reader: the store's pool (a command's own queries) or a
/// snapshot of it (`StoreSnapshot`: a build that must see one moment throughout).
///
/// A body's sections are read with the connection held and expanded after it is let go, so
/// a build's workers share one snapshot connection without waiting on each other's zlib.
struct StoreReading: Sendable {
    let reader: any DatabaseReader
    /// The store's path, which every message names.
    let label: String

    func perform<T>(_ work: () throws -> T) throws(SnapshotError) -> T {
        do {
            return try work()
        } catch {
            throw SnapshotError.store(label, error)
        }
    }

    /// The bytes of the body whose SHA-256 is `hash`, the answer at `path`; nil when the body
    /// row is missing. Sections that are missing or damaged are an error naming the path.
    func body(hash: String, path: String, latest: Bool = true) throws(SnapshotError) -> Data? {
        let stored = try perform { try reader.read { db in try BodyStore.stored(hash, in: db) } }
        guard let stored else { return nil }
        guard let bytes = stored.assembled else {
            throw SnapshotError(path: label + "/" + path, problem: Self.damagedBodyProblem(hash: hash, latest: latest))
        }
        return bytes
    }

    static func damagedBodyProblem(hash: String, latest: Bool = true) -> String {
        "\(latest ? "its latest" : "an earlier") stored answer (SHA-256 \(hash.prefix(12))…) cannot be put back together: "
            + "a section of it is missing or damaged; `loas store check` lists what is, and the next `loas fetch` records it again"
    }

    /// The stored answer `back` changes before the latest of a path (0: the latest). An
    /// answer without its body is an error naming the path, not a skip to an older one.
    func answer(path: String, back: Int) throws(SnapshotError) -> (body: Data, fetchedAt: Date, lastSeenAt: Date)? {
        let path = path.storeForm
        let row = try perform {
            try reader.read { db in
                try Row.fetchOne(
                    db,
                    sql:
                        "SELECT hash, fetchedAt, lastSeenAt FROM response WHERE path = ? ORDER BY fetchedAt DESC, id DESC LIMIT 1 OFFSET ?",
                    arguments: [path, back])
            }
        }
        guard let row else { return nil }
        let (hash, fetchedAt, lastSeenAt) = try perform {
            (
                try row.decode(String.self, forColumn: "hash"), try row.decode(Double.self, forColumn: "fetchedAt"),
                try row.decode(Double.self, forColumn: "lastSeenAt")
            )
        }
        guard let body = try body(hash: hash, path: path, latest: back == 0) else {
            throw SnapshotError(
                path: label + "/" + path, problem: SnapshotDatabase.missingBodyProblem(hash: hash, latest: back == 0))
        }
        return (body, Date(timeIntervalSince1970: fetchedAt), Date(timeIntervalSince1970: lastSeenAt))
    }
}
