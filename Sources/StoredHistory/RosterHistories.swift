import Foundation
import SitePages
import SnapshotStore

/// Every character with an armory, under the name it has now, with its history read as a
/// build reads it (a rename declared in loas.yml joins the former name's history): what
/// `loas notify` tells of, so a notice and the timeline page it links to never disagree.
package enum RosterHistories {
    package struct Character: Sendable {
        package var name: String
        /// The names it had before (`renames`), oldest first.
        package var former: [String]
        package var history: CharacterHistory
    }

    /// Sorted by name; a former name of a renamed character is not one of its own.
    package static func read(snapshots: any SnapshotSource, history: any HistorySource, renames: [String: String])
        throws(SnapshotError) -> [Character]
    {
        let names = SnapshotReader(snapshots).armoryNames()
        let joined = renames.isEmpty ? CharacterRenames() : CharacterRenames(renames, armories: Set(names))
        let memo = TooltipMemo()
        var characters: [Character] = []
        for name in names where joined.current[name] == nil {
            let former = joined.former[name] ?? []
            let history = try CharacterHistory(names: former + [name], from: history, label: name, memo: memo)
            characters.append(Character(name: name, former: former, history: history))
        }
        return characters
    }
}
