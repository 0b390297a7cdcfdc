import Foundation
import JSON
import LostArkAPI
import SitePages
import SnapshotStore

extension CharacterHistory {
    /// Reads the history of the character whose snapshot is `name` (its file name) from
    /// `source`; `label` names it in messages. Here, in the build, so the pages see only the
    /// values.
    init(name: String, from source: any HistorySource, label: String) throws(SnapshotError) {
        let itemLevel = try source.itemLevelHistory(character: name)
        let combatPower = try source.combatPowerHistory(character: name)
        var previous: (armory: Armory, fetchedAt: Date)?
        if let answer = try source.previousAnswer(path: Route.armory(character: name).mirrorPath) {
            do {
                if let armory = try FastJSONDecoder().decode(Armory?.self, from: answer.body) {
                    previous = (armory, answer.fetchedAt)
                }
            } catch {
                throw SnapshotError(path: label, problem: "its previous stored answer is not a readable armory (\(error))")
            }
        }
        self.init(itemLevel: itemLevel, combatPower: combatPower, previous: previous)
    }
}
