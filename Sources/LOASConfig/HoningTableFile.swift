import BundledResources
import Foundation
import Honing
import Yams

/// `honing.yml`: the honing planner's tables (every step of 전율, 업화 and 완갑 with its
/// sources and status) and the market items they use. One ships with the templates; a
/// `honing.yml` beside `loas.yml` (or in the templates folder) replaces it whole, as a game
/// patch changes these. The fields are explained at the top of `Templates/honing.yml`.
///
/// ```yaml
/// as_of: 2026-12-01
/// shard_name: 운명의 파편
/// sources: { LL: "loalogol …", IP: "아이스펭 …" }
/// materials:
///   - { id: 66102107, name: 운명의 수호석 결정, bundle: 100, category: 50010 }
///   - { id: 66130141, name: "운명의 파편 주머니(소)", bundle: 1, pouch_shards: 1000, category: 50010 }
/// tables:
///   - { line: 전율, kind: armor, materials: [66102107, 66110226, 6861013], breath: [66111132],
///       sources: [LL, IP], status: C, growth_status: S, rows: [
///       { from: 19, rate: 1.5, per_tap: [1810, 21, 22], shards: 18550, silver: 21600, gold: 4750,
///         breath: [25, 0.06], books: [], growth: 67000 } ] }
/// ```
package enum HoningTableFile: DataFile {
    package static let fileName = "honing.yml"

    package static let empty = HoningTables()

    package static func read(text: String, file: URL, problems: inout ProblemList) -> HoningTables {
        if let problem = YAMLShape.problem(in: text) {
            problems.append(ConfigError(file: file, "line \(problem.line): \(problem.text)"))
            return HoningTables()
        }
        let reader = NodeReader(file: file)
        guard let found = problems.attempt({ () throws(ConfigError) in try YAMLTree.root(of: text, file: file) }), let root = found,
            let top = problems.attempt({ () throws(ConfigError) in
                try reader.mapping(root, at: "the file", keys: ["as_of", "shard_name", "sources", "materials", "tables"])
            })
        else { return HoningTables() }
        let asOf = problems.attempt { () throws(ConfigError) in try HoningRowReader.day(top["as_of"], at: "as_of", reader: reader) } ?? ""
        let shardName = problems.attempt { () throws(ConfigError) in try reader.text(top["shard_name"], at: "shard_name") } ?? ""
        var sources: [String: String] = [:]
        if let node = top["sources"] {
            problems.attempt { () throws(ConfigError) in
                for (key, value) in try reader.mapping(node, at: "sources", keys: nil) {
                    sources[key] = try reader.text(value, at: "sources.\(key)")
                }
            }
        }
        let materials = readMaterials(top["materials"], reader: reader, problems: &problems)
        let rows = HoningRowReader(reader: reader, sources: sources, materials: Set(materials.map(\.id)))
            .tables(top["tables"], problems: &problems)
        return HoningTables(rows: rows, materials: materials, asOf: asOf, sources: sources, shardName: shardName)
    }

    private static func readMaterials(_ node: Node?, reader: NodeReader, problems: inout ProblemList) -> [HoningMaterial] {
        var materials: [HoningMaterial] = []
        var ids = OnceEach("each material")
        let list = problems.attempt { () throws(ConfigError) in try reader.list(node, at: "materials") } ?? []
        for (index, node) in list.enumerated() {
            problems.attempt { () throws(ConfigError) in
                let at = "materials[\(index + 1)]"
                let fields = try reader.mapping(node, at: at, keys: ["id", "name", "bundle", "pouch_shards", "category", "chart"])
                let id = try reader.whole(fields["id"], at: at + ".id", in: HoningRowReader.ids, "a market item id")
                try ids.check(String(id), node: fields["id"] ?? node, at: at + ".id", reader: reader)
                materials.append(
                    HoningMaterial(
                        id: id, name: try reader.text(fields["name"], at: at + ".name"),
                        bundle: try reader.whole(fields["bundle"], at: at + ".bundle", in: 1...10_000, "how many one price buys"),
                        pouchShards: try reader.optionalWhole(
                            fields["pouch_shards"], at: at + ".pouch_shards", in: 1...1_000_000, "the shards a pouch holds"),
                        category: try reader.whole(fields["category"], at: at + ".category", in: 1...999_999, "a market CategoryCode"),
                        chart: try reader.flag(fields["chart"], at: at + ".chart") ?? false))
            }
        }
        return materials
    }
}
