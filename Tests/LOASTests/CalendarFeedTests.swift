import BundledResources
import Foundation
import Planning
import LostArkAPI
import SnapshotStore
import Testing

@testable import SiteWriter

/// `calendar.ics` checked against the rules of RFC 5545 that calendar apps rely on.
@Suite struct CalendarFeedTests {
    static func feed(_ files: [String: Data] = BundledResources.demoSnapshots) throws -> String {
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        return String(decoding: try #require(site.files["calendar.ics"]), as: UTF8.self)
    }

    /// Physical lines end in CRLF and are at most 75 octets; unfolded, they are properties.
    static func unfolded(_ feed: String) throws -> [String] {
        #expect(feed.hasSuffix("\r\n"))
        let physical = feed.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        var lines: [String] = []
        for raw in physical {
            #expect(raw.last == UInt8(ascii: "\r"), "a line does not end in CRLF")
            let line = String(decoding: raw.dropLast(), as: UTF8.self)
            #expect(line.utf8.count <= 75, "line over 75 octets: \(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\u{FFFD}" }, "a fold split a character")
            if line.hasPrefix(" "), !lines.isEmpty {
                lines[lines.count - 1] += line.dropFirst()
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    @Test func demoFeedFollowsTheRules() throws {
        #expect(try Self.checkRules(try Self.feed()) > 20)
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusFeedsFollowTheRules() throws {
        var checked = 0
        for set in Corpus.sets {
            guard let entries = try SnapshotReader(try MirrorDirectory(set)).calendar() else { continue }
            let events = try Self.checkRules(CalendarICS.render(entries, title: set.lastPathComponent))
            #expect(events > 100, "\(set.lastPathComponent): \(events) events")
            checked += 1
        }
        #expect(checked >= 3)
    }

    /// Checks the structure a calendar app needs; returns the number of events.
    static func checkRules(_ feed: String) throws -> Int {
        let lines = try Self.unfolded(feed)
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(lines.filter { $0 == "VERSION:2.0" }.count == 1)
        #expect(lines.filter { $0.hasPrefix("PRODID:") }.count == 1)
        var events: [[String]] = []
        var current: [String]?
        for line in lines.dropFirst().dropLast() {
            #expect(Self.isProperty(line), "not a property: \(line)")
            if line == "BEGIN:VEVENT" {
                #expect(current == nil, "nested VEVENT")
                current = []
            } else if line == "END:VEVENT" {
                events.append(try #require(current))
                current = nil
            } else {
                current?.append(line)
            }
        }
        #expect(current == nil)
        var uids: Set<String> = []
        for event in events {
            for name in ["UID", "DTSTAMP", "DTSTART", "SUMMARY"] {
                #expect(event.filter { $0.hasPrefix(name + ":") }.count == 1, "\(name) in \(event)")
            }
            let uid = try #require(event.first { $0.hasPrefix("UID:") })
            #expect(uids.insert(uid).inserted, "duplicate \(uid)")
            for stamp in event where stamp.hasPrefix("DTSTART:") || stamp.hasPrefix("DTSTAMP:") {
                #expect(Self.isUTCStamp(stamp.drop { $0 != ":" }.dropFirst()), "\(stamp)")
            }
        }
        return events.count
    }

    /// `NAME:` or `NAME;`: an upper-case name of letters, digits and dashes.
    static func isProperty(_ line: String) -> Bool {
        let name = line.prefix { $0 != ":" && $0 != ";" }
        guard let first = name.first, first.isASCII, first.isUppercase, name.count < line.count else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "-" }
    }

    /// `YYYYMMDDTHHMMSSZ`.
    static func isUTCStamp(_ text: Substring) -> Bool {
        let characters = Array(text)
        guard characters.count == 16, characters[8] == "T", characters[15] == "Z" else { return false }
        return (characters[0..<8] + characters[9..<15]).allSatisfy { $0.isASCII && $0.isNumber }
    }

    @Test func kstTimesBecomeUTC() {
        #expect(KoreanDate.utcStamp(kst: "2025-08-20T22:30:00") == "20250820T133000Z")
        #expect(KoreanDate.utcStamp(kst: "2025-08-21T06:00:00.5") == "20250820T210000Z")
        #expect(KoreanDate.utcStamp(kst: "soon") == nil)
        #expect(KoreanDate.utcStamp(kst: "2024-03-01T05:00:00") == "20240229T200000Z")  // a leap day
        #expect(KoreanDate.utcStamp(kst: "2026-01-01T08:59:59") == "20251231T235959Z")
        #expect(KoreanDate.utcStamp(kst: "2025-13-01T00:00:00") == nil)
    }

    @Test func weekdaysComeFromTheSameArithmetic() {
        #expect(KoreanDate.weekday(of: "2026-11-18") == "수")  // a weekly reset day
        #expect(KoreanDate.weekday(of: "1970-01-01") == "목")
        #expect(KoreanDate.weekday(of: "2024-02-29") == "목")
        #expect(KoreanDate.weekday(of: "1969-12-31") == "수")
        #expect(KoreanDate.weekday(of: "2026-00-10") == nil)
    }

    @Test func textCannotStartALineOrAProperty() throws {
        let calendar: [[String: Any]] = [[
            "CategoryName": "필드 보스", "ContentsName": "악의\r\nEND:VEVENT\r\nBEGIN:VEVENT;X=1,2\\", "Location": "a;b,c",
            "StartTimes": ["2026-11-18T11:00:00"],
        ]]
        let feed = try Self.feed(["gamecontents/calendar.json": try JSONSerialization.data(withJSONObject: calendar)])
        let lines = try Self.unfolded(feed)
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        let summary = try #require(lines.first { $0.hasPrefix("SUMMARY:") })
        #expect(summary == #"SUMMARY:[필드 보스] 악의\nEND:VEVENT\nBEGIN:VEVENT\;X=1\,2\\"#)
        #expect(lines.contains(#"LOCATION:a\;b\,c"#))
    }

    @Test func longKoreanLinesFoldBetweenCharacters() {
        let line = "SUMMARY:" + String(repeating: "가나다라", count: 30)
        let folded = CalendarICS.folded(line)
        for piece in folded.components(separatedBy: "\r\n") {
            #expect(piece.utf8.count <= 75)
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }

    @Test func unchangedCalendarGivesTheSameBytes() throws {
        #expect(try Self.feed() == (try Self.feed()))
    }
}
