import BundledResources
import Foundation
import SiteWriter
import SnapshotStore
import Testing

/// The site `loas build` writes with no arguments, from the snapshots compiled into the binary.
@Suite struct DemoSiteTests {
    static let site: Result<SiteBuilder.Site, BuildError> = Result { () throws(BuildError) in
        let demo = InMemorySnapshots.demo
        return try SiteBuilder(snapshots: demo, history: DemoHistory.make(from: demo)).build()
    }

    static func page(_ path: String) throws -> String {
        let files = try site.get().files
        let data = try #require(files[path], "the demo site has no \(path)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func demoBuildsWithoutWarnings() throws {
        #expect(try Self.site.get().warnings == [])
    }

    @Test func demoHasEveryPageKindInBothFormats() throws {
        let paths = Set(try Self.site.get().files.keys)
        for page in ["index", "roster", "calendar", "rewards", "news", "market"] {
            #expect(paths.contains("\(page).html"))
            #expect(paths.contains("\(page).md"))
        }
        let sheets = paths.filter { $0.hasPrefix("characters/") }
        #expect(sheets.count >= 6, "expected three characters in two formats, got \(sheets.sorted())")
        #expect(paths.contains { $0.hasPrefix("style.") && $0.hasSuffix(".css") })
    }

    @Test func everyRelativeLinkResolves() throws {
        let files = try Self.site.get().files
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let base = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
            for href in Self.links(in: html) where !href.hasPrefix("#") && !href.contains(":") {
                let file = href.split(separator: "#").first.map(String.init) ?? ""
                let target = base.appending(path: file.removingPercentEncoding ?? file)
                let relative = target.standardizedFileURL.path.replacingOccurrences(of: "/site/", with: "")
                #expect(files[relative] != nil, "\(path) links to missing \(href)")
            }
        }
    }

    @Test func notFoundPageMatchesGolden() throws {
        expectGolden(try Self.page("404.html"), named: "demo/404.html")
    }

    @Test func newsFeedMatchesGolden() throws {
        expectGolden(try Self.page("news.atom"), named: "demo/news.atom")
    }

    @Test(arguments: ["index", "roster", "calendar", "rewards", "news", "market", "characters/별빛수호자", "characters/달그림자", "characters/새싹모코코"])
    func pageMatchesGolden(page: String) throws {
        for format in ["html", "md"] {
            expectGolden(try Self.page("\(page).\(format)"), named: "demo/\(page).\(format)")
        }
    }

    private static func links(in html: String) -> [String] {
        let pattern = /(?:href|src)="([^"]*)"/
        return html.matches(of: pattern).map { String($0.output.1) }
    }
}
