import Foundation
import LOASTestSupport
import LostArkAPI
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// The roster as a dashboard: one table per account, a group per server, its six gold earners
/// marked, the week's change from history, a filter for names.
@Suite struct RosterPageTests {
    static func roster(_ siblings: [[String: Any]], format: String = "html", armories: [String] = []) throws -> String {
        var files = ["characters/하나/siblings.json": try JSONSerialization.data(withJSONObject: siblings)]
        for name in armories {
            let profile = siblings.first { $0["CharacterName"] as? String == name } ?? [:]
            files[Route.armory(character: name).mirrorPath] = try JSONSerialization.data(withJSONObject: ["ArmoryProfile": profile])
        }
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        return String(decoding: try #require(site.files["roster.\(format)"]), as: UTF8.self)
    }

    static func character(_ name: String, _ server: String, _ level: Int) -> [String: Any] {
        ["CharacterName": name, "ServerName": server, "CharacterClassName": "바드", "ItemAvgLevel": "\(level).00"]
    }

    /// Each server row of the HTML roster with the names under it, in page order.
    static func serverGroups(_ html: String) -> [(server: String, names: [String])] {
        html.components(separatedBy: "<tbody data-filter-group>").dropFirst().map { group in
            let body = group.components(separatedBy: "</tbody>")[0]
            let server = body.components(separatedBy: #"colspan="4">"#).dropFirst().first?.components(separatedBy: "</th>").first ?? ""
            // The name cell carries its name as its sort key, before any badge or last change.
            let names = body.components(separatedBy: #"<th scope="row" data-value=""#).dropFirst().map { row in
                row.components(separatedBy: "\"")[0]
            }
            return (server, names)
        }
    }

    @Test func theSixHighestOfAnAccountAreMarkedAsItsGoldEarners() throws {
        let names = ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟"]
        let html = try Self.roster(
            names.enumerated().map { index, name in
                ["CharacterName": name, "ServerName": "루페온", "CharacterClassName": "바드", "ItemAvgLevel": "\(1_700 - index * 10).00"]
            })
        // `<tr id="c-NAME" class="gold-earner"><th scope="row" data-value="NAME">…`
        let marked = html.components(separatedBy: " class=\"gold-earner\"><th scope=\"row\" data-value=\"").dropFirst().compactMap {
            $0.components(separatedBy: "\"").first
        }
        #expect(marked == ["하나", "둘", "셋", "넷", "다섯", "여섯"])
        #expect(html.components(separatedBy: "<table class=\"roster sortable\">").count - 1 == 1, "one account, one table")
    }

    @Test func anAccountsCharactersAreGroupedByServerWithTheirCount() throws {
        let html = try Self.roster([
            Self.character("하나", "루페온", 1_700), Self.character("둘", "실리안", 1_690), Self.character("셋", "루페온", 1_680),
        ])
        let groups = Self.serverGroups(html)
        #expect(groups.map(\.server) == [#"루페온 <span class="server-count">2명</span>"#, #"실리안 <span class="server-count">1명</span>"#])
        #expect(groups.map(\.names) == [["하나", "셋"], ["둘"]])
        #expect(html.components(separatedBy: "<table class=\"roster sortable\">").count - 1 == 1, "one account, one table")
    }

    @Test func theServerOfAnAccountsHighestCharacterComesFirst() throws {
        let html = try Self.roster([
            Self.character("하나", "실리안", 1_600), Self.character("둘", "카단", 1_700), Self.character("셋", "실리안", 1_650),
        ])
        #expect(Self.serverGroups(html).map(\.names) == [["둘"], ["셋", "하나"]])
    }

    @Test func theSixGoldEarnersAreTheAccountsHighestWhateverTheirServer() throws {
        let names = ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟"]
        let html = try Self.roster(
            names.enumerated().map { index, name in
                Self.character(name, index.isMultiple(of: 2) ? "루페온" : "실리안", 1_700 - index * 10)
            })
        let marked = html.components(separatedBy: " class=\"gold-earner\"><th scope=\"row\" data-value=\"").dropFirst().compactMap {
            $0.components(separatedBy: "\"").first
        }
        #expect(Set(marked) == ["하나", "둘", "셋", "넷", "다섯", "여섯"])
        #expect(Self.serverGroups(html).map(\.names) == [["하나", "셋", "다섯", "일곱"], ["둘", "넷", "여섯", "여덟"]])
    }

    @Test func aCharacterWithASheetIsLinkedInItsServerGroup() throws {
        let html = try Self.roster(
            [Self.character("하나", "루페온", 1_700), Self.character("둘", "실리안", 1_690)], armories: ["둘"])
        let group = try #require(html.components(separatedBy: "<tbody data-filter-group>").first { $0.contains(">실리안 <") })
        #expect(group.contains(#"<a href="characters/%EB%91%98.html">둘</a>"#), "\(group)")
        #expect(!html.contains(#">하나</a>"#), "a character without a sheet has no link")
    }

    @Test func theNameFilterLeavesServerRowsOut() throws {
        let html = try Self.roster([Self.character("하나", "루페온", 1_700)])
        #expect(html.contains(#"data-filter-rows="table.roster tbody tr:not(.server)""#))
    }

    @Test func theMarkdownRosterHasAHeadingAndATablePerServer() throws {
        let markdown = try Self.roster(
            [Self.character("하나", "루페온", 1_700), Self.character("둘", "실리안", 1_690), Self.character("셋", "루페온", 1_680)],
            format: "md")
        let lupeon = try #require(markdown.range(of: "### 루페온 (2명)"))
        let silian = try #require(markdown.range(of: "### 실리안 (1명)"))
        #expect(lupeon.upperBound < silian.lowerBound)
        let lupeonTable = markdown[lupeon.upperBound..<silian.lowerBound]
        #expect(lupeonTable.contains("| 하나 ") && lupeonTable.contains("| 셋 ") && !lupeonTable.contains("| 둘 "))
    }

    @Test func theDemoShowsEachSheetsChangeSinceAWeekAgo() throws {
        let site = try DemoSite.withHistory.get()
        let html = String(decoding: try #require(site.files["roster.html"]), as: UTF8.self)
        let row = try #require(html.components(separatedBy: "<tr").first { $0.contains(">별빛수호자</a>") })
        #expect(row.contains("<span class=\"change up\">+5.00</span>"), "\(row)")
        #expect(CharacterSheet.weekAgo([]) == nil)
    }
}
