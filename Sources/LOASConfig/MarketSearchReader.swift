import BundledResources
import Foundation
import LostArkAPI
import Yams

/// The searches of `loas.yml` (`market_searches`, `auction_searches`) and the set that
/// ships in `Templates/markets.yml`, used when `loas.yml` names none.
///
/// ```yaml
/// market_searches:
///   - { label: 재련 재료, category: 50010, tier: 4 }   # category codes: /markets/options
///   - { name: 각인서, category: 40000, grade: 유물 }    # name matches part of an item's name
/// auction_searches:
///   - { gem: 겁화, level: [7, 8, 9, 10] }              # one search per level
///   - { label: 고대 목걸이, category: 200010, grade: 고대, quality: 90 }
/// ```
package enum MarketSearchReader {
    package static let fileName = "markets.yml"
    static let keys: Set<String> = ["market_searches", "auction_searches"]
    /// The grades the API's options list; a typo would find nothing and say nothing.
    static let grades = Set(ItemGrade.allCases.map(\.rawValue))

    /// The shipped default set (none when the templates have no `markets.yml`).
    package static func bundled() throws(ConfigError) -> [MarketSearch] {
        guard let data = BundledResources.templates[fileName] else { return [] }
        let file = URL(fileURLWithPath: "Templates/" + fileName)
        let text = try ConfigText.text(of: data, file: file)
        guard let root = try YAMLTree.root(of: text, file: file) else { return [] }
        let top = try NodeReader(file: file).mapping(root, at: "the file", keys: keys)
        return try searches(in: top, file: file) ?? []
    }

    /// The searches `top` names, in order; nil when it has neither key (the default set then
    /// applies), empty when they are empty lists.
    static func searches(in top: [String: Node], file: URL) throws(ConfigError) -> [MarketSearch]? {
        guard top["market_searches"] != nil || top["auction_searches"] != nil else { return nil }
        let reader = NodeReader(file: file)
        var found: [MarketSearch] = []
        for (index, node) in try reader.list(top["market_searches"], at: "market_searches").enumerated() {
            found.append(try market(node, at: "market_searches[\(index + 1)]", reader: reader))
        }
        for (index, node) in try reader.list(top["auction_searches"], at: "auction_searches").enumerated() {
            let place = "auction_searches[\(index + 1)]"
            if case .mapping(let fields) = node, fields.keys.contains(where: { ["gem", "level"].contains($0.string) }) {
                found += try gems(node, at: place, reader: reader)
            } else {
                found.append(try auction(node, at: place, reader: reader))
            }
        }
        var labels: Set<String> = []
        for search in found where !labels.insert("\(search.kind) \(search.label)").inserted {
            throw ConfigError(file: file, "two searches are labelled \"\(search.label)\"; give one a `label:` of its own")
        }
        return found
    }

    private static func market(_ node: Node, at place: String, reader: NodeReader) throws(ConfigError) -> MarketSearch {
        let (common, _) = try Common.read(node, at: place, reader: reader, extra: [])
        return .market(label: common.label, category: common.category, name: common.name, grade: common.grade, tier: common.tier)
    }

    /// Any auction item but gems (accessories, stones), cheapest buy-now first.
    private static func auction(_ node: Node, at place: String, reader: NodeReader) throws(ConfigError) -> MarketSearch {
        let (common, fields) = try Common.read(node, at: place, reader: reader, extra: ["quality"])
        let quality = try reader.optionalWhole(fields["quality"], at: place + ".quality", in: 0...100, "a quality")
        return .auction(
            label: common.label, category: common.category, name: common.name, grade: common.grade, tier: common.tier,
            quality: quality)
    }

    /// What a market search and an auction search of items other than gems both name.
    private struct Common {
        var label: String
        var category: Int?
        var name: String?
        var grade: String?
        var tier: Int?

        static func read(
            _ node: Node, at place: String, reader: NodeReader, extra: Set<String>
        ) throws(ConfigError) -> (Common, [String: Node]) {
            let fields = try reader.mapping(node, at: place, keys: extra.union(["label", "category", "name", "grade", "tier"]))
            let category = try whole(fields["category"], at: place + ".category", reader: reader)
            let name = try reader.optionalText(fields["name"], at: place + ".name")
            let grade = try reader.optionalText(fields["grade"], at: place + ".grade")
            if let grade, !grades.contains(grade), let gradeNode = fields["grade"] {
                throw reader.wrong(place + ".grade", "one of " + grades.sorted().joined(separator: ", "), gradeNode)
            }
            let tier = try whole(fields["tier"], at: place + ".tier", reader: reader)
            guard category != nil || name != nil else {
                throw ConfigError(file: reader.file, "\(place) needs a `category:` or a `name:` to search for")
            }
            let given = try reader.optionalText(fields["label"], at: place + ".label")
            let derived = [grade, name ?? category.map { "#\($0)" }, tier.map { "T\($0)" }].compactMap { $0 }.joined(separator: " ")
            guard let label = MarketSearch.label(given ?? derived) else {
                throw ConfigError(file: reader.file, "\(place).label \"\(given ?? "")\" cannot name a file")
            }
            if let problem = MarketSearch.labelProblem(label) {
                let what =
                    given == nil
                    ? "\(place) has no `label:`, and the one made of its name \(shown(label))" : "\(place).label \(shown(label))"
                throw ConfigError(file: reader.file, "\(what) is too long: \(problem); give it a shorter `label:`")
            }
            return (Common(label: label, category: category, name: name, grade: grade, tier: tier), fields)
        }
    }

    private static func gems(_ node: Node, at place: String, reader: NodeReader) throws(ConfigError) -> [MarketSearch] {
        let fields = try reader.mapping(node, at: place, keys: ["gem", "level", "tier"])
        let kind = try reader.text(fields["gem"], at: place + ".gem")
        let tier = try whole(fields["tier"], at: place + ".tier", reader: reader)
        guard let levelNode = fields["level"] else { throw ConfigError(file: reader.file, "\(place).level is missing") }
        let levels: [Int]
        if case .sequence = levelNode {
            levels = try reader.list(levelNode, at: place + ".level").enumerated().map { (index, element) throws(ConfigError) in
                try gemLevel(element, at: "\(place).level[\(index + 1)]", reader: reader)
            }
        } else {
            levels = [try gemLevel(levelNode, at: place + ".level", reader: reader)]
        }
        guard !levels.isEmpty else { throw reader.wrong(place + ".level", "a gem level or a list of them", levelNode) }
        return try levels.map { (level) throws(ConfigError) in
            guard let label = MarketSearch.label(MarketSearch.gemName(kind: kind, level: level)) else {
                throw ConfigError(file: reader.file, "\(place).gem \"\(kind)\" cannot name a file")
            }
            if let problem = MarketSearch.labelProblem(label) {
                throw ConfigError(
                    file: reader.file, "\(place).gem \(shown(kind)) makes the label \(shown(label)), which is too long: \(problem)")
            }
            return .gem(label: label, kind: kind, level: level, tier: tier)
        }
    }

    /// A label or name for a message: quoted, a long one cut short.
    static func shown(_ text: String) -> String {
        "\"" + (text.count > 24 ? String(text.prefix(24)) + "…" : text) + "\""
    }

    private static func gemLevel(_ node: Node, at place: String, reader: NodeReader) throws(ConfigError) -> Int {
        try reader.whole(node, at: place, in: 1...10, "a gem level")
    }

    private static func whole(_ node: Node?, at place: String, reader: NodeReader) throws(ConfigError) -> Int? {
        try reader.optionalWhole(node, at: place, in: 0...10_000_000, "a whole number")
    }
}
