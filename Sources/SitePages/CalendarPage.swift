import LostArkAPI
import Planning
import Rendering

/// The weekly calendar as a plan: the week at a glance, then each category with each of its
/// contents once: the days and start times it runs (KST, as the API sends them), gold days
/// marked, the notable rewards named and the full list folded.
package struct CalendarPage: Encodable {
    package let glance: WeekGlance?
    package let categories: [Category]
    package let hasEntries: Bool

    package struct Category: Encodable {
        package let name: String
        package let anchor: String
        package let contents: [Content]
    }

    package struct Content: Encodable {
        package let names: String
        package let locations: String?
        /// The content's icon, kept with the snapshots (else a placeholder).
        package let icon: PictureView?
        package let minItemLevel: Int?
        package let runs: [Run]
        package let givesGold: Bool
        package let highlights: [RewardView]
        package let hasHighlights: Bool
        package let rewardGroups: [Rewards]
        package let rewardCount: Int
    }

    package struct Run: Encodable {
        package let days: [Day]
        package let times: String
        package let series: Series?
    }

    package struct Series: Encodable {
        package let first: String
        package let last: String
        package let minutes: Int
    }

    package struct Day: Encodable {
        package let date: String
        package let short: String
        package let weekday: String
        package let gold: Bool
    }

    package struct Rewards: Encodable {
        /// "1640+", or nil for rewards every level gets.
        package let itemLevel: String?
        package let items: [RewardView]
    }

    package init(schedule: WeekSchedule, pictures: any PagePictures, words: Words, week: WeekGlance.Moment = .init()) {
        glance = schedule.days.isEmpty ? nil : WeekGlance(schedule, calendarHref: nil, moment: week)
        categories = schedule.categories.enumerated().map { index, category in
            Category(
                name: category.name.isEmpty ? words[.calendarOtherCategory] : category.name, anchor: "category-\(index + 1)",
                contents: category.contents.map { Self.content($0, pictures: pictures) })
        }
        hasEntries = !schedule.categories.isEmpty
    }

    private static func content(_ content: WeekSchedule.Content, pictures: any PagePictures) -> Content {
        // Folded, its icons load only when opened (`loading="lazy"`).
        let groups = content.rewardGroups.map {
            Rewards(
                itemLevel: $0.itemLevel > 0 ? "\($0.itemLevel)+" : nil, items: $0.items.map { RewardView($0, pictures: pictures) })
        }
        let highlights = content.highlights().map { RewardView($0, pictures: pictures) }
        return Content(
            names: content.names.joined(separator: " · "),
            locations: content.locations.isEmpty ? nil : content.locations.joined(separator: " · "),
            icon: pictures.view(content.icon, alt: content.names.first ?? "", role: .icon(grade: nil)),
            minItemLevel: content.minItemLevel,
            runs: content.runs.map { run in
                Run(
                    days: run.days.map { date in
                        Day(
                            date: date, short: KoreanDate.monthDay(of: date), weekday: KoreanDate.weekday(of: date) ?? "",
                            gold: run.goldDays.contains(date))
                    },
                    times: run.times.joined(separator: " "),
                    series: run.series.map { Series(first: $0.first, last: $0.last, minutes: $0.minutes) })
            },
            givesGold: content.givesGold, highlights: highlights, hasHighlights: !highlights.isEmpty,
            rewardGroups: groups, rewardCount: groups.reduce(0) { $0 + $1.items.count })
    }
}

/// A reward as pages show it.
package struct RewardView: Encodable {
    package let name: String
    package let grade: String?
    package let gradeClass: String
    /// The item's icon, kept with the snapshots (else a placeholder in the grade's colour).
    package let icon: PictureView?

    package init(_ item: RewardItem, pictures: any PagePictures) {
        name = item.name
        grade = item.grade
        gradeClass = SitePages.gradeClass(item.grade)
        icon = pictures.view(item.icon, alt: item.name, role: .icon(grade: item.grade))
    }
}
