import DocumentTree
import Foundation
import LostArkAPI
import Support
import TooltipDecoder

/// One character's armory with every tooltip decoded: held only while its sheet is rendered.
package struct CharacterSheet: Sendable {
    package let armory: Armory
    /// Where its snapshot is, for the sheet's data-as-of stamp.
    package var path: String
    /// Equipment tooltips, in equipment order.
    package var tooltips: [DecodedTooltip]
    /// Nil when the site has no history source.
    package var history: CharacterHistory?
    /// The other sections' tooltips.
    package let sheet: SheetTooltips
    /// What both formats show alike, read once.
    package let facts: SheetFacts
    /// Where its tooltips and fragments were, and are, made.
    package var memo: TooltipMemo

    /// The name its page goes under: the profile's, else the snapshot's file name.
    package static func key(_ armory: Armory, fileName: String) -> String {
        armory.profile?.characterName ?? fileName
    }

    package var summary: CharacterSummary {
        var summary = CharacterSummary(path: path, profile: armory.profile.map(CharacterSummary.Profile.init))
        summary.itemLevelWeekAgo = history.flatMap { Self.weekAgo($0.itemLevel) }
        summary.recentItemLevel = history.map { WeekChange.recent($0.itemLevel) }
        summary.recentCombatPower = history.map { WeekChange.recent($0.combatPower) }
        summary.honing = HoningGear.pieces(armory.equipment ?? [], facts: facts.equipment)
        return summary
    }

    /// The last value recorded at least seven days before the latest one, if any.
    package static func weekAgo(_ points: [HistoryPoint]) -> Double? {
        guard let latest = points.map(\.date).max() else { return nil }
        let cutoff = latest.addingTimeInterval(-7 * 86_400)
        return points.filter { $0.date <= cutoff }.max { $0.date < $1.date }?.value
    }

    package init(
        armory: Armory, path: String, tooltips: [DecodedTooltip], history: CharacterHistory?, sheet: SheetTooltips, memo: TooltipMemo
    ) {
        self.armory = armory
        self.path = path
        self.tooltips = tooltips
        self.history = history
        self.sheet = sheet
        self.memo = memo
        facts = SheetFacts(armory: armory, equipment: tooltips, sheet: sheet, memo: memo)
    }
}

/// What the roster and the front page keep of a character once its sheet is written;
/// kept in the build cache, so an unchanged character need not be read again.
package struct CharacterSummary: Sendable, Codable, Equatable {
    package var path: String
    package var profile: Profile?
    /// The item level a week before the latest snapshot, when the store remembers one.
    package var itemLevelWeekAgo: Double?
    /// The recent entries of its change timeline, newest first (`DatedChanges.recent`);
    /// empty without history. Set by the build, which has the words.
    package var changes: [DatedChanges] = []
    /// The item level and combat power series of its latest days (`WeekChange.recent`), for
    /// the front page's change since the weekly reset; nil without history.
    package var recentItemLevel: [HistoryPoint]?
    package var recentCombatPower: [HistoryPoint]?
    /// Since when the API no longer answers for it (renamed or deleted): its sheet is its
    /// last real answer, and the roster and front page keep it apart from live characters.
    package var silentSince: Date?
    /// The pieces the honing planner plans (nil from a cache written before it).
    package var honing: [HoningGear]?

    package init(path: String, profile: Profile?) {
        self.path = path
        self.profile = profile
    }

    /// The profile fields the roster and the front page show.
    package struct Profile: Sendable, Codable, Equatable {
        package var className: String?
        package var serverName: String?
        package var characterLevel: Int?
        package var itemLevelValue: Double?
        package var combatPower: String?
        package var title: String?
        package var guildName: String?
        /// The portrait's address, for the front page's cards.
        package var characterImage: String?

        package var itemLevel: ItemLevel? { itemLevelValue.map(ItemLevel.init(value:)) }

        package init(_ profile: LostArkAPI.Profile) {
            className = profile.className
            serverName = profile.serverName
            characterLevel = profile.characterLevel
            itemLevelValue = profile.itemLevel?.value
            combatPower = profile.combatPower
            title = profile.title
            guildName = profile.guildName
            characterImage = profile.characterImage
        }
    }
}
