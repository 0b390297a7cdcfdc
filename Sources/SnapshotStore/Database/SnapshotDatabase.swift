import Foundation
import GRDB

/// The SQLite snapshot store: every API answer LOAS fetched, kept once per distinct body,
/// with when it was first fetched and last seen, so a site can be built from any date and
/// history series drawn across fetches.
///
/// It opens in one of two ways: for writing (`loas fetch`, `loas import`: created when
/// missing, migrated, fsynced) and for reading (`loas build`, `serve`, `export`: read-only,
/// no migration, no pragma that writes, so a build never touches the file and works from
/// read-only media).
package struct SnapshotDatabase: Sendable {
    package let url: URL
    /// False when opened with ``init(readingFrom:)``: every write then fails.
    package let isWritable: Bool
    /// The bodies this open moved from whole answers into compressed sections (a store
    /// written by an older LOAS, upgraded in place); 0 when there was nothing to move.
    package private(set) var compactedBodies = 0

    /// A pool rather than a queue: the pool is GRDB's WAL mode, where readers (a site build,
    /// a history query) see the last committed state and never wait for, nor block, a long
    /// `record` in another process or thread.
    let pool: DatabasePool

    /// Opens the store for writing, creating it (and its folder) when missing and upgrading
    /// a store written by an older LOAS. An empty file becomes a store: SQLite reads a
    /// 0-byte file as an empty database, so nothing in it is lost.
    package init(url: URL) throws(SnapshotError) {
        self.url = url
        isWritable = true
        let path = url.path
        try StoreIdentity.check(url)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError(path: folder.path, problem: "cannot create the store's folder (\(error.localizedDescription))")
        }
        var configuration = Configuration()
        // Another process (a build reading, a second fetch) may hold the lock for a moment;
        // waiting briefly beats failing a whole fetch run. (GRDB opens write transactions
        // IMMEDIATE, so two writers queue here instead of failing halfway through.)
        configuration.busyMode = .timeout(10)
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            // GRDB's WAL setup chooses synchronous=NORMAL, which can lose the last commits on
            // power loss. A fetch run is slow and rate-limited, so its answers are worth an
            // fsync per transaction.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            let waiting = try pool.read { db in try Self.bodiesAwaitingCompaction(db) }
            try Schema.migrator.migrate(pool)
            let superseded = try pool.read { db in try Schema.migrator.hasBeenSuperseded(db) }
            if superseded { throw SnapshotError(path: path, problem: Schema.newerProblem) }
            if waiting > 0 {
                // SQLite keeps the pages the whole answers took as free pages of the file;
                // once they are in sections, a store of a year would stay its old size.
                try pool.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
                compactedBodies = waiting
            }
        } catch {
            throw SnapshotError.store(path, error)
        }
    }

    /// How many whole answers the compaction migration will move (0 when it has run, or
    /// the store is new).
    private static func bodiesAwaitingCompaction(_ db: Database) throws -> Int {
        guard try db.tableExists("body"), try db.columns(in: "body").contains(where: { $0.name == "data" }) else {
            return 0
        }
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM body") ?? 0
    }

    /// Opens an existing store for reading only. Nothing is written to the file: no
    /// migration, no pragma that writes its header. A store of an older schema is refused
    /// with the command that upgrades it, so a reader never has to guess at old tables.
    package init(readingFrom url: URL) throws(SnapshotError) {
        self.url = url
        isWritable = false
        pool = try ReadOnlyStore.open(url) { path, configuration in
            try DatabasePool(path: path, configuration: configuration)
        }
        let path = url.path
        do {
            try pool.read { db throws in
                if let problem = try StoreIdentity.problem(of: db) { throw SnapshotError(path: path, problem: problem) }
                if try Schema.migrator.hasBeenSuperseded(db) { throw SnapshotError(path: path, problem: Schema.newerProblem) }
                if try !Schema.migrator.hasCompletedMigrations(db) {
                    throw SnapshotError(path: path, problem: Schema.olderProblem)
                }
            }
        } catch {
            throw SnapshotError.store(path, error)
        }
    }
}
