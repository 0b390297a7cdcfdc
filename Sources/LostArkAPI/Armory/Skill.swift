/// One `ArmorySkills` entry: a combat skill with its tripods and rune.
public struct Skill: Sendable, Decodable {
    public var name: String
    public var level: Int?
    public var type: String?
    public var icon: String?
    public var tripods: [Tripod]
    public var rune: Rune?
    public var tooltip: String?

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        level = f.int("Level")
        type = f.string("Type")
        icon = f.string("Icon")
        tripods = f.list("Tripods") ?? []
        rune = f.object("Rune")
        tooltip = f.string("Tooltip")
    }

    /// `SkillTripod`; its tooltip is markup only.
    public struct Tripod: Sendable, Decodable {
        public var tier: Int?
        public var slot: Int?
        public var name: String
        public var isSelected: Bool
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            tier = f.int("Tier")
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            isSelected = f.bool("IsSelected") ?? false
            tooltip = f.string("Tooltip")
        }
    }

    /// `SkillRune`; its tooltip is tooltip JSON.
    public struct Rune: Sendable, Decodable {
        public var name: String
        public var grade: String?
        public var icon: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }
}
