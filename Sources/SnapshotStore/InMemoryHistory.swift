import Foundation
import Support

/// History held in memory: series and armory answers given up front. The demo uses it
/// to show charts without a store; tests can use it to draw any series.
package struct InMemoryHistory: HistorySource {
    package var itemLevels: [String: [HistoryPoint]]
    package var combatPowers: [String: [HistoryPoint]]
    package var prices: [Int: [HistoryPoint]]
    /// Character → its armory answers, oldest first.
    package var armories: [String: [DatedAnswer]]
    /// A market search's path → its items' daily prices (``HistorySource/searchPrices(path:)``).
    package var searches: [String: [String: [HistoryPoint]]] = [:]

    package init(
        itemLevels: [String: [HistoryPoint]] = [:], combatPowers: [String: [HistoryPoint]] = [:],
        prices: [Int: [HistoryPoint]] = [:], armories: [String: [DatedAnswer]] = [:]
    ) {
        self.itemLevels = itemLevels
        self.combatPowers = combatPowers
        self.prices = prices
        self.armories = armories
    }

    package func profileHistory(character: String) -> ProfileHistory {
        ProfileHistory(itemLevel: itemLevels[character] ?? [], combatPower: combatPowers[character] ?? [])
    }
    package func priceHistory(itemID: Int) -> [HistoryPoint] { prices[itemID] ?? [] }
    package func armoryAnswers(character: String) -> [DatedAnswer] { armories[character] ?? [] }
    package func searchPrices(path: String) -> [String: [HistoryPoint]] { searches[path] ?? [:] }

    /// The daily prices the store would give after recording this one `markets/items/ID`
    /// answer, oldest first.
    package static func dailyPrices(marketAnswer body: Data) -> [HistoryPoint] {
        HistoryValues.dailyPrices(body).map { HistoryPoint(date: $0.key, value: $0.value) }.sorted { $0.date < $1.date }
    }
}
