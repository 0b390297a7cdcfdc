import LostArkAPI
import Planning
import Rendering
import SitePages
import SnapshotStore

/// Renders the pages of one format through its templates: each character's pages as it is
/// decoded (`sheets`, one view for every format's page set), and every other page at the end
/// (`render`).
struct PageSet: Sendable {
    let data: SiteData
    let options: SiteBuilder.Options
    let format: OutputFormat
    let templates: TemplateLibrary
    let stylesheet: String
    /// The stylesheet's text, for the one page that carries it inline (404.html).
    let stylesheetText: String
    let freshness: Freshness
    let images: SiteImages
    /// What this Swift puts into pages (titles, menu, descriptions), from the templates.
    let words: Words

    private var ext: String { format.fileExtension }

    /// The sheet of `character` in each format of `pageSets`, filed under `name`, with its
    /// timeline and for HTML its tooltip page; `sheets` are the names of every character with
    /// a sheet in this build, which its siblings link to. `pictures` are the sheet's (depth 1).
    ///
    /// The sheet's view and its template value are made once for every format (`ByFormat`
    /// holds what differs), and each format's templates render that one value.
    static func sheets(
        _ name: String, _ character: CharacterSheet, in pageSets: [PageSet], sheets: Set<String>, pictures: SitePictures
    ) throws(TemplateError) -> [RenderedPage] {
        guard let first = pageSets.first else { return [] }
        let html = pageSets.first { $0.format == .html }
        let markdown = pageSets.first { $0.format == .markdown }
        // Both pages are one folder down, so each links to the other through the root.
        let shelf = html.map { _ in
            TooltipShelf(
                pageHref: SitePaths.href(SitePaths.tooltips(name), fromDepth: 1),
                sheetHref: SitePaths.href(SitePaths.character(name, OutputFormat.html.fileExtension), fromDepth: 1),
                scriptHref: SitePaths.href(SitePaths.tooltipScript(name), fromDepth: 1))
        }
        // Link previews show the portrait when it is kept, else the site's icon.
        let image = pictures.keptPath(character.armory.profile?.characterImage) ?? siteIcon
        var sheet = CharacterPage(
            chrome: ByFormat(
                html: html?.sheetChrome(name, character, image: image), markdown: markdown?.sheetChrome(name, character, image: image)),
            name: name, character: character, siblingList: first.data.siblingList(of: name), sheets: sheets,
            formats: pageSets.map(\.format), pictures: pictures, shelf: shelf, classGroups: first.options.classGroups)
        sheet.history = character.history.map { history in
            ByFormat(html: html?.historyView(name, history), markdown: markdown?.historyView(name, history))
        }
        sheet.gone = first.freshness.goneNote(character.path)
        let value = try TemplateValue(encoding: sheet)
        var pages: [RenderedPage] = []
        for pageSet in pageSets {
            pages += try pageSet.sheetPages(name, character, value: value, image: image, shelf: pageSet.format == .html ? shelf : nil)
        }
        return pages
    }

    /// This format's sheet of `name` from the sheet's `value`, its timeline, and the tooltip
    /// page and script of the tooltips `shelf` gathered.
    private func sheetPages(_ name: String, _ character: CharacterSheet, value: TemplateValue, image: String, shelf: TooltipShelf?)
        throws(TemplateError) -> [RenderedPage]
    {
        let path = SitePaths.character(name, ext)
        var pages = [RenderedPage(path: path, contents: try templates.renderData("character", value: value))]
        if let timeline = character.history?.timeline {
            let timelinePath = SitePaths.timeline(name, ext)
            pages.append(
                try page(
                    timelinePath, template: "timeline", title: words(.titleTimeline, ["name": name]),
                    description: Describe.character(name, character.armory.profile), snapshots: [character.path],
                    image: image
                ) {
                    var page = TimelinePage(
                        chrome: $0, name: name, sheetHref: SitePaths.href(path, fromDepth: 1), timeline: timeline, words: words)
                    page.gone = freshness.goneNote(character.path)
                    return page
                })
        }
        if let shelf, !shelf.entries.isEmpty {
            let tooltipPath = SitePaths.tooltips(name)
            pages.append(
                try page(
                    tooltipPath, template: "tooltips", title: words(.titleTooltips, ["name": name]),
                    description: Describe.character(name, character.armory.profile),
                    snapshots: [character.path], image: image
                ) {
                    TooltipPage(chrome: $0, name: name, sheet: shelf.sheetHref, entries: shelf.entries)
                })
            let scriptPath = SitePaths.tooltipScript(name)
            guard let script = TooltipScript.data(shelf.entries) else {
                throw TemplateError(template: scriptPath, problem: "needs more memory than this machine gave")
            }
            pages.append(RenderedPage(path: scriptPath, contents: script))
        }
        return pages
    }

