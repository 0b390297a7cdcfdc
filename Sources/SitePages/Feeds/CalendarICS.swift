import Foundation
import LostArkAPI
import Planning
import Rendering

/// The weekly calendar as iCalendar (RFC 5545), for calendar apps to subscribe to.
///
/// What a player plans around, not the whole calendar: one event per start of each chosen
/// category (`FeedEvent`), with an end. Times are written in UTC: the API's times are KST
/// (UTC+9, no daylight saving), and UTC needs no VTIMEZONE block. DTSTAMP is when the
/// calendar was fetched (else the week's reset before its first start), never a later
/// time, and nothing depends on when the site was built, so an unchanged calendar rebuilds
/// to the same bytes.
enum CalendarICS {
    static func render(_ events: [FeedEvent], title: String, stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//LOAS//Lost Ark weekly calendar//KO", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + escaped(title), "X-WR-TIMEZONE:Asia/Seoul",
        ]
        let dtstamp = KoreanDate.utcStamp(stamp)
        for event in events {
            guard let start = KoreanDate.date(kst: event.start) else { continue }
            let utc = KoreanDate.utcStamp(start)
            lines += [
                "BEGIN:VEVENT", "UID:\(utc)-\(fnv1a(event.category))@loas", "DTSTAMP:" + dtstamp, "DTSTART:" + utc,
                "DTEND:" + KoreanDate.utcStamp(start.addingTimeInterval(Double(event.minutes * 60))),
                "SUMMARY:" + escaped("[\(event.category)] " + event.names.joined(separator: " · ")),
            ]
            if !event.locations.isEmpty { lines.append("LOCATION:" + escaped(event.locations.joined(separator: ", "))) }
            if !event.highlights.isEmpty { lines.append("DESCRIPTION:" + escaped(event.highlights.joined(separator: ", "))) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// The stamp for a calendar fetched at `fetched` (nil: not known), whose starts are `starts`:
    /// the fetch time when it falls in the calendar's week, else the week's reset before its
    /// first start, which no fetch of that calendar can precede (a mirror folder's file times
    /// say when it was copied, not fetched).
    static func stamp(fetched: Date?, starts: [String]) -> Date {
        let first = starts.min().flatMap(KoreanDate.date(kst:)) ?? Date(timeIntervalSince1970: 0)
        let week = GameResets.weekStart(containing: first)
        guard let fetched, fetched >= week, fetched < week.addingTimeInterval(7 * 86_400) else { return week }
        return fetched
    }

    /// TEXT escaping (RFC 5545 §3.3.11): a name cannot end a line or start a property, and
    /// TEXT holds no control characters.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in ControlCharacters.removed(from: text) {
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
