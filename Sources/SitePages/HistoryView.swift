import LostArkAPI

/// The history section of a character sheet (`partials/history`): level charts from the
/// store and what changed since the previous armory snapshot.
package struct HistoryView: Encodable {
    package let charts: [ChartView]
    /// KST day of the previous snapshot; nil when the store has only one.
    package let previousDate: String?
    /// "1,620.00 → 1,640.00 (+20.00)"; nil when unchanged or unknown.
    package let itemLevelGain: String?
    package let changes: [ChangeView]
    package let hasChanges: Bool
    package let hasComparison: Bool
    package let unchanged: Bool

    package struct ChangeView: Encodable {
        package let kind: String
        package let slot: String
        package let text: String
    }

    package init(_ history: CharacterHistory, current: Armory, words: Words) {
        charts = [
            ChartView(id: "chart-item-level", title: words[.chartItemLevel], points: history.itemLevel, decimals: 2, words: words),
            ChartView(id: "chart-combat-power", title: words[.chartCombatPower], points: history.combatPower, decimals: 2, words: words),
        ].compactMap { $0 }
        let diff = history.previous.map { ArmoryChanges(from: $0.armory, to: current) }
        previousDate = history.previous.map { ChartLabels.kstDay($0.fetchedAt) }
        hasComparison = diff != nil
        changes = diff?.changes.map { Self.view($0, words: words) } ?? []
        hasChanges = !changes.isEmpty
        // "1,620.00 → 1,640.00 (+20.00)": a leading digit, which Markdown leaves unescaped.
        itemLevelGain = history.previous.flatMap { previous -> String? in
            guard let then = previous.armory.profile?.itemLevel, let now = current.profile?.itemLevel, now != then else { return nil }
            let gain = now.value - then.value
            return "\(then) → \(now) (\(gain > 0 ? "+" : "")\(ChartLabels.number(gain, decimals: 2)))"
        }
        unchanged = diff.map { $0.changes.isEmpty && ($0.itemLevelGain ?? 0) == 0 } ?? false
    }

    private static func view(_ change: ArmoryChanges.Change, words: Words) -> ChangeView {
        switch change {
        case .honed(let slot, let name, let from, let to):
            ChangeView(kind: words[to > from ? .changeRaised : .changeLowered], slot: slot, text: "\(name) +\(from) → +\(to)")
        case .swapped(let slot, let from, let to):
            ChangeView(kind: words[.changeSwapped], slot: slot, text: "\(from) → \(to)")
        case .equipped(let slot, let name):
            ChangeView(kind: words[.changeEquipped], slot: slot, text: name)
        case .removed(let slot, let name):
            ChangeView(kind: words[.changeRemoved], slot: slot, text: name)
        }
    }
}
