import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// `loas store check`, `stats` and `upgrade`, run as the user runs them: what they print and
/// their exit codes (check: 0 sound, 1 damaged, 2 could not check).
@Suite struct StoreMaintenanceCommandTests {
    /// A folder holding a store of the demo snapshots.
    static func demoStore() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        _ = try SnapshotDatabase(url: folder.store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        return folder
    }

    @Test func checkOfASoundStoreExitsZeroSayingWhatItRead() async throws {
        let folder = try Self.demoStore()
        defer { folder.remove() }

        let run = await LoasCall.run(["store", "check", "--store", folder.store.path], in: folder.url)

        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("\(folder.store.path) is sound"), "\(run.output)")
    }

    @Test func checkOfADamagedStoreExitsOneNamingTheDamagedAnswer() async throws {
        let folder = try Self.demoStore()
        defer { folder.remove() }
        try CompactStoreTests.damageProfileSection(of: folder.store)

        let run = await LoasCall.run(["store", "check", "--store", folder.store.path], in: folder.url)

        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("damaged: the body of \(CompactStoreTests.armoryPath)"), "\(run.output)")
    }

    @Test func checkWithoutAStoreExitsTwoNamingThePath() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.remove() }
        let missing = folder.url.appending(path: "nothing.sqlite")

        let run = await LoasCall.run(["store", "check", "--store", missing.path], in: folder.url)

        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains(missing.path), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func statsPrintTheStoreBySizeKindAndCharacter() async throws {
        let folder = try Self.demoStore()
        defer { folder.remove() }

        let run = await LoasCall.run(["store", "stats", "--store", folder.store.path], in: folder.url)

        #expect(run.status == 0, "\(run.output)")
        for expected in ["on disk", "compressed", "armories/characters", "markets/items", "별빛수호자", "first fetch"] {
            #expect(run.output.contains(expected), "\(expected) in \(run.output)")
        }
        // A Korean name takes two columns a character on a terminal: the figures still line up.
        let lines = run.output.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("character ") })
        let row = try #require(lines.first { $0.hasPrefix("별빛수호자 ") })
        let paths = try #require(header.range(of: "paths"))
        let end = Self.columns(String(header[..<paths.upperBound]))
        #expect(Self.character(atColumn: end - 1, of: row)?.isNumber == true, "\(header)\n\(row)")
        #expect(Self.character(atColumn: end, of: row) == " ", "\(header)\n\(row)")
    }

    static func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + (($1.unicodeScalars.first?.value ?? 0) >= 0xAC00 && ($1.unicodeScalars.first?.value ?? 0) <= 0xD7A3 ? 2 : 1) }
    }

    /// The character that starts at terminal column `column` (from 0) of `line`.
    static func character(atColumn column: Int, of line: String) -> Character? {
        var at = 0
        for character in line {
            if at == column { return character }
            at += columns(String(character))
        }
        return nil
    }

    @Test func upgradeMovesAnOldStoreIntoSectionsAndABuildThenReadsIt() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try StoreUpgradeTests.copy(into: folder)

        let refused = await LoasCall.run(["build", "--store", url.path, "--out", "site"], in: folder.url)
        let upgrade = await LoasCall.run(["store", "upgrade", "--store", url.path], in: folder.url)
        let again = await LoasCall.run(["store", "upgrade", "--store", url.path], in: folder.url)
        let build = await LoasCall.run(["build", "--store", url.path, "--out", "site"], in: folder.url)

        #expect(refused.status != 0)
        #expect(refused.output.contains("loas store upgrade"), "\(refused.output)")
        #expect(upgrade.status == 0, "\(upgrade.output)")
        #expect(upgrade.output.contains("13 answers moved into compressed sections"), "\(upgrade.output)")
        #expect(again.output.contains("is up to date"), "\(again.output)")
        #expect(build.status == 0, "\(build.output)")
    }
}
