import LostArkAPI
import SitePages
import SnapshotStore

extension SiteData {
    /// Reads every snapshot but the armories: the rosters, each answer of `answers` there is
    /// one of, and the market's.
    init(reader: SnapshotReader, answers: [any AnyKeptAnswer], history: (any HistorySource)?, warnings: inout [String]) {
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
        var values: [Route: any Sendable] = [:]
        var answerPaths: [String] = []
        var asked: Set<Route> = []
        for answer in answers where asked.insert(answer.route).inserted {
            guard let value = read({ found throws(SnapshotError) in try reader.read(any: answer, warnings: &found) }) else { continue }
            values[answer.route] = value
            answerPaths.append(answer.path)
        }
        self.init(siblingLists: siblings.map(\.1), answers: values, hasHistory: history != nil)
        paths += siblings.map { Route.siblings(character: $0.0).mirrorPath } + answerPaths
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
