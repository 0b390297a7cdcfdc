/// The answer of `POST /markets/items`: one page (10) of items with their current prices.
package struct MarketList: Sendable, Decodable {
    package var totalCount: Int?
    package var items: [MarketListItem]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        totalCount = f.int("TotalCount")
        items = f.list("Items") ?? []
    }
}

/// One item of a market search. Prices are gold per bundle (`BundleCount` items).
package struct MarketListItem: Sendable, Decodable {
    package var id: Int?
    package var name: String
    package var grade: String?
    package var bundleCount: Int?
    package var yesterdayAverage: Double?
    package var recentPrice: Double?
    package var currentMinPrice: Double?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        id = f.int("Id")
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        bundleCount = f.int("BundleCount")
        yesterdayAverage = f.double("YDayAvgPrice")
        recentPrice = f.double("RecentPrice")
        currentMinPrice = f.double("CurrentMinPrice")
    }
}

/// The answer of `POST /auctions/items`: one page (10) of listings.
package struct AuctionList: Sendable, Decodable {
    package var totalCount: Int?
    package var items: [AuctionListing]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        totalCount = f.int("TotalCount")
        items = f.list("Items") ?? []
    }
}

/// One auction listing; a listing without a buy-now price (0 or none) can only be bid on.
package struct AuctionListing: Sendable, Decodable {
    package var name: String
    package var grade: String?
    /// 0–100; nil for items without quality (gems).
    package var quality: Int?
    /// What an accessory or stone rolled: stats, engravings, polish effects, in the API's order.
    package var options: [Option]
    package var buyPrice: Int?
    package var bidStartPrice: Int?
    /// "2025-08-24T11:32:20.243", Korea's time.
    package var endDate: String?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        quality = f.int("GradeQuality")
        options = f.list("Options") ?? []
        let info = f.object("AuctionInfo", as: AuctionInfo.self)
        buyPrice = info?.buyPrice
        bidStartPrice = info?.bidStartPrice
        endDate = info?.endDate
    }

    package struct Option: Sendable, Decodable {
        package var name: String
        package var value: Double?
        package var isPenalty: Bool
        package var isPercentage: Bool

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("OptionName") ?? ""
            value = f.double("Value")
            isPenalty = f.bool("IsPenalty") ?? false
            isPercentage = f.bool("IsValuePercentage") ?? false
        }
    }

    private struct AuctionInfo: Decodable {
        var buyPrice: Int?
        var bidStartPrice: Int?
        var endDate: String?

        init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            buyPrice = f.int("BuyPrice")
            bidStartPrice = f.int("BidStartPrice")
            endDate = f.string("EndDate")
        }
    }
}
