import ArmoryTimeline
import Foundation

/// One entry of a character's timeline as words: when it was seen and what changed. What the
/// roster, the front page, `changes.html` and the feed show of a character, kept in its
/// summary (and so in the build cache) without the armories it came from.
package struct DatedChanges: Sendable, Codable, Equatable {
    package var seenAt: Date
    package var lines: [ChangeLine]
    /// How many of the character's entries were seen in the same second before this one: 0
    /// but for answers imported at one time (`loas import --at`). With the second, what keeps
    /// the entry's feed id its own; counted over the whole timeline, so it stays the same as
    /// older entries drop out of `recent`.
    package var ordinal: Int

    package init(seenAt: Date, lines: [ChangeLine], ordinal: Int = 0) {
        (self.seenAt, self.lines, self.ordinal) = (seenAt, lines, ordinal)
    }

    package init(_ entry: ChangeTimeline.Entry, ordinal: Int = 0, words: Words) {
        self.init(seenAt: entry.seenAt, lines: entry.changes.map { ChangeLine($0, words: words) }, ordinal: ordinal)
    }

    /// The whole second an entry was seen in: the feed's ids count in seconds.
    package var second: Int {
        Int(seenAt.timeIntervalSince1970.rounded(.down))
    }

    /// The line that says most in one line: the first that is not a level's movement.
    package var lead: ChangeLine? {
        lines.first { $0.area != ArmoryChange.Area.level.rawValue } ?? lines.first
    }

    /// How far back the roster's pages and the feed look: the summary keeps the entries of
    /// the last `weeks` weeks before the character's latest answer, at most `limit`.
    package static let weeks = 8
    package static let limit = 40

    /// The recent entries of `timeline`, newest first.
    package static func recent(_ timeline: ChangeTimeline, words: Words) -> [DatedChanges] {
        guard let latest = timeline.latest else { return [] }
        let cutoff = latest.addingTimeInterval(-Double(weeks) * 7 * 86_400)
        return numbered(timeline.entries).filter { $0.entry.seenAt >= cutoff }.prefix(limit).map { entry, ordinal in
            DatedChanges(entry, ordinal: ordinal, words: words)
        }
    }

    /// `entries` (newest first) with their ordinals: each counts the older ones of its second.
    private static func numbered(_ entries: [ChangeTimeline.Entry]) -> [(entry: ChangeTimeline.Entry, ordinal: Int)] {
        var seen: [Int: Int] = [:]
        let oldestFirst = entries.reversed().map { entry in
            let second = Int(entry.seenAt.timeIntervalSince1970.rounded(.down))
            defer { seen[second, default: 0] += 1 }
            return (entry: entry, ordinal: seen[second, default: 0])
        }
        return oldestFirst.reversed()
    }

    /// Characters' entries in one list, newest first; entries seen at one moment by name.
    package static func newestFirst(_ entries: [(name: String, changes: DatedChanges)]) -> [(name: String, changes: DatedChanges)] {
        entries.sorted { ($0.changes.seenAt, $1.name) > ($1.changes.seenAt, $0.name) }
    }

    /// Every character's recent entries (`CharacterSummary.changes`) in one list, newest first.
    package static func newestFirst(_ characters: [String: CharacterSummary]) -> [(name: String, changes: DatedChanges)] {
        newestFirst(characters.flatMap { name, summary in summary.changes.map { (name: name, changes: $0) } })
    }
}
