import Foundation
import Support

/// Where a site gets history from: series across fetches and the answer before the latest.
/// Only the snapshot store has history; a mirror folder is one moment, so a site built from
/// one has no `HistorySource` and draws no charts.
package protocol HistorySource: Sendable {
    func itemLevelHistory(character: String) throws(SnapshotError) -> [HistoryPoint]
    func combatPowerHistory(character: String) throws(SnapshotError) -> [HistoryPoint]
    func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint]
    /// Yesterday's averages of a market search's items over its stored answers, by item id
    /// (or name); empty when the source keeps one answer per path.
    func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]]
    /// The stored answer of `path` before its latest one; nil when there was only one.
    func previousAnswer(path: String) throws(SnapshotError) -> DatedAnswer?
    /// Changes whenever anything the history of `character` (its armory snapshot's name)
    /// shows would change, so a build may keep its sheet while it matches; nil when the
    /// source cannot tell, and the sheet is then built every time.
    func historyFingerprint(character: String) throws(SnapshotError) -> String?
}

extension HistorySource {
    package func historyFingerprint(character: String) throws(SnapshotError) -> String? { nil }
    package func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]] { [:] }
}

/// One stored answer and when it was first fetched.
package struct DatedAnswer: Sendable {
    package var body: Data
    package var fetchedAt: Date

    package init(body: Data, fetchedAt: Date) {
        self.body = body
        self.fetchedAt = fetchedAt
    }
}
