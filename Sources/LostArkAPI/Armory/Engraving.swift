/// `ArmoryEngraving`: before ArkPassive, equipped engraving books (`Engravings`) and the
/// active effects (`Effects`); since 2025, `ArkPassiveEffects` with grade and level.
package struct Engravings: Sendable, Decodable {
    package var engravings: [Engraving]?
    package var effects: [Effect]?
    package var arkPassiveEffects: [ArkPassiveEffect]?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        engravings = f.list("Engravings")
        effects = f.list("Effects")
        arkPassiveEffects = f.list("ArkPassiveEffects")
    }

    /// `Engraving`: an equipped engraving book, with a tooltip JSON.
    package struct Engraving: Sendable, Decodable {
        package var slot: Int?
        package var name: String
        package var icon: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    /// `EngravingEffect`: "원한 Lv. 3" with its markup description.
    package struct Effect: Sendable, Decodable {
        package var name: String
        package var icon: String?
        package var description: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            icon = f.string("Icon")
            description = f.string("Description")
        }
    }

    /// `ArkPassiveEffect`: an engraving under ArkPassive, with its ability-stone bonus.
    package struct ArkPassiveEffect: Sendable, Decodable {
        package var name: String
        package var grade: String?
        package var level: Int?
        package var abilityStoneLevel: Int?
        package var description: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            grade = f.string("Grade")
            level = f.int("Level")
            abilityStoneLevel = f.int("AbilityStoneLevel")
            description = f.string("Description")
        }
    }
}
