import Foundation
import Planning
import Rendering

/// The roster's changes (`changes.html`/`.md`): every character's recent timeline entries,
/// by the game's week (from Wednesday 06:00 KST), newest first.
package struct ChangesPage: Encodable {
    package let weeks: [Week]
    package let hasWeeks: Bool
    /// The feed of the same entries, relative to the page; in HTML only.
    package let feedHref: Fragment?

    package struct Week: Encodable {
        package let firstDay: String
        package let lastDay: String
        package let entries: [Entry]
        /// How many characters changed this week.
        package let characters: Int
    }

    package struct Entry: Encodable {
        package let name: String
        package let href: Fragment?
        package let timelineHref: Fragment?
        package let day: String
        package let time: String
        package let datetime: String
        package let lines: [ChangeLine]
        /// The line that names the entry in one line (gear before a level's movement), and
        /// how many more it has.
        package let lead: ChangeLine?
        package let more: Int
    }

    /// One character's recent changes and where its pages are (nil: no sheet).
    package struct Character: Sendable {
        package var name: String
        package var changes: [DatedChanges]
        package var hasSheet: Bool

        package init(name: String, changes: [DatedChanges], hasSheet: Bool) {
            (self.name, self.changes, self.hasSheet) = (name, changes, hasSheet)
        }
    }

    package init(characters: [Character], feedHref: Fragment?) {
        self.feedHref = feedHref
        let hasSheet = Dictionary(characters.map { ($0.name, $0.hasSheet) }, uniquingKeysWith: { first, _ in first })
        let all = DatedChanges.newestFirst(characters.flatMap { character in character.changes.map { (character.name, $0) } })
        var weeks: [Week] = []
        var current: [(name: String, changes: DatedChanges)] = []
        for (index, item) in all.enumerated() {
            current.append(item)
            let start = GameResets.weekStart(containing: item.changes.seenAt)
            guard index + 1 == all.count || GameResets.weekStart(containing: all[index + 1].changes.seenAt) != start else { continue }
            weeks.append(
                Week(
                    firstDay: KoreanDate.day(of: start), lastDay: KoreanDate.day(of: start.addingTimeInterval(6 * 86_400)),
                    entries: current.map { Self.entry($0.name, $0.changes, hasSheet: hasSheet[$0.name] ?? false) },
                    characters: Set(current.map(\.name)).count))
            current = []
        }
        self.weeks = weeks
        hasWeeks = !weeks.isEmpty
    }

    static func entry(_ name: String, _ changes: DatedChanges, hasSheet: Bool) -> Entry {
        Entry(
            name: name, href: hasSheet ? .link { SitePaths.character(name, $0) } : nil,
            timelineHref: hasSheet ? .link { SitePaths.timeline(name, $0) } : nil,
            day: KoreanDate.day(of: changes.seenAt), time: KoreanDate.time(of: changes.seenAt),
            datetime: KoreanDate.rfc3339(changes.seenAt), lines: changes.lines, lead: changes.lead,
            more: max(changes.lines.count - 1, 0))
    }
}
