import Foundation
import Planning
import Rendering
import SitePages

/// The roster's changes as an Atom feed (RFC 4287): one entry per character per fetch that
/// changed it, linked to the character's timeline.
///
/// As `news.atom`, nothing depends on when it was built: an entry's `updated` is when its
/// change was seen, the feed's is the newest entry's, and ids are made from the site title,
/// the character and that moment, so a rebuild with no new answers writes the same bytes.
enum ChangesAtom {
    /// Nil when no character has changed (a feed needs an `updated`, and has none to take).
    static func render(_ characters: [String: CharacterSummary], title: String, siteURL: SiteURL?, words: Words) -> String? {
        let entries = characters.flatMap { name, summary in summary.changes.map { (name, $0) } }
            .sorted { ($0.1.seenAt, $1.0) > ($1.1.seenAt, $0.0) }
        guard let newest = entries.first?.1.seenAt else { return nil }
        let site = CalendarICS.fnv1a(title)
        let page = siteURL?.page(SitePaths.changes("html")) ?? SitePaths.changes("html")
        let feed = siteURL?.page(SitePaths.changesFeed) ?? SitePaths.changesFeed
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ko">
            <id>tag:loas.invalid,2026:changes-\(site)</id>
            <title>\(XMLText.escaped(words(.feedChangesTitle, ["site": title])))</title>
            <updated>\(KoreanDate.rfc3339(newest))</updated>
            <author><name>LOAS</name></author>
            <generator>LOAS</generator>
            <link rel="alternate" type="text/html" href="\(XMLText.escaped(page))"/>
            <link rel="self" type="application/atom+xml" href="\(XMLText.escaped(feed))"/>

            """
        for (name, changes) in entries {
            let first = changes.lead.map { "\($0.label) \($0.text)" } ?? ""
            let title =
                changes.lines.count > 1
                ? words(.feedChangeTitleMore, ["name": name, "first": first, "count": String(changes.lines.count - 1)])
                : words(.feedChangeTitle, ["name": name, "first": first])
            let path = SitePaths.timeline(name, "html")
            let link = siteURL?.page(path) ?? path
            let seconds = Int(changes.seenAt.timeIntervalSince1970.rounded(.down))
            xml += "<entry>\n<id>tag:loas.invalid,2026:change-\(site)-\(CalendarICS.fnv1a(name))-\(seconds)</id>\n"
            xml += "<title>\(XMLText.escaped(title))</title>\n<updated>\(KoreanDate.rfc3339(changes.seenAt))</updated>\n"
            xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escaped(link))\"/>\n"
            for area in Set(changes.lines.map(\.area)).sorted() {
                xml += "<category term=\"\(XMLText.escaped(area))\"/>\n"
            }
            let summary = changes.lines.map { "\($0.label) \($0.text)" }.joined(separator: "\n")
            xml += "<summary>\(XMLText.escaped(summary))</summary>\n</entry>\n"
        }
        return xml + "</feed>\n"
    }
}
