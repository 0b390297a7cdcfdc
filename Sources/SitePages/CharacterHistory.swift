import Foundation
import JSON
import LostArkAPI
import SnapshotStore

/// What the store remembers of one character: level series and the armory before the latest.
package struct CharacterHistory: Sendable {
    package var itemLevel: [HistoryPoint]
    package var combatPower: [HistoryPoint]
    /// The armory answer before the latest one, and when it was fetched.
    package var previous: (armory: Armory, fetchedAt: Date)?

    /// `name` is the snapshot's file name; `label` names it in messages.
    package init(name: String, from source: any HistorySource, label: String) throws(SnapshotError) {
        itemLevel = try source.itemLevelHistory(character: name)
        combatPower = try source.combatPowerHistory(character: name)
        previous = nil
        if let answer = try source.previousAnswer(path: Route.armory(character: name).mirrorPath) {
            do {
                if let armory = try FastJSONDecoder().decode(Armory?.self, from: answer.body) {
                    previous = (armory, answer.fetchedAt)
                }
            } catch {
                throw SnapshotError(path: label, problem: "its previous stored answer is not a readable armory (\(error))")
            }
        }
    }
}
