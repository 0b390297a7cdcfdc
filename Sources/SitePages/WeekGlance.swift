import Foundation
import Planning

/// This week at a glance, for the front page and the calendar: per day, which adventure
/// islands run (and whether they give gold that day), and whether field bosses and chaos
/// gates are open; and per category its starts, from which the page's script finds the next.
package struct WeekGlance: Encodable {
    package struct Day: Encodable {
        package let date: String
        /// "8/20", for narrow cells.
        package let short: String
        package let weekday: String
        /// Link to the calendar, from the front page.
        package let href: Fragment?
        package let islands: [Island]
        package let hasIslands: Bool
        package let fieldBoss: Bool
        package let chaosGate: Bool
    }

    package struct Island: Encodable {
        package let name: String
        package let gold: Bool
    }

    /// A category's starts as seconds since 1970, space-separated: the script reads them and
    /// shows the first one still ahead.
    package struct Next: Encodable {
        package let category: String
        package let starts: String
    }

    package let days: [Day]
    package let next: [Next]
    /// The week's reset that ends this calendar ("2025-08-27 06:00 KST").
    package let weeklyReset: String?
    /// The week the calendar is from, its first and last day ("11/18 (수)").
    package let firstDay: String
    package let lastDay: String
    /// Its end as seconds since 1970, for the script to tell a week that has passed since.
    package let endsAt: String?
    /// Over already when the site was built; the script says so too when it is over later.
    package let isPast: Bool
    /// When the calendar was fetched ("2026-11-20 09:00 KST").
    package let fetched: String?

    /// When the glance is read: the build's moment, and when its calendar was fetched.
    package struct Moment: Sendable {
        package var now: Date?
        package var fetched: Date?

        package init(now: Date? = nil, fetched: Date? = nil) {
            (self.now, self.fetched) = (now, fetched)
        }

        /// All that pages show of this moment with `schedule`: the day in Korea (today's
        /// column), the game week (changes since its reset, a week that is over) and how many
        /// of the schedule's starts have passed (what starts next). Moments with the same key
        /// make the same pages, so a build may keep pages made at an earlier one. Every page
        /// that reads `now` must read it through what this key holds.
        package func key(_ schedule: WeekSchedule?) -> String {
            guard let now else { return "no moment \(fetched?.timeIntervalSince1970 ?? -1)" }
            let starts = schedule?.categories.flatMap(\.starts).compactMap(KoreanDate.date(kst:)) ?? []
            return "\(KoreanDate.day(of: now)) \(GameResets.weekStart(containing: now).timeIntervalSince1970) "
                + "\(starts.count { $0 <= now }) \(fetched?.timeIntervalSince1970 ?? -1)"
        }
    }

    /// `calendarHref` links each day to the calendar (nil on the calendar itself).
    package init(_ schedule: WeekSchedule, calendarHref: Fragment?, moment: Moment = Moment()) {
        func contents(_ category: String) -> [WeekSchedule.Content] {
            schedule.categories.first { $0.name == category }?.contents ?? []
        }
        func days(_ category: String) -> Set<String> { Set(contents(category).flatMap(\.runs).flatMap(\.days)) }
        let (fieldBoss, chaosGate) = (days(WeekSchedule.fieldBosses), days(WeekSchedule.chaosGates))
        let islands = contents(WeekSchedule.islands)
        self.days = schedule.days.map { date in
            let today = islands.filter { $0.runs.contains { $0.days.contains(date) } }.map { island in
                Island(name: island.names.joined(separator: " · "), gold: island.runs.contains { $0.goldDays.contains(date) })
            }
            return Day(
                date: date, short: KoreanDate.monthDay(of: date),
                weekday: KoreanDate.weekday(of: date) ?? "",
                href: calendarHref,
                islands: today, hasIslands: !today.isEmpty,
                fieldBoss: fieldBoss.contains(date), chaosGate: chaosGate.contains(date))
        }
        next = schedule.categories.filter { WeekSchedule.plannedCategories.contains($0.name) }.map { category in
            Next(
                category: category.name,
                starts: category.starts.compactMap(KoreanDate.date(kst:)).map { String(Int($0.timeIntervalSince1970)) }
                    .joined(separator: " "))
        }
        let end = schedule.days.first.flatMap { KoreanDate.date(kst: $0 + "T06:00") }.map { GameResets.nextWeekly(after: $0) }
        weeklyReset = end.map(KoreanDate.display)
        let label = { (day: String) in "\(KoreanDate.monthDay(of: day)) (\(KoreanDate.weekday(of: day) ?? ""))" }
        firstDay = schedule.days.first.map(label) ?? ""
        // The game's week ends the morning of its seventh day after the first.
        lastDay = end.map { label(KoreanDate.day(of: $0.addingTimeInterval(-86_400))) } ?? firstDay
        endsAt = end.map { String(Int($0.timeIntervalSince1970)) }
        isPast = moment.now.flatMap { now in end.map { now >= $0 } } ?? false
        fetched = moment.fetched.map(KoreanDate.display)
    }
}
