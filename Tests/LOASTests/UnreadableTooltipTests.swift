import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// A tooltip that cannot be read is named in a warning, with what was wrong, and its item
/// stays on the sheet marked "툴팁을 읽을 수 없습니다"; the other items are unaffected.
@Suite struct UnreadableTooltipTests {
    static func site() throws -> SiteBuilder.Site {
        let good =
            #"{"Element_000": {"type": "NameTagBox", "value": "멀쩡한 검"}, "Element_001": {"type": "SingleTextBox", "value": "읽히는 설명"}}"#
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "시험용", "ItemAvgLevel": "1,600.00"],
            "ArmoryEquipment": [
                ["Type": "무기", "Name": "멀쩡한 검", "Grade": "유물", "Tooltip": good],
                ["Type": "투구", "Name": "잘린 투구", "Grade": "유물", "Tooltip": #"{"Element_000": {"type": "NameTag"#],
                ["Type": "상의", "Name": "배열 상의", "Grade": "유물", "Tooltip": "[1, 2]"],
            ],
        ]
        let files = ["armories/characters/시험용.json": try JSONSerialization.data(withJSONObject: armory)]
        return try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
    }

    @Test func warningNamesFileItemAndProblem() throws {
        let warnings = try Self.site().warnings
        #expect(warnings.count == 2)
        #expect(
            warnings.contains { $0.contains("armories/characters/시험용.json") && $0.contains("투구 잘린 투구") && $0.contains("not valid JSON") })
        #expect(warnings.contains { $0.contains("상의 배열 상의") && $0.contains("unexpected shape") && $0.contains("array") })
    }

    @Test(arguments: ["html", "md"])
    func sheetKeepsEveryItemAndMarksTheUnreadable(format: String) throws {
        let page = try #require(Self.site().files["characters/시험용.\(format)"].map { String(decoding: $0, as: UTF8.self) })
        for name in ["멀쩡한 검", "잘린 투구", "배열 상의"] {
            #expect(page.contains(name), "\(name) is missing from the \(format) sheet")
        }
        #expect(page.components(separatedBy: "툴팁을 읽을 수 없습니다").count - 1 == 2)
        // The HTML sheet's readable tooltips are on its tooltip page.
        let tooltips = format == "html" ? try Self.site().files["tooltips/시험용.html"].map { String(decoding: $0, as: UTF8.self) } : page
        #expect(tooltips?.contains("읽히는 설명") == true)
    }

    /// Gems, cards, skills, runes, ArkPassive nodes, ArkGrid cores and avatars follow the same rule.
    @Test func everySectionsUnreadableTooltipsAreWarnedAndMarked() throws {
        let broken = #"{"Element_000": {"type": "NameTag"#
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "툴팁깨짐", "ItemAvgLevel": "1,600.00"],
            "ArmoryGem": ["Gems": [["Name": "<FONT COLOR='#F99200'>7레벨 멸화의 보석</FONT>", "Level": 7, "Tooltip": broken]]],
            "ArmoryCard": ["Cards": [["Name": "깨진 카드", "Tooltip": "[1]"]]],
            "ArmorySkills": [["Name": "깨진 스킬", "Tooltip": broken, "Rune": ["Name": "깨진 룬", "Tooltip": broken]]],
            "ArkPassive": ["Effects": [["Name": "깨진 노드", "ToolTip": broken]]],
            "ArkGrid": ["Slots": [["Name": "깨진 코어", "Tooltip": broken]]],
            "ArmoryAvatars": [["Type": "머리 아바타", "Name": "깨진 아바타", "Tooltip": broken]],
        ]
        let files = ["armories/characters/툴팁깨짐.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        let items = [
            "gem 7레벨 멸화의 보석", "card 깨진 카드", "skill 깨진 스킬", "rune 깨진 룬 of 깨진 스킬",
            "ArkPassive node 깨진 노드", "ArkGrid core 깨진 코어", "avatar 머리 아바타 깨진 아바타",
        ]
        #expect(site.warnings.count == items.count, "\(site.warnings)")
        for item in items {
            #expect(
                site.warnings.contains { $0.hasPrefix("test/armories/characters/툴팁깨짐.json: \(item): tooltip is") },
                "no warning names \(item)")
        }
        for format in ["html", "md"] {
            let page = try #require(site.files["characters/툴팁깨짐.\(format)"].map { String(decoding: $0, as: UTF8.self) })
            #expect(page.components(separatedBy: "툴팁을 읽을 수 없습니다").count - 1 == items.count, "\(format)")
            for name in ["깨진 카드", "깨진 스킬", "깨진 룬", "깨진 코어", "깨진 아바타"] {
                #expect(page.contains(name), "\(name) is missing from the \(format) sheet")
            }
        }
    }
}
