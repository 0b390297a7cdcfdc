import Planning
import LostArkAPI

/// The weekly calendar as a plan: the week at a glance, then each category with each of its
/// contents once: the days and start times it runs (KST, as the API sends them), gold days
/// marked, the notable rewards named and the full list folded.
struct CalendarPage: Encodable {
    let chrome: Chrome
    let glance: WeekGlance?
    let categories: [Category]
    let hasEntries: Bool

    struct Category: Encodable {
        let name: String
        let anchor: String
        let contents: [Content]
    }

    struct Content: Encodable {
        let names: String
        let locations: String?
        /// The content's icon, kept with the snapshots (else a placeholder).
        let icon: PictureView?
        let minItemLevel: Int?
        let runs: [Run]
        let givesGold: Bool
        let highlights: [RewardView]
        let hasHighlights: Bool
        let rewardGroups: [Rewards]
        let rewardCount: Int
    }

    struct Run: Encodable {
        let days: [Day]
        let times: String
        let series: Series?
    }

    struct Series: Encodable {
        let first: String
        let last: String
        let minutes: Int
    }

    struct Day: Encodable {
        let date: String
        let short: String
        let weekday: String
        let gold: Bool
    }

    struct Rewards: Encodable {
        /// "1640+", or nil for rewards every level gets.
        let itemLevel: String?
        let items: [RewardView]
    }

    init(chrome: Chrome, schedule: WeekSchedule, pictures: PagePictures, words: Words) {
        self.chrome = chrome
        glance = schedule.days.isEmpty ? nil : WeekGlance(schedule, calendarHref: nil)
        categories = schedule.categories.enumerated().map { index, category in
            Category(
                name: category.name.isEmpty ? words[.calendarOtherCategory] : category.name, anchor: "category-\(index + 1)",
                contents: category.contents.map { Self.content($0, pictures: pictures) })
        }
        hasEntries = !schedule.categories.isEmpty
    }

    private static func content(_ content: WeekSchedule.Content, pictures: PagePictures) -> Content {
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
struct RewardView: Encodable {
    let name: String
    let grade: String?
    let gradeClass: String
    /// The item's icon, kept with the snapshots (else a placeholder in the grade's colour).
    let icon: PictureView?

    init(_ item: RewardItem, pictures: PagePictures) {
        name = item.name
        grade = item.grade
        gradeClass = SiteWriter.gradeClass(item.grade)
        icon = pictures.view(item.icon, alt: item.name, role: .icon(grade: item.grade))
    }
}
