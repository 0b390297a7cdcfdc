import Foundation
import LOASTestSupport
import Testing

/// The menu's theme switch in headless Chromium, the demo opened from disk: the reader's
/// choice changes the page's colours whatever the system's scheme, and it holds after a
/// reload and on the site's other pages.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct ThemeSwitchBrowserTests {
    /// `--bg` of the light and the dark palette (Templates/assets/style.css).
    static let light = "rgb(246, 246, 244)", dark = "rgb(16, 17, 20)"

    static func background(_ check: PageCheck) throws -> String? {
        try check.evaluate("getComputedStyle(document.body).backgroundColor") as? String
    }

    static func choose(_ theme: String, _ check: PageCheck) throws {
        _ = try check.evaluate(
            "(() => { const s = document.getElementById('theme-switch'); s.value = '\(theme)'; s.dispatchEvent(new Event('change')); })()")
    }

    /// Waits until the browser itself holds the reader's choice (nil: none). The page writes
    /// it to its own copy of localStorage and shows it at once; the browser has it a moment
    /// later, and on a busy machine the next page once opened before then, in the old theme.
    static func waitUntilStored(_ theme: String?, _ check: PageCheck) throws {
        let deadline = Date().addingTimeInterval(DevToolsPipe.hangBound)
        let storage: [String: Any] = ["storageId": ["securityOrigin": "file://", "isLocalStorage": true]]
        while Date() < deadline {
            let items = try check.browser.send("DOMStorage.getDOMStorageItems", storage, session: check.session)
            let entries = items["entries"] as? [[String]] ?? []
            if entries.first(where: { $0.first == "loas-theme" })?.last == theme { return }
            try check.browser.settle(for: 0.05)
        }
        throw NotStored(theme: theme ?? "system")
    }

    struct NotStored: Error, CustomStringConvertible {
        let theme: String
        var description: String { "the choice \(theme) never reached the browser's storage" }
    }

    @Test func choosingDarkOnALightSystemDarkensThePageAfterAReloadAndOnOtherPages() throws {
        let folder = try SearchBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try PageCheck(executable: try #require(DevToolsPipe.executable))
        try check.setDarkMode(false)
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.light)
        try Self.choose("dark", check)
        #expect(try Self.background(check) == Self.dark)
        try Self.waitUntilStored("dark", check)
        try check.setWindow(width: 1280, height: 800)
        try SearchBrowserTests.viewport(check).write(to: try SearchBrowserTests.shots().appending(path: "theme-switch-1280.png"))
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.dark)
        #expect(try check.evaluate("document.getElementById('theme-switch').value") as? String == "dark")
        try check.load(folder.appending(path: "characters/별빛수호자.html"))
        #expect(try Self.background(check) == Self.dark)
        // Back to the system's scheme: light again, and so after a reload.
        try Self.choose("system", check)
        try Self.waitUntilStored(nil, check)
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.light)
    }

    @Test func choosingLightOnADarkSystemLightensThePage() throws {
        let folder = try SearchBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try PageCheck(executable: try #require(DevToolsPipe.executable))
        try check.setDarkMode(true)
        try check.load(folder.appending(path: "roster.html"))
        #expect(try Self.background(check) == Self.dark)
        try Self.choose("light", check)
        try Self.waitUntilStored("light", check)
        try check.load(folder.appending(path: "roster.html"))
        #expect(try Self.background(check) == Self.light)
        try Self.choose("system", check)
    }
}
