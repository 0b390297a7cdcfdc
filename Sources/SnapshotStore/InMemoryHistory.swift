import Foundation
import Support

/// History held in memory: series and earlier answers given up front. The demo uses it
/// to show charts without a store; tests can use it to draw any series.
public struct InMemoryHistory: HistorySource {
    public var itemLevels: [String: [HistoryPoint]]
    public var combatPowers: [String: [HistoryPoint]]
    public var prices: [Int: [HistoryPoint]]
    /// Path → the answer before the latest.
    public var previousAnswers: [String: DatedAnswer]

    public init(
        itemLevels: [String: [HistoryPoint]] = [:], combatPowers: [String: [HistoryPoint]] = [:],
        prices: [Int: [HistoryPoint]] = [:], previousAnswers: [String: DatedAnswer] = [:]
    ) {
        self.itemLevels = itemLevels
        self.combatPowers = combatPowers
        self.prices = prices
        self.previousAnswers = previousAnswers
    }

    public func itemLevelHistory(character: String) -> [HistoryPoint] { itemLevels[character] ?? [] }
    public func combatPowerHistory(character: String) -> [HistoryPoint] { combatPowers[character] ?? [] }
    public func priceHistory(itemID: Int) -> [HistoryPoint] { prices[itemID] ?? [] }
    public func previousAnswer(path: String) -> DatedAnswer? { previousAnswers[path] }

    /// The daily prices the store would give after recording this one `markets/items/ID`
    /// answer, oldest first.
    public static func dailyPrices(marketAnswer body: Data) -> [HistoryPoint] {
        HistoryValues.dailyPrices(body).map { HistoryPoint(date: $0.key, value: $0.value) }.sorted { $0.date < $1.date }
    }
}
