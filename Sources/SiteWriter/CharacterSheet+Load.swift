import Foundation
import LostArkAPI
import SitePages
import SnapshotStore
import StoredHistory
import TooltipDecoder

extension CharacterSheet {
    /// Reads and decodes the armory of `name` once; nil (with a warning) when there is no
    /// character or its snapshot cannot be read. Problems are appended to `warnings` in the
    /// order the reader meets them. `former` are names the character had before (`renames`),
    /// oldest first, whose history its own continues.
    static func load(
        _ name: String, bytes: Data? = nil, reader: SnapshotReader, history: (any HistorySource)?, former: [String] = [],
        memo: TooltipMemo, warnings: inout [String]
    ) -> CharacterSheet? {
        let path = Route.armory(character: name).mirrorPath
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
        warnings += armory.outOfRange.map { "\(location): \($0)" }
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
                past = try CharacterHistory(names: former + [name], from: history, label: location, memo: memo)
            } catch {
                warnings.append(error.description)
            }
        }
        return CharacterSheet(armory: armory, path: path, tooltips: tooltips, history: past, sheet: sheet, memo: memo)
    }
}
