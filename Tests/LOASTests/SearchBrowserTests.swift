import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// The menu's search box in headless Chromium, the demo opened from disk (`file://`, where a
/// page may not fetch a file): a character's name, its initial consonants or both mixed show
/// a link to its sheet, from the root and from a page one folder down; the keys work.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct SearchBrowserTests {
    /// The demo with history and the homework board, written to a folder (built once for
    /// every test that asks: `DemoSite`).
    static func demoFolder() throws -> URL {
        let files = try DemoSite.site(.init(source: .demoWithHistory, raids: true)).files
        let folder = ChromiumTests.temporaryFolder()
        _ = try SiteFolder.write(files, to: folder)
        return folder
    }

    /// Types `text` into the empty search box as a keyboard would (DevTools' text input).
    static func type(_ text: String, in check: PageCheck) throws {
        _ = try check.evaluate("(() => { const box = document.getElementById('site-search'); box.value = ''; box.focus(); })()")
        try check.browser.send("Input.insertText", ["text": text], session: check.session)
    }

    /// The files the shown results link to, as paths on disk.
    static func shownTargets(_ check: PageCheck) throws -> [String] {
        let links =
            try check.evaluate(
                "Array.from(document.querySelectorAll('#site-search-results:not([hidden]) a')).map((a) => a.href)") as? [String]
        return (links ?? []).compactMap { URL(string: $0)?.standardizedFileURL.path }
    }

    static func sheet(in folder: URL) -> String {
        folder.appending(path: "characters/별빛수호자.html").standardizedFileURL.path
    }

    @Test(arguments: ["별빛수호자", "ㅂㅂㅅㅎㅈ", "별ㅂ"])
    func typingANameOrItsInitialConsonantsShowsALinkToItsSheet(query: String) async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "index.html"))
            try Self.type(query, in: check)
            let targets = try Self.shownTargets(check)
            #expect(targets.first == Self.sheet(in: folder), "\(query): \(targets)")
        }
    }

    /// What an input method shows while a name is typed: the last syllable is still being
    /// composed, and may yet lose its final consonant to the next syllable (볇 on the way to
    /// 별빛, 닭 to 달그) or gain a vowel or consonant (으 to 의).
    @Test(arguments: [
        ("볇", "characters/별빛수호자.html"), ("별빛숳", "characters/별빛수호자.html"), ("별빛수홎", "characters/별빛수호자.html"),
        ("닭", "characters/달그림자.html"), ("별", "characters/별빛수호자.html"), ("별비", "characters/별빛수호자.html"),
        ("별빛수", "characters/별빛수호자.html"), ("로스터으", "changes.html"),
    ])
    func aSyllableStillBeingComposedFindsWhatItMayBecome(query: String, page: String) async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "index.html"))
            try Self.type(query, in: check)
            let targets = try Self.shownTargets(check)
            #expect(targets.first == folder.appending(path: page).standardizedFileURL.path, "\(query): \(targets)")
        }
    }

    @Test func resultsOnAPageOneFolderDownLinkToFilesThatExist() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "characters/새싹모코코.html"))
            try Self.type("ㅂㅂ", in: check)
            #expect(try Self.shownTargets(check).first == Self.sheet(in: folder))
            // A page's title finds the page: the homework board.
            try Self.type("숙제", in: check)
            let targets = try Self.shownTargets(check)
            #expect(targets.contains(folder.appending(path: "homework.html").standardizedFileURL.path), "\(targets)")
            #expect(!targets.isEmpty && targets.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(targets)")
        }
    }

    @Test func arrowDownFocusesTheFirstResultAndEscapeClearsTheBox() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "roster.html"))
            try Self.type("ㅂㅂㅅ", in: check)
            let press = { (key: String) in
                _ = try check.browser.send(
                    "Input.dispatchKeyEvent",
                    ["type": "rawKeyDown", "key": key, "code": key, "windowsVirtualKeyCode": key == "Escape" ? 27 : 40],
                    session: check.session)
            }
            try press("ArrowDown")
            let focused =
                try check.evaluate("document.activeElement.closest('#site-search-results') ? document.activeElement.href : ''") as? String
            #expect(URL(string: focused ?? "")?.standardizedFileURL.path == Self.sheet(in: folder))
            try press("Escape")
            let state =
                try check.evaluate(
                    "[document.getElementById('site-search').value, document.getElementById('site-search-results').hidden, document.activeElement.id]"
                )
                as? [Any]
            #expect(state?.first as? String == "" && state?.dropFirst().first as? Bool == true && state?.last as? String == "site-search")
        }
    }

    @Test(arguments: [(390, 844), (1280, 800)])
    func resultsOpenUnderTheBoxWithinTheWindow(width: Int, height: Int) async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: width, height: height)
            try check.load(folder.appending(path: "index.html"))
            try Self.type("ㅅ", in: check)
            let box =
                try check.evaluate(
                    """
                    (() => { const input = document.getElementById('site-search').getBoundingClientRect();
                      const list = document.getElementById('site-search-results').getBoundingClientRect();
                      return [list.top >= input.bottom, list.height > 0, list.left >= 0, list.right <= innerWidth]; })()
                    """) as? [Bool]
            #expect(box == [true, true, true, true])
            #expect(try check.overflows() == [])
            try Screenshots.save(try Self.viewport(check), as: "search-\(width).png")
        }
    }

    /// What the window shows now (a review screenshot), not the whole page.
    static func viewport(_ check: PageCheck) throws -> Data {
        let shot = try check.browser.send("Page.captureScreenshot", ["format": "png"], session: check.session)
        return try #require((shot["data"] as? String).flatMap { Data(base64Encoded: $0) })
    }

    @Test func enterInTheBoxFollowsTheFirstResult() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "timeline/별빛수호자.html"))
            try Self.type("ㄷㄱㄹ", in: check)
            _ = check.browser.drainEvents()
            try check.browser.send(
                "Input.dispatchKeyEvent", ["type": "rawKeyDown", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13],
                session: check.session)
            #expect(try check.browser.waitForEvent("Page.loadEventFired", timeout: DevToolsPipe.hangBound))
            let location = try check.evaluate("location.href") as? String
            #expect(
                URL(string: location ?? "")?.standardizedFileURL.path
                    == folder.appending(path: "characters/달그림자.html").standardizedFileURL.path
            )
        }
    }

    /// The search box shows the count to screen readers and says when nothing is found.
    @Test func aQueryWithoutAMatchSaysSo() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "index.html"))
            try Self.type("ㅋㅋㅋㅋㅋㅋ", in: check)
            #expect(try Self.shownTargets(check).isEmpty)
            let status = try check.evaluate("document.getElementById('site-search-count').textContent") as? String
            #expect(status == Words.builtIn[.searchNone])
        }
    }

    /// 황혼방패 is on the roster (a sibling) with no sheet: typing part of its name finds it,
    /// and its result leads to its row on the roster, which the page marks as the target.
    @Test func aRosterCharacterWithoutASheetLeadsToItsRosterRow() async throws {
        let folder = try Self.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SharedChromium.shared.withTab { check in
            try check.load(folder.appending(path: "characters/별빛수호자.html"))
            try Self.type("황혼", in: check)
            #expect(try Self.shownTargets(check) == [folder.appending(path: "roster.html").standardizedFileURL.path])
            _ = check.browser.drainEvents()
            try check.browser.send(
                "Input.dispatchKeyEvent", ["type": "rawKeyDown", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13],
                session: check.session)
            #expect(try check.browser.waitForEvent("Page.loadEventFired", timeout: DevToolsPipe.hangBound))
            let target = try check.evaluate("document.querySelector('tr:target th')?.textContent ?? ''") as? String
            #expect(target?.hasPrefix("황혼방패") == true, "\(target ?? "")")
        }
    }
}
