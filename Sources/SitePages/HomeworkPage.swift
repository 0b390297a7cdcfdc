import LostArkAPI
import Planning
import Rendering
import Support

/// The homework board, a ledger of the week: per account (a siblings roster), each
/// character's gold raids with their gold and bonus-loot cost, its daily content and the
/// roster's weeklies, with check boxes the page's script remembers until the game's reset
/// and sums into earned and remaining gold, bound and tradable apart. Planned with the
/// figures in force in the week of `week`.
package struct HomeworkPage: Encodable {
    /// The week planned: its first day (KST), `YYYY-MM-DD`.
    package let weekStart: String
    package let accounts: [Account]
    package let hasAccounts: Bool
    package let planned: Gold
    /// Every raid difficulty of the week, for the reference table.
    package let raids: [RaidRow]
    package let hasUnconfirmed: Bool

    /// Gold as pages show it and as the ledger's script adds it up.
    package struct Gold: Encodable {
        package let gold: String
        package let bound: String?
        package let tradable: String?
        package let goldValue: Int
        package let boundValue: Int

        init(gold: Int, bound: Int) {
            self.gold = HomeworkPage.number(gold)
            self.bound = bound > 0 ? HomeworkPage.number(bound) : nil
            tradable = bound > 0 ? HomeworkPage.number(gold.clampedSubtracting(bound)) : nil
            (goldValue, boundValue) = (gold, bound)
        }
    }

    package struct Account: Encodable {
        package let leader: String
        package let anchor: String
        package let characters: [Row]
        package let rosterWeekly: [RosterTask]
        package let hasRosterWeekly: Bool
        // Named apart from the page's totals: a template looks a missing name up in the page.
        package let accountPlanned: Gold
    }

    package struct Row: Encodable {
        package let name: String
        package let href: Fragment?
        package let className: String
        package let server: String
        package let itemLevel: String
        /// One of the account's six gold earners with a raid to earn it in.
        package let isGoldEarner: Bool
        package let goldRaids: [RaidTask]
        package let hasGoldRaids: Bool
        /// Raid difficulties it may enter beyond its gold raids ("에기르 노말"), each raid once.
        package let otherRaids: [String]
        package let hasOtherRaids: Bool
        package let daily: [Task]
        package let rowPlanned: Gold?
    }

    package struct RaidTask: Encodable {
        package let name: String
        package let difficulty: String
        package let gold: String
        package let bonusCost: String?
        package let goldValue: Int
        package let boundValue: Int
        package let bonusValue: Int
        package let unconfirmed: Bool
        /// The check boxes' keys in the browser's storage, and the reset that clears them.
        package let key: String
        package let bonusKey: String
        package let reset = "weekly"
    }

    package struct Task: Encodable {
        package let name: String
        package let key: String
        package let reset: String
    }

    package struct RosterTask: Encodable {
        package let name: String
        package let character: String
        package let clears: [Clear]
        package let goldPerClear: String?

        package struct Clear: Encodable {
            package let number: Int
            package let key: String
            package let goldValue: Int
            package let reset = "weekly"
        }
    }

    package struct RaidRow: Encodable {
        package let raid: String
        package let difficulty: String
        package let minItemLevel: String
        package let players: Int?
        package let gold: String
        package let bound: String?
        package let bonusCost: String?
        package let unconfirmed: Bool
    }

    package init(
        accounts: [[RosterEntry]], catalog: RaidCatalog, week: String, chosenEarners: [String] = []
    ) {
        weekStart = week
        var views: [Account] = []
        var totals = (gold: 0, bound: 0)
        var others: [OthersKey: [String]] = [:]
        var planner = Homework.WeekPlanner(catalog: catalog, week: week)
        for (index, account) in accounts.enumerated() {
            let entries = Dictionary(account.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let plan = planner.plan(
                account.map { Homework.Character(name: $0.name, itemLevel: $0.itemLevel?.value ?? 0) }, chosenEarners: chosenEarners)
            totals = (totals.gold.clampedAdding(plan.gold), totals.bound.clampedAdding(plan.boundGold))
            let rows = plan.characters.compactMap { character in
                entries[character.character.name].map { Self.row($0, character, others: &others) }
            }
            let rosterWeekly = plan.rosterWeekly.map(Self.rosterTask)
            views.append(
                Account(
                    leader: rows.first?.name ?? "", anchor: "account-\(index + 1)", characters: rows, rosterWeekly: rosterWeekly,
                    hasRosterWeekly: !rosterWeekly.isEmpty, accountPlanned: Gold(gold: plan.gold, bound: plan.boundGold)))
        }
        self.accounts = views
        hasAccounts = !views.isEmpty
        planned = Gold(gold: totals.gold, bound: totals.bound)
        let raids = planner.raids
        self.raids = raids.map {
            RaidRow(
                raid: $0.raid, difficulty: $0.difficulty, minItemLevel: ChartLabels.number($0.minItemLevel, decimals: 0),
                players: $0.players,
                gold: Self.number($0.gold), bound: $0.boundGold > 0 ? Self.number($0.boundGold) : nil,
                bonusCost: $0.bonusCost > 0 ? Self.number($0.bonusCost) : nil, unconfirmed: $0.figures.unconfirmed)
        }
        hasUnconfirmed = raids.contains { $0.figures.unconfirmed }
    }

    /// What a row's other raids depend on: the raids it may enter (a higher level only adds
    /// some, so their count says which) and its gold raids (fixed by those, or none).
    private struct OthersKey: Hashable {
        let eligible: Int
        let gold: Int
    }

    private static func row(
        _ entry: RosterEntry, _ plan: Homework.CharacterPlan, others known: inout [OthersKey: [String]]
    ) -> Row {
        let name = entry.name
        let goldRaids = plan.goldRaids.map {
            RaidTask(
                name: $0.raid, difficulty: $0.difficulty, gold: number($0.gold),
                bonusCost: $0.bonusCost > 0 ? number($0.bonusCost) : nil, goldValue: $0.gold, boundValue: $0.boundGold,
                bonusValue: $0.bonusCost, unconfirmed: $0.figures.unconfirmed, key: "\(name)|raid|\($0.raid)",
                bonusKey: "\(name)|bonus|\($0.raid)")
        }
        // The next richest raids it may enter, each once at its richest difficulty: the lower
        // ones of a raid it already clears are noise, and so are a dozen old raids.
        let key = OthersKey(eligible: plan.eligible.count, gold: plan.goldRaids.count)
        let others =
            known[key]
            ?? {
                let chosen = Set(plan.goldRaids.map(\.raid))
                let found = Homework.richestFirst(plan.eligible.filter { !chosen.contains($0.raid) })
                    .prefix(Homework.goldRaidsPerCharacter).map { "\($0.raid) \($0.difficulty)" }
                known[key] = found
                return found
            }()
        return Row(
            name: name, href: entry.hasSheet ? .link { SitePaths.character(name, $0) } : nil,
            className: entry.className ?? "—", server: entry.server ?? "—", itemLevel: entry.itemLevel?.description ?? "—",
            isGoldEarner: plan.isGoldEarner && !goldRaids.isEmpty, goldRaids: goldRaids, hasGoldRaids: !goldRaids.isEmpty,
            otherRaids: others, hasOtherRaids: !others.isEmpty,
            daily: plan.daily.map { Task(name: $0.name, key: "\(name)|daily|\($0.name)", reset: "daily") },
            rowPlanned: plan.gold > 0 ? Gold(gold: plan.gold, bound: plan.boundGold) : nil)
    }

    /// Its ticks are keyed by the account's leading character, who clears it: an account's
    /// place on the board moves when another's leader overtakes, and a tick must not move with it.
    private static func rosterTask(_ task: Homework.RosterTask) -> RosterTask {
        let clears = (1...max(1, task.content.timesPerWeek)).map {
            RosterTask.Clear(number: $0, key: "\(task.character)|roster|\(task.content.name)|\($0)", goldValue: task.goldPerClear)
        }
        return RosterTask(
            name: task.content.name, character: task.character, clears: clears,
            goldPerClear: task.goldPerClear > 0 ? number(task.goldPerClear) : nil)
    }

    /// 42000 → "42,000", as the game writes gold.
    package static func number(_ value: Int) -> String { ChartLabels.number(Double(value), decimals: 0) }
}
