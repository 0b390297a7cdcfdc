import Foundation
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// The search box's index (`search-index.js`): every character (its sheet, or without one
/// its roster row) and the site's pages, linked from the root, as a script no name can break
/// out of.
@Suite struct SearchIndexTests {
    /// The JSON the script assigns.
    static func index(_ script: Data) throws -> [String: Any] {
        let text = String(decoding: script, as: UTF8.self)
        let prefix = "globalThis.loasSearchIndex = ", suffix = ";\n"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        let json = Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func theDemosIndexListsEachCharacterHighestFirstWithClassServerAndSheet() throws {
        let files = try DemoSite.plain.get().files
        let index = try Self.index(try #require(files[SearchIndex.path]))
        let characters = try #require(index["characters"] as? [[String: String]])
        #expect(
            characters.map { $0["name"] } == ["별빛수호자", "노을빛검사", "황혼방패", "새벽사냥꾼", "시간여행자", "달그림자", "새싹모코코"])
        #expect(characters.first?["className"] == "바드" && characters.first?["server"] == "루페온")
        for character in characters {
            let href = try #require(character["href"]?.removingPercentEncoding)
            let (page, anchor) = (href.split(separator: "#").first.map(String.init) ?? href, href.split(separator: "#").dropFirst().first)
            let contents = try #require(files[page], "\(href) is not a page of the site")
            if let anchor { #expect(String(decoding: contents, as: UTF8.self).contains("<tr id=\"\(anchor)\"")) }
        }
        // A character without a sheet leads to its roster row.
        #expect(characters[2]["href"]?.removingPercentEncoding == "roster.html#c-황혼방패")
        let pages = try #require(index["pages"] as? [[String: String]])
        #expect(pages.first?["href"] == "index.html" && pages.contains { $0["href"] == "roster.html" })
        #expect(pages.allSatisfy { $0["href"].map { files[$0] != nil } == true })
    }

    @Test func aNameCannotEndTheScriptOrItsLine() throws {
        let name = "</script><b>\u{2028}\u{2029}\"\\"
        let summary = CharacterSummary(path: "armories/characters/x.json", profile: nil)
        let index = SearchIndex(characters: [name: summary], format: "html", pages: [], words: .builtIn)
        let script = String(decoding: index.script, as: UTF8.self)
        #expect(!script.contains("<") && !script.contains("\u{2028}") && !script.contains("\u{2029}"))
        let characters = try #require(try Self.index(index.script)["characters"] as? [[String: String]])
        #expect(characters.first?["name"] == name)
    }
}
