import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SiteServer
import SnapshotStore
import Testing

@testable import SiteWriter

/// The front page in headless Chromium on an injected clock: the today strip's next start
/// and countdowns on Korea's clock, within a phone's first two screens; the week's gold from
/// the homework board's ticks; the cards' sort buttons; nothing wider than the window.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct DashboardBrowserTests {
    static let phone = (width: 390, height: 844)

    /// The demo (its week 2026-11-18 to 24), with history and the homework board, served under /repo/.
    static func serve() throws -> (SiteServer, URL) {
        let build = DemoSite.Build(source: .demoWithHistory, basePath: try #require(BasePath("/repo")), raids: true)
        let files = try DemoSite.site(build).files
        let server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
        return (server, try server.start())
    }

    /// The strip as the page shows it, loaded with the browser's clock at `moment` (KST).
    static func strip(_ check: PageCheck, _ base: URL, at moment: String) throws -> [String: Any] {
        let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst(moment))
        defer { try? check.clearClock(clock) }
        try check.load(base.appending(path: "index.html"))
        let script = """
            (() => { const strip = document.querySelector('.today-strip'), text = (s) => strip.querySelector(s).textContent;
              const countdown = strip.querySelector('.countdown');
              return { top: strip.getBoundingClientRect().top + scrollY, what: text('.next-what'), at: text('.next-at'),
                countdown: countdown.hidden ? '' : countdown.textContent,
                daily: text('[data-reset-left="daily"]'), weekly: text('[data-reset-left="weekly"]'),
                shown: Array.from(strip.querySelectorAll('[data-today]')).filter((d) => !d.hidden).map((d) => d.dataset.today) }; })()
            """
        return try check.evaluate(script) as? [String: Any] ?? [:]
    }

    @Test func thePhonesFirstTwoScreensShowWhatStartsNextWithACountdownAndTheResets() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: Self.phone.width, height: Self.phone.height)
            try check.setTimeZone("America/Los_Angeles")
            // Friday 09:48 in Korea: the day's first island starts at 11:00.
            let strip = try Self.strip(check, base, at: "2026-11-20T09:48")
            #expect((strip["top"] as? Double ?? .infinity) < Double(2 * Self.phone.height))
            #expect(strip["shown"] as? [String] == ["2026-11-20"])
            #expect(strip["what"] as? String == "모험 섬 별빛 등대 섬")
            #expect(strip["at"] as? String == "11:00")
            #expect(strip["countdown"] as? String == "1시간 12분 후")
            #expect(strip["daily"] as? String == "20시간 12분 후")
            #expect(strip["weekly"] as? String == "4일 20시간 후")
        }
    }

    /// The script marks the glance's row of today with the class `today`: the strip's own
    /// look must not reach it.
    @Test func theGlancesRowOfTodayStaysATableRow() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-20T09:48"))
            defer { try? check.clearClock(clock) }
            try check.load(base.appending(path: "index.html"))
            #expect(try check.evaluate("getComputedStyle(document.querySelector('tr.today')).display") as? String == "table-row")
        }
    }

    @Test func afterTheDaysLastStartTheNextIsTheNextDaysWithItsDate() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            let strip = try Self.strip(check, base, at: "2026-11-20T23:30")
            #expect(strip["at"] as? String == "11/21 (토) 09:00")
            #expect(strip["countdown"] as? String == "9시간 30분 후")
        }
    }

    @Test func theWeeksGoldCountsTheRaidsTickedOnTheHomeworkBoard() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-20T12:00"))
            defer { try? check.clearClock(clock) }
            try check.load(base.appending(path: "homework.html"))
            _ = try check.evaluate(#"document.querySelector('input[data-task="별빛수호자|raid|벨가르딘"]').click()"#)
            try check.load(base.appending(path: "index.html"))
            let earned = try check.evaluate("document.querySelector('[data-gold-earned]').textContent") as? String
            let bar = try check.evaluate("document.querySelector('.gold-week progress').value") as? Double
            #expect(earned == "75,000")
            #expect(bar == 75_000)
        }
    }

    @Test func theSortButtonsOrderTheCardsByNameOrCombatPower() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            try check.load(base.appending(path: "index.html"))
            let names = "Array.from(document.querySelectorAll('.cards > li')).map((card) => card.dataset.name)"
            _ = try check.evaluate(#"document.querySelector('[data-sort-by="name"]').click()"#)
            #expect(try check.evaluate(names) as? [String] == ["노을빛검사", "달그림자", "별빛수호자", "새싹모코코"])
            _ = try check.evaluate(#"document.querySelector('[data-sort-by="combatPower"]').click()"#)
            #expect(try check.evaluate(names) as? [String] == ["별빛수호자", "노을빛검사", "새싹모코코", "달그림자"])
        }
    }

    @Test func nothingIsWiderThanAPhoneOrADesktopInEitherScheme() async throws {
        let (server, base) = try Self.serve()
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst("2026-11-20T09:48"))
            defer { try? check.clearClock(clock) }
            for (width, height) in [(390, 1_688), (1_280, 1_100)] {
                try check.setWindow(width: width, height: height)
                for (dark, scheme) in [(false, "light"), (true, "dark")] {
                    try check.setDarkMode(dark)
                    try check.load(base.appending(path: "index.html"))
                    let found = try check.overflows()
                    #expect(found.isEmpty, "\(width) px \(scheme): \(found.joined(separator: "\n"))")
                    try Screenshots.save(try check.screenshot(), as: "dash-\(width)-\(scheme).png")
                }
            }
        }
    }
}
