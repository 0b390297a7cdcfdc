import LostArkAPI

/// The weekly calendar as iCalendar (RFC 5545), for calendar apps to subscribe to.
///
/// One event per start time. Times are written in UTC: the API's times are KST (UTC+9,
/// no daylight saving), and UTC needs no VTIMEZONE block. Nothing in the file depends on
/// when it was built (DTSTAMP is the event's own start), so an unchanged calendar
/// rebuilds to the same bytes.
enum CalendarICS {
    static func render(_ entries: [CalendarEntry], title: String) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//LOAS//Lost Ark weekly calendar//KO", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + escaped(title), "X-WR-TIMEZONE:Asia/Seoul",
        ]
        var seen: Set<String> = []
        for entry in entries {
            for start in entry.startTimes.sorted() {
                guard let utc = utcStamp(kst: start) else { continue }
                let uid = "\(utc)-\(fnv1a(entry.category + "\u{1F}" + entry.name + "\u{1F}" + (entry.location ?? "")))@loas"
                guard seen.insert(uid).inserted else { continue }  // the API repeats some times
                lines += ["BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + utc, "DTSTART:" + utc]
                lines.append("SUMMARY:" + escaped("[\(entry.category)] \(entry.name)"))
                if let location = entry.location, !location.isEmpty { lines.append("LOCATION:" + escaped(location)) }
                let rewards = entry.rewardGroups.flatMap(\.items).map(\.name).filter { !$0.isEmpty }
                if !rewards.isEmpty { lines.append("DESCRIPTION:" + escaped("보상: " + rewards.joined(separator: ", "))) }
                lines.append("END:VEVENT")
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// "2025-08-20T22:30:00" (KST, fractions allowed) as "20250820T133000Z". Plain
    /// arithmetic, since KST has no daylight saving: the calendar has thousands of start
    /// times, and a DateFormatter per time was most of the feed's cost.
    static func utcStamp(kst text: String) -> String? {
        let fields = text.prefix(19).split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard text.count >= 19, fields.count == 6 else { return nil }
        let (year, month, day, hour, minute, second) = (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second)
        else { return nil }
        let seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second - 9 * 3_600
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let (y, m, d) = civilFromDays(days)
        let time = seconds - days * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(y)\(two(m))\(two(d))T\(two(time / 3_600))\(two(time % 3_600 / 60))\(two(time % 60))Z"
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
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

    /// TEXT escaping (RFC 5545 §3.3.11): a name cannot end a line or start a property.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Lines longer than 75 octets continue on lines starting with a space (§3.1), split
    /// between characters, never inside one.
    static func folded(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var limit = 75
        for character in line {
            if current.utf8.count + String(character).utf8.count > limit {
                pieces.append(current)
                current = ""
                limit = 74  // the leading space takes one octet
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    /// A short stable hash for UIDs.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
