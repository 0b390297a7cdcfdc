/// `ArkGrid` (late 2025): cores in slots, each with its gems, and the grid's effects.
package struct ArkGrid: Sendable, Decodable {
    package var slots: [Slot]
    package var effects: [Effect]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slots = f.list("Slots") ?? []
        effects = f.list("Effects") ?? []
    }

    package struct Slot: Sendable, Decodable {
        package var index: Int?
        package var name: String
        package var point: Int?
        package var grade: String?
        package var icon: String?
        package var tooltip: String?
        package var gems: [Gem]

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            index = f.int("Index")
            name = f.string("Name") ?? ""
            point = f.int("Point")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
            gems = f.list("Gems") ?? []
        }
    }

    package struct Gem: Sendable, Decodable {
        package var index: Int?
        package var isActive: Bool?
        package var grade: String?
        package var icon: String?
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            index = f.int("Index")
            isActive = f.bool("IsActive")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    package struct Effect: Sendable, Decodable {
        package var name: String
        package var level: Int?
        /// Markup.
        package var tooltip: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            level = f.int("Level")
            tooltip = f.string("Tooltip")
        }
    }
}
