import LostArkAPI
import Support

/// Tracked market items: each variant's latest prices and the API's daily statistics,
/// and a price chart when the store has accumulated answers.
package struct MarketPage: Encodable {
    package let chrome: Chrome
    package let items: [ItemView]

    package struct ItemView: Encodable {
        package let id: Int
        package let name: String
        package let anchor: String
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

    package init(chrome: Chrome, items: [MarketItem], words: Words) {
        self.chrome = chrome
        self.items = items.map { item in
            ItemView(
                id: item.id, name: item.variants.first?.name ?? "#\(item.id)", anchor: "item-\(item.id)",
                variants: item.variants.map { Self.view($0, words: words) },
                chart: item.priceHistory.flatMap { points in
                    let decimals = (points.map(\.value).max() ?? 0) < 100 ? 1 : 0
                    return ChartView(
                        id: "chart-price-\(item.id)", title: words[.chartPrice], points: points, decimals: decimals, words: words)
                })
        }
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
            current: traded?.averagePrice.map(price), currentDate: traded?.date,
            yesterday: yesterday.flatMap { ($0.tradeCount ?? 0) > 0 ? $0.averagePrice.map(price) : "–" },
            yesterdayTrades: yesterday.map { ChartLabels.number(Double($0.tradeCount ?? 0), decimals: 0) },
            stats: days.map { day in
                StatRow(
                    date: day.date,
                    price: (day.tradeCount ?? 0) > 0 ? day.averagePrice.map(price) ?? "–" : "–",
                    trades: ChartLabels.number(Double(day.tradeCount ?? 0), decimals: 0))
            })
    }

    /// Gold prices below 100 keep their decimal (materials sell for fractions of a gold).
    private static func price(_ value: Double) -> String {
        ChartLabels.number(value, decimals: value < 100 ? 1 : 0)
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
