import BundledResources
import Foundation
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// A rename declared in loas.yml (`renames: {달그림자: 달빛그림자}`) joins the two histories:
/// the new name's sheet, charts, timeline and feed carry the old name's, and the old name's
/// pages point to the new one's.
@Suite struct RenameJoinTests {
    static let old = "달그림자"
    static let new = "달빛그림자"
    static let live = "별빛수호자"
    /// The old name answers for fetches 0–9, `null` after; the new one from fetch 10 to 17.
    static let renamedAt = 10
    static let fetches = 18

    static func path(_ name: String) -> String { "armories/characters/\(name).json" }

    /// The demo armory of the old name at `fetch`, under the name it had then.
    static func armory(fetch: Int) throws -> Data {
        let made = try armories.get()
        return made.indices.contains(fetch) ? made[fetch] : try renamed(fetch: fetch)
    }

    /// Every fetch's, made once (the store is made for six tests; JSONSerialization is slow).
    static let armories = Result { try (0..<fetches).map { try renamed(fetch: $0) } }

    static func renamed(fetch: Int) throws -> Data {
        let body = try TimelineStoreTests.armory(old, fetch: fetch)
        guard fetch >= renamedAt else { return body }
        var whole = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var profile = try #require(whole["ArmoryProfile"] as? [String: Any])
        profile["CharacterName"] = new
        whole["ArmoryProfile"] = profile
        return try JSONSerialization.data(withJSONObject: whole, options: [.sortedKeys])
    }

    static func store(_ folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        for fetch in 0..<fetches {
            let at = TimelineStoreTests.at(fetch)
            var answers = [
                Response(mirrorPath: path(live), body: try TimelineStoreTests.armory(live, fetch: fetch), fetchedAt: at),
                Response(mirrorPath: path(old), body: fetch < renamedAt ? try armory(fetch: fetch) : Data("null".utf8), fetchedAt: at),
            ]
            if fetch >= renamedAt { answers.append(Response(mirrorPath: path(new), body: try armory(fetch: fetch), fetchedAt: at)) }
            _ = try store.record(answers)
        }
        return store
    }

    static func build(renames: [String: String], siteURL: SiteURL? = nil) throws -> SiteBuilder.Site {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let snapshot = try store(folder).snapshots()
        var options = SiteBuilder.Options(site: SiteSettings(siteURL: siteURL))
        options.renames = renames
        return try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build()
    }

