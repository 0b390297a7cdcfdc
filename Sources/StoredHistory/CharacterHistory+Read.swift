import ArmoryTimeline
import Foundation
import JSON
import LostArkAPI
import SitePages
import SnapshotStore
import Support
import TooltipSemantics

extension CharacterHistory {
    /// Reads the history of the character whose snapshot is `name` (its file name) from
    /// `source`; `label` names it in messages. Here, beside the store and not in the pages, so
    /// the pages see only the values.
    package init(name: String, from source: any HistorySource, label: String, memo: TooltipMemo) throws(SnapshotError) {
        try self.init(names: [name], from: source, label: label, memo: memo)
    }

    /// The history of one character under each of `names` in turn (a rename in loas.yml:
    /// former names first), as one: its series and its answers in the order they were fetched.
    ///
    /// A former name is cut at the rename, and loas.yml gives no date: the cut is the first
    /// answer under a later name. Whatever a former name answered from then on is another
    /// player's (who took the freed name) and never joins the history.
    package init(names: [String], from source: any HistorySource, label: String, memo: TooltipMemo) throws(SnapshotError) {
        var profiles: [ProfileHistory] = []
        for name in names { profiles.append(try source.profileHistory(character: name)) }
        var cuts: [Date?] = Array(repeating: nil, count: names.count)
        if names.count > 1 {
            var later: Date?
            for index in names.indices.reversed() {
                cuts[index] = later
                let first = (profiles[index].itemLevel + profiles[index].combatPower).map(\.date).min()
                later = [later, first].compactMap { $0 }.min()
            }
        }
        var itemLevel: [HistoryPoint] = []
        var combatPower: [HistoryPoint] = []
        for (profile, cut) in zip(profiles, cuts) {
            let before = { (point: HistoryPoint) in cut.map { point.date < $0 } ?? true }
            itemLevel += profile.itemLevel.filter(before)
            combatPower += profile.combatPower.filter(before)
        }
        if names.count > 1 {
            itemLevel.sort { $0.date < $1.date }
            combatPower.sort { $0.date < $1.date }
        }
        self.init(itemLevel: itemLevel, combatPower: combatPower, timeline: try Self.timeline(names, cuts: cuts, source, memo))
    }

    /// The timeline of every stored armory; an answer that does not decode is left out, as
    /// a damaged one is, so one bad answer never hides the rest. Unchanged tooltips are the
    /// same text in every answer, and the shared memo decodes each and reads its facts once.
    private static func timeline(_ names: [String], cuts: [Date?], _ source: any HistorySource, _ memo: TooltipMemo)
        throws(SnapshotError) -> ChangeTimeline?
    {
        let kept = { (index: Int, date: Date) in cuts[index].map { date < $0 } ?? true }
        let tooltips = TooltipFactsReader(
            item: { memo.tooltip($0).facts { ItemFacts($0) } }, gem: { memo.tooltip($0).facts { GemFacts($0) } })
        if var answers = try source.armorySections(character: names[names.count - 1]) {
            for (index, name) in names.enumerated().dropLast() {
                answers += try (source.armorySections(character: name) ?? []).filter { kept(index, $0.fetchedAt) }
            }
            if names.count > 1 { answers.sort { $0.fetchedAt < $1.fetchedAt } }
            guard answers.count > 1 else { return answers.first.map { Self.firstSeen($0.fetchedAt) } }
            return ChangeTimeline(try states(answers, source, tooltips: tooltips))
        }
        var answers: [DatedAnswer] = []
        for (index, name) in names.enumerated() {
            answers += try source.armoryAnswers(character: name).filter { kept(index, $0.fetchedAt) }
        }
        if names.count > 1 { answers.sort { $0.fetchedAt < $1.fetchedAt } }
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
