import Honing
import LostArkAPI
import Rendering

extension PageTable {
    /// The site as LOAS makes it: its pages in menu order, each former name's pointers, and
    /// the feeds.
    package static let standard = PageTable(
        pages: [.front, .roster, .calendar, .homework, .honing, .rewards, .news, .market, .changes, .notFound],
        families: [PageEntry.renamed], feeds: [.newsFeed, .changesFeed, .calendarFeed])
}

/// Each page of the standard table, one declaration each.
extension PageEntry {
    /// The dashboard.
    package static let front = PageEntry(
        template: "index", path: SitePaths.index, isFront: true, describe: { PageDescription.roster($0.data.roster) },
        snapshots: { _ in [] }, view: dashboard)

    package static let roster = PageEntry(
        template: "roster", path: SitePaths.roster, title: .titleRoster, menu: .menuRoster,
        describe: { PageDescription.roster($0.data.roster) }, snapshots: { $0.data.characterPaths },
        view: { RosterPage(roster: $0.data.roster, accounts: $0.data.accounts, silent: $0.data.silent) })

    package static let calendar = PageEntry(
        template: "calendar", path: SitePaths.calendar, title: .titleCalendar, menu: .menuCalendar,
        answers: [Answers.calendar], describe: { $0.data[Answers.calendar].map(PageDescription.calendar) },
        view: { facts in
            facts.data.schedule.map { CalendarPage(schedule: $0, pictures: facts.pictures, words: facts.words, week: facts.week) }
        })

    /// With no raid facts there is no board (rather than one that vanishes from the menu of
    /// sheets built before the roster is known).
    package static let homework = PageEntry(
        template: "homework", path: SitePaths.homework, title: .titleHomework, menu: .menuHomework,
        describe: { _ in PageDescription.homework }, snapshots: { $0.data.characterPaths }, exists: { $0.homework != nil },
        view: { $0.homework })

    /// The honing planner: made from the sheets' pieces and the market's prices, so its data
    /// is as of both.
    package static let honing = PageEntry(
        template: "honing", path: SitePaths.honing, title: Words.Key("title.honing"), menu: Words.Key("menu.honing"),
        otherWords: [Words.Key("describe.honing")],
        describe: { _ in PageDescription.honing }, snapshots: { $0.data.characterPaths + $0.data.marketPaths },
        exists: { $0.honing != nil }, view: { $0.honing })

    package static let rewards = PageEntry(
        template: "rewards", path: SitePaths.rewards, title: .titleRewards, menu: .menuRewards,
        answers: [Answers.abyssDungeons, Answers.guardianRaids], describe: { _ in PageDescription.rewards },
        view: { facts in
            RewardsPage(
                abyss: facts.data[Answers.abyssDungeons], guardian: facts.data[Answers.guardianRaids], pictures: facts.pictures,
                abyssGone: facts.times.goneNote(Answers.abyssDungeons.path),
                guardianGone: facts.times.goneNote(Answers.guardianRaids.path))
        })

    package static let news = PageEntry(
        template: "news", path: SitePaths.news, title: .titleNews, menu: .menuNews, answers: [Answers.notices, Answers.events],
        describe: { _ in PageDescription.news },
        view: { facts in
            NewsPage(
                notices: facts.data[Answers.notices] ?? [], events: facts.data[Answers.events] ?? [], hidden: facts.data.hiddenEvents,
                feed: SitePaths.newsFeed, pictures: facts.pictures, words: facts.words)
        })

    package static let market = PageEntry(
        template: "market", path: SitePaths.market, title: .titleMarket, menu: .menuMarket, describe: { _ in PageDescription.market },
        snapshots: { $0.data.marketPaths }, exists: { $0.data.hasMarket },
        view: { facts in
            // The planner's materials are fetched with no setting; honing.yml says which few are charted.
            let uncharted = Set((facts.settings.honingTables?.materials ?? []).filter { !$0.chart }.map(\.id))
            return MarketPage(
                items: facts.data.markets, searches: facts.data.marketSearches, auctions: facts.data.auctions, uncharted: uncharted,
                words: facts.words)
        })

    package static let changes = PageEntry(
        template: "changes", path: SitePaths.changes, title: .titleChanges, menu: .menuChanges,
        describe: { _ in PageDescription.changes }, snapshots: { $0.data.characterPaths }, exists: { $0.data.hasHistory },
        view: changesView)

    /// What GitHub Pages (and most static hosts) serve for a missing path, at any depth.
    package static let notFound = PageEntry(
        template: "404", path: { _ in "404.html" }, formats: [.html], title: .titleNotFound, servedAnywhere: true, inSitemap: false,
        view: { _ in NotFoundPage() })

    /// The pages each former name keeps, its sheet's and (with history) its timeline's, each
    /// pointing to the new name's, so an old link still arrives (`renames` in loas.yml).
    @Sendable package static func renamed(_ facts: SiteFacts) -> [PageEntry] {
        facts.data.renamed.sorted { $0.key < $1.key }.flatMap { old, new in
            [false, true].filter { !$0 || facts.data.hasHistory }.map { isTimeline in
                let page: @Sendable (String, String) -> String = isTimeline ? SitePaths.timeline : SitePaths.character
                return PageEntry(
                    template: "renamed", path: { page(old, $0) }, title: .titleRenamed, titleValues: ["old": old, "new": new],
                    inSitemap: false, forward: { page(new, $0) },
                    view: { _ in RenamedPage(old: old, new: new, href: .link(fromDepth: 1) { page(new, $0) }, isTimeline: isTimeline) })
            }
        }
    }

    @Sendable private static func dashboard(_ facts: SiteFacts) -> any Encodable {
        let data = facts.data
        var dashboard = DashboardPage.Facts(
            characters: data.characters, roster: data.roster, schedule: data.schedule, notices: data[Answers.notices],
            mainCharacter: facts.settings.mainCharacter, favourites: facts.settings.favourites, week: facts.week,
            homework: facts.homework)
        dashboard.hasHistory = data.hasHistory
        dashboard.silent = data.silent
        return DashboardPage(data: dashboard, words: facts.words, pictures: facts.pictures)
    }

    /// Every character's recent changes, by week, with the feed beside them (HTML only).
    @Sendable private static func changesView(_ facts: SiteFacts) -> any Encodable {
        let characters = facts.data.characters.keys.sorted().map { name in
            ChangesPage.Character(name: name, changes: facts.data.characters[name]?.changes ?? [], hasSheet: true)
        }
        let hasEntries = characters.contains { !$0.changes.isEmpty }
        return ChangesPage(characters: characters, feedHref: hasEntries ? Fragment(html: SitePaths.changesFeed, markdown: nil) : nil)
    }
}
