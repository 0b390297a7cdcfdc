import FileSystem
import Foundation
import GRDB

/// Decides, before anything writes to it, whether an existing file may be used as a store.
///
/// Opening the store for writing switches it to WAL and migrates it, which rewrites the
/// file header; done to someone else's database that would damage it. So an existing file
/// is first inspected through a read-only connection, which SQLite guarantees never writes
/// the file (and which rejects a file that is not SQLite at all with SQLITE_NOTADB).
enum StoreIdentity {
    /// For writing: a missing file, an empty one and an unfinished store are fine (the
    /// writer creates the store); anything else must already be a LOAS store, and a sound
    /// one (`StoreIntegrity`).
    static func check(_ url: URL) throws(SnapshotError) {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else { throw SnapshotError(path: path, problem: isFolderProblem) }
        // SQLite's open of a pipe waits for a writer, forever when there is none.
        if let problem = RegularFile.problem(at: path) { throw SnapshotError(path: path, problem: problem.problem) }
        var configuration = Configuration()
        configuration.readonly = true
        let problem: String?
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            problem = try queue.read { db in
                try Self.problem(of: db, acceptingEmpty: true) ?? StoreIntegrity.refusal(db)
            }
            try queue.close()
        } catch {
            throw SnapshotError.store(path, error)
        }
        if let problem { throw SnapshotError(path: path, problem: problem) }
    }

    /// What keeps the database open in `db` from being a LOAS store, or nil when it is one.
    /// `acceptingEmpty`: a database without a mark and without tables (an empty file, or a
    /// store whose creation stopped before its first migration committed) is fine to a
    /// writer, which will create the store in it, but holds nothing for a reader.
    static func problem(of db: Database, acceptingEmpty: Bool = false) throws -> String? {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if applicationID == Schema.applicationID { return nil }
        if applicationID != 0 {
            return "is a SQLite database of another application (application_id \(applicationID)), "
                + "not a LOAS snapshot store; pass another --store path"
        }
        if objects == 0 {
            return acceptingEmpty
                ? nil
                : "is an empty SQLite database, not a LOAS snapshot store yet; "
                    + "`loas fetch` or `loas import` records snapshots in it"
        }
        return "is not a LOAS snapshot store (a SQLite database without LOAS's tables); pass another --store path"
    }

    static let isFolderProblem = "is a folder; pass the path of a store file (e.g. loas.sqlite) as --store"

    /// A 0-byte file is SQLite's empty database, and a common leftover (`touch`, a failed copy).
    static let emptyFileProblem =
        "is an empty file (0 bytes), not a LOAS snapshot store (an SQLite file written by `loas fetch` or "
        + "`loas import`); run one of them to create the store there, or pass another --store path"
}
