import Foundation
import Honing
import Yams

/// Reads the `tables` of `honing.yml`, each mistake named by line and place
/// (`tables[1].rows[9].gold`); a broken row is left out and named, the others kept.
struct HoningRowReader {
    let reader: NodeReader
    let sources: [String: String]
    /// The ids of the file's `materials`: a table may use only those.
    let materials: Set<Int>

    /// Market item ids as the API gives them.
    static let ids = 1...999_999_999
    /// A per-tap or growth amount: the tables' largest is in the millions.
    static let amounts = 0...100_000_000

    private static let tableKeys: Set<String> = [
        "line", "kind", "materials", "breath", "sources", "status", "growth_status", "rows",
    ]
    private static let rowKeys: Set<String> = [
        "from", "rate", "per_tap", "shards", "silver", "gold", "breath", "books", "growth", "status", "growth_status", "sources",
        "note",
    ]

    func tables(_ node: Node?, problems: inout ProblemList) -> [HoningStep] {
        var rows: [HoningStep] = []
        var steps = OnceEach("each step of a line and kind")
        let list = problems.attempt { () throws(ConfigError) in try reader.list(node, at: "tables") } ?? []
        for (index, tableNode) in list.enumerated() {
            let at = "tables[\(index + 1)]"
            guard let table = problems.attempt({ () throws(ConfigError) in try self.table(tableNode, at: at) }) else { continue }
            for (number, rowNode) in table.rows.enumerated() {
                problems.attempt { () throws(ConfigError) in
                    let place = "\(at).rows[\(number + 1)]"
                    let step = try row(rowNode, of: table, at: place)
                    let key = "\(step.line.rawValue) \(step.kind.rawValue) from \(step.from)"
                    try steps.check(key, node: rowNode, at: place, reader: reader)
                    rows.append(step)
                }
            }
        }
        return rows
    }

    /// A table's head: what every row of it shares.
    private struct Table {
        var line: GearLine
        var kind: PieceKind
        var materials: [Int]
        var breath: [Int]
        var sources: [String]
        var status: RowStatus
        var growthStatus: RowStatus
        var rows: [Node]
    }

    private func table(_ node: Node, at place: String) throws(ConfigError) -> Table {
        let fields = try reader.mapping(node, at: place, keys: Self.tableKeys)
        let lineText = try reader.text(fields["line"], at: place + ".line")
        guard let line = GearLine(rawValue: lineText) else {
            throw wrongWord(fields["line"], at: place + ".line", GearLine.allCases.map(\.rawValue), lineText)
        }
        let kindText = try reader.text(fields["kind"], at: place + ".kind")
        guard let kind = PieceKind(rawValue: kindText) else {
            throw wrongWord(fields["kind"], at: place + ".kind", PieceKind.allCases.map(\.rawValue), kindText)
        }
        return Table(
            line: line, kind: kind, materials: try items(fields["materials"], at: place + ".materials"),
            breath: try items(fields["breath"], at: place + ".breath"),
            sources: try cited(fields["sources"], at: place + ".sources"),
            status: try status(fields["status"], at: place + ".status") ?? .unsure,
            growthStatus: try status(fields["growth_status"], at: place + ".growth_status") ?? .unsure,
            rows: try reader.list(fields["rows"], at: place + ".rows"))
    }

    private func row(_ node: Node, of table: Table, at place: String) throws(ConfigError) -> HoningStep {
        let fields = try reader.mapping(node, at: place, keys: Self.rowKeys)
        let from = try reader.whole(fields["from"], at: place + ".from", in: 0...(table.line.lastStage - 1), "a stage")
        let rate = try percent(fields["rate"], at: place + ".rate", positive: true)
        let perTap = try reader.list(fields["per_tap"], at: place + ".per_tap").enumerated().map { (index, node) throws(ConfigError) in
            try reader.whole(node, at: "\(place).per_tap[\(index + 1)]", in: Self.amounts, "a whole amount")
        }
        guard perTap.count == table.materials.count else {
            throw ConfigError(
                file: reader.file,
                "\(fields["per_tap"].map(reader.line) ?? reader.line(node))\(place).per_tap should give one amount per material of the table (\(table.materials.count)), found \(perTap.count)"
            )
        }
        var rowSources = table.sources
        if let node = fields["sources"] { rowSources = try cited(node, at: place + ".sources") }
        let status = try self.status(fields["status"], at: place + ".status") ?? table.status
        let growthStatus = try self.status(fields["growth_status"], at: place + ".growth_status") ?? table.growthStatus
        let note = try reader.optionalText(fields["note"], at: place + ".note")
        return HoningStep(
            line: table.line, kind: table.kind, from: from, baseRate: rate,
            materials: zip(table.materials, perTap).map { MaterialAmount(material: $0, amount: $1) },
            shards: try amount(fields["shards"], at: place + ".shards"), silver: try amount(fields["silver"], at: place + ".silver"),
            gold: try amount(fields["gold"], at: place + ".gold"), breaths: try breath(fields["breath"], items: table.breath, at: place),
            books: try books(fields["books"], at: place + ".books"), growthShards: try amount(fields["growth"], at: place + ".growth"),
            status: status, growthStatus: growthStatus,
            source: ([rowSources.joined(separator: ", ")] + (note.map { [$0] } ?? [])).joined(separator: "; "),
            fileLine: node.mark?.line ?? 0)
    }

