import FileSystem
import Foundation
import SnapshotStore
import Support

/// One `loas notify` on one store, all of it but parsing the command line: the notices
/// composed from the store, posted in order and recorded, one run at a time per store
/// (`NoticeLock`); or composed only, for `--dry-run` and `--preview`.
package struct NoticeJob: Sendable {
    package let store: SnapshotDatabase
    package let composer: NoticeComposer
    /// `renames` in loas.yml, old name → new name.
    package let renames: [String: String]
    /// How long a run waits for another run on the same store to finish.
    package var lockWait: Duration = .seconds(300)

    package init(store: SnapshotDatabase, composer: NoticeComposer, renames: [String: String]) {
        (self.store, self.composer, self.renames) = (store, composer, renames)
    }

    /// What a run would post at `now`, with the warnings of reading the store.
    package func compose(now: Date) throws(NoticeFailure) -> (notices: [OutgoingNotice], warnings: [String]) {
        do {
            let (facts, warnings) = try NoticeFacts.read(try store.snapshots(), renames: renames)
            return (composer.compose(facts, posted: try store.postedNotices(), now: now), warnings)
        } catch {
            throw NoticeFailure(description: error.description)
        }
    }

    /// One notice of each kind the store can show now (the latest change, today, last week),
    /// as if nothing had been posted since a run an hour ago; nothing is recorded.
    package func preview(now: Date) throws(NoticeFailure) -> (notices: [OutgoingNotice], warnings: [String]) {
        do {
            let (facts, warnings) = try NoticeFacts.read(try store.snapshots(), renames: renames)
            return (composer.preview(facts, now: now), warnings)
        } catch {
            throw NoticeFailure(description: error.description)
        }
    }

    /// Takes the store's notify lock (waiting for another run at most `lockWait`), then
    /// composes at `clock.now`, posts through `poster` and records each notice once taken.
    /// `warn` is told each warning of reading the store.
    package func post(through poster: any NoticePoster, clock: any WallClock, warn: (String) -> Void) async throws(NoticeFailure)
        -> NoticeRun.Outcome
    {
        let lock = try await NoticeLock.acquire(store: store.url, clock: clock, wait: lockWait)
        defer { lock.release() }
        // Composed under the lock: a run that waited sees what the one before recorded.
        let (notices, warnings) = try compose(now: clock.now)
        warnings.forEach(warn)
        let store = store
        return try await NoticeRun(poster: poster) { keys in try store.recordPostedNotices(keys, at: clock.now) }.post(notices)
    }
}
