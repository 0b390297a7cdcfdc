import Foundation
import GRDB

extension SnapshotError {
    /// An SQLite failure on the store at `path`, phrased as something the user can act on.
    static func store(_ path: String, _ error: any Error) -> SnapshotError {
        if let error = error as? SnapshotError { return error }
        if error is RowDecodingError {
            return SnapshotError(
                path: path, problem: "holds a value LOAS cannot read (\(error)); was it edited by another program?")
        }
        guard let error = error as? DatabaseError else {
            return SnapshotError(path: path, problem: "\(error)")
        }
        let detail = error.message.map { " (\($0))" } ?? ""
        let problem: String
        switch error.resultCode {
        case .SQLITE_NOTADB:
            problem = "is not a SQLite database; pass another --store path"
        case .SQLITE_READONLY:
            problem = "is read-only; check the permissions of the file and of its folder (SQLite writes -wal and -shm files beside it)"
        case .SQLITE_CANTOPEN:
            problem = "cannot be opened; check that its folder exists and is writable\(detail)"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            problem = "is locked by another process (another `loas fetch`?); try again when it has finished"
        case .SQLITE_FULL:
            problem = "cannot grow: the disk is full"
        case .SQLITE_CORRUPT:
            return SnapshotError(
                path: path,
                problem: "is damaged (SQLite reports corruption); `loas store check` shows what is damaged; restore it from a "
                    + "backup, or export what is readable with `sqlite3 .recover`",
                isDamage: true)
        case .SQLITE_IOERR:
            problem = "could not be read or written (I/O error)\(detail)"
        default:
            problem = "SQLite error \(error.extendedResultCode.rawValue)\(detail)"
        }
        return SnapshotError(path: path, problem: problem)
    }
}

extension SnapshotDatabase {
    /// Runs GRDB work, turning whatever it throws into a ``SnapshotError`` naming the store.
    func perform<T>(_ work: () throws -> T) throws(SnapshotError) -> T {
        do {
            return try work()
        } catch {
            throw SnapshotError.store(url.path, error)
        }
    }
}
