import Foundation
import Planning
import Rendering

/// The roster's changes as an Atom feed (RFC 4287): one entry per character per fetch that
/// changed it, linked to the character's timeline.
///
/// An entry's `updated` is when its change was seen, and ids are made from the site title,
/// the character and that second (numbered from the second entry of one second on, as
/// answers imported at one time make), so each entry has its own and a rebuild with no new
/// answers writes the same bytes.
enum ChangesAtom {
    /// Nil when no character has changed.
    static func render(_ characters: [String: CharacterSummary], title: String, settings: SiteSettings, words: Words) -> String? {
        let site = CalendarICS.fnv1a(title)
        let entries = DatedChanges.newestFirst(characters).map { name, changes in
            let first = changes.lead.map { "\($0.label) \($0.text)" } ?? ""
            let title =
                changes.lines.count > 1
                ? words(.feedChangeTitleMore, ["name": name, "first": first, "count": String(changes.lines.count - 1)])
                : words(.feedChangeTitle, ["name": name, "first": first])
            let path = SitePaths.timeline(name, "html")
            // The first entry of a second keeps the id it always had; the others are numbered.
            let ordinal = changes.ordinal > 0 ? "-\(changes.ordinal + 1)" : ""
            return AtomFeed.Entry(
                id: "tag:loas.invalid,2026:change-\(site)-\(CalendarICS.fnv1a(name))-\(changes.second)\(ordinal)", title: title,
                updated: KoreanDate.rfc3339(changes.seenAt), link: settings.absolute(path) ?? path,
                categories: Set(changes.lines.map(\.area)).sorted(),
                summary: changes.lines.map { "\($0.label) \($0.text)" }.joined(separator: "\n"))
        }
        return AtomFeed(
            id: "tag:loas.invalid,2026:changes-\(site)", title: words(.feedChangesTitle, ["site": title]), author: "LOAS",
            page: settings.absolute(SitePaths.changes("html")) ?? SitePaths.changes("html"),
            path: settings.absolute(SitePaths.changesFeed) ?? SitePaths.changesFeed, entries: entries
        ).render()
    }
}
