import Foundation
import LostArkAPI
import Support

/// What the store remembers of one character: level series and the armory before the latest.
/// Plain values: the build reads them from its history source (`SiteWriter`), so pages can
/// be made from fixtures alone.
package struct CharacterHistory: Sendable {
    package var itemLevel: [HistoryPoint]
    package var combatPower: [HistoryPoint]
    /// The armory answer before the latest one, and when it was fetched.
    package var previous: (armory: Armory, fetchedAt: Date)?

    package init(itemLevel: [HistoryPoint], combatPower: [HistoryPoint], previous: (armory: Armory, fetchedAt: Date)?) {
        self.itemLevel = itemLevel
        self.combatPower = combatPower
        self.previous = previous
    }
}
