/// Content done every day (균열, 가디언 토벌) by characters within an item-level band.
package struct DailyContent: Sendable, Hashable {
    package var name: String
    package var minItemLevel: Double
    /// The level from which a character does other content instead (전선 gives way to 균열).
    package var belowItemLevel: Double?

    package init(name: String, minItemLevel: Double = 0, belowItemLevel: Double? = nil) {
        self.name = name
        self.minItemLevel = minItemLevel
        self.belowItemLevel = belowItemLevel
    }

    package func isDone(at itemLevel: Double) -> Bool {
        itemLevel >= minItemLevel && belowItemLevel.map { itemLevel < $0 } != false
    }
}

/// Content one character clears a few times a week for the whole roster (카오스 게이트,
/// 필드보스), some of it paying bound gold by the level of who clears it.
package struct RosterContent: Sendable, Hashable {
    package var name: String
    package var timesPerWeek: Int
    /// Bound gold per clear from each item level, lowest first.
    package var boundGold: [Tier]

    package struct Tier: Sendable, Hashable {
        package var minItemLevel: Double
        package var gold: Int

        package init(minItemLevel: Double, gold: Int) {
            self.minItemLevel = minItemLevel
            self.gold = gold
        }
    }

    package init(name: String, timesPerWeek: Int, boundGold: [Tier] = []) {
        self.name = name
        self.timesPerWeek = timesPerWeek
        self.boundGold = boundGold.sorted { $0.minItemLevel < $1.minItemLevel }
    }

    /// Bound gold per clear for a character of `itemLevel` (0 below every tier).
    package func goldPerClear(at itemLevel: Double) -> Int {
        boundGold.last { $0.minItemLevel <= itemLevel }?.gold ?? 0
    }
}
