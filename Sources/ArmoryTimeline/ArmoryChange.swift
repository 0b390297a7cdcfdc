/// One thing that changed on a character between two armory answers, as a fact. Pages word
/// it through the templates; nothing here is text for a reader beyond the game's own names.
package enum ArmoryChange: Sendable, Equatable {
    case itemLevel(from: Double, to: Double)
    case combatPower(from: Double, to: Double)
    /// The character's name, across a rename joined in `loas.yml` (one history, two names).
    case renamed(from: String, to: String)
    case title(from: String?, to: String?)
    case guild(from: String?, to: String?)
    /// Same item, another honing step: "+18" → "+20".
    case honed(slot: String, name: String, from: Int, to: Int)
    case advancedHoned(slot: String, name: String, from: Int, to: Int)
    case quality(slot: String, name: String, from: Int, to: Int)
    case transcended(slot: String, name: String, from: Int, to: Int)
    case elixirs(slot: String, name: String, to: [String])
    /// An accessory's polish, a bracelet's effects or a stone's engravings changed.
    case effects(slot: String, name: String, to: [String])
    case swapped(slot: String, from: String, to: String)
    case equipped(slot: String, name: String)
    case removed(slot: String, name: String)
    /// A gem socket: a gem set, levelled, changed kind or skill, or taken out.
    case gem(slot: Int, from: ArmoryState.Gem?, to: ArmoryState.Gem?)
    case cardSet(from: String?, to: String?)
    case cardAwakening(from: Int, to: Int)
    case engraving(name: String, from: ArmoryState.Engraving?, to: ArmoryState.Engraving?)
    case arkPassivePoint(name: String, from: ArmoryState.ArkPassivePoint?, to: ArmoryState.ArkPassivePoint?)
    case arkPassiveNode(name: String, from: Int?, to: Int?)
    case arkGridCore(slot: Int, from: ArmoryState.ArkGridCore?, to: ArmoryState.ArkGridCore?)
    case skillLevel(name: String, from: Int, to: Int)
    case tripods(name: String, to: [String])
    case rune(name: String, from: String?, to: String?)

    /// The part of the sheet it concerns, for grouping and for feed categories.
    package var area: Area {
        switch self {
        case .itemLevel, .combatPower: .level
        case .renamed, .title, .guild: .profile
        case .honed, .advancedHoned, .quality, .transcended, .elixirs, .effects, .swapped, .equipped, .removed: .equipment
        case .gem: .gems
        case .cardSet, .cardAwakening: .cards
        case .engraving: .engravings
        case .arkPassivePoint, .arkPassiveNode: .arkPassive
        case .arkGridCore: .arkGrid
        case .skillLevel, .tripods, .rune: .skills
        }
    }

    package enum Area: String, Sendable, CaseIterable {
        case level, profile, equipment, gems, cards, engravings, arkPassive, arkGrid, skills
    }
}
