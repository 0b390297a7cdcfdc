import BundledResources
import Demo
import Foundation
import LOASTestSupport
import LostArkAPI
import Planning
import SnapshotStore
import Testing

@testable import SiteWriter

/// Data-as-of stamps, stale marking and the fetch-run records they read.
@Suite struct FreshnessTests {
    static func armory(_ name: String) -> Data {
        Data(#"{"ArmoryProfile": {"CharacterName": "\#(name)", "ItemAvgLevel": "1,640.00"}, "ArmoryEquipment": []}"#.utf8)
    }

    static func record(_ store: SnapshotDatabase, _ name: String, at date: Date) throws {
        _ = try store.record([Response(mirrorPath: Route.armory(character: name).mirrorPath, body: armory(name), fetchedAt: date)])
    }

    /// 하나 is fetched by both runs, 둘 only by the first (its second request failed).
    static func storeWithTwoRuns(_ folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        let first = try store.beginRun(at: StoreFixtures.day(1))
        try record(store, "하나", at: StoreFixtures.day(1))
        try record(store, "둘", at: StoreFixtures.day(1))
        try store.finishRun(first, at: StoreFixtures.day(1) + 60)
        let second = try store.beginRun(at: StoreFixtures.day(2))
        try record(store, "하나", at: StoreFixtures.day(2) + 5)
        try store.finishRun(second, at: StoreFixtures.day(2) + 60)
        return store
    }

    static func page(_ site: SiteBuilder.Site, _ path: String) -> String {
        site.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func aSnapshotTheLastRunDidNotRefreshIsMarkedStale() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let site = try SiteBuilder(snapshots: try Self.storeWithTwoRuns(folder).snapshots()).build()

        let stale = Self.page(site, "characters/둘.html")
        #expect(stale.contains(#"class="stale""#))
        #expect(stale.contains(KoreanDate.display(StoreFixtures.day(2))))
        #expect(Self.page(site, "characters/둘.md").contains("갱신되지 않은 데이터"))
        #expect(!Self.page(site, "characters/하나.html").contains(#"class="stale""#))
    }

    @Test func aSheetIsStampedWithWhenItsArmoryWasLastSeen() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let site = try SiteBuilder(snapshots: try Self.storeWithTwoRuns(folder).snapshots()).build()

        let seen = StoreFixtures.day(2) + 5
        #expect(Self.page(site, "characters/하나.html").contains(#"<time datetime="\#(KoreanDate.rfc3339(seen))">"#))
        #expect(Self.page(site, "characters/둘.html").contains(#"<time datetime="\#(KoreanDate.rfc3339(StoreFixtures.day(1)))">"#))
        #expect(Self.page(site, "index.html").contains("가장 최근 데이터 \(KoreanDate.display(seen))"))
    }

    @Test func aRunThatNeverFinishedMarksNothingStale() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        try Self.record(store, "하나", at: StoreFixtures.day(1))
        _ = try store.beginRun(at: StoreFixtures.day(2))  // killed: never finished

        #expect(try store.lastFinishedRunStart() == nil)
        let site = try SiteBuilder(snapshots: try store.snapshots()).build()
        #expect(!Self.page(site, "characters/하나.html").contains(#"class="stale""#))
    }

    @Test func snapshotsAsOfAnEarlierDateSeeOnlyTheRunsBeforeIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.storeWithTwoRuns(folder)

        #expect(try store.lastFinishedRunStart(at: StoreFixtures.day(1) + 3_600) == StoreFixtures.day(1))
        let site = try SiteBuilder(snapshots: try store.snapshots(at: StoreFixtures.day(1) + 3_600)).build()
        #expect(!Self.page(site, "characters/둘.html").contains(#"class="stale""#))
    }

    @Test func koreanTimesCrossMidnightFromUTC() {
        // 2026-11-19 15:30 UTC is past midnight in Korea.
        let date = Date(timeIntervalSince1970: 1_795_102_200)
        #expect(KoreanDate.display(date) == "2026-11-20 00:30 KST")
        #expect(KoreanDate.rfc3339(date) == "2026-11-20T00:30:00+09:00")
    }

    @Test func theDemoIsStampedWithItsOwnWeekNotTheClock() throws {
        let first = try SiteBuilder(snapshots: InMemorySnapshots.demo).build()
        #expect(Self.page(first, "calendar.html").contains("2026-11-21 09:00 KST"))
        let second = try SiteBuilder(snapshots: InMemorySnapshots.demo).build()
        #expect(first.files == second.files)
    }
}

/// Routes the API removed (abyss and guardian rewards in API V7).
@Suite struct RemovedRouteTests {
    static func abyss() -> Data {
        Data(#"[{"Name": "몽환의 궁전", "StartTime": "2026-11-11T06:00:00", "EndTime": "2026-11-18T06:00:00", "RewardItems": []}]"#.utf8)
    }

    @Test func theRewardsPageSaysTheAPIStoppedAndShowsTheLastWeekWithItsDate() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.record([Response(mirrorPath: Route.abyssDungeons.mirrorPath, body: Self.abyss(), fetchedAt: StoreFixtures.day(1))])
        let run = try store.beginRun(at: StoreFixtures.day(8))
        try store.markGone(Route.abyssDungeons.mirrorPath, at: StoreFixtures.day(8))
        try store.finishRun(run, at: StoreFixtures.day(8) + 10)

        let site = try SiteBuilder(snapshots: try store.snapshots()).build()
        let html = FreshnessTests.page(site, "rewards.html")
        #expect(html.contains(#"<p class="gone" role="status">오픈 API가 \#(KoreanDate.display(StoreFixtures.day(8)))부터"#))
        #expect(html.contains("마지막으로 받은 데이터(\(KoreanDate.display(StoreFixtures.day(1))) 기준)"))
        #expect(html.contains("몽환의 궁전"))
        #expect(!html.contains(#"class="stale""#), "a removed route is said as such, not as stale")
        #expect(FreshnessTests.page(site, "rewards.md").contains("> 오픈 API가"))
    }

    @Test func anAnswerAfterTheRemovalBringsTheRouteBack() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        try store.markGone(Route.abyssDungeons.mirrorPath, at: StoreFixtures.day(1))
        _ = try store.record([Response(mirrorPath: Route.abyssDungeons.mirrorPath, body: Self.abyss(), fetchedAt: StoreFixtures.day(2))])

        #expect(try store.snapshots().goneSince(Route.abyssDungeons.mirrorPath) == nil)
    }
}

extension FreshnessTests {
    /// Incremental rebuilds stay small: one character fetched anew changes its sheet, the
    /// roster and the front page, not every page of the site.
    @Test func oneCharacterFetchedAnewChangesOnlyThePagesShowingIt() throws {
        let files = BundledResources.demoSnapshots
        let before = Date(timeIntervalSince1970: 1_795_219_200)
        var times = files.mapValues { _ in SnapshotTimes(before) }
        times[Route.armory(character: "달그림자").mirrorPath] = SnapshotTimes(before + 86_400)
        let first = try SiteBuilder(snapshots: InMemorySnapshots(label: "a", files: files, takenAt: before)).build()
        let second = try SiteBuilder(snapshots: InMemorySnapshots(label: "b", files: files, times: times)).build()

        let changed = Set(first.files.keys.filter { first.files[$0] != second.files[$0] })
        #expect(
            changed == [
                "characters/달그림자.html", "characters/달그림자.md", "tooltips/달그림자.html", "roster.html", "roster.md", "index.html", "index.md",
            ])
    }
}
