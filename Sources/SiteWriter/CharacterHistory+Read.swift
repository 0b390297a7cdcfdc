import ArmoryTimeline
import Foundation
import JSON
import LostArkAPI
import SitePages
import SnapshotStore

extension CharacterHistory {
    /// Reads the history of the character whose snapshot is `name` (its file name) from
    /// `source`; `label` names it in messages. Here, in the build, so the pages see only the
    /// values.
    init(name: String, from source: any HistorySource, label: String, memo: TooltipMemo) throws(SnapshotError) {
        let itemLevel = try source.itemLevelHistory(character: name)
        let combatPower = try source.combatPowerHistory(character: name)
        self.init(itemLevel: itemLevel, combatPower: combatPower, timeline: try Self.timeline(name, source, memo))
    }

    /// The timeline of every stored armory; an answer that does not decode is left out, as
    /// a damaged one is, so one bad answer never hides the rest. Unchanged tooltips are the
    /// same text in every answer, and the shared memo decodes each once.
    private static func timeline(_ name: String, _ source: any HistorySource, _ memo: TooltipMemo) throws(SnapshotError) -> ChangeTimeline?
    {
        let answers = try source.armoryAnswers(character: name)
        guard !answers.isEmpty else { return nil }
        let decoder = FastJSONDecoder()
        let states = answers.compactMap { answer -> (state: ArmoryState, seenAt: Date)? in
            guard let armory = (try? decoder.decode(Armory?.self, from: answer.body)) ?? nil else { return nil }
            return (ArmoryState(armory, document: { memo.tooltip($0).document }), answer.fetchedAt)
        }
        return ChangeTimeline(states)
    }
}
