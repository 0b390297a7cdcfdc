extension DashboardPage {
    /// The week's gold on the homework board: the total planned, and each gold check box's
    /// key and figures, which the page's script looks up in the board's stored ticks to show
    /// what is earned so far.
    package struct Gold: Encodable {
        package let planned: String
        package let plannedValue: Int
        package let href: Fragment
        package let tasks: [Task]

        package struct Task: Encodable {
            package let key: String
            package let gold: Int
            package let bonusKey: String?
            package let bonus: Int
        }

        /// Nil when the board plans no gold.
        package init?(_ board: HomeworkPage, href: Fragment) {
            guard board.planned.goldValue > 0 else { return nil }
            planned = board.planned.gold
            plannedValue = board.planned.goldValue
            self.href = href
            tasks = board.accounts.flatMap { account in
                account.characters.flatMap(\.goldRaids).map {
                    Task(key: $0.key, gold: $0.goldValue, bonusKey: $0.bonusValue > 0 ? $0.bonusKey : nil, bonus: $0.bonusValue)
                }
                    + account.rosterWeekly.flatMap(\.clears).filter { $0.goldValue > 0 }.map {
                        Task(key: $0.key, gold: $0.goldValue, bonusKey: nil, bonus: 0)
                    }
            }
        }
    }
}
