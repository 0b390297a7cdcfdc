import Foundation
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// The roster as a dashboard: one table per account, its six gold earners marked, the week's
/// change from history, a filter for names.
@Suite struct RosterPageTests {
    static func roster(_ siblings: [[String: Any]]) throws -> String {
        let files = ["characters/하나/siblings.json": try JSONSerialization.data(withJSONObject: siblings)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        return String(decoding: try #require(site.files["roster.html"]), as: UTF8.self)
    }

    @Test func theSixHighestOfAnAccountAreMarkedAsItsGoldEarners() throws {
        let names = ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟"]
        let html = try Self.roster(names.enumerated().map { index, name in
            ["CharacterName": name, "ServerName": "루페온", "CharacterClassName": "바드", "ItemAvgLevel": "\(1_700 - index * 10).00"]
        })
        // `<tr class="gold-earner"><th scope="row">NAME <span class="earner-badge">…`
        let marked = html.components(separatedBy: "<tr class=\"gold-earner\"><th scope=\"row\">").dropFirst().compactMap {
            $0.components(separatedBy: " <span").first
        }
        #expect(marked == ["하나", "둘", "셋", "넷", "다섯", "여섯"])
        #expect(html.components(separatedBy: "<table class=\"roster sortable\">").count - 1 == 1, "one account, one table")
        #expect(html.contains("data-filter-rows=\"table.roster tbody tr\""))
    }

    @Test func theDemoShowsEachSheetsChangeSinceAWeekAgo() throws {
        let demo = InMemorySnapshots.demo
        let site = try SiteBuilder(snapshots: demo, history: DemoHistory.make(from: demo)).build()
        let html = String(decoding: try #require(site.files["roster.html"]), as: UTF8.self)
        let row = try #require(html.components(separatedBy: "<tr").first { $0.contains(">별빛수호자</a>") })
        #expect(row.contains("<span class=\"change up\">+5.00</span>"), "\(row)")
        #expect(CharacterSheet.weekAgo([]) == nil)
    }
}
