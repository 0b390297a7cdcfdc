/// `ArkGrid` (late 2025): cores in slots, each with its gems, and the grid's effects.
public struct ArkGrid: Sendable, Decodable {
    public var slots: [Slot]
    public var effects: [Effect]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slots = f.list("Slots") ?? []
        effects = f.list("Effects") ?? []
    }

    public struct Slot: Sendable, Decodable {
        public var index: Int?
        public var name: String
        public var point: Int?
        public var grade: String?
        public var icon: String?
        public var tooltip: String?
        public var gems: [Gem]

        public init(from decoder: any Decoder) throws {
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

    public struct Gem: Sendable, Decodable {
        public var index: Int?
        public var isActive: Bool?
        public var grade: String?
        public var icon: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            index = f.int("Index")
            isActive = f.bool("IsActive")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    public struct Effect: Sendable, Decodable {
        public var name: String
        public var level: Int?
        /// Markup.
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            level = f.int("Level")
            tooltip = f.string("Tooltip")
        }
    }
}
