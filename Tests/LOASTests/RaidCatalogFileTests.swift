import BundledResources
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import Testing

/// `raids.yml`: the shipped file reads, an override wins, mistakes name their place.
@Suite struct RaidCatalogFileTests {
    static let file = URL(fileURLWithPath: "/tmp/raids.yml")

    static func parse(_ yaml: String) throws(ConfigError) -> RaidCatalog {
        try RaidCatalogFile.parse(Data(yaml.utf8), file: file)
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-raids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theShippedFileReadsWithRaidsDailiesAndEventLengths() throws {
        let catalog = try RaidCatalogFile.bundled()
        #expect(catalog.raids.count >= 10)
        #expect(catalog.week(of: "2026-11-25").allSatisfy { $0.minItemLevel > 0 && $0.gold > 0 })
        #expect(!catalog.daily.isEmpty)
        #expect(catalog.eventMinutes["모험 섬"] != nil)
    }

    @Test func aFileBesideTheConfigReplacesTheShippedOne() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("raids:\n  - name: 시험\n    difficulties:\n      - { difficulty: 노말, min_item_level: 1, gold: [7] }\n".utf8)
            .write(to: folder.appending(path: "raids.yml"))
        let catalog = try RaidCatalogFile.load(
            config: folder.appending(path: "loas.yml"), templates: nil)
        #expect(catalog.raids == [RaidDifficulty(raid: "시험", difficulty: "노말", minItemLevel: 1, gateGold: [7])])
        #expect(catalog.daily.isEmpty)
    }

    @Test func aFileOfTheShapeBeforeDatedFiguresStillReads() throws {
        let catalog = try Self.parse(
            """
            raids:
              - name: 에기르
                checked: 2025-08-20
                difficulties:
                  - { difficulty: 하드, min_item_level: 1680.5, gold: [5500, 12500], bound: [2750, 6250] }
            """)
        #expect(
            catalog.raids == [
                RaidDifficulty(
                    raid: "에기르", difficulty: "하드", minItemLevel: 1680.5, gateGold: [5500, 12500], gateBound: [2750, 6250])
            ])
    }

    @Test(arguments: [
        (
            "raids:\n  - name: 에기르\n    difficulties:\n      - { difficulty: 하드, min_item_level: high, gold: [1] }\n",
            "line 4: raids[1].difficulties[1].min_item_level should be an item level from 0 to 9,999, found \"high\""
        ),
        (
            "raids:\n  - name: 에기르\n    difficulties:\n      - { difficulty: 하드, min_item_level: 1, gold: [-5] }\n",
            "raids[1].difficulties[1].gold[1] should be a whole number"
        ),
        ("raids:\n  - difficulties: []\n", "raids[1].name is missing"),
        ("raid:\n  - name: x\n", "the file: unknown key `raid`"),
        ("calendar_minutes:\n  모험 섬: 0\n", "calendar_minutes.모험 섬 should be whole minutes"),
        ("a: &x [1]\nb: *x\n", "alias"),
    ])
    func aMistakeNamesTheFileAndThePlace(yaml: String, expected: String) {
        do {
            _ = try Self.parse(yaml)
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.description.hasPrefix(Self.file.path + ": "), "\(error)")
            #expect(error.description.contains(expected), "\(error)")
        }
    }
}
