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
package enum RaidCatalogFile {
    package static let fileName = "raids.yml"

    /// The file that applies: beside the config file, else in the templates folder, else the
    /// one that ships with the templates.
    package static func load(config: URL?, templates: URL?) throws(ConfigError) -> RaidCatalog {
        if let file = ConfigText.dataFile(fileName, config: config, templates: templates) {
            return try parse(text: try ConfigText.read(file), file: file)
        }
        return try bundled()
    }

    /// The file that ships with the templates (none: an empty catalog).
    package static func bundled() throws(ConfigError) -> RaidCatalog {
        guard let data = BundledResources.templates[fileName] else { return RaidCatalog() }
        return try parse(data, file: URL(fileURLWithPath: "Templates/" + fileName))
    }

    package static func parse(_ data: Data, file: URL) throws(ConfigError) -> RaidCatalog {
        try parse(text: try ConfigText.text(of: data, file: file), file: file)
    }

    static func parse(text: String, file: URL) throws(ConfigError) -> RaidCatalog {
        if let problem = YAMLShape.problem(in: text) {
            throw ConfigError(file: file, "line \(problem.line): \(problem.text)")
        }
        guard let root = try YAMLTree.root(of: text, file: file) else { return RaidCatalog() }
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, at: "the file", keys: ["sources", "raids", "daily", "roster_weekly", "calendar_minutes"])
        var catalog = RaidCatalog()
        if let sources = top["sources"] {
            for (key, node) in try reader.mapping(sources, at: "sources", keys: nil) {
                catalog.sources[key] = try reader.text(node, at: "sources.\(key)")
            }
        }
        for (index, raidNode) in try reader.list(top["raids"], at: "raids").enumerated() {
            catalog.raids += try RaidReader(reader: reader, sources: catalog.sources).raid(raidNode, at: "raids[\(index + 1)]")
        }
        for (index, node) in try reader.list(top["daily"], at: "daily").enumerated() {
            let at = "daily[\(index + 1)]"
            let daily = try reader.mapping(node, at: at, keys: ["name", "min_item_level", "below_item_level"])
            catalog.daily.append(
                DailyContent(
                    name: try reader.text(daily["name"], at: at + ".name"),
                    minItemLevel: try reader.optionalNumber(daily["min_item_level"], at: at + ".min_item_level") ?? 0,
                    belowItemLevel: try reader.optionalNumber(daily["below_item_level"], at: at + ".below_item_level")))
        }
        for (index, node) in try reader.list(top["roster_weekly"], at: "roster_weekly").enumerated() {
            catalog.rosterWeekly.append(
                try RaidReader(reader: reader, sources: catalog.sources).rosterContent(node, at: "roster_weekly[\(index + 1)]"))
        }
        if let minutes = top["calendar_minutes"] {
            for (category, node) in try reader.mapping(minutes, at: "calendar_minutes", keys: nil) {
                let value = try reader.number(node, at: "calendar_minutes.\(category)")
                guard value >= 1, value <= 24 * 60, value == value.rounded() else {
                    throw ConfigError(file: file, "calendar_minutes.\(category) should be whole minutes from 1 to 1440")
                }
                catalog.eventMinutes[category] = Int(value)
            }
        }
        return catalog
    }
}

/// Typed reads of a composed YAML tree, each failure naming the place (`raids[2].gold`).
struct NodeReader {
    let file: URL

    func mapping(_ node: Node, at place: String, keys: Set<String>?) throws(ConfigError) -> [String: Node] {
        guard case .mapping(let mapping) = node else { throw wrong(place, "a mapping", node) }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            guard case .scalar(let name) = key else { throw wrong(place, "names as keys", key) }
            if let keys, !keys.contains(name.string) {
                throw ConfigError(
                    file: file, "\(place): unknown key `\(name.string)`; known keys: \(keys.sorted().joined(separator: ", "))")
            }
            fields[name.string] = value
        }
        return fields
    }

    func list(_ node: Node?, at place: String) throws(ConfigError) -> [Node] {
        guard let node else { return [] }
        if case .scalar(let scalar) = node, YAMLTree.value(node) is NSNull || scalar.string.isEmpty { return [] }
        guard case .sequence(let sequence) = node else { throw wrong(place, "a list", node) }
        return Array(sequence)
    }

    func text(_ node: Node?, at place: String) throws(ConfigError) -> String {
        guard let value = try optionalText(node, at: place) else { throw ConfigError(file: file, "\(place) is missing") }
        return value
    }

    func optionalText(_ node: Node?, at place: String) throws(ConfigError) -> String? {
        guard let node, !(YAMLTree.value(node) is NSNull) else { return nil }
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else { throw wrong(place, "a text", node) }
        return scalar.string
    }

    func number(_ node: Node?, at place: String) throws(ConfigError) -> Double {
        guard let node else { throw ConfigError(file: file, "\(place) is missing") }
        switch YAMLTree.value(node) {
        case let number as Int: return Double(number)
        case let number as Double where number.isFinite: return number
        default: throw wrong(place, "a number", node)
        }
    }

    func optionalNumber(_ node: Node?, at place: String) throws(ConfigError) -> Double? {
        guard let node, !(YAMLTree.value(node) is NSNull) else { return nil }
        return try number(node, at: place)
    }

    func integers(_ node: Node?, at place: String) throws(ConfigError) -> [Int] {
        var numbers: [Int] = []
        for (index, element) in try list(node, at: place).enumerated() {
            guard let number = YAMLTree.value(element) as? Int, number >= 0 else {
                throw wrong("\(place)[\(index + 1)]", "a whole number of gold, 0 or more", element)
            }
            // Sums of gold past Int's range would trap; no gate pays anywhere near this.
            guard OutsideNumber.isInRange(number) else {
                let line = element.mark.map { "line \($0.line): " } ?? ""
                throw ConfigError(file: file, "\(line)\(place)[\(index + 1)] \(number) is out of range: a gate gives less than 10^15 gold")
            }
            numbers.append(number)
        }
        return numbers
    }

    func wrong(_ place: String, _ expected: String, _ node: Node) -> ConfigError {
        let line = node.mark.map { "line \($0.line): " } ?? ""
        return ConfigError(file: file, "\(line)\(place) should be \(expected), found \(SiteConfig.describe(YAMLTree.value(node)))")
    }
}
