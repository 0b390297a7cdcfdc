import Support

/// What each character of an account may clear this week and the gold it is worth.
///
/// An account (a roster: every character on one server group) earns raid gold on six
/// characters, its six of highest item level unless the owner names others; each of those
/// earns it in at most three raids a week, one difficulty each. So a character's gold raids
/// are, among the raids its item level allows, the three worth most gold in all (bound gold
/// included), each at its richest allowed difficulty.
package enum Homework {
    package static let goldEarnersPerAccount = 6
    package static let goldRaidsPerCharacter = 3

    package struct Character: Sendable, Hashable {
        package var name: String
        package var itemLevel: Double

        package init(name: String, itemLevel: Double) {
            self.name = name
            self.itemLevel = itemLevel
        }
    }

    package struct CharacterPlan: Sendable, Hashable {
        package var character: Character
        /// Every raid difficulty its item level allows this week, in the catalog's order.
        package var eligible: [WeekRaid]
        package var isGoldEarner: Bool
        /// Its gold raids this week, richest first: empty unless it is a gold earner.
        package var goldRaids: [WeekRaid]
        package var daily: [DailyContent]

        package var gold: Int { goldRaids.map(\.gold).clampedSum() }
        package var boundGold: Int { goldRaids.map(\.boundGold).clampedSum() }
        package var tradableGold: Int { gold.clampedSubtracting(boundGold) }
    }

    /// Roster-wide content, cleared by the account's highest character.
    package struct RosterTask: Sendable, Hashable {
        package var content: RosterContent
        package var character: String
        package var goldPerClear: Int

        /// Bound gold for every clear of the week.
        package var gold: Int {
            let (gold, overflow) = goldPerClear.multipliedReportingOverflow(by: content.timesPerWeek)
            return overflow ? .max : gold
        }
    }

    package struct AccountPlan: Sendable, Hashable {
        /// Highest item level first.
        package var characters: [CharacterPlan]
        package var rosterWeekly: [RosterTask]

        /// Raid gold and the roster content's bound gold.
        package var gold: Int { (characters.map(\.gold) + rosterWeekly.map(\.gold)).clampedSum() }
        package var boundGold: Int { (characters.map(\.boundGold) + rosterWeekly.map(\.gold)).clampedSum() }
        package var tradableGold: Int { gold.clampedSubtracting(boundGold) }
    }

    /// The raid difficulties a character of `itemLevel` may enter.
    package static func eligible(_ itemLevel: Double, in raids: [WeekRaid]) -> [WeekRaid] {
        raids.filter { $0.minItemLevel <= itemLevel }
    }

    /// The three raids worth most gold to a character of `itemLevel`, each at its richest
    /// allowed difficulty; a raid worth no gold is never one of them.
    package static func goldRaids(_ itemLevel: Double, in raids: [WeekRaid]) -> [WeekRaid] {
        Array(richestFirst(eligible(itemLevel, in: raids).filter { $0.gold > 0 }).prefix(goldRaidsPerCharacter))
    }

    /// Each raid of `difficulties` once at its richest difficulty, richest first; equal gold
    /// keeps the catalog's order.
    package static func richestFirst(_ difficulties: [WeekRaid]) -> [WeekRaid] {
        let richest = richestWithGold(difficulties)
        return richest.indices.sorted { a, b in
            richest[a].gold != richest[b].gold ? richest[a].gold > richest[b].gold : a < b
        }.map { richest[$0].raid }
    }

    /// Each raid of `difficulties` once, at its difficulty worth most gold (the first listed
    /// of equals), in the order the raids first appear.
    package static func richestDifficulties(_ difficulties: [WeekRaid]) -> [WeekRaid] {
        richestWithGold(difficulties).map(\.raid)
    }

    /// `richestDifficulties` with each one's gold, summed once: a raid's gold is a sum over
    /// its gates, and the homework page asks for every character twice in each format. A
    /// week holds a dozen raids, so they are found by a look along the list, not a hash of
    /// their Korean names.
    private static func richestWithGold(_ difficulties: [WeekRaid]) -> [(raid: WeekRaid, gold: Int)] {
        var richest: [(raid: WeekRaid, gold: Int)] = []
        for raid in difficulties {
            let gold = raid.gold
            if let index = richest.firstIndex(where: { $0.raid.raid == raid.raid }) {
                if gold > richest[index].gold { richest[index] = (raid, gold) }
            } else {
                richest.append((raid, gold))
            }
        }
        return richest
    }

    /// The account's six gold earners: those of `chosen` that are in it, then its characters
    /// of highest item level (ties keep the roster's order).
    package static func goldEarners(_ characters: [Character], chosen: [String] = []) -> Set<String> {
        let named = Set(chosen)
        let first = characters.filter { named.contains($0.name) }
        let rest = highestFirst(characters.filter { !named.contains($0.name) }, itemLevel: \.itemLevel)
        return Set((first + rest).prefix(goldEarnersPerAccount).map(\.name))
    }

    /// The account's week: `week` is a KST day in it (`YYYY-MM-DD`), which picks the raids
    /// and the gold figures in force.
    package static func plan(
        _ characters: [Character], catalog: RaidCatalog, week: String, chosenEarners: [String] = []
    ) -> AccountPlan {
        var planner = WeekPlanner(catalog: catalog, week: week)
        return planner.plan(characters, chosenEarners: chosenEarners)
    }

    /// Plans the accounts of one week: the week's raids are picked once, and what a level may
    /// enter is worked out once per set of raids. A higher level only adds raids, so two
    /// levels that meet as many minimums enter the same ones; a roster of a thousand
    /// characters has a handful of such sets.
    package struct WeekPlanner {
        let catalog: RaidCatalog
        package let raids: [WeekRaid]
        private var byCount: [Int: (eligible: [WeekRaid], gold: [WeekRaid]?)] = [:]

        package init(catalog: RaidCatalog, week: String) {
            self.catalog = catalog
            raids = catalog.week(of: week)
        }

        package mutating func plan(_ characters: [Character], chosenEarners: [String] = []) -> AccountPlan {
            let earners = goldEarners(characters, chosen: chosenEarners)
            var plans: [CharacterPlan] = []
            plans.reserveCapacity(characters.count)
            for character in characters {
                let isEarner = earners.contains(character.name)
                var count = 0
                for raid in raids where raid.minItemLevel <= character.itemLevel { count += 1 }
                var known = byCount[count] ?? (eligible(character.itemLevel, in: raids), nil)
                if isEarner, known.gold == nil { known.gold = goldRaids(character.itemLevel, in: raids) }
                byCount[count] = known
                plans.append(
                    CharacterPlan(
                        character: character, eligible: known.eligible, isGoldEarner: isEarner,
                        goldRaids: isEarner ? known.gold ?? [] : [],
                        daily: catalog.daily.filter { $0.isDone(at: character.itemLevel) }))
            }
            let ordered = highestFirst(plans, itemLevel: \.character.itemLevel)
            let rosterWeekly =
                ordered.first.map { top in
                    catalog.rosterWeekly.map {
                        RosterTask(content: $0, character: top.character.name, goldPerClear: $0.goldPerClear(at: top.character.itemLevel))
                    }
                } ?? []
            return AccountPlan(characters: ordered, rosterWeekly: rosterWeekly)
        }
    }

    /// Highest item level first; equal levels keep their order.
    private static func highestFirst<Element>(_ elements: [Element], itemLevel: (Element) -> Double) -> [Element] {
        elements.enumerated().sorted { a, b in
            let (levelA, levelB) = (itemLevel(a.element), itemLevel(b.element))
            return levelA != levelB ? levelA > levelB : a.offset < b.offset
        }.map(\.element)
    }
}
