import Foundation
import Planning
import SitePages
import SnapshotStore

/// When the data on a page was fetched, and whether the latest fetch run refreshed it: what
/// pages ask (`PageTimes`), answered from the snapshot source.
///
/// Times come from the snapshots, never from the clock, so rebuilding unchanged data
/// writes the same bytes.
struct Freshness: PageTimes {
    let source: any SnapshotSource
    /// Newest time among every snapshot the site was built from: the "generated from" stamp.
    let newest: Date?
    /// The times of those snapshots, read once: for a folder each is a file's status, and
    /// every page of a character (both formats, its timeline, its tooltips) asks again.
    private let known: [TextKey: SnapshotTimes]

    init(source: any SnapshotSource, paths: [String]) {
        self.init(source: source, paths: paths, read: source.times(at:))
    }

    private init(source: any SnapshotSource, paths: [String], read: (String) -> SnapshotTimes?) {
        self.source = source
        var known: [TextKey: SnapshotTimes] = [:]
        for path in paths {
            if let times = read(path) { known[TextKey(path)] = times }
        }
        self.known = known
        newest = known.values.map(\.lastSeenAt).max()
    }

    /// The same over `paths` only (the sheets a build made, of the snapshots it was given),
    /// from the times this one read rather than from every file's status again.
    func narrowed(to paths: [String]) -> Freshness {
        Freshness(source: source, paths: paths, read: times(at:))
    }

    private func times(at path: String) -> SnapshotTimes? {
        known[TextKey(path)] ?? source.times(at: path)
    }

    func lastSeen(_ path: String) -> Date? { times(at: path)?.lastSeenAt }

    func fetched(_ path: String) -> Date? { times(at: path)?.fetchedAt }

    /// The stamp of a page built from `paths`; the whole site's when `paths` is empty.
    func stamp(for paths: [String]) -> DataStamp? {
        let found = paths.compactMap { path in times(at: path).map { (path, $0) } }
        // A route the API removed is said as such on its page (see `goneNote`), not as stale.
        let refreshable = found.filter { source.goneSince($0.0) == nil }.map(\.1)
        guard let asOf = paths.isEmpty ? newest : found.map(\.1.lastSeenAt).max() else { return nil }
        var stale: DataStamp.Stale?
        if let run = source.lastRunStart, let oldest = refreshable.map(\.lastSeenAt).min(), oldest < run {
            stale = DataStamp.Stale(run: KoreanDate.display(run), oldest: KoreanDate.display(oldest))
        }
        return DataStamp(asOf: KoreanDate.display(asOf), asOfMachine: KoreanDate.rfc3339(asOf), stale: stale)
    }

    /// Set when the API no longer offers `path`: since when, and the date of the last answer.
    func goneNote(_ path: String) -> GoneNote? {
        guard let since = source.goneSince(path) else { return nil }
        return GoneNote(since: KoreanDate.display(since), last: times(at: path).map { KoreanDate.display($0.lastSeenAt) })
    }
}
