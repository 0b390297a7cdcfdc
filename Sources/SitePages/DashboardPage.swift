import LostArkAPI
import Planning

/// The front page: the main character, favourites, this week at a glance, the latest
/// notices and the way to the whole roster.
package struct DashboardPage: Encodable {
    package let chrome: Chrome
    package let main: Card?
    package let favourites: [RosterPage.Row]
    package let hasFavourites: Bool
    package let week: WeekGlance?
    package let rosterHref: String
    package let rosterCount: Int
    /// The newest notices, newest first, with the page that has them all.
    package let notices: [Notice]
    package let hasNotices: Bool
    package let newsHref: String

    package struct Notice: Encodable {
        package let type: String?
        package let item: NewsPage.Item
    }

    package static let noticeCount = 5

    package struct Card: Encodable {
        package let name: String
        package let href: String
        package let className: String?
        package let server: String?
        package let itemLevel: String?
        package let combatPower: String?
        package let title: String?
        package let guild: String?
    }

    /// What the front page shows, from the site's data.
    package struct Facts {
        package var characters: [String: CharacterSummary]
        package var roster: [RosterEntry]
        package var schedule: WeekSchedule?
        package var notices: [LostArkAPI.Notice]?
        /// `main_character` and `characters` in loas.yml.
        package var mainCharacter: String?
        package var favourites: [String]
        /// When the site is built and its calendar was fetched, to tell a week that is over.
        package var week: WeekGlance.Moment

        package init(
            characters: [String: CharacterSummary], roster: [RosterEntry], schedule: WeekSchedule?, notices: [LostArkAPI.Notice]?,
            mainCharacter: String?, favourites: [String], week: WeekGlance.Moment = .init()
        ) {
            (self.characters, self.roster, self.schedule, self.notices) = (characters, roster, schedule, notices)
            (self.mainCharacter, self.favourites, self.week) = (mainCharacter, favourites, week)
        }
    }

    package init(chrome: Chrome, data: Facts, format: String, words: Words) {
        self.chrome = chrome
        let chosen = Self.choose(data)
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
            schedule.days.isEmpty ? nil : WeekGlance(schedule, calendarHref: calendarHref, moment: data.week)
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
    package static func choose(_ data: Facts) -> (main: String?, favourites: [String]) {
        let withSheets = data.roster.filter(\.hasSheet).map(\.name)
        let main = data.mainCharacter.flatMap { data.characters[$0] != nil ? $0 : nil } ?? withSheets.first
        let wanted = data.favourites.isEmpty ? withSheets : data.favourites
        let known = Set(data.roster.map(\.name))
        return (main, wanted.filter { $0 != main && known.contains($0) })
    }
}
