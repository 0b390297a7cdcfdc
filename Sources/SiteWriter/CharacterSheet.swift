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
    var tooltips: [Result<Document, TooltipError>]
    /// Nil when the site has no history source.
    var history: CharacterHistory?
    /// The other sections' tooltips.
    var sheet: SheetTooltips

    /// The name its page goes under: the profile's, else the snapshot's file name.
    static func key(_ armory: Armory, fileName: String) -> String {
        armory.profile?.characterName ?? fileName
    }

    var summary: CharacterSummary {
        CharacterSummary(path: path, profile: armory.profile.map(CharacterSummary.Profile.init))
    }

    /// Reads and decodes the armory of `name` once; nil (with a warning) when there is no
    /// character or its snapshot cannot be read. Problems are appended to `warnings` in the
    /// order the reader meets them.
    static func load(
        _ name: String, reader: SnapshotReader, history: (any HistorySource)?, warnings: inout [String]
    ) -> CharacterSheet? {
        let path = SnapshotPaths.armory(name)
        let location = "\(reader.source.label)/\(path)"
        let armory: Armory
        do {
            guard let decoded = try reader.armory(named: name) else {
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
        let tooltips = (armory.equipment ?? []).map { item in
            Result { () throws(TooltipError) in try TooltipDecoder.decode(item.tooltip ?? "null") }
                .mapError { $0.about("\(item.slot) \(item.name)") }
        }
        for case .failure(let error) in tooltips {
            warnings.append("\(location): \(error.description)")
        }
        var problems: [TooltipError] = []
        let sheet = SheetTooltips(armory, problems: &problems)
        warnings += problems.map { "\(location): \($0.description)" }
        var past: CharacterHistory?
        if let history {
            do {
                past = try CharacterHistory(name: name, from: history, label: location)
            } catch {
                warnings.append(error.description)
            }
        }
        return CharacterSheet(armory: armory, path: path, tooltips: tooltips, history: past, sheet: sheet)
    }
}

/// What the roster and the front page keep of a character once its sheet is written;
/// kept in the build cache, so an unchanged character need not be read again.
struct CharacterSummary: Sendable, Codable, Equatable {
    var path: String
    var profile: Profile?

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
