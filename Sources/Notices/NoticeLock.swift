import FileSystem
import Foundation
import Support

/// One `loas notify` at a time per store: two runs that both composed before either recorded
/// would post every notice twice (a cron run and one started by hand, a slow run and the
/// next). The lock is a `flock` on a file beside the store (`.loas-*`, which the starter's
/// `.gitignore` leaves out), dropped by the kernel however its holder ends.
package enum NoticeLock {
    /// How often a waiting run tries the lock again.
    static let retryEvery: Duration = .seconds(1)

    /// The lock file's name for the store `store`.
    package static func fileName(for store: URL) -> String {
        ".loas-notify-\(store.lastPathComponent).lock"
    }

    /// Takes the lock of `store`, trying again every second on `clock` for at most `wait`;
    /// throws naming the store and the run holding it when the wait ends first.
    package static func acquire(store: URL, clock: any WallClock, wait: Duration) async throws(NoticeFailure) -> FileLock {
        let folderPath = store.deletingLastPathComponent().path
        let name = fileName(for: store)
        let folder: OpenFolder
        do {
            folder = try OpenFolder(path: folderPath)
        } catch {
            throw NoticeFailure(description: "cannot lock the store \(store.path) for notifying: \(error.description)")
        }
        let giveUp = clock.now.addingTimeInterval(wait.timeInterval)
        while true {
            let lock: FileLock?
            do {
                lock = try FileLock.acquire(name, in: folder)
            } catch {
                throw NoticeFailure(description: "cannot lock the store \(store.path) for notifying: \(error.description)")
            }
            if let lock {
                // Who holds it, for the message of a run that waits in vain.
                try? lock.setContents(Data("process \(ProcessInfo.processInfo.processIdentifier) since \(clock.now)\n".utf8))
                return lock
            }
            guard clock.now < giveUp else {
                let holder = folder.read(name).map { String(decoding: $0, as: UTF8.self) }
                let who = holder?.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty.map { " (\($0))" } ?? ""
                throw NoticeFailure(
                    description: "another loas notify\(who) is posting from the store \(store.path); this run waited "
                        + "\(Int(wait.timeInterval)) s for it and posted nothing. Nothing is lost: that run posts what is new, "
                        + "and the next run what is left")
            }
            do {
                try await clock.sleep(until: min(giveUp, clock.now.addingTimeInterval(retryEvery.timeInterval)))
            } catch {
                throw NoticeFailure(description: "loas notify was cancelled while waiting for another run on \(store.path)")
            }
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
