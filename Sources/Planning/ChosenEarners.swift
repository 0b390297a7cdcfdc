import Support

/// What `gold_earners` names that the homework board cannot use as named. The board quietly
/// fills an account's six from its highest characters, so a misspelt name, or a seventh of
/// one account, would otherwise change whose gold is counted without a word.
package enum ChosenEarners {
    package enum Problem: Sendable, Hashable {
        /// A name on none of the rosters, and the roster names nearest to it.
        case notOnRoster(name: String, nearest: [String])
        /// More than six of one account: the names beyond the sixth (in roster order) earn none.
        case overSix(named: [String], left: [String])
    }

    /// `chosen` against the accounts' characters (each in roster order).
    package static func problems(chosen: [String], accounts: [[String]]) -> [Problem] {
        let everyone = accounts.flatMap { $0 }
        let known = Set(everyone)
        var problems: [Problem] = chosen.filter { !known.contains($0) }.map {
            .notOnRoster(name: $0, nearest: EditDistance.nearest(to: $0, in: everyone, count: 3))
        }
        let named = Set(chosen)
        for account in accounts {
            let chosenHere = account.filter { named.contains($0) }
            guard chosenHere.count > Homework.goldEarnersPerAccount else { continue }
            problems.append(.overSix(named: chosenHere, left: Array(chosenHere.dropFirst(Homework.goldEarnersPerAccount))))
        }
        return problems
    }
}
