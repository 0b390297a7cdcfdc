import BundledResources
import Foundation
import LOASTestSupport
import LostArkAPI
import Planning
import SnapshotStore
import Testing

@testable import SitePages
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

    /// The feed of a whole site built from a corpus set, as `loas build` makes it.
    static func corpusFeed(_ set: URL, categories: [String] = []) throws -> String {
        let options = SiteBuilder.Options(site: SiteSettings(calendarFeed: categories))
        let site = try SiteBuilder(snapshots: try MirrorDirectory(set), options: options).build()
        return String(decoding: try #require(site.files["calendar.ics"]), as: UTF8.self)
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusFeedsFollowTheRules() throws {
        var checked = 0
        for set in Corpus.sets where FileManager.default.fileExists(atPath: set.appending(path: "gamecontents/calendar.json").path) {
            let events = try Self.checkRules(try Self.corpusFeed(set))
            #expect(events > 50, "\(set.lastPathComponent): \(events) events")
            checked += 1
        }
        #expect(checked >= 3)
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func aRealWeeksFeedHoldsWhatAPlayerPlansAroundInAtMostTwoHundredEvents() throws {
        let set = try #require(Corpus.sets.first { $0.lastPathComponent == "2025-08" })
        let lines = try Self.unfolded(try Self.corpusFeed(set))
        let summaries = lines.filter { $0.hasPrefix("SUMMARY:") }
        #expect(summaries.count <= 200 && summaries.count > 100, "\(summaries.count) events")
        let categories = Set(summaries.map { $0.dropFirst("SUMMARY:[".count).prefix { $0 != "]" } })
        #expect(categories == ["모험 섬", "필드보스", "카오스게이트"])
        // The week's first start is Wednesday 2025-08-20 06:00 KST; the stamp is never later.
        let stamps = Set(lines.filter { $0.hasPrefix("DTSTAMP:") })
        #expect(stamps == ["DTSTAMP:20250819T210000Z"])
        let onlyIslands = try Self.unfolded(try Self.corpusFeed(set, categories: ["모험 섬"]))
        #expect(onlyIslands.filter { $0.hasPrefix("SUMMARY:") }.allSatisfy { $0.hasPrefix("SUMMARY:[모험 섬]") })
        #expect(onlyIslands.filter { $0.hasPrefix("SUMMARY:") }.count == 37)  // the week's island start times
    }

    /// 3.1 MB and 14,268 images when every island repeated its rewards on every day.
    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func aRealWeeksCalendarPagesStaySmall() throws {
        let set = try #require(Corpus.sets.first { $0.lastPathComponent == "2025-08" })
        let files = try SiteBuilder(snapshots: try MirrorDirectory(set)).build().files
        let html = try #require(files["calendar.html"]), markdown = try #require(files["calendar.md"])
        #expect(html.count <= 300_000, "calendar.html is \(html.count) bytes")
        #expect(markdown.count <= 150_000, "calendar.md is \(markdown.count) bytes")
        let page = String(decoding: html, as: UTF8.self)
        // Each content's icons once (most of them folded, lazily loaded), not once a day.
        #expect(page.components(separatedBy: "<img").count - 1 <= 1_000)
        #expect(page.components(separatedBy: "일렁이는 악마군단 (욘)").count - 1 == 1, "a chaos gate is listed more than once")
    }

    @Test(.enabled(if: Corpus.isAvailable && Python.hasModule("icalendar"), "needs the corpus and Python's icalendar"))
    func pythonsICalendarReadsEveryEventWithAnEnd() throws {
        let set = try #require(Corpus.sets.first { $0.lastPathComponent == "2025-08" })
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-ics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "calendar.ics")
        try Data(try Self.corpusFeed(set).utf8).write(to: file)
        let script = """
            import sys, icalendar
            calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            events = calendar.walk('VEVENT')
            assert all(('DTEND' in e) or ('DURATION' in e) for e in events), 'an event without an end'
            assert all(e['DTSTAMP'].dt <= e['DTSTART'].dt for e in events), 'a stamp after its start'
            assert all(e['DTEND'].dt > e['DTSTART'].dt for e in events), 'an end before its start'
            print(len(events))
            """
        let output = try Python.run(script, arguments: [file.path], needing: "icalendar")
        #expect(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 100, "\(output)")
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
            for name in ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"] {
                #expect(event.filter { $0.hasPrefix(name + ":") }.count == 1, "\(name) in \(event)")
            }
            let uid = try #require(event.first { $0.hasPrefix("UID:") })
            #expect(uids.insert(uid).inserted, "duplicate \(uid)")
            for stamp in event where ["DTSTART:", "DTSTAMP:", "DTEND:"].contains(where: stamp.hasPrefix) {
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
        let calendar: [[String: Any]] = [
            [
                "CategoryName": "필드보스", "ContentsName": "악의\r\nEND:VEVENT\r\nBEGIN:VEVENT;X=1,2\\", "Location": "a;b,c",
                "StartTimes": ["2026-11-18T11:00:00"],
            ]
        ]
        let feed = try Self.feed(["gamecontents/calendar.json": try JSONSerialization.data(withJSONObject: calendar)])
        let lines = try Self.unfolded(feed)
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        let summary = try #require(lines.first { $0.hasPrefix("SUMMARY:") })
        #expect(summary == #"SUMMARY:[필드보스] 악의\nEND:VEVENT\nBEGIN:VEVENT\;X=1\,2\\"#)
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
