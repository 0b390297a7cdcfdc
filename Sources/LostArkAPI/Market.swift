/// One variant of an item in `GET /markets/items/{id}`: the API lists an item once per
/// trade-count variant (tradeable once more, bound, …), each with its daily statistics.
package struct MarketItemVariant: Sendable, Decodable {
    package var name: String
    /// Trades left on an item bought here; nil when unlimited.
    package var tradeRemainCount: Int?
    package var bundleCount: Int?
    /// Daily statistics as sent, usually newest first.
    package var stats: [MarketDayStat]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        tradeRemainCount = f.int("TradeRemainCount")
        bundleCount = f.int("BundleCount")
        stats = f.list("Stats") ?? []
    }
}

/// One day of market statistics. A day without trades has `AvgPrice` 0, which is not a price.
package struct MarketDayStat: Sendable, Decodable {
    /// "2025-08-21" (the KST day).
    package var date: String
    package var averagePrice: Double?
    package var tradeCount: Int?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        date = f.string("Date") ?? ""
        averagePrice = f.double("AvgPrice")
        tradeCount = f.int("TradeCount")
    }
}
