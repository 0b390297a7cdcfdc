import Foundation
import LOASTestSupport
import SiteServer
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// Character sheets in headless Chromium as a player opens them: at 1280 px the first two
/// screens hold what a player checks first, the page (tooltips folded) stays short; at 390 px
/// nothing scrolls sideways.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct SheetBrowserTests {
    /// The demo's sheets and the largest real character of the corpus.
    static func sheets() throws -> [(label: String, site: StaticSite, page: String)] {
        var sheets: [(String, StaticSite, String)] = []
        let demo = try DemoSite.plain.get().files
        for page in demo.keys.filter({ $0.hasPrefix("characters/") && $0.hasSuffix(".html") }).sorted() {
            sheets.append(("demo", StaticSite(files: demo, basePath: "/"), page))
        }
        if let largest = Corpus.largestArmory {
            let files = try SiteBuilder(snapshots: try MirrorDirectory(largest.set)).build().files
            sheets.append(
                (largest.set.lastPathComponent, StaticSite(files: files, basePath: "/"), SitePaths.character(largest.name, "html")))
        }
        return sheets
    }

    @Test func aSheetIsShortOnADesktopAndFitsAPhone() async throws {
        try await SharedChromium.shared.withTab { check in
            for (label, site, page) in try Self.sheets() {
                let server = SiteServer(site: site)
                defer { server.stop() }
                let base = try server.start()
                let url = base.appending(path: page)
                try check.setWindow(width: 1280, height: 800)
                try check.load(url)
                let height = try check.evaluate("document.documentElement.scrollHeight") as? Int ?? -1
                print("\(label) \(page): \(height) px tall at 1280 px, \(site.files[page]?.count ?? 0) bytes")
                let sections =
                    try check.evaluate(
                        """
                        Array.from(document.querySelectorAll('article.sheet > section, article.sheet > header'))
                          .map((e) => (e.id || e.className) + ' ' + Math.round(e.getBoundingClientRect().height)).join(', ')
                        """) as? String ?? ""
                #expect(height <= 6_000, "\(label) \(page) is \(height) px tall: \(sections)")
                let bytes = site.files[page]?.count ?? 0
                #expect(bytes <= 150_000, "\(label) \(page) is \(bytes) bytes of HTML")
                // What a player checks first, whole within the first two screens (1,600 px): class,
                // item level and combat power, the weapon, and the lines of every engraving, the
                // gems (highest level first) and the ArkPassive points.
                let below =
                    try check.evaluate(
                        """
                        Array.from(document.querySelectorAll('.sheet-sub, .sheet-levels, .gear-grid .piece:first-child, .summary-lines'))
                          .filter((e) => e.getBoundingClientRect().bottom > 1600).map((e) => e.className)
                        """) as? [String] ?? ["?"]
                #expect(below.isEmpty, "\(label) \(page): below the second screen: \(below)")
                // On a desktop the section menu stays in sight once the reader is past the summary.
                let menu =
                    try check.evaluate(
                        """
                        document.querySelector('#skills').scrollIntoView();
                        Math.round(document.querySelector('nav.toc').getBoundingClientRect().top)
                        """) as? Int
                #expect(menu == 0, "\(label) \(page): the section menu is at \(menu ?? -1) px, not at the top")
                try check.setWindow(width: 390, height: 844)
                try check.load(url)
                let found = try check.overflows()
                #expect(found.isEmpty, "\(label) \(page) at 390 px: \(found.joined(separator: "\n"))")
                // Its tooltip page, where the full tooltips are read, fits a phone too.
                let tooltips = "tooltips/" + page.dropFirst("characters/".count)
                if site.files[tooltips] != nil {
                    try check.load(base.appending(path: tooltips))
                    let spilled = try check.overflows()
                    #expect(spilled.isEmpty, "\(label) \(tooltips) at 390 px: \(spilled.joined(separator: "\n"))")
                }
            }
        }
    }
}
