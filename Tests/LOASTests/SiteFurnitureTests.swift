import BundledResources
import Demo
import Foundation
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// What a static host expects beside the pages: a 404 page that works at any depth under
/// the base path, .nojekyll, robots.txt and a favicon.
@Suite struct SiteFurnitureTests {
    static func site(basePath: String) throws -> [String: Data] {
        try DemoSite.site(.init(source: .demo, basePath: try #require(BasePath(basePath)))).files
    }

    @Test func notFoundPageLinksStartAtTheBasePath() throws {
        let files = try Self.site(basePath: "/repo")
        let page = String(decoding: try #require(files["404.html"]), as: UTF8.self)
        let links = page.matches(of: /(?:href|src)="([^"]*)"/).map { String($0.output.1) }
        #expect(links.count >= 4)
        for link in links {
            #expect(link.hasPrefix("/repo/"), "404.html links to \(link)")
            let file = String(link.dropFirst("/repo/".count)).removingPercentEncoding ?? ""
            #expect(files[file] != nil, "404.html links to missing \(link)")
        }
    }

    @Test func otherPagesStayRelative() throws {
        let files = try Self.site(basePath: "/repo")
        for (path, data) in files where path.hasSuffix(".html") && path != "404.html" {
            #expect(!String(decoding: data, as: UTF8.self).contains("\"/repo/"), "\(path) carries the base path")
        }
    }

    @Test func hostFilesAreWritten() throws {
        let files = try Self.site(basePath: "/")
        #expect(files[".nojekyll"] == Data())
        #expect(files["robots.txt"].map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("User-agent: *") == true)
        #expect(files["favicon.svg"] != nil)
        #expect(files["404.md"] == nil)
    }

    @Test func basePathIsNormalisedOrRefused() {
        #expect(BasePath("repo")?.value == "/repo/")
        #expect(BasePath("/a/b/")?.value == "/a/b/")
        #expect(BasePath("")?.value == "/")
        #expect(BasePath("/re po") == nil)
        #expect(BasePath("/\"><script>") == nil)
        #expect(BasePath("/../etc") == nil)
    }
}
