import Discord
import Foundation

/// One notice for Discord: what it shows and the keys the store records once Discord has
/// taken it, so no later run posts it again. A notice with no embeds is recorded without a
/// message: the first run's backlog, a week in which no one gained anything.
package struct OutgoingNotice: Sendable, Equatable {
    package var keys: [String]
    package var embeds: [DiscordMessage.Embed]

    package init(keys: [String], embeds: [DiscordMessage.Embed]) {
        (self.keys, self.embeds) = (keys, embeds)
    }
}

/// The keys of what was posted: each the same from run to run for the same thing, whatever
/// the site's title or the words, so a repeated run recognises what it already posted.
package enum NoticeKey {
    /// A character the notices follow; recorded with the time it was first named.
    package static func watch(_ name: String) -> String { "watch/\(name)" }

    /// A change-timeline entry: its character and the second it was seen in, numbered from the
    /// second entry of one second on (answers imported at one time), as `changes.atom` ids are.
    package static func change(_ name: String, second: Int, ordinal: Int) -> String {
        "change/\(name)/\(second)" + (ordinal > 0 ? "-\(ordinal + 1)" : "")
    }

    /// A game day, by its KST date ("2026-11-18").
    package static func day(_ date: String) -> String { "day/\(date)" }

    /// A game week, by the KST date of the Wednesday it began on.
    package static func week(_ date: String) -> String { "week/\(date)" }
}
