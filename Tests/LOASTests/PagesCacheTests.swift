import BundledResources
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// Building from the store into a folder keeps the pages besides the sheets (front page,
/// roster, calendar, homework, market…) while nothing they are made from changed, and makes
/// them again when anything did: each test changes one input, then compares the folder with
/// a build from scratch.
@Suite struct PagesCacheTests {
    static let calendarPath = "gamecontents/calendar.json"
    static let marketPath = "markets/items/65203905.json"

    /// 2026-11-18 in Korea, when the demo's calendar has starts at 11:00 and 13:00.
    static func moment(_ time: String) throws -> Date {
        try #require(KoreanDate.date(kst: "2026-11-18T\(time)"))
    }

    static func options(now: Date?, catalog: RaidCatalog? = nil) throws -> SiteBuilder.Options {
        SiteBuilder.Options(site: SiteSettings(raidCatalog: try catalog ?? RaidCatalogFile.bundled(), now: now))
    }

    /// Builds the store's latest snapshots, with their history, into the folder's site.
    static func build(_ store: SnapshotDatabase, into folder: TemporaryFolder, options: SiteBuilder.Options) throws -> RecordingSink {
        let output = try SiteFolder(StoreBuildCacheTests.site(folder))
        let recording = RecordingSink(wrapped: output)
        let snapshot = try store.snapshots()
        do {
            _ = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build(into: recording)
            _ = try output.commit()
            return recording
        } catch {
            output.abort()
            throw error
        }
    }

    static func fresh(_ store: SnapshotDatabase, options: SiteBuilder.Options) throws -> [String: Data] {
        let snapshot = try store.snapshots()
        return try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files
    }

    static func demoStore(_ folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        return store
    }

