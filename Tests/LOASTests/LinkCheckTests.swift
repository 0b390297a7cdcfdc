import BundledResources
import Foundation
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// Every internal link of a built site leads to one of its files (and to an id on that
/// page when it has a #fragment): the demo at a domain root and under a project path, and
/// every corpus snapshot set.
@Suite struct LinkCheckTests {
    static func build(_ source: any SnapshotSource, basePath: String) throws -> [String: Data] {
        let options = SiteBuilder.Options(site: SiteSettings(basePath: try #require(BasePath(basePath))))
        return try SiteBuilder(snapshots: source, options: options).build().files
    }

    static var demo: InMemorySnapshots { InMemorySnapshots(label: "demo", files: BundledResources.demoSnapshots) }

    @Test(arguments: ["/", "/repo"])
    func demoSiteHasNoBrokenLinks(basePath: String) throws {
        let files = try Self.build(Self.demo, basePath: basePath)
        let checker = LinkChecker(files: files, basePath: try #require(BasePath(basePath)).value)
        #expect(checker.brokenLinks() == [])
        // The check must have had something to check.
        let linkCount = files.keys.reduce(0) { $0 + checker.links(on: $1).count }
        #expect(linkCount > 50, "only \(linkCount) links found")
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"), arguments: Corpus.sets)
    func corpusSiteHasNoBrokenLinks(set: URL) throws {
        let files = try Self.build(try MirrorDirectory(set), basePath: "/repo")
        let broken = LinkChecker(files: files, basePath: "/repo/").brokenLinks()
        #expect(broken == [], "\(set.lastPathComponent): \(broken.map(\.description).joined(separator: "\n"))")
    }

    @Test func brokenLinksAreReported() throws {
        var files = try Self.build(Self.demo, basePath: "/repo")
        let index = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        files["index.html"] = Data(
            (index
                + #"<a href="characters/%EC%97%86%EB%8A%94.html">x</a><img src="../up.png">"#
                + #"<a href="calendar.html#no-such-day">y</a><a href="/elsewhere/x.html">z</a>"#
                + #"<a href="https://example.com/never-fetched">w</a>"#).utf8)
        let problems = LinkChecker(files: files, basePath: "/repo/").brokenLinks().filter { $0.page == "index.html" }
        #expect(
            problems.map(\.link) == [
                "characters/%EC%97%86%EB%8A%94.html", "../up.png", "calendar.html#no-such-day", "/elsewhere/x.html",
            ])
        #expect(problems.first?.problem == "leads to characters/없는.html, which the site does not have")
    }

    @Test func markdownLinksAreChecked() throws {
        let files: [String: Data] = [
            "index.md": Data("[a](characters/%EC%9D%B4.md) [b](<calendar.md>) ![c](gone.png) [d](https://x.org)".utf8),
            "characters/이.md": Data("[back](../index.md)".utf8),
            "calendar.md": Data(),
        ]
        let problems = LinkChecker(files: files, basePath: "/").brokenLinks()
        #expect(problems.map(\.link) == ["gone.png"])
    }

    @Test func relativeLinksResolveLikeABrowser() {
        #expect(LinkChecker.resolve("../style.css", from: "characters") == "style.css")
        #expect(LinkChecker.resolve("./", from: "characters") == "characters/index.html")
        #expect(LinkChecker.resolve("../../x", from: "characters") == nil)
        #expect(LinkChecker.resolve("a/./b.html", from: "") == "a/b.html")
    }
}
