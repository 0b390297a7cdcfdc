import Foundation
import LOASConfig
import LOASTestSupport
import LostArkAPI
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// Names from snapshots are one spelling (NFC) and plain text: two files that are one name
/// are a warning, not a page dropped without a word, and no control character reaches a page.
@Suite struct SnapshotNameTests {
    static let composed = "아이유"
    static let decomposed = "아이유".decomposedStringWithCanonicalMapping

    @Test func twoSpellingsOfOneArmoryNameAreAWarningNamingBothAndTheOneRead() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        try mirror.write(TinyArmory.json(Self.composed), at: "armories/characters/\(Self.composed).json")
        try mirror.write(TinyArmory.json(Self.decomposed), at: "armories/characters/\(Self.decomposed).json")

        let site = try SiteBuilder(snapshots: MirrorDirectory(mirror.url)).build()

        let folder = "\(mirror.path)/armories/characters"
        let warning =
            "\(folder)/\(Self.composed).json (composed, NFC) and \(folder)/\(Self.decomposed).json (decomposed, not NFC) "
            + "are one name in two Unicode spellings; the first was read, the other left out: remove one"
        #expect(site.warnings.contains { $0.utf8.elementsEqual(warning.utf8) })
        #expect(site.files.keys.filter { $0.hasPrefix("characters/") && $0.hasSuffix(".html") }.count == 1)
    }

    @Test func anArmoryFileSpeltDecomposedGivesAPageNamedComposed() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        try mirror.write(TinyArmory.json(Self.decomposed), at: "armories/characters/\(Self.decomposed).json")

        let site = try SiteBuilder(snapshots: MirrorDirectory(mirror.url)).build()

        let page = "characters/\(Self.composed).html"
        #expect(site.files.keys.contains { $0.utf8.elementsEqual(page.utf8) })
        #expect(site.warnings.isEmpty)
    }

    @Test func anArmoryStoredUnderADecomposedNameGivesAPageNamedComposed() throws {
        let files = [Route.armory(character: Self.decomposed).mirrorPath: TinyArmory.json(Self.decomposed)]

        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()

        let page = "characters/\(Self.composed).html"
        #expect(site.files.keys.contains { $0.utf8.elementsEqual(page.utf8) })
    }

    @Test func importRecordsOneOfTwoSpellingsAndNamesBoth() throws {
        let mirror = try ScratchMirror()
        let folder = TemporaryFolder()
        defer {
            mirror.remove()
            folder.remove()
        }
        try mirror.write(TinyArmory.json(Self.composed), at: "armories/characters/\(Self.composed).json")
        try mirror.write(TinyArmory.json(Self.decomposed), at: "armories/characters/\(Self.decomposed).json")

        let summary = try SnapshotDatabase(url: folder.store).importMirror(mirror.url, fetchedAt: StoreFixtures.day(1))

        #expect(summary.added == 1)
        #expect(summary.skipped.contains { $0.contains("are one name in two Unicode spellings") })
    }

    @Test func aControlCharacterInARosterNameReachesNoPage() throws {
        let siblings = [RosterPageTests.character("하\u{0}나", "루페온", 1620), RosterPageTests.character("둘\u{1B}[31m\u{85}", "루페온", 1610)]
        let files = [
            "characters/하나/siblings.json": try JSONSerialization.data(withJSONObject: siblings),
            Route.armory(character: "셋").mirrorPath: TinyArmory.json("셋"),
        ]

        let site = try SiteBuilder(
            snapshots: InMemorySnapshots(label: "test", files: files),
            options: .init(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()))
        ).build()

        for page in ["roster.html", "homework.html", "roster.md"] {
            let text = String(decoding: try #require(site.files[page], "\(page) is built"), as: UTF8.self)
            #expect(text.contains("하나"), "the name is shown without it (\(page))")
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) }, "\(page)"
            )
        }
    }
}
