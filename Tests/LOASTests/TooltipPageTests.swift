import BundledResources
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// An HTML sheet links each full tooltip on the character's tooltip page
/// (`tooltips/NAME.html`), which holds them in the sheet's order and links back; the
/// Markdown sheet keeps its tooltips in place.
@Suite struct TooltipPageTests {
    static let site = DemoSite.plain.map(\.files)

    static func text(_ path: String) throws -> String {
        try #require(try site.get()[path].map { String(decoding: $0, as: UTF8.self) }, "no \(path)")
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try? NSRegularExpression(pattern: pattern)
        return (regex?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? []).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    @Test func everyTooltipLinkOnASheetLeadsToItsTooltipAndBack() throws {
        let total = try Self.checkLinks(in: try Self.site.get())
        #expect(total > 50, "the demo's sheets link \(total) tooltips")
    }

    /// A core's tooltip is linked before its gems', a skill in use before one that is not
    /// (the API lists it first), a skill before its rune: the tooltip page keeps that order.
    @Test func theTooltipPageFollowsTheOrderOfTheSheet() throws {
        func tooltip(_ name: String) -> String {
            #"{"Element_000": {"type": "NameTagBox", "value": "\#(name)"}, "Element_001": {"type": "SingleTextBox", "value": "\#(name) 본문"}}"#
        }
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "순서", "ItemAvgLevel": "1,600.00"],
            "ArmorySkills": [
                ["Name": "안 쓰는 스킬", "Level": 1, "Tooltip": tooltip("안 쓰는 스킬"), "Tripods": []],
                [
                    "Name": "쓰는 스킬", "Level": 10, "Tooltip": tooltip("쓰는 스킬"), "Tripods": [],
                    "Rune": ["Name": "질풍", "Grade": "전설", "Tooltip": tooltip("질풍")],
                ],
            ],
            "ArkGrid": [
                "Slots": [
                    [
                        "Index": 0, "Name": "코어", "Grade": "유물", "Point": 17, "Tooltip": tooltip("코어"),
                        "Gems": [["Index": 0, "Grade": "영웅", "IsActive": true, "Tooltip": tooltip("젬")]],
                    ]
                ]
            ],
        ]
        let files = ["armories/characters/순서.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build().files
        #expect(try Self.checkLinks(in: site) == 5)
        let page = String(decoding: site["tooltips/순서.html"] ?? Data(), as: UTF8.self)
        let titles = Self.matches(#"<h2>([^<]+)</h2>"#, in: page).map { $0[0] }
        #expect(titles == ["코어", "코어 · 젬", "쓰는 스킬", "질풍", "안 쓰는 스킬"])
    }

    /// Checks every sheet's tooltip links against its tooltip page; the number of links.
    static func checkLinks(in site: [String: Data]) throws -> Int {
        let sheets = site.keys.filter { $0.hasPrefix("characters/") && $0.hasSuffix(".html") }
        var total = 0
        for sheet in sheets {
            let name = String(sheet.dropFirst("characters/".count).dropLast(".html".count))
            let html = String(decoding: try #require(site[sheet]), as: UTF8.self)
            let links = Self.matches(##"<a class="tt-link" id="(tt-\d+)" href="([^"#]+)#(tt-\d+)""##, in: html)
            #expect(!links.isEmpty, "\(sheet) links no tooltip")
            total += links.count
            let page = String(decoding: try #require(site["tooltips/\(name).html"], "no tooltip page for \(sheet)"), as: UTF8.self)
            let entries = Self.matches(#"<section class="tt-entry" id="(tt-\d+)">"#, in: page).map { $0[0] }
            #expect(links.map { $0[0] } == entries, "\(sheet): the tooltip page holds them in the sheet's order")
            for link in links {
                #expect(link[0] == link[2])
                #expect(link[1] == "../" + SitePaths.href("tooltips/\(name).html", fromDepth: 0))
                #expect(
                    page.contains(##"<a href="../\##(SitePaths.href(sheet, fromDepth: 0))#\##(link[0])">"##), "no way back to \(link[0])")
            }
        }
        return total
    }

    @Test func theTooltipPageHoldsTheFullTooltipAndTheSheetOnlyItsFacts() throws {
        // The demo's first weapon: its tooltip's flavour text is on the tooltip page only.
        let sheet = try Self.text("characters/별빛수호자.html")
        let page = try Self.text("tooltips/별빛수호자.html")
        let sheetText = VisibleText.ofHTML(sheet)
        let pageText = VisibleText.ofHTML(page)
        #expect(!sheet.contains(#"<details class="tt">"#))
        #expect(pageText.contains("품질"))
        let onlyThere = VisibleText.fragments(ofMarkup: "전설 보석").first ?? ""
        #expect(pageText.contains(onlyThere) && !sheetText.contains(onlyThere))
    }

    @Test func aRunesAndAGemsSkillLinksSayWhoseTooltipTheyOpen() throws {
        let sheet = try Self.text("characters/별빛수호자.html")
        #expect(sheet.contains(">룬 툴팁</a>"))
        #expect(sheet.contains(">스킬 툴팁</a>"))
    }

    @Test func theMarkdownSheetKeepsItsTooltipsInPlace() throws {
        let markdown = VisibleText.ofMarkdown(try Self.text("characters/별빛수호자.md"))
        #expect(markdown.contains("전설 보석"))
        // The tooltip pages and their scripts are the HTML sheet's; none is Markdown's.
        #expect(try Self.site.get().keys.filter { $0.hasPrefix("tooltips/") }.allSatisfy { $0.hasSuffix(".html") || $0.hasSuffix(".js") })
    }

    @Test func aSheetWithNoTooltipHasNoTooltipPage() throws {
        let armory: [String: Any] = ["ArmoryProfile": ["CharacterName": "맨몸", "ItemAvgLevel": "1,600.00"]]
        let files = ["armories/characters/맨몸.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build().files
        #expect(site["characters/맨몸.html"] != nil)
        #expect(site["tooltips/맨몸.html"] == nil)
        #expect(!String(decoding: site["characters/맨몸.html"] ?? Data(), as: UTF8.self).contains("tt-link"))
    }
}
