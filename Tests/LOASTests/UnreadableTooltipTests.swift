import Foundation
import SnapshotStore
import Testing

@testable import SiteWriter

/// A tooltip that cannot be read is named in a warning, with what was wrong, and its item
/// stays on the sheet marked "tooltip unreadable"; the other items are unaffected.
@Suite struct UnreadableTooltipTests {
    static func site() throws -> SiteBuilder.Site {
        let good = #"{"Element_000": {"type": "NameTagBox", "value": "멀쩡한 검"}, "Element_001": {"type": "SingleTextBox", "value": "읽히는 설명"}}"#
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
        #expect(warnings.contains { $0.contains("armories/characters/시험용.json") && $0.contains("투구 잘린 투구") && $0.contains("not valid JSON") })
        #expect(warnings.contains { $0.contains("상의 배열 상의") && $0.contains("unexpected shape") && $0.contains("array") })
    }

    @Test(arguments: ["html", "md"])
    func sheetKeepsEveryItemAndMarksTheUnreadable(format: String) throws {
        let page = try #require(Self.site().files["characters/시험용.\(format)"].map { String(decoding: $0, as: UTF8.self) })
        for name in ["멀쩡한 검", "잘린 투구", "배열 상의"] {
            #expect(page.contains(name), "\(name) is missing from the \(format) sheet")
        }
        #expect(page.components(separatedBy: "tooltip unreadable").count - 1 == 2)
        #expect(page.contains("읽히는 설명"))
    }
}
