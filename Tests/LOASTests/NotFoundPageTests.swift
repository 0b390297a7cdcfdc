import Demo
import Foundation
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// 404.html is served at any depth, so it links the site's root; opened from disk that root
/// is the file system's, so the page carries its stylesheet inline instead.
@Suite struct NotFoundPageTests {
    @Test func theNotFoundPageCarriesTheStylesheetInsteadOfLinkingTheRoot() throws {
        let site = try SiteBuilder(
            snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(basePath: try #require(BasePath("/repo"))))
        ).build()
        let page = String(decoding: try #require(site.files["404.html"]), as: UTF8.self)
        let stylesheet = try #require(site.files.first { $0.key.hasPrefix("style.") && $0.key.hasSuffix(".css") })
        #expect(page.contains("<style>" + String(decoding: stylesheet.value, as: UTF8.self) + "</style>"))
        #expect(!page.contains(#"rel="stylesheet""#))
        // Every other page still links it.
        let roster = String(decoding: try #require(site.files["roster.html"]), as: UTF8.self)
        #expect(roster.contains(#"<link rel="stylesheet" href="\#(stylesheet.key)">"#) && !roster.contains("<style>"))
    }
}
