import Foundation
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// A character renamed with a ticket or deleted: its armory answers `null`. The site keeps its
/// last real sheet, says since when the API no longer answers for it, and keeps its timeline
/// and feed entries; the roster and front page keep it apart from the characters played.
@Suite struct SilentCharacterTests {
    static let live = "별빛수호자"
    static let silent = "달그림자"
    /// Fetches 0–9 answer for both; from 10 on the API answers `null` for `silent`.
    static let lastReal = 9
    static let firstNull = 10
    static let fetches = 12

    static func armoryPath(_ name: String) -> String { "armories/characters/\(name).json" }

    /// Both characters' answers up to `fetches`, as `loas import --at` would record them.
    static func store(_ folder: TemporaryFolder, upTo fetches: Int = fetches) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        for fetch in 0..<fetches {
            try record(store, fetch: fetch)
        }
        return store
    }

    static func record(_ store: SnapshotDatabase, fetch: Int) throws {
        let at = TimelineStoreTests.at(fetch)
        let silentBody = fetch >= firstNull ? Data("null".utf8) : try TimelineStoreTests.armory(silent, fetch: fetch)
        _ = try store.record([
            Response(mirrorPath: armoryPath(live), body: try TimelineStoreTests.armory(live, fetch: fetch), fetchedAt: at),
            Response(mirrorPath: armoryPath(silent), body: silentBody, fetchedAt: at),
        ])
    }

    static let built = Result { () throws -> SiteBuilder.Site in
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let snapshot = try store(folder).snapshots()
        return try SiteBuilder(snapshots: snapshot, history: snapshot).build()
    }

    static func page(_ path: String) throws -> String {
        String(decoding: try #require(try built.get().files[path], "\(path)"), as: UTF8.self)
    }

    @Test func theStoreSaysSinceTheFirstNullAfterTheLastRealAnswerAndServesThatAnswer() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let snapshot = try Self.store(folder).snapshots()
        let path = Self.armoryPath(Self.silent)
        #expect(snapshot.goneSince(path) == TimelineStoreTests.at(Self.firstNull))
        #expect(snapshot.goneSince(Self.armoryPath(Self.live)) == nil)
        #expect(try snapshot.data(at: path) == (try TimelineStoreTests.armory(Self.silent, fetch: Self.lastReal)))
        #expect(snapshot.times(at: path) == SnapshotTimes(TimelineStoreTests.at(Self.lastReal)))
    }

    @Test func theSheetStaysFromTheLastRealAnswerAndSaysSinceWhenTheAPIStoppedAnswering() throws {
        let site = try Self.built.get()
        #expect(!site.warnings.contains { $0.contains("no such character") }, "\(site.warnings)")
        let since = KoreanDate.display(TimelineStoreTests.at(Self.firstNull))
        let last = KoreanDate.display(TimelineStoreTests.at(Self.lastReal))
        for path in ["characters/\(Self.silent).html", "characters/\(Self.silent).md"] {
            let sheet = try Self.page(path)
            #expect(sheet.contains("오픈 API가 \(since)부터 이 캐릭터에 답하지 않습니다"), "\(path)")
            #expect(sheet.contains("마지막으로 받은 데이터(\(last) 기준)"), "\(path)")
            // Its last answer's gear: the honing step of fetch 8.
            #expect(sheet.contains("+11 시험의 무기"), "\(path)")
            #expect(!sheet.contains("갱신되지 않은 데이터"), "a character the API dropped is not stale: \(path)")
        }
        #expect(!(try Self.page("characters/\(Self.live).html")).contains("이 캐릭터에 답하지 않습니다"))
    }

    @Test func itsTimelineAndItsEntriesInTheChangesPageAndFeedStay() throws {
        let timeline = try Self.page("timeline/\(Self.silent).html")
        #expect(timeline.contains(#"<time datetime="\#(KoreanDate.rfc3339(TimelineStoreTests.at(8)))""#))
        #expect(timeline.contains("이 캐릭터에 답하지 않습니다"))
        let slug = SitePaths.href(SitePaths.timeline(Self.silent, "html"), fromDepth: 0)
        #expect(try Self.page("changes.html").contains(#"href="\#(slug)""#))
        #expect(try Self.page("changes.md").contains(Self.silent))
        let feed = try Self.page("changes.atom")
        let entries = feed.components(separatedBy: "<entry>").dropFirst()
        #expect(entries.contains { $0.contains(#"href="\#(SitePaths.timeline(Self.silent, "html"))""#) })
        #expect(AtomValidator.problems(feed) == [])
    }

    @Test func theRosterListsItApartFromTheAccountsAndTheFrontPageDoesNotPickIt() throws {
        let roster = try Self.page("roster.html")
        let (accounts, apart) = try #require(Self.split(roster, at: #"<section class="account silent-characters""#))
        #expect(!accounts.contains(">\(Self.silent)</a>"))
        #expect(accounts.contains(">\(Self.live)</a>"))
        #expect(apart.contains(">\(Self.silent)</a>"))
        #expect(apart.contains("\(KoreanDate.day(of: TimelineStoreTests.at(Self.firstNull)))부터"))
        let markdown = try Self.page("roster.md")
        #expect(try #require(Self.split(markdown, at: "## 응답 없는 캐릭터")).1.contains(Self.silent))
        let cards = try #require(Self.split(try Self.page("index.html"), at: #"<ul class="cards""#)).1
        #expect(!cards.contains(#"data-name="\#(Self.silent)""#))
        #expect(cards.contains(#"data-name="\#(Self.live)""#))
    }

    @Test func namedOnTheFrontPageItsCardIsMarked() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let snapshot = try Self.store(folder).snapshots()
        let options = SiteBuilder.Options(site: SiteSettings(favourites: [Self.silent]))
        let index = String(
            decoding: try #require(try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files["index.html"]),
            as: UTF8.self)
        let card = try #require(Self.split(index, at: #"data-name="\#(Self.silent)""#)).1.prefix(1_200)
        #expect(card.contains(#"<span class="silent-badge">"#))
    }

    /// The text before and after the first `marker`; nil without it.
    static func split(_ text: String, at marker: String) -> (String, String)? {
        guard let range = text.range(of: marker) else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.lowerBound...]))
    }
}

