import Demo
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

#if canImport(FoundationXML)
import FoundationXML
#endif

/// sitemap.xml, Open Graph and the fingerprinted stylesheet.
@Suite struct SiteAddressTests {
    static let siteURL = SiteURL("https://me.github.io/my-repo")

    static func build(siteURL: SiteURL? = Self.siteURL) throws -> SiteBuilder.Site {
        let base = siteURL?.basePath ?? .root
        return try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(basePath: base, siteURL: siteURL)))
            .build()
    }

    static func text(_ site: SiteBuilder.Site, _ path: String) -> String {
        site.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func siteURLsAreNormalisedAndCheckedForScheme() {
        #expect(SiteURL("https://Me.GitHub.io/my-repo")?.value == "https://me.github.io/my-repo/")
        #expect(SiteURL("http://example.com")?.value == "http://example.com/")
        #expect(SiteURL("https://example.com:8443/a/b/")?.basePath.value == "/a/b/")
        #expect(SiteURL("ftp://example.com/") == nil)
        #expect(SiteURL("https://example.com/?q=1") == nil)
        #expect(SiteURL("example.com/repo") == nil)
        #expect(SiteURL("https://example.com/a b/") == nil)
    }

    @Test func theSitemapListsEveryHTMLPageButThe404ByAbsoluteURL() throws {
        let site = try Self.build()
        let sitemap = Self.text(site, "sitemap.xml")
        let pages = site.files.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" }
        #expect(!pages.isEmpty)
        for page in pages {
            let url = "https://me.github.io/my-repo/" + SitePaths.href(page, fromDepth: 0)
            #expect(sitemap.contains("<loc>\(url)</loc>"), "\(page) missing from sitemap.xml")
        }
        #expect(!sitemap.contains("404.html"))
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == pages.count)
        #expect(XMLParser(data: Data(sitemap.utf8)).parse())
    }

    @Test func robotsPointsAtTheSitemap() throws {
        let robots = Self.text(try Self.build(), "robots.txt")
        #expect(robots.contains("User-agent: *"))
        #expect(robots.hasSuffix("Sitemap: https://me.github.io/my-repo/sitemap.xml\n"))
    }

    @Test func theNewsFeedLinksAbsolutelyWhenTheSiteURLIsKnown() throws {
        let feed = Self.text(try Self.build(), "news.atom")
        #expect(feed.contains(#"<link rel="alternate" type="text/html" href="https://me.github.io/my-repo/news.html"/>"#))
        #expect(feed.contains(#"<link rel="self" type="application/atom+xml" href="https://me.github.io/my-repo/news.atom"/>"#))
        #expect(Self.text(try Self.build(siteURL: nil), "news.atom").contains(#"href="news.html""#))
    }

    @Test func withoutASiteURLThereIsNoSitemap() throws {
        let site = try Self.build(siteURL: nil)
        #expect(site.files["sitemap.xml"] == nil)
        #expect(!Self.text(site, "robots.txt").contains("Sitemap:"))
        #expect(!Self.text(site, "index.html").contains("og:url"))
    }

    @Test func pagesCarryOpenGraphTitleDescriptionAndURL() throws {
        let sheet = Self.text(try Self.build(), "characters/달그림자.html")
        #expect(sheet.contains(#"<meta property="og:title" content="달그림자 · LOAS">"#))
        #expect(sheet.contains(#"<meta property="og:description" content="달그림자 · 실리안 · 블레이드 · 아이템 레벨 1,600.83">"#))
        let url = "https://me.github.io/my-repo/characters/" + SitePaths.href("달그림자.html", fromDepth: 0)
        #expect(sheet.contains(#"<meta property="og:url" content="\#(url)">"#))
    }

    @Test func theStylesheetNameFollowsItsContents() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-css-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "assets"), withIntermediateDirectories: true)
        try Data("body { color: red; }".utf8).write(to: folder.appending(path: "assets/style.css"))

        let builtIn = try Self.build(siteURL: nil)
        let custom = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(templates: folder)).build()
        let names = [builtIn, custom].map { site in site.files.keys.filter { $0.hasPrefix("style.") }.sorted() }
        #expect(names[0].count == 1 && names[1].count == 1)
        #expect(names[0] != names[1])
        for (site, name) in zip([builtIn, custom], names) {
            #expect(Self.text(site, "index.html").contains(#"href="\#(name[0])""#))
            #expect(Self.text(site, "characters/달그림자.html").contains(#"href="../\#(name[0])""#))
        }
        #expect(custom.files[names[1][0]] == Data("body { color: red; }".utf8))
    }
}

/// Which of the flags and loas.yml decides where the site lives: one function, for build,
/// serve and update alike.
@Suite struct SiteAddressPrecedenceTests {
    typealias Given = SiteAddress.Given

    @Test func aBasePathGivenOutrightWinsTheFlagOverTheFile() throws {
        let both = try SiteAddress(Given(urlFlag: "https://me.github.io/a/", basePathFlag: "/flag", configBasePath: "/file"))
        #expect(both.basePath.value == "/flag/" && both.url?.value == "https://me.github.io/a/")
        #expect(try SiteAddress(Given(urlFlag: "https://me.github.io/a/", configBasePath: "/file")).basePath.value == "/file/")
    }

    @Test func elseTheSiteURLsPathTheFlagOverTheFile() throws {
        let flag = try SiteAddress(Given(urlFlag: "https://me.github.io/flag/", configURL: "https://me.github.io/file/"))
        #expect(flag.basePath.value == "/flag/" && flag.url?.value == "https://me.github.io/flag/")
        #expect(try SiteAddress(Given(configURL: "https://me.github.io/file/")).basePath.value == "/file/")
    }

    @Test func elseTheDomainRoot() throws {
        let root = try SiteAddress(Given())
        #expect(root.basePath == .root && root.url == nil)
    }

    @Test func aBadValueIsNamedByWhereItCameFrom() {
        #expect(throws: SiteAddress.Problem.self) { try SiteAddress(Given(configURL: "ftp://x/", configFile: "/p/loas.yml")) }
        do {
            _ = try SiteAddress(Given(configURL: "ftp://x/", configFile: "/p/loas.yml"))
        } catch {
            #expect(error.description.hasPrefix("/p/loas.yml: site_url \"ftp://x/\""))
        }
        do {
            _ = try SiteAddress(Given(basePathFlag: "/a b"))
        } catch {
            #expect(error.description.hasPrefix("--base-path \"/a b\""))
        }
    }
}
