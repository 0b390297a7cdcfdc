import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// What the sheet's summary shows beyond the equipment grid, on one fictional character
/// whose tooltips are the real-format fixtures: accessories' base stats, the bracelet's
/// effects, the stone's penalty, ArkPassive nodes per tree, ArkGrid options reached or
/// not, gems' willpower and points; and collectibles counted in items.
@Suite struct SheetSummaryTests {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: TooltipGoldenTests.folder.appending(path: "\(name).json"), encoding: .utf8)
    }

    /// The HTML and Markdown sheet, built once for every test.
    static let sheets: Result<[String: String], any Error> = Result {
        let gem = try fixture("ItemPartBox-arkgrid-gem")
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "요약본", "ItemAvgLevel": "1,700.00"],
            "ArmoryEquipment": [
                ["Type": "목걸이", "Name": "깨어난 심연의 목걸이", "Grade": "고대", "Tooltip": try fixture("ItemPartBox")],
                ["Type": "어빌리티 스톤", "Name": "고요한 폭풍의 돌", "Grade": "고대", "Tooltip": try fixture("IndentStringGroup-stone")],
                ["Type": "팔찌", "Name": "빛나는 성좌의 팔찌", "Grade": "고대", "Tooltip": try fixture("ItemPartBox-bracelet-graded")],
                ["Type": "완갑", "Name": "+17 운명의 전율 완갑", "Grade": "유물", "Tooltip": Self.vambraceTooltip],
            ],
            "ArkGrid": [
                "Slots": [
                    [
                        "Index": 0, "Name": "혼돈의 달 코어 : 별빛 변주", "Grade": "유물", "Point": 14,
                        "Tooltip": try fixture("ItemPartBox-arkgrid-core"),
                        "Gems": [
                            ["Index": 0, "IsActive": true, "Grade": "고대", "Tooltip": gem],
                            ["Index": 1, "IsActive": false, "Grade": "고대", "Tooltip": gem],
                        ],
                    ]
                ],
                "Effects": [["Name": "보스 피해", "Level": 3, "Tooltip": "보스 등급 이상 몬스터에게 주는 피해 +0.25%"]],
            ],
            "ArkPassive": [
                "IsArkPassive": true, "Points": [["Name": "깨달음", "Value": 98, "Description": "6랭크 28레벨"]],
                "Effects": [
                    ["Name": "깨달음", "Description": "<FONT color='#83E9FF'>깨달음</FONT> 1티어 <FONT color='#83E9FF'>절실한 구원 Lv.1</FONT>"],
                    ["Name": "깨달음", "Description": "<FONT color='#83E9FF'>깨달음</FONT> 3티어 <FONT color='#83E9FF'>영원한 안식 Lv.2</FONT>"],
                ],
            ],
            "Collectibles": [
                [
                    "Type": "모코코 씨앗", "Point": 1462, "MaxPoint": 1474,
                    "CollectiblePoints": [
                        ["PointName": "아르테미스", "Point": 51, "MaxPoint": 51], ["PointName": "루테란 서부", "Point": 60, "MaxPoint": 71],
                        ["PointName": "베른 북부", "Point": 1351, "MaxPoint": 1352],
                    ],
                ]
            ],
        ]
        let files = ["armories/characters/요약본.json": try JSONSerialization.data(withJSONObject: armory)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        var sheets: [String: String] = [:]
        for format in ["html", "md"] {
            sheets[format] = site.files["characters/요약본.\(format)"].map { String(decoding: $0, as: UTF8.self) }
        }
        return sheets
    }

    static func sheet(_ format: String) throws -> String {
        try #require(try sheets.get()[format])
    }

    /// A 완갑's tooltip as the armory sends it since 2026-08-05: its name with the stage, no item level.
    static let vambraceTooltip =
        #"{"Element_000": {"type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#FA5D00'>+17 운명의 전율 완갑</FONT></P>"}}"#

    /// The HTML summary without the tooltips folded into it.
    static func summary() throws -> String {
        let html = try sheet("html").replacing(/<div class="tooltip">[\s\S]*?<\/div><\/details>/, with: "")
        let start = try #require(html.firstRange(of: "<section id=\"summary\">"))
        let end = try #require(html[start.upperBound...].firstRange(of: "</section>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func accessoryCardShowsItsBaseStatsWithoutTheMainStatsTheClassDoesNotUse() throws {
        let summary = try Self.summary()
        #expect(summary.contains(#"<span class="piece-stats"><span>힘 +15920</span><span>체력 +3874</span></span>"#))
        #expect(!summary.contains("민첩 +15920"))
        #expect(try Self.sheet("md").contains(#"| 71 | 힘 +15920; 체력 +3874;  |"#))
    }

    @Test func vambraceIsACardAmongTheGearWithItsStageAndGrade() throws {
        let summary = try Self.summary()
        let gear = try #require(summary.firstRange(of: #"<div class="summary-gear">"#))
        let accessories = try #require(summary.firstRange(of: #"<div class="summary-accessories">"#))
        let card = try #require(summary.firstRange(of: #"<span class="piece-name c-grade-relic">+17 운명의 전율 완갑</span>"#))
        #expect(gear.upperBound < card.lowerBound && card.upperBound < accessories.lowerBound)
        #expect(summary[card.upperBound...].hasPrefix(#"</span></span>\#n<span class="piece-line"><strong>+17</strong>"#))
        #expect(try Self.sheet("md").contains(#"| 완갑 | +17 운명의 전율 완갑 | +17 |"#))
    }

    @Test func braceletStatsAndEffectsHaveALineInTheirTierColours() throws {
        let summary = try Self.summary()
        #expect(summary.contains(#"<dt>팔찌</dt>"#))
        #expect(summary.contains(#"<span class="bracelet-item tier-middle"><span class="tier">중</span> 특화 +104</span>"#))
        #expect(
            summary.contains(
                #"<span class="bracelet-item tier-middle"><span class="tier">중</span> 아군 피해량 강화 효과가 5.0% 증가한다. 파티 효과로 보호 효과가 적용된 대상이 받는 피해가 1.0% 감소한다.</span>"#
            ))
        #expect(try Self.sheet("md").contains("- **팔찌** (중) 특화 +104; 신속 +77; (하) 무기 공격력 +6800; (상) 아군 공격력 강화 효과가 4.5% 증가한다.;"))
    }

    @Test func stonePenaltyIsToldApartFromItsEngravings() throws {
        let summary = try Self.summary()
        #expect(summary.contains(#"<span class="polish">질풍노도 Lv.3</span>"#))
        #expect(summary.contains(#"<span class="polish penalty-effect">방어력 감소 Lv.1<span class="visually-hidden"> (감소 효과)</span></span>"#))
        #expect(try Self.sheet("md").contains("방어력 감소 Lv.1 (감소 효과);"))
    }

    @Test func arkPassiveShowsEachTreesPointsWithItsNodesByTier() throws {
        let summary = try Self.summary()
        #expect(
            summary.contains(
                #"<strong class="ap-name">깨달음 98</strong> <span class="ap-rank">6랭크 28레벨</span> <span class="ap-tier"><span class="ap-tier-no">1티어</span><span class="ap-node">절실한 구원 <span class="muted">Lv.1</span></span></span> <span class="ap-tier"><span class="ap-tier-no">3티어</span><span class="ap-node">영원한 안식 <span class="muted">Lv.2</span></span></span>"#
            ))
        #expect(try Self.sheet("md").contains("  - **깨달음 98** (6랭크 28레벨) 1티어: 절실한 구원 Lv.1; 3티어: 영원한 안식 Lv.2;"))
    }

    @Test func arkGridOptionsAboveTheCorePointsAreMarkedNotReached() throws {
        let summary = try Self.summary()
        #expect(summary.contains(#"<span class="core-point">14P<span class="visually-hidden"> 달성</span></span>"#))
        #expect(summary.contains(#"<span class="core-point not-reached">17P<span class="visually-hidden"> 미달성</span></span>"#))
        #expect(
            summary.contains(
                #"<li class="not-reached"><span class="core-point">17P</span> 공격력이 1.5% 증가한다. <span class="muted">(미달성)</span></li>"#))
        let markdown = try Self.sheet("md")
        #expect(markdown.contains("    - 14P (달성) "))
        #expect(markdown.contains("    - 17P (미달성) 공격력이 1.5% 증가한다."))
    }

    @Test func arkGridCoreSumsItsActiveGemsWillpowerAndPoints() throws {
        // One active gem: willpower 4 of the core's 15; chaos 5, not the core's 14, so named.
        #expect(try Self.summary().contains(#"<span class="core-gems">젬 1 (비활성 1) · 의지력 4 / 15 · 혼돈 5</span>"#))
    }

    @Test func arkGridSectionShowsEachGemsWillpowerPointsAndOptions() throws {
        #expect(try Self.sheet("html").contains(#"<p class="gem-facts">의지력 4 · 혼돈 5 · 보스 피해 Lv.3 · 공격력 Lv.2 <a class="tt-link""#))
        #expect(try Self.sheet("md").contains("의지력 4 · 혼돈 5 · 보스 피해 Lv.3 · 공격력 Lv.2"))
    }

    @Test func collectiblesCountItemsLeftNotEntriesLeft() throws {
        let html = try Self.sheet("html")
        #expect(html.contains(#"<span class="collect-count">1,462 / 1,474 (99.2%)</span>"#))
        // 12 seeds are missing, in 2 regions: a player means the seeds.
        #expect(html.contains("</span></span> 미수집 12</summary>"))
        #expect(try Self.sheet("md").contains("**미수집 12**: 루테란 서부 (60/71), 베른 북부 (1351/1352)"))
    }
}
