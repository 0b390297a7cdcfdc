import Demo
import Foundation
import LOASTestSupport
import SiteServer
import SnapshotStore
import Testing

@testable import SiteWriter

/// The homework board as a ledger in headless Chromium: ticks add up into earned and
/// remaining gold per character, account and board, bound and tradable apart, bonus loot
/// paid from bound gold first; they survive a reload and the weekly reset clears them.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct HomeworkLedgerBrowserTests {
    typealias Sums = [String: [String: String]]

    /// The sums each ledger scope shows: by character name, "account" and "total".
    static let readSums = """
        (() => { const out = {};
          document.querySelectorAll('[data-ledger]').forEach((scope) => {
            const name = scope.dataset.ledger === 'character' ? scope.querySelector('.hw-name').textContent.trim() : scope.dataset.ledger;
            const sums = {};
            scope.querySelectorAll('[data-sum]').forEach((e) => { if (e.closest('[data-ledger]') === scope) sums[e.dataset.sum] = e.textContent; });
            out[name] = sums; });
          return out; })()
        """

    static func sums(_ check: PageCheck, _ board: URL, at moment: String, clicking keys: [String] = []) throws -> Sums {
        let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst(moment))
        defer { try? check.clearClock(clock) }
        try check.load(board)
        for key in keys {
            _ = try check.evaluate(
                "document.querySelector('input[data-task=\"' + CSS.escape(\(WeekPagesBrowserTests.quoted(key))) + '\"]').click()")
        }
        #expect(try check.waitForStorage(), "the browser never held the page's ticks")
        return try #require(try check.evaluate(readSums) as? Sums)
    }

    @Test func tickingRaidsAndBonusLootAddsUpEverywhereUntilTheWeeklyReset() async throws {
        let server = SiteServer(site: try WeekPagesBrowserTests.site(.demo))
        defer { server.stop() }
        let board = try server.start().appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            // From Templates/raids.yml. 별빛수호자 (1,780): 벨가르딘 나이트메어 75,000, no bound
            // gold, with its bonus loot (24,000, so paid from tradable gold); its three raids pay
            // 75,000 + 54,000 + 50,000 = 179,000. 새벽사냥꾼 (1,710): 세르카 노말 32,000, half
            // bound; its three pay 32,000 + 32,000 + 30,000 = 94,000. The board's 659,300 is the
            // six earners' 179,000 + 154,000 + 132,000 + 94,000 + 55,500 + 16,800 and the main's
            // four chaos gates at 7,000.
            let belgardin = "별빛수호자|raid|벨가르딘", bonus = "별빛수호자|bonus|벨가르딘", serka = "새벽사냥꾼|raid|세르카"
            let ticked = try Self.sums(check, board, at: "2026-11-24T20:00", clicking: [belgardin, bonus, serka])
            #expect(ticked["별빛수호자"] == ["earned": "51,000", "remaining": "104,000"])
            #expect(ticked["새벽사냥꾼"] == ["earned": "32,000", "remaining": "62,000"])
            // 51,000 + 32,000; bound: 새벽사냥꾼's half of 세르카; remaining: 659,300 - 75,000 - 32,000.
            let account = ["earned": "83,000", "earned-bound": "16,000", "earned-tradable": "67,000", "remaining": "552,300"]
            #expect(ticked["account"] == account)
            #expect(ticked["total"] == account)
            try Self.screenshots(check)
            // The front page counts the same ticks.
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-24T20:00"))
            try check.load(board.deletingLastPathComponent().appending(path: "index.html"))
            #expect(try check.evaluate("document.querySelector('[data-gold-earned]').textContent") as? String == "83,000")
            try HomeworkTicksBrowserTests.screenshots(check, named: "front-ticked")
            try check.clearClock(clock)
            // A reload keeps them; Wednesday 06:00 KST clears them.
            #expect(try Self.sums(check, board, at: "2026-11-25T05:59")["total"] == account)
            let reset = try Self.sums(check, board, at: "2026-11-25T06:00")
            #expect(reset["total"] == ["earned": "0", "earned-bound": "0", "earned-tradable": "0", "remaining": "659,300"])
        }
    }

    /// The board ticked halfway, for a person to look at (full pages, light and dark).
    static func screenshots(_ check: PageCheck) throws {
        guard Screenshots.wanted else { return }
        for width in [1280, 390] {
            try check.setWindow(width: width)
            for dark in [false, true] {
                try check.setDarkMode(dark)
                try Screenshots.save(try check.screenshot(), as: "homework-ticked-\(width)-\(dark ? "dark" : "light").png")
            }
        }
        try check.setDarkMode(false)
    }

    @Test func bonusLootTicksItsRaidAndUntickingTheRaidDropsIt() async throws {
        let server = SiteServer(site: try WeekPagesBrowserTests.site(.demo))
        defer { server.stop() }
        let board = try server.start().appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            let raid = "별빛수호자|raid|벨가르딘", bonus = "별빛수호자|bonus|벨가르딘"
            let withBonus = try WeekPagesBrowserTests.checked(check, board, at: "2026-11-20T12:00", clicking: [bonus])
            #expect(withBonus.sorted() == [bonus, raid].sorted())
            let unticked = try WeekPagesBrowserTests.checked(check, board, at: "2026-11-20T12:01", clicking: [raid])
            #expect(unticked == [])
        }
    }
}
