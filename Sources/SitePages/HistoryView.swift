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

    package init(_ history: CharacterHistory, current: Armory) {
        charts = [
            ChartView(id: "chart-item-level", title: "아이템 레벨", points: history.itemLevel, decimals: 2),
            ChartView(id: "chart-combat-power", title: "전투력", points: history.combatPower, decimals: 2),
        ].compactMap { $0 }
        let diff = history.previous.map { ArmoryChanges(from: $0.armory, to: current) }
        previousDate = history.previous.map { ChartLabels.kstDay($0.fetchedAt) }
        hasComparison = diff != nil
        changes = diff?.changes.map(Self.view) ?? []
        hasChanges = !changes.isEmpty
        // "1,620.00 → 1,640.00 (+20.00)": a leading digit, which Markdown leaves unescaped.
        itemLevelGain = history.previous.flatMap { previous -> String? in
            guard let then = previous.armory.profile?.itemLevel, let now = current.profile?.itemLevel, now != then else { return nil }
            let gain = now.value - then.value
            return "\(then) → \(now) (\(gain > 0 ? "+" : "")\(ChartLabels.number(gain, decimals: 2)))"
        }
        unchanged = diff.map { $0.changes.isEmpty && ($0.itemLevelGain ?? 0) == 0 } ?? false
    }

    private static func view(_ change: ArmoryChanges.Change) -> ChangeView {
        switch change {
        case .honed(let slot, let name, let from, let to):
            ChangeView(kind: to > from ? "강화" : "재련 하락", slot: slot, text: "\(name) +\(from) → +\(to)")
        case .swapped(let slot, let from, let to):
            ChangeView(kind: "교체", slot: slot, text: "\(from) → \(to)")
        case .equipped(let slot, let name):
            ChangeView(kind: "장착", slot: slot, text: name)
        case .removed(let slot, let name):
            ChangeView(kind: "해제", slot: slot, text: name)
        }
    }
}
