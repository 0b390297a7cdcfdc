import BundledResources
import Foundation
import Planning
import Support
import Yams

/// `raids.yml`: the raids of the homework board with their dated gold, the daily and
/// roster-wide content it lists and how long calendar events last. One ships with the
/// templates; a `raids.yml` beside `loas.yml` (or in the templates folder) replaces it whole,
/// since a game update changes these every few months. The fields: `docs/raids.md`.
///
/// ```yaml
/// sources: { LG: "loalogol.kr, checked in game 2026-07-27" }
/// raids:
///   - name: 종막 카제로스
///     released: 2025-09-10                 # optional; also `closed:`
///     players: 8
///     difficulties:
///       - difficulty: 노말
///         min_item_level: 1710
///         figures:                         # oldest first; each from its day (KST) on
///           - { gold: 40000, sources: [LG] }            # a total when gates are unknown
///           - { from: 2026-06-21, gold: [11000, 21000], bound: half, bonus: [3520, 6720], sources: [LG] }
/// daily:
///   - { name: 균열, min_item_level: 1730 }              # also below_item_level
/// roster_weekly:
///   - { name: 카오스 게이트, times_per_week: 4, bound_gold: [{ min_item_level: 1730, gold: 3500 }] }
/// calendar_minutes:                        # how long an event of each category lasts in calendar.ics
///   모험 섬: 30
/// ```
package enum RaidCatalogFile: DataFile {
    package static let fileName = "raids.yml"

    package static let empty = RaidCatalog()

    package static func read(text: String, file: URL, problems: inout ProblemList) -> RaidCatalog {
        var catalog = RaidCatalog()
        if let problem = YAMLShape.problem(in: text) {
            problems.append(ConfigError(file: file, "line \(problem.line): \(problem.text)"))
            return catalog
        }
        let reader = NodeReader(file: file)
        let keys: Set<String> = ["sources", "raids", "daily", "roster_weekly", "calendar_minutes"]
        guard let found = problems.attempt({ () throws(ConfigError) in try YAMLTree.root(of: text, file: file) }), let root = found,
            let top = problems.attempt({ () throws(ConfigError) in try reader.mapping(root, at: "the file", keys: keys) })
        else { return catalog }
        if let sources = top["sources"] {
            problems.attempt { () throws(ConfigError) in
                for (key, node) in try reader.mapping(sources, at: "sources", keys: nil) {
                    catalog.sources[key] = try reader.text(node, at: "sources.\(key)")
                }
            }
        }
        var raids = OnceEach("each raid, with all its difficulties,")
        let raidList = problems.attempt { () throws(ConfigError) in try reader.list(top["raids"], at: "raids") } ?? []
        for (index, raidNode) in raidList.enumerated() {
            problems.attempt { () throws(ConfigError) in
                let place = "raids[\(index + 1)]"
                let difficulties = try RaidReader(reader: reader, sources: catalog.sources).raid(raidNode, at: place)
                if let name = difficulties.first?.raid, case .mapping(let fields) = raidNode, let nameNode = fields["name"] {
                    try raids.check(name, node: nameNode, at: place + ".name", reader: reader)
                }
                catalog.raids += difficulties
            }
        }
        catalog.daily = problems.attempt { () throws(ConfigError) in try daily(top["daily"], reader: reader) } ?? []
        readRosterAndMinutes(top, into: &catalog, reader: reader, problems: &problems)
        return catalog
    }

    private static func readRosterAndMinutes(
        _ top: [String: Node], into catalog: inout RaidCatalog, reader: NodeReader, problems: inout ProblemList
    ) {
        var weeklies = OnceEach("each roster weekly")
        let list = problems.attempt { () throws(ConfigError) in try reader.list(top["roster_weekly"], at: "roster_weekly") } ?? []
        for (index, node) in list.enumerated() {
            problems.attempt { () throws(ConfigError) in
                let place = "roster_weekly[\(index + 1)]"
                let content = try RaidReader(reader: reader, sources: catalog.sources).rosterContent(node, at: place)
                if case .mapping(let fields) = node, let nameNode = fields["name"] {
                    try weeklies.check(content.name, node: nameNode, at: place + ".name", reader: reader)
                }
                catalog.rosterWeekly.append(content)
            }
        }
        guard let minutes = top["calendar_minutes"],
            let categories = problems.attempt({ () throws(ConfigError) in try reader.mapping(minutes, at: "calendar_minutes", keys: nil) })
        else { return }
        for (category, node) in categories {
            problems.attempt { () throws(ConfigError) in
                catalog.eventMinutes[category] = try reader.whole(
                    node, at: "calendar_minutes.\(category)", in: 1...(24 * 60), "whole minutes")
            }
        }
    }

    /// The daily content, each once, each within a band of item levels that is not empty.
    private static func daily(_ node: Node?, reader: NodeReader) throws(ConfigError) -> [DailyContent] {
        var found: [DailyContent] = []
        var names = OnceEach("each daily")
        for (index, node) in try reader.list(node, at: "daily").enumerated() {
            let at = "daily[\(index + 1)]"
            let daily = try reader.mapping(node, at: at, keys: ["name", "min_item_level", "below_item_level"])
            let name = try reader.text(daily["name"], at: at + ".name")
            if let nameNode = daily["name"] { try names.check(name, node: nameNode, at: at + ".name", reader: reader) }
            let lowest =
                try reader.optionalDecimal(daily["min_item_level"], at: at + ".min_item_level", in: RaidReader.itemLevels, "an item level")
                ?? 0
            let below = try reader.optionalDecimal(
                daily["below_item_level"], at: at + ".below_item_level", in: RaidReader.itemLevels, "an item level")
            if let below, below <= lowest, let belowNode = daily["below_item_level"] {
                throw ConfigError(
                    file: reader.file,
                    "\(reader.line(belowNode))\(at).below_item_level \(NodeReader.figure(below)) should be above its min_item_level \(NodeReader.figure(lowest)): no character is in that band"
                )
            }
            found.append(DailyContent(name: name, minItemLevel: lowest, belowItemLevel: below))
        }
        return found
    }
}
