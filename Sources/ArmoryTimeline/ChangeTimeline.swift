import Foundation

/// A character's changes across its stored armory answers, newest first: one entry per
/// answer that changed something a player looks at. Combat power moves with nearly every
/// fetch; it earns a line with a change of gear, or alone once it has moved by
/// `combatPowerShare` since the last figure shown, so a wiggle is never an entry.
package struct ChangeTimeline: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        /// When the answer holding the change was first fetched.
        package var seenAt: Date
        /// When the answer before it was fetched: the change happened in between.
        package var previousAt: Date
        package var changes: [ArmoryChange]
    }

    /// Newest first.
    package var entries: [Entry]
    /// The first answer's fetch: where the timeline begins.
    package var since: Date?
    /// The last answer's fetch, changed or not.
    package var latest: Date?

    /// A movement of combat power alone this large (a share of the last figure shown) is
    /// an entry; below it, a fetch's figure is noise.
    package static let combatPowerShare = 0.01

    /// `answers` oldest first, each a state and when it was fetched.
    package init(_ answers: [(state: ArmoryState, seenAt: Date)]) {
        since = answers.first?.seenAt
        latest = answers.last?.seenAt
        var entries: [Entry] = []
        guard var previous = answers.first else {
            self.entries = []
            return
        }
        var shownPower = previous.state.combatPower
        var shownLevel = previous.state.itemLevel
        for var answer in answers.dropFirst() {
            // A section this answer lacks is the one last seen: an unreadable section, or
            // one not asked for, is no change, and the next answer that has it is compared
            // with what was known before.
            answer.state.fillUnknown(from: previous.state)
            defer { previous = answer }
            var changes = answer.state.changes(since: previous.state)
            if let to = answer.state.itemLevel, let from = shownLevel, abs(to - from) >= 0.005 {
                changes.insert(.itemLevel(from: from, to: to), at: 0)
                shownLevel = to
            }
            if let to = answer.state.combatPower, let from = shownPower, to != from,
                !changes.isEmpty || abs(to - from) >= Self.combatPowerShare * max(abs(from), 1)
            {
                changes.insert(.combatPower(from: from, to: to), at: changes.first?.area == .level ? 1 : 0)
                shownPower = to
            }
            shownLevel = shownLevel ?? answer.state.itemLevel
            shownPower = shownPower ?? answer.state.combatPower
            guard !changes.isEmpty else { continue }
            entries.append(Entry(seenAt: answer.seenAt, previousAt: previous.seenAt, changes: changes))
        }
        self.entries = entries.reversed()
    }

    package init(entries: [Entry], since: Date?, latest: Date?) {
        (self.entries, self.since, self.latest) = (entries, since, latest)
    }
}
