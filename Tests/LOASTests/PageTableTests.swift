import Foundation
import LOASTestSupport
import SitePages
import SnapshotStore
import Support
import Testing

@testable import SiteWriter

/// A page is one entry of the table (`PageTable`): a page added through the table alone, its
/// two templates and its words, is in the menu of every page, the search box and the sitemap,
/// in both formats.
@Suite struct PageTableTests {
    /// The made-up page's own fields.
    struct GlossaryView: Encodable {
        let characters: Int
    }

    static let templates = [
        "glossary.html": "{{> partials/head}}\n<h1>용어</h1>\n<p>캐릭터 {{characters}}명</p>\n{{> partials/foot}}\n",
        "glossary.md": "{{> partials/head}}\n# 용어\n\n캐릭터 {{characters}}명\n{{> partials/foot}}\n",
        "words.txt": "title.glossary = 용어집\nmenu.glossary = 용어\n",
    ]

    static let snapshots = InMemorySnapshots(
        label: "test",
        files: [
            "armories/characters/하나.json": Data(
                #"{"ArmoryProfile": {"CharacterName": "하나", "ServerName": "루페온", "ItemAvgLevel": "1,600.00"}}"#.utf8)
        ])

    /// The standard table with the glossary after its pages; `views` counts its view's making.
    static func table(views: Locked<Int> = Locked(0)) -> PageTable {
        var table = PageTable.standard
        table.pages.append(
            PageEntry(
                template: "glossary", path: { "glossary.\($0)" }, title: Words.Key("title.glossary"), menu: Words.Key("menu.glossary"),
                view: { facts in
                    views.withLock { $0 += 1 }
                    return GlossaryView(characters: facts.data.roster.count)
                }))
        return table
    }

    static func build(_ templates: [String: String] = templates, table: PageTable = table()) throws -> SiteBuilder.Site {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = try scratch.write(templates)
        var options = SiteBuilder.Options(site: SiteSettings(siteURL: SiteURL("https://loas.example/")), templates: folder)
        options.pages = table
        return try SiteBuilder(snapshots: snapshots, options: options).build()
    }

    static func page(_ site: SiteBuilder.Site, _ path: String) throws -> String {
        String(decoding: try #require(site.files[path], "\(path) is not in the site"), as: UTF8.self)
    }

    @Test func anAddedPageIsMadeInBothFormatsWithItsTitleAndView() throws {
        let site = try Self.build()
        let html = try Self.page(site, "glossary.html")
        #expect(html.contains("<title>용어집 · LOAS</title>") && html.contains("<p>캐릭터 1명</p>"))
        #expect(html.contains(#"<a href="glossary.html" aria-current="page">용어</a>"#))
        let markdown = try Self.page(site, "glossary.md")
        #expect(markdown.contains("[용어](glossary.md)") && markdown.contains("캐릭터 1명"))
    }

    @Test func anAddedPageIsInTheMenuOfEveryPageInEachFormat() throws {
        let site = try Self.build()
        #expect(try Self.page(site, "roster.html").contains(#"<a href="glossary.html">용어</a>"#))
        #expect(try Self.page(site, "index.md").contains("[용어](glossary.md)"))
        #expect(try Self.page(site, "characters/하나.html").contains(#"<a href="../glossary.html">용어</a>"#))
        #expect(try Self.page(site, "characters/하나.md").contains("[용어](../glossary.md)"))
    }

    @Test func anAddedPageIsInTheSearchIndexAndTheSitemap() throws {
        let site = try Self.build()
        let index = try SearchIndexTests.index(try #require(site.files[SearchIndex.path]))
        let pages = try #require(index["pages"] as? [[String: String]])
        #expect(pages.last == ["title": "용어집", "href": "glossary.html"])
        let sitemap = try Self.page(site, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://loas.example/glossary.html</loc>"))
        #expect(!sitemap.contains("glossary.md"), "the sitemap lists HTML pages")
    }

    @Test func anAddedPagesViewIsMadeOnceForBothFormats() throws {
        let views = Locked(0)
        _ = try Self.build(table: Self.table(views: views))
        #expect(views.withLock { $0 } == 1)
    }

    @Test func anAddedPageWhoseWordsNoFileGivesIsRefusedNamingTheWord() throws {
        var templates = Self.templates
        templates["words.txt"] = "title.glossary = 용어집\n"
        #expect {
            _ = try Self.build(templates)
        } throws: { error in
            "\(error)".contains("words.txt") && "\(error)".contains("menu.glossary")
        }
    }
}
