import LostArkAPI
import Rendering

/// Notices and events as an Atom feed (RFC 4287), for feed readers.
///
/// Nothing in it depends on when it was built: each entry's `updated` is its own date
/// (a notice's date, an event's start) and the feed's is the newest entry's, so a rebuild
/// with no new data writes the same bytes. Ids are the official links, which the API
/// keeps per notice; an item without a usable link gets a `tag:` id from its content.
enum NewsAtom {
    typealias Entry = AtomFeed.Entry

    /// The feed's id depends on the site title only, so each site's feed is its own and
    /// stays the same across builds. Nil when there is nothing to list.
    static func render(notices: [Notice], events: [GameEvent], title: String, page: String, path: String, words: Words) -> String? {
        AtomFeed(
            id: "tag:loas.invalid,2026:news-\(CalendarICS.fnv1a(title))", title: words(.feedTitle, ["site": title]), author: "LOST ARK",
            page: page, path: path, entries: entries(notices: notices, events: events, words: words)
        ).render()
    }

    /// Newest first; items without a readable date are left out (an entry needs `updated`),
    /// and a second item with the same id is dropped (ids must be unique).
    static func entries(notices: [Notice], events: [GameEvent], words: Words) -> [Entry] {
        var entries: [Entry] = []
        for notice in notices {
            guard let updated = notice.date.flatMap({ rfc3339(kst: $0) }) else { continue }
            let type = notice.type.flatMap { $0.isEmpty ? nil : $0 } ?? words[.newsOtherKind]
            let link = SafeLink(notice.link)?.url
            entries.append(
                Entry(
                    id: link ?? tag("notice", notice.title + "\u{1F}" + (notice.date ?? "")), title: "[\(type)] \(notice.title)",
                    updated: updated, link: link, summary: "\(type) · \(NewsPage.shown(notice.date ?? ""))"))
        }
        for event in events {
            guard let updated = event.startDate.flatMap({ rfc3339(kst: $0) }) else { continue }
            let link = SafeLink(event.link)?.url
            let period = [event.startDate, event.endDate].map { $0.map(NewsPage.shown) ?? "?" }.joined(separator: " ~ ")
            entries.append(
                Entry(
                    id: link ?? tag("event", event.title + "\u{1F}" + (event.startDate ?? "")),
                    title: words(.feedEventTitle, ["title": event.title]),
                    updated: updated, link: link, summary: words(.feedEventPeriod, ["period": period])))
        }
        var seen: Set<String> = []
        return entries.filter { seen.insert($0.id).inserted }
            .sorted { ($0.updated, $0.id) > ($1.updated, $1.id) }
    }

    private static func tag(_ kind: String, _ content: String) -> String {
        "tag:loas.invalid,2026:\(kind)-\(CalendarICS.fnv1a(content))"
    }

    /// "2025-08-20T09:59:54.163" (KST without a zone) → "2025-08-20T09:59:54+09:00".
    static func rfc3339(kst text: String) -> String? {
        let head = text.prefix(19)
        let fields = head.split(whereSeparator: { "-T:".contains($0) })
        guard head.count == 19, fields.count == 6, fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(fields[1]), let day = Int(fields[2]), let hour = Int(fields[3]), let minute = Int(fields[4]),
            let second = Int(fields[5]), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second), fields[0].count == 4
        else { return nil }
        return head + "+09:00"
    }
}
