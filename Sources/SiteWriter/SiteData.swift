import DocumentTree
import LostArkAPI
import SnapshotStore
import TooltipDecoder

/// Everything the pages need, read from the snapshots and decoded once for all formats.
struct SiteData: Sendable {
    var characters: [String: Character] = [:]
    var roster: [RosterEntry] = []
    /// Each siblings snapshot: one roster of characters across servers.
    var siblingLists: [[CharacterInfo]] = []
    var calendar: [CalendarEntry]?
    var abyss: [AbyssDungeon]?
    var guardian: GuardianRaids?

    /// A character's armory with its equipment tooltips decoded, in equipment order.
    struct Character: Sendable {
        var armory: Armory
        var tooltips: [Result<Document, TooltipError>]
        /// The other sections' tooltips.
        var sheet: SheetTooltips
    }

    init(reader: SnapshotReader, warnings: inout [String]) {
        func read<T>(_ what: () throws(SnapshotError) -> T?) -> T? {
            do {
                return try what()
            } catch {
                warnings.append(error.description)
                return nil
            }
        }
        for name in reader.armoryNames() {
            let location = "\(reader.source.label)/armories/characters/\(name).json"
            let armory: Armory
            do {
                guard let decoded = try reader.armory(named: name) else {
                    warnings.append("\(location): no such character (the API answered null)")
                    continue
                }
                armory = decoded
            } catch {
                warnings.append(error.description)
                continue
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
            characters[armory.profile?.characterName ?? name] = Character(armory: armory, tooltips: tooltips, sheet: sheet)
        }
        siblingLists = reader.siblingOwners().compactMap { owner in
            read { () throws(SnapshotError) in try reader.siblings(of: owner) }
        }
        roster = RosterEntry.merge(armories: characters.mapValues(\.armory), siblings: siblingLists)
        calendar = read(reader.calendar)
        abyss = read(reader.abyssDungeons)
        guardian = read(reader.guardianRaids)
    }
}
