import FileSystem
import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens an existing store without writing to it.
///
/// A read-only connection never writes the database file. The store is in WAL mode, so
/// SQLite still needs the `-wal` and `-shm` files beside it to coordinate with a writer (a
/// `loas fetch` running meanwhile): it opens them, creating empty ones when the folder is
/// writable (the next writer's close removes them). On a read-only file system without them
/// there is no writer to coordinate with and nothing in a log, so the file is read as it is
/// (`immutable=1`). A folder that is only closed to this user is not read that way: its
/// owner may start a fetch meanwhile, whose checkpoint would change pages under the build.
enum ReadOnlyStore {
    static func open<Reader: DatabaseReader>(
        _ url: URL, _ make: (String, Configuration) throws -> Reader
    ) throws(SnapshotError) -> Reader {
        let path = url.path
        try checkFile(path)
        var configuration = Configuration()
        configuration.readonly = true
        // A writer's checkpoint or recovery holds a lock for a moment; wait rather than fail.
        configuration.busyMode = .timeout(10)
        let refusal: any Error
        do {
            return try opened(make(path, configuration))
        } catch {
            refusal = error
        }
        // SQLite says READONLY_DIRECTORY when it may not create the -shm file, and
        // CANTOPEN on a read-only file system.
        let error = refusal as? DatabaseError
        let closedFolder = error?.extendedResultCode == .SQLITE_READONLY_DIRECTORY
        guard closedFolder || error?.resultCode == .SQLITE_CANTOPEN else { throw SnapshotError.store(path, refusal) }
        let folder = url.deletingLastPathComponent().path
        guard isReadOnlyFileSystem(folder) else {
            guard closedFolder else { throw SnapshotError.store(path, refusal) }
            throw SnapshotError(
                path: path,
                problem: "cannot be read: SQLite creates \(path)-wal and -shm beside a store to read it safely while "
                    + "a fetch may write it, and this user cannot write to \(folder); make the folder writable "
                    + "for this user, or copy the store to a folder that is")
        }
        guard (FileStatus(path: path + "-wal")?.size ?? 0) == 0 else {
            throw SnapshotError(
                path: path,
                problem: "cannot be read here: its write-ahead log \(path)-wal holds changes that SQLite reads only "
                    + "through a \(path)-shm file, which it cannot create on this read-only file system; copy the "
                    + "store with its -wal file to writable storage, or run `loas fetch` once where it is writable")
        }
        do {
            return try opened(make(immutableURI(path), configuration))
        } catch {
            // The immutable form is a fallback (it needs SQLite's URI filenames); the first
            // refusal is the one that explains the problem.
            throw SnapshotError.store(path, refusal)
        }
    }

    /// Refuses, before SQLite sees it, what cannot be a store to read.
    private static func checkFile(_ path: String) throws(SnapshotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SnapshotError(path: path, problem: "no such snapshot store; `loas fetch` or `loas import` creates it")
        }
        guard !isDirectory.boolValue else { throw SnapshotError(path: path, problem: StoreIdentity.isFolderProblem) }
        if let problem = RegularFile.problem(at: path) { throw SnapshotError(path: path, problem: problem.problem) }
        if FileStatus(path: path)?.size == 0 { throw SnapshotError(path: path, problem: StoreIdentity.emptyFileProblem) }
    }

    /// SQLite opens files lazily; the first read opens the log and its index, where a
    /// read-only folder shows.
    private static func opened<Reader: DatabaseReader>(_ reader: Reader) throws -> Reader {
        try reader.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        return reader
    }

    private static func isReadOnlyFileSystem(_ folder: String) -> Bool {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return false }
        return UInt64(truncatingIfNeeded: info.f_flag) & UInt64(truncatingIfNeeded: ST_RDONLY) != 0
    }

    /// `file:` URI of `path`, read as a file nothing changes. `?`, `#` and `%` in the path
    /// are escaped (SQLite decodes %HH), and so is anything outside ASCII.
    static func immutableURI(_ path: String) -> String {
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return "file:\(escaped)?mode=ro&immutable=1"
    }
}
