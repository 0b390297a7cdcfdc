import Foundation
import LostArkAPI
import Planning

/// Each feed of the standard table, one declaration each. Their links are absolute when the
/// site's address is known (feed readers resolve relative ones against the feed's own URL,
/// which works too, but not everywhere).
extension FeedEntry {
    /// Notices and events (`news.atom`), the same for every format.
    package static let newsFeed = FeedEntry(path: SitePaths.newsFeed) { facts in
        guard facts.data.hasNews else { return nil }
        let page = facts.settings.absolute(SitePaths.news("html")) ?? SitePaths.news("html")
        let feed = facts.settings.absolute(SitePaths.newsFeed) ?? SitePaths.newsFeed
        return NewsAtom.render(
            notices: facts.data[Answers.notices] ?? [], events: facts.data[Answers.events] ?? [], title: facts.settings.siteTitle,
            page: page,
            path: feed, words: facts.words
        ).map { Data($0.utf8) }
    }

    /// The roster's changes (`changes.atom`), with history only.
    package static let changesFeed = FeedEntry(path: SitePaths.changesFeed) { facts in
        guard facts.data.hasHistory else { return nil }
        return ChangesAtom.render(facts.data.characters, title: facts.settings.siteTitle, settings: facts.settings, words: facts.words)
            .map { Data($0.utf8) }
    }

    /// The week's calendar (`calendar.ics`), the categories `calendar_feed` names.
    package static let calendarFeed = FeedEntry(path: SitePaths.calendarFeed) { facts in
        guard let schedule = facts.data.schedule else { return nil }
        let events = FeedEvent.events(
            schedule, categories: facts.settings.calendarFeed, minutes: facts.settings.raidCatalog?.eventMinutes ?? [:],
            defaultMinutes: RaidCatalog.defaultEventMinutes)
        let stamp = CalendarICS.stamp(
            fetched: facts.times.fetched(Answers.calendar.path), starts: schedule.categories.flatMap(\.starts))
        return Data(CalendarICS.render(events, title: facts.settings.siteTitle, stamp: stamp).utf8)
    }
}
