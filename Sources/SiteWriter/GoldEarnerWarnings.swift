import Planning
import SitePages

/// Warnings about `gold_earners` the homework board cannot follow: a name on none of the
/// rosters built (a typo, or a character not fetched), or a seventh of one account. Without
/// them the board quietly picks others.
enum GoldEarnerWarnings {
    static func warnings(chosen: [String], accounts: [[RosterEntry]]) -> [String] {
        guard !chosen.isEmpty, !accounts.isEmpty else { return [] }
        return ChosenEarners.problems(chosen: chosen, accounts: accounts.map { $0.map(\.name) }).map { problem in
            switch problem {
            case .notOnRoster(let name, let nearest):
                let hint = nearest.isEmpty ? "" : " (nearest: \(nearest.joined(separator: ", ")))"
                return "`gold_earners` in loas.yml: \(name) is on none of the rosters built\(hint); "
                    + "the homework board gives its place to the account's highest character. Check the spelling, or fetch it"
            case .overSix(let named, let left):
                return "`gold_earners` in loas.yml names \(named.count) characters of one account (\(named.joined(separator: ", "))); "
                    + "an account earns raid gold on six, so \(left.joined(separator: ", ")) earn none"
            }
        }
    }
}
