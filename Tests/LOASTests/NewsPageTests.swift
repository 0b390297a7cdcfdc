import Foundation
import LOASConfig
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// The news page: links only to http(s), hostile titles as text, `hide_events`.
@Suite struct NewsPageTests {
    static let hostileNotices = """
        [{"Title": "<script>alert(1)</script>", "Date": "2026-11-19T18:42:07", "Link": "javascript:alert(1)", "Type": "공지"},
         {"Title": "[click](javascript:alert(2)) | x", "Date": "2026-11-18T10:00:00", "Link": "https://a.example/x\\" onmouseover=\\"alert(3)", "Type": "점검"}]
        """
    static let hostileEvents = """
        [{"Title": "\\"><img src=x onerror=alert(4)>", "Thumbnail": "javascript:alert(5)",
          "Link": "data:text/html,<script>alert(6)</script>", "StartDate": "2026-11-18T10:00:00", "EndDate": null, "RewardDate": null},
         {"Title": "PC방 파티 타임", "Thumbnail": "https://cdn.example/banner.jpg", "Link": "https://a.example/pc",
          "StartDate": "2026-11-18T10:00:00", "EndDate": "2026-12-01T06:00:00", "RewardDate": null}]
        """

    static func site(hideEvents: [String] = []) throws -> SiteBuilder.Site {
        let files = ["news/notices.json": Data(hostileNotices.utf8), "news/events.json": Data(hostileEvents.utf8)]
        return try SiteBuilder(
            snapshots: InMemorySnapshots(label: "test", files: files), options: .init(hideEvents: hideEvents)
        ).build()
    }

    static func page(_ site: SiteBuilder.Site, _ path: String) throws -> String {
        String(decoding: try #require(site.files[path]), as: UTF8.self)
    }

    @Test func hostileTitlesAreEscapedInHTML() throws {
        let html = try Self.page(try Self.site(), "news.html")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func onlyHTTPLinksBecomeLinksOrImages() throws {
        let site = try Self.site()
        for path in ["news.html", "news.md"] {
            let text = try Self.page(site, path)
            for dangerous in [#"href="javascript"#, #"src="javascript"#, "data:text"] {
                #expect(!text.contains(dangerous), "\(path) has \(dangerous)")
            }
            #expect(!text.contains("onmouseover"), "\(path): a link with a quote in it is not a link")
        }
        let html = try Self.page(site, "news.html")
        // A banner not kept with the snapshots is a placeholder of the site's own, never the outside address.
        #expect(html.contains(#"<img class="banner placeholder" src="img/placeholder-banner.svg" alt="PC방 파티 타임""#))
        #expect(!html.contains("cdn.example"))
        #expect(html.contains(#"<a href="https://a.example/pc">"#))
    }

    @Test func markdownTitlesCannotMakeLinksOrTables() throws {
        let md = try Self.page(try Self.site(), "news.md")
        #expect(md.contains(#"\[click\](javascript:alert(2)) \| x"#))
        #expect(md.firstMatch(of: /[^\\]\]\(javascript/) == nil)
        #expect(md.contains(#"\<script\>"#))
    }

    @Test func hideEventsLeavesMatchingEventsOutOfPageAndFeed() throws {
        let site = try Self.site(hideEvents: ["^PC방"])
        let html = try Self.page(site, "news.html")
        #expect(!html.contains("PC방 파티 타임"))
        #expect(html.contains("이벤트 1개를 숨겼습니다."))
        #expect(!(try Self.page(site, "news.atom")).contains("PC방"))
    }

    @Test func anInvalidHideEventsPatternIsABuildError() {
        #expect(throws: BuildError.self) { try Self.site(hideEvents: ["(unclosed"]) }
    }

    @Test func anInvalidHideEventsPatternInTheConfigNamesTheKey() {
        let file = URL(fileURLWithPath: "/project/loas.yml")
        #expect {
            try SiteConfig(yaml: #"hide_events: ["ok", "(unclosed"]"#, file: file)
        } throws: { error in
            let text = "\(error)"
            return text.contains("/project/loas.yml") && text.contains("hide_events") && text.contains("(unclosed")
        }
    }

    @Test func hideEventsIsReadFromTheConfig() throws {
        let config = try SiteConfig(yaml: "hide_events: [PC방, 사전등록]", file: URL(fileURLWithPath: "/p/loas.yml"))
        #expect(config.hideEvents == ["PC방", "사전등록"])
    }

    @Test(.enabled(if: Corpus.isAvailable), arguments: Corpus.sets)
    func corpusNewsBuildsWithoutWarnings(set: URL) throws {
        let folder = set.appending(path: "news")
        var files: [String: Data] = [:]
        for name in ["notices.json", "events.json"] {
            files["news/" + name] = try? Data(contentsOf: folder.appending(path: name))
        }
        guard !files.isEmpty else { return }
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: set.lastPathComponent, files: files)).build()
        #expect(site.warnings == [])
        #expect(site.files["news.html"] != nil)
    }
}
