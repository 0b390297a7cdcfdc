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
    func stamp(for paths: [String]) -> Stamp? {
        let times = paths.compactMap { source.times(at: $0) }
        // A route the API removed is said as such on its page (see `goneNote`), not as stale.
        let refreshable = paths.filter { source.goneSince($0) == nil }.compactMap { source.times(at: $0) }
        guard let asOf = paths.isEmpty ? newest : times.map(\.lastSeenAt).max() else { return nil }
        var stale: String?
        if let run = source.lastRunStart, let oldest = refreshable.map(\.lastSeenAt).min(), oldest < run {
            stale = "마지막 수집(\(KoreanDate.display(run)))에서 갱신되지 않은 데이터입니다. \(KoreanDate.display(oldest)) 기준."
        }
        return Stamp(asOf: KoreanDate.display(asOf), asOfMachine: KoreanDate.rfc3339(asOf), stale: stale)
    }

    /// Set when the API no longer offers `path`: since when, and the date of the last answer.
    func goneNote(_ path: String) -> String? {
        guard let since = source.goneSince(path) else { return nil }
        let last = source.times(at: path).map { " 마지막으로 받은 데이터(\(KoreanDate.display($0.lastSeenAt)) 기준)를 보여 줍니다." } ?? ""
        return "Open API가 \(KoreanDate.display(since))부터 이 정보를 제공하지 않습니다." + last
    }

    typealias Stamp = DataStamp
}