    private func sheetChrome(_ name: String, _ character: CharacterSheet, image: String) -> Chrome {
        chrome(
            SitePaths.character(name, ext), title: name, description: Describe.character(name, character.armory.profile),
            snapshots: [character.path], image: image)
    }

    private func historyView(_ name: String, _ history: CharacterHistory) -> HistoryView {
        HistoryView(history, timelineHref: SitePaths.href(SitePaths.timeline(name, ext), fromDepth: 1), words: words)
    }

    /// The site's icon for link previews (a template asset): a PNG, which previews show
    /// where many ignore SVG.
    static let siteIcon = "icon.png"

    /// Every page but the character sheets; `pictures` are theirs (depth 0), shared by both formats.
    func render(pictures: SitePictures) throws(TemplateError) -> [RenderedPage] {
        var pages: [RenderedPage] = []
        let everyCharacter = data.characters.values.map(\.path).sorted()
        // The board is planned once for the front page's gold and its own page: for a large
        // roster planning is most of what these pages cost.
        var board: HomeworkPage?
        func homeworkBoard(_ catalog: RaidCatalog, chrome: Chrome) -> HomeworkPage {
            var planned = board ?? homework(catalog, chrome: chrome, characters: everyCharacter)
            planned.chrome = chrome
            board = planned
            return planned
        }
        pages.append(
            try page(SitePaths.index(ext), template: "index", description: Describe.roster(data.roster)) { chrome in
                var facts = DashboardPage.Facts(
                    characters: data.characters, roster: data.roster, schedule: data.schedule, notices: data.notices,
                    mainCharacter: options.mainCharacter, favourites: options.favourites, week: weekMoment,
                    homework: homeworkCatalog.map { homeworkBoard($0, chrome: chrome) })
                facts.hasHistory = data.hasHistory
                facts.silent = data.silent
                return DashboardPage(chrome: chrome, data: facts, format: ext, words: words, pictures: pictures)
            })
        pages.append(
            try page(
                SitePaths.roster(ext), template: "roster", title: words[.titleRoster], description: Describe.roster(data.roster),
                snapshots: everyCharacter
            ) {
                RosterPage(chrome: $0, roster: data.roster, accounts: data.accounts, silent: data.silent, format: ext)
            })
        if let calendar = data.calendar, let schedule = data.schedule {
            pages.append(
                try page(
                    SitePaths.calendar(ext), template: "calendar", title: words[.titleCalendar], description: Describe.calendar(calendar),
                    snapshots: [Route.calendar.mirrorPath]
                ) {
                    CalendarPage(chrome: $0, schedule: schedule, pictures: pictures, words: words, week: weekMoment)
                })
        }
        if let catalog = homeworkCatalog {
            pages.append(
                try page(
                    SitePaths.homework(ext), template: "homework", title: words[.titleHomework], description: Describe.homework,
                    snapshots: everyCharacter
                ) {
                    homeworkBoard(catalog, chrome: $0)
                })
        }
        if hasRewards {
            pages.append(
                try page(
                    SitePaths.rewards(ext), template: "rewards", title: words[.titleRewards], description: Describe.rewards,
                    snapshots: [Route.abyssDungeons.mirrorPath, Route.guardianRaids.mirrorPath]
                ) {
                    RewardsPage(
                        chrome: $0, abyss: data.abyss, guardian: data.guardian, pictures: pictures,
                        abyssGone: freshness.goneNote(Route.abyssDungeons.mirrorPath),
                        guardianGone: freshness.goneNote(Route.guardianRaids.mirrorPath))
                })
        }
        if data.hasNews {
            let feed = data.hasNews ? SitePaths.newsFeed : nil
            pages.append(
                try page(
                    SitePaths.news(ext), template: "news", title: words[.titleNews], description: Describe.news,
                    snapshots: [Route.notices.mirrorPath, Route.events.mirrorPath].filter { freshness.source.times(at: $0) != nil }
                ) {
                    NewsPage(
                        chrome: $0, notices: data.notices ?? [], events: data.events ?? [], hidden: data.hiddenEvents, feed: feed,
                        pictures: pictures, words: words)
                })
        }
        if data.hasMarket {
            pages.append(
                try page(
                    SitePaths.market(ext), template: "market", title: words[.titleMarket], description: Describe.market,
                    snapshots: data.marketPaths
                ) {
                    MarketPage(chrome: $0, items: data.markets, searches: data.marketSearches, auctions: data.auctions, words: words)
                })
        }
        if data.hasHistory { pages.append(try changesPage()) }
        pages += try renamedPages()
        if format == .html {
            pages.append(searchIndex)
            // Served for any missing path at any depth, so its links start at the base path.
            pages.append(
                try page(
                    "404.html", template: "404", title: words[.titleNotFound], root: options.basePath.value, snapshots: nil
                ) {
                    var chrome = $0
                    chrome.inlineStylesheet = stylesheetText
                    return NotFoundPage(chrome: chrome)
                })
        }
        return pages
    }

