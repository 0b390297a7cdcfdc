import Foundation

/// Dates and times as the API writes them: Korea's clock (KST, UTC+9, no daylight
/// saving), without a zone ("2026-11-18", "2025-08-20T22:30:00"). Plain calendar
/// arithmetic rather than DateFormatter: the calendar has thousands of times per build.
package enum KoreanDate {
    private static let weekdays = ["일", "월", "화", "수", "목", "금", "토"]
    /// The years a date from outside may name: past them the day arithmetic would overflow.
    private static let years = 1...9999

    /// The Korean weekday name of a `YYYY-MM-DD` date.
    package static func weekday(of date: String) -> String? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, years.contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
            return nil
        }
        // 1970-01-01 was a Thursday (4, counting from Sunday).
        let days = daysFromCivil(parts[0], parts[1], parts[2])
        return weekdays[((days + 4) % 7 + 7) % 7]
    }

    /// "2025-08-20" as "8/20", for narrow cells; the text itself when it is no such date.
    package static func monthDay(of date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? "\(parts[1])/\(parts[2])" : date
    }

    /// "2025-08-20T22:30:00" (KST, fractions allowed) as "20250820T133000Z".
    package static func utcStamp(kst text: String) -> String? {
        guard text.count >= 19 else { return nil }
        return date(kst: text).map(utcStamp)
    }

    /// "2025-08-20T22:30" or "2025-08-20T22:30:00" (KST) as a moment.
    package static func date(kst text: String) -> Date? {
        let fields = text.prefix(19).split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard text.count >= 16, fields.count >= 5 else { return nil }
        let (year, month, day, hour, minute) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        let second = fields.count > 5 ? fields[5] : 0
        guard years.contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second - 9 * 3_600
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// A moment as an iCalendar UTC time: "20250820T133000Z".
    package static func utcStamp(_ date: Date) -> String {
        let c = parts(date, offsetHours: 0)
        return "\(c.year)\(two(c.month))\(two(c.day))T\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
    }

    /// A moment on Korea's clock, minutes only: "2026-11-20 09:00 KST".
    package static func display(_ date: Date) -> String {
        let c = parts(date, offsetHours: 9)
        return "\(day(of: date)) \(two(c.hour)):\(two(c.minute)) KST"
    }

    /// A moment as RFC 3339 with Korea's offset, for `<time datetime>`: "2026-11-20T09:00:00+09:00".
    package static func rfc3339(_ date: Date) -> String {
        let c = parts(date, offsetHours: 9)
        return "\(day(of: date))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))+09:00"
    }

    /// A moment's time of day on Korea's clock: "09:00".
    package static func time(of date: Date) -> String {
        let c = parts(date, offsetHours: 9)
        return "\(two(c.hour)):\(two(c.minute))"
    }

    /// The KST calendar day of a moment: "2026-11-21".
    package static func day(of date: Date) -> String {
        let c = parts(date, offsetHours: 9)
        return "\(c.year)-\(two(c.month))-\(two(c.day))"
    }

    /// The civil date and time of `date` at UTC+`offsetHours`, whole seconds.
    private static func parts(_ date: Date, offsetHours: Int)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offsetHours * 3_600
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let (y, m, d) = civilFromDays(days)
        let time = seconds - days * 86_400
        return (y, m, d, time / 3_600, time % 3_600 / 60, time % 60)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    package static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
