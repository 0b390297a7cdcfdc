import Foundation
import Honing
import LostArkAPI
import Planning

/// Everything a page of the table is made from, as values: the site's data, the owner's
/// settings, when each snapshot was fetched, the words and the pictures. Made by the build
/// once the sheets are done, and given to every page's view.
package struct SiteFacts: Sendable {
    package let data: SiteData
    package let settings: SiteSettings
    package let times: any PageTimes
    package let words: Words
    /// The pictures of pages at the site's root.
    package let pictures: any PagePictures
    /// The homework board, planned once for its own page and the front page's gold (for a
    /// large roster planning is most of what those pages cost); nil without raid facts.
    package let homework: HomeworkPage?
    /// The honing planner's page, planned once; nil without the tables.
    package let honing: HoningPage?

    package init(data: SiteData, settings: SiteSettings, times: any PageTimes, words: Words, pictures: any PagePictures) {
        (self.data, self.settings, self.times, self.words, self.pictures) = (data, settings, times, words, pictures)
        homework = settings.raidCatalog.map { catalog in
            HomeworkPage(
                accounts: data.accounts, catalog: catalog, week: Self.homeworkWeek(data.characterPaths, times: times),
                chosenEarners: settings.goldEarners)
        }
        honing = Self.honingPlan(data: data, settings: settings).map { HoningPage($0.plan, unplanned: $0.unplanned) }
    }

    /// The build's moment and the calendar's fetch, so a calendar of a week that is over says so.
    package var week: WeekGlance.Moment {
        WeekGlance.Moment(now: settings.now, fetched: times.lastSeen(Route.calendar.mirrorPath))
    }

    /// The week the board plans: the one its characters were last fetched in (an old
    /// snapshot's board uses that week's gold), else the newest figures the catalog has.
    private static func homeworkWeek(_ paths: [String], times: any PageTimes) -> String {
        (paths.compactMap(times.lastSeen).max() ?? times.newest)
            .map { KoreanDate.day(of: GameResets.weekStart(containing: $0)) } ?? "9999-12-31"
    }
}
