import DocumentTree
import LostArkAPI
import SnapshotStore
import TooltipDecoder

/// Everything the pages need, read from the snapshots and decoded once for all formats.
struct SiteData: Sendable {
    var characters: [String: Character] = [:]
    var roster: [RosterEntry] = []
    var calendar: [CalendarEntry]?
    var abyss: [AbyssDungeon]?
    var guardian: GuardianRaids?
    var notices: [Notice]?
    var events: [GameEvent]?
    /// Events left out by `hide_events`.
    var hiddenEvents = 0
    var markets: [MarketItem] = []

    /// A character's armory with its equipment tooltips decoded, in equipment order.
    struct Character: Sendable {
        var armory: Armory
        var tooltips: [Result<Document, TooltipError>]
        /// Nil when the site has no history source.
        var history: CharacterHistory?
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
            let location = "\(reader.source.label)/armories/characters/\(name).json"
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
            let past = history.flatMap { source in
                read { () throws(SnapshotError) in try CharacterHistory(name: name, from: source, label: location) }
            }
            characters[armory.profile?.characterName ?? name] = Character(armory: armory, tooltips: tooltips, history: past)
        }
        let siblings = reader.siblingOwners().compactMap { owner in
            read { () throws(SnapshotError) in try reader.siblings(of: owner) }
        }
        roster = RosterEntry.merge(armories: characters.mapValues(\.armory), siblings: siblings)
        calendar = read(reader.calendar)
        abyss = read(reader.abyssDungeons)
        guardian = read(reader.guardianRaids)
        notices = read(reader.notices)
        events = read(reader.events)
        for id in reader.marketItemIDs() {
            guard let variants = read({ () throws(SnapshotError) in try reader.marketItem(id: id) }) else { continue }
            let prices = history.flatMap { source in read { () throws(SnapshotError) in try source.priceHistory(itemID: id) } }
            markets.append(MarketItem(id: id, variants: variants, priceHistory: prices))
        }
    }
}

extension SiteData {
    var hasNews: Bool { notices != nil || events != nil }

    /// `news.atom`, the same for every format; nil without news.
    func newsFeed(title: String) -> String? {
        guard hasNews else { return nil }
        return NewsAtom.render(
            notices: notices ?? [], events: events ?? [], title: title, page: SitePaths.news("html"), path: SitePaths.newsFeed)
    }
}
