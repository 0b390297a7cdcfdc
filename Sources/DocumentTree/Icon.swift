/// A small in-game sprite from tooltip markup (`<img src='emoticon_…'>`, `&tdc_…`).
///
/// Sprite names are never URLs: known ones map to a glyph or label, unknown ones to a
/// neutral mark, so the source name never reaches the output.
package enum Icon: String, Sendable, Hashable, CaseIterable {
    case dot
    case transcendence
    case willpower
    case corePoint
    case braceletChangeable
    case braceletLocked
    case abilityStone
    case arkEvolution
    case arkRealization
    case arkLeap
    case engravePoint
    case intellect
    case courage
    case charm
    case kindness
    /// A tripod or option not unlocked yet.
    case locked
    case unknown

    /// What a reader without the sprite sees.
    package var text: String {
        switch self {
        case .dot: "•"
        case .transcendence: "✦"
        case .willpower: "◆"
        case .corePoint: "◇"
        case .braceletChangeable: "↻"
        case .braceletLocked: "🔒"
        case .abilityStone: "◈"
        case .arkEvolution: "진화"
        case .arkRealization: "깨달음"
        case .arkLeap: "도약"
        case .engravePoint: "◆"
        case .intellect: "지성"
        case .courage: "담력"
        case .charm: "매력"
        case .kindness: "친절"
        case .locked: "🔒"
        case .unknown: "▪"
        }
    }

    /// Maps an `emoticon_…` sprite name (any case) to an icon.
    package init(spriteName: some StringProtocol) {
        let name = spriteName.lowercased()
        self = Self.sprites.first { name.hasPrefix($0.prefix) }?.icon ?? .unknown
    }

    /// Maps a `&tdc_…` token name (without `&tdc_`) to an icon, or nil if unknown.
    package init?(tendencyToken: some StringProtocol) {
        switch tendencyToken.lowercased() {
        case "smart": self = .intellect
        case "courage": self = .courage
        case "charm": self = .charm
        case "kind": self = .kindness
        default: return nil
        }
    }

    private static let sprites: [(prefix: String, icon: Icon)] = [
        ("emoticon_sign_greendot", .dot), ("emoticon_expedition_dot", .dot),
        ("emoticon_transcendence", .transcendence),
        ("emoticon_arkgrid_willpower", .willpower), ("emoticon_arkgrid_corepoint", .corePoint),
        ("emoticon_tooltip_bracelet_changeable", .braceletChangeable),
        ("emoticon_tooltip_bracelet_locked", .braceletLocked),
        ("emoticon_tooltip_ability_stone", .abilityStone),
        ("emoticon_ark_evolution", .arkEvolution), ("emoticon_ark_realization", .arkRealization),
        ("emoticon_ark_leaf", .arkLeap), ("emoticon_tooltip_engrave", .engravePoint),
    ]
}
