import Foundation
import LOASTestSupport
import Planning
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// The issue's store: ten days of 6-hourly fetches of three characters, their combat power
/// moving every fetch, a honing step every two days and one gem level, imported as
/// `loas import --at` does. Each timeline has one entry per fetch that changed gear.
@Suite struct TimelineStoreTests {
    static let names = ["별빛수호자", "달그림자", "새싹모코코"]
    static let fetches = 40
    /// Fetches (6 hours apart) that changed gear: a honing step every eight, the gem at 13.
    static let gearFetches = [8, 13, 16, 24, 32]
    static func at(_ fetch: Int) -> Date { Date(timeIntervalSince1970: 1_795_000_000 + Double(fetch) * 6 * 3_600) }

    /// The demo armory of `name` as fetch `fetch` saw it.
    static func armory(_ name: String, fetch: Int) throws -> Data {
        guard let made = try armories.get()[name], made.indices.contains(fetch) else {
            return try versions(of: name, at: fetch..<fetch + 1)[0]
        }
        return made[fetch]
    }

    /// Every fetch's armory of every name, made once: JSONSerialization reads a demo armory
    /// slower than the tests read what they make, and this suite's stores and RenameJoinTests'
    /// asked for each one several times.
    static let armories = Result { () throws -> [String: [Data]] in
        try Dictionary(uniqueKeysWithValues: names.map { ($0, try versions(of: $0, at: 0..<fetches)) })
    }

    /// The demo armory of `name`, read once, as each of `fetches` saw it.
    static func versions(of name: String, at fetches: Range<Int>) throws -> [Data] {
        let url = StoreFixtures.demo.appending(path: "armories/characters/\(name).json")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try fetches.map { try armory(read, fetch: $0) }
    }

    static func armory(_ read: [String: Any], fetch: Int) throws -> Data {
        var whole = read
        var profile = try #require(whole["ArmoryProfile"] as? [String: Any])
        let step = fetch / 8
        // A wiggle of 0.2% either way around a figure that grows with each honing step.
        let power = 2_000 * (1 + 0.01 * Double(step)) * (fetch % 2 == 0 ? 1.002 : 0.998)
        profile["CombatPower"] = String(format: "%.2f", power)
        profile["ItemAvgLevel"] = String(format: "%.2f", 1_700 + 0.83 * Double(step))
        whole["ArmoryProfile"] = profile
        var equipment = try #require(whole["ArmoryEquipment"] as? [[String: Any]])
        equipment[0]["Name"] = "+\(10 + step) 시험의 무기"
        whole["ArmoryEquipment"] = equipment
        let gem = fetch >= 13 ? 8 : 7
        whole["ArmoryGem"] = ["Gems": [["Slot": 0, "Name": "\(gem)레벨 겁화의 보석", "Level": gem]], "Effects": []]
        return try JSONSerialization.data(withJSONObject: whole, options: [.sortedKeys])
    }

    /// Built once for the suite's tests.
    static let built = Result { try site() }

    static func site() throws -> [String: Data] {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        return try SiteBuilder(snapshots: try store(folder).snapshots(), history: try store(folder)).build().files
    }

    static func store(_ folder: TemporaryFolder) throws -> SnapshotDatabase {
        if FileManager.default.fileExists(atPath: folder.store.path) { return try SnapshotDatabase(url: folder.store) }
        let store = try SnapshotDatabase(url: folder.store)
        let mirror = folder.url.appending(path: "mirror/armories/characters")
        try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
        for fetch in 0..<fetches {
            for name in names {
                try armory(name, fetch: fetch).write(to: mirror.appending(path: "\(name).json"))
            }
            _ = try store.importMirror(folder.url.appending(path: "mirror"), fetchedAt: at(fetch))
        }
        return store
    }