    static let joined = Result { try build(renames: [old: new], siteURL: try #require(SiteURL("https://example.org/loas/"))) }
    static let apart = Result { try build(renames: [:]) }

    static func page(_ site: Result<SiteBuilder.Site, any Error>, _ path: String) throws -> String {
        String(decoding: try #require(try site.get().files[path], "\(path)"), as: UTF8.self)
    }

    /// The `<time datetime>` of each timeline entry, newest first.
    static func entryTimes(_ page: String) -> [String] {
        page.components(separatedBy: #"<li class="change-entry"><time datetime=""#).dropFirst().map { String($0.prefix(25)) }
    }

    @Test func theNewNamesTimelineCarriesTheOldNamesAndSaysTheRename() throws {
        let timeline = try Self.page(Self.joined, "timeline/\(Self.new).html")
        // Honing steps at fetches 8 and 16, the gem at 13, and the rename at 10.
        #expect(Self.entryTimes(timeline) == [16, 13, 10, 8].map { KoreanDate.rfc3339(TimelineStoreTests.at($0)) })
        #expect(timeline.contains("이름 \(Self.old) → \(Self.new)"))
        // Apart, the new name's timeline begins at the rename.
        #expect(
            Self.entryTimes(try Self.page(Self.apart, "timeline/\(Self.new).html"))
                == [16, 13].map { KoreanDate.rfc3339(TimelineStoreTests.at($0)) })
    }

    @Test func theNewNamesChartsBeginWithTheOldNamesHistory() throws {
        let sheet = try Self.page(Self.joined, "characters/\(Self.new).html")
        let first = KoreanDate.day(of: TimelineStoreTests.at(0))
        let itemLevel = try #require(sheet.components(separatedBy: "아이템 레벨: ").dropFirst().first)
        #expect(itemLevel.hasPrefix(first), "\(itemLevel.prefix(80))")
        #expect(itemLevel.contains("기록 \(Self.fetches)개"), "\(itemLevel.prefix(120))")
        let apart = try #require(
            try Self.page(Self.apart, "characters/\(Self.new).html").components(separatedBy: "아이템 레벨: ").dropFirst().first)
        #expect(apart.hasPrefix(KoreanDate.day(of: TimelineStoreTests.at(Self.renamedAt))))
        #expect(!sheet.contains("이 캐릭터에 답하지 않습니다"))
    }

    @Test func theOldNamesPagesPointToTheNewOnesAndItHasNoSheetOrRosterRow() throws {
        let site = try Self.joined.get()
        let oldSheet = try Self.page(Self.joined, "characters/\(Self.old).html")
        let target = SitePaths.href(SitePaths.character(Self.new, "html"), fromDepth: 1)
        #expect(oldSheet.contains(#"<meta http-equiv="refresh" content="0; url=\#(target)">"#))
        #expect(oldSheet.contains(#"<a href="\#(target)">"#))
        #expect(!oldSheet.contains(#"<article class="sheet""#))
        let oldTimeline = try Self.page(Self.joined, "timeline/\(Self.old).html")
        #expect(oldTimeline.contains(SitePaths.href(SitePaths.timeline(Self.new, "html"), fromDepth: 1)))
        #expect(
            try Self.page(Self.joined, "characters/\(Self.old).md").contains(
                SitePaths.href(SitePaths.character(Self.new, "md"), fromDepth: 1)))
        #expect(site.files["tooltips/\(Self.old).html"] == nil)
        let roster = try Self.page(Self.joined, "roster.html")
        #expect(!roster.contains(">\(Self.old)<"))
        #expect(roster.contains(">\(Self.new)</a>"))
        #expect(!roster.contains("응답 없는 캐릭터"))
        let sitemap = try Self.page(Self.joined, "sitemap.xml")
        #expect(sitemap.contains(SitePaths.character(Self.new, "html").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""))
        #expect(
            !sitemap.contains(SitePaths.character(Self.old, "html").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "-"))
    }

    @Test func theFeedAndTheChangesPageFileTheOldNamesEntriesUnderTheNewName() throws {
        let feed = try Self.page(Self.joined, "changes.atom")
        let entries = feed.components(separatedBy: "<entry>").dropFirst()
        let eight = KoreanDate.rfc3339(TimelineStoreTests.at(8))
        #expect(entries.contains { $0.contains("<updated>\(eight)</updated>") && $0.contains("<title>\(Self.new): ") })
        #expect(!entries.contains { $0.contains("<title>\(Self.old): ") })
        #expect(AtomValidator.problems(feed) == [])
        #expect(!(try Self.page(Self.joined, "changes.html")).contains(">\(Self.old)</a>"))
    }

    /// Without the rename, the old name is a character the API no longer answers for.
    @Test func undeclaredTheOldNameStandsApartAsSilent() throws {
        let roster = try Self.page(Self.apart, "roster.html")
        let apart = try #require(SilentCharacterTests.split(roster, at: #"<section class="account silent-characters""#)).1
        #expect(apart.contains(">\(Self.old)</a>"))
    }

    @Test func aRenameWhoseNewNameIsNotStoredWarnsAndTheOldNameKeepsItsSheet() throws {
        let site = try Self.build(renames: [Self.old: "아직없는이름"])
        #expect(site.warnings.contains { $0.contains("renames \(Self.old) to 아직없는이름, but no armory of 아직없는이름 is stored yet") })
        #expect(
            site.files["characters/\(Self.old).html"].map { String(decoding: $0, as: UTF8.self).contains(#"<article class="sheet""#) }
                == true)
    }

    @Test func aMainCharacterNamedByItsOldNameIsTheNewOne() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let snapshot = try Self.store(folder).snapshots()
        var options = SiteBuilder.Options(site: SiteSettings(mainCharacter: Self.old))
        options.renames = [Self.old: Self.new]
        let index = String(
            decoding: try #require(try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files["index.html"]),
            as: UTF8.self)
        #expect(index.contains(#"<li class="card main" data-name="\#(Self.new)""#))
    }
}

