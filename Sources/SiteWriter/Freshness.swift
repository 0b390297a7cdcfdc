import Foundation
import Planning
import SitePages
import SnapshotStore

/// When the data on a page was fetched, and whether the latest fetch run refreshed it.
///
/// Times come from the snapshots, never from the clock, so rebuilding unchanged data
/// writes the same bytes.
struct Freshness: Sendable {
    let source: any SnapshotSource
    /// Newest time among every snapshot the site was built from: the "generated from" stamp.
    let newest: Date?

    init(source: any SnapshotSource, paths: [String]) {
        self.source = source
        newest = paths.compactMap { source.times(at: $0)?.lastSeenAt }.max()
    }

    /// The stamp of a page built from `paths`; the whole site's when `paths` is empty.
    func stamp(for paths: [String]) -> DataStamp? {
        // Each path's times are read once: for a folder they are a file's status, and the
        // roster's pages name every character.
        let known = paths.compactMap { path in source.times(at: path).map { (path, $0) } }
        let times = known.map(\.1)
        // A route the API removed is said as such on its page (see `goneNote`), not as stale.
        let refreshable = known.filter { source.goneSince($0.0) == nil }.map(\.1)
        guard let asOf = paths.isEmpty ? newest : times.map(\.lastSeenAt).max() else { return nil }
        var stale: DataStamp.Stale?
        if let run = source.lastRunStart, let oldest = refreshable.map(\.lastSeenAt).min(), oldest < run {
            stale = DataStamp.Stale(run: KoreanDate.display(run), oldest: KoreanDate.display(oldest))
        }
        return DataStamp(asOf: KoreanDate.display(asOf), asOfMachine: KoreanDate.rfc3339(asOf), stale: stale)
    }

    /// Set when the API no longer offers `path`: since when, and the date of the last answer.
    func goneNote(_ path: String) -> GoneNote? {
        guard let since = source.goneSince(path) else { return nil }
        return GoneNote(since: KoreanDate.display(since), last: source.times(at: path).map { KoreanDate.display($0.lastSeenAt) })
    }
}
