import LostArkAPI
import Rendering

/// A market search's answer as the page lists it: each item's current lowest price,
/// yesterday's average and the change between them.
package struct MarketSearchView: Encodable {
    package let label: String
    package let anchor: String
    package let rows: [Row]
    /// Set when the search found more than the one page kept: how many it found.
    package let found: String?
    package let shown: Int

    package struct Row: Encodable {
        package let name: String
        package let grade: String
        /// Set when the item is bought in bundles: its prices are per bundle.
        package let bundle: Int?
        package let current: String
        package let yesterday: String
        package let change: PriceChange?
        /// Yesterday's average against the one a week before, from the answers a store kept.
        package let week: PriceChange?
        /// The item's history section on the same page, when it is tracked.
        package let historyAnchor: String?
    }

    /// Whether any row has a week's change: the column is left out otherwise.
    package let hasWeek: Bool
    /// Columns of figures beside the name, for the phone layout.
    package let figures: Int

    package init(_ search: MarketSearchResult, number: Int, tracked: Set<Int>, words: Words) {
        let list = search.list
        label = search.label.isEmpty ? words[.marketSearchUntitled] : search.label
        anchor = "search-\(number)"
        found = list.totalCount.flatMap { $0 > list.items.count ? ChartLabels.number(Double($0), decimals: 0) : nil }
        shown = list.items.count
        rows = list.items.map { item in
            Row(
                name: item.name, grade: gradeClass(item.grade), bundle: (item.bundleCount ?? 1) > 1 ? item.bundleCount : nil,
                current: item.currentMinPrice.map(MarketPrice.text) ?? "–",
                yesterday: item.yesterdayAverage.flatMap { $0 > 0 ? MarketPrice.text($0) : nil } ?? "–",
                change: PriceChange(from: item.yesterdayAverage, to: item.currentMinPrice),
                week: search.history[item.id.map(String.init) ?? item.name].flatMap { PriceChange.spans($0).week },
                historyAnchor: item.id.flatMap { tracked.contains($0) ? "item-\($0)" : nil })
        }
        hasWeek = rows.contains { $0.week != nil }
        figures = hasWeek ? 4 : 3
    }
}

/// The auction searches' listings as the lowest buy-now price per gem kind and level.
package struct GemPriceRow: Encodable {
    package let name: String
    package let kind: String
    package let level: Int?
    package let lowest: String
    /// Listings with a buy-now price among those the answers hold (one page each).
    package let listings: Int

    /// Every listing of `lists` with a buy-now price, grouped by kind and level: kinds in
    /// name order, higher levels first. A listing that names no level is its own row.
    package static func rows(_ lists: [AuctionList]) -> [GemPriceRow] {
        var groups: [String: (gem: GemName, name: String, prices: [Int])] = [:]
        for listing in lists.flatMap(\.items) {
            guard let price = listing.buyPrice, price > 0 else { continue }
            let gem = GemName(listing.name)
            let key = "\(gem.kind)\u{0}\(gem.level ?? -1)"
            groups[key, default: (gem, listing.name, [])].prices.append(price)
        }
        return groups.values.sorted {
            ($0.gem.kind, -($0.gem.level ?? 0)) < ($1.gem.kind, -($1.gem.level ?? 0))
        }.map { group in
            GemPriceRow(
                name: group.name, kind: group.gem.kind, level: group.gem.level,
                lowest: MarketPrice.text(Double(group.prices.min() ?? 0)), listings: group.prices.count)
        }
    }
}

/// An auction search of items other than gems: each listing of its page with its quality,
/// what it rolled and its buy-now price, cheapest first as the API sorted them.
package struct AuctionSearchView: Encodable {
    package let label: String
    package let anchor: String
    package let rows: [Row]

    package struct Row: Encodable {
        package let name: String
        package let grade: String
        package let quality: Int?
        /// "신속 417 · 특화 491 · 공격력 감소 2": the options as the API lists them.
        package let options: String
        package let buyNow: String
        package let bidFrom: String
    }

    /// Set when the search found more listings than the one page kept.
    package let found: String?
    package let shown: Int

    package init(_ search: AuctionSearchResult, number: Int, words: Words) {
        label = search.label.isEmpty ? words[.auctionSearchUntitled] : search.label
        anchor = "auction-\(number)"
        let list = search.list
        found = list.totalCount.flatMap { $0 > list.items.count ? ChartLabels.number(Double($0), decimals: 0) : nil }
        shown = list.items.count
        rows = search.list.items.map { listing in
            Row(
                name: listing.name, grade: gradeClass(listing.grade), quality: listing.quality,
                options: listing.options.map { option in
                    // Percentages as the game writes them (2.00%); other figures whole unless not.
                    let decimals = { (value: Double) in option.isPercentage || value.rounded() != value ? 2 : 0 }
                    let value = option.value.map { ChartLabels.number($0, decimals: decimals($0)) } ?? ""
                    return [option.name, value + (option.isPercentage ? "%" : "")].filter { !$0.isEmpty }.joined(separator: " ")
                }.joined(separator: " · "),
                buyNow: listing.buyPrice.flatMap { $0 > 0 ? ChartLabels.number(Double($0), decimals: 0) : nil } ?? "–",
                bidFrom: listing.bidStartPrice.map { ChartLabels.number(Double($0), decimals: 0) } ?? "–")
        }
    }
}
