/// `ArmoryGem`: the gems and what each does to a skill.
///
/// `Effects` changed shape in 2025: before, a list of per-gem effects with one
/// `Description` string; since, an object with a total `Description` and `Skills`, each
/// with a list of descriptions and an `Option`. Both decode into ``effects``.
public struct Gems: Sendable, Decodable {
    public var gems: [Gem]
    public var effects: [Effect]
    /// The 2025 summary line ("기본 공격력 총합 : 13.20%"), markup.
    public var summary: String?

    public init(from decoder: any Decoder) throws {
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

    public struct Gem: Sendable, Decodable {
        public var slot: Int?
        /// Markup: `<P ALIGN='CENTER'><FONT …>10레벨 광휘의 보석</FONT></P>`.
        public var name: String
        public var level: Int?
        public var grade: String?
        public var icon: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            slot = f.int("Slot")
            name = f.string("Name") ?? ""
            level = f.int("Level")
            grade = f.string("Grade")
            icon = f.string("Icon")
            tooltip = f.string("Tooltip")
        }
    }

    public struct Effect: Sendable, Decodable {
        public var gemSlot: Int?
        /// The skill's name.
        public var name: String
        public var descriptions: [String]
        /// The 2025 gems' second effect.
        public var option: String?
        public var tooltip: String?

        public init(from decoder: any Decoder) throws {
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
