import DocumentTree
import LostArkAPI
import SnapshotStore
import TooltipDecoder

/// Everything the pages need, read from the snapshots and decoded once for all formats.
struct SiteData: Sendable {
    var characters: [String: Character] = [:]
    var roster: [RosterEntry] = []
    var calendar: [CalendarEntry]?
    var abyss: [AbyssDungeon]?
    var guardian: GuardianRaids?
    /// Every snapshot read, as a path in the API-mirror layout, for data-as-of stamps.
    var paths: [String] = []

    /// A character's armory with its equipment tooltips decoded, in equipment order.
    struct Character: Sendable {
        var armory: Armory
        /// Where its snapshot is, for the sheet's data-as-of stamp.
        var path: String
        var tooltips: [Result<Document, TooltipError>]
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
            let path = SnapshotPaths.armory(name)
            let location = "\(reader.source.label)/\(path)"
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
            characters[armory.profile?.characterName ?? name] = Character(armory: armory, path: path, tooltips: tooltips)
            paths.append(path)
        }
        let siblings = reader.siblingOwners().compactMap { owner in
            read { () throws(SnapshotError) in try reader.siblings(of: owner) }.map { (owner, $0) }
        }
        paths += siblings.map { SnapshotPaths.siblings($0.0) }
        roster = RosterEntry.merge(armories: characters.mapValues(\.armory), siblings: siblings.map(\.1))
        calendar = read(reader.calendar)
        abyss = read(reader.abyssDungeons)
        guardian = read(reader.guardianRaids)
        if calendar != nil { paths.append(SnapshotPaths.calendar) }
        if abyss != nil { paths.append(SnapshotPaths.abyss) }
        if guardian != nil { paths.append(SnapshotPaths.guardian) }
    }
}
