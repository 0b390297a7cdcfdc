import DocumentTree
import LostArkAPI
import Planning
import Rendering
import SitePages
import SnapshotStore
import TooltipDecoder

/// Everything the pages besides the character sheets need: read from the snapshots once
/// for all formats, small enough to hold for the whole build. Sheets are built one
/// character at a time (`CharacterSheet`); only their `CharacterSummary` stays here.
struct SiteData: Sendable {
    var characters: [String: CharacterSummary] = [:]
    /// The characters the API answers for, with the sibling lists' others.
    var roster: [RosterEntry] = []
    /// Characters with a sheet the API no longer answers for (renamed or deleted): shown apart,
    /// so a deleted character neither leads the front page nor earns gold on the board.
    var silent: [RosterEntry] = []
    /// Renamed characters' former names → the name whose sheet they joined: each keeps pages
    /// pointing there, and no sheet or roster row of its own.
    private(set) var renamed: [String: String] = [:]
    /// Each siblings snapshot: one roster of characters across servers.
    private(set) var siblingLists: [[CharacterInfo]] = []
    /// Per character name, the first sibling list naming it: looked up once per sheet, so a
    /// scan of every list would make a build quadratic in the number of characters.
    private var siblingListOf: [String: Int] = [:]
    private(set) var calendar: [CalendarEntry]?
    /// The calendar as a week's plan, made once for every page that shows it.
    private(set) var schedule: WeekSchedule?
    var abyss: [AbyssDungeon]?
    var guardian: GuardianRaids?
    /// Every snapshot read, as a path in the API-mirror layout, for data-as-of stamps.
    var paths: [String] = []
    var notices: [Notice]?
    var events: [GameEvent]?
    /// Events left out by `hide_events`.
    var hiddenEvents = 0
    var markets: [MarketItem] = []
    var marketSearches: [MarketSearchResult] = []
    var auctions: [AuctionSearchResult] = []
    /// The market page's snapshots, for its data-as-of stamp.
    var marketPaths: [String] = []
    var hasMarket: Bool { !markets.isEmpty || !marketSearches.isEmpty || !auctions.isEmpty }
    /// Built with a history source: sheets get timelines and the site a changes page.
    private(set) var hasHistory = false

    /// The accounts of the roster: each siblings snapshot's characters together (in roster
    /// order), and a character no snapshot lists alone. Made with the roster, once.
    private(set) var accounts: [[RosterEntry]] = []

    /// The first siblings snapshot that lists `name`.
    func siblingList(of name: String) -> [CharacterInfo]? {
        siblingListOf[name].map { siblingLists[$0] }
    }

    private static func index(_ lists: [[CharacterInfo]]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (number, list) in lists.enumerated() {
            for info in list where index[info.name] == nil { index[info.name] = number }
        }
        return index
    }

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
        hasHistory = history != nil
        let siblings = reader.siblingOwners().compactMap { owner in
            read { found throws(SnapshotError) in try reader.siblings(of: owner, warnings: &found) }.map { (owner, $0) }
        }
        paths += siblings.map { Route.siblings(character: $0.0).mirrorPath }
        siblingLists = siblings.map(\.1)
        siblingListOf = Self.index(siblingLists)
        calendar = read(reader.calendar)
        schedule = calendar.map(WeekSchedule.init)
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

extension SiteData {
    /// Sibling lists fetched before a rename name the character by its old name: it is the
    /// same character under its new one (once each, where a list names both).
    mutating func renameSiblings(_ current: [String: String]) {
        guard !current.isEmpty else { return }
        siblingLists = siblingLists.map { list in
            var seen: Set<String> = []
            return list.compactMap { info in
                var info = info
                info.name = current[info.name] ?? info.name
                return seen.insert(info.name).inserted ? info : nil
            }
        }
        siblingListOf = Self.index(siblingLists)
    }

    /// Adds the characters whose sheets were built, and the roster they make with the sibling
    /// lists, where a former name (a sibling list fetched before the rename) is left out.
    mutating func add(_ summaries: [String: CharacterSummary], renamed: [String: String] = [:]) {
        characters = summaries
        self.renamed = renamed
        let merged = RosterEntry.merge(summaries: summaries, siblings: siblingLists).filter { renamed[$0.name] == nil }
        roster = merged.filter { $0.silentSince == nil }
        silent = merged.filter { $0.silentSince != nil }
        accounts = Self.accounts(of: roster, listOf: siblingListOf)
    }

    private static func accounts(of roster: [RosterEntry], listOf: [String: Int]) -> [[RosterEntry]] {
        var groups: [[RosterEntry]] = []
        var groupOfList: [Int: Int] = [:]
        for entry in roster {
            guard let list = listOf[entry.name] else {
                groups.append([entry])
                continue
            }
            if let group = groupOfList[list] {
                groups[group].append(entry)
            } else {
                groupOfList[list] = groups.count
                groups.append([entry])
            }
        }
        return groups
    }

    var hasNews: Bool { notices != nil || events != nil }

    /// The pages of former names, in both formats (`PageSet.renamedPages`).
    var renamedPaths: Set<String> {
        Set(
            renamed.keys.flatMap { old in
                OutputFormat.allCases.flatMap { [SitePaths.character(old, $0.fileExtension), SitePaths.timeline(old, $0.fileExtension)] }
            })
    }

    /// `news.atom`, the same for every format; nil without news.
    /// Its links are absolute when the site's address is known (feed readers resolve
    /// relative ones against the feed's own URL, which works too, but not everywhere).
    func newsFeed(title: String, siteURL: SiteURL?, words: Words) -> String? {
        guard hasNews else { return nil }
        let page = siteURL?.page(SitePaths.news("html")) ?? SitePaths.news("html")
        let feed = siteURL?.page(SitePaths.newsFeed) ?? SitePaths.newsFeed
        return NewsAtom.render(notices: notices ?? [], events: events ?? [], title: title, page: page, path: feed, words: words)
    }
}
