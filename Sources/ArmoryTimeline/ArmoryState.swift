/// What a player compares between two looks at a character: the facts of one armory answer
/// that a change timeline is made of, read once and compared as values. Fields that move
/// every fetch (stats, expedition level) are left out; so are avatars and collectibles.
///
/// A section the answer lacks (null, unreadable, or not asked for) is nil: unknown, so
/// nothing in it is said to have changed.
package struct ArmoryState: Sendable, Equatable {
    package var itemLevel: Double?
    package var combatPower: Double?
    package var hasProfile = false
    package var name: String?
    package var title: String?
    package var guild: String?
    /// Equipment in the API's order, keyed by slot and its count ("반지#2"): weapon, armour,
    /// accessories, the ability stone and the bracelet.
    package var pieces: [Piece]?
    package var gems: [Gem]?
    /// The card set's active effect ("세상을 구하는 빛 6세트 (30각성합계)"), and the awakenings.
    package var hasCards = false
    package var cardSet: String?
    package var cardAwakening: Int?
    package var engravings: [Engraving]?
    package var arkPassivePoints: [ArkPassivePoint]?
    /// Chosen nodes as "tree · name" keys with their level.
    package var arkPassiveNodes: [String: Int]?
    package var arkGridCores: [ArkGridCore]?
    package var skills: [Skill]?

    package init() {}

    /// Every section unknown here taken from `known`.
    package mutating func fillUnknown(from known: ArmoryState) {
        if !hasProfile { (hasProfile, name, title, guild) = (known.hasProfile, known.name, known.title, known.guild) }
        itemLevel = itemLevel ?? known.itemLevel
        combatPower = combatPower ?? known.combatPower
        pieces = pieces ?? known.pieces
        gems = gems ?? known.gems
        if !hasCards { (hasCards, cardSet, cardAwakening) = (known.hasCards, known.cardSet, known.cardAwakening) }
        engravings = engravings ?? known.engravings
        arkPassivePoints = arkPassivePoints ?? known.arkPassivePoints
        arkPassiveNodes = arkPassiveNodes ?? known.arkPassiveNodes
        arkGridCores = arkGridCores ?? known.arkGridCores
        skills = skills ?? known.skills
    }

    package struct Piece: Sendable, Equatable {
        package var key: String
        package var slot: String
        /// The name without its "+25 " honing prefix.
        package var name: String
        package var honing: Int?
        package var advancedHoning: Int?
        package var quality: Int?
        /// Polish effects of an accessory, effects of a bracelet, engravings of a stone: the
        /// lines that make the piece what it is beyond its name.
        package var effects: [String] = []
        package var transcendence: Int?
        package var elixirs: [String] = []
        /// Its tooltip was read: quality, effects and the rest are known (an absent line is none).
        package var hasFacts = false
    }

    package struct Gem: Sendable, Equatable {
        package var slot: Int
        package var level: Int?
        package var kind: String
        package var skill: String?
    }

    package struct Engraving: Sendable, Equatable {
        package var name: String
        package var level: Int?
        package var grade: String?
        package var stoneLevel: Int?
    }

    package struct ArkPassivePoint: Sendable, Equatable {
        package var name: String
        package var value: Int?
        package var rank: Int?
        package var level: Int?
    }

    package struct ArkGridCore: Sendable, Equatable {
        package var slot: Int
        package var name: String
        package var point: Int?
        package var gems: Int
    }

    package struct Skill: Sendable, Equatable {
        package var name: String
        package var level: Int?
        package var tripods: [String]
        package var rune: String?
    }
}