    /// The pages each former name keeps, its sheet's and its timeline's, pointing to the new
    /// name's, so an old link still arrives (`renames` in loas.yml).
    private func renamedPages() throws(TemplateError) -> [RenderedPage] {
        var pages: [RenderedPage] = []
        for (old, new) in data.renamed.sorted(by: { $0.key < $1.key }) {
            for isTimeline in [false, true] where !isTimeline || data.hasHistory {
                let path = isTimeline ? SitePaths.timeline(old, ext) : SitePaths.character(old, ext)
                let target = SitePaths.href(isTimeline ? SitePaths.timeline(new, ext) : SitePaths.character(new, ext), fromDepth: 1)
                let title = words(.titleRenamed, ["old": old, "new": new])
                pages.append(
                    try page(path, template: "renamed", title: title, snapshots: nil) { chrome in
                        var chrome = chrome
                        if format == .html { chrome.refresh = target }
                        return RenamedPage(chrome: chrome, old: old, new: new, href: target, isTimeline: isTimeline)
                    })
            }
        }
        return pages
    }

    /// Every character's recent changes, by week, with the feed beside them.
    private func changesPage() throws(TemplateError) -> RenderedPage {
        let characters = data.characters.keys.sorted().map { name in
            ChangesPage.Character(name: name, changes: data.characters[name]?.changes ?? [], hasSheet: true)
        }
        return try page(
            SitePaths.changes(ext), template: "changes", title: words[.titleChanges], description: Describe.changes,
            snapshots: data.characters.values.map(\.path).sorted()
        ) {
            ChangesPage(
                chrome: $0, characters: characters, format: ext,
                feedHref: format == .html && characters.contains { !$0.changes.isEmpty } ? SitePaths.changesFeed : nil)
        }
    }

    /// The build's moment and the calendar's fetch, so a calendar of a week that is over says so.
    private var weekMoment: WeekGlance.Moment {
        WeekGlance.Moment(now: options.now, fetched: freshness.source.times(at: Route.calendar.mirrorPath)?.lastSeenAt)
    }

    /// The homework board, which the front page sums up too.
    private func homework(_ catalog: RaidCatalog, chrome: Chrome, characters: [String]) -> HomeworkPage {
        HomeworkPage(
            chrome: chrome, accounts: data.accounts, catalog: catalog, week: homeworkWeek(characters), chosenEarners: options.goldEarners,
            format: ext)
    }

