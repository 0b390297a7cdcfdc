import BundledResources
import Demo
import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import Rendering
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// The site `loas build` writes with no arguments, from the snapshots compiled into the binary.
@Suite struct DemoSiteTests {
    /// As `loas build` makes it: with the raid facts and honing tables that ship with the templates.
    static let site = Result { try DemoSite.site(.full) }

    static func page(_ path: String) throws -> String {
        let files = try site.get().files
        let data = try #require(files[path], "the demo site has no \(path)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func demoBuildsWithoutWarnings() throws {
        #expect(try Self.site.get().warnings == [])
    }

    /// The table's pages the demo has in both formats, by path without the extension.
    static let bothFormats = PageTable.standard.pages.filter { $0.formats == OutputFormat.allCases }.map { page in
        String(page.path(OutputFormat.html.fileExtension).dropLast(OutputFormat.html.fileExtension.count + 1))
    }

    /// A character's page of the per-character table, by path without the extension.
    static func characterPage(_ entry: CharacterPageEntry, _ name: String) -> String {
        String(entry.path(name, OutputFormat.html.fileExtension).dropLast(OutputFormat.html.fileExtension.count + 1))
    }

    @Test func demoHasEveryPageKindInBothFormats() throws {
        let paths = Set(try Self.site.get().files.keys)
        #expect(Self.bothFormats.count > 1)
        for page in Self.bothFormats {
            #expect(paths.contains("\(page).html"))
            #expect(paths.contains("\(page).md"))
        }
        let sheets = paths.filter { $0.hasPrefix("characters/") }
        #expect(sheets.count == DemoCharacters.names.count * 2, "expected every demo character in two formats, got \(sheets.sorted())")
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

    @Test func changesFeedMatchesGolden() throws {
        expectGolden(try Self.page("changes.atom"), named: "demo/changes.atom")
    }

    @Test(
        arguments: bothFormats + [characterPage(.timeline, "별빛수호자")] + DemoCharacters.names.map { characterPage(.sheet, $0) })
    func pageMatchesGolden(page: String) throws {
        for format in ["html", "md"] {
            expectGolden(try Self.page("\(page).\(format)"), named: "demo/\(page).\(format)")
        }
    }

    @Test func tooltipPageMatchesGolden() throws {
        let path = CharacterPageEntry.tooltips.path("별빛수호자", OutputFormat.html.fileExtension)
        expectGolden(try Self.page(path), named: "demo/\(path)")
    }

    /// The sheet's own sections, then the list's.
    static let sheetSections = ["profile", "stats", "summary"] + CharacterTable.standard.sections.map(\.id)

    @Test(arguments: DemoCharacters.names)
    func sheetHasEverySectionAndATableOfContentsLinkingToIt(name: String) throws {
        let html = try Self.page("characters/\(name).html")
        for id in Self.sheetSections {
            #expect(html.contains("<section id=\"\(id)\">"), "\(name) has no section \(id)")
            #expect(html.contains("<a href=\"#\(id)\">"), "\(name)'s table of contents has no link to \(id)")
        }
    }

    @Test(arguments: ["html", "md"])
    func nullSectionsSayItInOneLineEach(format: String) throws {
        let page = try Self.page("characters/새싹모코코.\(format)")
        // Gems, cards, engravings, ArkPassive, ArkGrid, collectibles, avatars, colosseum: one
        // line each, in Korean (`partials/absent`); Markdown also has its accessories section.
        #expect(page.components(separatedBy: "데이터가 없습니다.").count - 1 == (format == "md" ? 9 : 8))
        #expect(!page.contains("읽을 수 없습니다"))
    }

    @Test(arguments: ["html", "md"])
    func siblingsLinkToTheSheetsThisBuildHas(format: String) throws {
        let page = try Self.page("characters/별빛수호자.\(format)")
        let heading = format == "md" ? "## 원정대" : "원정대</h2>"
        let siblings = try #require(page.components(separatedBy: heading).dropFirst().last)
        #expect(siblings.contains("%EB%8B%AC%EA%B7%B8%EB%A6%BC%EC%9E%90.\(format)"), "달그림자 has a sheet and should be linked")
        #expect(siblings.contains("%EB%85%B8%EC%9D%84%EB%B9%9B%EA%B2%80%EC%82%AC.\(format)"), "노을빛검사 has a sheet and should be linked")
        #expect(siblings.contains("황혼방패"))
        #expect(!siblings.contains("%ED%99%A9%ED%98%BC"), "황혼방패 has no sheet and should not be linked")
    }

    private static func links(in html: String) -> [String] {
        let pattern = /(?:href|src)="([^"]*)"/
        return html.matches(of: pattern).map { String($0.output.1) }
    }
}
