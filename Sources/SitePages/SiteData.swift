import LostArkAPI
import Planning

/// Everything the pages besides the character sheets need: read from the snapshots once
/// for all formats (the build reads them, `SiteData+Read.swift`), small enough to hold for
/// the whole build. Sheets are built one character at a time (`CharacterSheet`); only their
/// `CharacterSummary` stays here.
package struct SiteData: Sendable {
    package var characters: [String: CharacterSummary] = [:]
    /// The characters the API answers for, with the sibling lists' others.
    package private(set) var roster: [RosterEntry] = []
    /// Characters with a sheet the API no longer answers for (renamed or deleted): shown apart,
    /// so a deleted character neither leads the front page nor earns gold on the board.
    package private(set) var silent: [RosterEntry] = []
    /// Renamed characters' former names → the name whose sheet they joined: each keeps pages
    /// pointing there, and no sheet or roster row of its own.
    package private(set) var renamed: [String: String] = [:]
    /// Each siblings snapshot: one roster of characters across servers.
    package private(set) var siblingLists: [[CharacterInfo]] = []
    /// Per character name, the first sibling list naming it: looked up once per sheet, so a
    /// scan of every list would make a build quadratic in the number of characters.
    private var siblingListOf: [String: Int] = [:]
    /// Each answer read besides the keyed ones (`Answers.standard` and the page table's
    /// own), by route, as its model: `data[Answers.calendar]`.
    private var answers: [Route: any Sendable]
    /// The calendar as a week's plan, made once for every page that shows it.
    package private(set) var schedule: WeekSchedule?
    /// Every snapshot read, as a path in the API-mirror layout, for data-as-of stamps.
    package var paths: [String] = []
    /// Events left out by `hide_events`.
    package var hiddenEvents = 0
    package var markets: [MarketItem] = []
    package var marketSearches: [MarketSearchResult] = []
    package var auctions: [AuctionSearchResult] = []
    /// The market page's snapshots, for its data-as-of stamp.
    package var marketPaths: [String] = []
    package var hasMarket: Bool { !markets.isEmpty || !marketSearches.isEmpty || !auctions.isEmpty }
    /// Built with a history source: sheets get timelines and the site a changes page.
    package private(set) var hasHistory = false

    /// The accounts of the roster: each siblings snapshot's characters together (in roster
    /// order), and a character no snapshot lists alone. Made with the roster, once.
    package private(set) var accounts: [[RosterEntry]] = []

    /// `siblings` are each siblings snapshot's list; `answers` each answer read, by route;
    /// the rest is set field by field.
    package init(siblingLists: [[CharacterInfo]], answers: [Route: any Sendable], hasHistory: Bool) {
        self.siblingLists = siblingLists
        siblingListOf = Self.index(siblingLists)
        self.answers = answers
        self.hasHistory = hasHistory
        schedule = self[Answers.calendar].map(WeekSchedule.init)
    }

    /// The answer `answer` declares, as read; nil when there was no snapshot of it.
    package subscript<Model>(_ answer: KeptAnswer<Model>) -> Model? {
        get { answers[answer.route] as? Model }
        set { answers[answer.route] = newValue }
    }

    /// Whether the answer was read.
    package func has(_ answer: any AnyKeptAnswer) -> Bool {
        answers[answer.route] != nil
    }

    /// The first siblings snapshot that lists `name`.
    package func siblingList(of name: String) -> [CharacterInfo]? {
        siblingListOf[name].map { siblingLists[$0] }
    }

    private static func index(_ lists: [[CharacterInfo]]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (number, list) in lists.enumerated() {
            for info in list where index[info.name] == nil { index[info.name] = number }
        }
        return index
    }
}

extension SiteData {
    /// Sibling lists fetched before a rename name the character by its old name: it is the
    /// same character under its new one (once each, where a list names both).
    package mutating func renameSiblings(_ current: [String: String]) {
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
    package mutating func add(_ summaries: [String: CharacterSummary], renamed: [String: String] = [:]) {
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

    package var hasNews: Bool { has(Answers.notices) || has(Answers.events) }
    /// Every character with a sheet's armory snapshot, in path order.
    package var characterPaths: [String] { characters.values.map(\.path).sorted() }
}
