import ArmoryTimeline
import Foundation
import LostArkAPI
import SitePages
import SnapshotStore
import StoredHistory
import Support

/// What the notices are made of, as values: each character's series and change timeline, and
/// the calendar when one was fetched. Read from the store as a build reads it.
package struct NoticeFacts: Sendable {
    package struct Character: Sendable {
        package var name: String
        /// The names it had before (`renames` in loas.yml), oldest first.
        package var former: [String]
        package var itemLevel: [HistoryPoint]
        package var combatPower: [HistoryPoint]
        /// Its change-timeline entries, newest first (`ChangeTimeline`).
        package var changes: [ChangeTimeline.Entry]

        package init(
            name: String, former: [String] = [], itemLevel: [HistoryPoint], combatPower: [HistoryPoint], changes: [ChangeTimeline.Entry]
        ) {
            (self.name, self.former, self.itemLevel, self.combatPower, self.changes) = (name, former, itemLevel, combatPower, changes)
        }

        /// Whether the API ever answered for it with a profile: a name it has answered only
        /// `null` for (a typo, a character deleted) is not one the notices watch.
        var answered: Bool {
            !itemLevel.isEmpty || !combatPower.isEmpty
        }

        /// The latest item level the store has.
        var latestItemLevel: Double? {
            itemLevel.max { $0.date < $1.date }?.value
        }

        /// Each entry with its key, oldest first; the entries of one second numbered in the
        /// order they were fetched, over the whole timeline, so a key never moves. `aliases`:
        /// the keys it had under the former names, before the rename joined them.
        var keyedChanges: [(key: String, aliases: [String], entry: ChangeTimeline.Entry)] {
            var seen: [Int: Int] = [:]
            return changes.reversed().map { entry in
                let second = Int(entry.seenAt.timeIntervalSince1970.rounded(.down))
                let ordinal = seen[second, default: 0]
                seen[second] = ordinal + 1
                let aliases = former.map { NoticeKey.change($0, second: second, ordinal: ordinal) }
                return (NoticeKey.change(name, second: second, ordinal: ordinal), aliases, entry)
            }
        }

        /// When the notices began to watch it, under this name or a former one.
        func watchedSince(_ posted: [String: Date]) -> Date? {
            ([name] + former).compactMap { posted[NoticeKey.watch($0)] }.min()
        }
    }

    package var characters: [Character]
    /// The latest calendar snapshot; nil when none was fetched.
    package var calendar: [CalendarEntry]?

    package init(characters: [Character], calendar: [CalendarEntry]?) {
        (self.characters, self.calendar) = (characters, calendar)
    }

    /// The facts of `snapshot`, renames declared in loas.yml joined as the build joins them.
    /// A calendar that cannot be read is a warning: the characters' notices still go.
    package static func read(_ snapshot: StoreSnapshot, renames: [String: String]) throws(SnapshotError)
        -> (facts: NoticeFacts, warnings: [String])
    {
        let characters = try RosterHistories.read(snapshots: snapshot, history: snapshot, renames: renames).map { character in
            Character(
                name: character.name, former: character.former, itemLevel: character.history.itemLevel,
                combatPower: character.history.combatPower,
                changes: character.history.timeline?.entries ?? [])
        }
        var warnings: [String] = []
        let calendar: [CalendarEntry]?
        do {
            calendar = try SnapshotReader(snapshot).read(Answers.calendar, warnings: &warnings)
        } catch {
            warnings.append("\(error.description); today's schedule is not posted")
            calendar = nil
        }
        return (NoticeFacts(characters: characters, calendar: calendar), warnings)
    }
}
