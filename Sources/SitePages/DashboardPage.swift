import LostArkAPI
import Planning

/// The front page, a dashboard: today's schedule with what starts next, the week's gold,
/// each tracked character as a card, this week at a glance and the latest notices.
package struct DashboardPage: Encodable {
    package let today: Today?
    package let gold: Gold?
    package let cards: [Card]
    package let hasCards: Bool
    package let hasWeekChange: Bool
    package let week: WeekGlance?
    package let rosterHref: Fragment
    package let rosterCount: Int
    /// The newest notices, newest first, with the page that has them all.
    package let notices: [Notice]
    package let hasNotices: Bool
    package let newsHref: Fragment
    /// The roster's newest changes, newest first; empty without history.
    package let changes: [ChangesPage.Entry]
    package let hasChanges: Bool
    /// The changes page; nil when the site has no history.
    package let changesHref: Fragment?

    package struct Notice: Encodable {
        package let type: String?
        package let item: NewsPage.Item
    }

    package static let noticeCount = 5
    package static let changeCount = 5

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
        /// The homework board's plan, for the week's gold; nil without raid facts.
        package var homework: HomeworkPage?
        /// Built with history: the roster's changes have a page.
        package var hasHistory = false
        /// Characters the API no longer answers for: never chosen for the front page, shown
        /// (marked) only when `main_character` or `characters` names them.
        package var silent: [RosterEntry] = []

        package init(
            characters: [String: CharacterSummary], roster: [RosterEntry], schedule: WeekSchedule?, notices: [LostArkAPI.Notice]?,
            mainCharacter: String?, favourites: [String], week: WeekGlance.Moment = .init(), homework: HomeworkPage? = nil
        ) {
            (self.characters, self.roster, self.schedule, self.notices) = (characters, roster, schedule, notices)
            (self.mainCharacter, self.favourites, self.week, self.homework) = (mainCharacter, favourites, week, homework)
        }
    }

    /// One view for both formats: each link is to the page of the format it is read in.
    package init(data: Facts, words: Words, pictures: any PagePictures) {
        gold = data.homework.flatMap { Gold($0, href: .link(SitePaths.homework)) }
        cards = Self.cards(data, pictures: pictures)
        hasCards = !cards.isEmpty
        hasWeekChange = cards.contains(where: \.hasChange)
        let calendarHref = Fragment.link(SitePaths.calendar)
        let glance = data.schedule.flatMap { schedule in
            schedule.days.isEmpty ? nil : WeekGlance(schedule, calendarHref: calendarHref, moment: data.week)
        }
        week = glance
        today = data.schedule.flatMap { Self.today($0, now: data.week.now, week: glance, pictures: pictures) }
        rosterHref = .link(SitePaths.roster)
        rosterCount = data.roster.count
        // The API lists notices newest first, but a sort by date does not depend on it.
        let newest = (data.notices ?? []).enumerated().sorted { ($0.element.date ?? "", $1.offset) > ($1.element.date ?? "", $0.offset) }
        notices = newest.prefix(Self.noticeCount).map { _, notice in
            Notice(
                type: notice.type.flatMap { $0.isEmpty ? nil : $0 },
                item: NewsPage.item(notice.title, notice.link, date: notice.date.map(NewsPage.shown), words: words))
        }
        hasNotices = !notices.isEmpty
        newsHref = .link(SitePaths.news)
        let sheets = Set(data.roster.filter(\.hasSheet).map(\.name) + data.silent.map(\.name))
        changes = DatedChanges.newestFirst(data.characters).prefix(Self.changeCount).map { name, change in
            ChangesPage.entry(name, change, hasSheet: sheets.contains(name))
        }
        hasChanges = !changes.isEmpty
        changesHref = data.hasHistory ? .link(SitePaths.changes) : nil
    }

    /// The configured main character and favourites; without a config, the highest
    /// character with a sheet leads and the other sheets follow (those the API answers for:
    /// a deleted character is not the one a player looks for first).
    package static func choose(_ data: Facts) -> (main: String?, favourites: [String]) {
        let withSheets = data.roster.filter(\.hasSheet).map(\.name)
        let main = data.mainCharacter.flatMap { data.characters[$0] != nil ? $0 : nil } ?? withSheets.first
        let wanted = data.favourites.isEmpty ? withSheets : data.favourites
        let known = Set(data.roster.map(\.name) + data.silent.map(\.name))
        return (main, wanted.filter { $0 != main && known.contains($0) })
    }
}
