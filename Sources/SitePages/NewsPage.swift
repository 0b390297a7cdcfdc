import LostArkAPI

/// Official notices by kind, and the running events with their banners and periods.
package struct NewsPage: Encodable {
    package let groups: [Group]
    package let events: [EventView]
    package let hasNotices: Bool
    package let hasEvents: Bool
    /// Events left out by `hide_events`.
    package let hiddenEvents: Int?
    package let feed: String?

    package struct Group: Encodable {
        package let type: String
        package let anchor: String
        package let notices: [Item]
    }

    /// A notice or an event title with its official link, when that link is http(s).
    package struct Item: Encodable {
        package let title: String
        package let date: String?
        package let href: String?
        package let markdownHref: String?
    }

    package struct EventView: Encodable {
        package let item: Item
        /// Kept with the snapshots (else a placeholder), the event's title as `alt`.
        package let banner: PictureView?
        package let start: String?
        package let end: String?
        package let reward: String?
    }

    /// The API's kinds in the order players look for them; any other kind follows.
    package static let typeOrder = ["점검", "공지", "상점", "이벤트"]

    package init(
        notices: [Notice], events: [GameEvent], hidden: Int, feed: String?, pictures: any PagePictures, words: Words
    ) {
        var byType: [String: [Item]] = [:]
        var order = Self.typeOrder
        for notice in notices {
            let type = notice.type.flatMap { $0.isEmpty ? nil : $0 } ?? words[.newsOtherKind]
            if !order.contains(type) { order.append(type) }
            byType[type, default: []].append(Self.item(notice.title, notice.link, date: notice.date.map(Self.shown), words: words))
        }
        groups = order.enumerated().compactMap { index, type in
            byType[type].map { Group(type: type, anchor: "notices-\(index + 1)", notices: $0) }
        }
        self.events = events.map { event in
            let item = Self.item(event.title, event.link, date: nil, words: words)
            return EventView(
                item: item, banner: pictures.view(event.thumbnail, alt: item.title, role: .banner),
                start: event.startDate.map(Self.shown), end: event.endDate.map(Self.shown),
                reward: event.rewardDate.map(Self.shown))
        }
        hasNotices = !notices.isEmpty
        hasEvents = !events.isEmpty
        hiddenEvents = hidden > 0 ? hidden : nil
        self.feed = feed
    }

    package static func item(_ title: String, _ link: String?, date: String?, words: Words) -> Item {
        let link = SafeLink(link)
        return Item(title: title.isEmpty ? words[.newsUntitled] : title, date: date, href: link?.url, markdownHref: link?.markdown)
    }

    /// "2025-08-20T09:59:54.163" → "2025-08-20 09:59" (KST, as sent).
    package static func shown(_ date: String) -> String {
        guard date.count >= 16, date.dropFirst(10).first == "T" else { return date }
        return String(date.prefix(10)) + " " + String(date.dropFirst(11).prefix(5))
    }
}
