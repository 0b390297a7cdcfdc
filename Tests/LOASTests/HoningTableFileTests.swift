import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import Testing

/// `honing.yml`: the bundled tables read whole, and a broken row named by file and line.
@Suite struct HoningTableFileTests {
    static let bundled = (try? HoningTableFile.bundled()) ?? HoningTables()

    @Test func theBundledFileHasEveryRowOfTheNote() throws {
        let tables = try HoningTableFile.bundled()
        #expect(tables.asOf == "2026-12-01")
        #expect(tables.shardName == "운명의 파편")
        #expect(tables.rows.count == 14 + 14 + 15 + 15 + 25)
        #expect(tables.materials.count == 25)
        let weapon = try #require(tables.step(line: .eophwa, kind: .weapon, from: 24))
        #expect(weapon.growthShards == 190_000 && weapon.growthStatus == .unsure && weapon.status == .confirmed)
        let armor = try #require(tables.step(line: .jeonyul, kind: .armor, from: 19))
        #expect(armor.baseRate == Rate(percent: 1.5) && armor.gold == 4_750 && armor.fullBreathRate == Rate(percent: 1.5))
        #expect(armor.fileLine > 0)
        let vambrace = try #require(tables.step(line: .wangap, kind: .vambrace, from: 0))
        #expect(vambrace.breaths.map(\.material) == [66111131, 66111132] && vambrace.fullBreathRate == Rate(percent: 15))
        let strong = try #require(tables.step(line: .eophwa, kind: .armor, from: 18))
        #expect(strong.books.map(\.rate) == [Rate(percent: 3), Rate(percent: 6)])
        #expect(tables.pouches.compactMap(\.pouchShards) == [1_000, 2_000, 3_000])
    }

    @Test func everyRowsRateIsAboveZeroAndEveryBookAndBreathIsACataloguedMaterial() {
        let ids = Set(Self.bundled.materials.map(\.id))
        for row in Self.bundled.rows {
            #expect(row.baseRate > .zero)
            #expect(row.books.allSatisfy { ids.contains($0.material) } && row.breaths.allSatisfy { ids.contains($0.material) })
        }
    }

    static func broken(_ change: (String) -> String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "honing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(decoding: try Data(contentsOf: packageRoot.appending(path: "Templates/honing.yml")), as: UTF8.self)
        try Data(change(text).utf8).write(to: folder.appending(path: "honing.yml"))
        let found = HoningTableFile.problems(config: nil, templates: folder)
        #expect(found.file != nil)
        do {
            _ = try HoningTableFile.load(config: nil, templates: folder)
            Issue.record("a broken honing.yml was read")
        } catch {
            #expect(found.problems.first?.description == error.description)
        }
        return found.problems.map(\.description).joined(separator: "\n")
    }

    @Test func aBrokenRowIsNamedByFileLineAndField() throws {
        let problems = try Self.broken {
            $0.replacingOccurrences(of: "silver: 21600, gold: 4750,", with: "silver: 21600, gold: lots,")
        }
        #expect(problems.contains("honing.yml"))
        #expect(problems.contains("line 81"), "\(problems)")
        #expect(problems.contains("tables[1].rows[9].gold"), "\(problems)")
    }

    @Test func aRowWithTooFewAmountsIsNamedAndTheOthersAreKept() throws {
        let problems = try Self.broken {
            $0.replacingOccurrences(of: "per_tap: [1810, 21, 22]", with: "per_tap: [1810, 21]")
        }
        #expect(problems.contains("tables[1].rows[9].per_tap should give one amount per material of the table (3), found 2"), "\(problems)")
    }

    @Test func aBookThatIsNotACataloguedMaterialIsNamed() throws {
        let problems = try Self.broken { $0.replacingOccurrences(of: "books: [[66112564, 5]]", with: "books: [[12345, 5]]") }
        #expect(problems.contains("12345 is not in the file's `materials`"), "\(problems)")
    }

    @Test func aFileWithoutTheShardsNameIsNamed() throws {
        let problems = try Self.broken { $0.replacingOccurrences(of: "\nshard_name: 운명의 파편\n", with: "\n") }
        #expect(problems.contains("honing.yml"))
        #expect(problems.contains("shard_name is missing"), "\(problems)")
    }
}