    private func amount(_ node: Node?, at place: String) throws(ConfigError) -> Int {
        try reader.whole(node, at: place, in: Self.amounts, "a whole amount")
    }

    /// A rate in percent, above 0 (the rate of a step) or from 0 (what an extra adds), to 100.
    private func percent(_ node: Node?, at place: String, positive: Bool) throws(ConfigError) -> Rate {
        let value = try reader.decimal(node, at: place, in: 0...100, "a rate in percent")
        guard !positive || value > 0 else {
            throw ConfigError(
                file: reader.file, "\(node.map(reader.line) ?? "")\(place) should be above 0: a step that never succeeds has no end")
        }
        return Rate(percent: value)
    }

    /// `[max, %p]`: up to `max` of each of the table's breath items, each adding `%p`.
    private func breath(_ node: Node?, items: [Int], at place: String) throws(ConfigError) -> [BreathUse] {
        guard let node else { return [] }
        let pair = try reader.list(node, at: place + ".breath")
        guard pair.count == 2, !items.isEmpty else {
            throw reader.wrong(place + ".breath", "[max, %p] (and the table should name its `breath` items)", node)
        }
        let max = try reader.whole(pair[0], at: place + ".breath[1]", in: 0...1_000, "a number of breaths")
        let rate = try percent(pair[1], at: place + ".breath[2]", positive: false)
        return items.map { BreathUse(material: $0, max: max, rate: rate) }
    }

    /// `[[id, %p], …]`: the books that fit the step, each a material of the file.
    private func books(_ node: Node?, at place: String) throws(ConfigError) -> [BookUse] {
        try reader.list(node, at: place).enumerated().map { (index, node) throws(ConfigError) in
            let at = "\(place)[\(index + 1)]"
            let pair = try reader.list(node, at: at)
            guard pair.count == 2 else { throw reader.wrong(at, "[id, %p]", node) }
            let id = try item(pair[0], at: at + "[1]")
            return BookUse(material: id, rate: try percent(pair[1], at: at + "[2]", positive: true))
        }
    }

    private func items(_ node: Node?, at place: String) throws(ConfigError) -> [Int] {
        try reader.list(node, at: place).enumerated().map { (index, node) throws(ConfigError) in
            try item(node, at: "\(place)[\(index + 1)]")
        }
    }

    /// A market id the file's `materials` lists: a price is read for those only.
    private func item(_ node: Node, at place: String) throws(ConfigError) -> Int {
        let id = try reader.whole(node, at: place, in: Self.ids, "a market item id")
        guard materials.contains(id) else {
            throw ConfigError(file: reader.file, "\(reader.line(node))\(place): \(id) is not in the file's `materials`; add it there")
        }
        return id
    }

    private func status(_ node: Node?, at place: String) throws(ConfigError) -> RowStatus? {
        guard let text = try reader.optionalText(node, at: place) else { return nil }
        guard let status = RowStatus(rawValue: text) else {
            throw wrongWord(node, at: place, RowStatus.allCases.map(\.rawValue), text)
        }
        return status
    }

    private func cited(_ node: Node?, at place: String) throws(ConfigError) -> [String] {
        try reader.list(node, at: place).enumerated().map { (index, node) throws(ConfigError) in
            let key = try reader.text(node, at: "\(place)[\(index + 1)]")
            guard sources[key] != nil else {
                throw ConfigError(file: reader.file, "\(reader.line(node))\(place)[\(index + 1)]: `\(key)` is not in the file's `sources`")
            }
            return key
        }
    }

    private func wrongWord(_ node: Node?, at place: String, _ words: [String], _ found: String) -> ConfigError {
        ConfigError(
            file: reader.file, "\(node.map(reader.line) ?? "")\(place) should be one of \(words.joined(separator: ", ")), found \(found)")
    }

    /// `as_of`: a day as YYYY-MM-DD, kept as text.
    static func day(_ node: Node?, at place: String, reader: NodeReader) throws(ConfigError) -> String {
        let text = try reader.text(node, at: place)
        guard RaidReader.isDay(text) else {
            throw ConfigError(file: reader.file, "\(node.map(reader.line) ?? "")\(place) should be a day as YYYY-MM-DD, found \(text)")
        }
        return text
    }
}
