import BundledResources
import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// `news.atom`: valid RFC 4287 on the demo and the real answers, stable across rebuilds,
/// and unbreakable by hostile titles.
@Suite struct NewsFeedTests {
    static func feed(notices: String?, events: String?, options: SiteBuilder.Options = .init()) throws -> String {
        var files: [String: Data] = [:]
        if let notices { files["news/notices.json"] = Data(notices.utf8) }
        if let events { files["news/events.json"] = Data(events.utf8) }
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files), options: options).build()
        return String(decoding: try #require(site.files["news.atom"]), as: UTF8.self)
    }

    static func demoNews(_ name: String) -> String? {
        BundledResources.demoSnapshots["news/\(name).json"].map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func demoFeedIsValidAtom() throws {
        let xml = try Self.feed(notices: Self.demoNews("notices"), events: Self.demoNews("events"))
        #expect(AtomValidator.problems(xml) == [])
        let entries = AtomValidator.parse(xml)?.atom("entry").count ?? 0
        #expect(entries == 11, "8 notices and 3 events")
    }

    @Test(.enabled(if: Corpus.isAvailable), arguments: Corpus.sets)
    func everyCorpusNewsFolderGivesAValidFeed(set: URL) throws {
        let folder = set.appending(path: "news")
        let notices = try? String(contentsOf: folder.appending(path: "notices.json"), encoding: .utf8)
        let events = try? String(contentsOf: folder.appending(path: "events.json"), encoding: .utf8)
        guard notices != nil || events != nil else { return }
        let xml = try Self.feed(notices: notices, events: events)
        #expect(AtomValidator.problems(xml) == [], "\(set.lastPathComponent)")
    }

    @Test func rebuildingTheSameNewsGivesTheSameBytes() throws {
        let first = try Self.feed(notices: Self.demoNews("notices"), events: Self.demoNews("events"))
        let second = try Self.feed(notices: Self.demoNews("notices"), events: Self.demoNews("events"))
        #expect(first == second)
    }

    @Test func hostileTitlesStayTextInsideTheFeed() throws {
        let title = #"</title><script>alert(1)</script>]]><!-- & \u0000\u0007 \"'"#
        let notices = """
            [{"Title": "\(title)", "Date": "2026-11-19T18:42:07.3", "Link": "javascript:alert(1)", "Type": "공지"},
             {"Title": "<entry><id>x</id></entry>", "Date": "2026-11-18T10:00:00", "Link": "https://a.example/1", "Type": "</feed>"}]
            """
        let xml = try Self.feed(notices: notices, events: nil)
        #expect(AtomValidator.problems(xml) == [])
        let entries = try #require(AtomValidator.parse(xml)).atom("entry")
        #expect(entries.count == 2)
        let titles = entries.flatMap { $0.atom("title") }.map(\.text)
        #expect(titles.contains(#"[공지] </title><script>alert(1)</script>]]><!-- &  "'"#))
        #expect(!xml.contains("javascript:"), "a javascript: link is neither a link nor an id")
    }

    @Test func entriesWithTheSameLinkAppearOnce() throws {
        let notices = """
            [{"Title": "a", "Date": "2026-11-19T18:42:07", "Link": "https://a.example/1", "Type": "공지"},
             {"Title": "b", "Date": "2026-11-18T18:42:07", "Link": "https://a.example/1", "Type": "공지"}]
            """
        let xml = try Self.feed(notices: notices, events: nil)
        #expect(AtomValidator.problems(xml) == [])
        #expect(AtomValidator.parse(xml)?.atom("entry").count == 1)
    }

    @Test func itemsWithoutADateAreLeftOutRatherThanUndated() throws {
        let notices = """
            [{"Title": "dated", "Date": "2026-11-19T18:42:07", "Link": "https://a.example/1", "Type": "공지"},
             {"Title": "undated", "Date": null, "Link": "https://a.example/2", "Type": "공지"}]
            """
        let xml = try Self.feed(notices: notices, events: nil)
        #expect(AtomValidator.problems(xml) == [])
        #expect(AtomValidator.parse(xml)?.atom("entry").count == 1)
    }
}
