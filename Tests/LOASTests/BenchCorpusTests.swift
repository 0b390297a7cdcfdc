import BenchCorpus
import BundledResources
import Foundation
import LOASTestSupport
import Testing

/// The benchmark corpus generator: deterministic, and every character really renamed.
struct BenchCorpusTests {
    private func generator() throws -> CorpusGenerator {
        let demo = BundledResources.demoSnapshots
        let sources = try demo.keys.sorted().filter { $0.hasPrefix("armories/characters/") }.map { key in
            try SourceArmory(origin: key, data: try #require(demo[key]))
        }
        return try CorpusGenerator(sources: sources, extras: ["news/notices.json": Data("[]".utf8)])
    }

    private func files(count: Int, seed: UInt64) throws -> [String: Data] {
        var files: [String: Data] = [:]
        try generator().generate(count: count, seed: seed) { path, data in files[path] = data }
        return files
    }

    @Test func sameCountAndSeedGiveTheSameBytes() throws {
        #expect(try files(count: 14, seed: 7) == files(count: 14, seed: 7))
        #expect(try files(count: 14, seed: 7) != files(count: 14, seed: 8))
    }

    @Test func everyCharacterIsRenamedInsideItsArmory() throws {
        let files = try files(count: 14, seed: 3)
        let armories = files.filter { $0.key.hasPrefix("armories/characters/") }
        #expect(armories.count == 14)
        for (path, data) in armories {
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let profile = try #require(object["ArmoryProfile"] as? [String: Any])
            let name = try #require(profile["CharacterName"] as? String)
            #expect(path == "armories/characters/\(name).json")
        }
        // Rosters of six: 14 characters make three siblings files, plus the copied extra.
        #expect(files.keys.filter { $0.hasSuffix("/siblings.json") }.count == 3)
        #expect(files["news/notices.json"] == Data("[]".utf8))
    }

    @Test func namesAreUniqueWellPastOneThousand() {
        let names = (0..<5000).map(CharacterNames.name)
        #expect(Set(names).count == names.count)
    }
}

/// `loas-bench store-month`'s character: each event changes what it says and nothing else
/// of the armory's top-level sections.
struct CharacterMonthTests {
    static func sections(_ data: Data) throws -> [String: Data] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try object.mapValues { try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
    }

    static func start() throws -> CharacterMonth {
        let path = "armories/characters/별빛수호자.json"
        return try CharacterMonth(armory: try #require(BundledResources.demoSnapshots[path]), origin: path, seed: 1)
    }

    @Test func eachEventChangesOnlyItsOwnSections() throws {
        var month = try Self.start()
        let first = try Self.sections(month.bytes)
        try month.moveCombatPower()
        let moved = try Self.sections(month.bytes)
        try month.hone()
        let honed = try Self.sections(month.bytes)
        try month.levelGem()
        let levelled = try Self.sections(month.bytes)

        #expect(Set(first.keys.filter { first[$0] != moved[$0] }) == ["ArmoryProfile"])
        #expect(Set(moved.keys.filter { moved[$0] != honed[$0] }) == ["ArmoryProfile", "ArmoryEquipment"])
        #expect(Set(honed.keys.filter { honed[$0] != levelled[$0] }) == ["ArmoryGem"])
    }

    @Test func theSameStepsGiveTheSameBytes() throws {
        var one = try Self.start()
        var two = try Self.start()
        for _ in 0..<3 {
            try one.moveCombatPower()
            try two.moveCombatPower()
        }
        #expect(one.bytes == two.bytes)
    }
}
