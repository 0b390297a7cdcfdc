import Foundation
import LOASConfig
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// Classes are data (`classes.yml`): a listed class shows its group on the sheet; one the file
/// does not know is shown as the API gives it.
@Suite struct ClassGroupTests {
    static func sheet(className: String, groups: [String: String]) throws -> String {
        let armory = ["ArmoryProfile": ["CharacterName": "새클래스", "CharacterClassName": className, "ItemAvgLevel": "1,700.00"]]
        let files = ["armories/characters/새클래스.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files), options: .init(classGroups: groups)).build()
        return String(decoding: try #require(site.files["characters/새클래스.html"]), as: UTF8.self)
    }

    @Test func theShippedFileListsThirtyClassesInSixGroups() throws {
        let groups = try ClassListFile.load(config: nil, templates: nil)
        #expect(groups.count == 30 && Set(groups.values).count == 6)
        #expect(groups["차원술사"] == "스페셜리스트" && groups["가디언나이트"] == "전사" && groups["발키리"] == "전사")
    }

    @Test func aListedClassShowsItsGroupAndAnUnknownOnePassesThrough() throws {
        let groups = try ClassListFile.load(config: nil, templates: nil)
        #expect(try Self.sheet(className: "차원술사", groups: groups).contains(#"차원술사 <span class="class-group">스페셜리스트</span>"#))
        let unknown = try Self.sheet(className: "별의수호자", groups: groups)
        #expect(unknown.contains("<span>별의수호자</span>") && !unknown.contains("class-group"))
    }
}
