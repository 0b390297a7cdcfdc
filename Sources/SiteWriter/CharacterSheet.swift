import DocumentTree
import Foundation
import LostArkAPI
import SnapshotStore
import TooltipDecoder

/// One character's armory with every tooltip decoded: held only while its sheet is rendered.
struct CharacterSheet: Sendable {
    var armory: Armory
    /// Where its snapshot is, for the sheet's data-as-of stamp.
    var path: String
    /// Equipment tooltips, in equipment order.
    var tooltips: [DecodedTooltip]
    /// Nil when the site has no history source.
    var history: CharacterHistory?
    /// The other sections' tooltips.
    var sheet: SheetTooltips
    /// Where its tooltips and fragments were, and are, made.
    var memo: TooltipMemo

    /// The name its page goes under: the profile's, else the snapshot's file name.
    static func key(_ armory: Armory, fileName: String) -> String {
        armory.profile?.characterName ?? fileName
    }

    var summary: CharacterSummary {
        var summary = CharacterSummary(path: path, profile: armory.profile.map(CharacterSummary.Profile.init))
        summary.itemLevelWeekAgo = history.flatMap { Self.weekAgo($0.itemLevel) }
        return summary
    }

    /// The last value recorded at least seven days before the latest one, if any.
    static func weekAgo(_ points: [HistoryPoint]) -> Double? {
        guard let latest = points.map(\.date).max() else { return nil }
        let cutoff = latest.addingTimeInterval(-7 * 86_400)
        return points.filter { $0.date <= cutoff }.max { $0.date < $1.date }?.value
    }

    /// Reads and decodes the armory of `name` once; nil (with a warning) when there is no
    /// character or its snapshot cannot be read. Problems are appended to `warnings` in the
    /// order the reader meets them.
    static func load(
        _ name: String, bytes: Data? = nil, reader: SnapshotReader, history: (any HistorySource)?, memo: TooltipMemo,
        warnings: inout [String]
    ) -> CharacterSheet? {
        let path = SnapshotPaths.armory(name)
        let location = "\(reader.source.label)/\(path)"
        let armory: Armory
        do {
            guard let decoded = try reader.armory(named: name, bytes: bytes) else {
                warnings.append("\(location): no such character (the API answered null)")
                return nil
            }
            armory = decoded
        } catch {
            warnings.append(error.description)
            return nil
        }
        for section in armory.unreadableSections {
            warnings.append("\(location): section \(section) is unreadable")
        }
        let equipment = armory.equipment ?? []
        let tooltips = equipment.map { memo.tooltip($0.tooltip ?? "null") }
        for (item, tooltip) in zip(equipment, tooltips) {
            guard case .failure(let error) = tooltip.result else { continue }
            warnings.append("\(location): \(error.about("\(item.slot) \(item.name)").description)")
        }
        var problems: [TooltipError] = []
        let sheet = SheetTooltips(armory, memo: memo, problems: &problems)
        warnings += problems.map { "\(location): \($0.description)" }
        var past: CharacterHistory?
        if let history {
            do {
                past = try CharacterHistory(name: name, from: history, label: location)
            } catch {
                warnings.append(error.description)
            }
        }
        return CharacterSheet(armory: armory, path: path, tooltips: tooltips, history: past, sheet: sheet, memo: memo)
    }
}

/// What the roster and the front page keep of a character once its sheet is written;
/// kept in the build cache, so an unchanged character need not be read again.
struct CharacterSummary: Sendable, Codable, Equatable {
    var path: String
    var profile: Profile?
    /// The item level a week before the latest snapshot, when the store remembers one.
    var itemLevelWeekAgo: Double?

    init(path: String, profile: Profile?) {
        self.path = path
        self.profile = profile
    }

    /// The profile fields the roster and the front page show.
    struct Profile: Sendable, Codable, Equatable {
        var className: String?
        var serverName: String?
        var characterLevel: Int?
        var itemLevelValue: Double?
        var combatPower: String?
        var title: String?
        var guildName: String?

        var itemLevel: ItemLevel? { itemLevelValue.map(ItemLevel.init(value:)) }

        init(_ profile: LostArkAPI.Profile) {
            className = profile.className
            serverName = profile.serverName
            characterLevel = profile.characterLevel
            itemLevelValue = profile.itemLevel?.value
            combatPower = profile.combatPower
            title = profile.title
            guildName = profile.guildName
        }
    }
}
