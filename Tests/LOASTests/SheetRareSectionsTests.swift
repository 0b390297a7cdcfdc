import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// Parts of the armory that neither the corpus nor the demo carries (ArkGrid tooltips in a
/// shape LOAS does not read facts from, the pre-ArkPassive engraving books, an ArkPassive
/// that is off) still show, from fictional data in the documented shape (swagger 2026-01).
@Suite struct SheetRareSectionsTests {
    static func tooltip(_ title: String, _ body: String) -> String {
        #"{"Element_000": {"type": "NameTagBox", "value": "\#(title)"}, "Element_001": {"type": "SingleTextBox", "value": "\#(body)"}}"#
    }

    static func sheets() throws -> [String: String] {
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "희귀한", "ItemAvgLevel": "1,700.00"],
            "ArkGrid": [
                "Slots": [
                    [
                        "Index": 0, "Name": "혼돈의 달 코어 : 시험", "Grade": "유물", "Point": 17,
                        "Tooltip": tooltip("혼돈의 달 코어", "코어 본문"),
                        "Gems": [["Index": 0, "IsActive": true, "Grade": "영웅", "Tooltip": tooltip("안정의 젬", "젬 본문")]],
                    ]
                ],
                "Effects": [["Name": "공격력", "Level": 3, "Tooltip": "공격력이 <FONT COLOR='#99ff99'>0.3%</FONT> 증가한다."]],
            ],
            "ArmoryEngraving": [
                "Engravings": [["Slot": 0, "Name": "원한", "Tooltip": tooltip("원한", "각인서 본문")]],
                "Effects": [["Name": "원한 Lv. 3", "Description": "보스 피해 증가"]],
            ],
            "ArkPassive": ["IsArkPassive": false, "Points": [], "Effects": []],
        ]
        let files = ["armories/characters/희귀한.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        #expect(site.warnings.isEmpty, "\(site.warnings)")
        var sheets: [String: String] = [:]
        for format in ["html", "md"] {
            let text = try #require(site.files["characters/희귀한.\(format)"].map { String(decoding: $0, as: UTF8.self) })
            let tooltips = site.files["tooltips/희귀한.html"].map { VisibleText.ofHTML(String(decoding: $0, as: UTF8.self)) } ?? ""
            sheets[format] = format == "md" ? VisibleText.ofMarkdown(text) : VisibleText.ofHTML(text) + "\n" + tooltips
        }
        return sheets
    }

    @Test(arguments: ["html", "md"])
    func arkGridCoresGemsAndEffectsShow(format: String) throws {
        let sheet = try #require(try Self.sheets()[format])
        for text in ["혼돈의 달 코어 : 시험", "유물 · 17P", "코어 본문", "안정의 젬", "젬 본문", "공격력 Lv.3", "0.3%"] {
            #expect(sheet.contains(text), "\(format) sheet lacks \(text)")
        }
    }

    @Test(arguments: ["html", "md"])
    func engravingBooksAndEffectsShow(format: String) throws {
        let sheet = try #require(try Self.sheets()[format])
        for text in ["각인서 본문", "원한 Lv. 3", "보스 피해 증가"] {
            #expect(sheet.contains(text), "\(format) sheet lacks \(text)")
        }
    }

    @Test(arguments: ["html", "md"])
    func anArkPassiveThatIsOffSaysSo(format: String) throws {
        let sheet = try #require(try Self.sheets()[format])
        #expect(sheet.contains("아크 패시브 미사용"))
    }
}
