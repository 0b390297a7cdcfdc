import Foundation
import Support

/// The store is the one history source: it keeps every distinct answer with its dates.
/// `StoreSnapshot` answers the same questions from one moment of the store.
extension SnapshotDatabase: HistorySource {
    package func profileHistory(character: String) throws(SnapshotError) -> ProfileHistory {
        try reading.profileHistory(character: character)
    }

    package func priceHistory(itemID: Int) throws(SnapshotError) -> [HistoryPoint] {
        try reading.priceHistory(itemID: itemID)
    }

    package func searchPrices(path: String) throws(SnapshotError) -> [String: [HistoryPoint]] {
        try reading.searchPrices(path: path)
    }

    package func historyFingerprint(character: String) throws(SnapshotError) -> String? {
        try reading.historyFingerprint(character: character)
    }

    package func historyFingerprint(paths: [String]) throws(SnapshotError) -> String? {
        try reading.historyFingerprint(paths: paths)
    }

    package func historyFingerprints(characters: [String]) throws(SnapshotError) -> [String: String]? {
        try reading.historyFingerprints(characters: characters)
    }

    package func armoryAnswers(character: String) throws(SnapshotError) -> [DatedAnswer] {
        try reading.armoryAnswers(character: character)
    }

    package func armorySections(character: String) throws(SnapshotError) -> [SectionedAnswer]? {
        try reading.armorySections(character: character)
    }

    package func section(hash: String) throws(SnapshotError) -> Data? {
        try reading.section(hash: hash)
    }
}
