import ArmoryTimeline
import Foundation
import LOASConfig
import LOASTestSupport
import Notices
import SnapshotStore
import Testing

/// A declared rename never mixes two players (issue 49 item 2): another player who takes the
/// freed old name is not joined to the renamed character's history, the fetch asks for the new
/// name, and a retired name still in `characters` is named in a warning.
@Suite struct RenameCutTests {
    static let old = "달그림자"
    static let new = "달빛그림자"

    /// The old name answers at 07:00 and 08:00; the new one from 10:00; another player answers
    /// under the old name from 11:00, at item level 1,500.
    static func store(_ fixture: NoticeFixture) throws {
        try fixture.record([new: try NoticeFixture.armory(old, step: 2, answeringAs: new)], at: NoticeFixture.kst("2026-11-18T10:00"))
        for hour in 11...13 {
            try fixture.record(
                [old: try NoticeFixture.armory("새싹모코코", step: hour, answeringAs: old, itemLevel: 1_500 + Double(hour))],
                at: NoticeFixture.kst("2026-11-18T\(hour):00"))
        }
    }

    @Test func answersUnderTheOldNameAfterTheRenameNeverJoinTheHistory() throws {
        let fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-18T07:00"), NoticeFixture.kst("2026-11-18T08:00")])
        defer { fixture.remove() }
        try Self.store(fixture)

        let facts = try NoticeFacts.read(try fixture.store.snapshots(), renames: [Self.old: Self.new]).facts

        let renamed = try #require(facts.characters.first { $0.name == Self.new })
        #expect(renamed.itemLevel.map(\.value) == [1_700, 1_700.83, 1_701.66], "\(renamed.itemLevel)")
        #expect(renamed.changes.allSatisfy { $0.seenAt <= NoticeFixture.kst("2026-11-18T10:00") }, "\(renamed.changes.map(\.seenAt))")
        #expect(!facts.characters.contains { $0.name == Self.old })
    }

    @Test func theFetchAsksForTheNewNameAndWarnsOfTheRetiredOne() throws {
        let config = try SiteConfig(
            yaml: "characters: [\(Self.old), 별빛수호자]\nrenames: {\(Self.old): \(Self.new)}\n",
            file: URL(fileURLWithPath: "/project/loas.yml"))

        #expect(config.namesToFetch == [Self.new, "별빛수호자"])
        #expect(config.renameWarnings.count == 1)
        #expect(config.renameWarnings.first?.contains("\(Self.old) in `characters` was renamed to \(Self.new)") == true)
    }
}
