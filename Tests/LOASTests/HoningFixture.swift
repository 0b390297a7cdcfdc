import Foundation

/// A fictional character in the real armory format, with 전율 gear, a 완갑 and growth bars,
/// and the market answers of `GET /markets/items/{id}` for the honing materials.
enum HoningFixture {
    struct Piece {
        var slot: String
        var name: String
        var itemLevel: Int
        var growth: (value: Int, maximum: Int)?
    }

    static let name = "담금질연습"

    /// 전율 armor at +19 (1770) and one at +25 (1800), the weapon at +20 (1775): 1,775.83; a 완갑 at +7.
    static let pieces: [Piece] = [
        Piece(slot: "무기", name: "+20 운명의 전율 대검", itemLevel: 1775, growth: (40_000, 120_000)),
        Piece(slot: "투구", name: "+19 운명의 전율 머리장식", itemLevel: 1770, growth: nil),
        Piece(slot: "상의", name: "+19 운명의 전율 상의", itemLevel: 1770, growth: (67_000, 67_000)),
        Piece(slot: "하의", name: "+19 운명의 전율 하의", itemLevel: 1770, growth: (0, 63_000)),
        Piece(slot: "장갑", name: "+19 운명의 전율 장갑", itemLevel: 1770, growth: (0, 63_000)),
        Piece(slot: "어깨", name: "+25 운명의 전율 견갑", itemLevel: 1800, growth: nil),
        Piece(slot: "완갑", name: "+7 고대의 완갑", itemLevel: 0, growth: (0, 166_000)),
    ]

    static func tooltip(_ piece: Piece) -> String {
        var elements: [String: Any] = [
            "Element_000": ["type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#E3C7A1'>\(piece.name)</FONT></P>"],
            "Element_001": [
                "type": "ItemTitle",
                "value": [
                    "bEquip": 0, "leftStr0": "<FONT SIZE='12'><FONT COLOR='#E3C7A1'>고대 \(piece.slot)</FONT></FONT>",
                    "leftStr1": "<FONT SIZE='14'>품질</FONT>",
                    "leftStr2": "<FONT SIZE='14'>아이템 레벨 \(piece.itemLevel) (티어 4)</FONT>", "qualityValue": 90,
                ],
            ],
        ]
        if let growth = piece.growth {
            let full = growth.value >= growth.maximum
            elements["Element_002"] = [
                "type": "Progress",
                "value": [
                    "forceValue": full ? "장비 재련 가능" : " ", "maximum": growth.maximum, "minimum": 0,
                    "title": "<FONT SIZE='12'><FONT COLOR='#A9D0F5'>현재 단계 재련 경험치</FONT></FONT>", "value": growth.value,
                    "valueType": full ? -1 : 1,
                ],
            ]
        }
        return String(decoding: (try? JSONSerialization.data(withJSONObject: elements, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    static var armory: Data {
        let equipment = pieces.map { piece in
            ["Type": piece.slot, "Name": piece.name, "Icon": "", "Grade": "고대", "Tooltip": tooltip(piece)]
        }
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": name, "ItemAvgLevel": "1,775.83", "ServerName": "루페온", "CharacterClassName": "버서커"],
            "ArmoryEquipment": equipment,
        ]
        return (try? JSONSerialization.data(withJSONObject: armory, options: [.sortedKeys])) ?? Data()
    }

    /// A market answer: one variant, `days` of (date, average price), newest first.
    static func marketItem(name: String, bundle: Int, days: [(String, Double)]) -> Data {
        let answer: [[String: Any]] = [
            [
                "Name": name, "TradeRemainCount": NSNull(), "BundleCount": bundle,
                "Stats": days.map { ["Date": $0.0, "AvgPrice": $0.1, "TradeCount": $0.1 > 0 ? 1_000 : 0] }, "ToolTip": "",
            ]
        ]
        return (try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])) ?? Data()
    }

    /// Prices of every material of the bundled tables but `missing`, per bundle, on 2026-11-30.
    static func market(missing: Set<Int> = []) -> [String: Data] {
        let prices: [Int: (String, Int, Double)] = [
            66102006: ("운명의 파괴석", 100, 120), 66102007: ("운명의 파괴석 결정", 100, 430),
            66102106: ("운명의 수호석", 100, 40), 66102107: ("운명의 수호석 결정", 100, 180),
            66110225: ("운명의 돌파석", 1, 9), 66110226: ("위대한 운명의 돌파석", 1, 48),
            6861012: ("아비도스 융화 재료", 1, 75), 6861013: ("상급 아비도스 융화 재료", 1, 160),
            66130141: ("운명의 파편 주머니(소)", 1, 240), 66130142: ("운명의 파편 주머니(중)", 1, 470),
            66130143: ("운명의 파편 주머니(대)", 1, 690), 66111132: ("빙하의 숨결", 1, 70),
            66111131: ("용암의 숨결", 1, 260), 66112564: ("재봉술 : 전율 [12-15]", 1, 2_000),
            66112565: ("재봉술 : 전율 [16-19]", 1, 3_000), 66112561: ("야금술 : 전율 [12-15]", 1, 4_000),
            66112562: ("야금술 : 전율 [16-19]", 1, 6_000),
        ]
        var files: [String: Data] = [:]
        for (id, (name, bundle, price)) in prices where !missing.contains(id) {
            files["markets/items/\(id).json"] = marketItem(
                name: name, bundle: bundle, days: [("2026-12-01", 0), ("2026-11-30", price), ("2026-11-29", price * 2)])
        }
        return files
    }
}
