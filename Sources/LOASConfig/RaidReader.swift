import Foundation
import Planning
import Yams

/// Reads one raid of `raids.yml` (and the roster-wide content), each mistake named by line and
/// place (`raids[2].difficulties[1].figures[2].bound`).
struct RaidReader {
    let reader: NodeReader
    let sources: [String: String]

    /// Item levels a file may give: the game's run from 0 to under 2,000 today.
    static let itemLevels = 0.0...9_999.0
    /// A party's size, or clears a week.
    static let counts = 1...100

    private var file: URL { reader.file }

    func raid(_ node: Node, at place: String) throws(ConfigError) -> [RaidDifficulty] {
        // `checked` is the shape before dated figures: still read, so an older file keeps working.
        let raid = try reader.mapping(node, at: place, keys: ["name", "released", "closed", "players", "difficulties", "checked"])
        let name = try reader.text(raid["name"], at: place + ".name")
        let released = try day(raid["released"], at: place + ".released")
        let closed = try day(raid["closed"], at: place + ".closed")
        if let released, let closed, closed <= released, let closedNode = raid["closed"] {
            throw ConfigError(
                file: file, "\(reader.line(closedNode))\(place).closed \(closed) should be after its released day \(released)")
        }
        let players = try reader.optionalWhole(raid["players"], at: place + ".players", in: Self.counts, "a number of players")
        var difficulties: [RaidDifficulty] = []
        var names = OnceEach("each difficulty of a raid")
        for (number, levelNode) in try reader.list(raid["difficulties"], at: place + ".difficulties").enumerated() {
            let at = "\(place).difficulties[\(number + 1)]"
            let level = try reader.mapping(
                levelNode, at: at, keys: ["difficulty", "min_item_level", "players", "figures", "gold", "bound", "bonus"])
            let difficulty = try reader.text(level["difficulty"], at: at + ".difficulty")
            if let node = level["difficulty"] { try names.check(difficulty, node: node, at: at + ".difficulty", reader: reader) }
            difficulties.append(
                RaidDifficulty(
                    raid: name, difficulty: difficulty,
                    minItemLevel: try reader.decimal(
                        level["min_item_level"], at: at + ".min_item_level", in: Self.itemLevels, "an item level"),
                    players: try reader.optionalWhole(level["players"], at: at + ".players", in: Self.counts, "a number of players")
                        ?? players,
                    released: released, closed: closed, figures: try figures(of: level, node: levelNode, at: at)))
        }
        return difficulties
    }

    /// A difficulty's dated figures (or the undated gold of a file in the older shape).
    private func figures(of level: [String: Node], node: Node, at place: String) throws(ConfigError) -> [RaidFigures] {
        var figures: [RaidFigures] = []
        var days = OnceEach("each day's figures")
        for (index, figureNode) in try reader.list(level["figures"], at: place + ".figures").enumerated() {
            let figureAt = "\(place).figures[\(index + 1)]"
            let fields = try reader.mapping(figureNode, at: figureAt, keys: ["from", "gold", "bound", "bonus", "sources", "unconfirmed"])
            let figure = try self.figures(fields, at: figureAt)
            try days.check(
                figure.from.map { "from \($0)" } ?? "no `from` day", node: fields["from"] ?? figureNode, at: figureAt, reader: reader)
            figures.append(figure)
        }
        if let goldNode = level["gold"] {
            let figure = try self.figures(level, at: place)
            try days.check("no `from` day", node: goldNode, at: place + ".gold", reader: reader)
            figures.append(figure)
        }
        guard !figures.isEmpty else { throw ConfigError(file: file, "\(reader.line(node))\(place) has no gold: give it `figures`") }
        return figures
    }

