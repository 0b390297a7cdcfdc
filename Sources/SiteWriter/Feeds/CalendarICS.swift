import Planning
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
                guard let utc = KoreanDate.utcStamp(kst: start) else { continue }
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
