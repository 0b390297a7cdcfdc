import Foundation
import GRDB

/// Decides, before anything writes to it, whether an existing file may be used as a store.
///
/// Opening the store switches it to WAL and migrates it, which rewrites the file header;
/// done to someone else's database that would damage it. So an existing file is first
/// inspected through a read-only connection, which SQLite guarantees never writes the file
/// (and which rejects a file that is not SQLite at all with SQLITE_NOTADB).
enum StoreIdentity {
    static func check(_ url: URL) throws(SnapshotError) {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else {
            throw SnapshotError(path: path, problem: "is a folder; pass the path of a store file (e.g. loas.sqlite) as --store")
        }
        var configuration = Configuration()
        configuration.readonly = true
        let mark: (applicationID: Int32, objects: Int)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            mark = try queue.read { db in
                (
                    try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                )
            }
            try queue.close()
        } catch {
            throw SnapshotError.store(path, error)
        }
        if mark.applicationID == Schema.applicationID { return }
        // No mark and no tables: an empty file (SQLite's empty database), or a store whose
        // creation stopped before its first migration committed.
        if mark.applicationID == 0 && mark.objects == 0 { return }
        if mark.applicationID != 0 {
            throw SnapshotError(
                path: path,
                problem: "is a SQLite database of another application (application_id \(mark.applicationID)), "
                    + "not a LOAS snapshot store; pass another --store path")
        }
        throw SnapshotError(
            path: path, problem: "is not a LOAS snapshot store (a SQLite database without LOAS's tables); pass another --store path")
    }
}
