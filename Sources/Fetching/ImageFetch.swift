import Foundation
import Images
import LostArkClient
import SnapshotStore
import Support

/// After the API's answers, the pictures their pages show: every address the store's
/// latest snapshots name (`SnapshotReader.pictureAddresses`) that has no picture kept yet,
/// a few at a time, each recorded in its own transaction as it arrives. Only the game's
/// image hosts are asked. A picture that cannot be had is reported once and left out (its
/// page draws a placeholder, the next run asks again); it never fails the run.
package struct ImageFetch: Sendable {
    /// Pictures asked at once: image hosts are not the API, but are asked politely.
    package static let defaultConcurrency = 4

    package enum Event: Sendable {
        /// Before the first request: how many pictures will be asked for.
        case started(total: Int)
        case finished(ImageAddress, done: Int, total: Int)
    }

    private let client: ImageClient
    private let store: SnapshotDatabase
    private let clock: any WallClock
    private let concurrency: Int

    package init(client: ImageClient, store: SnapshotDatabase, clock: any WallClock = SystemClock(), concurrency: Int = defaultConcurrency)
    {
        self.client = client
        self.store = store
        self.clock = clock
        self.concurrency = max(1, concurrency)
    }

    /// Fetches what is missing. Throws only when the store cannot be read or written; at
    /// `deadline` (nil: none) the requests still out are cancelled and counted as not fetched.
    package func run(deadline: Date? = nil, onEvent: @escaping @Sendable (Event) -> Void = { _ in }) async throws(SnapshotError)
        -> ImageFetchSummary
    {
        let reader = SnapshotReader(try store.snapshots())
        let (addresses, unusable) = reader.pictureAddresses()
        let kept = try store.imageKeys()
        var summary = ImageFetchSummary()
        summary.unusable = unusable
        summary.alreadyKept = addresses.count { kept.contains($0.key) }
        var missing: [ImageAddress] = []
        var otherHosts: Set<String> = []
        for address in addresses where !kept.contains(address.key) {
            if address.isGameHost { missing.append(address) } else { otherHosts.insert(address.host) }
        }
        summary.otherHosts = otherHosts.sorted()
        summary.notFetched = missing.count
        onEvent(.started(total: missing.count))
        guard !missing.isEmpty else { return summary }
        let (client, clock) = (client, clock)
        let outcome: Result<Void, SnapshotError> = await withTaskGroup(of: Step.self) { group in
            if let deadline {
                group.addTask { (try? await clock.sleep(until: deadline)) == nil ? .deadlineCancelled : .deadlineReached }
            }
            var next = missing.makeIterator()
            var out = 0
            func ask() {
                guard let address = next.next() else { return }
                out += 1
                group.addTask { .answered(address, try? await client.fetch(address)) }
            }
            for _ in 0..<concurrency { ask() }
            var done = 0
            while out > 0, let step = await group.next() {
                switch step {
                case .deadlineReached:
                    summary.deadlineReached = true
                    next = [ImageAddress]().makeIterator()
                    group.cancelAll()
                case .deadlineCancelled:
                    continue
                case .answered(let address, let answer):
                    out -= 1
                    done += 1
                    if let answer {
                        summary.notFetched -= 1
                        do throws(SnapshotError) {
                            try record(answer, for: address, into: &summary)
                        } catch {
                            group.cancelAll()
                            return .failure(error)
                        }
                        onEvent(.finished(address, done: done, total: missing.count))
                    }
                    if !summary.deadlineReached { ask() }
                }
            }
            group.cancelAll()
            return .success(())
        }
        try outcome.get()
        return summary
    }

    private enum Step: Sendable {
        /// Nil: cancelled by the deadline.
        case answered(ImageAddress, Result<(data: Data, kind: ImageKind), ImageClient.Failure>?)
        case deadlineReached
        case deadlineCancelled
    }

    private func record(
        _ answer: Result<(data: Data, kind: ImageKind), ImageClient.Failure>, for address: ImageAddress,
        into summary: inout ImageFetchSummary
    ) throws(SnapshotError) {
        switch answer {
        case .success(let picture):
            let recorded = try store.recordImages([(address, picture.data)], at: clock.now)
            summary.fetched += 1
            summary.newBodies += recorded.newBodies
            summary.bytes += picture.data.count
        case .failure(let failure):
            summary.failed.append((address, failure))
        }
    }
}

/// What an image fetch did, for the end of a run. Never a reason to fail it.
package struct ImageFetchSummary: Sendable {
    /// Pictures fetched and kept.
    package var fetched = 0
    /// Of those, how many had bytes the store did not hold yet (the others were a copy of a
    /// picture kept under another address).
    package var newBodies = 0
    package var bytes = 0
    /// Addresses whose picture the store already had: not asked again.
    package var alreadyKept = 0
    package var failed: [(address: ImageAddress, failure: ImageClient.Failure)] = []
    /// Hosts other than the game's that snapshots name: not asked.
    package var otherHosts: [String] = []
    /// URLs that are not a plain http(s) address.
    package var unusable: [String] = []
    package var deadlineReached = false
    /// Asked for but not answered before the deadline.
    package var notFetched = 0

    package init() {}

    /// One line per problem (each failed picture once) and a closing count.
    package var lines: [String] {
        var lines = failed.map { "image \($0.address): failed: \($0.failure); its pages draw a placeholder" }
        if !otherHosts.isEmpty {
            lines.append("images on hosts other than the game's were not fetched: \(otherHosts.joined(separator: ", "))")
        }
        if !unusable.isEmpty {
            let shown = unusable.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("\(unusable.count) image address(es) are not plain http(s) URLs and were not fetched: \(shown)")
        }
        if deadlineReached && notFetched > 0 {
            lines.append("\(notFetched) images not fetched before the run's deadline; the next run asks for them")
        }
        lines.append(
            "images: \(fetched) fetched (\(bytes / 1024) KB, \(newBodies) new to the store), \(alreadyKept) already kept"
                + (failed.isEmpty ? "" : ", \(failed.count) failed"))
        return lines
    }
}