    static func demoFile(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: StoreFixtures.demo.appending(path: path)), as: UTF8.self)
    }

    @Test func aNoChangeRebuildKeepsTheOtherPagesWithoutMakingThem() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        let options = try Self.options(now: try Self.moment("11:30"))
        _ = try Self.build(store, into: folder, options: options)

        let again = try Self.build(store, into: folder, options: options)

        for page in ["index.html", "index.md", "roster.html", "calendar.html", "homework.md", "market.html", "404.html"] {
            #expect(again.kept.contains(page), "\(page)")
        }
        #expect(again.put.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.isEmpty)
    }

    /// Between two starts of the calendar nothing a page shows of the moment moves.
    @Test func aRebuildLaterTheSameHourKeepsTheFrontPageAndItIsTheFreshOne() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        _ = try Self.build(store, into: folder, options: try Self.options(now: try Self.moment("11:30")))
        let later = try Self.options(now: try Self.moment("11:45"))

        let rebuilt = try Self.build(store, into: folder, options: later)

        #expect(rebuilt.kept.contains("index.html"))
        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: later)))
    }

    /// Pages kept at a later moment are the ones a build from scratch makes then, wherever
    /// in the week the two moments fall: just before midnight, across the weekly reset, on a
    /// day without starts, a week later.
    @Test(arguments: [
        ("2026-11-18T23:55", "2026-11-19T00:05"), ("2026-11-25T05:59", "2026-11-25T06:01"),
        ("2026-11-20T15:10", "2026-11-20T15:50"), ("2026-11-18T11:30", "2026-11-25T11:30"),
        ("2026-11-24T22:00", "2026-11-24T22:20"),
    ])
    func pagesKeptAtALaterMomentAreTheFreshOnes(first: String, second: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        _ = try Self.build(store, into: folder, options: try Self.options(now: try #require(KoreanDate.date(kst: first))))
        let later = try Self.options(now: try #require(KoreanDate.date(kst: second)))

        _ = try Self.build(store, into: folder, options: later)

        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: later)))
    }

    /// Past the 13:00 start the front page names another next start.
    @Test func aRebuildPastACalendarStartRemakesTheFrontPage() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        _ = try Self.build(store, into: folder, options: try Self.options(now: try Self.moment("11:30")))
        let later = try Self.options(now: try Self.moment("13:30"))

        let rebuilt = try Self.build(store, into: folder, options: later)

        #expect(rebuilt.put.contains("index.html"))
        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: later)))
    }

    @Test func aChangedCalendarRemakesThePagesThatShowIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        let options = try Self.options(now: try Self.moment("11:30"))
        _ = try Self.build(store, into: folder, options: options)
        let calendar = try Self.demoFile(Self.calendarPath)
        let renamed = calendar.replacingOccurrences(of: "은빛 물결 섬", with: "금빛 물결 섬")
        try #require(renamed != calendar)
        _ = try store.record([Response(mirrorPath: Self.calendarPath, body: Data(renamed.utf8), fetchedAt: StoreFixtures.day(2))])

        let rebuilt = try Self.build(store, into: folder, options: options)

        #expect(rebuilt.put.contains("calendar.html"))
        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: options)))
    }

    /// An older market answer imported later: the latest answer and its times are as they
    /// were, but the price chart gains a day, so the market page is made again.
    @Test func anOlderMarketAnswerImportedLaterRemakesTheMarketPage() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(30))
        let options = try Self.options(now: nil)
        _ = try Self.build(store, into: folder, options: options)
        let market = try Self.demoFile(Self.marketPath)
        let older = market.replacingOccurrences(of: #""Date": "20"#, with: #""Date": "19"#)
        try #require(older != market)
        _ = try store.record([Response(mirrorPath: Self.marketPath, body: Data(older.utf8), fetchedAt: StoreFixtures.day(1))])

        let rebuilt = try Self.build(store, into: folder, options: options)

        #expect(rebuilt.put.contains("market.html"))
        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: options)))
    }

    /// A calendar icon fetched after the last build replaces its placeholder on the pages that
    /// show it, though no snapshot changed.
    @Test func aPictureThatArrivesRemakesThePagesThatShowIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let icon = "images/cdn-lostark.game.onstove.com/efui_iconatlas/island_icon/island_icon_98.png"
        let withIcon = BundledResources.demoSnapshots
        try #require(withIcon[icon] != nil)
        var withoutIcon = withIcon
        withoutIcon[icon] = nil
        let taken = Date(timeIntervalSince1970: 1_795_219_200)
        let options = try Self.options(now: try Self.moment("11:30"))
        let site = StoreBuildCacheTests.site(folder)
        for files in [withoutIcon, withIcon] {
            let output = try SiteFolder(site)
            _ = try SiteBuilder(snapshots: InMemorySnapshots(label: "demo", files: files, takenAt: taken), options: options).build(
                into: output)
            _ = try output.commit()
        }

        let fresh = try SiteBuilder(snapshots: InMemorySnapshots(label: "demo", files: withIcon, takenAt: taken), options: options).build()
        let calendar = try Data(contentsOf: site.appending(path: "calendar.html"))
        #expect(calendar == fresh.files["calendar.html"])
    }

    @Test func otherRaidFactsRemakeTheHomeworkBoard() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.demoStore(folder)
        let now = try Self.moment("11:30")
        _ = try Self.build(store, into: folder, options: try Self.options(now: now))
        var catalog = try RaidCatalogFile.bundled()
        try #require(!catalog.raids.isEmpty)
        catalog.raids.removeLast()
        let options = try Self.options(now: now, catalog: catalog)

        let rebuilt = try Self.build(store, into: folder, options: options)

        #expect(rebuilt.put.contains("homework.html"))
        #expect(try StoreBuildCacheTests.pages(folder) == (try Self.fresh(store, options: options)))
    }
}

/// A folder sink that records which paths were put and which kept.
final class RecordingSink: SiteSink, @unchecked Sendable {
    let wrapped: SiteFolder
    private let lock = NSLock()
    private var puts: Set<String> = []
    private var keeps: Set<String> = []

    init(wrapped: SiteFolder) {
        self.wrapped = wrapped
    }

    var put: Set<String> {
        lock.withLock { puts }
    }

    var kept: Set<String> {
        lock.withLock { keeps }
    }

    func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        try wrapped.put(path, data)
        lock.withLock { _ = puts.insert(path) }
    }

    func keep(_ path: String, size: Int) -> Bool {
        let kept = wrapped.keep(path, size: size)
        if kept { lock.withLock { _ = keeps.insert(path) } }
        return kept
    }

    func retain(_ path: String) -> Bool { wrapped.retain(path) }
    var previousCache: Data? { wrapped.previousCache }
    func saveCache(_ data: Data) { wrapped.saveCache(data) }
}
