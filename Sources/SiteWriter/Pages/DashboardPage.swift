import LostArkAPI
import Planning

/// The front page: the main character, favourites, this week at a glance, the latest
/// notices and the way to the whole roster.
struct DashboardPage: Encodable {
    let chrome: Chrome
    let main: Card?
    let favourites: [RosterPage.Row]
    let hasFavourites: Bool
    let week: WeekGlance?
    let rosterHref: String
    let rosterCount: Int
    /// The newest notices, newest first, with the page that has them all.
    let notices: [Notice]
    let hasNotices: Bool
    let newsHref: String

    struct Notice: Encodable {
        let type: String?
        let item: NewsPage.Item
    }

    static let noticeCount = 5

    struct Card: Encodable {
        let name: String
        let href: String
        let className: String?
        let server: String?
        let itemLevel: String?
        let combatPower: String?
        let title: String?
        let guild: String?
    }

    init(chrome: Chrome, data: SiteData, options: SiteBuilder.Options, format: String, words: Words) {
        self.chrome = chrome
        let chosen = Self.choose(data: data, options: options)
        main = chosen.main.flatMap { name in
            data.characters[name].map { character in
                let profile = character.profile
                return Card(
                    name: name, href: SitePaths.href(SitePaths.character(name, format), fromDepth: 0),
                    className: profile?.className, server: profile?.serverName, itemLevel: profile?.itemLevel?.description,
                    combatPower: profile?.combatPower, title: profile?.title, guild: profile?.guildName)
            }
        }
        let rows = RosterPage.rows(data.roster, format: format)
        // The first row of each name, found through an index: without a config every
        // sheet is a favourite, and a search per name was quadratic in the roster.
        let rowOf = Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        favourites = chosen.favourites.compactMap { rowOf[$0] }
        hasFavourites = !favourites.isEmpty
        let calendarHref = SitePaths.href(SitePaths.calendar(format), fromDepth: 0)
        week = data.schedule.flatMap { schedule in
            schedule.days.isEmpty ? nil : WeekGlance(schedule, calendarHref: calendarHref)
        }
        rosterHref = SitePaths.href(SitePaths.roster(format), fromDepth: 0)
        rosterCount = data.roster.count
        // The API lists notices newest first, but a sort by date does not depend on it.
        let newest = (data.notices ?? []).enumerated().sorted { ($0.element.date ?? "", $1.offset) > ($1.element.date ?? "", $0.offset) }
        notices = newest.prefix(Self.noticeCount).map { _, notice in
            Notice(
                type: notice.type.flatMap { $0.isEmpty ? nil : $0 },
                item: NewsPage.item(notice.title, notice.link, date: notice.date.map(NewsPage.shown), words: words))
        }
        hasNotices = !notices.isEmpty
        newsHref = SitePaths.href(SitePaths.news(format), fromDepth: 0)
    }

    /// The configured main character and favourites; without a config, the highest
    /// character with a sheet leads and the other sheets follow.
    static func choose(data: SiteData, options: SiteBuilder.Options) -> (main: String?, favourites: [String]) {
        let withSheets = data.roster.filter(\.hasSheet).map(\.name)
        let main = options.mainCharacter.flatMap { data.characters[$0] != nil ? $0 : nil } ?? withSheets.first
        let wanted = options.favourites.isEmpty ? withSheets : options.favourites
        let known = Set(data.roster.map(\.name))
        return (main, wanted.filter { $0 != main && known.contains($0) })
    }
}
