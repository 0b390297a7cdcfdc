import Foundation
import Planning
import Yams

/// Reads one raid of `raids.yml` (and the roster-wide content), each mistake named by place
/// (`raids[2].difficulties[1].figures[2].bound`).
struct RaidReader {
    let reader: NodeReader
    let sources: [String: String]

    private var file: URL { reader.file }

    func raid(_ node: Node, at place: String) throws(ConfigError) -> [RaidDifficulty] {
        // `checked` is the shape before dated figures: still read, so an older file keeps working.
        let raid = try reader.mapping(node, at: place, keys: ["name", "released", "closed", "players", "difficulties", "checked"])
        let name = try reader.text(raid["name"], at: place + ".name")
        let released = try day(raid["released"], at: place + ".released")
        let closed = try day(raid["closed"], at: place + ".closed")
        let players = try count(raid["players"], at: place + ".players")
        var difficulties: [RaidDifficulty] = []
        for (number, levelNode) in try reader.list(raid["difficulties"], at: place + ".difficulties").enumerated() {
            let at = "\(place).difficulties[\(number + 1)]"
            let level = try reader.mapping(
                levelNode, at: at, keys: ["difficulty", "min_item_level", "players", "figures", "gold", "bound", "bonus"])
            var figures: [RaidFigures] = []
            for (index, figureNode) in try reader.list(level["figures"], at: at + ".figures").enumerated() {
                let figureAt = "\(at).figures[\(index + 1)]"
                let figure = try reader.mapping(
                    figureNode, at: figureAt, keys: ["from", "gold", "bound", "bonus", "sources", "unconfirmed"])
                figures.append(try self.figures(figure, at: figureAt))
            }
            if level["gold"] != nil { figures.append(try self.figures(level, at: at)) }
            guard !figures.isEmpty else { throw ConfigError(file: file, "\(at) has no gold: give it `figures`") }
            let dates = figures.map { $0.from ?? "" }
            guard Set(dates).count == dates.count else { throw ConfigError(file: file, "\(at).figures: two take effect on one day") }
            difficulties.append(
                RaidDifficulty(
                    raid: name, difficulty: try reader.text(level["difficulty"], at: at + ".difficulty"),
                    minItemLevel: try reader.number(level["min_item_level"], at: at + ".min_item_level"),
                    players: try count(level["players"], at: at + ".players") ?? players,
                    released: released, closed: closed, figures: figures))
        }
        return difficulties
    }

    private func figures(_ fields: [String: Node], at place: String) throws(ConfigError) -> RaidFigures {
        let gold = try gateGold(fields["gold"], at: place + ".gold")
        let bound: [Int]
        switch fields["bound"].flatMap({ try? reader.optionalText($0, at: place) }) {
        case "all"?: bound = gold
        case "half"?: bound = gold.map { $0 / 2 }
        default: bound = try reader.integers(fields["bound"], at: place + ".bound")
        }
        let bonus = try reader.integers(fields["bonus"], at: place + ".bonus")
        for (key, values) in [("bound", bound), ("bonus", bonus)] where !values.isEmpty && values.count != gold.count {
            throw ConfigError(file: file, "\(place).\(key) should be one number per gate: \(values.count) given, gold has \(gold.count)")
        }
        if let over = Array(zip(bound, gold)).firstIndex(where: { $0 > $1 }) {
            throw ConfigError(file: file, "\(place).bound[\(over + 1)] should be at most that gate's gold")
        }
        var cited: [String] = []
        for (index, node) in try reader.list(fields["sources"], at: place + ".sources").enumerated() {
            let key = try reader.text(node, at: "\(place).sources[\(index + 1)]")
            guard sources[key] != nil else {
                throw ConfigError(file: file, "\(place).sources[\(index + 1)]: `\(key)` is not in the file's `sources`")
            }
            cited.append(key)
        }
        let unconfirmed =
            try fields["unconfirmed"].map { node throws(ConfigError) in
                guard let flag = YAMLTree.value(node) as? Bool else { throw reader.wrong(place + ".unconfirmed", "true or false", node) }
                return flag
            } ?? false
        return RaidFigures(
            from: try day(fields["from"], at: place + ".from"), gateGold: gold, gateBound: bound, gateBonus: bonus,
            sources: cited, unconfirmed: unconfirmed)
    }

    /// A list of gold per gate, or one number: the total when the gates are not known.
    private func gateGold(_ node: Node?, at place: String) throws(ConfigError) -> [Int] {
        if let node, case .scalar = node {
            guard let total = YAMLTree.value(node) as? Int, total >= 0 else { throw reader.wrong(place, "gold per gate, or a total", node) }
            return [total]
        }
        let gold = try reader.integers(node, at: place)
        guard !gold.isEmpty else { throw ConfigError(file: file, "\(place) is missing") }
        return gold
    }

    func rosterContent(_ node: Node, at place: String) throws(ConfigError) -> RosterContent {
        let fields = try reader.mapping(node, at: place, keys: ["name", "times_per_week", "bound_gold"])
        var tiers: [RosterContent.Tier] = []
        for (index, tierNode) in try reader.list(fields["bound_gold"], at: place + ".bound_gold").enumerated() {
            let at = "\(place).bound_gold[\(index + 1)]"
            let tier = try reader.mapping(tierNode, at: at, keys: ["min_item_level", "gold"])
            guard let gold = try reader.integers(tier["gold"].map { Node.sequence([$0]) }, at: at + ".gold").first else {
                throw ConfigError(file: file, "\(at).gold is missing")
            }
            tiers.append(.init(minItemLevel: try reader.number(tier["min_item_level"], at: at + ".min_item_level"), gold: gold))
        }
        return RosterContent(
            name: try reader.text(fields["name"], at: place + ".name"),
            timesPerWeek: try count(fields["times_per_week"], at: place + ".times_per_week") ?? 1, boundGold: tiers)
    }

    /// A KST day, `YYYY-MM-DD`, kept as text: Yams would read it as a moment in UTC.
    private func day(_ node: Node?, at place: String) throws(ConfigError) -> String? {
        guard let text = try reader.optionalText(node, at: place) else { return nil }
        guard text.count == 10, KoreanDate.weekday(of: text) != nil, text.dropFirst(4).first == "-" else {
            throw ConfigError(file: file, "\(place) should be a day as YYYY-MM-DD, found \(text)")
        }
        return text
    }

    /// A small whole number (players, times a week).
    private func count(_ node: Node?, at place: String) throws(ConfigError) -> Int? {
        guard let node, !(YAMLTree.value(node) is NSNull) else { return nil }
        guard let value = YAMLTree.value(node) as? Int, (1...100).contains(value) else {
            throw reader.wrong(place, "a whole number from 1 to 100", node)
        }
        return value
    }
}
