import LostArkAPI
import Planning
import Support

/// The homework board: per account (a siblings roster), each character's raids for the week
/// and its daily content, with check boxes the page's script remembers until the game's
/// reset; the six gold earners' three richest raids summed into the week's gold.
package struct HomeworkPage: Encodable {
    package let chrome: Chrome
    package let accounts: [Account]
    package let hasAccounts: Bool
    package let gold: String
    package let boundGold: String?
    package let tradableGold: String?
    /// The raid facts behind the board and when each was last checked (nil: never).
    package let facts: [Fact]

    package struct Account: Encodable {
        package let leader: String
        package let anchor: String
        package let characters: [Row]
        // Named apart from the page's totals: a template looks a missing name up in the page.
        package let accountGold: String
        package let accountBound: String?
        package let accountTradable: String?
    }

    package struct Row: Encodable {
        package let name: String
        package let href: String?
        package let className: String
        package let server: String
        package let itemLevel: String
        /// One of the account's six gold earners with a raid to earn it in.
        package let isGoldEarner: Bool
        package let goldRaids: [Task]
        package let hasGoldRaids: Bool
        /// Eligible raid difficulties that are not among its gold raids ("에기르 노말").
        package let otherRaids: [String]
        package let hasOtherRaids: Bool
        package let daily: [Task]
        package let weekGold: String?
    }

    package struct Task: Encodable {
        package let name: String
        package let difficulty: String?
        package let taskGold: String?
        /// The check box's key in the browser's storage and the reset that clears it.
        package let key: String
        package let reset: String
    }

    package struct Fact: Encodable {
        package let raid: String
        package let checked: String?
    }

    package init(chrome: Chrome, accounts: [[RosterEntry]], catalog: RaidCatalog, format: String) {
        self.chrome = chrome
        var plans: [Homework.AccountPlan] = []
        var views: [Account] = []
        for (index, account) in accounts.enumerated() {
            let entries = Dictionary(account.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let plan = Homework.plan(
                account.map { Homework.Character(name: $0.name, itemLevel: $0.itemLevel?.value ?? 0) }, catalog: catalog)
            plans.append(plan)
            let rows = plan.characters.compactMap { character in
                entries[character.character.name].map { Self.row($0, character, format: format) }
            }
            views.append(Account(
                leader: rows.first?.name ?? "", anchor: "account-\(index + 1)", characters: rows,
                accountGold: Self.number(plan.gold), accountBound: plan.boundGold > 0 ? Self.number(plan.boundGold) : nil,
                accountTradable: plan.boundGold > 0 ? Self.number(plan.tradableGold) : nil))
        }
        self.accounts = views
        hasAccounts = !views.isEmpty
        let (gold, bound) = (plans.map(\.gold).clampedSum(), plans.map(\.boundGold).clampedSum())
        self.gold = Self.number(gold)
        boundGold = bound > 0 ? Self.number(bound) : nil
        tradableGold = bound > 0 ? Self.number(gold.clampedSubtracting(bound)) : nil
        var seen: Set<String> = []
        facts = catalog.raids.filter { seen.insert($0.raid).inserted }.map { Fact(raid: $0.raid, checked: $0.checked) }
    }

    private static func row(_ entry: RosterEntry, _ plan: Homework.CharacterPlan, format: String) -> Row {
        let name = entry.name
        let goldRaids = plan.goldRaids.map {
            Task(
                name: $0.raid, difficulty: $0.difficulty, taskGold: number($0.gold), key: "\(name)|raid|\($0.raid)", reset: "weekly")
        }
        // The other raids it may enter, each once at its richest difficulty: the lower ones
        // of a raid it already clears, or clears at a higher difficulty, are noise.
        let chosen = Set(plan.goldRaids.map(\.raid))
        let others = Homework.richestDifficulties(plan.eligible.filter { !chosen.contains($0.raid) })
            .map { "\($0.raid) \($0.difficulty)" }
        return Row(
            name: name, href: entry.hasSheet ? SitePaths.href(SitePaths.character(name, format), fromDepth: 0) : nil,
            className: entry.className ?? "—", server: entry.server ?? "—", itemLevel: entry.itemLevel?.description ?? "—",
            isGoldEarner: plan.isGoldEarner && !goldRaids.isEmpty, goldRaids: goldRaids, hasGoldRaids: !goldRaids.isEmpty,
            otherRaids: others, hasOtherRaids: !others.isEmpty,
            daily: plan.daily.map { Task(name: $0.name, difficulty: nil, taskGold: nil, key: "\(name)|daily|\($0.name)", reset: "daily") },
            weekGold: plan.gold > 0 ? number(plan.gold) : nil)
    }

    /// 42000 → "42,000", as the game writes gold.
    package static func number(_ value: Int) -> String { ChartLabels.number(Double(value), decimals: 0) }
}