extension RenameJoinTests {
    /// Declaring a rename rebuilds what it changes, even when no answer is new.
    @Test func declaringARenameLaterRebuildsTheSheetsItJoins() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder)
        let snapshot = try store.snapshots()
        let site = StoreBuildCacheTests.site(folder)
        for renames in [[:], [Self.old: Self.new]] {
            var options = SiteBuilder.Options()
            options.renames = renames
            let output = try SiteFolder(site)
            _ = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build(into: output)
            _ = try output.commit()
        }
        var options = SiteBuilder.Options()
        options.renames = [Self.old: Self.new]
        let fresh = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files
        #expect(try StoreBuildCacheTests.pages(folder) == fresh)
    }

    /// The new name's sheet shows the old name's history: an old answer stored later (an
    /// older mirror imported) rebuilds it, though nothing of the new name changed.
    @Test func anOldNamesAnswerStoredLaterRebuildsTheNewNamesSheet() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder)
        var options = SiteBuilder.Options()
        options.renames = [Self.old: Self.new]
        func build() throws {
            let output = try SiteFolder(StoreBuildCacheTests.site(folder))
            let snapshot = try store.snapshots()
            _ = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build(into: output)
            _ = try output.commit()
        }
        try build()
        let earlier = TimelineStoreTests.at(0).addingTimeInterval(-86_400)
        _ = try store.record([Response(mirrorPath: Self.path(Self.old), body: try Self.armory(fetch: 0), fetchedAt: earlier)])
        try build()
        let snapshot = try store.snapshots()
        let fresh = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files
        #expect(try StoreBuildCacheTests.pages(folder) == fresh)
    }

    /// The pointer pages, the notices and the roster's section apart: no link goes nowhere
    /// and no English is on them.
    @Test func joinedAndSilentSitesHaveNoBrokenLinkAndNoEnglish() throws {
        let data = PageWords.dataWords(in: BundledResources.demoSnapshots)
        for site in [Self.joined, Self.apart] {
            let files = try site.get().files
            let broken = LinkChecker(files: files, basePath: "/").brokenLinks()
            #expect(broken.isEmpty, "\(broken)")
            let english = PageWords.findings(in: files, data: data)
            #expect(english.isEmpty, "\(english.map(\.description))")
        }
    }

    /// A roster fetched before the rename lists the old name: the new one stands in its place,
    /// in that account, and the sheets' sibling sections link it.
    @Test func aRosterFetchedBeforeTheRenameListsTheNewName() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder)
        let siblings = "characters/\(Self.live)/siblings.json"
        let roster = try Data(contentsOf: StoreFixtures.demo.appending(path: siblings))
        _ = try store.record([Response(mirrorPath: siblings, body: roster, fetchedAt: TimelineStoreTests.at(0))])
        let snapshot = try store.snapshots()
        var options = SiteBuilder.Options()
        options.renames = [Self.old: Self.new]
        let files = try SiteBuilder(snapshots: snapshot, history: snapshot, options: options).build().files
        let page = String(decoding: try #require(files["roster.html"]), as: UTF8.self)
        let account = try #require(page.components(separatedBy: #"<section class="account""#).dropFirst().first)
        #expect(account.contains(">\(Self.live)</a>") && account.contains(">\(Self.new)</a>"))
        #expect(!page.contains(">\(Self.old)<"))
        let sheet = String(decoding: try #require(files["characters/\(Self.live).html"]), as: UTF8.self)
        #expect(sheet.contains(#"href="\#(SitePaths.href(SitePaths.character(Self.new, "html"), fromDepth: 1))""#))
    }
}
