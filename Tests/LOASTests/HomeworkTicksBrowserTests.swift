import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// The homework board's ticks in headless Chromium, the site opened from disk (`file://`)
/// with a fixed clock: a tick stays on what it is about when the board's order changes, holds
/// only in the game week (or day) it was made in, and one the browser cannot store stays for
/// the visit, the board saying once that it will not last.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct HomeworkTicksBrowserTests {
    static let raid = "별빛수호자|raid|벨가르딘", daily = "별빛수호자|daily|균열", serka = "새벽사냥꾼|raid|세르카"

    /// Builds `source` with the bundled raid facts into `folder`, over what a build left there.
    static func write(_ source: any SnapshotSource, to folder: URL) throws {
        let options = SiteBuilder.Options(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()))
        _ = try SiteFolder.write(try SiteBuilder(snapshots: source, options: options).build().files, to: folder)
    }

    /// The demo as `write` builds it, in a folder of its own: built once for every test that
    /// asks (`DemoSite`), written for each.
    static func demoFolder() throws -> URL {
        let folder = ChromiumTests.temporaryFolder()
        _ = try SiteFolder.write(try DemoSite.site(.init(source: .demo, raids: true)).files, to: folder)
        return folder
    }

    /// The page's own storage key for `key` (its folder before it, as week.js keeps them).
    static func storageKey(_ key: String) -> String {
        "'loas:' + location.pathname.replace(/[^/]*$/, '') + ':' + \(WeekPagesBrowserTests.quoted(key))"
    }

    /// The gold the front page counts as earned this week, with the clock at `moment` (KST).
    static func frontPageEarned(_ check: PageCheck, _ folder: URL, at moment: String) throws -> String? {
        let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst(moment))
        defer { try? check.clearClock(clock) }
        try check.load(folder.appending(path: "index.html"))
        return try check.evaluate("document.querySelector('[data-gold-earned]').textContent") as? String
    }

    // MARK: A roster tick is its account's

    /// Two accounts: 하나's (하나 1,780, 둘 1,700) and 별's (별 at `star`, 달 1,640); a roster
    /// of siblings alone, as a first fetch leaves it.
    static func twoAccounts(star: Int) throws -> InMemorySnapshots {
        let first = [RosterPageTests.character("하나", "루페온", 1_780), RosterPageTests.character("둘", "루페온", 1_700)]
        let second = [RosterPageTests.character("별", "카단", star), RosterPageTests.character("달", "카단", 1_640)]
        return InMemorySnapshots(
            label: "test",
            files: [
                "characters/하나/siblings.json": try JSONSerialization.data(withJSONObject: first),
                "characters/별/siblings.json": try JSONSerialization.data(withJSONObject: second),
            ])
    }

    /// Each account's leader, in board order, with the roster clears ticked in it.
    static let rosterTicks = """
        Array.from(document.querySelectorAll('section.account')).map((account) => [
          account.querySelector('h2').textContent.trim().split(' ')[0],
          Array.from(account.querySelectorAll('.roster-weekly input:checked')).map((box) =>
            box.closest('li').querySelector('.rw-name').textContent + ' ' + box.parentElement.textContent.trim())])
        """

    static func rosterTicks(_ check: PageCheck) throws -> [[Any]] {
        try #require(try check.evaluate(rosterTicks) as? [[Any]])
    }

    @Test func aRosterTickStaysWithItsAccountWhenAnotherAccountsLeaderOvertakes() async throws {
        let folder = ChromiumTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(try Self.twoAccounts(star: 1_760), to: folder)
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-24T12:00"))
            defer { try? check.clearClock(clock) }
            try check.load(board)
            _ = try check.evaluate(
                """
                Array.from(document.querySelectorAll('section.account')).find((account) => account.querySelector('h2').textContent.startsWith('하나 '))
                  .querySelector('.roster-weekly input').click()
                """)
            #expect(try check.waitForStorage())
            var ticks = try Self.rosterTicks(check)
            #expect(ticks.map { $0[0] as? String } == ["하나", "별"])
            #expect(ticks.map { $0[1] as? [String] } == [["카오스 게이트 1회"], []])
            // 별 reaches 1,790: its account comes first on the board; the tick stays on 하나's.
            try Self.write(try Self.twoAccounts(star: 1_790), to: folder)
            try check.load(board)
            ticks = try Self.rosterTicks(check)
            #expect(ticks.map { $0[0] as? String } == ["별", "하나"])
            let stored = try check.evaluate("JSON.stringify(Object.entries(localStorage)) + ' at ' + Date.now()") as? String
            #expect(ticks.map { $0[1] as? [String] } == [[], ["카오스 게이트 1회"]], "stored: \(stored ?? "")")
        }
    }

    /// Ticks stored under an account's place by an older board cannot be told to be that
    /// account's: they show nowhere, and go.
    @Test func aRosterTickKeyedByTheAccountsPlaceShowsNowhereAndGoes() async throws {
        let folder = ChromiumTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(try Self.twoAccounts(star: 1_760), to: folder)
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-24T12:00"))
            defer { try? check.clearClock(clock) }
            try check.load(board)
            let old = Self.storageKey("account-1|roster|카오스 게이트|1")
            _ = try check.evaluate("localStorage.setItem(\(old), JSON.stringify({ t: Date.now() }))")
            #expect(try check.waitForStorage())
            try check.load(board)
            #expect(try Self.rosterTicks(check).map { $0[1] as? [String] } == [[], []])
            #expect(try check.evaluate("localStorage.getItem(\(old))") is NSNull)
        }
    }

    // MARK: A tick holds in the week it was made in

    @Test func aTickMadeWhileTheClockRanAWeekAheadCountsForNothingOnceItIsRight() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            // Tuesday 2026-11-24 12:00 KST, the device's clock eight days ahead: next week's Wednesday.
            let ahead = try WeekPagesBrowserTests.checked(check, board, at: "2026-12-02T12:00", clicking: [Self.raid, Self.daily])
            #expect(ahead.sorted() == [Self.daily, Self.raid].sorted())
            #expect(try Self.frontPageEarned(check, folder, at: "2026-11-24T12:00") == "0")
            #expect(try WeekPagesBrowserTests.checked(check, board, at: "2026-11-24T12:00") == [])
            let sums = try HomeworkLedgerBrowserTests.sums(check, board, at: "2026-11-24T12:00")
            #expect(sums["total"]?["earned"] == "0")
            // It is gone, not waiting for its week to come.
            #expect(try WeekPagesBrowserTests.checked(check, board, at: "2026-12-02T12:00") == [])
        }
    }

    /// A daily tick holds in the game day it was made in: one from tomorrow does not count
    /// today; a weekly tick made later in this week does.
    @Test func aDailyTickFromALaterGameDayDoesNotCountButTheWeeksDoes() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            _ = try WeekPagesBrowserTests.checked(check, board, at: "2026-11-26T07:00", clicking: [Self.raid, Self.daily])
            #expect(try WeekPagesBrowserTests.checked(check, board, at: "2026-11-26T05:59") == [Self.raid])
        }
    }

    @Test(arguments: [#"{"t":"1e400"}"#, #"{"t":1e308}"#, #"{"t":"Infinity"}"#, "not a tick"])
    func aStoredTimeThatIsNoMomentOfThisWeekCountsForNothing(stored: String) async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            try check.load(board)
            _ = try check.evaluate("localStorage.setItem(\(Self.storageKey(Self.raid)), \(WeekPagesBrowserTests.quoted(stored)))")
            #expect(try check.waitForStorage())
            #expect(try Self.frontPageEarned(check, folder, at: "2026-11-24T12:00") == "0")
            #expect(try WeekPagesBrowserTests.checked(check, board, at: "2026-11-24T12:00") == [])
            #expect(try check.evaluate("localStorage.getItem(\(Self.storageKey(Self.raid)))") is NSNull)
        }
    }

    // MARK: A tick storage refuses

    /// Every `localStorage.setItem` throws, as a full storage does, and the page's 15 s
    /// refresh can be run at once (`__loasTimers`).
    static let fullStorage = """
        Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
        globalThis.__loasTimers = [];
        const every = globalThis.setInterval;
        globalThis.setInterval = (task, ms, ...rest) => { globalThis.__loasTimers.push(task); return every(task, ms, ...rest); };
        """

    static func click(_ key: String, in check: PageCheck) throws {
        _ = try check.evaluate(
            "document.querySelector('input[data-task=\"' + CSS.escape(\(WeekPagesBrowserTests.quoted(key))) + '\"]').click()")
    }

    static func shownNotes(_ check: PageCheck) throws -> [String] {
        try check.evaluate("Array.from(document.querySelectorAll('.ticks-unsaved:not([hidden])')).map((note) => note.textContent)")
            as? [String] ?? []
    }

    @Test func aTickStorageRefusesStaysForTheVisitAndTheBoardSaysSoOnce() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            let full = try check.runBeforeEachPage(Self.fullStorage)
            defer { try? check.clearClock(full) }
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-24T20:00"))
            defer { try? check.clearClock(clock) }
            try check.load(board)
            #expect(try Self.shownNotes(check).isEmpty)
            try Self.click(Self.raid, in: check)
            _ = try check.evaluate("globalThis.__loasTimers.forEach((task) => task())")
            let checked = "Array.from(document.querySelectorAll('input[data-task]:checked')).map((box) => box.dataset.task)"
            #expect(try check.evaluate(checked) as? [String] == [Self.raid])
            let sums = try #require(try check.evaluate(HomeworkLedgerBrowserTests.readSums) as? HomeworkLedgerBrowserTests.Sums)
            #expect(sums["total"]?["earned"] == "75,000")
            let notes = try Self.shownNotes(check)
            #expect(notes.count == 1 && notes.allSatisfy { !$0.isEmpty }, "\(notes)")
            // A second tick the storage refuses says nothing more.
            try Self.click(Self.serka, in: check)
            _ = try check.evaluate("globalThis.__loasTimers.forEach((task) => task())")
            #expect(try (check.evaluate(checked) as? [String])?.sorted() == [Self.raid, Self.serka].sorted())
            #expect(try Self.shownNotes(check).count == 1)
            try Self.screenshots(check, named: "homework-unsaved")
            // The next visit starts without them, as the note said.
            try check.load(board)
            #expect(try check.evaluate(checked) as? [String] == [])
        }
    }

    /// The page as it is, for a person to look at (full pages, 1280 and 390 px, light and dark).
    static func screenshots(_ check: PageCheck, named name: String) throws {
        guard Screenshots.wanted else { return }
        for width in [1280, 390] {
            try check.setWindow(width: width)
            for dark in [false, true] {
                try check.setDarkMode(dark)
                try Screenshots.save(try check.screenshot(), as: "\(name)-\(width)-\(dark ? "dark" : "light").png")
            }
        }
        try check.setDarkMode(false)
        try check.setWindow(width: 1280)
    }
}
