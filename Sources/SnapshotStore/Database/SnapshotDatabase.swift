import Foundation
import GRDB

/// The SQLite snapshot store: every API answer LOAS fetched, kept once per distinct body,
/// with when it was first fetched and last seen, so a site can be built from any date and
/// history series drawn across fetches.
public struct SnapshotDatabase: Sendable {
    public let url: URL

    /// A pool rather than a queue: the pool is GRDB's WAL mode, where readers (a site build,
    /// a history query) see the last committed state and never wait for, nor block, a long
    /// `record` in another process or thread.
    let pool: DatabasePool

    public init(url: URL) throws(SnapshotError) {
        self.url = url
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
            try Schema.migrator.migrate(pool)
            let superseded = try pool.read { db in try Schema.migrator.hasBeenSuperseded(db) }
            if superseded {
                throw SnapshotError(
                    path: path, problem: "was written by a newer LOAS (its schema has migrations this LOAS does not know); upgrade LOAS")
            }
        } catch {
            throw SnapshotError.store(path, error)
        }
    }
}