    private func figures(_ fields: [String: Node], at place: String) throws(ConfigError) -> RaidFigures {
        let gold = try reader.gold(fields["gold"], at: place + ".gold")
        guard !gold.isEmpty else { throw ConfigError(file: file, "\(place).gold is missing") }
        let bound: [Int]
        switch fields["bound"].flatMap({ try? reader.optionalText($0, at: place) }) {
        case "all"?: bound = gold
        case "half"?: bound = gold.map { $0 / 2 }
        default: bound = try reader.gold(fields["bound"], at: place + ".bound")
        }
        let bonus = try reader.gold(fields["bonus"], at: place + ".bonus")
        for (key, values) in [("bound", bound), ("bonus", bonus)] where !values.isEmpty && values.count != gold.count {
            let line = fields[key].map(reader.line) ?? ""
            throw ConfigError(
                file: file, "\(line)\(place).\(key) should be one number per gate: \(values.count) given, gold has \(gold.count)")
        }
        if let over = Array(zip(bound, gold)).firstIndex(where: { $0 > $1 }) {
            let line = fields["bound"].map(reader.line) ?? ""
            throw ConfigError(file: file, "\(line)\(place).bound[\(over + 1)] should be at most that gate's gold")
        }
        return RaidFigures(
            from: try day(fields["from"], at: place + ".from"), gateGold: gold, gateBound: bound, gateBonus: bonus,
            sources: try cited(fields["sources"], at: place + ".sources"),
            unconfirmed: try reader.flag(fields["unconfirmed"], at: place + ".unconfirmed") ?? false)
    }

    /// The keys of the file's `sources` a figure cites, each once.
    private func cited(_ node: Node?, at place: String) throws(ConfigError) -> [String] {
        var cited: [String] = []
        var once = OnceEach("each source")
        for (index, node) in try reader.list(node, at: place).enumerated() {
            let key = try reader.text(node, at: "\(place)[\(index + 1)]")
            guard sources[key] != nil else {
                throw ConfigError(file: file, "\(reader.line(node))\(place)[\(index + 1)]: `\(key)` is not in the file's `sources`")
            }
            try once.check(key, node: node, at: "\(place)[\(index + 1)]", reader: reader)
            cited.append(key)
        }
        return cited
    }

    func rosterContent(_ node: Node, at place: String) throws(ConfigError) -> RosterContent {
        let fields = try reader.mapping(node, at: place, keys: ["name", "times_per_week", "bound_gold"])
        var tiers: [RosterContent.Tier] = []
        var levels = OnceEach("each item level")
        for (index, tierNode) in try reader.list(fields["bound_gold"], at: place + ".bound_gold").enumerated() {
            let at = "\(place).bound_gold[\(index + 1)]"
            let tier = try reader.mapping(tierNode, at: at, keys: ["min_item_level", "gold"])
            let level = try reader.decimal(tier["min_item_level"], at: at + ".min_item_level", in: Self.itemLevels, "an item level")
            try levels.check(NodeReader.figure(level), node: tier["min_item_level"] ?? tierNode, at: at + ".min_item_level", reader: reader)
            let gold = try reader.whole(tier["gold"], at: at + ".gold", in: NodeReader.goldRange, "a whole number of gold")
            tiers.append(.init(minItemLevel: level, gold: gold))
        }
        return RosterContent(
            name: try reader.text(fields["name"], at: place + ".name"),
            timesPerWeek: try reader.optionalWhole(
                fields["times_per_week"], at: place + ".times_per_week", in: Self.counts, "a number of clears")
                ?? 1,
            boundGold: tiers)
    }

    /// A KST day, `YYYY-MM-DD`, that the calendar has (no 2026-02-31), kept as text: Yams
    /// would read it as a moment in UTC.
    private func day(_ node: Node?, at place: String) throws(ConfigError) -> String? {
        guard let text = try reader.optionalText(node, at: place), let node else { return nil }
        guard Self.isDay(text) else {
            throw ConfigError(file: file, "\(reader.line(node))\(place) should be a day as YYYY-MM-DD that the calendar has, found \(text)")
        }
        return text
    }

    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day) && year >= 1
    }
}
