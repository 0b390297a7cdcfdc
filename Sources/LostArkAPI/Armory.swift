/// `GET /armories/characters/{name}`: everything the armory knows about one character.
///
/// Sections the API sends as `null` are nil. A section that fails to decode is nil too,
/// and its name goes into ``unreadableSections`` so pages can say so instead of going blank.
package struct Armory: Sendable, Decodable {
    package var profile: Profile?
    package var equipment: [Equipment]?
    package var avatars: [Avatar]?
    package var skills: [Skill]?
    package var engravings: Engravings?
    package var cards: Cards?
    package var gems: Gems?
    package var arkPassive: ArkPassive?
    package var arkGrid: ArkGrid?
    package var colosseum: ColosseumInfo?
    package var collectibles: [Collectible]?
    package var unreadableSections: [String] = []
    /// Fields whose numbers were out of range (``OutOfRange``), read as absent.
    package var outOfRange: [String] = []

    package init(profile: Profile?, equipment: [Equipment]?) {
        self.profile = profile
        self.equipment = equipment
    }

    package init(from decoder: any Decoder) throws {
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
        do {
            return try fields.elements(key, of: T.self)
        } catch {
            problems.append(key)
            return nil
        }
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
package struct Profile: Sendable, Decodable {
    package var characterName: String
    package var serverName: String?
    package var className: String?
    package var characterLevel: Int?
    package var itemLevel: ItemLevel?
    package var combatPower: String?
    package var expeditionLevel: Int?
    package var title: String?
    package var guildName: String?
    package var guildMemberGrade: String?
    package var townName: String?
    package var townLevel: Int?
    package var pvpGrade: String?
    package var honorPoint: Int?
    package var usingSkillPoint: Int?
    package var totalSkillPoint: Int?
    package var characterImage: String?
    package var stats: [Stat]
    package var tendencies: [Tendency]

    package init(from decoder: any Decoder) throws {
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

    package struct Stat: Sendable, Decodable {
        package var type: String
        package var value: String
        /// HTML-like markup lines, as tooltip strings.
        package var tooltip: [String]

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            type = f.string("Type") ?? "?"
            value = f.string("Value") ?? ""
            tooltip = f.strings("Tooltip") ?? []
        }
    }

    package struct Tendency: Sendable, Decodable {
        package var type: String
        package var point: Int
        package var maxPoint: Int

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            type = f.string("Type") ?? "?"
            point = f.int("Point") ?? 0
            maxPoint = f.int("MaxPoint") ?? 0
        }
    }
}

/// One `ArmoryEquipment` entry.
package struct Equipment: Sendable, Decodable {
    package var slot: String
    package var name: String
    package var grade: String?
    package var icon: String?
    /// The raw `Tooltip` string (JSON inside JSON), decoded by the tooltip decoder.
    package var tooltip: String?

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        slot = f.string("Type") ?? ""
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        icon = f.string("Icon")
        tooltip = f.string("Tooltip")
    }
}
