/// `ArkPassive` (2025): points per tree and the nodes chosen.
public struct ArkPassive: Sendable, Decodable {
    public var title: String?
    public var isArkPassive: Bool?
    public var points: [Point]
    public var effects: [Effect]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        title = f.string("Title")
        isArkPassive = f.bool("IsArkPassive")
        points = f.list("Points") ?? []
        effects = f.list("Effects") ?? []
    }

    /// 진화 / 깨달음 / 도약: points spent, with a markup tooltip and "6랭크 30레벨".
    public struct Point: Sendable, Decodable {
        public var name: String
        public var value: Int?
        public var tooltip: String?
        public var description: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            value = f.int("Value")
            tooltip = f.string("Tooltip")
            description = f.string("Description")
        }

        /// The rank and level the description states ("6랭크 30레벨"), when it does.
        public var rankAndLevel: (rank: Int, level: Int)? {
            guard let description else { return nil }
            let words = description.split(whereSeparator: { $0 == " " || $0 == "\u{a0}" })
            guard let rank = words.firstNumber(before: "랭크"), let level = words.firstNumber(before: "레벨") else { return nil }
            return (rank, level)
        }
    }

    /// A chosen node: its tree, a markup description ("깨달음 1티어 수라의 길 Lv.1") and a
    /// tooltip JSON (the API spells the key `ToolTip`).
    public struct Effect: Sendable, Decodable {
        public var name: String
        public var icon: String?
        public var description: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
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
