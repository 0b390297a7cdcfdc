import Foundation
import Planning

/// This week at a glance, for the front page and the calendar: per day, which adventure
/// islands run (and whether they give gold that day), and whether field bosses and chaos
/// gates are open; and per category its starts, from which the page's script finds the next.
struct WeekGlance: Encodable {
    struct Day: Encodable {
        let date: String
        /// "8/20", for narrow cells.
        let short: String
        let weekday: String
        /// Link to the calendar, from the front page.
        let href: String?
        let islands: [Island]
        let hasIslands: Bool
        let fieldBoss: Bool
        let chaosGate: Bool
    }

    struct Island: Encodable {
        let name: String
        let gold: Bool
    }

    /// A category's starts as seconds since 1970, space-separated: the script reads them and
    /// shows the first one still ahead.
    struct Next: Encodable {
        let category: String
        let starts: String
    }

    let days: [Day]
    let next: [Next]
    /// The week's reset that ends this calendar ("2025-08-27 06:00 KST").
    let weeklyReset: String?

    /// `calendarHref` links each day to the calendar (nil on the calendar itself).
    init(_ schedule: WeekSchedule, calendarHref: String?) {
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
        weeklyReset = schedule.days.first.flatMap { KoreanDate.date(kst: $0 + "T06:00") }
            .map { KoreanDate.display(GameResets.nextWeekly(after: $0)) }
    }
}
