/// `ArkPassive` (2025): points per tree and the nodes chosen.
package struct ArkPassive: Sendable, Decodable {
    package var title: String?
    package var isArkPassive: Bool?
    package var points: [Point]
    package var effects: [Effect]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        title = f.string("Title")
        isArkPassive = f.bool("IsArkPassive")
        points = f.list("Points") ?? []
        effects = f.list("Effects") ?? []
    }

    /// 진화 / 깨달음 / 도약: points spent, with a markup tooltip and "6랭크 30레벨".
    package struct Point: Sendable, Decodable {
        package var name: String
        package var value: Int?
        package var tooltip: String?
        package var description: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            value = f.int("Value")
            tooltip = f.string("Tooltip")
            description = f.string("Description")
        }

        /// The rank and level the description states ("6랭크 30레벨"), when it does.
        package var rankAndLevel: (rank: Int, level: Int)? {
            guard let description else { return nil }
            let words = description.split(whereSeparator: { $0 == " " || $0 == "\u{a0}" })
            guard let rank = words.firstNumber(before: "랭크"), let level = words.firstNumber(before: "레벨") else { return nil }
            return (rank, level)
        }
    }

    /// A chosen node: its tree, a markup description ("깨달음 1티어 수라의 길 Lv.1") and a
    /// tooltip JSON (the API spells the key `ToolTip`).
    package struct Effect: Sendable, Decodable {
        package var name: String
        package var icon: String?
        package var description: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            icon = f.string("Icon")
            description = f.string("Description")
            tooltip = f.string("ToolTip") ?? f.string("Tooltip")
        }
    }
}

extension [Substring] {
    /// 6 of the first word "6랭크" that ends in `unit`.
    fileprivate func firstNumber(before unit: String) -> Int? {
        lazy.compactMap { $0.hasSuffix(unit) ? Int($0.dropLast(unit.count)) : nil }.first
    }
}
