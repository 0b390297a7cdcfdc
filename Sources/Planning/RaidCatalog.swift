import Support

/// The raids the homework board knows, the daily and roster-wide content it lists and how long
/// calendar events last: facts a game update changes every few months, so they come from a
/// data file (`raids.yml`, shipped with the templates and overridable beside `loas.yml`),
/// never from code. Gold figures are dated: a week is planned with the figures in force then.
package struct RaidCatalog: Sendable, Hashable {
    package var raids: [RaidDifficulty]
    package var daily: [DailyContent]
    /// Content one character of a roster clears for all of it (카오스 게이트, 필드보스).
    package var rosterWeekly: [RosterContent]
    /// How long an event of each calendar category lasts, in minutes, for calendar feeds.
    package var eventMinutes: [String: Int]
    /// What each source key the figures cite stands for.
    package var sources: [String: String]

    /// A feed event of a category the file does not time.
    package static let defaultEventMinutes = 30

    package init(
        raids: [RaidDifficulty] = [], daily: [DailyContent] = [], rosterWeekly: [RosterContent] = [],
        eventMinutes: [String: Int] = [:], sources: [String: String] = [:]
    ) {
        self.raids = raids
        self.daily = daily
        self.rosterWeekly = rosterWeekly
        self.eventMinutes = eventMinutes
        self.sources = sources
    }

    /// The raids of the game week that contains `day` (KST, `YYYY-MM-DD`), with the figures in
    /// force that day; a raid released later, or gone by then, is not among them.
    package func week(of day: String) -> [WeekRaid] {
        raids.compactMap { raid in raid.figures(on: day).map { WeekRaid(raid: raid, figures: $0) } }
    }
}

/// One difficulty of one raid, across time: a character clears each raid once a week, in one
/// difficulty.
package struct RaidDifficulty: Sendable, Hashable {
    package var raid: String
    package var difficulty: String
    package var minItemLevel: Double
    /// The party's size, when the file says it.
    package var players: Int?
    /// The first day it could be entered (KST), and the day it closed, if it did.
    package var released: String?
    package var closed: String?
    /// Its gold over time, oldest first: each applies from its `from` day until the next one's.
    package var figures: [RaidFigures]

    package init(
        raid: String, difficulty: String, minItemLevel: Double, players: Int? = nil, released: String? = nil,
        closed: String? = nil, figures: [RaidFigures]
    ) {
        self.raid = raid
        self.difficulty = difficulty
        self.minItemLevel = minItemLevel
        self.players = players
        self.released = released
        self.closed = closed
        self.figures = figures.sorted { ($0.from ?? "") < ($1.from ?? "") }
    }

    /// The figures in force on `day`: the latest dated on or before it, else the oldest known
    /// (a week before the first dated change is planned with the oldest figures the file has);
    /// nil before its release or after it closed.
    package func figures(on day: String) -> RaidFigures? {
        if let released, day < released { return nil }
        if let closed, day >= closed { return nil }
        return figures.last { ($0.from ?? "") <= day } ?? figures.first
    }
}

/// A raid difficulty's gold, as a source gave it for a time.
package struct RaidFigures: Sendable, Hashable {
    /// The KST day these took effect; nil for figures from before the first dated change.
    package var from: String?
    /// Gold per gate, bound gold included; one number when the file knows only the total.
    package var gateGold: [Int]
    /// Of that, bound gold (귀속) per gate; empty when none is bound.
    package var gateBound: [Int]
    /// What the bonus loot (더보기) of each gate costs.
    package var gateBonus: [Int]
    /// The keys of the sources these come from (`RaidCatalog.sources`).
    package var sources: [String]
    /// Marked so in the file: a single weak source, or sources that disagree.
    package var unconfirmed: Bool

    package init(
        from: String? = nil, gateGold: [Int], gateBound: [Int] = [], gateBonus: [Int] = [], sources: [String] = [],
        unconfirmed: Bool = false
    ) {
        self.from = from
        self.gateGold = gateGold
        self.gateBound = gateBound
        self.gateBonus = gateBonus
        self.sources = sources
        self.unconfirmed = unconfirmed
    }

    package var gold: Int { gateGold.clampedSum() }
    package var boundGold: Int { min(gold, gateBound.clampedSum()) }
    package var tradableGold: Int { gold.clampedSubtracting(boundGold) }
    package var bonusCost: Int { gateBonus.clampedSum() }
}

/// One difficulty of one raid as it stands in a given week.
package struct WeekRaid: Sendable, Hashable {
    package var raid: String
    package var difficulty: String
    package var minItemLevel: Double
    package var players: Int?
    package var figures: RaidFigures

    package init(raid: RaidDifficulty, figures: RaidFigures) {
        (self.raid, difficulty, minItemLevel, players) = (raid.raid, raid.difficulty, raid.minItemLevel, raid.players)
        self.figures = figures
    }

    package var gold: Int { figures.gold }
    package var boundGold: Int { figures.boundGold }
    package var tradableGold: Int { figures.tradableGold }
    package var bonusCost: Int { figures.bonusCost }
}

extension RaidDifficulty {
    /// A difficulty whose gold never changed (or whose history the file does not keep).
    package init(
        raid: String, difficulty: String, minItemLevel: Double, gateGold: [Int], gateBound: [Int] = [], gateBonus: [Int] = []
    ) {
        self.init(
            raid: raid, difficulty: difficulty, minItemLevel: minItemLevel,
            figures: [RaidFigures(gateGold: gateGold, gateBound: gateBound, gateBonus: gateBonus)])
    }
}
