import BundledResources
import Demo
import Foundation
import LOASTestSupport
import SitePages
import SiteServer
import SnapshotStore
import Testing

@testable import SiteWriter

/// The demo site in a real browser (Debian's headless Chromium), opened from disk and from
/// `loas serve` under /repo/: no console errors, no failed requests, and with
/// LOAS_SCREENSHOTS set, a screenshot of each page in that folder for review.
@Suite(.enabled(if: DevToolsPipe.executable != nil, "chromium is not installed; scripts/setup.sh installs it on Debian"))
struct ChromiumTests {
    static func demoFiles() throws -> [String: Data] {
        try DemoSite.site(.init(source: .demoWithHistory, basePath: try #require(BasePath("/repo")))).files
    }

    /// Every top-level page the site has (market, news, … as they appear) and one sheet.
    static func pages(of files: [String: Data]) -> [String] {
        let top = files.keys.filter { $0.hasSuffix(".html") && !$0.contains("/") && $0 != "404.html" }.sorted()
        let sheet = files.keys.filter { $0.hasPrefix("characters/") && $0.hasSuffix(".html") }.sorted().first
        return top + (sheet.map { [$0] } ?? [])
    }

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-chromium-site-\(UUID().uuidString)")
    }

    @Test func demoPagesLoadWithoutErrorsFromDiskAndFromServe() async throws {
        let files = try Self.demoFiles()
        let pages = Self.pages(of: files)
        #expect(pages.contains("index.html") && pages.contains("calendar.html"))
        #expect(pages.contains { $0.hasPrefix("characters/") })

        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(files, to: folder)
        let server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
        defer { server.stop() }
        let base = try server.start()

        try await SharedChromium.shared.withTab { check in
            for (origin, root) in [("file", folder), ("serve", base)] {
                for page in pages {
                    let visit = try check.visit(root.appending(path: page), screenshot: Screenshots.wanted)
                    if visit.external > 0 { print("\(origin) \(page): \(visit.external) outside address(es) not checked") }
                    #expect(visit.problems == [], "\(origin) \(page): \(visit.problems.joined(separator: "\n"))")
                    if let png = visit.screenshot {
                        let name =
                            "\(origin)-" + page.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".html", with: ".png")
                        try Screenshots.save(png, as: name)
                    }
                }
            }
        }
    }

    /// The check must be able to fail: a page with a missing image, a missing script, a
    /// console error and an uncaught exception.
    @Test func brokenResourcesAndScriptErrorsAreReported() async throws {
        var files = try Self.demoFiles()
        files["broken.html"] = Data(
            """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>broken</title>
            <script src="missing.js"></script></head>
            <body><img src="missing.png" alt=""><img src="https://cdn.example.invalid/banner.jpg" alt=""><script>console.error("boom"); throw new Error("bang");</script></body></html>
            """.utf8)
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try SiteFolder.write(files, to: folder)
        let server = SiteServer(site: StaticSite(files: files, basePath: "/repo/"))
        defer { server.stop() }
        let base = try server.start()
        try await SharedChromium.shared.withTab { check in
            for root in [base, folder] {
                let problems = try check.visit(root.appending(path: "broken.html")).problems.joined(separator: "\n")
                #expect(problems.contains(root.appending(path: "missing.js").absoluteString), "\(problems)")
                #expect(problems.contains(root.appending(path: "missing.png").absoluteString), "\(problems)")
                #expect(problems.contains("console.error: boom"), "\(problems)")
                #expect(problems.contains("bang"), "\(problems)")
                #expect(!problems.contains("cdn.example.invalid"), "outside addresses are not the site's to check")
            }
        }
    }
}
