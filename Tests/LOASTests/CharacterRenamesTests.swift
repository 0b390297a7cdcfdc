import StoredHistory
import Testing

/// How a build reads `renames`: chains followed to the furthest name with an armory.
@Suite struct CharacterRenamesTests {
    @Test func aChainJoinsEveryFormerNameToTheLastOneOldestFirst() {
        let renames = CharacterRenames(["가나": "다라", "다라": "마바"], armories: ["가나", "다라", "마바"])
        #expect(renames.current == ["가나": "마바", "다라": "마바"])
        #expect(renames.former == ["마바": ["가나", "다라"]])
        #expect(renames.waiting.isEmpty)
    }

    /// Renamed twice, the newest name not fetched yet: the middle one has the sheet meanwhile.
    @Test func aNameNotYetStoredLeavesTheChainAtTheLastOneThatIs() {
        let renames = CharacterRenames(["가나": "다라", "다라": "마바"], armories: ["가나", "다라"])
        #expect(renames.current == ["가나": "다라"])
        #expect(renames.former == ["다라": ["가나"]])
        #expect(renames.waiting.map(\.old) == ["다라"])
    }

    /// The config refuses a loop; given one anyway, no name loses its sheet to it.
    @Test func aLoopJoinsNothing() {
        let renames = CharacterRenames(["가나": "다라", "다라": "가나", "사아": "가나"], armories: ["가나", "다라", "사아"])
        #expect(renames.current.isEmpty)
    }
}
