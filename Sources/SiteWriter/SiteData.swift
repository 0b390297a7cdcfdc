import DocumentTree
import LostArkAPI
import SnapshotStore
import TooltipDecoder

/// Everything the pages need, read from the snapshots and decoded once for all formats.
struct SiteData: Sendable {
    var characters: [String: Character] = [:]
    var roster: [RosterEntry] = []
    /// Each siblings snapshot: one roster of characters across servers.
    var siblingLists: [[CharacterInfo]] = []
    var calendar: [CalendarEntry]?
    var abyss: [AbyssDungeon]?
    var guardian: GuardianRaids?
    /// Every snapshot read, as a path in the API-mirror layout, for data-as-of stamps.
    var paths: [String] = []
    var notices: [Notice]?
    var events: [GameEvent]?
    /// Events left out by `hide_events`.
    var hiddenEvents = 0
    var markets: [MarketItem] = []

    /// A character's armory with its equipment tooltips decoded, in equipment order.
    struct Character: Sendable {
        var armory: Armory
        /// Where its snapshot is, for the sheet's data-as-of stamp.
        var path: String
        var tooltips: [Result<Document, TooltipError>]
        /// Nil when the site has no history source.
        var history: CharacterHistory?
        /// The other sections' tooltips.
        var sheet: SheetTooltips
    }

    /// One tracked market item: its variants and, with a history source, its daily prices.
    struct MarketItem: Sendable {
        var id: Int
        var variants: [MarketItemVariant]
        var priceHistory: [HistoryPoint]?
    }

    init(reader: SnapshotReader, history: (any HistorySource)?, warnings: inout [String]) {
        func read<T>(_ what: () throws(SnapshotError) -> T?) -> T? {
            do {
                return try what()
            } catch {
                warnings.append(error.description)
                return nil
            }
        }
        for name in reader.armoryNames() {
            let path = SnapshotPaths.armory(name)
            let location = "\(reader.source.label)/\(path)"
            let armory: Armory
            do {
                guard let decoded = try reader.armory(named: name) else {
                    warnings.append("\(location): no such character (the API answered null)")
                    continue
                }
                armory = decoded
            } catch {
                warnings.append(error.description)
                continue
            }
            for section in armory.unreadableSections {
                warnings.append("\(location): section \(section) is unreadable")
            }
            let tooltips = (armory.equipment ?? []).map { item in
                Result { () throws(TooltipError) in try TooltipDecoder.decode(item.tooltip ?? "null") }
                    .mapError { $0.about("\(item.slot) \(item.name)") }
            }
            for case .failure(let error) in tooltips {
                warnings.append("\(location): \(error.description)")
            }
            var problems: [TooltipError] = []
            let sheet = SheetTooltips(armory, problems: &problems)
            warnings += problems.map { "\(location): \($0.description)" }
            let past = history.flatMap { source in
                read { () throws(SnapshotError) in try CharacterHistory(name: name, from: source, label: location) }
            }
            characters[armory.profile?.characterName ?? name] = Character(
                armory: armory, path: path, tooltips: tooltips, history: past, sheet: sheet)
            paths.append(path)
        }
        let siblings = reader.siblingOwners().compactMap { owner in
            read { () throws(SnapshotError) in try reader.siblings(of: owner) }.map { (owner, $0) }
        }
        paths += siblings.map { SnapshotPaths.siblings($0.0) }
        siblingLists = siblings.map(\.1)
        roster = RosterEntry.merge(armories: characters.mapValues(\.armory), siblings: siblingLists)
        calendar = read(reader.calendar)
        abyss = read(reader.abyssDungeons)
        guardian = read(reader.guardianRaids)
        if calendar != nil { paths.append(SnapshotPaths.calendar) }
        if abyss != nil { paths.append(SnapshotPaths.abyss) }
        if guardian != nil { paths.append(SnapshotPaths.guardian) }
        notices = read(reader.notices)
        events = read(reader.events)
        if notices != nil { paths.append(SnapshotPaths.notices) }
        if events != nil { paths.append(SnapshotPaths.events) }
        for id in reader.marketItemIDs() {
            guard let variants = read({ () throws(SnapshotError) in try reader.marketItem(id: id) }) else { continue }
            let prices = history.flatMap { source in read { () throws(SnapshotError) in try source.priceHistory(itemID: id) } }
            markets.append(MarketItem(id: id, variants: variants, priceHistory: prices))
            paths.append(SnapshotPaths.marketItem(id))
        }
    }
}

extension SiteData {
    var hasNews: Bool { notices != nil || events != nil }

    /// `news.atom`, the same for every format; nil without news.
    /// Its links are absolute when the site's address is known (feed readers resolve
    /// relative ones against the feed's own URL, which works too, but not everywhere).
    func newsFeed(title: String, siteURL: SiteURL?) -> String? {
        guard hasNews else { return nil }
        let page = siteURL?.page(SitePaths.news("html")) ?? SitePaths.news("html")
        let feed = siteURL?.page(SitePaths.newsFeed) ?? SitePaths.newsFeed
        return NewsAtom.render(notices: notices ?? [], events: events ?? [], title: title, page: page, path: feed)
    }
}
