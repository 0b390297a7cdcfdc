import BundledResources
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

/// The pages a player plans the week with, in headless Chromium: nothing wider than the
/// window at 390 and 1280 px, and homework check marks that the game's resets clear, on
/// Korea's clock, whatever the browser's time zone.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct WeekPagesBrowserTests {
    static let planningPages = ["index.html", "calendar.html", "roster.html", "homework.html"]

    static func options() throws -> SiteBuilder.Options {
        let catalog = try RaidCatalogFile.bundled()
        return SiteBuilder.Options(site: SiteSettings(basePath: try #require(BasePath("/repo")), raidCatalog: catalog))
    }

    /// Built as `options()` says (shared by every test that asks: `DemoSite`).
    static func site(_ source: DemoSite.Build.Source) throws -> StaticSite {
        let files = try DemoSite.site(.init(source: source, basePath: try #require(BasePath("/repo")), raids: true)).files
        return StaticSite(files: files, basePath: "/repo/")
    }

    static func sources() -> [(String, DemoSite.Build.Source)] {
        var sources: [(String, DemoSite.Build.Source)] = [("demo", .demo)]
        if let set = Corpus.sets.first(where: { $0.lastPathComponent == "2025-08" }) {
            sources.append(("2025-08", .corpus(set)))
        }
        return sources
    }

    @Test func noBoxIsWiderThanTheWindowOnAPhoneOrADesktop() async throws {
        try await SharedChromium.shared.withTab { check in
            for (label, source) in Self.sources() {
                let server = SiteServer(site: try Self.site(source))
                defer { server.stop() }
                let base = try server.start()
                for width in [390, 1280] {
                    try check.setWindow(width: width)
                    for page in Self.planningPages {
                        // The scheme is switched on the loaded page: it changes colours, in place.
                        try check.setDarkMode(false)
                        try check.load(base.appending(path: page))
                        for (dark, scheme) in [(false, "light"), (true, "dark")] {
                            try check.setDarkMode(dark)
                            let found = try check.overflows()
                            #expect(found.isEmpty, "\(label) \(page) at \(width) px: \(found.joined(separator: "\n"))")
                            let name = "week-\(label)-\(page.dropLast(5))-\(width)-\(scheme).png"
                            try Screenshots.save(try check.screenshot(), as: name)
                        }
                    }
                }
            }
        }
    }

    /// The check must be able to fail: a table of long words in a phone's window.
    @Test func aWideTableIsFound() async throws {
        var files = try Self.site(.demo).files
        files["wide.html"] = Data(
            "<!doctype html><meta name=viewport content='width=device-width'><table><tr><td style='white-space:nowrap'>\(String(repeating: "가나다라마바사 ", count: 20))</td></tr></table>"
                .utf8)
        let server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
        defer { server.stop() }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 390)
            try check.load(try server.start().appending(path: "wide.html"))
            #expect(try !check.overflows().isEmpty)
        }
    }

    /// The calendar and the front page read after the demo's week is over (2026-11-26, a
    /// Thursday), built while it ran or after: no next start shows, only that the week is past
    /// and that this week's schedule comes with the next fetch, with the last fetch's time.
    @Test(arguments: ["2026-11-20T12:00", "2026-11-26T10:00"])
    func aWeekThatIsOverShowsWhenThisWeeksComesAndNoNextStart(builtAt moment: String) async throws {
        var options = try Self.options()
        options.site.now = try Self.kst(moment)
        let files = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().files
        let server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
        defer { server.stop() }
        let base = try server.start()
        let readAt = try Self.kst("2026-11-26T10:00")
        try await SharedChromium.shared.withTab { check in
            _ = try check.fixClock(at: readAt)
            for page in ["calendar.html", "index.html"] {
                for width in [390, 1280] {
                    try check.setWindow(width: width)
                    try check.setDarkMode(false)
                    try check.load(base.appending(path: page))
                    for (dark, scheme) in [(false, "light"), (true, "dark")] {
                        try check.setDarkMode(dark)
                        let shown = try check.evaluate("document.querySelector('main').innerText") as? String ?? ""
                        #expect(!shown.contains("다음 시작"), "\(page) built \(moment), \(width) px \(scheme)")
                        #expect(shown.contains("지난 주의 일정입니다"), "\(page) built \(moment)")
                        #expect(
                            shown.contains("이번 주 일정은 다음 수집 때 나옵니다 (마지막 수집 2026-11-21 09:00 KST)."),
                            "\(page) built \(moment)")
                        let name = "past-week-built-\(moment.prefix(10))-\(page.dropLast(5))-\(width)-\(scheme).png"
                        try Screenshots.save(try check.screenshot(), as: name)
                    }
                }
            }
        }
    }

    /// KST moments as the API writes them.
    static func kst(_ text: String) throws -> Date { try #require(KoreanDate.date(kst: text)) }

    /// Loads the board with the browser's clock at `moment` (KST) and returns the keys of
    /// the boxes that are checked.
    static func checked(_ check: PageCheck, _ board: URL, at moment: String, clicking keys: [String] = []) throws -> [String] {
        let clock = try check.fixClock(at: try kst(moment))
        defer { try? check.clearClock(clock) }
        try check.load(board)
        for key in keys {
            _ = try check.evaluate("document.querySelector('input[data-task=\"' + CSS.escape(\(Self.quoted(key))) + '\"]').click()")
        }
        // The next page may read the browser's copy of storage: it must have the page's ticks.
        #expect(try check.waitForStorage(), "the browser never held the page's ticks")
        return try check.evaluate(
            "Array.from(document.querySelectorAll('input[data-task]:checked')).map((box) => box.dataset.task)") as? [String] ?? []
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text]))?.dropFirst().dropLast() ?? Data(), as: UTF8.self)
    }

    @Test(arguments: ["Asia/Seoul", "America/Los_Angeles", "Pacific/Kiritimati"])
    func checkMarksLastUntilTheGamesResetInKorea(timeZone: String) async throws {
        let server = SiteServer(site: try Self.site(.demo))
        defer { server.stop() }
        let board = try server.start().appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            try check.setTimeZone(timeZone)
            let weekly = "별빛수호자|raid|벨가르딘", daily = "별빛수호자|daily|균열"
            // Tuesday 2026-11-24 23:59 KST: the last minute of a game day, the week's last day.
            #expect(
                try Self.checked(check, board, at: "2026-11-24T23:59", clicking: [weekly, daily]).sorted() == [daily, weekly].sorted())
            #expect(try Self.checked(check, board, at: "2026-11-25T05:59").sorted() == [daily, weekly].sorted())
            #expect(try Self.checked(check, board, at: "2026-11-25T06:00") == [])
            // A daily mark made Thursday night is gone at Friday 06:00; the week's stays.
            _ = try Self.checked(check, board, at: "2026-11-26T23:59", clicking: [weekly, daily])
            #expect(try Self.checked(check, board, at: "2026-11-27T05:59").sorted() == [daily, weekly].sorted())
            #expect(try Self.checked(check, board, at: "2026-11-27T06:00") == [weekly])
            #expect(try Self.checked(check, board, at: "2026-12-02T05:59") == [weekly])
            #expect(try Self.checked(check, board, at: "2026-12-02T06:00") == [])
        }
    }
}
