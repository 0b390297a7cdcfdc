import Foundation
import LOASTestSupport
import LostArkAPI
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// A sheet section is one declaration of the per-character table (`CharacterTable.sections`):
/// a section added there, with its two templates and its word, is in the sheet's body and its
/// table of contents in both formats, where the list puts it.
@Suite struct SheetSectionTableTests {
    /// The made-up section's own fields: the profile's title, as the API sent it.
    struct MottoView: Encodable {
        let motto: String
    }

    static let templates = [
        "partials/sheet/motto.html": "<section id=\"motto\">\n<h2>{{heading}}</h2>\n<p class=\"motto\">{{motto}}</p>\n</section>\n",
        "partials/sheet/motto.md": "## {{heading}}\n\n{{motto}}\n\n",
        "words.txt": "sheet.motto = 한마디 말\n",
    ]

    static let snapshots = InMemorySnapshots(
        label: "test",
        files: [
            "armories/characters/하나.json": Data(
                #"{"ArmoryProfile": {"CharacterName": "하나", "ServerName": "루페온", "ItemAvgLevel": "1,600.00", "Title": "<b>별&빛</b>"}}"#
                    .utf8)
        ])

    /// The standard table with the made-up section after the list's; `shown` says whether
    /// this character has it.
    static func table(shown: Bool = true) -> PageTable {
        var table = PageTable.standard
        table.characters.sections.append(
            SheetSection(id: "motto", title: Words.Key("sheet.motto")) { input in
                guard shown else { return nil }
                return input.context.armory.profile?.title.map(MottoView.init)
            })
        return table
    }

    static func build(_ templates: [String: String] = templates, table: PageTable = table()) throws -> SiteBuilder.Site {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = try scratch.write(templates)
        var options = SiteBuilder.Options(templates: folder)
        options.pages = table
        return try SiteBuilder(snapshots: snapshots, options: options).build()
    }

    static func sheet(_ site: SiteBuilder.Site, _ format: String) throws -> String {
        let path = CharacterPageEntry.sheet.path("하나", format)
        return String(decoding: try #require(site.files[path], "\(path) is not in the site"), as: UTF8.self)
    }

    @Test func anAddedSectionIsInTheHTMLSheetsBodyAndContentsAfterTheListsOthers() throws {
        let html = try Self.sheet(try Self.build(), "html")
        let link = try #require(html.range(of: ##" <a href="#motto">한마디 말</a>"##), "no link in the contents")
        #expect(html.range(of: ##"<a href="#siblings">"##).map { $0.upperBound < link.lowerBound } == true)
        let body = try #require(html.range(of: "<section id=\"motto\">\n<h2>한마디 말</h2>\n"), "no section in the body")
        #expect(html.range(of: #"<section id="siblings">"#).map { $0.upperBound < body.lowerBound } == true)
        #expect(html.contains(#"<p class="motto">&lt;b&gt;별&amp;빛&lt;/b&gt;</p>"#), "the API's text is escaped")
    }

    @Test func anAddedSectionIsInTheMarkdownSheetsBodyAndContents() throws {
        let markdown = try Self.sheet(try Self.build(), "md")
        #expect(markdown.contains(" · [한마디 말](#한마디-말)"))
        let body = try #require(markdown.range(of: "\n## 한마디 말\n\n"), "no section in the body")
        #expect(markdown.range(of: "\n## 원정대\n").map { $0.upperBound < body.lowerBound } == true)
        #expect(!markdown.contains("<b>별"), "the API's text is escaped")
    }

    @Test func aSectionWithoutAViewIsNeitherInTheBodyNorTheContents() throws {
        let site = try Self.build(table: Self.table(shown: false))
        #expect(!(try Self.sheet(site, "html")).contains("motto"))
        #expect(!(try Self.sheet(site, "md")).contains("한마디 말"))
        #expect(try Self.sheet(site, "html").contains(##"<a href="#siblings">원정대</a>"##))
    }

    @Test func aSectionWhoseTemplateIsMissingIsRefusedNamingIt() throws {
        var templates = Self.templates
        templates["partials/sheet/motto.md"] = nil
        #expect {
            _ = try Self.build(templates)
        } throws: { error in
            "\(error)".contains("partials/sheet/motto.md")
        }
    }

    @Test func aSectionWhoseWordNoFileGivesIsRefusedNamingTheWord() throws {
        var templates = Self.templates
        templates["words.txt"] = nil
        #expect {
            _ = try Self.build(templates)
        } throws: { error in
            "\(error)".contains("words.txt") && "\(error)".contains("sheet.motto")
        }
    }
}
