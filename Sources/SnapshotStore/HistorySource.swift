import Foundation
import Support

/// Where a site gets history from: series across fetches and every stored armory.
/// Only the snapshot store has history; a mirror folder is one moment, so a site built from
/// one has no `HistorySource` and draws no charts.
package protocol HistorySource: Sendable {
    /// Item level and combat power of `character` (its snapshot's name) over time.
    func profileHistory(character: String) throws(SnapshotError) -> ProfileHistory
    func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint]
    /// Every distinct stored armory answer of `character` (its snapshot's name), oldest
    /// first, each at its first fetch: what a change timeline is made of.
    func armoryAnswers(character: String) throws(SnapshotError) -> [DatedAnswer]
    /// The same answers as their top-level members, when the source keeps them apart (the
    /// store does); nil when it does not, and `armoryAnswers` is read instead.
    func armorySections(character: String) throws(SnapshotError) -> [SectionedAnswer]?
    /// The bytes of one member named by `armorySections`.
    func section(hash: String) throws(SnapshotError) -> Data?
    /// Yesterday's averages of a market search's items over its stored answers, by item id
    /// (or name); empty when the source keeps one answer per path.
    func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]]
    /// Changes whenever anything the history of `character` (its armory snapshot's name)
    /// shows would change, so a build may keep its sheet while it matches; nil when the
    /// source cannot tell, and the sheet is then built every time.
    func historyFingerprint(character: String) throws(SnapshotError) -> String?
    /// Changes whenever any stored answer of `paths` (API-mirror paths) is added or seen
    /// again: what the market's price series are made of. Nil when the source cannot tell.
    func historyFingerprint(paths: [String]) throws(SnapshotError) -> String?
    /// `historyFingerprint(character:)` of each of `characters` at once; nil when the source
    /// asks each on its own.
    func historyFingerprints(characters: [String]) throws(SnapshotError) -> [String: String]?
}

extension HistorySource {
    package func itemLevelHistory(character: String) throws(SnapshotError) -> [HistoryPoint] {
        try profileHistory(character: character).itemLevel
    }

    package func combatPowerHistory(character: String) throws(SnapshotError) -> [HistoryPoint] {
        try profileHistory(character: character).combatPower
    }

    package func historyFingerprint(character: String) throws(SnapshotError) -> String? { nil }
    package func historyFingerprint(paths: [String]) throws(SnapshotError) -> String? { nil }
    package func historyFingerprints(characters: [String]) throws(SnapshotError) -> [String: String]? { nil }
    package func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]] { [:] }
    package func armorySections(character: String) throws(SnapshotError) -> [SectionedAnswer]? { nil }
    package func section(hash: String) throws(SnapshotError) -> Data? { nil }
}

/// One stored answer as its top-level members in order, each by its SHA-256.
package struct SectionedAnswer: Sendable {
    package struct Section: Sendable {
        /// The member's key; nil for the closing brace and an answer that is not an object.
        package var label: String?
        package var hash: String
    }

    package var fetchedAt: Date
    package var sections: [Section]
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

/// Item level and combat power over time, oldest first.
package struct ProfileHistory: Sendable, Equatable {
    package var itemLevel: [HistoryPoint]
    package var combatPower: [HistoryPoint]

    package init(itemLevel: [HistoryPoint] = [], combatPower: [HistoryPoint] = []) {
        self.itemLevel = itemLevel
        self.combatPower = combatPower
    }
}
