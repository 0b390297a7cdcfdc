import FakeLostArkAPI
import Fetching
import Foundation
import LOASTestSupport
import LostArkAPI
import LostArkClient
import SnapshotStore
import Testing

/// Names no character can have, asked for or listed on a roster (issue 23, item 7): refused
/// before they become a request path or a file name, and the other names still fetched.
@Suite struct CharacterNameTests {
    static let odd = ["..", ".", "../x", "../../news/notices", String(repeating: "가", count: 1_000)]

    @Test func namesTheGameGivesPass() {
        for name in ["별빛수호자", "광원", "기상하이스파이시치킨콤보", "123123457475", "Mokoko7", "모코코150"] {
            #expect(CharacterName.problem(name) == nil, "\(name)")
        }
    }

    @Test(arguments: odd + ["", "가", "가나다라마바사아자차카타파", "a b", "a/b", "가\u{0}나", "모코코?", "%2e%2e", "ㄱㄴㄷ"])
    func aNameNoCharacterCanHaveIsRefusedSayingWhy(name: String) {
        let problem = CharacterName.problem(name)
        #expect(problem?.contains("2 to 12 Hangul syllables, Latin letters or digits") == true, "\(name.debugDescription)")
    }

    @Test func aDecomposedNameIsItsComposedForm() {
        let decomposed = "별빛수호자".decomposedStringWithCanonicalMapping
        #expect(CharacterName.problem(decomposed) == nil)
        #expect(CharacterName.normalized(decomposed) == "별빛수호자")
    }

    @Test func aMessageShowsALongNameCutAndControlsEscaped() {
        #expect(CharacterName.quoted(String(repeating: "가", count: 1_000)).count < 50)
        #expect(CharacterName.quoted("a\u{1B}b") == #""a\u{1B}b""#)
    }

    /// URL resolution takes `..` and `.` out of a path whatever the encoding: `GET
    /// /armories/characters/..` is `GET /armories/`.
    @Test func aDotSegmentNeverBecomesARequest() throws {
        let base = try #require(URL(string: "https://example.com/api"))
        for name in [".", "..", ""] {
            #expect(Route.armory(character: name).url(base: base) == nil, "\(name)")
            #expect(Route.siblings(character: name).url(base: base) == nil, "\(name)")
        }
        #expect(Route.armory(character: "a..b").url(base: base) != nil)
    }

    @Test func oddNamesAskedForAreRefusedAndTheOthersFetched() async throws {
        let harness = try FetchTests.Harness()
        defer { harness.finish() }

        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"] + Self.odd, gameContents: false))

        #expect(summary.refusedNames.map(\.name) == Self.odd)
        #expect(harness.server.requests.map(\.path) == ["/armories/characters/별빛수호자"])
        #expect(try harness.store.latest(path: "armories/characters/별빛수호자.json") != nil)
        #expect(try harness.store.responseCount() == 1)
        #expect(summary.removed.isEmpty)
        #expect(!summary.succeeded)
        #expect(
            summary.lines.contains { $0.hasPrefix(#"not a character name: "..", not fetched: it has "." (U+002E)"#) }, "\(summary.lines)")
    }

    @Test func anOddNameOnARosterIsAWarningAndTheRestIsFetched() async throws {
        var files = FetchTests.demo
        files["characters/별빛수호자/siblings.json"] = Data(
            #"[{"CharacterName": "달그림자"}, {"CharacterName": "../../news/notices"}, {"CharacterName": ".."}]"#.utf8)
        let harness = try FetchTests.Harness(files: files)
        defer { harness.finish() }

        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], followSiblings: true, gameContents: false))

        #expect(summary.succeeded, "\(summary.lines)")
        #expect(summary.skippedRosterNames.map(\.name) == ["../../news/notices", ".."])
        #expect(
            Set(harness.server.requests.map(\.path))
                == ["/armories/characters/별빛수호자", "/characters/별빛수호자/siblings", "/armories/characters/달그림자"])
        #expect(summary.lines.contains { $0.hasPrefix(#"warning: the roster of 별빛수호자 lists "..", not a character name"#) })
    }
}
