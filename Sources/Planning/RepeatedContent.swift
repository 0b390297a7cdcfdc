/// Content done every day (균열, 가디언 토벌) by characters within an item-level band.
public struct DailyContent: Sendable, Hashable {
    public var name: String
    public var minItemLevel: Double
    /// The level from which a character does other content instead (전선 gives way to 균열).
    public var belowItemLevel: Double?

    public init(name: String, minItemLevel: Double = 0, belowItemLevel: Double? = nil) {
        self.name = name
        self.minItemLevel = minItemLevel
        self.belowItemLevel = belowItemLevel
    }

    public func isDone(at itemLevel: Double) -> Bool {
        itemLevel >= minItemLevel && belowItemLevel.map { itemLevel < $0 } != false
    }
}

/// Content one character clears a few times a week for the whole roster (카오스 게이트,
/// 필드보스), some of it paying bound gold by the level of who clears it.
public struct RosterContent: Sendable, Hashable {
    public var name: String
    public var timesPerWeek: Int
    /// Bound gold per clear from each item level, lowest first.
    public var boundGold: [Tier]

    public struct Tier: Sendable, Hashable {
        public var minItemLevel: Double
        public var gold: Int

        public init(minItemLevel: Double, gold: Int) {
            self.minItemLevel = minItemLevel
            self.gold = gold
        }
    }

    public init(name: String, timesPerWeek: Int, boundGold: [Tier] = []) {
        self.name = name
        self.timesPerWeek = timesPerWeek
        self.boundGold = boundGold.sorted { $0.minItemLevel < $1.minItemLevel }
    }

    /// Bound gold per clear for a character of `itemLevel` (0 below every tier).
    public func goldPerClear(at itemLevel: Double) -> Int {
        boundGold.last { $0.minItemLevel <= itemLevel }?.gold ?? 0
    }
}
