import ArmoryTimeline
import Foundation
import JSON
import LostArkAPI
import SitePages
import SnapshotStore
import TooltipSemantics

extension CharacterHistory {
    /// Reads the history of the character whose snapshot is `name` (its file name) from
    /// `source`; `label` names it in messages. Here, in the build, so the pages see only the
    /// values.
    init(name: String, from source: any HistorySource, label: String, memo: TooltipMemo) throws(SnapshotError) {
        let profile = try source.profileHistory(character: name)
        self.init(itemLevel: profile.itemLevel, combatPower: profile.combatPower, timeline: try Self.timeline(name, source, memo))
    }

    /// The timeline of every stored armory; an answer that does not decode is left out, as
    /// a damaged one is, so one bad answer never hides the rest. Unchanged tooltips are the
    /// same text in every answer, and the shared memo decodes each and reads its facts once.
    private static func timeline(_ name: String, _ source: any HistorySource, _ memo: TooltipMemo) throws(SnapshotError) -> ChangeTimeline?
    {
        let tooltips = TooltipFactsReader(
            item: { memo.tooltip($0).facts { ItemFacts($0) } }, gem: { memo.tooltip($0).facts { GemFacts($0) } })
        if let answers = try source.armorySections(character: name) {
            guard answers.count > 1 else { return answers.first.map { Self.firstSeen($0.fetchedAt) } }
            return ChangeTimeline(try states(answers, source, tooltips: tooltips))
        }
        let answers = try source.armoryAnswers(character: name)
        guard answers.count > 1 else { return answers.first.map { Self.firstSeen($0.fetchedAt) } }
        let decoder = FastJSONDecoder()
        return ChangeTimeline(
            answers.compactMap { answer in
                guard let armory = (try? decoder.decode(Armory?.self, from: answer.body)) ?? nil else { return nil }
                return (ArmoryState(armory, tooltips: tooltips), answer.fetchedAt)
            })
    }

    /// The timeline of a character fetched once (none when never): it begins and ends there,
    /// and with nothing to compare no state is read (a new store's first build decoded every
    /// armory twice).
    private static func firstSeen(_ fetchedAt: Date) -> ChangeTimeline {
        ChangeTimeline([(ArmoryState(), fetchedAt)])
    }

    /// States made a member at a time: a member (a section) already read for an earlier
    /// answer is not read again, so a month of fetches that moved only the profile costs the
    /// profiles. A member missing or damaged is unknown, as a section the API left out.
    private static func states(_ answers: [SectionedAnswer], _ source: any HistorySource, tooltips: TooltipFactsReader)
        throws(SnapshotError) -> [(state: ArmoryState, seenAt: Date)]
    {
        let decoder = FastJSONDecoder()
        var known: [String: ArmoryState] = [:]
        var states: [(state: ArmoryState, seenAt: Date)] = []
        for answer in answers {
            var state = ArmoryState()
            var members = 0
            for section in answer.sections where section.label != nil {
                if let part = known[section.hash] {
                    state.fillUnknown(from: part)
                    members += 1
                    continue
                }
                guard let bytes = try source.section(hash: section.hash), let object = BodySections.memberObject(bytes),
                    let armory = (try? decoder.decode(Armory?.self, from: object)) ?? nil
                else { continue }
                let part = ArmoryState(armory, tooltips: tooltips)
                known[section.hash] = part
                state.fillUnknown(from: part)
                members += 1
            }
            if members > 0 { states.append((state, answer.fetchedAt)) }
        }
        return states
    }
}