extension SilentCharacterTests {
    /// A sheet kept by the build cache while its armory answered must be made again when the
    /// API stops answering: the `null` changes what the sheet says, not its armory's bytes.
    @Test func aCharacterTurningNullIsRebuiltFromTheCache() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder, upTo: Self.firstNull)
        _ = try StoreBuildCacheTests.build(store, into: folder)
        for fetch in Self.firstNull..<Self.fetches { try Self.record(store, fetch: fetch) }

        _ = try StoreBuildCacheTests.build(store, into: folder)

        let pages = try StoreBuildCacheTests.pages(folder)
        let sheet = String(decoding: try #require(pages["characters/\(Self.silent).html"]), as: UTF8.self)
        #expect(sheet.contains("이 캐릭터에 답하지 않습니다"))
        #expect(pages == (try StoreBuildCacheTests.inMemory(store)))
    }

    /// A fetch that gets `null` for a character it holds an armory of keeps that armory and
    /// notes since when, as a 404 is noted for a route.
    @Test func aFetchAnsweredNullNotesSinceWhenAndKeepsTheArmory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder, upTo: Self.firstNull)
        let path = Self.armoryPath(Self.silent)
        try store.markGone(path, at: TimelineStoreTests.at(Self.firstNull))
        let snapshot = try store.snapshots()
        #expect(snapshot.goneSince(path) == TimelineStoreTests.at(Self.firstNull))
        let site = try SiteBuilder(snapshots: snapshot, history: snapshot).build().files
        #expect(String(decoding: try #require(site["characters/\(Self.silent).html"]), as: UTF8.self).contains("이 캐릭터에 답하지 않습니다"))
    }
}

extension SilentCharacterTests {
    /// An export is the store's latest answers as they are: the `null` the API gave, not the
    /// sheet's answer, so importing it again keeps since when the API stopped answering.
    @Test func anExportWritesTheNullTheAPIAnswered() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder)
        let mirror = folder.url.appending(path: "export")
        _ = try store.exportMirror(to: mirror)
        #expect(try Data(contentsOf: mirror.appending(path: Self.armoryPath(Self.silent))) == Data("null".utf8))
    }
}
