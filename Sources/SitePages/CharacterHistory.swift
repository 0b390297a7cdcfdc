import ArmoryTimeline
import Foundation
import LostArkAPI
import Support

/// What the store remembers of one character: level series and its change timeline.
/// Plain values: the build reads them from its history source (`SiteWriter`), so pages can
/// be made from fixtures alone.
package struct CharacterHistory: Sendable {
    package var itemLevel: [HistoryPoint]
    package var combatPower: [HistoryPoint]
    /// Every change across the stored armories; nil when the source keeps none.
    package var timeline: ChangeTimeline?

    package init(
        itemLevel: [HistoryPoint], combatPower: [HistoryPoint], timeline: ChangeTimeline? = nil
    ) {
        self.itemLevel = itemLevel
        self.combatPower = combatPower
        self.timeline = timeline
    }
}
