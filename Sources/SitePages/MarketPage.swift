import Foundation
import LostArkAPI
import Planning
import Support

/// The market page: current prices by search, the gems' lowest auction prices, each tracked
/// item's history as a chart with its day's, week's and month's change, and the auction
/// split calculator (the template and `market.js`).
package struct MarketPage: Encodable {
    package let searches: [MarketSearchView]
    package let gems: [GemPriceRow]
    /// Auction searches of other items (accessories, stones), listing by listing.
    package let listings: [AuctionSearchView]
    package let items: [ItemView]
    package var hasGems: Bool { !gems.isEmpty }

    private enum CodingKeys: String, CodingKey { case searches, gems, listings, items, hasGems }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(searches, forKey: .searches)
        try container.encode(gems, forKey: .gems)
        try container.encode(listings, forKey: .listings)
        try container.encode(items, forKey: .items)
        try container.encode(hasGems, forKey: .hasGems)
    }

    package struct ItemView: Encodable {
        package let id: Int
        package let name: String
        package let anchor: String
        package let latest: String?
        package let changes: PriceChange.Spans
        package let variants: [VariantView]
        package let chart: ChartView?
    }

    package struct VariantView: Encodable {
        package let label: String
        /// The newest day with trades: the API's figure for today is partial until the day ends.
        package let current: String?
        package let currentDate: String?
        package let yesterday: String?
        package let yesterdayTrades: String?
        package let stats: [StatRow]
    }

    package struct StatRow: Encodable {
        package let date: String
        package let price: String
        package let trades: String
    }

    package init(
        items: [MarketItem], searches: [MarketSearchResult] = [], auctions: [AuctionSearchResult] = [],
        uncharted: Set<Int> = [], words: Words
    ) {
        let tracked = Set(items.map(\.id))
        self.searches = searches.enumerated().map { number, search in
            MarketSearchView(search, number: number + 1, tracked: tracked, words: words)
        }
        gems = GemPriceRow.rows(auctions.filter(\.isGems).map(\.list))
        listings = auctions.filter { !$0.isGems }.enumerated().map { number, search in
            AuctionSearchView(search, number: number + 1, words: words)
        }
        self.items = items.map { item in
            // Without a store, the answer's own two weeks are the history.
            let points = item.priceHistory ?? Self.points(item.variants)
            return ItemView(
                id: item.id, name: item.variants.first?.name ?? "#\(item.id)", anchor: "item-\(item.id)",
                latest: points.last(where: { $0.value > 0 }).map { MarketPrice.text($0.value) },
                changes: PriceChange.spans(points),
                variants: item.variants.map { Self.view($0, words: words) },
                chart: uncharted.contains(item.id)
                    ? nil
                    : ChartView(
                        id: "chart-price-\(item.id)", title: words[.chartPrice], points: points.filter { $0.value > 0 },
                        decimals: (points.map(\.value).max() ?? 0) < 100 ? 1 : 0, words: words))
        }
    }

    /// The daily prices of the variant traded most, oldest first; days without trades left out.
    static func points(_ variants: [MarketItemVariant]) -> [HistoryPoint] {
        let traded = variants.max { trades($0) < trades($1) }
        return (traded?.stats ?? []).compactMap { day in
            guard (day.tradeCount ?? 0) > 0, let price = day.averagePrice, price > 0, let date = Self.day(day.date) else { return nil }
            return HistoryPoint(date: date, value: price)
        }.sorted { $0.date < $1.date }
    }

    private static func trades(_ variant: MarketItemVariant) -> Int {
        variant.stats.reduce(0) { $0 + max(0, $1.tradeCount ?? 0) }
    }

    /// "2026-11-21" as that day's midnight UTC, as the store dates market days.
    private static func day(_ text: String) -> Date? {
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return Date(timeIntervalSince1970: Double(KoreanDate.daysFromCivil(parts[0], parts[1], parts[2])) * 86_400)
    }

    private static func view(_ variant: MarketItemVariant, words: Words) -> VariantView {
        let days = variant.stats.sorted { $0.date > $1.date }
        let traded = days.first { ($0.tradeCount ?? 0) > 0 && ($0.averagePrice ?? 0) > 0 }
        let yesterday = days.dropFirst().first
        var label =
            variant.tradeRemainCount.map { $0 == 0 ? words[.marketBound] : words(.marketTrades, ["count": String($0)]) }
            ?? words[.marketUnlimited]
        if let bundle = variant.bundleCount, bundle > 1 { label += " · " + words(.marketBundle, ["count": String(bundle)]) }
        return VariantView(
            label: label,
            current: traded?.averagePrice.map(MarketPrice.text), currentDate: traded?.date,
            yesterday: yesterday.flatMap { ($0.tradeCount ?? 0) > 0 ? $0.averagePrice.map(MarketPrice.text) : "–" },
            yesterdayTrades: yesterday.map { ChartLabels.number(Double($0.tradeCount ?? 0), decimals: 0) },
            stats: days.map { day in
                StatRow(
                    date: day.date,
                    price: (day.tradeCount ?? 0) > 0 ? day.averagePrice.map(MarketPrice.text) ?? "–" : "–",
                    trades: ChartLabels.number(Double(day.tradeCount ?? 0), decimals: 0))
            })
    }
}

/// One tracked market item: its variants and, with a history source, its daily prices.
package struct MarketItem: Sendable {
    package var id: Int
    package var variants: [MarketItemVariant]
    package var priceHistory: [HistoryPoint]?

    package init(id: Int, variants: [MarketItemVariant], priceHistory: [HistoryPoint]?) {
        (self.id, self.variants, self.priceHistory) = (id, variants, priceHistory)
    }
}

/// An auction search's answer with its label ("" for a folder's one unlabelled answer).
package struct AuctionSearchResult: Sendable {
    package var label: String
    package var list: AuctionList

    package init(label: String, list: AuctionList) {
        (self.label, self.list) = (label, list)
    }

    /// Whether the answer lists gems alone, which the page shows by kind and level.
    var isGems: Bool {
        !list.items.isEmpty && list.items.allSatisfy { GemName($0.name).level != nil && $0.name.hasSuffix("보석") }
    }
}

/// A market search's answer with its label ("" for a folder's one unlabelled answer) and,
/// from a store, its items' yesterday's averages over the answers kept, by id (or name).
package struct MarketSearchResult: Sendable {
    package var label: String
    package var list: MarketList
    package var history: [String: [HistoryPoint]]

    package init(label: String, list: MarketList, history: [String: [HistoryPoint]] = [:]) {
        (self.label, self.list, self.history) = (label, list, history)
    }
}
