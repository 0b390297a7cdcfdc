/// `ArmoryGem`: the gems and what each does to a skill.
///
/// `Effects` changed shape in 2025: before, a list of per-gem effects with one
/// `Description` string; since, an object with a total `Description` and `Skills`, each
/// with a list of descriptions and an `Option`. Both decode into ``effects``.
package struct Gems: Sendable, Decodable {
    package var gems: [Gem]
    package var effects: [Effect]
    /// The 2025 summary line ("기본 공격력 총합 : 13.20%"), markup.
    package var summary: String?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        gems = f.list("Gems") ?? []
        if let old = f.list("Effects", of: Effect.self) {
            effects = old
        } else if let new = f.object("Effects", as: Fields.self)?.value {
            effects = new.list("Skills") ?? []
            summary = new.string("Description")
        } else {
            effects = []
        }
    }

    package struct Gem: Sendable, Decodable {
        package var slot: Int?
        /// Markup: `<P ALIGN='CENTER'><FONT …>10레벨 광휘의 보석</FONT></P>`.
        package var name: String
        package var level: Int?
        package var grade: String?
        package var icon: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            level = f.int("Level")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    package struct Effect: Sendable, Decodable {
        package var gemSlot: Int?
        /// The skill's name.
        package var name: String
        package var descriptions: [String]
        /// The 2025 gems' second effect.
        package var option: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            gemSlot = f.int("GemSlot")
            name = f.string("Name") ?? ""
            descriptions = f.strings("Description") ?? f.string("Description").map { [$0] } ?? []
            option = f.string("Option")
            tooltip = f.string("Tooltip")
        }
    }
}

/// The keyed fields of an object, to read a value whose shape depends on the API version.
struct Fields: Decodable {
    let value: LenientFields
    init(from decoder: any Decoder) throws {
        value = try decoder.fields()
    }
}
