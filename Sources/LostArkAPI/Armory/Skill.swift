/// One `ArmorySkills` entry: a combat skill with its tripods and rune.
package struct Skill: Sendable, Decodable {
    package var name: String
    package var level: Int?
    package var type: String?
    package var icon: String?
    package var tripods: [Tripod]
    package var rune: Rune?
    package var tooltip: String?

    package init(from decoder: any Decoder) throws {
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
    package struct Tripod: Sendable, Decodable {
        package var tier: Int?
        package var slot: Int?
        package var name: String
        package var isSelected: Bool
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            tier = f.int("Tier")
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            isSelected = f.bool("IsSelected") ?? false
            tooltip = f.string("Tooltip")
        }
    }

    /// `SkillRune`; its tooltip is tooltip JSON.
    package struct Rune: Sendable, Decodable {
        package var name: String
        package var grade: String?
        package var icon: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }
}
