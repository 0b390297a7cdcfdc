import Support

/// What each character of an account may clear this week and the gold it is worth.
///
/// An account (a roster: every character on one server group) earns raid gold on its six
/// characters of highest item level; each of those earns it in at most three raids a week,
/// one difficulty each. So a character's gold raids are, among the raids its item level
/// allows, the three worth most gold, each at its richest allowed difficulty.
public enum Homework {
    public static let goldEarnersPerAccount = 6
    public static let goldRaidsPerCharacter = 3

    public struct Character: Sendable, Hashable {
        public var name: String
        public var itemLevel: Double

        public init(name: String, itemLevel: Double) {
            self.name = name
            self.itemLevel = itemLevel
        }
    }

    public struct CharacterPlan: Sendable, Hashable {
        public var character: Character
        /// Every raid difficulty its item level allows, in the catalog's order.
        public var eligible: [RaidDifficulty]
        public var isGoldEarner: Bool
        /// Its gold raids this week, richest first: empty unless it is a gold earner.
        public var goldRaids: [RaidDifficulty]
        public var daily: [DailyContent]

        public var gold: Int { goldRaids.map(\.gold).clampedSum() }
        public var boundGold: Int { goldRaids.map(\.boundGold).clampedSum() }
        public var tradableGold: Int { gold.clampedSubtracting(boundGold) }
    }

    public struct AccountPlan: Sendable, Hashable {
        /// Highest item level first.
        public var characters: [CharacterPlan]

        public var gold: Int { characters.map(\.gold).clampedSum() }
        public var boundGold: Int { characters.map(\.boundGold).clampedSum() }
        public var tradableGold: Int { gold.clampedSubtracting(boundGold) }
    }

    /// The raid difficulties a character of `itemLevel` may enter.
    public static func eligible(_ itemLevel: Double, in catalog: RaidCatalog) -> [RaidDifficulty] {
        catalog.raids.filter { $0.minItemLevel <= itemLevel }
    }

    /// The three raids worth most gold to a character of `itemLevel`, each at its richest
    /// allowed difficulty; a raid worth no gold is never one of them.
    public static func goldRaids(_ itemLevel: Double, in catalog: RaidCatalog) -> [RaidDifficulty] {
        let richest = richestDifficulties(eligible(itemLevel, in: catalog).filter { $0.gold > 0 })
        // Stable: equal gold keeps the catalog's order.
        let ranked = richest.enumerated().sorted { $0.1.gold != $1.1.gold ? $0.1.gold > $1.1.gold : $0.0 < $1.0 }
        return ranked.prefix(goldRaidsPerCharacter).map(\.1)
    }

    /// Each raid of `difficulties` once, at its difficulty worth most gold (the first listed
    /// of equals), in the order the raids first appear.
    public static func richestDifficulties(_ difficulties: [RaidDifficulty]) -> [RaidDifficulty] {
        var position: [String: Int] = [:]
        var richest: [RaidDifficulty] = []
        for raid in difficulties {
            if let index = position[raid.raid] {
                if raid.gold > richest[index].gold { richest[index] = raid }
            } else {
                position[raid.raid] = richest.count
                richest.append(raid)
            }
        }
        return richest
    }

    /// The account's six characters of highest item level (ties keep the roster's order).
    public static func goldEarners(_ characters: [Character]) -> Set<String> {
        Set(highestFirst(characters, itemLevel: \.itemLevel).prefix(goldEarnersPerAccount).map(\.name))
    }

    public static func plan(_ characters: [Character], catalog: RaidCatalog) -> AccountPlan {
        let earners = goldEarners(characters)
        let plans = characters.map { character in
            let isEarner = earners.contains(character.name)
            return CharacterPlan(
                character: character, eligible: eligible(character.itemLevel, in: catalog), isGoldEarner: isEarner,
                goldRaids: isEarner ? goldRaids(character.itemLevel, in: catalog) : [],
                daily: catalog.daily.filter { $0.minItemLevel <= character.itemLevel })
        }
        return AccountPlan(characters: highestFirst(plans, itemLevel: \.character.itemLevel))
    }

    /// Highest item level first; equal levels keep their order.
    private static func highestFirst<Element>(_ elements: [Element], itemLevel: (Element) -> Double) -> [Element] {
        elements.enumerated().sorted { a, b in
            let (levelA, levelB) = (itemLevel(a.element), itemLevel(b.element))
            return levelA != levelB ? levelA > levelB : a.offset < b.offset
        }.map(\.element)
    }
}
