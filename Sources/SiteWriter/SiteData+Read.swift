import LostArkAPI
import SitePages
import SnapshotStore

extension SiteData {
    /// Reads every snapshot but the armories.
    init(reader: SnapshotReader, history: (any HistorySource)?, warnings: inout [String]) {
        func read<T>(_ what: (inout [String]) throws(SnapshotError) -> T?) -> T? {
            do {
                return try what(&warnings)
            } catch {
                warnings.append(error.description)
                return nil
            }
        }
        warnings += reader.listingProblems()
        let siblings = reader.siblingOwners().compactMap { owner in
            read { found throws(SnapshotError) in try reader.siblings(of: owner, warnings: &found) }.map { (owner, $0) }
        }
        self.init(siblingLists: siblings.map(\.1), calendar: read(reader.calendar), hasHistory: history != nil)
        paths += siblings.map { Route.siblings(character: $0.0).mirrorPath }
        abyss = read(reader.abyssDungeons)
        guardian = read(reader.guardianRaids)
        if calendar != nil { paths.append(Route.calendar.mirrorPath) }
        if abyss != nil { paths.append(Route.abyssDungeons.mirrorPath) }
        if guardian != nil { paths.append(Route.guardianRaids.mirrorPath) }
        notices = read(reader.notices)
        events = read(reader.events)
        if notices != nil { paths.append(Route.notices.mirrorPath) }
        if events != nil { paths.append(Route.events.mirrorPath) }
        for id in reader.marketItemIDs() {
            guard let variants = read({ found throws(SnapshotError) in try reader.marketItem(id: id, warnings: &found) }) else { continue }
            let prices = history.flatMap { source in read { _ throws(SnapshotError) in try source.priceHistory(itemID: id) } }
            markets.append(MarketItem(id: id, variants: variants, priceHistory: prices))
            marketPaths.append(Route.marketItem(id: id).mirrorPath)
        }
        for label in reader.marketSearchLabels() {
            guard let list = read({ found throws(SnapshotError) in try reader.marketSearch(label: label, warnings: &found) }) else {
                continue
            }
            let prices = history.flatMap { source in
                read { _ throws(SnapshotError) in try source.searchPrices(path: Route.marketSearchPath(label: label)) }
            }
            marketSearches.append(MarketSearchResult(label: label, list: list, history: prices ?? [:]))
            marketPaths.append(Route.marketSearchPath(label: label))
        }
        for label in reader.auctionSearchLabels() {
            guard let list = read({ found throws(SnapshotError) in try reader.auctionSearch(label: label, warnings: &found) }) else {
                continue
            }
            auctions.append(AuctionSearchResult(label: label, list: list))
            marketPaths.append(Route.auctionSearchPath(label: label))
        }
        paths += marketPaths
    }
}
