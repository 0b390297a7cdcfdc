/// `GET /armories/characters/{name}`: everything the armory knows about one character.
///
/// Sections the API sends as `null` are nil. A section that fails to decode is nil too,
/// and its name goes into ``unreadableSections`` so pages can say so instead of going blank.
public struct Armory: Sendable, Decodable {
    public var profile: Profile?
    public var equipment: [Equipment]?
    public var avatars: [Avatar]?
    public var skills: [Skill]?
    public var engravings: Engravings?
    public var cards: Cards?
    public var gems: Gems?
    public var arkPassive: ArkPassive?
    public var arkGrid: ArkGrid?
    public var colosseum: ColosseumInfo?
    public var collectibles: [Collectible]?
    public var unreadableSections: [String] = []
    /// Fields whose numbers were out of range (``OutOfRange``), read as absent.
    public var outOfRange: [String] = []

    public init(profile: Profile?, equipment: [Equipment]?) {
        self.profile = profile
        self.equipment = equipment
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.fields()
        profile = Self.section("ArmoryProfile", in: fields, problems: &unreadableSections)
        equipment = Self.section("ArmoryEquipment", in: fields, problems: &unreadableSections)
            .map { (items: [Tolerant<Equipment>]) in items.compactMap(\.value) }
        avatars = Self.list("ArmoryAvatars", in: fields, problems: &unreadableSections)
        skills = Self.list("ArmorySkills", in: fields, problems: &unreadableSections)
        engravings = Self.section("ArmoryEngraving", in: fields, problems: &unreadableSections)
        cards = Self.section("ArmoryCard", in: fields, problems: &unreadableSections)
        gems = Self.section("ArmoryGem", in: fields, problems: &unreadableSections)
        arkPassive = Self.section("ArkPassive", in: fields, problems: &unreadableSections)
        arkGrid = Self.section("ArkGrid", in: fields, problems: &unreadableSections)
        colosseum = Self.section("ColosseumInfo", in: fields, problems: &unreadableSections)
        collectibles = Self.list("Collectibles", in: fields, problems: &unreadableSections)
    }

    /// A list section whose broken elements are skipped rather than failing the section.
    private static func list<T: Decodable>(
        _ key: String, in fields: LenientFields, problems: inout [String]
    ) -> [T]? {
        section(key, in: fields, problems: &problems).map { (items: [Tolerant<T>]) in items.compactMap(\.value) }
    }

    private static func section<T: Decodable>(
        _ key: String, in fields: LenientFields, problems: inout [String]
    ) -> T? {
        do {
            return try fields.decodeIfPresent(T.self, forKey: key)
        } catch {
            problems.append(key)
            return nil
        }
    }
}

/// `ArmoryProfile`.
public struct Profile: Sendable, Decodable {
    public var characterName: String
    public var serverName: String?
    public var className: String?
    public var characterLevel: Int?
    public var itemLevel: ItemLevel?
    public var combatPower: String?
    public var expeditionLevel: Int?
    public var title: String?
    public var guildName: String?
    public var guildMemberGrade: String?
    public var townName: String?
    public var townLevel: Int?
    public var pvpGrade: String?
    public var honorPoint: Int?
    public var usingSkillPoint: Int?
    public var totalSkillPoint: Int?
    public var characterImage: String?
    public var stats: [Stat]
    public var tendencies: [Tendency]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        guard let name = f.string("CharacterName") else {
            throw DecodingError.keyNotFound(
                AnyKey("CharacterName"), .init(codingPath: decoder.codingPath, debugDescription: "profile without a name"))
        }
        characterName = name
        serverName = f.string("ServerName")
        className = f.string("CharacterClassName")
        characterLevel = f.int("CharacterLevel")
        itemLevel = f.itemLevel("ItemAvgLevel")
        combatPower = f.figure("CombatPower")
        expeditionLevel = f.int("ExpeditionLevel")
        title = f.string("Title")
        guildName = f.string("GuildName")
        guildMemberGrade = f.string("GuildMemberGrade")
        townName = f.string("TownName")
        townLevel = f.int("TownLevel")
        pvpGrade = f.string("PvpGradeName")
        honorPoint = f.int("HonorPoint")
        usingSkillPoint = f.int("UsingSkillPoint")
        totalSkillPoint = f.int("TotalSkillPoint")
        characterImage = f.string("CharacterImage")
        stats = f.list("Stats") ?? []
        tendencies = f.list("Tendencies") ?? []
    }

    public struct Stat: Sendable, Decodable {
        public var type: String
        public var value: String
        /// HTML-like markup lines, as tooltip strings.
        public var tooltip: [String]

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            type = f.string("Type") ?? "?"
            value = f.string("Value") ?? ""
            tooltip = f.strings("Tooltip") ?? []
        }
    }

    public struct Tendency: Sendable, Decodable {
        public var type: String
        public var point: Int
        public var maxPoint: Int

        public init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            type = f.string("Type") ?? "?"
            point = f.int("Point") ?? 0
            maxPoint = f.int("MaxPoint") ?? 0
        }
    }
}

/// One `ArmoryEquipment` entry.
public struct Equipment: Sendable, Decodable {
    public var slot: String
    public var name: String
    public var grade: String?
    public var icon: String?
    /// The raw `Tooltip` string (JSON inside JSON), decoded by the tooltip decoder.
    public var tooltip: String?

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slot = f.string("Type") ?? ""
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        icon = f.string("Icon")
        tooltip = f.string("Tooltip")
    }
}
