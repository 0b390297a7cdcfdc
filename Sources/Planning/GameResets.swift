import Foundation

/// The game's resets, on Korea's clock whatever the reader's: every day at 06:00 KST, and
/// the week on Wednesday at 06:00 KST. A check mark, a chaos dungeon count or a raid's gold
/// belongs to the game day or game week that contains the moment it was made.
package enum GameResets {
    /// 06:00 KST is 21:00 UTC the day before: a game day is [21:00 UTC, 21:00 UTC).
    private static let dayOffset = (9 - 6) * 3_600
    /// Days since 1970-01-01 count from a Thursday (4, Sunday being 0); Wednesday is 3.
    private static let wednesday = 3

    /// The game day (its KST date's days since 1970-01-01) that contains `date`.
    package static func gameDay(of date: Date) -> Int {
        Int(((date.timeIntervalSince1970 + Double(dayOffset)) / 86_400).rounded(.down))
    }

    /// The daily reset at or before `date`.
    package static func dayStart(containing date: Date) -> Date {
        start(ofGameDay: gameDay(of: date))
    }

    /// The weekly reset (Wednesday 06:00 KST) at or before `date`.
    package static func weekStart(containing date: Date) -> Date {
        let day = gameDay(of: date)
        let sinceWednesday = ((day + 4 - wednesday) % 7 + 7) % 7
        return start(ofGameDay: day - sinceWednesday)
    }

    /// The first daily reset after `date`.
    package static func nextDaily(after date: Date) -> Date {
        dayStart(containing: date).addingTimeInterval(86_400)
    }

    /// The first weekly reset after `date`.
    package static func nextWeekly(after date: Date) -> Date {
        weekStart(containing: date).addingTimeInterval(7 * 86_400)
    }

    private static func start(ofGameDay day: Int) -> Date {
        Date(timeIntervalSince1970: Double(day * 86_400 - dayOffset))
    }
}
