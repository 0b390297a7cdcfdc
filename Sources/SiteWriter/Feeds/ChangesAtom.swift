import Foundation
import Planning
import Rendering
import SitePages

/// The roster's changes as an Atom feed (RFC 4287): one entry per character per fetch that
/// changed it, linked to the character's timeline.
///
/// An entry's `updated` is when its change was seen, and ids are made from the site title,
/// the character and that moment, so a rebuild with no new answers writes the same bytes.
enum ChangesAtom {
    /// Nil when no character has changed.
    static func render(_ characters: [String: CharacterSummary], title: String, siteURL: SiteURL?, words: Words) -> String? {
        let site = CalendarICS.fnv1a(title)
        let entries = DatedChanges.newestFirst(characters).map { name, changes in
            let first = changes.lead.map { "\($0.label) \($0.text)" } ?? ""
            let title =
                changes.lines.count > 1
                ? words(.feedChangeTitleMore, ["name": name, "first": first, "count": String(changes.lines.count - 1)])
                : words(.feedChangeTitle, ["name": name, "first": first])
            let path = SitePaths.timeline(name, "html")
            let seconds = Int(changes.seenAt.timeIntervalSince1970.rounded(.down))
            return AtomFeed.Entry(
                id: "tag:loas.invalid,2026:change-\(site)-\(CalendarICS.fnv1a(name))-\(seconds)", title: title,
                updated: KoreanDate.rfc3339(changes.seenAt), link: siteURL?.page(path) ?? path,
                categories: Set(changes.lines.map(\.area)).sorted(),
                summary: changes.lines.map { "\($0.label) \($0.text)" }.joined(separator: "\n"))
        }
        return AtomFeed(
            id: "tag:loas.invalid,2026:changes-\(site)", title: words(.feedChangesTitle, ["site": title]), author: "LOAS",
            page: siteURL?.page(SitePaths.changes("html")) ?? SitePaths.changes("html"),
            path: siteURL?.page(SitePaths.changesFeed) ?? SitePaths.changesFeed, entries: entries
        ).render()
    }
}
