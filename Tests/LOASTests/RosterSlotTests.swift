import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SiteWriter

/// One entry of a roster answer that is no character (no name, a name that is not text) is
/// left out and named; the others are listed.
@Suite struct RosterSlotTests {
    /// The second name holds a lone surrogate escape, which JSON allows and no string holds.
    static let siblings = Data(
        #"""
        [{"CharacterName": "하나", "ServerName": "루페온", "CharacterClassName": "바드", "ItemAvgLevel": "1,700.00"},
         {"CharacterName": "둘\ud800셋", "ServerName": "루페온", "CharacterClassName": "바드", "ItemAvgLevel": "1,690.00"},
         {"ServerName": "실리안"},
         {"CharacterName": "넷", "ServerName": "실리안", "CharacterClassName": "바드", "ItemAvgLevel": "1,680.00"}]
        """#.utf8)
    static let files = ["characters/하나/siblings.json": siblings]

    @Test func aNameThatIsHalfACharacterLeavesOutOnlyItsEntryAndNamesIt() throws {
        let reader = SnapshotReader(InMemorySnapshots(label: "test", files: Self.files))
        var warnings: [String] = []
        let roster = try reader.siblings(of: "하나", warnings: &warnings)
        #expect(roster?.map(\.name) == ["하나", "넷"])
        #expect(
            warnings == [
                "test/characters/하나/siblings.json: entry 2 of 4 (\"둘\u{FFFD}셋\", 루페온) was left out: its CharacterName is not text: "
                    + "it holds half of a character (a lone surrogate, \\uD800 to \\uDFFF, shown as \u{FFFD}); the others are listed",
                "test/characters/하나/siblings.json: entry 3 of 4 (실리안) was left out: it has no CharacterName; the others are listed",
            ])
    }

    @Test func theRosterPageListsTheOthersAndTheBuildNamesTheEntry() throws {
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: Self.files)).build()
        let roster = String(decoding: try #require(site.files["roster.html"]), as: UTF8.self)
        for name in ["하나", "넷"] { #expect(roster.contains(#"data-value="\#(name)""#), "\(name)") }
        #expect(site.warnings.contains { $0.contains("entry 2 of 4") && $0.contains("half of a character") })
    }
}