    @Test func eachTimelineHasOneDatedEntryPerFetchThatChangedGear() throws {
        let files = try Self.built.get()
        for name in Self.names {
            let page = try #require(files["timeline/\(name).html"].map { String(decoding: $0, as: UTF8.self) }, "\(name)")
            let times = page.components(separatedBy: #"<li class="change-entry"><time datetime=""#).dropFirst().map { $0.prefix(25) }
            #expect(times == Self.gearFetches.reversed().map { KoreanDate.rfc3339(Self.at($0))[...] }, "\(name)")
            #expect(!page.contains("(+0.00)"))
        }
    }

    @Test func theFeedHasOneEntryPerCharacterPerChangeWithIdTitleUpdatedAndLink() throws {
        let files = try Self.built.get()
        let feed = String(decoding: try #require(files["changes.atom"]), as: UTF8.self)
        let entries = feed.components(separatedBy: "<entry>").dropFirst()
        #expect(entries.count == Self.names.count * Self.gearFetches.count)
        for entry in entries {
            #expect(entry.contains("<id>tag:") && entry.contains("<title>") && entry.contains("<updated>2026-"))
            #expect(entry.contains(#"<link rel="alternate" type="text/html" href="timeline/"#))
        }
        let ids = entries.compactMap { $0.components(separatedBy: "<id>").dropFirst().first?.components(separatedBy: "</id>").first }
        #expect(Set(ids).count == entries.count)
        #expect(AtomValidator.problems(feed) == [])
    }

    @Test func theChangesPageAndEverySheetLinkTheTimelines() throws {
        let files = try Self.built.get()
        let changes = String(decoding: try #require(files["changes.html"]), as: UTF8.self)
        for name in Self.names {
            let sheet = String(decoding: try #require(files["characters/\(name).html"]), as: UTF8.self)
            let slug = SitePaths.href(SitePaths.timeline(name, "html"), fromDepth: 0)
            #expect(sheet.contains("href=\"../\(slug)\""), "\(name)")
            #expect(changes.contains("href=\"\(slug)\""), "\(name)")
        }
    }
}

extension TimelineStoreTests {
    @Test func theFrontPageShowsEveryCharacterWithItsLevelsAndTheLatestDatedChanges() throws {
        let index = String(decoding: try #require(try Self.built.get()["index.html"]), as: UTF8.self)
        let latest = try #require(index.components(separatedBy: #"<section class="latest-changes""#).dropFirst().first)
        let newest = KoreanDate.rfc3339(Self.at(Self.gearFetches.last ?? 0))
        #expect(latest.components(separatedBy: #"<time datetime="\#(newest)""#).count - 1 == Self.names.count)
        for name in Self.names {
            #expect(index.contains(">\(name)</a>"), "\(name)")
        }
        // The last fetch's figures: level 1,703.32 after four steps, combat power 2,080 less 0.2% (written as the API wrote it).
        #expect(index.components(separatedBy: "1,703.32").count - 1 >= Self.names.count)
        #expect(index.components(separatedBy: "2075.84").count - 1 >= Self.names.count)
    }
}

extension TimelineStoreTests {
    /// The store's timeline reads each changed member of an answer alone; whole answers,
    /// decoded one by one, give the same pages.
    @Test func readingMembersAloneGivesTheTimelineOfWholeAnswers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(folder)
        var whole = InMemoryHistory()
        for name in Self.names { whole.armories[name] = try store.armoryAnswers(character: name) }
        let fromMembers = try SiteBuilder(snapshots: try store.snapshots(), history: store).build().files
        let fromWhole = try SiteBuilder(snapshots: try store.snapshots(), history: whole).build().files
        for name in Self.names {
            let path = "timeline/\(name).html"
            #expect(fromMembers[path] != nil && fromMembers[path] == fromWhole[path], "\(path)")
        }
    }
}

extension TimelineStoreTests {
    /// A name from the API is text on every page and in the feed, whatever it holds.
    @Test func hostileNamesStayTextInTheTimelineAndTheFeed() throws {
        let hostile = #"</title><script>alert(1)</script>]]><!-- & ""#
        let name = "별빛수호자"
        let first = try Self.armory(name, fetch: 0)
        let text = String(decoding: try Self.armory(name, fetch: 8), as: UTF8.self)
            .replacingOccurrences(of: "시험의 무기", with: hostile.replacingOccurrences(of: "\"", with: "\\\""))
        var history = InMemoryHistory()
        history.armories[name] = [
            DatedAnswer(body: first, fetchedAt: Self.at(0)), DatedAnswer(body: Data(text.utf8), fetchedAt: Self.at(8)),
        ]
        let snapshots = InMemorySnapshots(label: "test", files: ["armories/characters/\(name).json": Data(text.utf8)])
        let files = try SiteBuilder(snapshots: snapshots, history: history).build().files
        let feed = String(decoding: try #require(files["changes.atom"]), as: UTF8.self)
        #expect(AtomValidator.problems(feed) == [])
        #expect(feed.contains("&lt;/title&gt;&lt;script&gt;"))
        for path in ["timeline/\(name).html", "changes.html", "index.html", "roster.html", "characters/\(name).html"] {
            let page = String(decoding: try #require(files[path], "\(path)"), as: UTF8.self)
            #expect(!page.contains("<script>alert(1)"), "\(path)")
            #expect(page.contains("&lt;script&gt;alert(1)"), "\(path)")
        }
    }
}

extension TimelineStoreTests {
    /// The feed's entries' ids, in order.
    static func feedIDs(_ files: [String: Data]) throws -> [String] {
        let feed = String(decoding: try #require(files["changes.atom"]), as: UTF8.self)
        return feed.components(separatedBy: "<entry>").dropFirst().compactMap {
            $0.components(separatedBy: "<id>").dropFirst().first?.components(separatedBy: "</id>").first
        }
    }

    /// `loas import A`, `B`, then `A` again, all `--at` one day: two entries seen at one
    /// moment, each with an id of its own, which a later fetch leaves as they were.
    @Test func answersImportedAtOneTimeGiveEntriesIdsOfTheirOwnThatStay() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let name = Self.names[0]
        let mirror = folder.url.appending(path: "mirror")
        let characters = mirror.appending(path: "armories/characters")
        try FileManager.default.createDirectory(at: characters, withIntermediateDirectories: true)
        func importArmory(fetch: Int, at date: Date) throws {
            try Self.armory(name, fetch: fetch).write(to: characters.appending(path: "\(name).json"))
            _ = try store.importMirror(mirror, fetchedAt: date)
        }
        for fetch in [0, 8, 0] { try importArmory(fetch: fetch, at: Self.at(0)) }

        let first = try Self.feedIDs(SiteBuilder(snapshots: try store.snapshots(), history: store).build().files)
        #expect(first.count == 2)
        #expect(Set(first).count == first.count, "\(first)")

        try importArmory(fetch: 16, at: Self.at(1))
        let later = try Self.feedIDs(SiteBuilder(snapshots: try store.snapshots(), history: store).build().files)
        #expect(later.count == 3 && Array(later.dropFirst()) == first)
    }
}
