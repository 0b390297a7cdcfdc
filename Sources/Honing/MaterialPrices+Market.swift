import LostArkAPI

extension MaterialPrices {
    /// Prices from the answers of `GET /markets/items/{id}`: each item's newest day with
    /// trades (an `AvgPrice` of 0 is a day without trades, not a price), the cheapest of its
    /// variants, divided by the answer's `BundleCount` (the catalogue's bundle when it has
    /// none). The day is the newest of those used. An item with no such day has no price.
    package init(marketItems: [Int: [MarketItemVariant]], materials: [HoningMaterial]) {
        var units: [Int: Double] = [:]
        var newest: String?
        for material in materials {
            guard let variants = marketItems[material.id] else { continue }
            var best: (price: Double, day: String)?
            for variant in variants {
                guard let day = variant.stats.filter({ ($0.averagePrice ?? 0) > 0 }).max(by: { $0.date < $1.date }),
                    let average = day.averagePrice, average.isFinite
                else { continue }
                let price = average / Double(Swift.max(variant.bundleCount ?? material.bundle, 1))
                if best.map({ price < $0.price }) ?? true { best = (price, day.date) }
            }
            guard let best else { continue }
            units[material.id] = best.price
            if newest.map({ best.day > $0 }) ?? true { newest = best.day }
        }
        self.init(units: units, day: newest)
    }
}
