/// One variant of an item in `GET /markets/items/{id}`: the API lists an item once per
/// trade-count variant (tradeable once more, bound, …), each with its daily statistics.
public struct MarketItemVariant: Sendable, Decodable {
    public var name: String
    /// Trades left on an item bought here; nil when unlimited.
    public var tradeRemainCount: Int?
    public var bundleCount: Int?
    /// Daily statistics as sent, usually newest first.
    public var stats: [MarketDayStat]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        tradeRemainCount = f.int("TradeRemainCount")
        bundleCount = f.int("BundleCount")
        stats = f.list("Stats") ?? []
    }
}

/// One day of market statistics. A day without trades has `AvgPrice` 0, which is not a price.
public struct MarketDayStat: Sendable, Decodable {
    /// "2025-08-21" (the KST day).
    public var date: String
    public var averagePrice: Double?
    public var tradeCount: Int?

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        date = f.string("Date") ?? ""
        averagePrice = f.double("AvgPrice")
        tradeCount = f.int("TradeCount")
    }
}
