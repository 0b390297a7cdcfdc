import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// A section whose JSON has the wrong shape is named in a warning and said on the sheet,
/// and every other section is still shown.
@Suite struct UnreadableSectionTests {
    static func site() throws -> SiteBuilder.Site {
        let card = #"{"Element_000": {"type": "NameTagBox", "value": "시험 카드"}}"#
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "모양틀림", "ItemAvgLevel": "1,600.00", "ServerName": "루페온"],
            "ArmoryEquipment": [["Type": "무기", "Name": "멀쩡한 검", "Grade": "유물", "Tooltip": "null"]],
            "ArmoryGem": "보석이 아니라 문자열",
            "ArmorySkills": ["Name": "목록이어야 하는 스킬"],
            "ArmoryCard": ["Cards": [["Name": "시험 카드", "AwakeCount": 3, "AwakeTotal": 5, "Tooltip": card]], "Effects": []],
            "Collectibles": [
                [
                    "Type": "모코코 씨앗", "Point": 1, "MaxPoint": 2,
                    "CollectiblePoints": [
                        ["PointName": "찾은 곳", "Point": 1, "MaxPoint": 1], ["PointName": "못 찾은 곳", "Point": 0, "MaxPoint": 1],
                    ],
                ]
            ],
        ]
        let files = ["armories/characters/모양틀림.json": try JSONSerialization.data(withJSONObject: armory)]
        return try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
    }

    @Test func warningNamesFileAndSection() throws {
        let warnings = try Self.site().warnings
        #expect(warnings.contains("test/armories/characters/모양틀림.json: section ArmoryGem is unreadable"), "\(warnings)")
        #expect(warnings.contains("test/armories/characters/모양틀림.json: section ArmorySkills is unreadable"), "\(warnings)")
    }

    @Test(arguments: ["html", "md"])
    func sheetSaysWhichSectionsCouldNotBeReadAndKeepsTheRest(format: String) throws {
        let file = try #require(Self.site().files["characters/모양틀림.\(format)"].map { String(decoding: $0, as: UTF8.self) })
        let page = format == "md" ? VisibleText.ofMarkdown(file) : VisibleText.ofHTML(file)
        #expect(page.contains("ArmoryGem 항목을 읽을 수 없습니다."))
        #expect(page.contains("ArmorySkills 항목을 읽을 수 없습니다."))
        for kept in ["루페온", "멀쩡한 검", "시험 카드", "각성 3 / 5", "모코코 씨앗", "못 찾은 곳", "50.0%"] {
            #expect(page.contains(kept), "\(kept) is missing from the \(format) sheet")
        }
    }
}
