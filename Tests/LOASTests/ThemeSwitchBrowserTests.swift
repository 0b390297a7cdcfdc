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

    /// What the open page reads from its storage: for the messages of failed checks.
    static func stored(_ check: PageCheck) -> String {
        ((try? check.evaluate("localStorage.getItem('loas-theme')")) as? String) ?? "nothing"
    }

    static func background(_ check: PageCheck) throws -> String? {
        try check.evaluate("getComputedStyle(document.body).backgroundColor") as? String
    }

    /// Chooses `theme` in the menu; what the page then keeps in its storage (nil: nothing).
    @discardableResult
    static func choose(_ theme: String, _ check: PageCheck) throws -> String? {
        try check.evaluate(
            "(() => { const s = document.getElementById('theme-switch'); s.value = '\(theme)'; s.dispatchEvent(new Event('change')); "
                + "return localStorage.getItem('loas-theme'); })()") as? String
    }

    @Test func choosingDarkOnALightSystemDarkensThePageAfterAReloadAndOnOtherPages() throws {
        let folder = try SearchBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try PageCheck(executable: try #require(DevToolsPipe.executable))
        try check.setDarkMode(false)
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.light)
        #expect(try Self.choose("dark", check) == "dark")
        #expect(try Self.background(check) == Self.dark)
        try check.setWindow(width: 1280, height: 800)
        try SearchBrowserTests.viewport(check).write(to: try SearchBrowserTests.shots().appending(path: "theme-switch-1280.png"))
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.dark, "storage: \(Self.stored(check))")
        #expect(try check.evaluate("document.getElementById('theme-switch').value") as? String == "dark")
        try check.load(folder.appending(path: "characters/별빛수호자.html"))
        #expect(try Self.background(check) == Self.dark)
        // Back to the system's scheme: light again, and so after a reload.
        try Self.choose("system", check)
        try check.load(folder.appending(path: "index.html"))
        #expect(try Self.background(check) == Self.light, "storage: \(Self.stored(check))")
    }

    @Test func choosingLightOnADarkSystemLightensThePage() throws {
        let folder = try SearchBrowserTests.demoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try PageCheck(executable: try #require(DevToolsPipe.executable))
        try check.setDarkMode(true)
        try check.load(folder.appending(path: "roster.html"))
        #expect(try Self.background(check) == Self.dark)
        #expect(try Self.choose("light", check) == "light")
        try check.load(folder.appending(path: "roster.html"))
        #expect(try Self.background(check) == Self.light, "storage: \(Self.stored(check))")
        try Self.choose("system", check)
    }
}
