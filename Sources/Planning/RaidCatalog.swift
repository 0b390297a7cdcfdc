import Support

/// The raids the homework board knows, the daily content it lists and how long calendar
/// events last: facts a game
/// update changes every few months, so they come from a data file (`raids.yml`, shipped
/// with the templates and overridable beside `loas.yml`), never from code.
public struct RaidCatalog: Sendable, Hashable {
    public var raids: [RaidDifficulty]
    public var daily: [DailyContent]
    /// How long an event of each calendar category lasts, in minutes, for calendar feeds.
    public var eventMinutes: [String: Int]

    /// A feed event of a category the file does not time.
    public static let defaultEventMinutes = 30

    public init(raids: [RaidDifficulty] = [], daily: [DailyContent] = [], eventMinutes: [String: Int] = [:]) {
        self.raids = raids
        self.daily = daily
        self.eventMinutes = eventMinutes
    }
}

/// One difficulty of one raid: a character clears each raid once a week, in one difficulty.
public struct RaidDifficulty: Sendable, Hashable {
    public var raid: String
    public var difficulty: String
    public var minItemLevel: Double
    /// Gold per gate, all of it (bound included).
    public var gateGold: [Int]
    /// Of that, bound gold (귀속) per gate; empty when none is bound.
    public var gateBound: [Int]
    /// When these facts were last checked against the game (`YYYY-MM-DD`), if known.
    public var checked: String?

    public init(
        raid: String, difficulty: String, minItemLevel: Double, gateGold: [Int], gateBound: [Int] = [], checked: String? = nil
    ) {
        self.raid = raid
        self.difficulty = difficulty
        self.minItemLevel = minItemLevel
        self.gateGold = gateGold
        self.gateBound = gateBound
        self.checked = checked
    }

    // Clamped: the catalog is a file a user writes, so no sum of it may trap.
    public var gold: Int { gateGold.clampedSum() }
    public var boundGold: Int { min(gold, gateBound.clampedSum()) }
    public var tradableGold: Int { gold.clampedSubtracting(boundGold) }
}

/// Content done every day (chaos dungeon, guardian raid), from a minimum item level.
public struct DailyContent: Sendable, Hashable {
    public var name: String
    public var minItemLevel: Double

    public init(name: String, minItemLevel: Double = 0) {
        self.name = name
        self.minItemLevel = minItemLevel
    }
}
