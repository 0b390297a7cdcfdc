import Demo
import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import SiteServer
import SnapshotStore
import Testing

@testable import SiteWriter

/// axe-core in headless Chromium over every page of the demo and of each corpus set (a page
/// that differs from one checked already only in its digits is not checked again), light and dark: no violation of any rule axe runs, WCAG 2.1 A
/// and AA and its best practices (unique landmarks, heading order, redundant alt text).
@Suite(
    .enabled(
        if: DevToolsPipe.executable != nil && Axe.source != nil,
        "needs chromium and axe-core (PyPI axe-playwright-python); scripts/setup.sh installs both"))
struct AccessibilityTests {
    /// The demo with its history, so its timelines and the changes page are checked too.
    static func demo() throws -> [String: Data] {
        try DemoSite.site(.full).files
    }

    static func sites() throws -> [(label: String, files: [String: Data])] {
        var sites = [("demo", try demo())]
        for set in Corpus.sets {
            sites.append((set.lastPathComponent, try DemoSite.site(.init(source: .corpus(set), raids: true, honing: true)).files))
        }
        return sites
    }

    @Test func noPageHasAnAccessibilityViolationInEitherScheme() async throws {
        let source = try #require(Axe.source)
        let sites = try Self.sites()
        let pages = Self.pagesOfEachShape(sites)
        // Every other page on each of the two browsers: this check was a third of the browser
        // tests' time, and alone on one browser it left the other core idle.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for half in 0..<2 {
                let share = pages.enumerated().filter { $0.offset % 2 == half }.map(\.element)
                group.addTask { try await Self.checkEitherScheme(share, of: sites, source: source) }
            }
            try await group.waitForAll()
        }
    }

    /// Every page of every site (the sheets, their tooltip pages and the 404 page too), each
    /// shape once (`shape`), in the order of the sites, as the site's index and the page's path.
    static func pagesOfEachShape(_ sites: [(label: String, files: [String: Data])]) -> [(site: Int, page: String)] {
        var seen: Set<Data> = []
        var pages: [(site: Int, page: String)] = []
        for (index, site) in sites.enumerated() {
            for page in site.files.keys.filter({ $0.hasSuffix(".html") }).sorted()
            where seen.insert(Self.shape(of: site.files[page] ?? Data())).inserted {
                pages.append((index, page))
            }
        }
        return pages
    }

    static func checkEitherScheme(
        _ pages: [(site: Int, page: String)], of sites: [(label: String, files: [String: Data])], source: String
    ) async throws {
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 1280)
            for (index, site) in sites.enumerated() {
                let server = SiteServer(site: StaticSite(files: site.files, basePath: "/"))
                defer { server.stop() }
                let base = try server.start()
                for page in pages where page.site == index {
                    // One load a page: the scheme changes the computed colours in place (the
                    // stylesheet has no transitions), so dark is checked on the same document.
                    try check.setDarkMode(false)
                    try check.load(base.appending(path: page.page))
                    let colours = Self.coloursFromTheAPI(page.page) || site.label == "demo"
                    for dark in colours ? [false, true] : [false] {
                        try check.setDarkMode(dark)
                        // Dark reruns only the colour rules: the document is the one just checked.
                        let rules: PageCheck.AxeRules = dark ? .colour : colours ? .all : .structure
                        let found = try check.axeViolations(source: source, inject: !dark, rules: rules)
                        #expect(found.isEmpty, "\(site.label) \(page.page) \(dark ? "dark" : "light"): \(found.joined(separator: "\n"))")
                    }
                }
            }
        }
    }

    /// Whether a page shows text in the colours the API's tooltips give (a sheet, its
    /// tooltips). A corpus set's other pages draw only the stylesheet's colours, the demo's
    /// pages check those in both schemes, and the contrast rules took most of axe's time on
    /// the corpus's long boards (28 s for one): there, axe runs every rule but those.
    static func coloursFromTheAPI(_ page: String) -> Bool {
        page.hasPrefix("characters/") || page.hasPrefix("tooltips/")
    }

    /// A page without its digits: a corpus set's 404, empty roster or empty planner differs
    /// from another set's only in its dates, and is checked once.
    static func shape(of page: Data) -> Data {
        Data(page.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    }

    /// The theme the reader chose in the menu against the system's: dark on a light system,
    /// light on a dark one (the demo's pages; the palettes are the system's, `ThemeStylesheetTests`).
    @Test func noDemoPageHasAnAccessibilityViolationInTheChosenTheme() async throws {
        let source = try #require(Axe.source)
        let files = try Self.demo()
        try await SharedChromium.shared.withTab { check in
            try check.setWindow(width: 1280)
            let server = SiteServer(site: StaticSite(files: files, basePath: "/"))
            defer { server.stop() }
            let base = try server.start()
            for page in files.keys.filter({ $0.hasSuffix(".html") }).sorted() {
                try check.setDarkMode(false)
                try check.load(base.appending(path: page))
                for (systemDark, chosen) in [(false, "dark"), (true, "light")] {
                    try check.setDarkMode(systemDark)
                    _ = try check.evaluate("document.documentElement.dataset.theme = '\(chosen)'")
                    let found = try check.axeViolations(source: source, inject: chosen == "dark", rules: .colour)
                    #expect(found.isEmpty, "demo \(page) chosen \(chosen): \(found.joined(separator: "\n"))")
                }
            }
        }
    }

    /// The check must be able to fail: low contrast, an image without alt, an unnamed input,
    /// and of the best practices a skipped heading level and two menus of the same name; and
    /// a contrast the dark scheme alone breaks, found when the scheme changes on the loaded page.
    @Test func aPageWithViolationsIsReported() async throws {
        let source = try #require(Axe.source)
        let page = """
            <!doctype html><html lang="ko"><head><title>t</title>
            <style>@media (prefers-color-scheme: dark) { .night { color: #444; background: #333 } }</style></head><body><main>
            <h1>제목</h1><h3>건너뛴 단계</h3><nav><a href="a.html">가</a></nav><nav><a href="b.html">나</a></nav>
            <p style="color:#999;background:#aaa">흐린 글씨</p><p class="night">밤에만 흐린 글씨</p>
            <img src="x.png"><input type="checkbox"></main></body></html>
            """
        try await SharedChromium.shared.withTab { check in
            let server = SiteServer(site: StaticSite(files: ["bad.html": Data(page.utf8)], basePath: "/"))
            defer { server.stop() }
            try check.setDarkMode(false)
            try check.load(try server.start().appending(path: "bad.html"))
            let found = try check.axeViolations(source: source).joined(separator: "\n")
            #expect(found.contains("color-contrast") && found.contains("image-alt") && found.contains("label"), "\(found)")
            #expect(found.contains("heading-order") && found.contains("landmark-unique"), "\(found)")
            #expect(!found.contains(".night"), "\(found)")
            try check.setDarkMode(true)
            let dark = try check.axeViolations(source: source, inject: false, rules: .colour).joined(separator: "\n")
            #expect(dark.contains("color-contrast: .night"), "\(dark)")
        }
    }
}