    private var hasRewards: Bool { data.abyss != nil || data.guardian != nil }

    /// The board needs raid facts (with none it says so, rather than vanishing from the menu
    /// of sheets built before the roster is known).
    private var homeworkCatalog: RaidCatalog? { options.raidCatalog }

    /// The week the board plans: the one its characters were last fetched in (an old
    /// snapshot's board uses that week's gold), else the newest figures the catalog has.
    private func homeworkWeek(_ paths: [String]) -> String {
        (paths.compactMap { freshness.source.times(at: $0)?.lastSeenAt }.max() ?? freshness.newest)
            .map { KoreanDate.day(of: GameResets.weekStart(containing: $0)) } ?? "9999-12-31"
    }

    /// `root` replaces the relative way back to the site root, for pages served at any depth.
    /// `snapshots` are the paths the page's data comes from (none: the whole site's; nil: the
    /// page shows no data, so no data-as-of stamp).
    /// `image` is the site path of the page's picture for link previews.
    private func page<View: Encodable>(
        _ path: String, template: String, title: String? = nil, root: String? = nil, description: PageDescription? = nil,
        snapshots: [String]? = [], image: String = siteIcon, context: (Chrome) -> View
    ) throws(TemplateError) -> RenderedPage {
        let chrome = chrome(path, title: title, root: root, description: description, snapshots: snapshots, image: image)
        return RenderedPage(path: path, contents: try templates.renderData(template, context(chrome)))
    }

    private func chrome(
        _ path: String, title: String? = nil, root: String? = nil, description: PageDescription? = nil, snapshots: [String]? = [],
        image: String = siteIcon
    ) -> Chrome {
        let depth = path.split(separator: "/").count - 1
        let root = root ?? String(repeating: "../", count: depth)
        return Chrome(
            title: title.map { "\($0) · \(options.siteTitle)" } ?? options.siteTitle,
            siteTitle: options.siteTitle,
            root: root,
            nav: nav(from: path, root: root),
            stylesheet: stylesheet,
            description: description?.text(words) ?? options.siteTitle,
            url: options.siteURL.map { $0.page(path) },
            image: options.siteURL.map { $0.page(image) },
            stamp: snapshots.flatMap(freshness.stamp(for:)),
            // Only the front page: on every page it would rewrite the whole site whenever any
            // one snapshot changed, and each page already says when its own data was fetched.
            generatedFrom: path == SitePaths.index(ext) ? freshness.newest.map(KoreanDate.display) : nil)
    }

    private func nav(from path: String, root: String) -> [NavLink] {
        menu.map { NavLink(title: words[$0.menu], href: root + SitePaths.href($0.path, fromDepth: 0), current: $0.path == path) }
    }

    /// The menu's pages: its word, the page's title and its path.
    private var menu: [(menu: Words.Key, title: Words.Key, path: String)] {
        var targets: [(menu: Words.Key, title: Words.Key, path: String)] = [(.menuRoster, .titleRoster, SitePaths.roster(ext))]
        if data.calendar != nil { targets.append((.menuCalendar, .titleCalendar, SitePaths.calendar(ext))) }
        if homeworkCatalog != nil { targets.append((.menuHomework, .titleHomework, SitePaths.homework(ext))) }
        if hasRewards { targets.append((.menuRewards, .titleRewards, SitePaths.rewards(ext))) }
        if data.hasNews { targets.append((.menuNews, .titleNews, SitePaths.news(ext))) }
        if data.hasMarket { targets.append((.menuMarket, .titleMarket, SitePaths.market(ext))) }
        if data.hasHistory { targets.append((.menuChanges, .titleChanges, SitePaths.changes(ext))) }
        return targets
    }

    /// The search box's index (HTML only): the characters with a sheet, the front page and the menu's pages.
    private var searchIndex: RenderedPage {
        let pages = [(options.siteTitle, SitePaths.index(ext))] + menu.map { (words[$0.title], $0.path) }
        let index = SearchIndex(characters: data.characters, format: ext, pages: pages, words: words)
        return RenderedPage(path: SearchIndex.path, contents: index.script)
    }
}
