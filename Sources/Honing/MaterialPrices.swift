/// Today's market prices of the materials, per single item. A material with no price is
/// missing (nil), never 0: a plan that needs it leaves its gold unknown.
package struct MaterialPrices: Sendable, Hashable {
    /// The price of one item (not one bundle) by market id.
    package var units: [Int: Double]
    /// The day (YYYY-MM-DD, KST) the prices are from.
    package var day: String?

    package init(units: [Int: Double] = [:], day: String? = nil) {
        self.units = units
        self.day = day
    }

    /// Prices as the market gives them, per bundle: each divided by the material's bundle
    /// size from the catalogue (a material not in it is taken as sold one at a time).
    package init(bundlePrices: [Int: Double], materials: [HoningMaterial], day: String?) {
        var units: [Int: Double] = [:]
        for (id, price) in bundlePrices where price.isFinite && price >= 0 {
            let bundle = materials.first { $0.id == id }?.bundle ?? 1
            units[id] = price / Double(Swift.max(bundle, 1))
        }
        self.init(units: units, day: day)
    }

    /// The price of one item, or nil when the market gave none.
    package func unitPrice(_ id: Int) -> Double? {
        units[id]
    }

    /// The price of one 운명의 파편 through the cheapest pouch per shard, or nil when no pouch
    /// has a price.
    package func shardPrice(pouches: [HoningMaterial]) -> Double? {
        pouches.compactMap { pouch -> Double? in
            guard let shards = pouch.pouchShards, shards > 0, let price = units[pouch.id] else { return nil }
            return price / Double(shards)
        }.min()
    }
}
