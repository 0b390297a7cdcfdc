import Foundation
import LostArkAPI
import Planning

extension DashboardPage {
    /// The day's adventure islands, field bosses and chaos gates, one block per day of the
    /// calendar's week: the page's script shows the reader's day in Korea and what starts
    /// next with a countdown; without it the build's day shows, and its next start.
    package struct Today: Encodable {
        package let days: [Day]
        /// The day shown without script, for the Markdown page.
        package let day: Day?
        package let next: Next?
        /// The calendar's end (seconds since 1970), and whether it was over at the build: the
        /// strip then says its week is past and when the calendar was last fetched, in place of
        /// what starts next (the script does so too once it is over).
        package let endsAt: String?
        package let isPast: Bool
        /// The calendar's week ("11/18 (수)", "11/24 (화)") and its last fetch, as the glance has them.
        package let firstDay: String?
        package let lastDay: String?
        package let fetched: String?
    }

    package struct Day: Encodable {
        package let date: String
        package let short: String
        package let weekday: String
        /// Shown without script: the build's day, else the week's first.
        package let shown: Bool
        package let islands: [Island]
        package let hasIslands: Bool
        package let openings: [Opening]
        package let hasOpenings: Bool
    }

    package struct Island: Encodable {
        package let category: String
        package let names: String
        package let icon: PictureView?
        package let gold: Bool
        package let rewards: [RewardView]
        package let hasRewards: Bool
        /// The rewards' names in one line, for the Markdown page.
        package let rewardNames: String
        package let times: Times
    }

    /// A field boss's or chaos gate's starts that day.
    package struct Opening: Encodable {
        package let category: String
        package let times: Times
    }

    /// The day's start times as a page reads them, and as seconds since 1970 for the script.
    package struct Times: Encodable {
        package let list: String
        package let series: CalendarPage.Series?
        package let starts: String
    }

    /// The first start after the build.
    package struct Next: Encodable {
        package let category: String
        package let names: String?
        package let time: String
    }

    static func today(_ schedule: WeekSchedule, now: Date?, week: WeekGlance?, pictures: any PagePictures) -> Today? {
        guard !schedule.days.isEmpty else { return nil }
        let buildDay = now.map(KoreanDate.day(of:))
        let shownDay = schedule.days.contains { $0 == buildDay } ? buildDay : schedule.days.first
        let category = { (name: String) in schedule.categories.first { $0.name == name } }
        var upcoming: [(at: Date, next: Next)] = []
        let days = schedule.days.map { date in
            let islands = (category(WeekSchedule.islands)?.contents ?? []).compactMap { content -> Island? in
                guard let times = times(content.runs, on: date) else { return nil }
                let names = content.names.joined(separator: " · ")
                let rewards = content.highlights().map { RewardView($0, pictures: pictures) }
                upcoming += starts(times, on: date).map { ($0.at, Next(category: WeekSchedule.islands, names: names, time: $0.time)) }
                return Island(
                    category: WeekSchedule.islands, names: names,
                    icon: pictures.view(content.icon, alt: content.names.first ?? "", role: .icon(grade: nil)),
                    gold: content.runs.contains { $0.goldDays.contains(date) },
                    rewards: rewards, hasRewards: !rewards.isEmpty, rewardNames: rewards.map(\.name).joined(separator: " · "),
                    times: view(times, on: date))
            }
            let openings = [WeekSchedule.fieldBosses, WeekSchedule.chaosGates].compactMap { name -> Opening? in
                let runs = (category(name)?.contents ?? []).flatMap(\.runs)
                guard let times = times(runs, on: date) else { return nil }
                upcoming += starts(times, on: date).map { ($0.at, Next(category: name, names: nil, time: $0.time)) }
                return Opening(category: name, times: view(times, on: date))
            }
            return Day(
                date: date, short: KoreanDate.monthDay(of: date), weekday: KoreanDate.weekday(of: date) ?? "", shown: date == shownDay,
                islands: islands, hasIslands: !islands.isEmpty, openings: openings, hasOpenings: !openings.isEmpty)
        }
        let next = now.flatMap { now in upcoming.filter { $0.at > now }.min { $0.at < $1.at } }
        return Today(
            days: days, day: days.first(where: \.shown), next: next?.next, endsAt: week?.endsAt, isPast: week?.isPast ?? false,
            firstDay: week?.firstDay, lastDay: week?.lastDay, fetched: week?.fetched)
    }

    /// Every start time of `runs` on `date`, each once, in order; nil when none.
    private static func times(_ runs: [WeekSchedule.Run], on date: String) -> [String]? {
        let times = Array(Set(runs.filter { $0.days.contains(date) }.flatMap(\.times))).sorted()
        return times.isEmpty ? nil : times
    }

    private static func starts(_ times: [String], on date: String) -> [(at: Date, time: String)] {
        times.compactMap { time in KoreanDate.date(kst: "\(date)T\(time)").map { ($0, time) } }
    }

    private static func view(_ times: [String], on date: String) -> Times {
        let series = WeekSchedule.Run(days: [date], times: times, goldDays: []).series
        return Times(
            list: times.joined(separator: " "),
            series: series.map { CalendarPage.Series(first: $0.first, last: $0.last, minutes: $0.minutes) },
            starts: starts(times, on: date).map { String(Int($0.at.timeIntervalSince1970)) }.joined(separator: " "))
    }
}
