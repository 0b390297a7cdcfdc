import Foundation
import LOASTestSupport
import Testing

/// The homework board's tick link in headless Chromium, the demo opened from disk (`file://`)
/// with a fixed clock: the link one browser makes carries its week's ticks into a browser of
/// another profile, once the reader there says so; a link that is not the board's own, or is
/// from another week, changes nothing and puts nothing of its own on the page.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct TickLinkBrowserTests {
    static let raid = HomeworkTicksBrowserTests.raid, daily = HomeworkTicksBrowserTests.daily
    static let serka = HomeworkTicksBrowserTests.serka
    /// Tuesday of the demo's week, noon in Korea.
    static let noon = "2026-11-24T12:00"

    static let checked = "Array.from(document.querySelectorAll('input[data-task]:checked')).map((box) => box.dataset.task).sort()"

    /// What the question at the top of the board shows: which of its paragraphs and buttons
    /// are visible, and the count it names.
    static let question = """
        (() => { const ask = document.querySelector('.tick-import');
          const shown = Array.from(ask.querySelectorAll('p, button')).filter((e) => e.offsetParent !== null)
            .map((e) => e.className || e.dataset.import);
          return { open: !ask.hidden, shown, count: ask.querySelector('[data-fill=count]').textContent,
            focused: document.activeElement === ask, elements: ask.querySelectorAll('*').length }; })()
        """

    static func question(_ check: PageCheck) throws -> [String: Any] {
        try #require(try check.evaluate(question) as? [String: Any])
    }

    /// The board's own link, made by its button with the boxes `keys` ticked.
    static func makeLink(_ check: PageCheck, _ board: URL, ticking keys: [String]) throws -> URL {
        _ = try WeekPagesBrowserTests.checked(check, board, at: noon, clicking: keys)
        _ = try check.evaluate("document.querySelector('.tick-share').open = true; document.querySelector('.tick-share-make').click()")
        let link = try #require(try check.evaluate("document.getElementById('tick-share-link').value") as? String)
        return try #require(URL(string: link))
    }

    /// `board` with `payload` (any bytes) as the link's ticks.
    static func link(_ board: URL, payload: String) throws -> URL {
        let encoded = Data(payload.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return try #require(URL(string: board.absoluteString + "#ticks=" + encoded))
    }

    @Test func theLinkCarriesTheWeeksTicksIntoAnotherProfileOnceTheReaderSaysSo() async throws {
        let folder = try HomeworkTicksBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        let link = try await SharedChromium.shared.withTab { phone in
            try Self.makeLink(phone, board, ticking: [Self.raid, Self.daily])
        }
        #expect(link.fragment?.hasPrefix("ticks=") == true, "\(link)")
        // Another browser with a profile (a user-data folder) of its own: the desktop.
        let executable = try #require(DevToolsPipe.executable)
        let desktop = try PageCheck(executable: executable)
        let clock = try desktop.fixClock(at: try WeekPagesBrowserTests.kst(Self.noon))
        try desktop.load(board)
        #expect(try desktop.evaluate(Self.checked) as? [String] == [])
        // Another page between: the link to the page shown would only move within it, with no load to wait for.
        try desktop.load(folder.appending(path: "index.html"))
        try desktop.load(link)
        let asked = try Self.question(desktop)
        #expect(asked["open"] as? Bool == true && asked["focused"] as? Bool == true)
        #expect(asked["shown"] as? [String] == ["tick-import-ask", "tick-import-actions", "accept", "decline"])
        #expect(asked["count"] as? String == "2")
        // Nothing changes before the reader says so.
        #expect(try desktop.evaluate(Self.checked) as? [String] == [])
        _ = try desktop.evaluate("document.querySelector('[data-import=accept]').click()")
        #expect(try desktop.evaluate(Self.checked) as? [String] == [Self.daily, Self.raid].sorted())
        #expect(try desktop.evaluate("location.hash") as? String == "")
        #expect(try desktop.waitForStorage())
        // They are the desktop's own now: kept when the board opens again, and counted.
        try desktop.load(board)
        #expect(try desktop.evaluate(Self.checked) as? [String] == [Self.daily, Self.raid].sorted())
        let sums = try #require(try desktop.evaluate(HomeworkLedgerBrowserTests.readSums) as? HomeworkLedgerBrowserTests.Sums)
        #expect(sums["total"]?["earned"] == "75,000")
        try desktop.clearClock(clock)
    }

    @Test func aReaderWhoSaysNoKeepsTheirTicks() async throws {
        let folder = try HomeworkTicksBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        try await SharedChromium.shared.withTab { check in
            let link = try Self.makeLink(check, board, ticking: [Self.raid])
            _ = try WeekPagesBrowserTests.checked(check, board, at: Self.noon, clicking: [Self.serka])
            let clock = try check.fixClock(at: try WeekPagesBrowserTests.kst(Self.noon))
            defer { try? check.clearClock(clock) }
            try check.load(folder.appending(path: "index.html"))
            try check.load(link)
            #expect(try Self.question(check)["count"] as? String == "1")
            _ = try check.evaluate("document.querySelector('[data-import=decline]').click()")
            #expect(try Self.question(check)["open"] as? Bool == false)
            #expect(try check.evaluate(Self.checked) as? [String] == [Self.raid, Self.serka].sorted())
            #expect(try check.evaluate("location.hash") as? String == "")
        }
    }

    /// Links a stranger may send, and what the board says of each: markup for keys, keys of no
    /// box on the board (one a script's `__proto__`), too long, not base64url JSON, without a
    /// version; last week's and next week's ("{t}" is the moment the test runs at).
    static let strangers: [(kind: String, payload: String, says: String)] = [
        ("markup", #"{"v":1,"t":{t},"k":["<img src=x onerror=\"window.__pwned=1\">","<b>x</b>"]}"#, "bad"),
        ("unknown keys", #"{"v":1,"t":{t},"k":["별빛수호자|raid|없는 레이드","__proto__"]}"#, "bad"),
        ("too long", #"{"v":1,"t":{t},"k":[""# + String(repeating: #""a","#, count: 9_000) + #""a"]}"#, "bad"),
        ("not JSON", "<script>window.__pwned=1</script>", "bad"),
        ("no version", #"{"t":{t},"k":["별빛수호자|raid|벨가르딘"]}"#, "bad"),
        ("last week", #"{"v":1,"t":{t-7d},"k":["별빛수호자|raid|벨가르딘"]}"#, "stale"),
        ("next week", #"{"v":1,"t":{t+7d},"k":["별빛수호자|raid|벨가르딘"]}"#, "stale"),
    ]

    @Test(arguments: strangers)
    func aLinkThatIsNotTheBoardsOwnChangesNoTickAndAddsNothingToThePage(kind: String, payload: String, says: String) async throws {
        let folder = try HomeworkTicksBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appending(path: "homework.html")
        let moment = try WeekPagesBrowserTests.kst(Self.noon)
        let t = Int(moment.timeIntervalSince1970), week = 7 * 86_400
        let filled = payload.replacingOccurrences(of: "{t}", with: "\(t)")
            .replacingOccurrences(of: "{t-7d}", with: "\(t - week)").replacingOccurrences(of: "{t+7d}", with: "\(t + week)")
        try await SharedChromium.shared.withTab { check in
            _ = try WeekPagesBrowserTests.checked(check, board, at: Self.noon, clicking: [Self.serka])
            let elements = try Self.question(check)["elements"] as? Int
            let clock = try check.fixClock(at: moment)
            defer { try? check.clearClock(clock) }
            try check.load(folder.appending(path: "index.html"))
            try check.load(try Self.link(board, payload: filled))
            let asked = try Self.question(check)
            #expect(asked["open"] as? Bool == true, "\(kind)")
            #expect(asked["shown"] as? [String] == ["tick-import-\(says)", "tick-import-actions", "decline"], "\(kind)")
            #expect(asked["elements"] as? Int == elements, "\(kind): the question gained elements")
            #expect(try check.evaluate("window.__pwned === undefined") as? Bool == true, "\(kind)")
            #expect(try check.evaluate(Self.checked) as? [String] == [Self.serka], "\(kind)")
            #expect(try check.evaluate("location.hash") as? String == "", "\(kind): the link stays in the address")
        }
    }
}
