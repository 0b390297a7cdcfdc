import FileSystem
import Foundation
import GRDB

/// Tells whether the store's content changed, for `loas serve`'s watcher.
///
/// Not from the file's time or size: SQLite moves those without new data (a reader's open,
/// a checkpoint), and a new answer first lands in the `-wal` file. `PRAGMA data_version`,
/// asked on one connection kept open, changes exactly when another connection (any
/// process) commits. The file's device and inode tell a store replaced by another file,
/// which that connection, still on the old file, would not see.
package struct StoreChanges: Sendable {
    package let url: URL
    private var connection: (queue: DatabaseQueue, file: FileIdentity)?

    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    package init(url: URL) {
        self.url = url
    }

    /// Differs from the previous answer when the store's content (or the file) changed; nil
    /// when there is no store at `url`. A store that cannot be read gives a steady answer, so
    /// it costs one failed rebuild, not one a second.
    package mutating func fingerprint() -> String? {
        guard let status = FileStatus(path: url.path) else {
            connection = nil
            return nil
        }
        let file = FileIdentity(device: status.device, inode: status.inode)
        let identity = "\(file.device):\(file.inode)"
        if connection?.file != file {
            // An empty file is not opened: SQLite would take it for a database; a writer fills it later.
            guard status.size > 0 else {
                connection = nil
                return identity + ":empty"
            }
            do {
                let queue = try ReadOnlyStore.open(url) { path, configuration in
                    try DatabaseQueue(path: path, configuration: configuration)
                }
                connection = (queue, file)
            } catch {
                connection = nil
                return identity + ":unreadable"
            }
        }
        guard let queue = connection?.queue,
            let version = try? queue.inDatabase({ db in try Int64.fetchOne(db, sql: "PRAGMA data_version") })
        else {
            connection = nil
            return identity + ":unreadable"
        }
        return identity + ":\(version)"
    }
}
