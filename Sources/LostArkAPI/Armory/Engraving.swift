/// `ArmoryEngraving`: before ArkPassive, equipped engraving books (`Engravings`) and the
/// active effects (`Effects`); since 2025, `ArkPassiveEffects` with grade and level.
public struct Engravings: Sendable, Decodable {
    public var engravings: [Engraving]?
    public var effects: [Effect]?
    public var arkPassiveEffects: [ArkPassiveEffect]?

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        engravings = f.list("Engravings")
        effects = f.list("Effects")
        arkPassiveEffects = f.list("ArkPassiveEffects")
    }

    /// `Engraving`: an equipped engraving book, with a tooltip JSON.
    public struct Engraving: Sendable, Decodable {
        public var slot: Int?
        public var name: String
        public var icon: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    /// `EngravingEffect`: "원한 Lv. 3" with its markup description.
    public struct Effect: Sendable, Decodable {
        public var name: String
        public var icon: String?
        public var description: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            icon = f.string("Icon")
            description = f.string("Description")
        }
    }

    /// `ArkPassiveEffect`: an engraving under ArkPassive, with its ability-stone bonus.
    public struct ArkPassiveEffect: Sendable, Decodable {
        public var name: String
        public var grade: String?
        public var level: Int?
        public var abilityStoneLevel: Int?
        public var description: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            grade = f.string("Grade")
            level = f.int("Level")
            abilityStoneLevel = f.int("AbilityStoneLevel")
            description = f.string("Description")
        }
    }
}
